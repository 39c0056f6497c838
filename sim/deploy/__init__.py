"""python -m sim.deploy PATH_TO_CIRCUITPY: copy the game to a PyBadge's CIRCUITPY drive.

Compiles the device's modules (lib/pocket, games/ and the libraries they import) to CircuitPython's .mpy format
with CircuitPython's own mpy-cross (sim/deploy/mpycross.py: found on this computer, or Adafruit's build downloaded
over HTTPS and checked: trusted on first use with its SHA-256 recorded, or matched against a pin; --require-pin or
POCKET_REQUIRE_PIN=1 accepts pinned downloads only), for the CircuitPython the drive's boot_out.txt names (9 or 10).
Without that compiler it stops and writes nothing: the .py tree runs out of memory in the Hard games (PY_COSTS);
--allow-py copies .py anyway, with that warning. code.py, boot.py and play.py stay .py (the device runs them by name).
Copies only the files that changed, removes files this tool copied before that no longer belong (never anything
else) and a .py left beside a module it installs as .mpy (the .py would win), keeps a copy of a code.py, boot.py
or settings.toml it did not write before replacing it (BACKUP_DIR), installs the libraries the device code imports
(sim/deploy/imports.txt) except those built into the PyBadge's firmware, from the pip-installed packages, and
writes code.py last through a temporary name, so an interrupted copy leaves a drive that still boots."""
import argparse
import errno
import hashlib
import os
import re
import shutil
import subprocess
import sys

from sim import saveunits
from sim.deploy import mpycross

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
MANIFEST = ".pocket-tabletop-files"
CACHE = os.path.join(ROOT, "build", "mpy")  # compiled .mpy files, named by the hash of what went in
TOP_FILES = ("boot.py", "play.py")  # code.py goes last, separately; all three stay .py: the device runs them by name
ASSET_EXTS = (".bmp", ".bdf", ".pcf")
# CircuitPython majors whose .mpy format (header b"C\x06") CircuitPython 10's mpy-cross writes.
MPY_MAJORS = (9, 10)
# Python frame stack for the device: None keeps CircuitPython's default (2048 bytes) and writes no settings.toml.
# The device twin found Bean Dice Hard reaching 2200 B inside the whole program (python -m sim.twin --pystack 2048
# beans-hard fails with "pystack exhausted"), so deploy puts CIRCUITPY_PYSTACK_SIZE in the drive's settings.toml:
# 3072 B leaves a margin of about 850 B and costs 1 KB of heap (taken from the same RAM).
PYSTACK = 3072

# What the PyBadge's CircuitPython 10.2.1 firmware has built in, so deploy never copies a library of that name
# (a file in lib/ would be ignored anyway: built-in modules win). From CircuitPython's source at tag 10.2.1:
# ports/atmel-samd/boards/pybadge/mpconfigboard.mk (SAMD51J19, a full build; turned off there: aesio, floppyio,
# framebufferio, gifio, i2cdisplaybus, jpegio, paralleldisplaybus, spitarget; on: keypad, stage) with the
# defaults of py/circuitpy_mpconfig.mk and ports/atmel-samd/mpconfigport.mk.
FIRMWARE_BUILTINS = frozenset((
    # the language core
    "array", "binascii", "builtins", "collections", "errno", "gc", "io", "json", "math", "micropython", "os",
    "random", "re", "select", "struct", "sys", "time", "traceback", "zlib", "locale", "getpass", "codeop",
    "msgpack", "ulab", "warnings", "atexit",
    # hardware and display
    "alarm", "analogio", "audiobusio", "audiocore", "audioio", "audiomixer", "audiomp3", "bitbangio", "bitmaptools",
    "board", "busdisplay", "busio", "countio", "digitalio", "displayio", "epaperdisplay", "fontio", "fourwire",
    "frequencyio", "i2ctarget", "keypad", "max3421e", "microcontroller", "neopixel_write", "nvm", "onewireio",
    "adafruit_pixelbuf", "adafruit_bus_device", "pulseio", "pwmio", "ps2io", "rainbowio", "rgbmatrix", "rotaryio",
    "rtc", "samd", "sdcardio", "sharpdisplay", "storage", "supervisor", "synthio", "terminalio",
    "tilepalettemapper", "touchio", "usb", "usb_cdc", "usb_hid", "usb_midi", "vectorio", "watchdog", "_stage",
    "_pixelmap", "uheap", "usb_host",
))
# Frozen into the PyBadge firmware: circuitpython-stage (FROZEN_MPY_DIRS += frozen/circuitpython-stage/pybadge).
FIRMWARE_FROZEN = frozenset(("stage", "ugame"))
FIRMWARE_MODULES = FIRMWARE_BUILTINS | FIRMWARE_FROZEN


# What the .py tree does on the device twin (`python -m sim.twin --py --heap KB '*-hard'`, CircuitPython 10.2.1's
# core, 2026-11-28): the device compiles every module into its heap, and the Hard games no longer fit.
PY_COSTS = ("on the device twin the .py tree plays only Tanbo Hard through at 96 KB (Cetkaik, Seasons of Rice, Bossa "
            "and Bean Dice Hard stop on a dialog early in the game), and at 128 KB Cetkaik Hard runs out of memory "
            "and Bossa Hard still stops; the .mpy tree plays all five at 96 KB")
# A file at the drive's top that a user may have written: kept in BACKUP_DIR before deploy first replaces it.
USER_FILES = ("code.py", "boot.py", "settings.toml")
BACKUP_DIR = "pocket-tabletop-backup"


class DeployError(Exception):
    pass


class Item:
    """One file the drive should have: `kind` is "mpy" (compiled from src), "py" or "data" (copied as is)."""

    def __init__(self, src, kind, source_name=None):
        self.src = src
        self.kind = kind
        self.source_name = source_name  # the device path of the .py, stored in a .mpy for tracebacks
        self.built = None  # the file that goes to the drive (the compiled .mpy, or src)


def source_files():
    """{device path: source path} of our device files (code.py excluded): the .py modules and the assets."""
    files = {}
    for name in TOP_FILES:
        files[name] = os.path.join(ROOT, name)
    for top, exts in (("lib", (".py",)), ("games", (".py",)), ("assets", ASSET_EXTS)):
        for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, top)):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
            for f in sorted(filenames):
                if f.endswith(exts):
                    src = os.path.join(dirpath, f)
                    files[os.path.relpath(src, ROOT).replace(os.sep, "/")] = src
    return files


def library_modules(names=None):
    """The library modules to install: those the device code imports (sim/deploy/imports.txt) that are neither ours
    nor built into the firmware, each with the packages above it."""
    from sim.deploy import imports as device_imports  # here: `python -m sim.deploy.imports` runs it as __main__
    names = device_imports.read_list() if names is None else names
    out = set()
    for name in names:
        parts = name.split(".")
        if device_imports.is_ours(name) or parts[0] in FIRMWARE_MODULES:
            continue
        for i in range(1, len(parts) + 1):
            out.add(".".join(parts[:i]))
    return sorted(out)


def library_files(names=None):
    """{device path (lib/...py): source} for the libraries, from the pip-installed pure-Python packages. Found
    on sys.path without importing them (a desktop import of neopixel fails: it needs the board's hardware; and the
    simulator puts its own stand-ins in sys.modules)."""
    from sim.deploy import imports as device_imports
    files = {}
    for name in library_modules(names):
        src = device_imports.source_of(name)
        if src is None:
            raise DeployError("the library module %s is not installed here as Python source: pip install -r "
                              "requirements-dev.txt" % name)
        rel = name.replace(".", "/") + ("/__init__.py" if os.path.basename(src) == "__init__.py" else ".py")
        files["lib/" + rel] = src
    return files


def read_version(drive):
    """(major, minor, patch) from the drive's boot_out.txt, or None when it can't be read."""
    try:
        with open(os.path.join(drive, "boot_out.txt"), encoding="utf-8", errors="replace") as f:
            first = f.readline()
    except OSError:
        return None
    m = re.search(r"CircuitPython (\d+)\.(\d+)\.(\d+)", first)
    return tuple(int(x) for x in m.groups()) if m else None


def choose_format(drive, allow_py=False, out=print, as_py=False, require_pin=None):
    """("mpy" or "py", why, mpy-cross path or None): the form the modules take on this drive. Raises DeployError
    when .mpy can't be made and allow_py is not given. as_py copies .py whatever the drive (the twin's --py)."""
    version = read_version(drive)
    if as_py:
        return "py", "the modules are copied as .py, as asked: %s" % PY_COSTS, None
    if version is None:
        problem = ("its boot_out.txt does not say which CircuitPython it runs (Pocket Tabletop needs CircuitPython 9 "
                   "or 10: the modules go as .mpy, compiled for that version)")
    elif version[0] not in mpycross.MPY_FORMAT:
        problem = ("it runs CircuitPython %d.%d.%d; Pocket Tabletop needs CircuitPython 9 or 10 (circuitpython.org, "
                   "board \"pybadge\"), whose .mpy files it compiles" % version)
    else:
        try:
            path, what = mpycross.find(version[0], out=out, require_pin=require_pin)
            return "mpy", "it runs CircuitPython %d.%d.%d: the modules are compiled to .mpy with %s" % (
                version + (what,)), path
        except mpycross.Missing as exc:
            problem = str(exc)
    if allow_py:
        return "py", ("WARNING: the modules are copied as .py (--allow-py), because %s.\nThe games may not run: %s."
                      % (problem.rstrip("."), PY_COSTS)), None
    raise DeployError("%s\nNothing was copied. Deploying .py files instead (--allow-py) is possible but %s."
                      % (problem.rstrip("."), PY_COSTS))


def wanted(fmt, libraries=None):
    """{device path: Item} of everything the drive should have, code.py included."""
    want = {}
    sources = library_files(libraries)
    sources.update(source_files())
    for rel, src in sources.items():
        if rel.endswith(".py") and rel not in TOP_FILES and fmt == "mpy":
            want[rel[:-3] + ".mpy"] = Item(src, "mpy", rel)
        else:
            want[rel] = Item(src, "py" if rel.endswith(".py") else "data")
    want["code.py"] = Item(os.path.join(ROOT, "code.py"), "py")
    return want


_TOOL_ID = {}


def tool_id(compiler):
    """A hash of the mpy-cross binary: a new compiler means new cache entries."""
    if compiler not in _TOOL_ID:
        _TOOL_ID[compiler] = digest(compiler)[:12]
    return _TOOL_ID[compiler]


def compile_mpy(compiler, src, out, source_name, timeout=60.0):
    """Compile src to out with that mpy-cross, storing source_name (the device path) for tracebacks."""
    return subprocess.run([compiler, "-o", out, "-s", source_name, src], capture_output=True, text=True,
                          errors="replace", timeout=timeout)


def build(item, cache=CACHE, compiler=None):
    """Set item.built: the source itself, or its .mpy in the cache (compiled only when not there yet)."""
    if item.kind != "mpy":
        item.built = item.src
        return
    h = hashlib.sha1()
    with open(item.src, "rb") as f:
        h.update(f.read())
    h.update(b"\0" + item.source_name.encode() + b"\0" + tool_id(compiler).encode())
    out = os.path.join(cache, h.hexdigest() + ".mpy")
    if not os.path.exists(out):
        os.makedirs(cache, exist_ok=True)
        tmp = out + ".%d.tmp" % os.getpid()
        try:
            r = compile_mpy(compiler, item.src, tmp, item.source_name)
        except (OSError, subprocess.SubprocessError) as exc:
            raise DeployError("mpy-cross could not compile %s: %s" % (item.source_name, exc))
        if r.returncode != 0:
            if os.path.exists(tmp):
                os.remove(tmp)
            raise DeployError("mpy-cross could not compile %s:\n%s" % (item.source_name, r.stderr.strip()))
        os.replace(tmp, out)
    item.built = out


def digest(path):
    with open(path, "rb") as f:
        return hashlib.sha1(f.read()).hexdigest()


def check_drive(drive):
    if not os.path.exists(drive):
        raise DeployError("%s does not exist. Is the handheld plugged in, switched on and mounted as CIRCUITPY?"
                          % drive)
    if not os.path.isdir(drive):
        raise DeployError("%s is not a folder: give the path of the CIRCUITPY drive." % drive)
    if not os.path.exists(os.path.join(drive, "boot_out.txt")):
        raise DeployError("%s is not a CircuitPython drive (it has no boot_out.txt). Nothing was copied." % drive)


class Plan:
    """What deploy does to a drive: to_copy [(device path, Item)] in order (code.py last), to_remove [path],
    backups [(device path, backup path)]: the user's own files kept before they are replaced."""

    def __init__(self, fmt, why, want, to_copy, to_remove, needed, backups, previous):
        self.fmt, self.why, self.want = fmt, why, want
        self.to_copy, self.to_remove, self.needed = to_copy, to_remove, needed
        self.backups, self.previous = backups, previous

    def owned(self):
        """The files the manifest lists after this deploy: what it installs, and settings.toml once deploy wrote
        it (so a later deploy knows whether the user changed it since)."""
        names = set(self.want)
        if "settings.toml" in self.previous or any(rel == "settings.toml" for rel, _ in self.to_copy):
            names.add("settings.toml")
        return names


def plan(drive, libraries=None, cache=CACHE, allow_py=False, out=print, as_py=False, require_pin=None):
    fmt, why, compiler = choose_format(drive, allow_py, out, as_py, require_pin)
    want = wanted(fmt, libraries)
    settings = settings_toml(drive)
    to_copy = []
    needed = 0
    for rel in sorted(want, key=lambda r: (r == "code.py", r)):
        item = want[rel]
        build(item, cache, compiler)
        dst = os.path.join(drive, rel)
        size = os.path.getsize(item.built)
        if os.path.exists(dst) and os.path.getsize(dst) == size and digest(dst) == digest(item.built):
            continue
        to_copy.append((rel, item))
        needed += size - (os.path.getsize(dst) if os.path.exists(dst) else 0)
    if settings is not None:
        to_copy.insert(0, ("settings.toml", settings))
    previous = read_manifest(drive)
    stale = set(p for p in previous if p not in want and p not in USER_FILES
                and os.path.exists(os.path.join(drive, p)))
    # a .py beside a module installed as .mpy would be loaded instead of it, whoever put it there
    stale.update(rel[:-4] + ".py" for rel in want if rel.endswith(".mpy")
                 and os.path.exists(os.path.join(drive, rel[:-4] + ".py")))
    backups = [(rel, backup_name(drive, rel)) for rel, _ in to_copy if rel in USER_FILES
               and not written_by_us(drive, rel, previous)]
    backups = [(rel, b) for rel, b in backups if b is not None]
    return Plan(fmt, why, want, to_copy, sorted(stale), needed, backups, previous)


def written_by_us(drive, rel, previous):
    """True when the drive's file is missing or is what an earlier deploy wrote there (its manifest's digest; a
    manifest of an older deploy, without digests, vouches for the files it lists)."""
    path = os.path.join(drive, rel)
    if not os.path.exists(path):
        return True
    if rel not in previous:
        return False
    return previous[rel] is None or previous[rel] == digest(path)


def backup_name(drive, rel):
    """Where the drive's `rel` is kept before it is replaced: BACKUP_DIR/rel, or rel.2, rel.3... when an earlier
    backup of other content is there; None when a backup of this very content exists already."""
    src = digest(os.path.join(drive, rel))
    n = 1
    while True:
        name = "%s/%s%s" % (BACKUP_DIR, rel, "" if n == 1 else ".%d" % n)
        path = os.path.join(drive, name)
        if not os.path.exists(path):
            return name
        if digest(path) == src:
            return None
        n += 1


def settings_toml(drive):
    """An Item for the drive's settings.toml with CIRCUITPY_PYSTACK_SIZE = PYSTACK, or None (PYSTACK None, or the
    file already says so). The other lines of a settings.toml already there are kept."""
    if PYSTACK is None:
        return None
    path = os.path.join(drive, "settings.toml")
    lines = []
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
    line = "CIRCUITPY_PYSTACK_SIZE = %d" % PYSTACK
    if line in lines:
        return None
    lines = [x for x in lines if not x.replace(" ", "").startswith("CIRCUITPY_PYSTACK_SIZE=")] + [line]
    out = os.path.join(CACHE, "settings-%d.toml" % os.getpid())
    os.makedirs(CACHE, exist_ok=True)
    with open(out, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    item = Item(out, "data")
    item.built = out
    return item


def read_manifest(drive):
    """{device path: sha1 of what was written, or None (an older deploy's manifest has names only)}."""
    path = os.path.join(drive, MANIFEST)
    if not os.path.exists(path):
        return {}
    out = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            name, _, sha = line.strip().partition("\t")
            if name and ".." not in name and not name.startswith("/"):
                out[name] = sha or None
    return out


def write_manifest(drive, names):
    """The files this deploy owns, each with the digest of what the drive now holds."""
    lines = []
    for name in sorted(names):
        path = os.path.join(drive, name)
        lines.append("%s\t%s" % (name, digest(path)) if os.path.exists(path) else name)
    tmp = os.path.join(drive, MANIFEST + ".tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    os.replace(tmp, os.path.join(drive, MANIFEST))


def write_atomic(src, dst):
    """Copy through a temporary name, then rename over the target (rename is atomic on FAT)."""
    os.makedirs(os.path.dirname(dst) or ".", exist_ok=True)
    tmp = dst + ".tmp"
    try:
        shutil.copyfile(src, tmp)
        os.replace(tmp, dst)
    except BaseException:
        try:
            os.remove(tmp)
        except OSError:
            pass
        raise


def explain(exc, drive):
    if exc.errno == errno.ENOSPC:
        return ("the drive %s is full. The old code.py was kept, so the handheld still starts the previous version."
                " Delete old files from the drive and deploy again." % drive)
    if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return ("the drive %s is read-only: the handheld's program holds write access (it was switched on with "
                "SELECT held, or before the cable went in). Reset it with the cable in, without holding SELECT, and "
                "deploy again." % drive)
    return "copying to %s failed: %s" % (drive, exc.strerror or exc)


def deploy(drive, dry_run=False, out=print, libraries=None, cache=CACHE, allow_py=False, as_py=False,
           require_pin=None):
    """Bring the drive up to date. Returns (copied [(device path, Item)], removed [device path]). require_pin:
    use a downloaded mpy-cross only when its SHA-256 is pinned (None: as POCKET_REQUIRE_PIN says)."""
    check_drive(drive)
    p = plan(drive, libraries, cache, allow_py, out, as_py, require_pin)
    out("%s: %s." % (drive, p.why.rstrip(".")))
    for rel, backup in p.backups:
        out("keep   %s as %s (deploy did not write it)" % (rel, backup))
    for rel, item in p.to_copy:
        out("copy   %-4s %s" % (item.kind, rel))
    for rel in p.to_remove:
        out("remove      %s" % rel)
    if not p.to_copy and not p.to_remove:
        out("The drive is up to date.")
    if dry_run:
        return p.to_copy, p.to_remove
    free = shutil.disk_usage(drive).free
    needed = p.needed + sum(os.path.getsize(os.path.join(drive, rel)) for rel, _ in p.backups) + \
        sum(saveunits.size(k) for k in saveunits.missing(drive))
    if needed > free:
        raise DeployError("the drive %s has %d KB free but this update needs %d KB more. Nothing was copied; "
                          "delete old files from the drive and deploy again." % (drive, free // 1024,
                                                                                needed // 1024))
    try:
        for rel, backup in p.backups:  # before anything is replaced
            write_atomic(os.path.join(drive, rel), os.path.join(drive, backup))
        # the new modules, then the stale files (while an old .py twin is there it still wins, so the old program
        # keeps working until now), then code.py, last in the list
        for rel, item in p.to_copy:
            if rel != "code.py":
                write_atomic(item.built, os.path.join(drive, rel))
        for rel in p.to_remove:
            os.remove(os.path.join(drive, rel))
        # the save units (sim/saveunits.py), once, each record's in one run: the device only overwrites them
        for key in saveunits.create(drive):
            out("make        saves/%s/ (save units)" % key)
        for rel, item in p.to_copy:
            if rel == "code.py":
                write_atomic(item.built, os.path.join(drive, rel))
        write_manifest(drive, p.owned())
        if hasattr(os, "sync"):
            os.sync()
    except OSError as exc:
        raise DeployError(explain(exc, drive))
    for rel, backup in p.backups:
        out("Your %s was kept as %s." % (rel, backup))
    if p.to_copy or p.to_remove:
        out("Copied %d files, removed %d. The handheld restarts by itself." % (len(p.to_copy), len(p.to_remove)))
    return p.to_copy, p.to_remove


BOOT_OUT = "Adafruit CircuitPython %s on 2025-01-01; Adafruit PyBadge with samd51j19\nBoard ID:pybadge\n"


def deploy_to(folder, version="10.2.1", out=print, **kw):
    """Deploy into a plain folder as onto a PyBadge running CircuitPython `version` (the device twin's way in):
    writes the boot_out.txt such a drive has, unless the folder has one."""
    os.makedirs(folder, exist_ok=True)
    boot_out = os.path.join(folder, "boot_out.txt")
    if not os.path.exists(boot_out):
        with open(boot_out, "w", encoding="utf-8") as f:
            f.write(BOOT_OUT % version)
    return deploy(folder, out=out, **kw)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m sim.deploy", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("drive", help="the CIRCUITPY drive, e.g. /media/$USER/CIRCUITPY, /Volumes/CIRCUITPY or E:\\")
    ap.add_argument("--dry-run", action="store_true", help="list what would change (and as mpy or py) and change "
                                                           "nothing")
    ap.add_argument("--allow-py", action="store_true", help="without CircuitPython's mpy-cross, copy the modules as "
                                                            ".py anyway (the Hard games run out of memory)")
    ap.add_argument("--require-pin", action="store_true", help="use a downloaded mpy-cross only when its SHA-256 is "
                                                               "pinned in sim/deploy/mpy-cross.sha256, not on first "
                                                               "use (as %s=1 does)" % mpycross.REQUIRE_PIN_VAR)
    args = ap.parse_args(argv)
    try:
        deploy(args.drive, args.dry_run, allow_py=args.allow_py, require_pin=True if args.require_pin else None)
    except DeployError as exc:
        print("deploy: %s" % exc, file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("deploy: interrupted. code.py is written last, so the drive still starts the previous version; "
              "deploy again to finish.", file=sys.stderr)
        return 130
    return 0

