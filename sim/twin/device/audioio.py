# audioio (CircuitPython 10): AudioOut on the speaker pin; DMA buffers are static on the SAMD51, so no heap here.


class AudioOut:
    def __init__(self, left_channel, *, right_channel=None, quiescent_value=0x8000):
        self._playing = False

    @property
    def playing(self):
        return self._playing

    def play(self, sample, *, loop=False):
        self._playing = True

    def stop(self):
        self._playing = False

    def pause(self):
        pass

    def resume(self):
        pass

    def deinit(self):
        self._playing = False
