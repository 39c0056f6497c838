# Saves: small records kept on the CIRCUITPY drive when the program may write it, else in microcontroller.nvm.
# Why not always nvm: its 8 KB are ONE flash erase block, and every assignment erases and reprograms all of it, so a
# power cut during any nvm write can blank every record in it. On the drive each record has two copies (the launch
# record six), each in its own unit, `saves/<key>/<n>/r` (sim/saveunits.py: deploy makes them, in one run, so that
# no other file shares their 4 KB flash sectors), written in turn and only ever overwritten in place: "r+b", the
# same length, so FatFs changes no FAT sector and no directory but the unit's own. A cut while one copy is written
# leaves the others whole and nothing else touched. The Store never creates, grows, renames or deletes anything on the drive: a key without its
# units (a drive deployed by an older version) is kept in the nvm, and the menu says saves are at risk.
# A record = "PT", format version, kind, 16-bit sequence, 16-bit length, CRC-16, payload; an empty payload is an
# erased save. Reading takes the newest valid record of a key among its nvm copies, its units, and the files of
# earlier versions (`saves/<name>.0` and `.1`, read, never written). Games are keyed by id: on the drive the
# unit's folder; in the nvm the slot whose save names the game, else the first free (pocket.savefind: the launcher
# looks and tells play.py in the launch record). Records hold bytes only:
# they are parsed, never evaluated. docs/RUNTIME.md, "Saves", says what a power cut can lose.

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

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
# a game's save in its units when no nvm slot is free (else that slot's number, as in the nvm)
_KIND_GAME = const(0xF2)
# the launch record's units (written at every game start: 6 used in turn wear each a sixth as much); others have 2
_LAUNCH_UNITS = const(6)
_UNIT_FILE = const(4096)  # a unit's file length (sim/saveunits.py); a record (<= SLOT_COPY) fills its first block


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


def parse(rec, kind, size):
    """(seq, payload) of the record in rec (bytes), or None when it is absent, damaged or of another kind (kind None:
    any) or version."""
    if rec is None or len(rec) < HEADER or rec[0] != MAGIC0 or rec[1] != MAGIC1 or rec[2] != VERSION or \
            (kind is not None and rec[3] != kind):
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
    the folder's units. `writes` counts nvm writes (each one erase of the block), `files` unit writes. A record's
    key: "settings", "launch", a game's id, or an int: an nvm slot (and earlier versions' files), whatever it holds."""

    def __init__(self, nvm=None, folder=None, drive=False):
        if nvm is None and folder is None:  # the device's: microcontroller.nvm, CIRCUITPY's saves/ if the program may
            try:  # write the drive (on the desktop: the simulator's stand-ins)
                import microcontroller
                nvm = microcontroller.nvm
                import storage
                folder = getattr(storage, "drive_root", "/") + "saves/"
                drive = not storage.getmount("/").readonly
            except (ImportError, AttributeError, OSError):
                pass
        self.nvm = nvm
        self.folder = folder
        self.drive = bool(drive and folder)  # (a key without its units, on a drive an older deploy made: the nvm)
        self.writes = 0
        self.files = 0
        self.slots = {}  # game id -> (its nvm slot, 1 when a save there names it)

    # --- reading --------------------------------------------------------------------------------------------
    def _file(self, path, size, head=False):
        """Up to size bytes of the file (head: a record's header, then no more than its length), or None."""
        try:
            with open(path, "rb") as f:
                if not head:
                    return f.read(size)
                rec = f.read(HEADER)
                return rec + f.read(min(rec[6] | (rec[7] << 8), size - HEADER)) if len(rec) == HEADER else rec
        except OSError:
            return None

    def _records(self, key):
        """(nvm offset or -1, copy size, kind (None: a game's, any), unit folder, [nvm copy 0, nvm copy 1, old file 0,
        old file 1, unit 0, unit 1...] ((seq, payload) or None each), the newest of them that is the key's). A
        game's nvm slot that does not name it (a free slot: empty, or erased saves) holds nothing of the game's."""
        copy = SLOT_COPY
        unit = old = key
        own = 1
        units = _LAUNCH_UNITS if key == "launch" else 2
        if key == "settings":
            at, copy, kind = SETTINGS_AT, SETTINGS_COPY, KIND_SETTINGS
        elif key == "launch":
            at, copy, kind = LAUNCH_AT, LAUNCH_COPY, KIND_LAUNCH
        else:
            if isinstance(key, int):  # an nvm slot, whatever it holds
                got, unit, kind = (key, 1), None, key
            else:
                got, kind = self.slots.get(key), None
                if got is None:  # the launcher passes it to play.py: looked for in the menu's heap, not the game's
                    from pocket.modules import run
                    got = run("pocket.savefind", "slot", self, key)
            own = got[1]
            at = -1 if got[0] < 0 else self.slot_at(got[0])
            old = None if at < 0 else "slot%d" % got[0]
        recs = []
        nvm = self.nvm
        for a in (at, at + copy):
            rec = None
            if at >= 0 and nvm is not None and a + copy <= len(nvm) and nvm[a] == MAGIC0:
                n = min(nvm[a + 6] | (nvm[a + 7] << 8), copy - HEADER)  # read no more than the record
                rec = parse(nvm[a:a + HEADER + n], kind, copy)  # (a slice of the nvm is a copy already)
            recs.append(rec)
        for i in range(2 + units):
            path = (old and old + ".%d" % i) if i < 2 else (unit and unit + "/%d/r" % (i - 2))
            recs.append(None if path is None or self.folder is None else
                        parse(self._file(self.folder + path, copy, True), kind, copy))
        best = None
        for i in range(len(recs)):
            if (own or i > 3) and newer(recs[i], best):
                best = recs[i]
        return at, copy, kind, unit, recs, best

    def read(self, key, erased=False):
        """The newest valid payload, or None (none, or erased). erased: the newest record itself, (sequence,
        payload), payload b"" for an erased save, None when the key has no record (the menu's survey tells the two
        apart). The one reader of a save: the menu's survey, the launcher (through the survey) and a resume. (A flag,
        not a method of its own: this module stays in every game's heap.)"""
        rec = self._records(key)[5]
        if erased:
            return rec
        return rec[1] if rec is not None and rec[1] else None

    def slot_at(self, index):
        return SLOTS_AT + index * 2 * SLOT_COPY  # (index 0 to SLOTS - 1)

    # --- writing --------------------------------------------------------------------------------------------
    def write(self, key, payload, force=False):
        """Store payload (empty: erase). Returns False (and writes nothing) when it is already what is stored (an
        erase of nothing unless forced: a record of another format). Raises ValueError when it is too large,
        OSError when the write fails or reads back different."""
        at, copy, kind, unit, recs, cur = self._records(key)
        if len(payload) > copy - HEADER:
            raise ValueError("save too large: %d bytes" % len(payload))
        if (cur is None and not payload and not force) or (cur is not None and cur[1] == payload):
            return False
        top = None  # newer than everything where it goes, the game's or not
        for rec in recs:
            if newer(rec, top):
                top = rec
        seq = 0 if top is None else (top[0] + 1) & 0xFFFF
        # always over the older (or an unreadable) copy: a cut leaves the newer ones whole
        j = 4  # the oldest unit
        for i in range(5, len(recs)):
            if recs[j] is not None and (recs[i] is None or newer(recs[j], recs[i])):
                j = i
        if newer(recs[0], recs[1]):
            at += copy
        recs = cur = top = rec = None  # (what was read is garbage before the record is made: autosave's peak)
        rec = bytearray(HEADER + len(payload))
        rec[0] = MAGIC0
        rec[1] = MAGIC1
        rec[2] = VERSION
        rec[4] = seq & 255
        rec[5] = seq >> 8
        rec[6] = len(payload) & 255
        rec[7] = len(payload) >> 8
        rec[HEADER:] = payload
        if kind is None:  # a game's: its nvm slot's number (or, with no slot free, _KIND_GAME, read from units only)
            kind = _KIND_GAME if at < 0 else (at - SLOTS_AT) // (2 * SLOT_COPY)
        rec[3] = kind
        crc = crc16(rec, 0, 8)
        crc = crc16(rec, HEADER, len(rec), crc)
        rec[8] = crc & 255
        rec[9] = crc >> 8
        # always over the older (or unreadable) of the medium's two copies: a cut leaves the newer one whole
        if self.drive and unit is not None:
            path = self.folder + unit + "/%d/r" % (j - 4)
            try:
                with open(path, "r+b") as f:
                    if f.seek(0, 2) != _UNIT_FILE:  # not a unit deploy made: writing could grow the file
                        raise OSError("not a save unit")
                    f.seek(0)
                    f.write(rec)
                self.files += 1
                if self._file(path, len(rec)) != rec:
                    raise OSError("drive read back different")
                return True
            except OSError:
                if self.nvm is None or at < 0:
                    raise
                # the drive refused it (no unit, failing): the nvm keeps it, newer than what the drive holds
        if self.nvm is None:
            return False
        if at < 0:
            raise OSError("no save slot free")
        if key in self.slots:  # a game's: its slot names it now
            self.slots[key] = (kind, 1)
        self.writes += 1
        self.nvm[at:at + len(rec)] = rec  # one assignment: one erase of the whole block
        for i in range(len(rec)):  # (byte by byte: no second copy of the record in the heap)
            if self.nvm[at + i] != rec[i]:
                raise OSError("nvm read back different")
        return True

    # --- the kinds of record --------------------------------------------------------------------------------------
    def read_settings(self):
        return self.read("settings")

    def write_settings(self, payload):
        return self.write("settings", payload)

    def read_launch(self):
        return self.read("launch")

    def write_launch(self, payload):
        return self.write("launch", payload)

    read_game = read  # (key): a game's id, or an nvm slot's number
    write_game = write  # (key, payload)

    def erase_game(self, key, force=False):
        """An empty record, newer than the save: a cut during it leaves the save or nothing. force: write it even
        over no valid record (one of another saves format, which it then hides)."""
        return self.write(key, b"", force)

