"""CircuitPython's own tools for the desktop (../shared/tools/circuitpython beside the repo, or $POCKET_CPY_TOOLS):
cpy32 (10.2.1's 32-bit core), cpy32-display (the same with the C displayio), mpy-cross-cp10."""
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOLS = os.environ.get("POCKET_CPY_TOOLS") or os.path.join(os.path.dirname(ROOT), "shared", "tools", "circuitpython")


def path(name):
    return os.path.join(TOOLS, name)


def has(name):
    return os.access(path(name), os.X_OK)


def mpy_cross(src, dst, source_name):
    """Compile src to CircuitPython 10's .mpy at dst; source_name is what tracebacks show."""
    os.makedirs(os.path.dirname(dst) or ".", exist_ok=True)
    subprocess.run([path("mpy-cross-cp10"), "-o", dst, "-s", source_name, src], check=True, capture_output=True)
