"""Bossa's words: the computer's moves in words that fit the footer, who cannot play, plurals, every text of the
screen within the screen's 26 columns, and SELECT's zoomed hands (the dots are 2 px on the board)."""
import re

from games.bossa import rules
from games.bossa import ending
from games.bossa import view as V
from games.bossa.layout import M_END, P_DRAW, P_KEEP, R_EMPTY, R_STUCK, T_EXCHANGE, T_REDRAW, T_STACK
from games.bossa.screen import ZOOM_PITCH
from pocket.rng import Rng
from tests.helpers import simtools
from tests.bossa.helpers import make, tid
from tests.bossa.test_view import STAGE, art_colour

ABBREVIATION = re.compile(r"\b[WB]\d|\d[WB]\b|1st|\binv\b")


def random_games(n=12):
    for seed in range(n):
        for opt in ({}, {"modifiers": 1}, {"mode": "novice", "modifiers": 1}):
            st = rules.new_game(seed=seed, **opt)
            rng = Rng(seed)
            while not st.is_over():
                yield st
                m = rng.weighted(st.chance_outcomes()) if st.to_move() < 0 else rng.choice(st.legal_moves())
                st.apply(m)
            yield st


def test_every_move_is_said_in_words_that_fit_after_the_computers_name():
    seen = set()
    for st in random_games():
        for m in st.legal_moves():
            text = st.move_text(m)
            assert 0 < len(text) <= 20, text  # "CPU2: " + 20 = the footer's 26 columns
            assert not ABBREVIATION.search(text), text
            seen.add(text.split()[0])
            if st.phase() == P_KEEP:  # a secret choice is not named
                assert "Double" not in text and "Invert" not in text
    assert {"Add", "Builds", "Covers", "Use", "Take", "Draw"} <= seen   # (a position: what its tiles make)
    st = make(hand0=["W2B1"], hand1=["B1"])
    assert st.move_text(tid("W2B1")) == "Add 2 white 1 black"


def test_who_cannot_play_and_plurals_on_the_results():
    names = ("You", "CPU")
    s = make(hand0=["W3", "B6"], hand1=["W1"], white=(3, [["W1B1", "W1B2"]]), black=(4, ()), pile=["B1", "W6"],
             tokens=(T_REDRAW | T_EXCHANGE | T_STACK, 0), phase=P_DRAW)
    s.apply(tid("B1"))
    assert s.reason() == R_STUCK
    assert ending.reason_text(s, names) == "You cannot play"

    class Stub:
        match = type("M", (), {"names": names})
    lines = V.View.results(Stub, s)
    assert "White line: 1 position" in lines and "Black line: 0 positions" in lines
    assert "CPU: 1 tile in hand" in lines and "You: 3 tiles in hand" in lines
    for st in random_games(6):
        if st.is_over():
            text = ending.reason_text(st, names)
            assert len(text) <= 26
            if st.reason() == R_EMPTY:
                assert names[st.b[rules.O_WIN]] in text


def test_every_text_on_screen_fits_while_buttons_are_mashed():
    rng = Rng(5)
    keys = ("A", "A", "A", "B", "START", "SELECT", "LEFT", "RIGHT", "UP", "DOWN")
    with simtools.sim() as s:
        s.start_game("bossa", seed=8, players=("human", "cpu:1"), options=(0, 1))
        s.run(5)
        for _ in range(160):
            if s.state is None or s.match is None:
                break
            s.press(rng.choice(keys))
            s.run(3)
            if s.match is None:  # the game ended and a Rematch or Menu reloads
                break
            if s.match.view.app.overlay:
                s.press("B")
                s.run(2)
                if s.match is None:
                    break
            view = s.match.view
            for t in [view.info, view.hint, view.pile] + view.nums[0] + view.nums[1]:
                assert len(t.text) <= t.width and t.x + 6 * len(t.text.rstrip()) <= 160, t.text


def test_select_shows_both_hands_twice_as_large_and_any_button_closes_it():
    with simtools.sim() as s:
        s.start_game("bossa", seed=3, players=("human", "cpu:1"), options=(0, 0))
        s.run(15)
        s.tap("A")
        from tests.bossa.test_view import until_my_main
        st = until_my_main(s)
        view = s.match.view
        mine = st.hand(0)
        before = bytes(s.display.fb)
        s.tap("SELECT")
        assert not view.zoom.hidden
        # the first tile of your hand, 16x24 px, in the lower zoomed row: a white dot is a 4x4 block
        x0, y0 = 6, STAGE + V.LINE_Y[0] + ZOOM_PITCH
        face = art_colour("t")
        assert face in s.region_colors(x0 + 2, y0 + 2, 10, 20)
        dot = art_colour("w") if rules.TW[mine[0]] else art_colour("k")
        blocks = [(x, y) for x in range(x0, x0 + 14) for y in range(y0, y0 + 22)
                  if all(s.pixel(x + i, y + j) == dot for i in range(4) for j in range(4))]
        assert blocks, "no 4x4 dot in the zoomed tile"
        s.tap("SELECT")
        assert view.zoom.hidden and bytes(s.display.fb) == before
        s.tap("SELECT")
        s.tap("LEFT")  # another button closes it and moves as usual
        assert view.zoom.hidden


def test_the_tile_counts_an_end_takes_are_said_in_words_that_fit():
    # regular rules: beside the die 1-2 tiles; then one tile more or one fewer than the neighbour toward the die
    s = make(hand0=["W1", "W2", "W1B2", "W2B4", "B6"], white=(2, [["W1B1", "W2B1"]]), black=(4, [["B5"]]))
    view = V.View.__new__(V.View)  # the text methods read only the state and the legal moves
    view.legal = s.legal_moves()
    assert "White" + view._line_need(s, 0) == "White: 1 in 1-2 tiles"
    assert "White" + view._line_need(s, 1) == "White: 4 in 1 or 3 tiles"
    assert "Black" + view._line_need(s, 2) == "Black needs 3, none fits"
    assert "Black" + view._line_need(s, 3) == "Black: 6 in 2 tiles"  # one fewer than one tile is none
    s.apply(M_END + 1)
    s.apply(tid("W1"))
    assert view._info(s) == "Sum 1 of 4, 1 or 3 tiles"
    s = make(hand0=["W1", "B6"], hand1=["B1"], white=(2, [["W1B1", "W2B1"]]), black=(4, [["B5"]]), novice=True)
    view.legal = s.legal_moves()
    assert "White" + view._line_need(s, 1) == "White needs 4, none fits"
    assert "White" + view._line_need(s, 0) == "White needs 1"  # novice: any count
    # the longest: two digits, "2 or 4"
    for c in range(1, 6):
        for v in range(1, 13):
            count = V._tiles(c - 1 if c > 1 else 2, c + 1, c)
            assert len("Black: %d in %s" % (v, count)) <= 26 and len("Sum %d of %d, %s" % (v, v, count)) <= 26
