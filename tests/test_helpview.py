"""Help pages with diagrams (pocket.helpview): a page's third element is drawn from the game's sprite sheet where
its rows say, text-only pages still show their text, and every page's text fits its box."""
import pytest

from pocket import helpview, ui
from games.cetkaik import help as cetkaik_help
from games.cetkaik.layout import P_MOVE, V_PHASE
from tests.helpers import simtools

DOT = simtools.rgb(0x40C870)     # the "dest" sprite's dot
SQUARE = simtools.rgb(0x6B5234)  # an ordinary square's inside
HUE = simtools.rgb(0x4F7A3A)     # a hue square's inside
TEXT_Y = (ui.H - (16 + 12 * helpview.LINES + 14)) // 2 + 15   # ui.Box: the first text line's top


def page_index(title):
    for i, page in enumerate(helpview.pages_of("cetkaik")):
        if page[0] == title:
            return i
    raise AssertionError(title)


def open_help(s, options):
    """Start a hot-seat Cetkaik game with these options and open the help from the pause menu, on its first page."""
    s.start_game("cetkaik", seed=4, players=("human", "human"), options=options)
    for _ in range(60):
        s.run(10)
        if s.state is not None and s.state.v[V_PHASE] == P_MOVE:
            break
    s.run(3)
    s.tap("START", "DOWN", "A")          # Paused > How to play
    s.run(3)


@pytest.fixture
def help_open():
    """A hot-seat Cetkaik game with the help open from the pause menu, on its first page."""
    with simtools.sim() as s:
        open_help(s, (1,))
        yield s


def cell_centre(rows, r, c):
    from games.cetkaik.view import S   # Cetkaik's tile size
    x, y, _, _ = helpview.layout(rows, S, TEXT_Y)
    return x + S * c + S // 2, y + S * r + S // 2


def test_a_diagram_page_draws_each_mark_where_its_rows_say(help_open):
    s = help_open
    for _ in range(page_index("Pawn")):
        s.tap("RIGHT")
    s.run(2)
    rows = cetkaik_help.PAGES[page_index("Pawn")][2]
    dots = 0
    for r, line in enumerate(rows):
        for c, ch in enumerate(line):
            px = s.pixel(*cell_centre(rows, r, c))
            if ch in "oO":
                assert px == DOT, (r, c)
                dots += 1
            elif ch == ".":
                assert px == SQUARE, (r, c)
            elif ch == ":":
                assert px == HUE, (r, c)
            elif ch == " ":
                assert px == simtools.PANEL, (r, c)   # the gap between the two diagrams: the box shows through
    assert dots == 6   # a Pawn: 1 ahead; in hue 4 ways and 2 ahead


def test_turning_to_a_text_page_hides_the_diagram_and_shows_the_text(help_open):
    s = help_open
    i = page_index("Pawn")
    for _ in range(i):
        s.tap("RIGHT")
    rows = cetkaik_help.PAGES[i][2]
    where = cell_centre(rows, 1, 2)             # the Pawn's dot
    assert s.pixel(*where) == DOT
    for _ in range(i):
        s.tap("LEFT")                           # back to "Contents": two elements, text only
    s.run(2)
    assert s.pixel(*where) != DOT
    assert helpview.pages_of("cetkaik")[0][0] == "First game"  # (then Contents)
    # its last wrapped line is on screen: text-only pages use the whole box
    lines = ui.wrap(cetkaik_help.PAGES[0][1], ui.COLS - 1)
    y = TEXT_Y + 12 * (len(lines) - 1)
    assert simtools.FG in s.region_colors(6, y, ui.CHAR_W * len(lines[-1]), 12)


def test_a_game_without_a_sheet_keeps_text_only_pages():
    # the reference game's help has no SHEET: its pages are (title, text) and the generic controls come last
    pages = helpview.pages_of("no_such_game")
    assert pages == (helpview.CONTROLS,)


@pytest.mark.parametrize("options", [None, {"rules": "official"}, {"rules": "online"}])
def test_every_cetkaik_page_fits_its_box_and_uses_known_marks(options):
    for page in helpview.pages_of("cetkaik", options):
        if len(page) > 2:
            rows = page[2]
            assert len(set(len(r) for r in rows)) == 1, page[0]
            for line in rows:
                for ch in line:
                    assert ch in cetkaik_help.KEY, (page[0], ch)
            from games.cetkaik.view import S   # Cetkaik's tile size
            x, y, cols, lines = helpview.layout(rows, S, TEXT_Y)
            assert x >= 4 and x + S * len(rows[0]) <= ui.W - 4 and y + S * len(rows) <= TEXT_Y + 12 * 8 + 2
        else:
            cols, lines = ui.COLS - 1, helpview.LINES
        assert len(ui.wrap(page[1], cols)) <= lines, page[0]


def test_the_help_tiles_are_the_boards_own():
    from games.cetkaik import view
    assert (cetkaik_help._SQ, cetkaik_help._HUE, cetkaik_help._WATER, cetkaik_help._TAM) == \
        (view.T_SQUARE, view.T_HUE, view.T_WATER, view.T_TAM)
    assert (cetkaik_help._PIECE, cetkaik_help._DOT, cetkaik_help._RING, cetkaik_help._TAKE, cetkaik_help._LAST) == \
        (view.T_PIECE, view.T_DEST, view.T_VIA, view.T_CAPTURE, view.T_LAST)


@pytest.mark.parametrize("game_id", ["rice", "tanbo", "beans"])
def test_every_text_page_fits_the_help_box(game_id):
    # a ninth line is cut off the screen (Tanbo's "Actions" page lost "S=R: big move" that way)
    for page in helpview.pages_of(game_id):
        assert len(ui.wrap(page[1], ui.COLS - 1)) <= helpview.LINES, (game_id, page[0])


def test_the_bean_help_says_the_dice_and_cards_are_our_own():
    # the rulebook: « la répartition est précisée sur les cartes » — aid cards that are not public, nor the 61 cards
    text = " ".join(p[1] for p in helpview.pages_of("beans"))
    assert "dice faces and the 61 harvest cards are this game's own design" in text
    assert "not public" in text
    # the first page says the goal (issue 37: it was a designer's note); the last of the game's own: whose rules
    # the game follows, and that house data and rulings fill the rulebook's gaps
    pages = helpview.pages_of("beans")
    assert pages[0][0] == "Goal" and "13 coins" in pages[0][1]
    about = pages[-2][1]  # (the runtime's Controls page comes last)
    assert "Wuerfel Bohnanza's rules" in about and "house data" in about and "rulings fill" in about


def page_text(title, options):
    for page in helpview.pages_of("cetkaik", options):
        if page[0] == title:
            return page[1]
    raise AssertionError(title)


def test_the_cetkaik_help_says_which_rules_are_in_force():
    official, online = {"rules": "official"}, {"rules": "online"}
    assert page_text("Rules", official).startswith("Official rules") and page_text("Rules", None) == \
        page_text("Rules", official)
    assert page_text("Rules", online).startswith("cerke_online rules")
    assert "Go if that reaches it" in page_text("Sticks", official)
    assert "stop on its line within them" in page_text("Sticks", online)
    assert "even if the move is then given up" in page_text("Tam2 penalty", official)
    assert "it costs nothing" in page_text("Tam2 penalty", online)
    # the same pages in the same order either way (only the texts differ)
    assert [p[0] for p in helpview.pages_of("cetkaik", official)] == [p[0] for p in helpview.pages_of("cetkaik",
                                                                                                    online)]


@pytest.mark.parametrize("rules, first", [(0, "Official rules"), (1, "cerke_online rules")])
def test_the_pause_menus_help_shows_the_rules_of_the_game(rules, first):
    import sys
    with simtools.sim() as s:
        open_help(s, (1, 0, rules))
        s.tap("RIGHT", "RIGHT", "RIGHT")     # First game > Contents > Goal > Rules
        s.run(2)
        shown = " ".join(x.text for box in sys.modules["pocket.app"].current.overlay for x in box
                         if hasattr(x, "text"))
        assert "Rules 4/" in shown and first.split()[0] in shown, shown
