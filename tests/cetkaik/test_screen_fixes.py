"""Cetkaik's play-test fixes (issue 18): the message strip never covers the board; the board's edge coordinates are
drawn (and turn with the board); moves are said in words with those coordinates, a computer's capture too; after B
deselects a piece the hint no longer says "picks a square"; the status strip names someone during the opening
throw; "You start" (not "You starts"); the season in words instead of "x1 1/4"."""
import sys

from games.cetkaik import words as text, view as V
from games.cetkaik.board import parse_sq
from games.cetkaik.layout import P_START, V_PHASE, V_TURN
from pocket import ui
from tests.helpers import simtools
from tests.cetkaik.test_rules import put, started, pm
from tests.cetkaik.test_view import game, go, until_my_move, until_someone_moves  # noqa: F401 (fixture)

BOARD_TOP = ui.STRIP + V.BY
BOARD_BOTTOM = BOARD_TOP + 9 * V.S          # first row below the board
COORD = simtools.rgb(0xA8B0B8)              # the coordinates' colour (sim/games/cetkaik/art.py "c")


def app():
    return sys.modules["pocket.app"].current


def footer_text():
    a = app()
    return "" if a.footer.hidden else a.footer_text.text


def test_the_message_strip_stands_below_the_board_while_a_hint_shows(game):
    s = game
    until_my_move(s)
    go(s, -3, 0)
    s.tap("A")                              # a pawn selected: its hint shows
    s.run(2)
    assert footer_text().startswith("Pawn")
    assert app().footer.y >= BOARD_BOTTOM    # the strip's top is below the board's last row
    panel = simtools.rgb(ui.PANEL)
    for x in range(V.BX, V.BX + 9 * V.S):   # the bottom row's last pixel row is the board's, not the strip's
        assert s.pixel(x, BOARD_BOTTOM - 1) != panel, x


def test_the_edge_coordinates_name_the_columns_and_rows_and_turn_with_the_board():
    with simtools.sim() as s:
        s.start_game("cetkaik", seed=4, players=("human", "human"), options=(1,))
        st = until_someone_moves(s)
        view = s.match.view
        first = 8 if view.flip else 0
        assert view.col_names[0] == V.T_COL + first and view.col_names[8] == V.T_COL + 8 - first
        assert view.row_names[0] == V.T_ROW + first and view.row_names[8] == V.T_ROW + 8 - first
        assert view.flip == (st.to_move() == 1)
        # drawn: the K (or P) above the first column, the row name left of the first row
        assert COORD in s.region_colors(V.BX, ui.STRIP, V.S, V.BY)
        assert COORD in s.region_colors(0, BOARD_TOP, V.BX, V.S)


def test_moves_are_said_in_words_with_the_coordinates():
    # as a player says them (issue 29): where from and where to, no ">" notation
    s = started(0)
    assert s.move_text(pm("LAI", "LY")) == "Pawn from LAI to LY"
    assert s.move_text(pm("ZIA", "ZAU", via="TIA")) == "King from ZIA to ZAU"
    assert s.move_text(pm("LAI", "LY", via="LAI")) == "Pawn from LAI to LY"
    put(s, "LU", "r", "vessel", owner=1)     # an opponent's piece where a pawn can take it
    put(s, "LO", "b", "pawn", owner=0)
    s._moves = None
    assert text.taken(s, pm("LO", "LU")) == "Vessel"
    assert text.taken(s, pm("LAI", "LY")) is None
    assert text.hint_text(s, pm("LO", "LU")) == "Pawn takes Vessel on LU"
    for m in s.legal_moves():
        t = s.move_text(m)
        assert len(t) <= text.MOST and "Ve " not in t and ">" not in t
        assert len("CPU2: " + t) <= 26  # the computer against itself says "CPU2: " first (issue 37: cut)
    assert text.move_text(s, pm("TE", "XU", via="ZI")) == "Tiger from TE to XU"  # (not "Tiger TE via ZI to XU": 21)


def test_the_computers_capture_is_said_after_its_move():
    s = started(1)                           # player 1 (the computer, at the top) to move
    put(s, "LO", "b", "pawn", owner=1)       # its pawn, a step from my vessel
    put(s, "LY", "r", "vessel", owner=0)
    move = pm("LO", "LY")
    assert move in s.legal_moves()
    # step by step (issue 29): the runtime says "CPU: Pawn from LO to LY", then the view what it took, where
    assert s.move_text(move) == "Pawn from LO to LY"
    assert text.capture_said(s, move, "CPU", True) == "CPU takes your Vessel"
    assert text.capture_said(s, move, "CPU") == "CPU takes a Vessel on LY"
    assert text.capture_said(s, pm("LI", "LU"), "CPU") is None
    put(s, "LU", "b", "general", owner=1)
    put(s, "LO", "r", "pawn", owner=0)
    assert text.capture_said(s, pm("LU", "LO"), "Orange", True) == "Orange takes your Pawn"   # "... on LO": 28


def test_a_capture_a_throw_decided_is_said_too():
    # the play-test's "after" pictures: "CPU: On to LY" and the Pawn on LY vanished into the computer's hand unsaid
    from games.cetkaik.layout import FINAL, GIVE_UP
    from tests.cetkaik.test_rule_sets import empty, mv, OFFICIAL, SLIDE, sq
    s = empty(OFFICIAL, tam="PA")
    put(s, "LY", "r", "archer")
    put(s, "LO", "r", "pawn")
    put(s, "LI", "b", "horse", owner=1)
    s.apply(mv(SLIDE, "LY", "LO", "LI"))
    s.apply(2)                                   # the distance throw: the Archer may go on to LI
    assert s.move_text(FINAL + sq("LI")) == "On to LI"
    assert text.capture_said(s, FINAL + sq("LI"), "CPU", True) == "CPU takes your Horse on LI"
    assert text.capture_said(s, GIVE_UP, "CPU", True) is None
    assert text.hint_text(s, FINAL + sq("LI")) == "On to LI, takes Horse"   # your own choice there, as a hint


def test_b_after_selecting_a_piece_says_what_a_picks_now(game):
    s = game
    until_my_move(s)
    go(s, -3, 0)
    s.tap("A")
    assert footer_text() == "Pawn: pick a dot (A)"
    s.tap("B")
    s.run(2)
    assert footer_text() == V.PICK_HINT and "square" not in footer_text()


def test_the_status_strip_names_someone_during_the_opening_throw():
    with simtools.sim() as s:
        s.start_game("cetkaik", seed=4, players=("human", "cpu:0"), options=(1,))
        seen = set()
        for _ in range(40):
            s.run(1)
            if s.state is not None and s.state.v[V_PHASE] == P_START:
                seen.add(app().status.name.text)
        assert "Who starts?" in seen and "" not in seen
        st = until_someone_moves(s)
        who = s.match.names[st.to_move()]
        assert app().status.name.text == who


def test_you_start_and_the_season_is_said_in_words():
    with simtools.sim() as s:
        s.start_game("cetkaik", seed=4, players=("human", "cpu:0"), options=(1,))
        said = set()
        for _ in range(60):
            s.run(1)
            said.add(footer_text())
        assert not [t for t in said if "You starts" in t]
        until_someone_moves(s)
        assert s.match.view.top.text == "Spring x1"
        assert "/" not in s.match.view.top.text
