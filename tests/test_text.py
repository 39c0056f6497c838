"""pocket.text.Text: text drawn as tiles of the terminalio font, where the views put it."""
import pytest

import sim.device  # noqa: F401  (Blinka's displayio, quietly)
from pocket import text as T
from pocket import ui
from tests.helpers import simtools


def tiles(t):
    return [[t[c, r] for c in range(t.width)] for r in range(t.height)]


def row_of(s, cols):
    return [T.TILES[ord(ch) - 32] for ch in s] + [T.BLANK] * (cols - len(s))


def test_each_character_is_its_glyph_on_the_fonts_baseline():
    import terminalio
    for ch in "Ag|_":
        g = terminalio.FONT.get_glyph(ord(ch))
        t = T.TILES[ord(ch) - 32]
        sheet = [[T.SHEET[t * 6 + x, y] for x in range(6)] for y in range(12)]
        assert sheet == simtools.text_mask(ch), ch


def test_setting_text_writes_tiles_and_clears_what_the_old_text_left():
    t = T.Text("Hello", 2, 3, ui.FG, 8)
    assert (t.x, t.y, t.width, t.height) == (2, 3, 8, 1)
    assert tiles(t) == [row_of("Hello", 8)]
    t.text = "Hi"
    assert tiles(t) == [row_of("Hi", 8)]
    assert t.text == "Hi"


def test_two_lines_and_fewer_lines_later():
    t = T.Text("ab\ncde", 0, 0, ui.FG, 4, rows=3)
    assert tiles(t) == [row_of("ab", 4), row_of("cde", 4), row_of("", 4)]
    t.text = "x"
    assert tiles(t) == [row_of("x", 4), row_of("", 4), row_of("", 4)]


def test_anchored_texts_centre_on_or_end_at_their_x_when_the_text_changes():
    c = ui.label(None, "abcd", 80, 10, anchor=(0.5, 0.0), cols=10)
    assert c.x == 80 - 12
    c.text = "ab"
    assert c.x == 80 - 6
    r = ui.label(None, "", 158, 10, anchor=(1.0, 0.0))
    r.text = "12/3"
    assert r.x == 158 - 24
    c.place(40, 20)
    assert (c.x, c.y) == (40 - 6, 20)
    left = ui.label(None, "abc", 5, 7)
    left.text = "a"
    assert left.x == 5


def test_texts_of_one_colour_share_a_palette_and_the_colour_can_change():
    a = T.Text("a", 0, 0, 0x123456, 1)
    b = T.Text("b", 0, 0, 0x123456, 1)
    assert a.pixel_shader is b.pixel_shader
    assert a.color == 0x123456
    b.color = 0x654321
    assert b.color == 0x654321 and a.color == 0x123456


def test_the_desktop_refuses_text_wider_than_its_columns():
    t = T.Text("", 0, 0, ui.FG, 3)
    with pytest.raises(ValueError):
        t.text = "abcd"
    with pytest.raises(ValueError):
        T.Text("", 0, 0, ui.FG, 3, rows=1).text = "a\nb"


def test_on_screen_the_text_sits_where_the_font_draws_it():
    import displayio
    from sim.display import new_display
    d = new_display()
    g = displayio.Group()
    d.root_group = g
    ui.label(g, "Pocket gjy", 7, 20, ui.ACCENT)
    ui.label(g, "Mid", 80, 50, ui.GOOD, anchor=(0.5, 0.0))
    d.refresh()
    assert simtools.find_text(d, "Pocket gjy", simtools.ACCENT) == (7, 20)  # y: the top of the 12 px line
    assert simtools.find_text(d, "Mid", simtools.GOOD) == (80 - 9, 50)
