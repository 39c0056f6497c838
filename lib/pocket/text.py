# Text drawn as tiles: one TileGrid over the terminalio font's bitmap, one tile a character (as deshipu's stage and
# ugame do). A text costs a TileGrid (about 190 bytes) instead of a bitmap_label (about 1 KB, and 18 KB to import).
# Its width in characters (and lines) is fixed when it is made; longer text is cut.
import sys

import displayio
import terminalio

FONT = terminalio.FONT
CW = 6   # cell width
CH = 12  # cell height

_sheet = FONT.bitmap
if isinstance(_sheet, displayio.Bitmap):
    # the device: the font's own bitmap, a 6x12 tile a glyph; TILES maps ASCII 32-126 to its tile
    SHEET = _sheet
    TILES = bytes(FONT.get_glyph(c).tile_index for c in range(32, 127))
else:
    # Blinka (the desktop simulator) keeps one small bitmap a glyph: copy them into one sheet, a 6x12 cell each,
    # placed on the font's baseline as the device's sheet has them
    _fx, _fy, _ox, _oy = FONT._font.get_bounding_box()
    SHEET = displayio.Bitmap(CW * 95, CH, 2)
    for _c in range(32, 127):
        _g = FONT.get_glyph(_c)
        if _g is None:
            continue
        _top = (_fy + _oy) - (_g.height + _g.dy)
        for _y in range(_g.height):
            for _x in range(_g.width):
                _cx, _cy = _x + _g.dx - _ox, _top + _y
                if 0 <= _cx < CW and 0 <= _cy < CH and _g.bitmap[_g.tile_index * _g.width + _x, _y]:
                    SHEET[(_c - 32) * CW + _cx, _cy] = 1
    TILES = bytes(range(95))
_sheet = None
BLANK = TILES[0]

STRICT = sys.implementation.name != "circuitpython"  # the desktop refuses text that would be cut

_palettes = {}  # colour -> its 2-entry palette (index 0 transparent), shared by every text of that colour


def palette(color):
    p = _palettes.get(color)
    if p is None:
        p = displayio.Palette(2)
        p.make_transparent(0)
        p[1] = color
        _palettes[color] = p
    return p


class Text(displayio.TileGrid):
    """Text of at most `cols` characters a line and `rows` lines (\n breaks lines) whose top-left cell is at (x, y).
    anchor 0 keeps x as the left edge; 1 centres the text on ax, 2 ends it at ax (both move x when the text
    changes)."""

    def __init__(self, text, x, y, color, cols, rows=1, anchor=0):
        super().__init__(SHEET, pixel_shader=palette(color), width=max(1, cols), height=rows,
                         tile_width=CW, tile_height=CH, default_tile=BLANK, x=x, y=y)
        self._t = ""
        # anchor x, anchor kind and the columns of the longest line shown, in one small int (an attribute more
        # costs each text 16 bytes)
        self._a = (x * 4 + anchor) << 5
        self.text = text

    @property
    def text(self):
        return self._t

    @text.setter
    def text(self, value):
        if value == self._t:
            return
        old = self._t
        self._t = value
        cols = self.width
        rows = self.height
        row = 0
        col = 0
        longest = 0
        for ch in value:
            if ch == "\n":
                self._blank(row, col, cols)
                row += 1
                col = 0
                if row >= rows:
                    if STRICT:
                        raise ValueError("text has more than %d lines: %r" % (rows, value))
                    break
                continue
            if col >= cols and STRICT and cols < 26:  # (a whole screen line is cut by the screen anyway)
                raise ValueError("text longer than its %d columns: %r" % (cols, value))
            if col < cols:
                c = ord(ch) - 32
                self[col, row] = TILES[c] if 0 <= c < 95 else BLANK
                col += 1
                if col > longest:
                    longest = col
        if row < rows:
            self._blank(row, col, cols)
            # clear the rows the old text used below the new text's last row
            used = old.count("\n") + 1 if old else 0
            for r in range(row + 1, min(used, rows)):
                self._blank(r, 0, cols)
        self._a = (self._a & ~31) | longest
        self._align()

    def _align(self):
        a = self._a
        kind = (a >> 5) & 3
        if kind:
            self.x = (a >> 7) - (CW * (a & 31) * kind) // 2

    def place(self, x, y):
        """Move the text: x is its left edge, centre or right end as its anchor says; y the top of its first line."""
        self._a = (x << 7) | (self._a & 127)
        self.y = y
        self._align()

    def _blank(self, row, start, cols):
        for col in range(start, cols):
            self[col, row] = BLANK

    @property
    def color(self):
        return self.pixel_shader[1]

    @color.setter
    def color(self, value):
        if self.pixel_shader[1] != value:
            self.pixel_shader = palette(value)
