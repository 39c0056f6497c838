"""The speaker's tones on the desktop: recorded into a WAV headless (the frames' timing: frame N starts at N/30 s),
played through pygame.mixer in the window. pocket.sound loops a one-period wave (a RawSample) at sample_rate =
frequency x its length; both play that wave as it is, resampled to the output's rate."""
import wave

import numpy as np

RATE = 22050        # the WAV's and the mixer's samples a second
FRAME_S = 1 / 30    # one frame of the simulator


def tone(buffer, sample_rate, seconds, rate=RATE, phase=0.0):
    """`seconds` of the looped sample (unsigned 16-bit values around 32768) as signed 16-bit samples at `rate`."""
    wav = np.asarray(buffer, dtype=np.int32) - 32768
    n = int(round(seconds * rate))
    at = (phase + np.arange(n) * (sample_rate / rate)).astype(np.int64) % len(wav)
    return wav[at].astype(np.int16)


class WavRecorder:
    """Headless: what the speaker played, each tone from its start to its stop on the frames' clock."""

    def __init__(self, clock):
        self.clock = clock  # seconds on the frames' timeline, now
        self.tones = []     # [start s, stop s or None, buffer, sample_rate]

    def play(self, buffer, sample_rate, loop=True):
        self.stop()
        self.tones.append([self.clock(), None, list(buffer), sample_rate])

    def stop(self):
        if self.tones and self.tones[-1][1] is None:
            self.tones[-1][1] = self.clock()

    def samples(self, seconds):
        out = np.zeros(int(round(seconds * RATE)), dtype=np.int16)
        for start, stop, buffer, sample_rate in self.tones:
            a = int(round(start * RATE))
            b = len(out) if stop is None else min(len(out), int(round(stop * RATE)))
            if b > a:
                out[a:b] = tone(buffer, sample_rate, (b - a) / RATE)
        return out

    def write(self, path, seconds):
        write_wav(path, self.samples(seconds))


def write_wav(path, samples, rate=RATE):
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(np.asarray(samples, dtype="<i2").tobytes())


def read_tones(path, min_ms=10):
    """The tones in a WAV: [(start s, stop s, frequency Hz)], a tone being a stretch of sound between silences,
    its frequency from the spacing of its rising zero crossings. For the tests (and a quick look at a recording)."""
    with wave.open(path, "rb") as w:
        rate = w.getframerate()
        data = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2").astype(np.int32)
    loud = np.abs(data) > 1000
    tones = []
    i, n = 0, len(data)
    gap = max(1, rate // 1000)  # a tone's own zero crossings are shorter silences than a millisecond
    while i < n:
        if not loud[i]:
            i += 1
            continue
        j = i
        quiet = 0
        while j < n and quiet <= gap:
            quiet = 0 if loud[j] else quiet + 1
            j += 1
        end = j - quiet
        seg = data[i:end]
        rising = np.flatnonzero((seg[:-1] < 0) & (seg[1:] >= 0))
        if (end - i) * 1000 >= min_ms * rate and len(rising) > 1:
            periods = (rising[-1] - rising[0]) / (len(rising) - 1)  # between the first and last crossing
            tones.append((i / rate, end / rate, rate / periods))
        i = j
    return tones


class MixerSpeaker:
    """The window: each tone through pygame.mixer, looped until stopped. Silent when no audio device opens."""

    def __init__(self):
        self.sound = None
        self.ok = False
        try:
            import pygame
            pygame.mixer.init(frequency=RATE, size=-16, channels=1)
            self.pygame = pygame
            self.ok = pygame.mixer.get_init() is not None
        except Exception:  # no audio device (or SDL's audio could not start): the window stays silent
            self.ok = False

    def play(self, buffer, sample_rate, loop=True):
        if not self.ok:
            return
        self.stop()
        # a whole number of the wave's periods, about 50 ms, so the loop joins without a click
        periods = max(1, int(sample_rate / len(buffer) * 0.05))
        seconds = periods * len(buffer) / sample_rate
        samples = tone(buffer, sample_rate, seconds, rate=self.pygame.mixer.get_init()[0])
        channels = self.pygame.mixer.get_init()[2]
        if channels > 1:
            samples = np.repeat(samples[:, None], channels, axis=1)
        self.sound = self.pygame.sndarray.make_sound(np.ascontiguousarray(samples))
        self.sound.play(loops=-1 if loop else 0)

    def stop(self):
        if self.sound is not None:
            self.sound.stop()
            self.sound = None
