import pytest

from pocket import saves
from pocket.saves import Store
from pocket.settings import Settings


class CutNvm(bytearray):
    """nvm that loses power after `budget` bytes of writing (a slice write is written byte by byte)."""

    def __init__(self, data, budget):
        super().__init__(data)
        self.budget = budget

    def __setitem__(self, key, value):
        if isinstance(key, slice):
            start = key.start
            for i, b in enumerate(value):
                if self.budget <= 0:
                    raise OSError("power cut")
                bytearray.__setitem__(self, start + i, b)
                self.budget -= 1
        else:
            if self.budget <= 0:
                raise OSError("power cut")
            bytearray.__setitem__(self, key, value)
            self.budget -= 1


def fresh():
    return bytearray(b"\xff" * 8192)


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


def test_no_write_when_nothing_changed():
    s = Store(fresh())
    assert s.write_game(1, b"abc")
    writes = s.writes
    assert not s.write_game(1, b"abc")
    assert s.writes == writes


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


def test_garbage_is_refused():
    import random
    rnd = random.Random(5)
    for _ in range(200):
        nvm = bytearray(rnd.getrandbits(8) for _ in range(8192))
        s = Store(nvm)
        assert s.read_game(0) is None and s.read_settings() is None and s.read_launch() is None


def test_oversized_save_is_refused_not_truncated():
    s = Store(fresh())
    with pytest.raises(ValueError):
        s.write_game(0, bytes(saves.SLOT_COPY))


def test_power_cut_after_every_byte_keeps_the_previous_save():
    base = Store(fresh())
    base.write_game(3, b"old save " * 10)
    base.write_game(3, b"older?" * 3)  # two copies in use, so the next write overwrites a real older record
    before = bytes(base.nvm)
    new = b"the newer save " * 12
    record_len = saves.HEADER + len(new)
    for cut in range(record_len + 1):
        nvm = CutNvm(before, cut)
        s = Store(nvm)
        try:
            s.write_game(3, new)
            complete = True
        except OSError:
            complete = False
        got = Store(bytearray(nvm)).read_game(3)
        if complete:
            assert got == new
        else:
            assert got == b"older?" * 3, "cut after %d bytes lost the previous save" % cut
    assert complete  # the last budget let the whole record through


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
