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
        self.spin = label(self.group, "", 13, 0, ACCENT)
        self.spin.hidden = True
        self.text = label(self.group, "", W - 2, 0, FG, anchor=(1.0, 0.0))
        self.phase = 0
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
        if self.text.text != text:
            self.text.text = text
            return True
        return False

    def thinking(self, on):
        self.spin.hidden = not on

    def spin_step(self):
        self.phase = (self.phase + 1) & 3
        self.spin.text = self.SPIN[self.phase]


class Menu:
    """A modal list drawn over the screen. Items are strings (actions) or [label, choices, index] rows whose value
    LEFT/RIGHT change. run() returns the index chosen with A, or None for B."""

    def __init__(self, title, items, rows=6, y=None, width=148, text=()):
        # text: lines shown between the title and the items, each a string or (string, colour); at most
        # (width - 8) // CHAR_W characters, and rows + len(text) <= 9 to fit the screen
        self.items = items
        self.rows = min(rows, len(items))
        self.top = 0
        self.sel = 0
        h = 16 + 12 * (len(text) + self.rows) + 4
        x = (W - width) // 2
        if y is None:
            y = (H - h) // 2
        self.group = displayio.Group()
        rect(self.group, x, y, width, h, I_PANEL)
        frame_rect(self.group, x, y, width, h, I_ACCENT)
        label(self.group, title, W // 2, y + 2, ACCENT, anchor=(0.5, 0.0))
        for i in range(len(text)):
            t = text[i]
            if isinstance(t, str):
                label(self.group, t, x + 4, y + 16 + 12 * i)
            else:
                label(self.group, t[0], x + 4, y + 16 + 12 * i, t[1])
        self.bar = rect(self.group, x + 2, y + 16 + 12 * len(text), width - 4, 12, I_BG)
        self.lines = []
        self.x = x + 4
        self.y0 = y + 16 + 12 * len(text)
        for i in range(self.rows):
            self.lines.append(label(self.group, "", self.x, self.y0 + 12 * i))
        self.more_up = label(self.group, "", x + width - 8, y + 2, DIM)
        self.more_down = label(self.group, "", x + width - 8, y + h - 14, DIM)
        self.cols = (width - 16) // CHAR_W  # leave room for the scroll marks
        self.draw()

    def text_of(self, item):
        if isinstance(item, str):
            return item
        name, choices, idx = item
        value = "< " + str(choices[idx]) + " >"
        pad = self.cols - len(name) - len(value)
        return name + " " * max(1, pad) + value

    def draw(self):
        for i in range(self.rows):
            j = self.top + i
            t = self.text_of(self.items[j]) if j < len(self.items) else ""
            if self.lines[i].text != t:
                self.lines[i].text = t
            self.lines[i].color = ACCENT if j == self.sel else FG
        self.bar.y = self.y0 + 12 * (self.sel - self.top)
        self.more_up.text = "^" if self.top > 0 else ""
        self.more_down.text = "v" if self.top + self.rows < len(self.items) else ""

    def handle(self, pressed):
        """One frame of buttons. Returns (done, value): value is an index, or None when cancelled."""
        from pocket import buttons as bt
        n = len(self.items)
        changed = False
        if pressed & bt.UP:
            self.sel = (self.sel - 1) % n
            changed = True
        if pressed & bt.DOWN:
            self.sel = (self.sel + 1) % n
            changed = True
        item = self.items[self.sel]
        if not isinstance(item, str) and pressed & (bt.LEFT | bt.RIGHT):
            step = 1 if pressed & bt.RIGHT else -1
            item[2] = (item[2] + step) % len(item[1])
            changed = True
        if self.sel < self.top:
            self.top = self.sel
        elif self.sel >= self.top + self.rows:
            self.top = self.sel - self.rows + 1
        if changed:
            self.draw()
        if pressed & bt.A:
            return True, self.sel, changed
        if pressed & bt.B:
            return True, None, changed
        return False, None, changed


class Box:
    """A modal box of wrapped text with a footer hint, e.g. a message or a help page."""

    def __init__(self, title, text, hint="A: OK", lines=7):
        self.group = displayio.Group()
        h = 16 + 12 * lines + 14
        y = max(0, (H - h) // 2)
        rect(self.group, 2, y, W - 4, h, I_PANEL)
        frame_rect(self.group, 2, y, W - 4, h, I_ACCENT)
        self.title = label(self.group, title, W // 2, y + 2, ACCENT, anchor=(0.5, 0.0), cols=COLS)
        self.rows = lines
        # the text: one tile grid of `lines` rows (a label a line cost ten times more)
        self.body = label(self.group, "", 6, y + 15, cols=COLS - 1, rows=lines)
        self.hint = label(self.group, hint, W // 2, y + h - 13, DIM, anchor=(0.5, 0.0), cols=COLS)
        self.set(title, text)

    def show_lines(self, lines):
        """Lines as they are (at most self.rows, each at most COLS - 1 characters)."""
        self.body.text = "\n".join(lines)

    def set(self, title, text, hint=None, cols=COLS - 1, limit=None):
        """New title and text; cols and limit narrow the text (help pages leave room for a diagram)."""
        self.title.text = title
        wrapped = wrap(text, cols)
        if limit is None or limit > self.rows:
            limit = self.rows
        self.show_lines(wrapped[:limit])
        if hint is not None:
            self.hint.text = hint
