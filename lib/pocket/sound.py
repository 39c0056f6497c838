# Short, non-blocking sound effects: a looping one-period sine RawSample played for a few frames, the speaker
# enabled only while it plays. Silent when the board has no speaker or sound is off.
from pocket import clock

TONES = {"move": (880, 40), "select": (660, 30), "bad": (220, 120), "good": (1320, 90), "win": (1760, 300)}


class Sound:
    def __init__(self, enabled=True):
        self.out = None
        self.enable = None
        self.stop_at = None
        if not enabled:
            return
        try:
            import audiocore
            import audioio
            import board
            import digitalio
            self._audiocore = audiocore
            self.enable = digitalio.DigitalInOut(board.SPEAKER_ENABLE)
            self.enable.switch_to_output(value=False)
            self.out = audioio.AudioOut(board.SPEAKER)
            import array
            import math
            n = 16
            self.wave = array.array("H", [int(32767 + 12000 * math.sin(2 * math.pi * i / n)) for i in range(n)])
        except Exception:  # no speaker on this board (or on the desktop without audio): stay silent
            self.out = None

    def play(self, name):
        if self.out is None:
            return
        freq, ms = TONES.get(name, (880, 40))
        sample = self._audiocore.RawSample(self.wave, sample_rate=freq * len(self.wave))
        self.enable.value = True
        self.out.play(sample, loop=True)
        self.stop_at = (clock.ticks() + ms) & clock.MASK

    def update(self, now):
        if self.stop_at is not None and clock.diff(now, self.stop_at) >= 0:
            self.out.stop()
            self.enable.value = False
            self.stop_at = None
