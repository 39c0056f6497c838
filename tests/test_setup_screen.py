"""The setup and Settings screens explain themselves (issue 29): the bottom line says what the highlighted value
does, an option that only matters between people (Cetkaik's Hot seat) is hidden against the computer, and the boxes
leave the launcher's icon row in view."""
from games.registry import GAMES
from pocket.settings_screen import FIELDS
from tests.helpers import simtools
from tests.helpers.simtools import ACCENT, FG, find_text

CETKAIK = [g[0] for g in GAMES].index("cetkaik")


def bottom_line(s, text):
    return find_text(s, text, FG, 0, 114, 160, 14) is not None


def shown(s, label):
    return any(find_text(s, label, c, 0, 40, 160, 74) is not None for c in (FG, ACCENT))


def box_under_the_icons(s):
    from pocket.launcher_box import BOX_Y
    return s.pixel(80, BOX_Y) == ACCENT and all(s.pixel(80, y) != ACCENT for y in range(13, BOX_Y))


def test_every_hint_fits_the_bottom_line():
    import importlib
    for g in GAMES:
        for opt in g[5]:
            # every option of every game says what its values do (games/<id>/setup_hints.py)
            hints = importlib.import_module("games.%s.setup_hints" % g[0]).HINTS[opt[0]]
            assert len(hints) == len(opt[3]), opt
            assert all(0 < len(h) <= 26 for h in hints), opt
    for f in FIELDS:
        assert len(f[3]) == len(f[2]) and all(0 < len(h) <= 26 for h in f[3]), f
    for g in GAMES:
        for key, label, labels in (g[6] if len(g) > 6 else ()):  # a game's own settings (Bean Dice's auto-claim)
            hints = importlib.import_module("games.%s.setup_hints" % g[0]).HINTS[key]
            assert len(hints) == len(labels) and all(0 < len(h) <= 26 for h in hints), key


def test_the_setup_line_says_what_each_choice_does_and_hides_hot_seat_options_against_the_computer():
    with simtools.sim() as s:
        s.run(10)
        s.tap(*(["DOWN"] * CETKAIK))
        s.tap("A")
        s.run(5)
        assert bottom_line(s, "The computer plays well")  # Opponent: CPU Normal
        assert box_under_the_icons(s)
        assert shown(s, "Seasons") and not shown(s, "Hot seat")
        s.tap("DOWN")
        assert bottom_line(s, "A full game: 4 seasons")
        s.tap("UP", "RIGHT", "RIGHT")  # CPU Normal -> Hard -> 2 players
        s.run(2)
        assert bottom_line(s, "Two of you: pass it round")
        assert shown(s, "Hot seat")
        s.tap("DOWN", "DOWN")
        assert bottom_line(s, "Board turns to the mover")
        s.tap("RIGHT")
        assert bottom_line(s, "Board stays one way up")


def test_the_settings_line_says_what_each_value_does():
    with simtools.sim() as s:
        s.run(10)
        s.tap("UP", "A")  # Settings, the menu's last row
        s.run(5)
        assert box_under_the_icons(s)
        assert bottom_line(s, "New games: CPU is Normal")
        s.tap("RIGHT")
        assert bottom_line(s, "New games: CPU is Hard")
        s.tap("DOWN")
        assert bottom_line(s, "Beeps for moves and wins")
