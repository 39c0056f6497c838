# microcontroller (CircuitPython 10): nvm is 8192 bytes of flash, not heap: here a file, read and written in place
# (no copy of it on the heap), counting writes. cpu.temperature for completeness.
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
        _twin.S["nvm_writes"] = _twin.S.get("nvm_writes", 0) + 1


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
