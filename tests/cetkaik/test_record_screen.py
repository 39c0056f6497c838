"""Pause menu > Game record: the moves so far on screen, exported as a text file that replays to the same position;
on a drive the games may not write, a plain message says how to allow it. Also: the side panel uses the match's
names (as the status strip does)."""
import os
import sys

import pytest

from sim.games.cetkaik import record
from tests.helpers import simtools
from tests.cetkaik.test_view import until_my_move


def texts(group):
    """Every label text under a displayio Group (what the overlays say)."""
    out = []
    for item in group:
        if hasattr(item, "text"):
            out.extend(item.text.split("\n"))  # a multi-line text: its lines
        elif hasattr(item, "__len__"):
            out.extend(texts(item))
    return out


def overlay_text():
    return " ".join(texts(sys.modules["pocket.app"].current.overlay))


def play_a_pawn(s):
    """LAI -> LY with the buttons (the cursor starts on ZAI)."""
    for _ in range(3):
        s.tap("LEFT")
    s.tap("A", "UP", "A")
    s.run(10)


@pytest.fixture
def game(tmp_path):
    with simtools.sim(drive_dir=str(tmp_path / "drive")) as s:
        s.start_game("cetkaik", seed=4, players=("human", "cpu:0"), options=(1,))
        s.run(5)
        yield s


def open_record(s):
    s.tap("START")
    for _ in range(5):
        s.tap("DOWN")
    s.tap("A")                              # Paused > Game record (the sixth item)
    s.run(3)


def test_the_record_lists_the_moves_and_exports_a_file_that_replays_to_the_position(game, tmp_path):
    s = game
    until_my_move(s)
    play_a_pawn(s)
    st = until_my_move(s)                   # the CPU answered; the human to move again
    open_record(s)
    shown = overlay_text()
    assert "Game record" in shown and "You LAI -> LY" in shown and "[start" in shown
    s.device.set_writable(True)             # as if SELECT was held at boot
    s.tap("A")                              # Export
    s.run(3)
    assert "Exported" in overlay_text()
    path = tmp_path / "drive" / "records" / "cetkaik-4.txt"
    replayed, moves = record.parse(path.read_text())
    assert replayed.position() == st.position() and len(moves) >= 4
    s.tap("A", "B", "B")                    # close the message, the record, the pause menu
    s.run(5)
    assert not texts(sys.modules["pocket.app"].current.overlay)


def test_export_on_a_read_only_drive_says_how_to_allow_it(game, tmp_path):
    s = game
    until_my_move(s)
    open_record(s)
    s.tap("A")                              # Export, the drive as the device boots: read-only for the code
    s.run(3)
    shown = overlay_text()
    assert "Not exported" in shown and "SELECT" in shown
    assert not os.path.exists(tmp_path / "drive")
    s.tap("A")                              # the message closes, the record is still open, then the game
    s.run(2)
    assert "Game record" in overlay_text()
    s.tap("B", "B")
    s.run(3)
    assert s.state.to_move() == 0 and not s.finished


def test_boot_with_select_lets_the_export_write(tmp_path):
    # the simulator's storage stand-in follows boot.py's remount: readonly=False is what SELECT at boot does
    from sim import device as dev
    from sim.display import new_display
    d = dev.Device(new_display(), drive_dir=str(tmp_path / "d"))
    d.install()
    import storage
    assert storage.getmount("/").readonly
    d.power_on()  # a reset: boot.py runs before USB starts, so its remount is never refused
    storage.remount("/", readonly=False)
    assert not storage.getmount("/").readonly


def test_an_undo_takes_the_last_line_back(game):
    s = game
    st = until_my_move(s)
    view = s.match.view
    before = bytes(view.log.moves)
    move = st.legal_moves()[0]
    view.played(st, move)
    assert bytes(view.log.moves).startswith(before) and len(view.log.moves) == len(before) + 3
    assert list(view.log.each())[-1][1] == move
    view.played(st, None)
    assert bytes(view.log.moves) == before


def test_a_resumed_games_record_starts_at_its_position():
    from games.cetkaik import rules
    from pocket.rng import Rng
    s = rules.new_game(seed=2, seasons=1)
    rng = Rng(2)
    for _ in range(12):
        s.apply(rng.weighted(s.chance_outcomes()) if s.to_move() < 0 else rng.choice(s.legal_moves()))
    start = s.copy()
    moves = []
    for _ in range(10):
        m = rng.weighted(s.chance_outcomes()) if s.to_move() < 0 else rng.choice(s.legal_moves())
        moves.append(m)
        s.apply(m)
    text = record.export(moves, seed=2, seasons=1, start=start)
    assert text.split("\n")[3].startswith("position ")
    again, replayed = record.parse(text)
    assert again.encode() == s.encode() and replayed == moves


def test_the_side_panel_names_the_players_as_the_status_strip_does(game):
    s = game
    until_my_move(s)
    view = s.match.view
    assert s.match.names == ["You", "CPU"]
    assert view.hand_text[1].text.startswith("You ")     # the viewer's panel, at the bottom
    assert view.hand_text[0].text.startswith("CPU ")
    assert "P1" not in view.hand_text[0].text + view.hand_text[1].text
