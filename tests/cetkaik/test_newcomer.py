"""Cetkaik's second play-test (issue 29): what SELECT opens SELECT closes, the Hands box leaves the status strip
and the message strip visible, the cursor is not the last move's marker, and moves are said as a player says them."""
import sys

from pocket import ui
from tests.helpers import simtools
from tests.cetkaik.test_view import game, until_my_move  # noqa: F401 (fixture)


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
