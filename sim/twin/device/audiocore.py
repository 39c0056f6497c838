# audiocore (CircuitPython 10): RawSample keeps a reference to the caller's buffer (no copy).


class RawSample:
    def __init__(self, buffer, *, channel_count=1, sample_rate=8000, single_buffer=True):
        self._buffer = buffer
        self.sample_rate = sample_rate

    def deinit(self):
        self._buffer = None
