"""No text cut off or overlapping, on every screen the fuzzer and the twin's scenario scripts reach (sim.textcheck):
the launcher, Settings, How to play, each game's screens against the computer (to the results and Rematch/Menu)
and hot seat (its first minute), the pause menu and its help, 300 fuzzed presses a game. A text must stay on the screen and on its panel, not be partly covered,
not overlap another text, a sprite or what the view declares as no place for text (View.no_text)."""
import displayio
import pytest

from sim.fuzz import fuzz_game
from sim.runner import seed_games
from sim.scripted import play
from sim.textcheck import Watcher, check
from sim.twin.scenarios import all_scenarios, choose_game, registry
from tests.helpers import simtools

FUZZ_PRESSES = 300
SCENARIOS = all_scenarios()
GAMES = [g[0] for g in registry()]

# What the checker finds in a game and is not fixed yet (none today): strict, so a fix makes the test pass and
# pytest then asks for the entry to go.
KNOWN = {}


def expect(game):
    return pytest.param(game, marks=pytest.mark.xfail(strict=True, reason=KNOWN[game])) if game in KNOWN else game


HOT_SEAT_FRAMES = 1500  # the first minute of a hot-seat game: its hand-over screens (a whole one takes minutes)


def run_scenarios(names, w=None):
    """names: scenario names, or (name, frames) for the first frames of one."""
    w = w or Watcher()
    for name in names:
        name, frames = name if isinstance(name, tuple) else (name, None)
        with simtools.sim() as s:
            seed_games(s.device, 1)  # the same games every run (the launcher's seed is random, as on the device)
            s.hooks.append(w)
            if frames:
                play(s, SCENARIOS[name][0], max_frames=frames, partial=True)
            else:
                play(s, SCENARIOS[name][0])
    return w


def every_help_script():
    """From the menu, each game's How to play, every page (RIGHT until the pages wrap around), back to the menu."""
    out = ""
    for i, g in enumerate(registry()):
        # against the computer (the default seats) a hot-seat option (a fifth element) is not shown
        how_to = (1 if g[3] == 2 else g[3] - 1) + len([o for o in g[5] if len(o) < 5])
        out += choose_game(i) + "press DOWN %d\npress A\nwait 5\npress RIGHT 30\npress B\nwait 5\npress B\nwait 5\n" \
            % how_to + "expect program code.py\n"
    return out


def test_the_launcher_settings_help_and_the_pause_menu():
    w = run_scenarios(["boot-menu", "settings", "help", "pause-resume"])  # (Tanbo to its results)
    with simtools.sim() as s:
        seed_games(s.device, 1)
        s.hooks.append(w)
        play(s, every_help_script())
    launcher = Watcher(games=False)  # the games the fuzzer starts from the menu are each game's own test
    fuzz_game(None, FUZZ_PRESSES, 1, out=lambda *a: None, hooks=[launcher])
    assert w.screens > 100 and launcher.screens >= 3  # (the fuzzer soon starts a game from the menu)
    assert not w.found and not launcher.found, "\n".join(w.report() + launcher.report())


@pytest.mark.parametrize("game", [expect(g) for g in GAMES])
def test_every_screen_of_a_game(game):
    # against the computer to the results and back to the menu; the start of a hot-seat game; the fuzzer
    # a game known to fail stops at its first problem (a fixed game runs everything, and passes)
    names = ["%s-easy" % game, ("%s-hotseat" % game, HOT_SEAT_FRAMES)]
    if "%s-5p" % game in SCENARIOS:  # five seats: a fuller status strip
        names.append(("%s-5p" % game, 2 * HOT_SEAT_FRAMES))
    w = run_scenarios(names, Watcher(stop=game in KNOWN))
    fuzz_game(game, FUZZ_PRESSES, 1, out=lambda *a: None, hooks=[w])
    assert w.screens > 50
    assert not w.found, "\n".join(w.report())


# --- the checker itself can fail ---------------------------------------------------------------------------------
class Screen:
    """The parts of pocket.app.App the checker reads, with the runtime's own widgets."""

    def __init__(self):
        from pocket import ui
        self.root = displayio.Group()
        ui.rect(self.root, 0, 0, ui.W, ui.H, ui.I_BG)
        self.stage = displayio.Group(y=ui.STRIP)
        self.root.append(self.stage)
        self.overlay = displayio.Group()
        self.root.append(self.overlay)


def problems(build, no_text=None):
    s = Screen()
    build(s)

    class View:
        pass

    v = View()
    if no_text is not None:
        v.no_text = no_text(s)
    return check(s, v)


def test_a_clean_screen_passes():
    from pocket import ui
    assert problems(lambda s: (ui.label(s.stage, "Hello", 2, 0), ui.label(s.stage, "World", 2, 12))) == []


def test_overlapping_texts_fail():
    from pocket import ui
    got = problems(lambda s: (ui.label(s.stage, "Hello", 2, 0), ui.label(s.stage, "World", 20, 4)))
    assert len(got) == 1 and "overlap" in got[0]


def test_a_text_leaving_the_screen_fails():
    from pocket import ui
    got = problems(lambda s: ui.label(s.stage, "Far too long a line", 60, 0))
    assert any("leaves the screen" in p for p in got)


def test_a_text_running_off_its_panel_or_partly_covered_fails():
    from pocket import ui

    def off_panel(s):
        ui.rect(s.stage, 0, 40, 50, 12, ui.I_PANEL)
        ui.label(s.stage, "Longer than it", 2, 40)

    assert any("runs off its panel" in p for p in problems(off_panel))

    def covered(s):
        ui.label(s.stage, "Half hidden", 2, 40)
        ui.rect(s.stage, 0, 46, 160, 12, ui.I_PANEL)

    assert any("partly covered" in p for p in problems(covered))

    def wholly_under(s):  # a text wholly under a later panel is just not on this screen
        ui.label(s.stage, "Hidden", 2, 40)
        ui.rect(s.stage, 0, 38, 160, 16, ui.I_PANEL)

    assert problems(wholly_under) == []


def test_a_text_on_a_sprite_or_a_declared_board_fails():
    from pocket import ui
    from pocket.text import SHEET, palette

    def on_sprite(s):
        tg = displayio.TileGrid(SHEET, pixel_shader=palette(ui.FG), width=2, height=1, tile_width=6,
                                tile_height=12, x=10, y=40)
        tg[0, 0] = 33  # "A": a drawn cell; the other is blank
        s.stage.append(tg)
        ui.label(s.stage, "x", 10, 44)

    assert any("sprite" in p for p in problems(on_sprite))

    def beside_sprite(s):
        tg = displayio.TileGrid(SHEET, pixel_shader=palette(ui.FG), width=2, height=1, tile_width=6,
                                tile_height=12, x=10, y=40)
        tg[0, 0] = 33
        s.stage.append(tg)
        ui.label(s.stage, "x", 16, 40)  # on the blank cell

    assert problems(beside_sprite) == []

    def on_a_panel_over_the_sprite(s):  # a box drawn over the whole sprite, its text on it: the sprite is hidden
        on_sprite(s)
        s.stage.pop()
        ui.rect(s.stage, 8, 38, 20, 16, ui.I_PANEL)
        ui.label(s.stage, "x", 10, 40)

    assert problems(on_a_panel_over_the_sprite) == []

    def board(s):
        s.board = displayio.Group()
        ui.rect(s.board, 20, 20, 60, 60, ui.I_PANEL)
        ui.label(s.board, "a1", 22, 22)  # the board's own coordinates are part of it
        s.stage.append(s.board)
        ui.label(s.stage, "Hint", 30, 40)  # inside the board's rectangle, but drawn by the view

    got = problems(board, no_text=lambda s: (s.board,))
    assert len(got) == 1 and "'Hint'" in got[0] and "board" in got[0]
    assert problems(board) == []  # undeclared, a rectangle is not a board
    got = problems(lambda s: ui.label(s.stage, "Hint", 70, 70), no_text=lambda s: ((60, 50, 40, 40),))
    assert len(got) == 1


def sprite(group, x, y):
    from pocket import ui
    from pocket.text import SHEET, palette
    tg = displayio.TileGrid(SHEET, pixel_shader=palette(ui.FG), width=1, height=1, tile_width=6, tile_height=12,
                            x=x, y=y)
    tg[0, 0] = 33  # "A": a cell that draws
    group.append(tg)


def test_a_sprite_leaving_the_screen_or_its_panel_fails():
    from pocket import ui
    got = problems(lambda s: sprite(s.stage, 157, 40))
    assert any("sprite" in p and "leaves the screen" in p for p in got), got

    def off_panel(s):  # the 7th card of a hand, past its panel's edge
        ui.rect(s.stage, 0, 40, 40, 20, ui.I_PANEL)
        sprite(s.stage, 37, 42)

    got = problems(off_panel)
    assert any("runs off its panel" in p for p in got), got

    def on_panel(s):
        ui.rect(s.stage, 0, 40, 40, 20, ui.I_PANEL)
        sprite(s.stage, 30, 42)

    assert problems(on_panel) == []
    assert problems(lambda s: sprite(s.stage, 100, 40)) == []  # on the background: no panel to leave

    def turned(cell):  # a grid turned round (Cetkaik's opponent hand): its last cell shows first
        def build(s):
            from pocket.text import SHEET, palette
            tg = displayio.TileGrid(SHEET, pixel_shader=palette(ui.FG), width=3, height=1, tile_width=6,
                                    tile_height=12, x=144, y=40)
            tg.flip_x = True
            tg[cell, 0] = 33
            s.stage.append(tg)
        return build

    assert problems(turned(2)) == []   # drawn in the grid's first cell (x 144), well inside the screen
    got = problems(turned(0))          # drawn in its last (x 156): the "A" runs past x 160
    assert any("leaves the screen" in p for p in got), got


def test_a_flipped_grid_is_checked_where_it_draws():
    # flip_x mirrors the whole grid: the last cell of a grid reaching past the edge is drawn at its left end
    # (Cetkaik's turned hand: its blank last cell is off the screen, the pieces are not)
    from pocket import ui
    from pocket.text import SHEET, palette

    def grid(flip, cell):
        def build(s):
            tg = displayio.TileGrid(SHEET, pixel_shader=palette(ui.FG), width=3, height=1, tile_width=6,
                                    tile_height=12, x=145, y=40)
            tg[cell, 0] = 33
            tg.flip_x = flip
            s.stage.append(tg)
        return build

    assert any("leaves the screen" in p for p in problems(grid(False, 2)))
    assert problems(grid(True, 2)) == []      # drawn at x 145-150
    assert any("leaves the screen" in p for p in problems(grid(True, 0)))


def test_a_box_over_the_status_strip_fails():
    from pocket import modal, ui

    def box(y, h):
        def build(s):
            g = displayio.Group()
            ui.rect(g, 2, y, 156, h, ui.I_PANEL)
            s.overlay.append(g)
        return build

    got = problems(box(7, 114))  # where the results box was: it hid whose win and the scores
    assert any("status strip" in p for p in got), got
    assert problems(box(13, 114)) == []
    assert problems(box(1, 126)) == []  # a whole page (help) may use the screen's height
    # the runtime's own boxes now sit below the strip
    for b in (modal.Box("Title", "text"), modal.Menu("Paused", ["a", "b", "c", "d", "e", "f", "g"], rows=9),
              modal.Menu("Q", ["a", "b"], text=("x", "y", "z"))):
        s = Screen()
        s.overlay.append(b.group)
        assert not any("status strip" in p for p in check(s, None)), b


def test_a_text_drawn_shorter_than_it_was_given_is_cut():
    # issue 37: "CPU2: Tiger TE via ZI to X" (a whole line's Text draws its first 26 characters), the launcher's
    # "A: the rules, a page a ste" (a label showing its max_characters, not scrolled)
    from pocket import ui
    from pocket.text import Text
    got = problems(lambda s: s.stage.append(Text("CPU2: Tiger TE via ZI to XU", 2, 0, ui.FG, ui.COLS)))
    assert len(got) == 1 and "cut" in got[0] and "'CPU2: Tiger TE via ZI to X'" in got[0], got
    assert problems(lambda s: s.stage.append(Text("CPU: Tiger TE via ZI to XU", 2, 0, ui.FG, ui.COLS))) == []


def test_a_label_longer_than_it_shows_is_cut_unless_the_launcher_line_scrolls_it():
    pytest.importorskip("adafruit_display_text")
    from pocket import ui
    from adafruit_display_text.bitmap_label import Label
    long = "A: the rules, a page a step"

    def build(s):
        s.lab = Label(ui.FONT, text=long, color=ui.FG, max_characters=ui.COLS, anchor_point=(0.0, 0.0),
                      anchored_position=(2, 0))
        s.stage.append(s.lab)

    got = problems(build)
    assert any("cut" in p for p in got), got
    s = Screen()
    build(s)

    class Scroller:  # what launcher_text.Line keeps: its label, and the text it scrolls
        text = s.lab
        full = s.lab.text

    s.line = Scroller()
    assert check(s, None) == []


def footer(s, text):
    """The screen's message line holds `text` (what App.say writes)."""
    s.footer_text = text
    s.stage.append(text)


def test_a_text_cut_where_it_was_written_is_cut():
    # issue 37: "Bean Dice: you fulfil each" and "The cerke_online site's" were hints written to their 26 columns:
    # drawn whole, yet cut
    from pocket import ui
    from pocket.text import Text
    from sim.textcheck import dangling
    for cut in ("Bean Dice: you fulfil each", "The cerke_online site's", "1/1 CPU: Pawn XI via XU to",
                "A: the rules, a page a"):
        assert dangling(cut), cut
        got = problems(lambda s: footer(s, Text(cut, 2, 0, ui.FG, ui.COLS)))
        assert len(got) == 1 and "cut where it was written" in got[0], got
    # a view's line that is one line of a paragraph wrapped over several texts may end anywhere
    assert problems(lambda s: s.stage.append(Text("End: +2 per farmer in an", 2, 0, ui.FG, ui.COLS))) == []
    for whole in ("cerke_online site's rules", "Bean Dice: you pick claims", "A: go on", "It's", "Rice: it's",
                  "Sows a snake", "CPU takes your Pawn on LY", "Tam2 ZO via ZY to TO",
                  "Hold A to hurry it. Rules: see the\nrules page."):
        assert dangling(whole.split("\n")[-1]) is None, whole


def test_no_hint_of_a_setup_or_settings_row_ends_cut():
    # every value's hint on the setup and Settings screens, whether or not a test reaches that screen
    import importlib
    from sim.textcheck import dangling
    from pocket.settings_screen import FIELDS
    hints = [h for f in FIELDS for h in f[3]]
    for gid in GAMES:
        try:
            mod = importlib.import_module("games.%s.setup_hints" % gid)
        except ImportError:
            continue
        hints.extend(h for values in mod.HINTS.values() for h in values)
    assert len(hints) > 20
    cut = [h for h in hints if dangling(h)]
    assert not cut, cut
