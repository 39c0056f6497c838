# microcontroller (CircuitPython 10): nvm is 8192 bytes of flash, one erase block: here a file, read and written
# in place (no copy of it on the heap), counting the block's erase cycles (one a write). cpu.temperature too.
import _twin

NVM_SIZE = 8192


class _Nvm:
    def _file(self, mode):
        return open(_twin.S["nvm"], mode)

    def __len__(self):
        return NVM_SIZE

    def __getitem__(self, index):
        with self._file("rb") as f:
            if isinstance(index, slice):
                start = index.start or 0
                stop = NVM_SIZE if index.stop is None else index.stop
                f.seek(start)
                return f.read(stop - start)
            f.seek(index)
            return f.read(1)[0]

    def __setitem__(self, index, value):
        # the SAMD51 (ASF4's _flash_write) copies the 8 KB block to RAM (not heap), erases it and programs its 16
        # pages, for every assignment whatever its size: one erase cycle each, counted. The twin never cuts the
        # power (tests/test_saves.py does, on sim.device.Nvm), so the bytes are written in place, with no copy.
        with self._file("r+b") as f:
            if isinstance(index, slice):
                start = index.start or 0
                stop = NVM_SIZE if index.stop is None else index.stop
                if len(value) != stop - start:
                    raise ValueError("Slice and value different lengths.")
                f.seek(start)
                f.write(value)
            else:
                f.seek(index)
                f.write(bytes((value,)))
        _twin.S["nvm_erases"] = _twin.S.get("nvm_erases", 0) + 1


class _Cpu:
    temperature = 25.0
    frequency = 120000000


nvm = _Nvm()
cpu = _Cpu()


class Pin:
    pass


def reset():
    import supervisor
    supervisor.reload()
