"""Code run on CircuitPython's 32-bit core from a deployed drive: the .mpy files the device loads (deploy compiles
them on the computer; a device never compiles a game's module, so a test of its heap must not either)."""
import pytest

from sim import cpy32
from sim.twin import host


def run_on_drive(code, **kw):
    """cpy32.run_result(code, **kw) with a freshly deployed drive as the current folder (the device's sys.path)."""
    drive = host.Drive()
    try:
        return cpy32.run_result(code, cwd=drive.root, **kw)
    finally:
        drive.close()


@pytest.fixture(scope="session")
def deployed_drive():
    """One deployed drive for a test session (each xdist worker its own): its root folder."""
    drive = host.Drive()
    yield drive.root
    drive.close()
