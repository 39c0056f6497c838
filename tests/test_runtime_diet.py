"""The runtime keeps in a game's heap only what play needs (issue 14): the pause menu, its help, the modal
widgets are imported when they open and forgotten when they close; the Settings screen's labels agree with the
bytes pocket.settings keeps."""
import sys

from tests.helpers import simtools
from tests.helpers.simtools import PIG

LAZY = ("pocket.pause", "pocket.helpview", "pocket.modal", "pocket.results", "pocket.resume", "pocket.bmp")


def test_pause_menu_and_help_are_imported_while_open_and_forgotten_after():
    with simtools.sim(extra_games=[PIG]) as s:
        s.start_game("refgame", seed=1, players=("human", "cpu:0"))
        s.run(5)
        assert not [m for m in LAZY if m in sys.modules], [m for m in LAZY if m in sys.modules]
        s.tap("START")
        s.run(2)
        assert "pocket.pause" in sys.modules and "pocket.modal" in sys.modules  # the menu is open
        s.tap("DOWN", "A")  # How to play
        s.run(3)
        assert "pocket.helpview" in sys.modules
        s.tap("B", "B")  # close help, resume
        s.run(3)
        left = [m for m in LAZY if m in sys.modules]
        assert not left, left
        s.tap("A")  # the game still takes input
        s.run(5)


def test_the_settings_screen_rows_match_the_stored_settings():
    from pocket import settings
    from pocket.settings_screen import FIELDS
    assert tuple(f[0] for f in FIELDS) == settings.NAMES
    assert bytes(len(f[2]) for f in FIELDS) == settings.COUNTS
    assert all(d < c for d, c in zip(settings.DEFAULTS, settings.COUNTS))
    assert len(settings.DEFAULTS) == len(settings.NAMES)
