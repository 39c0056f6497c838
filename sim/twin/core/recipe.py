"""The make lines of the device core: what to build, with which flags, and where each binary comes out.

Each flag is explained in README.md here. The order is the one the reference build used; the three builds share no
object files (each has its own BUILD folder)."""
import os

# What the build reads of CircuitPython's tree (no submodules: the unix port and mpy-cross need none at 10.2.1).
# Only these are taken from a checkout, which also keeps the copy small (the other ports carry megabytes of blobs).
SOURCE_PATHS = ("py", "mpy-cross", "ports/unix", "extmod", "shared", "shared-bindings", "shared-module",
                "supervisor", "lib", "tools", "locale")

# The device's settings, shared by cpy32 and cpy32-display (README.md: "The flags").
DEVICE_CFLAGS = ("-DMICROPY_OBJ_REPR=MICROPY_OBJ_REPR_C", "-DMICROPY_FLOAT_IMPL=MICROPY_FLOAT_IMPL_FLOAT",
                 "-DMICROPY_ENABLE_PYSTACK=1", "-DMP32_PYSTACK_WORDS=512", "-DMICROPY_ENABLE_DOC_STRING=0",
                 "-DMICROPY_PY_MICROPYTHON_RINGIO=0", "-DMICROPY_QSTR_BYTES_IN_HASH=1",
                 "-DMICROPY_ALLOC_PARSE_CHUNK_INIT=16")

# The unix port compiles with -g and strips the binary after linking, but the linker's build-id (a hash kept in the
# binary) is taken before, over debug info that names the build folder: named the same wherever it is built, the
# binaries come out the same (only the build-id differs from the reference build, which was built elsewhere).
DEBUG_PATHS = "-fdebug-prefix-map={tree}=circuitpython"

# The unix port's desktop extras the device lacks or that need libraries: off, so the binary is static and small.
UNIX_OFF = ("FROZEN_MANIFEST=", "MICROPY_PY_BTREE=0", "MICROPY_SSL_AXTLS=0", "MICROPY_SSL_MBEDTLS=0",
            "MICROPY_PY_SSL=0", "MICROPY_PY_FFI=0", "MICROPY_USE_READLINE=0", "MICROPY_PY_THREAD=0")


class Target:
    """One binary: the make arguments (after `make -C <folder>`) and the file it leaves, relative to the tree."""

    def __init__(self, name, folder, args, built):
        self.name = name
        self.folder = folder
        self.args = args
        self.built = built

    def argv(self, tree, jobs, python):
        # PYTHON: the build scripts run on the interpreter whose packages were checked (huffman, polib)
        return ["make", "-C", os.path.join(tree, self.folder), "-j%d" % jobs, "PYTHON=" + python] + [
            a.replace("{tree}", os.path.abspath(tree)) for a in self.args]


def _unix(variant, build):
    return ["VARIANT=" + variant, "BUILD=" + build, "MICROPY_FORCE_32BIT=1"] + list(UNIX_OFF) + [
        "LDFLAGS_EXTRA=-static", "CFLAGS_EXTRA=" + " ".join(DEVICE_CFLAGS + (DEBUG_PATHS,))]


TARGETS = (
    Target("mpy-cross-cp10", "mpy-cross", ["BUILD=build-static", "LDFLAGS_EXTRA=-static", "PROG=mpy-cross-static"],
           "mpy-cross/build-static/mpy-cross-static"),
    Target("cpy32", "ports/unix", _unix("standard", "build-32static"), "ports/unix/build-32static/micropython"),
    Target("cpy32-display", "ports/unix", _unix("pybadge", "build-pybadge32"),
           "ports/unix/build-pybadge32/micropython"),
)
