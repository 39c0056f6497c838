"""python -m sim.deploy PATH_TO_CIRCUITPY: copy the game to a PyBadge's CIRCUITPY drive.

Copies only the files that changed, removes files this tool copied before that no longer exist here (never anything
else), installs the Adafruit libraries the games need into the drive's lib/ from the pip-installed packages, and
writes code.py last through a temporary name, so an interrupted copy leaves a drive that still boots."""
import argparse
import errno
import hashlib
import importlib.util
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MANIFEST = ".pocket-tabletop-files"
LIBRARIES = ("adafruit_display_text", "adafruit_imageload")  # the Adafruit libraries the device code imports
TOP_FILES = ("boot.py", "play.py")  # code.py goes last, separately


class DeployError(Exception):
    pass


def our_files():
    """{drive-relative path: source path} of everything the device needs (code.py excluded)."""
    files = {}
    for name in TOP_FILES:
        files[name] = os.path.join(ROOT, name)
    for top, exts in (("lib", (".py",)), ("games", (".py",)), ("assets", (".bmp", ".bdf", ".pcf"))):
        for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, top)):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
            for f in sorted(filenames):
                if f.endswith(exts):
                    src = os.path.join(dirpath, f)
                    files[os.path.relpath(src, ROOT).replace(os.sep, "/")] = src
    return files


def library_files():
    """{drive path: source} for the Adafruit libraries, taken from the pip-installed pure-Python packages."""
    files = {}
    for lib in LIBRARIES:
        spec = importlib.util.find_spec(lib)
        if spec is None or not spec.submodule_search_locations:
            raise DeployError("the library %s is not installed here: pip install -r requirements-dev.txt" % lib)
        base = list(spec.submodule_search_locations)[0]
        for dirpath, dirnames, filenames in os.walk(base):
            dirnames[:] = [d for d in dirnames if d != "__pycache__"]
            for f in filenames:
                if f.endswith(".py"):
                    src = os.path.join(dirpath, f)
                    rel = os.path.relpath(src, os.path.dirname(base)).replace(os.sep, "/")
                    files["lib/" + rel] = src
    return files


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


def plan(drive):
    """(to_copy, to_remove, bytes_needed): to_copy lists (drive path, source) that differ; code.py is last."""
    want = library_files()
    want.update(our_files())
    want["code.py"] = os.path.join(ROOT, "code.py")
    to_copy = []
    needed = 0
    for rel in sorted(want, key=lambda r: (r == "code.py", r)):
        dst = os.path.join(drive, rel)
        src = want[rel]
        if os.path.exists(dst) and os.path.getsize(dst) == os.path.getsize(src) and digest(dst) == digest(src):
            continue
        to_copy.append((rel, src))
        needed += os.path.getsize(src) - (os.path.getsize(dst) if os.path.exists(dst) else 0)
    previous = read_manifest(drive)
    to_remove = sorted(p for p in previous if p not in want and os.path.exists(os.path.join(drive, p)))
    return to_copy, to_remove, needed, sorted(want)


def read_manifest(drive):
    path = os.path.join(drive, MANIFEST)
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as f:
        return [line.strip() for line in f if line.strip() and ".." not in line and not line.startswith("/")]


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
        return ("the drive %s is read-only: CircuitPython holds write access (the handheld was started with SELECT "
                "held). Reset it without holding SELECT and deploy again." % drive)
    return "copying to %s failed: %s" % (drive, exc.strerror or exc)


def deploy(drive, dry_run=False, out=print):
    check_drive(drive)
    to_copy, to_remove, needed, wanted = plan(drive)
    for rel, _ in to_copy:
        out("copy   %s" % rel)
    for rel in to_remove:
        out("remove %s" % rel)
    if not to_copy and not to_remove:
        out("The drive is up to date.")
    if dry_run:
        return to_copy, to_remove
    free = shutil.disk_usage(drive).free
    if needed > free:
        raise DeployError("the drive %s has %d KB free but this update needs %d KB more. Nothing was copied; "
                          "delete old files from the drive and deploy again." % (drive, free // 1024, needed // 1024))
    try:
        for rel, src in to_copy:  # code.py is last in the list
            write_atomic(src, os.path.join(drive, rel))
        for rel in to_remove:
            os.remove(os.path.join(drive, rel))
        with open(os.path.join(drive, MANIFEST + ".tmp"), "w", encoding="utf-8") as f:
            f.write("\n".join(wanted) + "\n")
        os.replace(os.path.join(drive, MANIFEST + ".tmp"), os.path.join(drive, MANIFEST))
        if hasattr(os, "sync"):
            os.sync()
    except OSError as exc:
        raise DeployError(explain(exc, drive))
    if to_copy or to_remove:
        out("Copied %d files, removed %d. The handheld restarts by itself." % (len(to_copy), len(to_remove)))
    return to_copy, to_remove


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m sim.deploy", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("drive", help="the CIRCUITPY drive, e.g. /media/$USER/CIRCUITPY, /Volumes/CIRCUITPY or E:\\")
    ap.add_argument("--dry-run", action="store_true", help="list what would change and change nothing")
    args = ap.parse_args(argv)
    try:
        deploy(args.drive, args.dry_run)
    except DeployError as exc:
        print("deploy: %s" % exc, file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("deploy: interrupted. code.py is written last, so the drive still starts the previous version; "
              "deploy again to finish.", file=sys.stderr)
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
