"""Run code on cpy32: CircuitPython 10's own compiler, VM and garbage collector built 32-bit for the desktop, with
the device's settings (single-precision floats, 2048-byte pystack). Desktop only.

The tool sits outside the repo, in `<repo root>/../shared/tools/circuitpython/` (its README says how it was built);
callers skip what needs it when `path()` is None. Same Result as sim.mpy.run. Each run is a fresh process with the
repo and its lib/ first on sys.path, as on the device.
"""
import os
import subprocess

from sim.mpy import REPO, Result

TOOLS = os.path.join(os.path.dirname(REPO), "shared", "tools", "circuitpython")
PYSTACK = 2048  # CircuitPython 10's default CIRCUITPY_PYSTACK_SIZE
HEAP_KB = 128  # about what a PyBadge has free when code.py starts


def path(name="cpy32"):
    p = os.path.join(TOOLS, name)
    return p if os.access(p, os.X_OK) else None


def prelude():
    return "import sys\nsys.path[:0] = ['.', 'lib']\n"


def run(code, heap_kb=HEAP_KB, pystack=PYSTACK, timeout=120.0, repo=REPO, name="cpy32"):
    """Run `code` (source text) on the tool `name` in `repo`; a timeout is a failure."""
    exe = path(name)
    if exe is None:
        raise FileNotFoundError("%s not found in %s" % (name, TOOLS))
    env = dict(os.environ, MP32_PYSTACK_BYTES=str(pystack))
    argv = [exe, "-X", "heapsize=%dk" % heap_kb, "-c", prelude() + code]
    try:
        p = subprocess.run(argv, capture_output=True, timeout=timeout, cwd=repo, env=env)
    except subprocess.TimeoutExpired as exc:
        out = (exc.stdout or b"").decode("utf-8", "replace")
        return Result(False, out, (exc.stderr or b"").decode("utf-8", "replace"), "timeout after %.0f s" % timeout)
    ok = p.returncode == 0
    out, err = p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")
    # the unix port prints an uncaught exception's traceback on stdout: move it where callers look
    cut = out.rfind("Traceback (most recent call last):")
    if not ok and cut >= 0:
        out, err = out[:cut], err + out[cut:]
    return Result(ok, out, err, "" if ok else "exit code %d" % p.returncode)
