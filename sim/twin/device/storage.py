# storage (CircuitPython 10.2.1): remount() always works in boot.py (USB has not started); after boot it raises while
# the USB host holds write access (shared-module/storage/__init__.c: blockdev_lock), else swaps the writer and the
# host asks again. getmount("/").readonly: the program may not write (the host may). The host: _twin.usb_connected.
import _twin

# where the program's files go (pocket.files, pocket.saves): the scenario's own folder, so scenarios run side by
# side over one deployed drive do not share saves
drive_root = _twin.S.get("drive_root", "")


class _Mount:
    @property
    def readonly(self):
        return bool(_twin.S.get("usb_writable", 1))


def getmount(mount_path):
    return _Mount()


def remount(mount_path, readonly=False, *, disable_concurrent_write_protection=False):
    _twin.usb_connected()  # the host may have asked by now
    if _twin.S.get("locked", 0):
        raise RuntimeError("Cannot remount path when visible via USB.")
    if mount_path == "/":
        _twin.S["usb_writable"] = 1 if readonly else 0
        _twin.S["asked"] = 0  # usb_msc_remount: the host sees the drive ejected once, and asks again
        _twin.S["remounts"] = _twin.S.get("remounts", 0) + 1
