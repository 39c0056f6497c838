"""What the build needs on this machine, checked before anything is fetched or compiled: git, make, a gcc that
links static 32-bit x86 programs (gcc-multilib), and the Python packages CircuitPython's build scripts import."""
import os
import shutil
import subprocess
import sys
import tempfile

APT = "gcc-multilib make git"  # Debian/Ubuntu names (gcc-multilib brings gcc and the 32-bit C library)
PY_MODULES = ("huffman", "polib")
HELLO = "#include <stdio.h>\nint main(void) { printf(\"%d\\n\", (int)sizeof(void *)); return 0; }\n"


def _gcc_32bit(env):
    """'' when gcc builds and runs a static 32-bit program, else why not."""
    if not shutil.which("gcc", path=env.get("PATH")):
        return "no gcc on PATH"
    scratch = tempfile.mkdtemp(prefix="pocket-core-cc-")
    try:
        src = os.path.join(scratch, "hello.c")
        exe = os.path.join(scratch, "hello")
        with open(src, "w") as f:
            f.write(HELLO)
        p = subprocess.run(["gcc", "-m32", "-static", "-o", exe, src], env=env, capture_output=True, text=True)
        if p.returncode != 0:
            lines = (p.stderr or p.stdout).strip().splitlines()
            return "gcc cannot link a static 32-bit program (%s)" % (lines[0] if lines else "exit %d" % p.returncode)
        p = subprocess.run([exe], capture_output=True, text=True)
        if p.stdout.strip() != "4":
            return "a 32-bit program built by gcc does not run here (pointer size %r)" % p.stdout.strip()
        return ""
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def missing_python_modules(python=sys.executable):
    p = subprocess.run([python, "-c", "import importlib.util as u, sys; print(' '.join(m for m in sys.argv[1:] "
                        "if u.find_spec(m) is None))"] + list(PY_MODULES), capture_output=True, text=True)
    return p.stdout.split() if p.returncode == 0 else list(PY_MODULES)


def problems(env=None, python=sys.executable):
    """A list of one-line problems, each saying what to install; empty when the build can start."""
    env = dict(os.environ) if env is None else env
    out = []
    for tool in ("git", "make"):
        if not shutil.which(tool, path=env.get("PATH")):
            out.append("no `%s` on PATH: install it (Debian/Ubuntu: apt-get install %s)" % (tool, tool))
    why = _gcc_32bit(env)
    if why:
        out.append("%s: install the 32-bit C toolchain (Debian/Ubuntu: apt-get install gcc-multilib)" % why)
    missing = missing_python_modules(python)
    if missing:
        out.append("Python packages missing for the build scripts: %s (pip install -r sim/twin/core/requirements.txt)"
                   % " ".join(missing))
    return out
