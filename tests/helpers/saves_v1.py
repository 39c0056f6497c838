# pocket.saves as it was before issue 35 (main at a15053f), kept to show that the power-cut checks on the flash
# model (sim/powercut.py, tests/test_powercut.py) fail on it: each save opened its file with "wb" (truncate, then
# allocate again: FAT and directory sectors rewritten, in 4 KB sectors shared with other files).
# Saves: small records kept on the CIRCUITPY drive when the program may write it (boot.py gives it the drive when
# no computer is attached), else in microcontroller.nvm. Why not always nvm: its 8 KB are ONE flash erase block,
# and every assignment erases and reprograms all of it, so a power cut during any nvm write can blank every record
# in it, and each write costs one of its ~25,000 erase cycles. On the drive each record has two files, written in
# turn (never renamed or deleted: a FAT rename or delete cut short can leave two names on one cluster chain), so
# a cut while one is written leaves the other whole.
# A record = "PT", format version, kind, 16-bit sequence, 16-bit length, CRC-16, payload; an empty payload is an
# erased save. Reading takes the newest valid record of a kind among the nvm's two copies and the drive's two
# files. Records hold bytes only: they are parsed, never evaluated. docs/RUNTIME.md, "Saves", says what a power
# cut can lose.
import os

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
    """(microcontroller.nvm, the saves' folder on the drive, True when the program may write the drive)."""
    try:
        import microcontroller
        nvm = microcontroller.nvm
    except (ImportError, AttributeError):
        nvm = None
    try:
        import storage
    except ImportError:
        return nvm, None, False
    try:
        writable = not storage.getmount("/").readonly
    except (AttributeError, OSError):
        writable = False
    return nvm, getattr(storage, "drive_root", "/") + "saves/", writable


def parse(rec, kind, size):
    """(seq, payload) of the record in rec (bytes), or None when it is absent, damaged or of another kind/version."""
    if rec is None or len(rec) < HEADER or rec[0] != MAGIC0 or rec[1] != MAGIC1 or rec[2] != VERSION or \
            rec[3] != kind:
        return None
    length = rec[6] | (rec[7] << 8)
    if length > size - HEADER or len(rec) < HEADER + length:
        return None
    crc = crc16(rec, 0, 8)
    if crc16(rec, HEADER, HEADER + length, crc) != (rec[8] | (rec[9] << 8)):
        return None
    return rec[4] | (rec[5] << 8), bytes(rec[HEADER:HEADER + length])


def newer(a, b):
    """Is record a (seq, ...) newer than b (None: no record)? Sequences wrap at 16 bits."""
    return a is not None and (b is None or 0 < ((a[0] - b[0]) & 0xFFFF) < 0x8000)


class Store:
    """Store(): the device's nvm and drive. Store(nvm[, folder, drive]): those (tests); drive True lets it write
    the folder. `writes` counts nvm writes (each one erase of the block), `files` drive files written."""

    def __init__(self, nvm=None, folder=None, drive=False):
        if nvm is None and folder is None:
            nvm, folder, drive = default_nvm()
        self.nvm = nvm
        self.folder = folder
        self.drive = bool(drive and folder)
        self.writes = 0
        self.files = 0

    # --- reading --------------------------------------------------------------------------------------------
    def _file(self, path, size):
        try:
            with open(path, "rb") as f:
                return f.read(size)
        except OSError:
            return None

    def _records(self, base, copy, kind, name):
        """[nvm copy 0, nvm copy 1, drive file 0, drive file 1]: (seq, payload) or None each."""
        out = []
        nvm = self.nvm
        for at in (base, base + copy):
            rec = None
            if nvm is not None and at + copy <= len(nvm) and nvm[at] == MAGIC0:
                n = min(nvm[at + 6] | (nvm[at + 7] << 8), copy - HEADER)  # read no more than the record
                rec = parse(bytes(nvm[at:at + HEADER + n]), kind, copy)
            out.append(rec)
        for end in (".0", ".1"):
            out.append(None if self.folder is None else parse(self._file(self.folder + name + end, copy), kind, copy))
        return out

    def _newest(self, base, copy, kind, name):
        best = None
        for rec in self._records(base, copy, kind, name):
            if newer(rec, best):
                best = rec
        return best

    def read(self, base, copy, kind, name):
        """The newest valid payload, or None (none, or erased)."""
        rec = self._newest(base, copy, kind, name)
        return rec[1] if rec is not None and rec[1] else None

    # --- writing --------------------------------------------------------------------------------------------
    def write(self, base, copy, kind, name, payload, force=False):
        """Store payload (empty: erase). Returns False (and writes nothing) when it is already what is stored (an
        erase of nothing unless forced: a record of another format). Raises ValueError when it is too large,
        OSError when the write fails or reads back different."""
        if len(payload) > copy - HEADER:
            raise ValueError("save too large: %d bytes" % len(payload))
        recs = self._records(base, copy, kind, name)
        cur = None
        for rec in recs:
            if newer(rec, cur):
                cur = rec
        if (cur is None and not payload and not force) or (cur is not None and cur[1] == bytes(payload)):
            return False
        seq = 0 if cur is None else (cur[0] + 1) & 0xFFFF
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
        # always over the older (or unreadable) of the medium's two copies: a cut leaves the newer one whole
        if self.drive:
            path = self.folder + name + (".1" if newer(recs[2], recs[3]) else ".0")
            try:
                try:
                    f = open(path, "wb")
                except OSError:
                    os.mkdir(self.folder[:-1])  # the first save on this drive
                    f = open(path, "wb")
                with f:
                    f.write(rec)
                self.files += 1
                if self._file(path, len(rec) + 1) != rec:
                    raise OSError("drive read back different")
                return True
            except OSError:
                if self.nvm is None:
                    raise
                # the drive refused it (full, failing): the nvm keeps it, newer than what the drive holds
        if self.nvm is not None:
            at = base + copy if newer(recs[0], recs[1]) else base
            self.writes += 1
            self.nvm[at:at + len(rec)] = rec  # one assignment: one erase of the whole block
            if bytes(self.nvm[at:at + len(rec)]) != rec:
                raise OSError("nvm read back different")
        else:
            return False
        return True

    # --- the three kinds of record ----------------------------------------------------------------------------
    def read_settings(self):
        return self.read(SETTINGS_AT, SETTINGS_COPY, KIND_SETTINGS, "settings")

    def write_settings(self, payload):
        return self.write(SETTINGS_AT, SETTINGS_COPY, KIND_SETTINGS, "settings", payload)

    def read_launch(self):
        return self.read(LAUNCH_AT, LAUNCH_COPY, KIND_LAUNCH, "launch")

    def write_launch(self, payload):
        return self.write(LAUNCH_AT, LAUNCH_COPY, KIND_LAUNCH, "launch", payload)

    def slot_at(self, index):
        if not 0 <= index < SLOTS:
            raise ValueError("no save slot %d" % index)
        return SLOTS_AT + index * 2 * SLOT_COPY

    def read_game(self, index):
        return self.read(self.slot_at(index), SLOT_COPY, index, "slot%d" % index)

    def write_game(self, index, payload):
        return self.write(self.slot_at(index), SLOT_COPY, index, "slot%d" % index, payload)

    def erase_game(self, index, force=False):
        """An empty record, newer than the save: a cut during it leaves the save or nothing. force: write it even
        over no valid record (one of another saves format, which it then hides)."""
        return self.write(self.slot_at(index), SLOT_COPY, index, "slot%d" % index, b"", force)
