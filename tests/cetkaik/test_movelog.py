"""The Cetkaik game record survives Save and quit / Resume (issue 18): the view keeps it and saves it through the
runtime's View hook (save_bytes / load_bytes: pocket.match writes it after the state with its length, issue 27), so
the engine state holds only the game; it stays small (bounded, so memory and the 486-byte save slot hold it); saves
from before (format 2: no record; format 3: the record inside the state's bytes) still resume, the record starting
at the saved position."""
import sys

from games.cetkaik import decode, movelog, rules
from games.cetkaik.layout import NV
from pocket.rng import Rng
from pocket.saves import SLOT_COPY, HEADER
from pocket.setup import Setup
from sim.games.cetkaik import record
from tests.helpers import simtools
from tests.cetkaik.test_record_screen import open_record, overlay_text, play_a_pawn
from tests.cetkaik.test_view import until_my_move
from tests.test_resume import write_save


def played(seed, n, seasons=1):
    """(State after n random moves, its record kept as the view keeps it)."""
    s = rules.new_game(seed=seed, seasons=seasons)
    log = movelog.MoveLog(s, True)
    rng = Rng(seed)
    for _ in range(n):
        if s.is_over():
            break
        m = rng.weighted(s.chance_outcomes()) if s.to_move() < 0 else rng.choice(s.legal_moves())
        log.add(s, m)
        s.apply(m)
    return s, log


def test_the_state_holds_only_the_game_and_the_record_reads_back_to_the_same_moves():
    s, log = played(3, 30)
    data = s.encode()
    assert data[0] == 4 and len(data) == 1 + NV + 81 + 40 and s.copy().encode() == data
    again = decode.unpack(log.pack(), rules.decode(data), rules)
    assert [m for _, m in again.each()] == [m for _, m in log.each()]
    assert again.fresh


def test_the_record_is_bounded_and_a_full_one_fits_the_save_slot():
    seed = 5
    s, log = played(seed, 400, seasons=4)
    while s.is_over() or log.fresh:   # a random game may end before the record is full: another seed
        seed += 1
        s, log = played(seed, 400, seasons=4)
    assert len(log.moves) <= movelog.CAP and not log.fresh   # the oldest moves were dropped
    again = decode.unpack(log.pack(), rules.decode(s.encode()), rules)   # ... onto its start position
    assert again.start.position() == log.start.position()
    text = record.export([m for _, m in again.each()], seasons=4, start=again.start)
    assert record.parse(text)[0].position() == s.position()
    extra = log.pack()
    payload = Setup("cetkaik", (0, 3), (0, 0, 0), 99999).pack() + bytes(5) + s.encode() + extra + bytes(2)
    assert len(payload) <= SLOT_COPY - HEADER


def test_a_record_that_does_not_end_on_the_position_is_refused():
    s, log = played(4, 20)
    data = bytearray(log.pack())
    data[-1] ^= 1                     # the last move changed: it no longer leads to the saved position
    try:
        decode.unpack(bytes(data), s, rules)
    except ValueError:
        return
    raise AssertionError("accepted")


def test_a_record_files_position_of_format_3_still_replays():
    s, log = played(7, 12)
    text = record.export([], seasons=1, start=s)
    hexed = text.split("position ")[1].split("\n")[0]
    assert hexed.startswith("04")
    assert record.parse(text.replace("position 04", "position 03"))[0].position() == s.position()


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
            s.tap("DOWN")                   # Save and quit (fourth item): the menu opens again on Resume
        s.tap("A")
        s.run(30)
        assert s.match is None and "pocket.launcher" in sys.modules
        s.tap("A")                          # the menu's first row: Resume Cetkaik
        s.run(20)
        until_my_move(s)
        open_record(s)
        assert "You LAI -> LY" in overlay_text() and "(no moves yet)" not in overlay_text()


def test_a_save_from_before_the_record_resumes_with_the_record_starting_there():
    st, log = played(6, 25)
    format_2 = bytes([2]) + st.position()[1:]                     # the position alone
    format_3 = bytes([3]) + st.position()[1:] + log.pack()        # the record inside the state's bytes
    for old in (format_2, format_3):
        with simtools.sim() as s:
            write_save(s.device.nvm, "cetkaik", old)
            s.run(5)
            s.tap("A")                          # Resume Cetkaik
            s.run(10)
            assert s.match is not None and s.state.position()[1:] == st.position()[1:]
            view_log = s.match.view.log
            assert not view_log.fresh and not view_log.moves and view_log.start.position() == s.state.position()
