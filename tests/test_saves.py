"""Saves against the fast models of tests/helpers/flash.py: the nvm is one 8 KB erase block, erased and reprogrammed
page by page for every assignment; the drive a file at a time (the Store's logic: which copy, what reads back; the
flash itself, 4 KB sectors under FatFs, is tests/test_powercut.py's). The power is cut at every step of every write,
and what survives is checked: docs/RUNTIME.md, "Saves"."""
import types

import pytest

from pocket import saves
from pocket import savefind
from pocket.saves import Store
from pocket.settings import Settings
from tests.helpers.flash import Fat, Nvm, PowerCut

FOLDER = "saves/"


def fresh():
    return bytearray(b"\xff" * 8192)


@pytest.fixture
def fat(monkeypatch):
    """A FAT model as pocket.saves' os and open."""
    fs = Fat()
    fs.units(KEYS)  # as deploy makes them
    monkeypatch.setattr(saves, "open", fs.open, raising=False)
    return fs


KEYS = ("settings", "launch", "tanbo", "cetkaik", "rice", "bossa", "beans")


def g(gid, text):
    """A game's save as Match.pack() starts it: the setup, whose first bytes name the game."""
    return bytes([len(gid)]) + gid.encode() + text


# --- the nvm model ------------------------------------------------------------------------------------------------
def test_every_nvm_assignment_erases_the_whole_block():
    nvm = Nvm()
    nvm[100] = 7
    nvm[200:203] = b"abc"
    assert nvm.erases == 2
    assert nvm[100] == 7 and nvm[200:203] == b"abc" and nvm[0] == 0xFF
    with pytest.raises(ValueError):
        nvm[0:4] = b"toolong"
    assert nvm.erases == 2


def test_a_power_cut_leaves_the_nvm_blank_or_half_programmed():
    nvm = Nvm()
    nvm[0:8192] = bytes(range(256)) * 32
    whole = bytes(nvm.data)
    meant = bytearray(whole)
    meant[5000] = 1
    nvm.cut_after = 1  # after the erase
    with pytest.raises(PowerCut):
        nvm[5000] = 1
    assert bytes(nvm.data) == b"\xff" * 8192
    for pages in (1, 7, 15):
        nvm.data[:] = whole
        nvm.cut_after = 1 + pages
        with pytest.raises(PowerCut):
            nvm[5000] = 1
        assert bytes(nvm.data[:512 * pages]) == meant[:512 * pages]
        assert bytes(nvm.data[512 * pages:]) == b"\xff" * (8192 - 512 * pages)


# --- records --------------------------------------------------------------------------------------------------------
def test_round_trip_and_layout_fits_8k():
    s = Store(fresh())
    assert s.read_game(0) is None
    assert s.write_game(0, b"hello")
    assert s.read_game(0) == b"hello"
    assert s.write_game(0, b"world")
    assert s.read_game(0) == b"world"
    assert s.slot_at(saves.SLOTS - 1) + 2 * saves.SLOT_COPY <= 8192
    assert saves.LAUNCH_AT + 2 * saves.LAUNCH_COPY <= saves.SLOTS_AT
    assert saves.SETTINGS_AT + 2 * saves.SETTINGS_COPY <= saves.LAUNCH_AT


def test_no_write_when_nothing_changed(fat):
    for s in (Store(Nvm()), Store(Nvm(), FOLDER, True)):
        assert s.write_game("cetkaik", g("cetkaik", b"abc"))
        writes, files = s.nvm.erases, fat.written
        assert not s.write_game("cetkaik", g("cetkaik", b"abc"))
        assert not s.erase_game("bossa")  # nothing there: nothing to erase
        assert (s.nvm.erases, fat.written) == (writes, files)


def test_slots_are_independent_and_kinds_checked():
    s = Store(fresh())
    s.write_game(0, b"zero")
    s.write_game(1, b"one")
    assert s.read_game(0) == b"zero" and s.read_game(1) == b"one"
    # a record copied into another game's slot is refused (its kind byte names the other game)
    nvm = s.nvm
    nvm[s.slot_at(2):s.slot_at(2) + saves.SLOT_COPY] = nvm[s.slot_at(0):s.slot_at(0) + saves.SLOT_COPY]
    assert s.read_game(2) is None


def test_corrupted_newest_copy_falls_back_to_the_older():
    s = Store(fresh())
    s.write_game(0, b"first")
    s.write_game(0, b"second")
    at = s.slot_at(0)
    # the newest is in copy 1; damage one payload byte there
    s.nvm[at + saves.SLOT_COPY + saves.HEADER] ^= 0xFF
    assert s.read_game(0) == b"first"


def test_garbage_is_refused(fat):
    import random
    rnd = random.Random(5)
    for _ in range(100):
        nvm = bytearray(rnd.getrandbits(8) for _ in range(8192))
        fat.dirs.add("saves")
        for name in ("slot0.0", "slot0.1", "settings.0", "launch.1"):
            fat.files[FOLDER + name] = bytes(rnd.getrandbits(8) for _ in range(rnd.randrange(600)))
        for key in ("settings/0/r", "tanbo/1/r"):
            fat.files[FOLDER + key] = bytes(rnd.getrandbits(8) for _ in range(4096))
        s = Store(nvm, FOLDER, True)
        assert s.read_game(0) is None and s.read_settings() is None and s.read_launch() is None
        assert s.read_game("tanbo") is None


def test_oversized_save_is_refused_not_truncated():
    s = Store(fresh())
    with pytest.raises(ValueError):
        s.write_game(0, bytes(saves.SLOT_COPY))


def test_the_drive_takes_the_writes_and_the_newest_record_wins_wherever_it_is(fat):
    nvm = Nvm()
    plugged = Store(nvm, FOLDER, False)   # a computer holds the drive: nvm only
    assert plugged.write_game("bossa", g("bossa", b"in nvm"))
    assert nvm.erases == 1 and fat.written == 0
    mine = Store(nvm, FOLDER, True)       # on battery: the drive
    assert mine.read_game("bossa") == g("bossa", b"in nvm")
    for i in range(5):
        assert mine.write_game("bossa", g("bossa", b"on the drive %d" % i))
        assert mine.write_launch(b"launch %d" % i) and mine.write_settings(b"set %d" % i)
    assert nvm.erases == 1  # the drive's owner never writes the nvm
    assert Store(nvm, FOLDER, False).read_game("bossa") == g("bossa", b"on the drive 4")
    assert fat.files[FOLDER + "bossa/0/r"][:2] == b"PT" and len(fat.files[FOLDER + "bossa/0/r"]) == 4096
    assert mine.erase_game("bossa")
    assert mine.read_game("bossa") is None and plugged.read_game("bossa") is None  # the nvm's older copy hidden
    assert plugged.write_game("bossa", g("bossa", b"plugged again"))
    assert mine.read_game("bossa") == g("bossa", b"plugged again")


# --- power cuts -----------------------------------------------------------------------------------------------------
OPS = (("game", "tanbo", g("tanbo", b"three moves on " * 6)), ("launch", None, b"\x05tanbo\x02\x00\x02"),
       ("settings", None, b"\x02\x00\x01\x03\x01\x01\x00"), ("game", "rice", g("rice", b"at its end " * 20)),
       ("erase", "tanbo", None), ("game", "bossa", g("bossa", b"a new game")),
       ("launch", None, b"\x05bossa\x02\x00\x01"), ("game", "bossa", g("bossa", b"later")), ("erase", "rice", None))


def apply(store, op):
    kind, index, payload = op
    if kind == "game":
        store.write_game(index, payload)
    elif kind == "erase":
        store.erase_game(index)
    elif kind == "launch":
        store.write_launch(payload)
    else:
        store.write_settings(payload)


def key_of(op):
    return op[1] if op[0] in ("game", "erase") else op[0]


def read_all(store):
    out = {"launch": store.read_launch(), "settings": store.read_settings()}
    for gid in KEYS[2:]:
        out[gid] = store.read_game(gid)
    return out


def history(store):
    """Saves made before the writes under test, each record written twice (both copies in use)."""
    for op in (("settings", None, b"\x01\x01\x01\x03\x01\x01\x00"), ("launch", None, b"\x05rice\x02\x00\x01"),
               ("game", "tanbo", g("tanbo", b"at its start")), ("game", "tanbo", g("tanbo", b"two moves on")),
               ("game", "rice", g("rice", b"in summer")), ("game", "rice", g("rice", b"in autumn")),
               ("settings", None, b"\x02" * 7), ("launch", None, b"\x05tanbo\x02\x00\x01"),
               ("game", "beans", g("beans", b"kept all along"))):
        apply(store, op)


@pytest.mark.parametrize("torn", [False, True], ids=["prefix", "torn"])
def test_a_power_cut_on_the_drive_loses_at_most_the_record_being_written(fat, torn):
    fat.torn = torn
    nvm = Nvm()
    history(Store(nvm, FOLDER, True))
    assert nvm.erases == 0
    expected = read_all(Store(nvm, FOLDER, True))
    cuts = 0
    for op in OPS:
        before = dict(fat.files)
        steps0 = fat.steps
        apply(Store(nvm, FOLDER, True), op)
        steps = fat.steps - steps0
        new = dict(expected)
        new[key_of(op)] = op[2]
        for cut in range(steps):
            fat.files = dict(before)
            fat.cut_after = cut
            with pytest.raises(PowerCut):
                apply(Store(nvm, FOLDER, True), op)
            fat.cut_after = None
            cuts += 1
            got = read_all(Store(nvm, FOLDER, True))
            for k in expected:
                if k == key_of(op):
                    assert got[k] in (expected[k], new[k]), (op, cut)
                else:
                    assert got[k] == expected[k], "cut %d of %s lost %s" % (cut, op, k)
            # switched on again: the same save goes through, the damaged file is written over
            apply(Store(nvm, FOLDER, True), op)
            assert read_all(Store(nvm, FOLDER, True)) == new
        fat.files = dict(before)
        apply(Store(nvm, FOLDER, True), op)
        expected = new
    assert cuts >= len(OPS) and nvm.erases == 0  # a step a page (in place: no truncation step)


def test_a_power_cut_in_nvm_alone_falls_back_to_the_drive_copies(fat):
    """With a computer holding the drive, every save is an nvm write, and a cut during one can blank the block: what
    was saved there since the drive was last the program's can be lost (a record falls back to an older save of
    its own), never what the drive holds, and nothing reads back as garbage or as another record."""
    nvm = Nvm()
    history(Store(nvm, FOLDER, True))  # on battery
    on_drive = read_all(Store(nvm, FOLDER, True))
    plugged = Store(nvm, FOLDER, False)
    plugged.write_game("rice", g("rice", b"in winter, plugged in"))
    plugged.write_settings(b"\x00" * 7)
    expected = read_all(plugged)
    seen = {k: {on_drive[k], expected[k]} for k in expected}  # what each record may fall back to
    for op in OPS:
        block = bytes(nvm.data)
        new = dict(expected)
        new[key_of(op)] = op[2]
        for cut in range(1 + 16):  # after the erase, after each page
            nvm.data[:] = block
            nvm.cut_after = cut
            with pytest.raises(PowerCut):
                apply(Store(nvm, FOLDER, False), op)
            nvm.cut_after = None
            got = read_all(Store(nvm, FOLDER, False))
            for k in expected:
                assert got[k] in seen[k] or (k == key_of(op) and got[k] == new[k]), \
                    "cut %d of %s: %s reads %r" % (cut, op, k, got[k])
        nvm.data[:] = block
        apply(Store(nvm, FOLDER, False), op)
        expected = new
        seen[key_of(op)].add(op[2])
    assert fat.written == 9  # the history's; nothing written to a computer's drive


def test_a_drive_without_its_save_units_is_never_written(monkeypatch):
    """A drive deployed before the units existed: the Store creates nothing there (no FAT change, ever); the saves
    go to the nvm (the menu says saves are at risk: tests/test_saves_drive.py)."""
    fs = Fat()
    monkeypatch.setattr(saves, "open", fs.open, raising=False)
    nvm = Nvm()
    s = Store(nvm, FOLDER, True)
    assert s.write_game("cetkaik", g("cetkaik", b"first")) and s.write_settings(b"\x01" * 7)
    assert fs.files == {} and fs.dirs == set() and fs.written == 0 and nvm.erases == 2
    assert Store(nvm, FOLDER, True).read_game("cetkaik") == g("cetkaik", b"first")


def test_saves_are_kept_by_game_id_and_earlier_layouts_still_read(fat):
    """Games by id (pocket.saves): a save of an earlier version in the nvm slot of the game's old menu position, or
    in the drive files of that layout (saves/slotN.*), is the game's save wherever the game sits now; writing
    it again goes to the game's unit, newer; a slot naming no installed game stays apart."""
    nvm = Nvm()
    old = Store(nvm)  # an earlier version, plugged in: slot 3 held Rice
    assert old.write_game(3, g("rice", b"from slot 3")) and old.write_game(1, g("chess", b"not installed"))
    fat.dirs.add("saves")
    fat.files[FOLDER + "slot4.0"] = bytes(Store(Nvm()).nvm[:0])  # an empty old file: nothing
    s = Store(nvm, FOLDER, True)
    assert s.read_game("rice") == g("rice", b"from slot 3") and savefind.slot(s, "rice") == (3, 1)
    assert s.read_game("chess") == g("chess", b"not installed") and s.read_game("tanbo") is None
    assert s.write_game("rice", g("rice", b"moved on"))
    assert Store(nvm, FOLDER, True).read_game("rice") == g("rice", b"moved on") and nvm.erases == 2
    assert Store(nvm, FOLDER, False).read_game("rice") == g("rice", b"moved on")  # the unit is newer
    # Tanbo plugged in takes the first free slot (0), not Rice's or the other game's
    assert Store(nvm, FOLDER, False).write_game("tanbo", g("tanbo", b"x")) and savefind.slot(Store(nvm), "tanbo") == (0, 1)


# --- failing flash ---------------------------------------------------------------------------------------------------
class StuckNvm(bytearray):
    """Flash that no longer programs: writes are ignored."""

    def __setitem__(self, key, value):
        pass


def test_a_write_that_fails_goes_to_the_nvm_or_raises_and_keeps_the_previous_save(fat):
    s = Store(fresh())
    s.write_game(4, b"good")
    stuck = Store(StuckNvm(s.nvm))
    with pytest.raises(OSError):
        stuck.write_game(4, b"never stored")
    assert stuck.read_game(4) == b"good"

    d = Store(Nvm(), FOLDER, True)
    d.write_game("beans", g("beans", b"good"))
    real_open = fat.open

    def lossy_open(path, mode="r"):
        f = real_open(path, mode)
        if "+" in mode:
            write = f.write
            f.write = lambda data: write(bytes(data[:-1]))
        return f

    saves.open = lossy_open
    # the drive loses a byte: the nvm keeps the save instead, newer than the drive's
    assert d.write_game("beans", g("beans", b"kept in nvm")) and d.nvm.erases == 1
    assert Store(d.nvm, FOLDER, True).read_game("beans") == g("beans", b"kept in nvm")
    stuck = Store(StuckNvm(fresh()), FOLDER, True)
    with pytest.raises(OSError):  # and when the nvm fails too, the caller hears of it
        stuck.write_game("beans", g("beans", b"never stored"))
    saves.open = real_open
    assert stuck.read_game("beans") == g("beans", b"good")


def test_autosave_that_fails_says_so_in_one_line_and_play_goes_on():
    from pocket.match import Match
    said = []
    for store in (Store(StuckNvm(fresh())), types.SimpleNamespace(drive=True, write_game=raise_oserror)):
        m = types.SimpleNamespace(store=store, slot=0, saved_at=0, pack=lambda: bytearray(b"state"),
                                  app=types.SimpleNamespace(say=said.append))
        Match.autosave(m)  # returns: the game goes on
    assert len(said) == 2 and all(t.startswith("Not saved: ") and "\n" not in t for t in said)


def raise_oserror(slot, data):
    raise OSError(28, "No space left on device")


# --- the autosave policy ---------------------------------------------------------------------------------------------
def test_turn_boundaries_save_once_in_five_minutes(monkeypatch):
    from pocket import clock
    from pocket import match as match_mod
    now = [0]
    monkeypatch.setattr(clock, "ticks", lambda: now[0])
    for drive, every in ((True, 300000), (False, 300000)):
        written = []
        store = types.SimpleNamespace(drive=drive, write_game=lambda slot, data: written.append(bytes(data)))
        m = types.SimpleNamespace(store=store, slot=0, saved_at=0, app=None)
        move = [0]
        m.pack = lambda: bytearray(b"move %d" % move[0])
        for t in range(0, 20 * 60000, 5000):  # a turn boundary every 5 s for 20 minutes
            now[0] = t
            move[0] += 1
            match_mod.Match.autosave(m, False)
        assert len(written) == 20 * 60000 // every - 1
        for i in range(1, len(written)):  # never more than `every` of play unsaved
            assert int(written[i].split()[1]) - int(written[i - 1].split()[1]) == every // 5000
        now[0] += 1000
        match_mod.Match.autosave(m)  # pause, Save and quit: at once
        assert written[-1] == b"move %d" % move[0]


# --- settings --------------------------------------------------------------------------------------------------------
def test_settings_defaults_validation_and_persistence():
    nvm = fresh()
    st = Settings(Store(nvm))
    assert not st.load() and st.get("level") == 1
    st.set("level", 2)
    st.set("sound", 0)
    assert st.save()
    again = Settings(Store(nvm))
    assert again.load() and again.get("level") == 2 and again.get("sound") == 0
    with pytest.raises(ValueError):
        st.set("level", 9)
    # an out-of-range stored value is ignored, the default kept
    Store(nvm).write_settings(bytes([7, 1, 1, 3, 1, 1, 0]))
    third = Settings(Store(nvm))
    third.load()
    assert third.get("level") == 1
