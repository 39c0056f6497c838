# Text files on the handheld's own drive (game records). CircuitPython may write there only when the program holds
# the drive: no computer attached when the launcher decided (pocket.drive), or SELECT held while switching on
# (boot.py; docs/RUNTIME.md, "Who writes the drive"); otherwise the computer owns the drive and a write fails with
# OSError 30 (read-only file system). Never raises: the caller shows the message.
import os

import storage

READ_ONLY = ("The computer holds the drive. Switch the handheld off, then on while holding SELECT (or with no "
             "cable in), and export again.")
EEXIST = 17
EROFS = 30


def drive():
    """The drive's root: "/" on the device; the simulator's storage stand-in names a folder of the computer's."""
    return getattr(storage, "drive_root", "/")


def _makedirs(path):
    part = ""
    for name in path.split("/"):
        part = part + name + "/"
        if name:
            try:
                os.mkdir(part[:-1])
            except OSError as exc:
                if not exc.args or exc.args[0] != EEXIST:
                    raise


def write(folder, name, data):
    """Write data (bytes) to <drive>/<folder>/<name>. Returns (True, "folder/name") or (False, a message)."""
    try:
        if storage.getmount("/").readonly:
            return False, READ_ONLY
    except (AttributeError, OSError):
        pass  # no such property on this port: the write below tells
    try:
        _makedirs(drive() + folder)
        with open(drive() + folder + "/" + name, "wb") as f:
            f.write(data)
    except OSError as exc:
        code = exc.args[0] if exc.args else None
        if code == EROFS:
            return False, READ_ONLY
        return False, "Could not write %s/%s (error %s)." % (folder, name, code)
    return True, folder + "/" + name
