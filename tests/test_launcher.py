"""The launcher, driven through the headless simulator with button presses and checked by pixels."""
import sys

from games.registry import GAMES
from tests.helpers import simtools
from tests.helpers.simtools import BG, FG, PANEL, PIG

ROW0_Y = 47 + 16 + 1  # the main menu box is at y=47; its first row starts 16 px lower
ROWS = min(4, len(GAMES) + 2)  # four rows visible at most: games, Pig, Settings


def bar_row(s):
    """Which visible menu row carries the selection bar (the bar is background-coloured inside the panel)."""
    rows = [i for i in range(ROWS) if s.pixel(10, ROW0_Y + 12 * i) == BG]
    assert len(rows) == 1, rows
    return rows[0]


def test_menu_shows_the_title_and_a_row_for_every_game_and_settings():
    with simtools.sim(extra_games=[PIG]) as s:
        s.run(10)
        # the five game icons over bars of the five player colours; the pointed game's bar is thicker
        assert {simtools.PLAYER[i] for i in range(5)} <= s.region_colors(10, 36, 150, 2)
        assert s.pixel(20, 39) == simtools.PLAYER[0] and s.pixel(50, 39) == BG
        assert len(s.region_colors(12, 16, 16, 16)) >= 3  # an icon, not an empty square
        assert s.pixel(158, 1) == PANEL  # the status strip
        assert s.pixel(2, 30) == BG
        assert FG in s.region_colors(0, 117, 160, 10)  # the first game's blurb in the footer
        assert bar_row(s) == 0
        items = len(GAMES) + 1 + 1  # the registered games, Pig, Settings
        for i in range(1, items):
            s.tap("DOWN")
            assert bar_row(s) == min(i, ROWS - 1)
            if i == 1 and len(GAMES) > 1:
                assert s.pixel(50, 39) == simtools.PLAYER[1] and s.pixel(20, 39) == BG
        s.tap("DOWN")  # wraps to the first item
        assert bar_row(s) == 0
        s.tap("UP")
        assert bar_row(s) == ROWS - 1


def test_settings_are_changed_and_persist(tmp_path):
    nvm = str(tmp_path / "nvm.bin")
    with simtools.sim(nvm_path=nvm) as s:
        s.run(5)
        s.tap("UP", "A")  # the last item is Settings
        s.run(3)
        s.tap("RIGHT")  # CPU level Normal -> Hard
        s.tap("B")  # leave, saving
        s.run(3)
    from pocket.saves import Store
    from pocket.settings import Settings
    from sim.device import Nvm
    st = Settings(Store(Nvm(nvm)))
    assert st.load() and st.get("level") == 2


def test_a_game_starts_after_a_reload_and_save_and_quit_returns_to_the_menu_with_resume():
    with simtools.sim(extra_games=[PIG]) as s:
        s.run(5)
        s.tap("UP", "UP", "A")  # Settings, then Pig (listed last), open its setup
        s.run(3)
        s.tap("DOWN", "DOWN", "A")  # rows: Opponent, How to play, Start
        s.run(10)
        assert s.match is not None and s.match.setup.game_id == "refgame"
        assert s.match.setup.kinds[1] == 2  # CPU Normal, the default level
        assert s.pixel(5, 5) == simtools.PLAYER[0]  # the human's swatch in the status strip
        s.tap("A")  # roll
        s.run(30)
        # the launcher picked a fresh random seed: the die may have passed the turn to the CPU; wait for ours
        for _ in range(100):
            if s.state.to_move() == 0:
                break
            s.run(10)
        s.run(5)
        assert s.state.to_move() == 0
        played = s.state.encode()
        rng = s.match.rng.getstate()
        s.tap("START", "DOWN", "DOWN", "DOWN", "A")  # pause menu: Save and quit
        s.run(10)
        assert "pocket.launcher" in sys.modules and "pocket.match" not in sys.modules
        # Resume is now the first entry; choosing it brings back the exact state
        s.tap("A")
        s.run(10)
        assert s.match is not None and s.state.encode() == played
        assert s.match.rng.getstate() == rng  # the dice will fall the same way too


def test_every_blurb_fits_the_footer_with_its_player_count():
    for g in GAMES:
        players = "(%dp)" % g[2] if g[2] == g[3] else "(%d-%dp)" % (g[2], g[3])
        assert len(g[4]) + 1 + len(players) <= 26, g[4]
