# Tanbo screen geometry and the widgets of the view, built once (split from view.py so that each module compiles
# in little RAM on the device).
import displayio

from pocket import ui
from games.tanbo import rules as R
from games.tanbo.words import end_text, plural, store_text

X0 = 3
CELL = 31           # cell pitch; cells are 30 px wide
TOP_Y = 0           # opponent's row: 30x27 cells, 3x3 tiles
INFO_Y = 29
ME_Y = 43           # your row: 30x47 cells, 3x4 tiles, the paddy's number, snakes (green) and rice under them
CHOICE_Y = 92
PROMPT_Y = 104
MORE = 6
SLOTS = 5
BAG_X = 31          # the bag's counts: one text whose columns BAG_COLS stand right of the icons
BAG_COLS = (0, 4, 8, 13)  # white, black, red rice, then (a little apart) the snakes in reserve
CHOICE_X = 40       # the choices' icons, CHOICE_PITCH apart (a multiple of the 6 px character cell)
CHOICE_PITCH = 24
CHOICE_WORDS = ("Place", "Sow", "Take", "", "Give", "Swap", "Swap", "Trim", "")  # fit left of the choices


def build(view, app):
    """Every TileGrid and label of the screen, added to app.stage; the view keeps references to change later."""
    bitmap, palette = app.sheet("tanbo")
    g = app.stage
    view.rows = []
    for row, (y, h, gh) in enumerate(((TOP_Y, 27, 3), (ME_Y, 47, 4))):
        bar = ui.rect(g, 0, y, 2, h, ui.I_PLAYER)
        # one highlight a row, moved under the chosen cell (a frame a cell cost 8 rectangles more)
        hi = ui.rect(g, X0 - 1, y - 1, 32, h + 2, ui.I_ACCENT)
        hi.hidden = True
        cells = []
        for i in range(5):
            x = X0 + CELL * i
            ui.rect(g, x, y, 30, h, ui.I_PANEL)
            grid = displayio.TileGrid(bitmap, pixel_shader=palette, tile_width=8, tile_height=8, width=3,
                                      height=gh, x=x + 3, y=y + 2)
            g.append(grid)
            count = None
            if row:
                ui.label(g, str(i + 1), x + 2, y + 34, ui.DIM)
                # the snakes in the snakes' green, then the rice in the rice's white: no "2/3" to decode
                count = (ui.label(g, "", x + 19, y + 34, ui.GOOD, anchor=(1.0, 0.0), cols=2),
                         ui.label(g, "", x + 29, y + 34, ui.FG, anchor=(1.0, 0.0), cols=2))
            cells.append((hi, grid, count))
        view.rows.append((bar, cells, gh * 3))
    # the bag (rice left by colour) and the reserve of snakes
    ui.label(g, "Bag", 2, INFO_Y, ui.DIM)
    for j, kind in enumerate((R.WHITE, R.BLACK, R.RED, R.SNAKE)):
        icon = displayio.TileGrid(bitmap, pixel_shader=palette, tile_width=8, tile_height=8,
                                  x=BAG_X - 9 + 6 * BAG_COLS[j], y=INFO_Y + 2)
        icon[0] = kind + 1
        g.append(icon)
    # the four counts in one text, each right of its icon (a text each cost 3 texts more)
    view.info = ui.label(g, "", BAG_X, INFO_Y, ui.FG, cols=BAG_COLS[3] + 2)
    view.gain = ui.label(g, "", 158, INFO_Y, ui.ACCENT, anchor=(1.0, 0.0))
    # the choices of the moment: up to five kinds with counts, the highlighted one framed
    view.word = ui.label(g, "", 2, CHOICE_Y, ui.DIM)
    view.choice_hi = ui.frame_rect(g, 0, CHOICE_Y, CHOICE_PITCH, 12, ui.I_ACCENT)
    view.choice_hi.hidden = True
    view.choice_icons = []
    view.choice_bgs = []  # hidden with the choices: the key to the numbers takes their line then
    for j in range(SLOTS):
        x = CHOICE_X + CHOICE_PITCH * j
        view.choice_bgs.append(ui.rect(g, x - 1, CHOICE_Y + 1, 10, 10, ui.I_BG))
        icon = displayio.TileGrid(bitmap, pixel_shader=palette, tile_width=8, tile_height=8, x=x, y=CHOICE_Y + 2)
        g.append(icon)
        view.choice_icons.append(icon)
    # the counts in one text, each right of its icon: the pitch is 4 character cells
    view.choice_counts = ui.label(g, "", CHOICE_X + 9, CHOICE_Y, ui.FG, cols=CHOICE_PITCH // 6 * (SLOTS - 1) + 2)
    view.prompt = ui.label(g, "", 2, PROMPT_Y, ui.ACCENT)
    # the key to the three numbers under your paddies, in their colours, where the choices go when there are none
    view.key = displayio.Group()
    for text, x, colour in (("Numbers: paddy", 2, ui.DIM), ("snakes", 92, ui.GOOD), ("rice", 134, ui.FG)):
        ui.label(view.key, text, x, CHOICE_Y, colour)
    g.append(view.key)


def show_gain(view, state):
    """Points gained this turn (accent), or once it is over, what the last turn scored (its player's colour)."""
    b = state.b
    sc = state.scores()
    seen = view.seen
    view.seen = (b[R.TURNS], sc)
    if b[R.GAIN] and b[R.PHASE] != R.SETUP:
        view.gain.color = ui.ACCENT
        view.gain.text = "+%d" % b[R.GAIN]
    elif seen is not None and seen[0] != b[R.TURNS]:
        p = 1 - b[R.PLAYER] if not state.is_over() else b[R.PLAYER]
        d = sc[p] - seen[1][p]
        view.gain.color = ui.PLAYER[p]
        view.gain.text = ("%+d" % d) if d else ""


def counts_text(cols, counts):
    """Numbers placed at the given character columns of one line (each at most 2 digits)."""
    line = ""
    for c, n in zip(cols, counts):
        line += " " * (c - len(line)) + n
    return line


def fill(view, grid, paddy, cap):
    snakes, w, bl, rd, farmer = paddy
    n = 0
    for kind, k in ((R.FARMER, farmer), (R.SNAKE, snakes), (R.WHITE, w), (R.BLACK, bl), (R.RED, rd)):
        for _ in range(k):
            if n < cap:
                grid[n] = kind + 1
            n += 1
    if n > cap:
        grid[cap - 1] = MORE
    for j in range(n, cap):
        grid[j] = 0


def paddy_of(view, state, move):
    """The paddy (on the bottom row) a choice concerns."""
    b = state.b
    ph = b[R.PHASE]
    if ph == R.SETUP:
        return move
    if ph == R.SOW:
        return b[R.CURSOR]
    if ph == R.HARVEST:
        return b[R.LAST]
    if ph == R.EXCESS:
        return b[R.CURSOR]
    if ph == R.SWAP1 or ph == R.SWAP2:
        return move // 5 if move != R.NO_SWAP else -1
    return -1


def results(view, state):
    b = state.b
    names = view.match.names
    lines = [end_text(state)]
    for p in (0, 1):
        lines.append("%s: %s" % (names[p][:12], plural(state.score(p), "point")))
        lines.append("  " + store_text(state, p))
    lines.append(plural(b[R.TURNS], "turn"))
    return lines
