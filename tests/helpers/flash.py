"""Power-cut models of the PyBadge's two flashes for the saves' tests: the nvm block is sim.device.Nvm (erase,
then 16 pages); the CIRCUITPY drive is Fat below, a FAT volume as pocket.saves uses it, one step at a time."""
import errno
import io

from sim.device import Nvm, PowerCut  # noqa: F401  (the tests import both from here)

PAGE = 256  # the SPI flash programs 256-byte pages: a cut can stop inside a 512-byte FAT sector


class Fat:
    """The drive at the level of files, as oofatfs changes it: opening for writing truncates the file (a step: its
    directory entry says 0 bytes), each 256-byte page written is a step, mkdir/remove are a step, a rename two
    (the new name is written, then the old one removed: a cut between leaves both). `cut_after = n` cuts the power
    after n steps: the file being written keeps the pages written so far, or (torn=True) its final length with
    0xFF where no data reached the flash (its entry updated, the data not). Only that file changes: what a cut does
    to FAT's own sectors is assumed away (docs/RUNTIME.md, Saves). Use as the `os` and `open` of pocket.saves."""

    def __init__(self, torn=False):
        self.files = {}
        self.dirs = set()
        self.cut_after = None
        self.torn = torn
        self.steps = 0
        self.written = 0  # files opened for writing

    def step(self):
        self.steps += 1
        if self.cut_after is None:
            return
        if self.cut_after <= 0:
            raise PowerCut()
        self.cut_after -= 1

    def _folder_of(self, path):
        return path.rsplit("/", 1)[0] if "/" in path else ""

    # --- os ----------------------------------------------------------------------------------------------------
    def mkdir(self, path):
        if path in self.dirs:
            raise OSError(errno.EEXIST, "exists")
        self.step()
        self.dirs.add(path)

    def remove(self, path):
        if path not in self.files:
            raise OSError(errno.ENOENT, "no such file")
        self.step()
        del self.files[path]

    def rename(self, old, new):
        if old not in self.files:
            raise OSError(errno.ENOENT, "no such file")
        if new in self.files:
            raise OSError(errno.EEXIST, "exists")  # FatFs refuses; CircuitPython's os.rename then removes new
        self.step()
        self.files[new] = self.files[old]
        self.step()
        del self.files[old]

    # --- open --------------------------------------------------------------------------------------------------
    def open(self, path, mode="r"):
        if "w" in mode:
            folder = self._folder_of(path)
            if folder and folder not in self.dirs:
                raise OSError(errno.ENOENT, "no such folder")
            self.step()
            self.files[path] = b""
            self.written += 1
            return _Writer(self, path)
        if path not in self.files:
            raise OSError(errno.ENOENT, "no such file")
        return io.BytesIO(self.files[path])


class _Writer:
    def __init__(self, fs, path):
        self.fs = fs
        self.path = path

    def write(self, data):
        data = bytes(data)
        fs = self.fs
        done = bytes(fs.files[self.path])
        for i in range(0, len(data), PAGE):
            try:
                fs.step()
            except PowerCut:
                if fs.torn:
                    fs.files[self.path] = done + b"\xff" * (len(data) - i)
                raise
            done += data[i:i + PAGE]
            fs.files[self.path] = done
        return len(data)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def close(self):
        pass
