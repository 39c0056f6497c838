# Save records in microcontroller.nvm (8 KB on the SAMD51): fixed places, each kept twice.
# A record = magic "PT", format version, kind, 16-bit sequence, 16-bit length, CRC-16 over all of it, payload.
# A write always goes to the copy that is NOT the newest valid one, so a power cut mid-write leaves the previous
# record intact; reading takes the newest copy whose CRC checks. Nothing is written when nothing changed.
# Records hold bytes only: they are parsed, never evaluated.

MAGIC0 = 0x50  # "P"
MAGIC1 = 0x54  # "T"
VERSION = 1
HEADER = 10

SETTINGS_AT = 0
SETTINGS_COPY = 32
LAUNCH_AT = 64
LAUNCH_COPY = 64
SLOTS_AT = 192
SLOT_COPY = 496
SLOTS = 8  # 192 + 8 * 2 * 496 = 8128 bytes

KIND_SETTINGS = 0xF0
KIND_LAUNCH = 0xF1


def crc16(data, start=0, end=None, crc=0xFFFF):
    """CRC-16/CCITT-FALSE."""
    if end is None:
        end = len(data)
    for i in range(start, end):
        crc ^= data[i] << 8
        for _ in range(8):
            if crc & 0x8000:
                crc = ((crc << 1) ^ 0x1021) & 0xFFFF
            else:
                crc = (crc << 1) & 0xFFFF
    return crc


def default_nvm():
    try:
        import microcontroller
        return microcontroller.nvm
    except (ImportError, AttributeError):
        return None


class Store:
    def __init__(self, nvm=None):
        self.nvm = nvm if nvm is not None else default_nvm()
        self.writes = 0

    def _parse(self, at, size, kind):
        """(seq, payload) of the record at `at`, or None when it is absent, damaged or of another kind/version."""
        nvm = self.nvm
        if nvm is None or at + size > len(nvm):
            return None
        head = bytes(nvm[at:at + HEADER])
        if head[0] != MAGIC0 or head[1] != MAGIC1 or head[2] != VERSION or head[3] != kind:
            return None
        seq = head[4] | (head[5] << 8)
        length = head[6] | (head[7] << 8)
        if length > size - HEADER:
            return None
        rec = bytes(nvm[at:at + HEADER + length])
        crc = crc16(rec, 0, 8)
        crc = crc16(rec, HEADER, HEADER + length, crc)
        if crc != (head[8] | (head[9] << 8)):
            return None
        return seq, rec[HEADER:]

    def _newest(self, base, copy, kind):
        a = self._parse(base, copy, kind)
        b = self._parse(base + copy, copy, kind)
        if a is None and b is None:
            return None, None
        if b is None or (a is not None and ((a[0] - b[0]) & 0xFFFF) < 0x8000):
            return 0, a
        return 1, b

    def read(self, base, copy, kind):
        """The newest valid payload, or None."""
        rec = self._newest(base, copy, kind)[1]
        return None if rec is None else rec[1]

    def write(self, base, copy, kind, payload):
        """Write payload into the older copy. Returns False (and writes nothing) when it is already stored."""
        if self.nvm is None:
            return False
        if len(payload) > copy - HEADER:
            raise ValueError("save too large: %d bytes" % len(payload))
        which, cur = self._newest(base, copy, kind)
        if cur is not None and cur[1] == bytes(payload):
            return False
        seq = 0 if cur is None else (cur[0] + 1) & 0xFFFF
        target = base if which != 0 else base + copy
        rec = bytearray(HEADER + len(payload))
        rec[0] = MAGIC0
        rec[1] = MAGIC1
        rec[2] = VERSION
        rec[3] = kind
        rec[4] = seq & 255
        rec[5] = seq >> 8
        rec[6] = len(payload) & 255
        rec[7] = len(payload) >> 8
        rec[HEADER:] = payload
        crc = crc16(rec, 0, 8)
        crc = crc16(rec, HEADER, len(rec), crc)
        rec[8] = crc & 255
        rec[9] = crc >> 8
        self.nvm[target:target + len(rec)] = rec
        self.writes += 1
        return True

    def erase(self, base, copy):
        """Make both copies invalid (one byte each)."""
        if self.nvm is None:
            return
        for at in (base, base + copy):
            if self.nvm[at] != 0:
                self.nvm[at] = 0
                self.writes += 1

    # --- the three kinds of record ----------------------------------------------------------------------------
    def read_settings(self):
        return self.read(SETTINGS_AT, SETTINGS_COPY, KIND_SETTINGS)

    def write_settings(self, payload):
        return self.write(SETTINGS_AT, SETTINGS_COPY, KIND_SETTINGS, payload)

    def read_launch(self):
        return self.read(LAUNCH_AT, LAUNCH_COPY, KIND_LAUNCH)

    def write_launch(self, payload):
        return self.write(LAUNCH_AT, LAUNCH_COPY, KIND_LAUNCH, payload)

    def slot_at(self, index):
        if not 0 <= index < SLOTS:
            raise ValueError("no save slot %d" % index)
        return SLOTS_AT + index * 2 * SLOT_COPY

    def read_game(self, index):
        return self.read(self.slot_at(index), SLOT_COPY, index)

    def write_game(self, index, payload):
        return self.write(self.slot_at(index), SLOT_COPY, index, payload)

    def erase_game(self, index):
        self.erase(self.slot_at(index), SLOT_COPY)
