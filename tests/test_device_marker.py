"""The `device` marker (tests/conftest.py): without CircuitPython's tools a device check is skipped and the summary
says how many and how to get the core; under CI it fails, so CI never loses one. Run on a copy of the marker's
code in a folder with no ../shared beside it and an empty cache, as a stranger's clone is."""
import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SAMPLE = '''import pytest


@pytest.mark.device
def test_on_the_core():
    pass


@pytest.mark.device("mpy-cross-cp10")
def test_with_mpy_cross():
    pass


def test_on_the_desktop():
    pass
'''


@pytest.fixture
def stranger(tmp_path):
    repo = tmp_path / "clone"
    for rel in ("sim/__init__.py", "sim/cpy32.py", "tests/__init__.py", "tests/conftest.py", "pytest.ini"):
        (repo / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(os.path.join(ROOT, rel), str(repo / rel))
    (repo / "tests" / "test_sample.py").write_text(SAMPLE)
    env = dict(os.environ, POCKET_CACHE=str(tmp_path / "cache"))
    for var in ("POCKET_CPY_TOOLS", "POCKET_MPY_CROSS", "CI", "PYTEST_XDIST_WORKER", "PYTEST_ADDOPTS"):
        env.pop(var, None)

    def run(**extra):
        return subprocess.run([sys.executable, "-m", "pytest", "-p", "no:xdist", "-q"], cwd=str(repo),
                              env=dict(env, **extra), capture_output=True, text=True, timeout=120)
    return run


def test_without_the_core_device_checks_are_skipped_and_counted(stranger):
    r = stranger()
    assert r.returncode == 0, r.stdout + r.stderr
    assert "1 passed, 2 skipped" in r.stdout, r.stdout
    assert "2 device checks skipped" in r.stdout and "python -m sim.twin.core" in r.stdout, r.stdout


def test_under_ci_a_missing_core_fails_the_run(stranger):
    r = stranger(CI="true")
    assert r.returncode == 1, r.stdout + r.stderr
    assert "1 passed, 2 errors" in r.stdout, r.stdout  # failed in setup, before the test ran
    assert "device check without CircuitPython's tools" in r.stdout, r.stdout
