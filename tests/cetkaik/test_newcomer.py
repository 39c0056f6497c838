"""Cetkaik's second play-test (issue 29): what SELECT opens SELECT closes, the Hands box leaves the status strip
and the message strip visible, the cursor is not the last move's marker, and moves are said as a player says them."""
import sys

from pocket import ui
from tests.helpers import simtools
from tests.cetkaik.test_view import game, go, until_my_move  # noqa: F401 (fixture)


def app():
    return sys.modules["pocket.app"].current


def rows(s, y0, y1):
    return [[s.pixel(x, y) for x in range(ui.W)] for y in range(y0, y1)]


def test_select_opens_the_hands_box_and_select_closes_it_without_covering_the_strips(game):
    s = game
    until_my_move(s)
    s.run(5)
    shown = len(app().overlay)
    strip = rows(s, 0, ui.STRIP)
    footer = rows(s, ui.H - ui.STRIP, ui.H)
    s.tap("SELECT")
    s.run(3)
    assert len(app().overlay) == shown + 1          # the Hands box is open
    assert rows(s, 0, ui.STRIP) == strip             # the status strip still shows, untouched
    assert rows(s, ui.H - ui.STRIP, ui.H) == footer  # and so does the message strip
    s.tap("SELECT")
    s.run(3)
    assert len(app().overlay) == shown               # the second SELECT closed it


def sprite(name):
    import os
    from sim.art import parse
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with open(os.path.join(root, "sim", "games", "cetkaik", "art.txt")) as f:
        return dict(parse(f.read())[3])[name]


def test_the_cursor_differs_from_the_last_moves_marker_in_shape_and_colour():
    cursor, last = sprite("cursor"), sprite("last")
    inks = lambda rows: set("".join(rows)) - {"."}   # noqa: E731
    assert not inks(cursor) & inks(last)              # no colour in common
    drawn = lambda rows: {(x, y) for y, r in enumerate(rows) for x, c in enumerate(r) if c != "."}   # noqa: E731
    assert len(drawn(cursor) - drawn(last)) >= 16     # and another shape: thick corners against dashes
    assert all(r[1] != "." for r in cursor[:3]) and cursor[1][1] != "."   # two pixels thick at the corners


def test_each_sides_pieces_are_outlined_in_its_players_colour(game):
    from tests.cetkaik.test_view import centre
    s = game
    until_my_move(s)
    s.run(3)
    for name, p, row in (("KIA", 0, 9), ("KA", 1, 0)):   # my lower-left piece (its base at the bottom), theirs
        x, y = centre(name)
        assert s.pixel(x - 1, y - 5 + row) == simtools.rgb(ui.PLAYER[p]), name   # its base line


def test_the_help_opens_on_a_newcomers_page_then_contents_that_give_each_sections_page():
    # issue 37: a short path for a newcomer (the goal, how a piece moves, how a season ends) before the 28 pages
    from pocket import helpview
    for options in (None, {"rules": "official"}, {"rules": "online"}):
        pages = helpview.pages_of("cetkaik", options)
        first = pages[0][1]
        assert pages[0][0] == "First game" and "hands" in first and "A on a dot" in first and "season" in first
        assert pages[1][0] == "Contents"
        lines = pages[1][1].split("\n")
        assert len(ui.wrap(pages[1][1], ui.COLS - 1)) <= helpview.LINES
        titles = [p[0] for p in pages]
        from games.cetkaik.help import SECTIONS
        for (first, name), line in zip(SECTIONS, lines):
            n = int(line.split()[0])
            assert titles[n - 1] == first and line.endswith(name), line   # "5 Pieces ...": page 5 is "Pieces"


def test_the_help_explains_the_move_words_and_the_square_names():
    from games.cetkaik.help import PAGES
    text = dict((p[0], p[1]) for p in PAGES)["Squares"]
    assert "column" in text and "row" in text and "from LAI to LY" in text and "via" in text


def test_the_contents_name_the_controls_page_last():
    from pocket import helpview
    pages = helpview.pages_of("cetkaik")
    assert pages[1][1].split("\n")[-1] == "%d Controls" % len(pages) and pages[-1][0] == "Controls"


def test_hand_counts_are_digits_as_large_as_the_screen_fonts_beside_their_piece(game):
    from games.cetkaik import view as V
    s = game
    st = until_my_move(s)
    st.hand[1] = 3                       # three red pawns in my hand
    st._moves = None
    view = s.match.view
    view.show(st)
    s.run(2)
    face = simtools.rgb(0xE8D8B0)        # the digit's colour (sim/games/cetkaik/art.py "f")
    x0, y0 = V.PX + 2 + V.S, ui.STRIP + V.HAND_Y[1]   # the cell right of the first piece of my hand
    lit = [(x, y) for y in range(y0, y0 + V.S) for x in range(x0, x0 + V.S) if s.pixel(x, y) == face]
    assert lit
    xs = [x for x, _ in lit]
    ys = [y for _, y in lit]
    assert max(xs) - min(xs) + 1 >= 5 and max(ys) - min(ys) + 1 >= 7   # the font's 5x7 digits, not 3x5
    for i in range(V.HAND_COLS * V.HAND_ROWS):   # and no digit covers a piece: counts have cells of their own
        assert (i % V.HAND_COLS) * 2 + 1 < V.HAND_W


def test_the_computers_code_is_in_the_heap_only_while_it_decides():
    # the view does not keep the AI (keep_ai = False): not loaded with the match (its code would sit under the
    # view's objects and leave a hole there when dropped), loaded for each decision, dropped after it
    with simtools.sim() as s:
        s.start_game("cetkaik", seed=4, players=("human", "cpu:0"), options=(1,))
        s.run(2)
        assert s.match.ai is None and "games.cetkaik.ai" not in sys.modules
        until_my_move(s)
        assert s.match.ai is None and "games.cetkaik.ai" not in sys.modules
        go(s, -3, 0)                        # my pawn on LAI one square forward (as test_view's first test)
        s.tap("A")
        go(s, 0, -1)
        s.tap("A")
        until_my_move(s)                    # the computer has decided since (with its AI: no "low memory")
        assert s.match.last_turn is not None and "low memory" not in s.match.last_turn[5]
        assert s.match.ai is None and "games.cetkaik.ai" not in sys.modules


def test_the_cursor_is_a_whole_frame_that_shows_on_an_empty_square():
    # issue 37: corner brackets on an empty water or hue square read as a dark blob at 1x; a frame, light outside
    # and dark inside, reads on the dark squares and on a piece's light face alike
    cursor = sprite("cursor")
    n = len(cursor)
    edge = [cursor[0], cursor[-1], "".join(r[0] for r in cursor), "".join(r[-1] for r in cursor)]
    assert all(side == "f" * n for side in edge), cursor
    inner = [cursor[1][1:-1], cursor[-2][1:-1], "".join(r[1] for r in cursor[1:-1])]
    assert all(set(side) == {"k"} for side in inner), cursor



def test_the_results_say_which_hands_ended_each_season():
    # issue 37 point 6: the results gave the seasons' scores, not the hands that made them. The view keeps 4 bytes
    # a season (the scorer, the hands' mask), set in place at ta xot1: keeping the names ran out of memory at 96 KB
    from games.cetkaik import dialogs
    from games.cetkaik.hands import HANDS
    with simtools.sim() as s:
        s.start_game("cetkaik", seed=4, players=("cpu:1", "cpu:1"), options=(1,))   # one season
        for _ in range(4000):
            s.run(10)
            if s.state.is_over():
                break
        view = s.match.view
        sc = getattr(view, "scored", None)
        assert sc is not None and type(sc) is bytearray and len(sc) == 16, "the view keeps no hands"
        assert sc[0], "no season ended with ta xot1"
        p = sc[0] - 1
        m = sc[1] | sc[2] << 8 | sc[3] << 16
        first = [HANDS[h][0][4:] for h in range(10) if m >> h & 1][0]
        lines = dialogs.results(view, s.state)
        line = "%s scored " % s.match.names[p]
        assert any(t.startswith(line) and first in t for t in lines), lines
        assert all(len(t) <= 25 for t in lines) and len(lines) <= 7
