"""Resume: a save restores the exact game; a damaged or foreign save is refused with a message and kept."""
import sys

from tests.helpers import simtools


def write_save(nvm, game_id, state_bytes):
    from games.registry import GAMES
    from pocket.saves import Store
    from pocket.setup import Setup
    index = [g[0] for g in GAMES].index(game_id)
    payload = Setup(game_id, [0, 2], [0] * len(GAMES[index][5]), 5).pack()
    payload += bytes([1, 1, 2, 3, 4]) + state_bytes
    Store(nvm).write_game(index, payload)
    return index


def test_a_save_with_a_damaged_state_is_refused_with_a_message_and_kept():
    with simtools.sim() as s:
        index = write_save(s.device.nvm, "tanbo", b"\xee\x01garbage")
        s.run(5)
        s.tap("A")  # the first entry is "Resume Tanbo"
        s.run(10)
        assert simtools.ACCENT in s.region_colors(20, 8, 120, 40)  # the "Cannot resume" box
        assert s.match is None
        s.tap("A", "A")  # OK, then "Keep it" (the default)
        s.run(10)
        assert "pocket.launcher" in sys.modules
        from pocket.saves import Store
        assert Store(s.device.nvm).read_game(index) is not None  # nothing lost


def test_a_save_holding_another_games_state_is_refused():
    from games.cetkaik import rules as cetkaik
    with simtools.sim() as s:
        write_save(s.device.nvm, "tanbo", cetkaik.new_game(seed=1).encode())
        s.run(5)
        s.tap("A")
        s.run(10)
        assert s.match is None
        s.tap("A", "A")
        s.run(10)
        assert "pocket.launcher" in sys.modules


def test_resume_restores_state_rng_and_seats_exactly():
    from games.tanbo import rules as tanbo
    state = tanbo.new_game(seed=9)
    from pocket.rng import Rng
    rng = Rng(3)
    while state.to_move() not in (0,) or len(state.legal_moves()) < 2:
        if state.to_move() == -1:
            state.apply(rng.weighted(state.chance_outcomes()))
        else:
            state.apply(rng.choice(state.legal_moves()))
    with simtools.sim() as s:
        write_save(s.device.nvm, "tanbo", state.encode())
        s.run(5)
        s.tap("A")
        s.run(10)
        assert s.match is not None
        assert s.state.encode() == state.encode()
        assert s.match.rng.getstate() == (1 | 2 << 8 | 3 << 16 | 4 << 24)
        assert list(s.match.setup.kinds) == [0, 2] and s.match.human == [True, False]


def test_match_unpack_reads_what_pack_writes_with_and_without_the_views_bytes():
    from pocket.match import Match
    unpack = Match.unpack
    from pocket.setup import Setup
    head = Setup("tanbo", [0, 2], [0], 5).pack()
    plain = head + bytes([1, 1, 2, 3, 4]) + b"STATE"             # as every save was before the view's bytes
    setup, hints, rng_state, state, extra = unpack(plain)
    assert (setup.game_id, hints, rng_state, state, extra) == ("tanbo", True, 0x04030201, b"STATE", None)
    with_view = head + bytes([2, 1, 2, 3, 4]) + b"STATE" + b"REC" + bytes([3, 0])
    setup, hints, rng_state, state, extra = unpack(with_view)
    assert (hints, state, extra) == (False, b"STATE", b"REC")
    for bad in (head + bytes([4, 1, 2, 3, 4]) + b"STATE",            # unknown flags
                head + bytes([2, 1, 2, 3, 4]) + b"STATE" + bytes([9, 0]),   # longer than the save
                head + bytes([2, 1, 2, 3, 4]) + b"STATE" + bytes([0, 0])):  # an empty view part
        try:
            unpack(bad)
        except (ValueError, IndexError):
            continue
        raise AssertionError(bad)


def test_a_resume_reads_the_save_once_in_the_menu_and_once_in_the_game():
    """The menu's survey reads each save (Store.read) and the launcher writes the setup it found into the launch
    record; after the reload pocket.resume reads the save once more (the state does not fit the launch record)."""
    from games.tanbo import rules as tanbo
    from pocket import saves
    from sim.device import Nvm
    reads = []

    class Counting(Nvm):  # counts reads of a whole record at slot 0 (pocket.savefind reads a record's first bytes)
        def __getitem__(self, i):
            if isinstance(i, slice):
                start, stop, _ = i.indices(len(self.data))
                length = saves.HEADER + (self.data[start + 6] | self.data[start + 7] << 8)
                if start == saves.SLOTS_AT and stop - start == length:
                    reads.append(start)
            return Nvm.__getitem__(self, i)

    with simtools.sim() as s:
        index = write_save(s.device.nvm, "tanbo", tanbo.new_game(seed=3).encode())
        assert index == 0
        s.device.nvm.__class__ = Counting
        s.run(5)
        assert len(reads) == 1  # the menu's survey
        s.tap("A")  # "Resume Tanbo"
        s.run(10)
        assert s.match is not None and s.state.encode() == tanbo.new_game(seed=3).encode()
        assert len(reads) == 2, reads  # and pocket.resume's, after the reload: the launcher read it no more
