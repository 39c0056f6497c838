# Bossa's screen, built once when the game starts (games/bossa/view.py runs it and then drops this module: its
# code is needed once), the SELECT zoom included.
import displayio

from pocket import ui
from games.bossa.view import (HAND_MAX, HAND_Y, INFO_Y, LINE_Y, NX, POS_MAX, S_BACK, TOK_X, TW_, ZOOM_PITCH,
                              C_BLACK, C_BLACK_DIM, C_WHITE, C_WHITE_DIM)


def _dimmed(pal, key, dim):
    """A copy of the sheet's palette where colour `key` takes colour `dim`."""
    p = displayio.Palette(len(pal))
    for i in range(len(pal)):
        p[i] = pal[dim if i == key else i]
    p.make_transparent(0)
    return p


def build(self, app):
    """Every TileGrid and text of the screen, added to app.stage; the view keeps references to change later."""
    bmp, pal = app.sheet("bossa")
    g = app.stage
    # the tiles as drawn: plain, on the white line (black dots dim), on the black line (white dots dim)
    self.shades = (pal, _dimmed(pal, C_BLACK, C_BLACK_DIM), _dimmed(pal, C_WHITE, C_WHITE_DIM))

    def grid(w, x, y, shade=0):
        tg = displayio.TileGrid(bmp, pixel_shader=self.shades[shade], tile_width=TW_, tile_height=12, width=w,
                                height=1, x=x, y=y, default_tile=0)
        g.append(tg)
        return tg

    # rows of hands: index 0 = the top row (the other player), 1 = the bottom row (you)
    self.swatch = [ui.rect(g, 2, y, 6, 12, ui.I_PLAYER) for y in (0, HAND_Y)]
    self.hands = [grid(HAND_MAX, 12, y) for y in (0, HAND_Y)]
    self.toks = [grid(4, TOK_X, y) for y in (0, HAND_Y)]
    self.rolls = [grid(1, TOK_X - 12, y) for y in (0, HAND_Y)]  # each player's roll, while colours are chosen
    # lines
    self.owner = [ui.rect(g, 0, y, 3, 12, ui.I_PLAYER) for y in LINE_Y]
    self.dice = [grid(1, 4, y) for y in LINE_Y]
    self.pos = [[grid(8, 0, LINE_Y[line], 1 + line) for _ in range(POS_MAX)] for line in (0, 1)]
    # the numbers under a line (the die's, each position's, each open end's need, the sum being built) share
    # three one-line texts a line, one a colour: plain, the needs (green), the newest position and the sum
    # being built (accent). One text per number cost 23 texts (about 4 KB on the device).
    self.nums = [[ui.label(g, "", NX, y + 12, c, cols=ui.COLS) for c in (ui.FG, ui.GOOD, ui.ACCENT)]
                 for y in LINE_Y]
    self.cells = [bytearray(ui.COLS) for _ in range(3)]  # the three rows of the line being drawn
    self.need_text = ["", "", "", ""]  # per end (line * 2 + side): the value it needs, as drawn
    self.ghost = grid(8, 0, 0)
    self.mods = [ui.rect(g, 0, 0, 7, 2, ui.I_ACCENT) for _ in (0, 1)]
    self.info = ui.label(g, "", 2, INFO_Y, ui.FG)
    self.pile_icon = grid(1, 86, 0)
    self.pile_icon[0] = S_BACK
    self.pile = ui.label(g, "", 95, 0, ui.DIM, cols=2)
    # the runtime clears app.say() when a human decision begins, so the hints have their own line
    self.hint = ui.label(g, "", 2, HAND_Y + 14, ui.DIM)
    # markers under your hand: picked (accent) or can be added (green)
    self.marks = grid(HAND_MAX, 12, HAND_Y + 13)
    self.cursor = displayio.Group()  # a frame of four bars, resized to what it surrounds
    self.bars = [ui.rect(self.cursor, 0, 0, 1, 1, ui.I_ACCENT) for _ in range(4)]
    g.append(self.cursor)
    self.cursor.hidden = True
    # SELECT: both hands twice as large over the lines (a tile's dots are 2 px on the board), above the rest
    self.zoom = displayio.Group()
    ui.rect(self.zoom, 0, LINE_Y[0] - 2, 160, 2 * ZOOM_PITCH + 2, ui.I_BG)
    self.zoom_bars = [ui.rect(self.zoom, 0, LINE_Y[0] + ZOOM_PITCH * r, 3, 24, ui.I_PLAYER) for r in (0, 1)]
    big = displayio.Group(scale=2, x=6, y=LINE_Y[0])
    self.zoom_rows = []
    for r in (0, 1):
        tg = displayio.TileGrid(bmp, pixel_shader=pal, tile_width=TW_, tile_height=12, width=HAND_MAX, height=1,
                                x=0, y=ZOOM_PITCH // 2 * r, default_tile=0)
        big.append(tg)
        self.zoom_rows.append(tg)
    self.zoom.append(big)
    g.append(self.zoom)
    self.zoom.hidden = True
