"""The computer's side of the simulated CIRCUITPY drive (sim.device.Usb): while it may not write the drive (it was
told so when it asked, or never asked), every write it makes under the drive's folder fails as a read-only volume's
does, with OSError EROFS, so `sim.deploy` meets what it meets on a real computer."""
import builtins
import contextlib
import errno
import os
import shutil


@contextlib.contextmanager
def as_the_computer(device):
    """Run the computer's file operations (a deploy, a copy) against the device's drive as the host sees it."""
    root = os.path.join(os.path.abspath(device.drive_dir), "")

    def check(path):
        if os.path.abspath(os.fspath(path)).startswith(root) and not device.usb.host_writable:
            raise OSError(errno.EROFS, "Read-only file system", os.fspath(path))

    real = {"copyfile": shutil.copyfile, "replace": os.replace, "remove": os.remove, "mkdir": os.mkdir,
            "open": builtins.open}

    def copyfile(src, dst, *a, **kw):
        check(dst)
        return real["copyfile"](src, dst, *a, **kw)

    def replace(src, dst, *a, **kw):
        check(dst)
        return real["replace"](src, dst, *a, **kw)

    def remove(path, *a, **kw):
        check(path)
        return real["remove"](path, *a, **kw)

    def mkdir(path, *a, **kw):
        check(path)
        return real["mkdir"](path, *a, **kw)

    def opener(file, mode="r", *a, **kw):
        if isinstance(file, (str, bytes, os.PathLike)) and any(c in mode for c in "wax+"):
            check(file)
        return real["open"](file, mode, *a, **kw)

    shutil.copyfile, os.replace, os.remove, os.mkdir, builtins.open = copyfile, replace, remove, mkdir, opener
    try:
        yield
    finally:
        shutil.copyfile, os.replace, os.remove, os.mkdir = (real["copyfile"], real["replace"], real["remove"],
                                                            real["mkdir"])
        builtins.open = real["open"]
