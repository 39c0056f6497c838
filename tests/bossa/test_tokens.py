"""Bossa's tokens are pictures a newcomer follows, not the letters "R E S" (issue 18): the screen draws the pictures
of sim/games/bossa/art.py, and the help's Tokens page shows each picture on the line of its name."""
import os

from games.bossa import view as V
from pocket import helpview, ui
from tests.helpers import simtools
from tests.bossa.test_view import STAGE, art_colour, until_my_main

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TEXT_Y = (ui.H - (16 + 12 * helpview.LINES + 14)) // 2 + 15   # ui.Box: the first text line's top


def sprite(name):
    from sim.art import parse
    with open(os.path.join(ROOT, "sim", "games", "bossa", "art.txt")) as f:
        return dict(parse(f.read())[3])[name]


def drawn(s, rows, x0, y0):
    """Whether the screen shows the sprite `rows` at (x0, y0): every opaque pixel in its colour."""
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch != "." and s.pixel(x0 + x, y0 + y) != art_colour(ch):
                return False
    return True


def test_the_token_sprites_are_pictures_not_letters():
    from sim.games.bossa import art
    assert "GLYPHS" not in dir(art)
    for letter in "RESDI":
        rows = sprite("tok" + letter)
        picture = ["".join("." if c in ".n" else c for c in r[:7]) for r in rows]
        start = art.TOP[letter]
        want = list(art.PICTURES[letter])
        assert picture[start:start + len(want)] == want, letter
        used = sprite("tok%s_used" % letter)
        assert "y" not in "".join(used) and "g" in "".join(used), letter   # grey once used


def test_your_tokens_show_their_pictures_at_the_bottom():
    with simtools.sim() as s:
        s.start_game("bossa", seed=21, players=("human", "cpu:0"), options=(1, 0))
        st = until_my_main(s)
        s.run(3)
        for i, letter in enumerate("RES"):
            used = st.b[V.O_TOK] & V.TOKEN_BITS[i]
            rows = sprite("tok%s%s" % (letter, "_used" if used else ""))
            assert drawn(s, rows, V.TOK_X + V.TW_ * i, STAGE + V.HAND_Y), letter


def test_the_help_shows_each_token_beside_its_name():
    from games.bossa import help as H
    pages = {p[0]: p for p in helpview.pages_of("bossa")}
    for title, names in (("Tokens", ("Redraw", "Exchange", "Stack")), ("Modifiers", ("Double", "Invert"))):
        page = pages[title]
        x, y, cols, lines = helpview.layout(page[2], H.TILE_W, TEXT_Y, 12)
        text = ui.wrap(page[1], cols)
        assert len(text) <= lines, title
        assert y == TEXT_Y   # the rows stand on the text lines
        for name in names:
            r = [i for i, line in enumerate(text) if line.startswith(name + ":")]
            assert r, (title, name)
            mark = page[2][r[0]]
            assert H.KEY[mark] == (H._TOKEN + "RESXI".index(mark),), (title, name)
        assert "R   E   S" not in "".join("".join(p[2]) for p in pages.values() if len(p) > 2)
