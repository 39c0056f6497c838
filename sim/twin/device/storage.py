# storage (CircuitPython 10): remount() only from boot.py; getmount("/").readonly says who may write the drive.
import _twin

# where the program's files go (pocket.files, pocket.saves): the scenario's own folder, so scenarios run side by
# side over one deployed drive do not share saves
drive_root = _twin.S.get("drive_root", "")


class _Mount:
    @property
    def readonly(self):
        return not _twin.S.get("writable", 0)


def getmount(mount_path):
    return _Mount()


def remount(mount_path, readonly=False, *, disable_concurrent_write_protection=False):
    if _twin.S.get("program") != "boot.py":
        raise RuntimeError("Cannot remount '/' when visible via USB.")
    if mount_path == "/":
        _twin.S["writable"] = 0 if readonly else 1
