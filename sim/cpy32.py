"""CircuitPython 10.2.1's own core on the desktop (desktop only): where its tools are, and one way to run them.

The tools: `cpy32` (the 32-bit core: the device's compiler, VM, GC and pystack), `cpy32-display` (plus the real
displayio/vectorio/terminalio/fontio/bitmaptools) and `mpy-cross-cp10` (writes the .mpy files CircuitPython 10
loads). `python -m sim.twin.core` builds all three from CircuitPython's source into the cache folder. Each is looked
for, in order: (mpy-cross only) the file POCKET_MPY_CROSS names; the folder POCKET_CPY_TOOLS names; the team's shared
cache beside the checkout (`../shared/tools/circuitpython`); the user cache (`~/.cache/pocket-tabletop/
circuitpython-10.2.1`, POCKET_CACHE moves `~/.cache/pocket-tabletop`). The first folder that has the file wins.

run() starts a fresh process (the interpreter's state is global) with the heap and pystack the PyBadge gives.
code= runs source with the repo and its lib/ first on sys.path, as on the device ('' and /lib there);
argv= runs a command line as given. Both return a subprocess.CompletedProcess (text); a timeout gives
returncode None and stderr saying so.
"""
import os
import subprocess

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ENV_VAR = "POCKET_CPY_TOOLS"
DEFAULT_PYSTACK = 2048  # bytes: CircuitPython 10's CIRCUITPY_PYSTACK_SIZE
DEVICE_PATH = ("'.'", "'lib'")  # the device's sys.path is ['', '/lib']: relative to the drive's root here


class Result:
    """One run's outcome: ok, stdout, stderr (an uncaught exception's traceback), error (why it failed)."""

    def __init__(self, ok, stdout, stderr, error=""):
        self.ok = ok
        self.stdout = stdout
        self.stderr = stderr
        self.error = error

    def __repr__(self):
        return "Result(ok=%r, stdout=%r, stderr=%r, error=%r)" % (self.ok, self.stdout[-500:], self.stderr[-2000:],
                                                                  self.error)


MPY_CROSS_VAR = "POCKET_MPY_CROSS"
CACHE_VAR = "POCKET_CACHE"
CORE_VERSION = "10.2.1"  # the CircuitPython release the core and its mpy-cross are built from
TOOLS = ("cpy32", "cpy32-display", "mpy-cross-cp10")
HOW_TO_GET = ("build it with `python -m sim.twin.core` (CircuitPython %s from source, a few minutes; it says what "
              "it needs) or set %s to a folder that has it" % (CORE_VERSION, ENV_VAR))


def cache_dir():
    """The user cache folder of the project (POCKET_CACHE, or ~/.cache/pocket-tabletop)."""
    return os.environ.get(CACHE_VAR) or os.path.join(os.path.expanduser("~"), ".cache", "pocket-tabletop")


def core_cache_dir():
    """Where `python -m sim.twin.core` installs the core and mpy-cross it builds."""
    return os.path.join(cache_dir(), "circuitpython-" + CORE_VERSION)


def search_dirs():
    """The folders looked in, in order (see the module's docstring)."""
    dirs = []
    if os.environ.get(ENV_VAR):
        dirs.append(os.environ[ENV_VAR])
    dirs.append(os.path.normpath(os.path.join(REPO, "..", "shared", "tools", "circuitpython")))
    dirs.append(core_cache_dir())
    return dirs


def _runnable(path):
    return os.path.isfile(path) and os.access(path, os.X_OK)


def tools_dir(name="cpy32"):
    """The first folder of search_dirs() that has `name` (the first of them when none has it)."""
    dirs = search_dirs()
    for d in dirs:
        if _runnable(os.path.join(d, name)):
            return d
    return dirs[0]


def tool(name):
    """Path of cpy32, cpy32-display or mpy-cross-cp10 (which may not exist: see available())."""
    if name == "mpy-cross-cp10" and os.environ.get(MPY_CROSS_VAR):
        return os.environ[MPY_CROSS_VAR]
    return os.path.join(tools_dir(name), name)


def available(name="cpy32"):
    return _runnable(tool(name))


def missing_reason(name="cpy32"):
    if name == "mpy-cross-cp10" and os.environ.get(MPY_CROSS_VAR):
        return "%s names %s, which is not an executable file" % (MPY_CROSS_VAR, os.environ[MPY_CROSS_VAR])
    return "CircuitPython %s's %s was not found in %s: %s" % (CORE_VERSION, name, ", ".join(search_dirs()),
                                                               HOW_TO_GET)


def prelude():
    return "import sys\nsys.path[:0] = [%s]\n" % ", ".join(DEVICE_PATH)


def run(argv_or_code, heap_kb=128, pystack=DEFAULT_PYSTACK, cwd=REPO, display=False, timeout=120.0,
        device_path=True):
    """Run on cpy32 (cpy32-display with display=True) with a heap of heap_kb KiB and a pystack of `pystack` bytes.

    A str is Python source (prefixed with the device's sys.path unless device_path=False); a list is the
    interpreter's arguments (e.g. ["script.py"] or ["-c", "..."])."""
    name = "cpy32-display" if display else "cpy32"
    if not available(name):
        raise FileNotFoundError(missing_reason(name))
    if isinstance(argv_or_code, str):
        args = ["-c", (prelude() if device_path else "") + argv_or_code]
    else:
        args = list(argv_or_code)
    argv = [tool(name), "-X", "heapsize=%dk" % heap_kb] + args
    env = dict(os.environ, MP32_PYSTACK_BYTES=str(pystack))
    try:
        return subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True, errors="replace",
                              timeout=timeout)
    except subprocess.TimeoutExpired as exc:
        def text(b):
            return b.decode("utf-8", "replace") if isinstance(b, bytes) else (b or "")
        return subprocess.CompletedProcess(argv, None, text(exc.stdout),
                                           text(exc.stderr) + "\ntimeout after %.0f s" % timeout)


def run_result(code, heap_kb=128, timeout=120.0, pystack=DEFAULT_PYSTACK, **kw):
    """run() as a Result (sim.bench.memory's runners return one)."""
    p = run(code, heap_kb=heap_kb, timeout=timeout, pystack=pystack, **kw)
    ok = p.returncode == 0
    if ok:
        error = ""
    elif p.returncode is None:
        error = "timeout after %.0f s" % timeout
    else:
        error = "exit code %d" % p.returncode if p.returncode > 0 else "signal %d" % -p.returncode
    out, err = p.stdout, p.stderr
    # the unix port prints an uncaught exception's traceback on stdout: move it to stderr, where callers look
    cut = out.rfind("Traceback (most recent call last):")
    if not ok and cut >= 0:
        out, err = out[:cut], err + out[cut:]
    return Result(ok, out, err, error)


def mpy_cross(src, out, source_name, timeout=60.0):
    """Compile src to out with mpy-cross-cp10, storing source_name (the device path) for tracebacks."""
    return subprocess.run([tool("mpy-cross-cp10"), "-o", out, "-s", source_name, src], capture_output=True,
                          text=True, errors="replace", timeout=timeout)
