# Bossa's screen: its geometry, and the widgets built once when the game starts, the SELECT zoom included. A module
# of its own because it is loaded and dropped: games/bossa/view.py runs build() and then forgets it (its code is
# needed once; the view keeps the geometry's names).
import displayio

from pocket import ui

# sprite indices in assets/bossa.bmp (sim/games/bossa/art.py)
S_TILE = 1  # + tile
S_BACK = 28
S_DIE = (28, 34)  # + value: white die, black die
S_TOK = 41  # R E S D I, then the same used
S_USED = 46
S_MARK = (51, 52)  # under a hand tile: picked, can be added
# palette entries of the sheet (sim/games/bossa/art.py): a tile's white and black dots, and the same dimmed
C_WHITE = 3
C_BLACK = 4
C_WHITE_DIM = 5
C_BLACK_DIM = 6

TW_ = 8  # cell width
LINE_Y = (14, 40)
INFO_Y = 66
HAND_Y = 80
HINT_Y = HAND_Y + 12  # the hint line: its letters end above the footer's rows (the computer's turn summary)
TOK_X = 124
POS_MAX = 6  # positions drawn per line (the ones next to the die are left out when a long line does not fit)
HAND_MAX = 9
X0 = 4  # left edge of a line (the owner's colour bar is left of it)
ROW_W = 155  # room for a line: X0 to the screen's right edge
GAP = 3  # between positions
MORE_W = 9  # the ".." standing for positions left out next to the die
NX = 1  # x of the first character cell of the numbers under a line
N_FG = 0  # the rows of numbers under a line
N_NEED = 1
N_ACC = 2
ZOOM_PITCH = 26  # the zoomed hands: rows 24 px high, 2 px apart
ZOOM_X = 6  # their left edge (the owner's colour bar is left of it)


def _dimmed(pal, key, dim):
    """A copy of the sheet's palette where colour `key` takes colour `dim`."""
    p = displayio.Palette(len(pal))
    for i in range(len(pal)):
        p[i] = pal[dim if i == key else i]
    p.make_transparent(0)
    return p


def build(view, app):
    """Every TileGrid and text of the screen, added to app.stage; the view keeps references to change later."""
    bmp, pal = app.sheet("bossa")
    g = app.stage
    # the tiles as drawn: plain, on the white line (black dots dim), on the black line (white dots dim)
    view.shades = (pal, _dimmed(pal, C_BLACK, C_BLACK_DIM), _dimmed(pal, C_WHITE, C_WHITE_DIM))

    def grid(w, x, y, shade=0):
        tg = displayio.TileGrid(bmp, pixel_shader=view.shades[shade], tile_width=TW_, tile_height=12, width=w,
                                height=1, x=x, y=y, default_tile=0)
        g.append(tg)
        return tg

    # rows of hands: index 0 = the top row (the other player), 1 = the bottom row (you)
    view.swatch = [ui.rect(g, 2, y, 6, 12, ui.I_PLAYER) for y in (0, HAND_Y)]
    view.hands = [grid(HAND_MAX, 12, y) for y in (0, HAND_Y)]
    view.toks = [grid(4, TOK_X, y) for y in (0, HAND_Y)]
    view.rolls = [grid(1, TOK_X - 12, y) for y in (0, HAND_Y)]  # each player's roll, while colours are chosen
    # lines
    view.owner = [ui.rect(g, 0, y, 3, 12, ui.I_PLAYER) for y in LINE_Y]
    view.dice = [grid(1, 4, y) for y in LINE_Y]
    view.pos = [[grid(8, 0, LINE_Y[line], 1 + line) for _ in range(POS_MAX)] for line in (0, 1)]
    # the numbers under a line (the die's, each position's, each open end's need, the sum being built) share
    # three one-line texts a line, one a colour: plain, the needs (green), the newest position and the sum
    # being built (accent). One text per number cost 23 texts (about 4 KB on the device).
    view.nums = [[ui.label(g, "", NX, y + 12, c, cols=ui.COLS) for c in (ui.FG, ui.GOOD, ui.ACCENT)]
                 for y in LINE_Y]
    view.cells = [bytearray(ui.COLS) for _ in range(3)]  # the three rows of the line being drawn
    view.need_text = ["", "", "", ""]  # per end (line * 2 + side): the value it needs, as drawn
    view.ghost = grid(8, 0, 0)
    view.mods = [ui.rect(g, 0, 0, 7, 2, ui.I_ACCENT) for _ in (0, 1)]
    view.info = ui.label(g, "", 2, INFO_Y, ui.FG)
    view.pile_icon = grid(1, 86, 0)
    view.pile_icon[0] = S_BACK
    view.pile = ui.label(g, "", 95, 0, ui.DIM, cols=2)
    # the runtime clears app.say() when a human decision begins, so the hints have their own line
    view.hint = ui.label(g, "", 2, HINT_Y, ui.DIM)
    # markers under your hand: picked (accent) or can be added (green), 2 px bars on the tiles' bottom edge, above
    # the hint's letters
    view.marks = grid(HAND_MAX, 12, HAND_Y + 11)
    view.cursor = displayio.Group()  # a frame of four bars, resized to what it surrounds (over the zoom)
    view.bars = [ui.rect(view.cursor, 0, 0, 1, 1, ui.I_ACCENT) for _ in range(4)]
    view.cursor.hidden = True
    # SELECT: both hands twice as large over the lines (a tile's dots are 2 px on the board), above the rest; while
    # you pick from a hand, that hand alone twice as large over a line (View._zoom)
    view.zoom = displayio.Group()
    view.zoom_bg = ui.rect(view.zoom, 0, LINE_Y[0] - 2, 160, 2 * ZOOM_PITCH + 2, ui.I_BG)
    view.zoom_bars = [ui.rect(view.zoom, 0, LINE_Y[0] + ZOOM_PITCH * r, 3, 24, ui.I_PLAYER) for r in (0, 1)]
    big = displayio.Group(scale=2, x=ZOOM_X, y=LINE_Y[0])
    view.zoom_rows = []
    for r in (0, 1):
        tg = displayio.TileGrid(bmp, pixel_shader=pal, tile_width=TW_, tile_height=12, width=HAND_MAX, height=1,
                                x=0, y=ZOOM_PITCH // 2 * r, default_tile=0)
        big.append(tg)
        view.zoom_rows.append(tg)
    view.zoom.append(big)
    g.append(view.zoom)
    view.zoom.hidden = True
    g.append(view.cursor)
