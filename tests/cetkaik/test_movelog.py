"""The Cetkaik game record survives Save and quit / Resume (issue 18): it is kept as bytes on the live State and
saved with it (format 3); it stays small (bounded, so memory and the 486-byte save slot hold it); a format-2 save
(before the record was saved) is still read, its record starting at the saved position."""
import sys

from games.cetkaik import movelog, rules
from sim.games.cetkaik import record
from games.cetkaik.layout import NV
from pocket.rng import Rng
from pocket.saves import SLOT_COPY, HEADER
from pocket.setup import Setup
from tests.helpers import simtools
from tests.cetkaik.test_record_screen import open_record, overlay_text, play_a_pawn
from tests.cetkaik.test_view import until_my_move
from tests.test_resume import write_save


def played(seed, n, seasons=1):
    """A State after n random moves with its record kept as the view keeps it."""
    s = rules.new_game(seed=seed, seasons=seasons)
    s.record = movelog.MoveLog(s, True)
    rng = Rng(seed)
    for _ in range(n):
        if s.is_over():
            break
        m = rng.weighted(s.chance_outcomes()) if s.to_move() < 0 else rng.choice(s.legal_moves())
        s.record.add(s, m)
        s.apply(m)
    return s


def test_a_save_carries_the_record_and_decodes_to_the_same_moves():
    s = played(3, 30)
    data = s.encode()
    assert data[0] == 3 and len(data) > 1 + NV + 81 + 40 + 1
    again = rules.decode(data)
    assert again.position() == s.position() and again.encode() == data
    assert [m for _, m in again.record.each()] == [m for _, m in s.record.each()]
    assert again.record.fresh


def test_the_record_is_bounded_and_a_full_one_fits_the_save_slot():
    seed = 5
    s = played(seed, 400, seasons=4)
    while s.is_over() or s.record.fresh:   # a random game may end before the record is full: another seed
        seed += 1
        s = played(seed, 400, seasons=4)
    assert len(s.record.moves) <= movelog.CAP and not s.record.fresh   # the oldest moves were dropped
    again = rules.decode(s.encode())                                    # ... onto its start position
    assert again.position() == s.position()
    text = record.export([m for _, m in again.record.each()], seasons=4, start=again.record.start)
    assert record.parse(text)[0].position() == s.position()
    payload = Setup("cetkaik", (0, 3), (0, 0, 0), 99999).pack() + bytes(5) + s.encode()
    assert len(payload) <= SLOT_COPY - HEADER


def test_a_record_that_does_not_end_on_the_position_is_refused():
    s = played(4, 20)
    data = bytearray(s.encode())
    data[-1] ^= 1                     # the last move changed: it no longer leads to the saved position
    try:
        rules.decode(bytes(data))
    except ValueError:
        return
    raise AssertionError("accepted")


def test_the_record_is_still_there_after_save_and_quit_and_resume(tmp_path):
    with simtools.sim(drive_dir=str(tmp_path / "d")) as s:
        s.start_game("cetkaik", seed=4, players=("human", "cpu:0"), options=(1,))
        s.run(5)
        until_my_move(s)
        play_a_pawn(s)
        until_my_move(s)
        open_record(s)
        before = overlay_text()
        assert "You LAI -> LY" in before
        s.tap("B")                          # the record closes; the pause menu again
        s.run(3)
        for _ in range(3):
            s.tap("UP")                     # Save and quit (fourth item) from Game record (sixth)
        s.tap("A")
        s.run(30)
        assert s.match is None and "pocket.launcher" in sys.modules
        s.tap("A")                          # the menu's first row: Resume Cetkaik
        s.run(20)
        until_my_move(s)
        open_record(s)
        assert "You LAI -> LY" in overlay_text() and "(no moves yet)" not in overlay_text()


def test_a_save_from_before_the_record_resumes_with_the_record_starting_there():
    st = played(6, 25)
    old = bytes([2]) + st.position()[1:]   # format 2: the position alone
    with simtools.sim() as s:
        write_save(s.device.nvm, "cetkaik", old)
        s.run(5)
        s.tap("A")                          # Resume Cetkaik
        s.run(10)
        assert s.match is not None and s.state.position()[1:] == st.position()[1:]
        log = s.match.view.log
        assert not log.fresh and not log.moves and log.start.position() == s.state.position()
