"""A sixth game touches nothing generic (issue 39): Nim, in tests/nimgame/ alone (rules, ai, view, help,
setup_hints: docs/ENGINE.md, "Adding a game"), registered by this test, is taken by the launcher (its menu row, a
sixth place on the title row), its setup screen (its option's hint, its How to play), its own setting on the
Settings screen, a match to the end, a save and its Resume, the benchmark's quick run and the device twin's
scenario list, with no edit outside its folder."""
import sys

import pytest

from tests.helpers import simtools
from tests.helpers.simtools import ACCENT, FG, PLAYER, find_text

NIM = (("nim", "Nim", 2, 2, "Take the last stone", (("stones", "Stones", (7, 10), ("7", "10")),),
        (("nimpace", "Nim stones", ("Plain", "Counted")),)), "tests.nimgame")


@pytest.fixture
def registered(monkeypatch):
    """Nim in games/registry.py's GAMES and importable as games.nim (what its folder in games/ would give) for the
    desktop tools; the simulator's extra_games does the same for the device program."""
    import importlib
    import games.registry as registry
    monkeypatch.setattr(registry, "GAMES", registry.GAMES + (NIM[0],))
    monkeypatch.setitem(sys.modules, "games.nim", importlib.import_module(NIM[1]))
    for part in ("rules", "ai"):
        monkeypatch.setitem(sys.modules, "games.nim." + part, importlib.import_module(NIM[1] + "." + part))
    return registry.GAMES


def bottom_line(s, text):
    return find_text(s, text, FG, 0, 114, 160, 14) is not None


def test_the_launcher_lists_it_and_gives_it_a_place_on_the_title_row():
    from games.registry import GAMES
    nim = len(GAMES)  # its row in the menu (no save to resume), its place on the title row
    with simtools.sim(extra_games=[NIM]) as s:
        s.run(10)
        assert find_text(s, "Nim", FG, 0, 40, 160, 74) is None  # four rows shown: the menu's sixth is below
        s.tap(*(["DOWN"] * nim))
        s.run(2)
        assert find_text(s, "Nim", ACCENT, 0, 40, 160, 74) or find_text(s, "Nim", FG, 0, 40, 160, 74)
        assert bottom_line(s, "Take the last stone (2p)")
        # six places, 25 px apart from x 5: the sheet has no icon of Nim, its initial stands in; its bar is
        # underlined (5 px high) since the menu points at it, in the first player's colour (six games, five colours)
        # (the stage starts under the 12 px status line)
        assert find_text(s, "N", ACCENT, 5 + 25 * nim, 12, 25, 24) is not None
        bar_x = 5 + 25 * nim + 12
        assert [s.pixel(bar_x, 12 + y) for y in range(24, 29)] == [PLAYER[0]] * 5
        assert s.pixel(5 + 12, 12 + 25) == PLAYER[0] and s.pixel(5 + 12, 12 + 26) != PLAYER[0]


def test_its_setup_screen_help_and_match_run_from_its_folder():
    from games.registry import GAMES
    with simtools.sim(extra_games=[NIM]) as s:
        s.run(10)
        s.tap(*(["DOWN"] * len(GAMES)), "A")
        s.run(5)
        assert bottom_line(s, "The computer plays well")  # Opponent: CPU Normal
        s.tap("DOWN")
        assert bottom_line(s, "A short game: 7 stones")  # its tests/nimgame/setup_hints.py
        s.tap("RIGHT")
        assert bottom_line(s, "A longer game: 10 stones")
        s.tap("DOWN", "A")  # How to play: its help.py
        s.run(5)
        assert find_text(s, "Take the last stone.", FG) is not None
        s.tap("B")
        s.run(5)
        s.tap("DOWN", "A")  # Start
        s.run(30)
        assert s.match is not None and s.match.setup.game_id == "nim"
        assert s.state.stones == 10 and list(s.match.setup.kinds) == [0, 2]
        while not s.state.is_over():
            if s.state.to_move() == 0:
                s.tap("A")  # take 1
            s.run(20)
        s.run(10)
        assert ACCENT in s.region_colors(40, 8, 80, 12)  # the results box


def test_its_own_setting_is_on_the_settings_screen_and_kept():
    with simtools.sim(extra_games=[NIM]) as s:
        s.run(10)
        s.tap("UP", "A")  # Settings, the menu's last row
        s.run(5)
        s.tap(*(["DOWN"] * 6))  # the runtime's five, Bean Dice's Auto-claim, then Nim's own
        s.run(2)
        assert bottom_line(s, "Stones drawn as they are")  # its tests/nimgame/setup_hints.py
        s.tap("RIGHT")
        assert bottom_line(s, "Stones with their count")
        s.tap("DOWN", "A")  # Done: saved
        s.run(10)
        from pocket.saves import Store
        from pocket.settings import Settings
        from games.registry import GAMES
        st = Settings(Store(s.device.nvm), GAMES + (NIM[0],))
        assert st.load() and st.get("nimpace") == 1 and st.get("autoclaim") == 0


def test_a_nim_game_is_saved_and_resumed_from_the_menu():
    with simtools.sim(extra_games=[NIM]) as s:
        s.start_game("nim", seed=3, players=("human", "cpu:2"))
        s.run(10)
        s.tap("RIGHT", "A")  # take 2 of 7; the computer leaves 4
        s.run(60)
        assert s.state.to_move() == 0 and s.state.stones == 4
        before = s.state.encode()
        s.tap("START")
        s.run(5)
        s.tap("DOWN", "DOWN", "DOWN", "A")  # Save and quit
        s.run(30)
        assert s.match is None and "pocket.launcher" in sys.modules
        assert find_text(s, "Resume Nim", ACCENT, 0, 40, 160, 74) is not None  # the menu's first row
        s.tap("A")  # Resume Nim, the menu's first row
        s.run(30)
        assert s.match is not None and s.match.setup.game_id == "nim"
        assert s.state.encode() == before and list(s.match.setup.kinds) == [0, 3]


def test_the_benchmarks_quick_run_plays_it(registered):
    from sim.bench import run
    cfg = run.Config(games=["nim"], parts=("strength",), levels=(0, 1), random_games=2, mcts_games=0,
                     mcts_levels=(), strength_minutes=0.5, jobs=1)
    res = run.run(cfg, log=lambda *a: None)
    assert res["order"] == ["nim"] and res["games"]["nim"]["title"] == "Nim"
    assert res["games"]["nim"]["strength"], res["games"]["nim"]


def test_the_twin_has_its_scenarios(registered):
    from sim.twin import scenarios
    names = scenarios.all_scenarios()
    for name in ("nim-easy", "nim-normal", "nim-hard", "nim-hotseat"):
        assert name in names
    script = names["nim-hard"][0]
    assert "press DOWN %d\n" % (len(registered) - 1) in script and "expect kinds 0,3" in script
    assert "hour-nim" in scenarios.long_scenarios()
    assert "press DOWN 7\n" in names["settings"][0]  # to Done, past Bean Dice's and Nim's own settings
