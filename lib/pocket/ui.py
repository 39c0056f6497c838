# Drawing helpers shared by the launcher and every game: one palette, one font, small widgets built once.
import displayio
import terminalio
import vectorio

from pocket.text import Text

W = 160
H = 128
STRIP = 12  # status strip height
FONT = terminalio.FONT
CHAR_W = 6
COLS = W // CHAR_W  # 26 characters a line

# Palette (ui.md): dark background, one accent per player, colour-blind-safe (Okabe-Ito) player colours.
BG = 0x10161E
PANEL = 0x222C38
FG = 0xECECEC
DIM = 0x808890
ACCENT = 0xF0C040
GOOD = 0x40C870
BAD = 0xE05050
PLAYER = (0x56B4E9, 0xE69F00, 0x009E73, 0xCC79A7, 0xF0E442)
PLAYER_NAMES = ("Blue", "Orange", "Green", "Pink", "Yellow")

COLORS = (BG, PANEL, FG, DIM, ACCENT, GOOD, BAD) + PLAYER
I_BG, I_PANEL, I_FG, I_DIM, I_ACCENT, I_GOOD, I_BAD, I_PLAYER = 0, 1, 2, 3, 4, 5, 6, 7

SHADER = displayio.Palette(len(COLORS))
for _i, _c in enumerate(COLORS):
    SHADER[_i] = _c


def label(group, text, x, y, color=FG, anchor=None, cols=None, rows=1):
    """A text (pocket.text.Text) whose first line's top is y; anchor=(0.5, 0) centres it on x, (1.0, 0) ends it
    at x. cols: the longest line it will ever show (default: the initial text, or a whole screen line when that is
    empty); rows: lines (\n breaks a line)."""
    if cols is None:
        cols = len(text) or COLS
    kind = 0 if anchor is None else int(anchor[0] * 2)
    lab = Text(text, x, y, color, cols, rows, kind)
    if group is not None:
        group.append(lab)
    return lab


def rect(group, x, y, w, h, color_index=I_PANEL):
    """A filled rectangle in a palette colour (index into COLORS); change .color_index later."""
    r = vectorio.Rectangle(pixel_shader=SHADER, width=w, height=h, x=x, y=y, color_index=color_index)
    if group is not None:
        group.append(r)
    return r


def frame_rect(group, x, y, w, h, color_index):
    """A one-pixel outline made of four thin rectangles."""
    g = displayio.Group()
    rect(g, x, y, w, 1, color_index)
    rect(g, x, y + h - 1, w, 1, color_index)
    rect(g, x, y, 1, h, color_index)
    rect(g, x + w - 1, y, 1, h, color_index)
    if group is not None:
        group.append(g)
    return g


def wrap(text, cols=COLS):
    """Word-wrap text (with \n as hard breaks) into lines of at most cols characters."""
    lines = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            while len(word) > cols:
                if line:
                    lines.append(line)
                    line = ""
                lines.append(word[:cols])
                word = word[cols:]
            if not line:
                line = word
            elif len(line) + 1 + len(word) <= cols:
                line = line + " " + word
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


class StatusBar:
    """Rows 0-11: whose turn (colour swatch + name), thinking spinner, and a right-aligned text of the view's."""

    SPIN = ("|", "/", "-", "\\")

    def __init__(self, group):
        self.group = displayio.Group()
        rect(self.group, 0, 0, W, STRIP, I_PANEL)
        self.swatch = rect(self.group, 2, 2, 8, 8, I_PLAYER)
        self.name = label(self.group, "", 13, 0)
        self.spin = label(self.group, "", 13, 0, ACCENT, cols=1)
        self.spin.hidden = True
        self.text = label(self.group, "", W - 2, 0, FG, anchor=(1.0, 0.0))
        self.phase = 0
        self.marks = []  # the scores' colour swatches, made at the first scores() (under the text)
        group.append(self.group)

    def player(self, index, name):
        self.swatch.hidden = index is None or index < 0
        if not self.swatch.hidden:
            self.swatch.color_index = I_PLAYER + index
        if self.name.text != name:
            self.name.text = name
        self.name.x = 2 if self.swatch.hidden else 13
        self.spin.x = self.name.x + CHAR_W * (len(name) + 1)

    def right(self, text):
        for m in self.marks:
            m.hidden = True
        if self.text.text != text:
            self.text.text = text
            return True
        return False

    def scores(self, values, phase=""):
        """The players' scores, each after a swatch of its player's colour (the colour of the name on the left
        when that player moves), then the view's phase word: "[]12 []9 Sow"."""
        text = ""
        for v in values:
            text += " %d " % v
        text += phase
        if self.text.text == text and self.marks and not self.marks[0].hidden:
            return False
        self.text.text = text
        while len(self.marks) < len(values):  # once a game: one swatch a player
            self.marks.append(rect(None, 0, 2, 5, 8, I_PLAYER + len(self.marks)))
            self.group.insert(1, self.marks[-1])
        x = W - 2 - CHAR_W * len(text)
        for i in range(len(self.marks)):
            m = self.marks[i]
            m.hidden = i >= len(values)
            if not m.hidden:
                m.x = x
                x += CHAR_W * (len(str(values[i])) + 2)
        return True

    def thinking(self, on):
        self.spin.hidden = not on

    def spin_step(self):
        self.phase = (self.phase + 1) & 3
        self.spin.text = self.SPIN[self.phase]
