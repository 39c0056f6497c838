"""Check what the build made, then install it: each binary is written beside its final name and renamed over it, so
a reader (a running test, the twin) sees the old file or the new one, never half of one."""
import hashlib
import os
import shutil
import subprocess

from sim.twin.core import RECIPE_SHA256, REFERENCE_SHA256, REFERENCE_SHA256_NO_BUILD_ID, TAG, BuildError

# (binary, argv after it, environment additions, what its output must contain, what the check shows)
CHECKS = (
    ("mpy-cross-cp10", ["--version"], {}, "CircuitPython %s" % TAG, "says it is CircuitPython %s" % TAG),
    ("cpy32", ["-X", "heapsize=128k", "-c", "import sys; print(sys.maxsize, 7 // 2)"], {}, "2147483647 3",
     "runs a line, 32-bit"),
    ("cpy32-display", ["-X", "heapsize=128k", "-c", "import displayio, terminalio; "
                       "print(type(displayio.Group()).__name__, terminalio.FONT.get_bounding_box())"], {},
     "Group (6, 12)", "imports displayio, has the 6x12 terminalio.FONT"),
)
# the pystack patch: 40 nested calls fit in 4 KB but not in 512 B
DEEP = "def f(n):\n    return f(n - 1) + 1 if n else 0\nprint(f(40))"
PYSTACK_CHECKS = (("4096", True), ("512", False))
BUILD_ID_NOTE = b"\x04\x00\x00\x00\x14\x00\x00\x00\x03\x00\x00\x00GNU\x00"  # namesz 4, descsz 20, type 3


def _run(exe, args, extra_env):
    env = dict(os.environ, **extra_env)
    try:
        p = subprocess.run([exe] + args, capture_output=True, text=True, errors="replace", env=env, timeout=60)
    except OSError as exc:
        return False, str(exc)
    return p.returncode == 0, (p.stdout + p.stderr).strip()


def verify(binaries):
    """binaries: name -> built file. Returns the lines saying what was checked; BuildError on the first failure."""
    lines = []
    for name, args, env, want, shows in CHECKS:
        ok, out = _run(binaries[name], args, env)
        if not ok or want not in out:
            raise BuildError("the built %s fails its check (%s): %s" % (name, shows, out.splitlines()[-1:] or out))
        lines.append("%-15s %s" % (name, shows))
    for size, fits in PYSTACK_CHECKS:
        ok, out = _run(binaries["cpy32"], ["-c", DEEP], {"MP32_PYSTACK_BYTES": size})
        if ok != fits:
            raise BuildError("the built cpy32 ignores MP32_PYSTACK_BYTES=%s (is pystack.patch applied?): %s" % (
                size, out.splitlines()[-1:] or out))
    lines.append("%-15s takes its pystack from MP32_PYSTACK_BYTES (40 calls deep: run at 4096 B, refused at 512 B)"
                 % "cpy32")
    return lines


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def sha256_without_build_id(path):
    """sha256 of the file with its GNU build-id zeroed: equal for two builds whose code and data are the same."""
    with open(path, "rb") as f:
        data = bytearray(f.read())
    at = data.find(BUILD_ID_NOTE, 0, 1 << 16)  # the note sits among the first headers
    if at >= 0:
        start = at + len(BUILD_ID_NOTE)
        data[start:start + 20] = bytes(20)
    return hashlib.sha256(bytes(data)).hexdigest()


def compare(name, path):
    """What a built file is, next to the reference build: "same", "same but its build-id" (then "recipe" when it is
    also the bytes this recipe gave on Debian 12), or "differs"."""
    digest = sha256(path)
    if digest == REFERENCE_SHA256.get(name):
        return "same"
    if sha256_without_build_id(path) == REFERENCE_SHA256_NO_BUILD_ID.get(name):
        return "recipe" if digest == RECIPE_SHA256.get(name) else "same but its build-id"
    return "differs"


def install(binaries, out_dir):
    """Copy each built file to out_dir/<name> (write, then rename). Returns [(name, sha256, compare())]."""
    os.makedirs(out_dir, exist_ok=True)
    temps = []
    try:
        for name, built in binaries.items():
            tmp = os.path.join(out_dir, ".%s.tmp-%d" % (name, os.getpid()))
            shutil.copyfile(built, tmp)
            os.chmod(tmp, 0o755)
            temps.append((name, tmp))
        for name, tmp in temps:
            os.replace(tmp, os.path.join(out_dir, name))
    except OSError as exc:
        raise BuildError("could not install into %s: %s" % (out_dir, exc))
    finally:
        for _, tmp in temps:
            if os.path.exists(tmp):
                os.remove(tmp)
    rows = []
    for name in binaries:
        path = os.path.join(out_dir, name)
        rows.append((name, sha256(path), compare(name, path)))
    return rows
