"""Fast power-cut models for the saves' desktop tests: the nvm block is sim.device.Nvm (erase, then 16 pages); Fat
below is the CIRCUITPY drive a file at a time, NOT the flash (no 4 KB erase sector, no FAT or directory sector):
it checks the Store's own logic (which copy, what reads back) quickly. What a cut does to the drive itself is
checked on the flash model, sim/spiflash.py, by tests/test_powercut.py (a device check)."""
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
    def units(self, keys, folder="saves/"):
        """The save units deploy makes (sim/saveunits.py): <key>/<n>/r, 4 KB of zeros each."""
        from sim.saveunits import copies
        for key in keys:
            for n in range(copies(key)):
                self.dirs.add(folder + "%s/%d" % (key, n))
                self.files[folder + "%s/%d/r" % (key, n)] = bytes(4096)

    def open(self, path, mode="r"):
        if "+" in mode:  # in place: no truncation, a step a page written
            if path not in self.files:
                raise OSError(errno.ENOENT, "no such file")
            self.written += 1
            return _Updater(self, path)
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


class _Updater(_Writer):
    """A file opened "r+b": writes land at the position, each 256-byte page a step (a cut leaves the pages written
    so far, or, torn, 0xFF over the rest of the write)."""

    def __init__(self, fs, path):
        _Writer.__init__(self, fs, path)
        self.pos = 0

    def seek(self, pos, whence=0):
        self.pos = pos if whence == 0 else len(self.fs.files[self.path]) + pos
        return self.pos

    def read(self, n=-1):
        data = self.fs.files[self.path]
        out = data[self.pos:] if n < 0 else data[self.pos:self.pos + n]
        self.pos += len(out)
        return out

    def write(self, data):
        data = bytes(data)
        fs = self.fs
        for i in range(0, len(data), PAGE):
            try:
                fs.step()
            except PowerCut:
                if fs.torn:
                    self._put(b"\xff" * (len(data) - i))
                raise
            self._put(data[i:i + PAGE])
        return len(data)

    def _put(self, chunk):
        old = self.fs.files[self.path]
        new = old[:self.pos] + chunk + old[self.pos + len(chunk):]
        self.fs.files[self.path] = new[:max(len(old), self.pos + len(chunk))]
        self.pos += len(chunk)
