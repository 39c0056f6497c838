# Seeded PRNG that gives the same numbers on CircuitPython, MicroPython and CPython.
# xorshift32 kept as two 16-bit halves, so every value stays a small int on the device (no long-int allocation).


class Rng:
    def __init__(self, seed=0):
        self.seed(seed)

    def seed(self, seed):
        seed = int(seed) & 0xFFFFFFFF
        if seed == 0:
            seed = 0x2545F491  # xorshift must never hold 0
        self.hi = seed >> 16
        self.lo = seed & 0xFFFF
        for _ in range(4):  # spread close seeds apart
            self.next30()

    def getstate(self):
        return (self.hi << 16) | self.lo

    def setstate(self, state):
        state &= 0xFFFFFFFF
        if state == 0:
            raise ValueError("rng state 0")
        self.hi = state >> 16
        self.lo = state & 0xFFFF

    def next30(self):
        """Advance xorshift32 (13, 17, 5) and return its low 30 bits."""
        hi = self.hi
        lo = self.lo
        # x ^= x << 13
        hi ^= ((hi << 13) | (lo >> 3)) & 0xFFFF
        lo ^= (lo << 13) & 0xFFFF
        # x ^= x >> 17
        lo ^= hi >> 1
        # x ^= x << 5
        hi ^= ((hi << 5) | (lo >> 11)) & 0xFFFF
        lo ^= (lo << 5) & 0xFFFF
        self.hi = hi
        self.lo = lo
        return ((hi & 0x3FFF) << 16) | lo

    def below(self, n):
        """Uniform int in [0, n), 0 < n <= 2**30, without modulo bias."""
        if n <= 0:
            raise ValueError("below(n) needs n > 0")
        limit = 0x40000000 - (0x40000000 % n)
        r = self.next30()
        while r >= limit:
            r = self.next30()
        return r % n

    def randint(self, a, b):
        return a + self.below(b - a + 1)

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def weighted(self, pairs):
        """Pick from [(value, weight), ...] with int weights > 0; returns the value."""
        total = 0
        for _, w in pairs:
            total += w
        r = self.below(total)
        for v, w in pairs:
            r -= w
            if r < 0:
                return v
        raise ValueError("no weight")

    def shuffle(self, seq):
        """Fisher-Yates in place (lists and bytearrays)."""
        i = len(seq) - 1
        while i > 0:
            j = self.below(i + 1)
            seq[i], seq[j] = seq[j], seq[i]
            i -= 1
