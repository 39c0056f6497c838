"""Bossa's second play-test (issue 29): a once-a-game token names how to back out, START reaches the pause menu
while no tile of a position is picked yet (and the hint says so), and what SELECT opens SELECT closes."""
import sys

from games.bossa import view as V
from games.bossa.layout import M_END, M_REDRAW, P_BUILD, P_MAIN, P_RDDISCARD, T_REDRAW, O_TOK
from tests.helpers import simtools
from tests.bossa.test_view import go_to_end, until_my_main


def app():
    return sys.modules["pocket.app"].current


def started(s):
    s.start_game("bossa", seed=3, players=("human", "cpu:1"), options=(0, 0))
    s.run(15)
    s.tap("A")   # the white line for me: the computer plays first
    return until_my_main(s)


def test_the_redraw_token_names_how_to_keep_it_and_b_keeps_it():
    with simtools.sim() as s:
        st = started(s)
        assert M_REDRAW in st.legal_moves()
        view = s.match.view
        while view.zone != V.Z_TOKENS:
            s.tap("DOWN")
        s.tap("A")                                   # Redraw
        assert s.state.phase() == P_RDDISCARD
        hint = view.hint.text
        assert "B" in hint and "keep Redraw" in hint and len(hint) <= 26
        s.tap("B")
        assert s.state.phase() == P_MAIN and not s.state.b[O_TOK] & T_REDRAW   # the token is still unused


def test_start_reaches_the_pause_menu_until_a_tile_is_picked_and_the_hint_says_so():
    with simtools.sim() as s:
        st = started(s)
        view = s.match.view
        go_to_end(s, view, [m for m in st.legal_moves() if M_END <= m < M_END + 4][0] - M_END)
        s.tap("A")
        assert s.state.phase() == P_BUILD and s.state.build() == []
        assert "START: menu" in view.hint.text
        shown = len(app().overlay)
        s.tap("START")
        s.run(3)
        assert len(app().overlay) == shown + 1       # the pause menu
        s.tap("B")                                   # resume
        s.run(3)
        assert len(app().overlay) == shown and s.state.phase() == P_BUILD
        s.tap("A")                                   # a tile picked: START now means "place"
        assert len(s.state.build()) == 1
        assert "menu" not in view.hint.text
        s.tap("START")
        s.run(3)
        assert len(app().overlay) == shown


def test_select_opens_the_zoom_and_select_closes_it():
    with simtools.sim() as s:
        started(s)
        view = s.match.view
        s.tap("SELECT")
        assert not view.zoom.hidden
        s.tap("SELECT")
        assert view.zoom.hidden
