# The modal widgets: a list to choose from (Menu) and a box of wrapped text (Box). Not kept imported during play:
# App.ask() and App.message() import this module when one opens and forget it when it closes (its code is about
# 2 KB of a game's heap otherwise), so a game imports it only through them or for a screen of its own.
import displayio

from pocket.ui import ACCENT, CHAR_W, COLS, DIM, FG, H, I_ACCENT, I_BG, I_PANEL, STRIP, W, frame_rect, label, rect, wrap


def top(h):
    """Where a box h px high starts: centred below the status strip, which stays readable (whose turn, the
    scores), and above the message strip when it fits between the two, unless the box is a whole page (a help
    page) that needs the screen's full height."""
    if h <= H - 2 * STRIP:
        return STRIP + (H - 2 * STRIP - h) // 2
    if h <= H - STRIP:
        return STRIP + (H - STRIP - h) // 2
    return max(0, (H - h) // 2)


class Menu:
    """A modal list drawn over the screen. Items are strings (actions) or [label, choices, index] rows whose value
    LEFT/RIGHT change. run() returns the index chosen with A, or None for B."""

    def __init__(self, title, items, rows=6, y=None, width=148, text=()):
        # text: lines shown between the title and the items, each a string or (string, colour); at most
        # (width - 8) // CHAR_W characters; rows + len(text) <= 8 to fit below the status strip (fewer rows
        # scroll)
        self.items = items
        self.rows = max(1, min(rows, len(items), (H - STRIP - 20) // 12 - len(text)))
        self.top = 0
        self.sel = 0
        h = 16 + 12 * (len(text) + self.rows) + 4
        x = (W - width) // 2
        if y is None:
            y = top(h)
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
        self.more_up = self.more_down = None  # the scroll marks, only for a list longer than its rows
        if self.rows < len(items):
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
        if self.more_up is not None:
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
        if pressed & (bt.B | bt.SELECT):  # SELECT closes a list as B does: what SELECT opens, SELECT closes
            return True, None, changed
        return False, None, changed


class Box:
    """A modal box of wrapped text with a footer hint, e.g. a message or a help page."""

    def __init__(self, title, text, hint="A: OK", lines=7):
        self.group = displayio.Group()
        h = 16 + 12 * lines + 14
        y = top(h)
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


def ask(app, title, items, rows, text, width):
    """App.ask's loop: the menu until A (its index) or B (None)."""
    menu = Menu(title, items, rows, width=width, text=text)
    app.show_modal(menu.group)
    try:
        while True:
            done, value, changed = menu.handle(app.tick())
            if changed:
                app.dirty = True
            if done:
                return value
    finally:
        app.hide_modal(menu.group)


def hold(app, group, keys):
    """A box's group over the screen until one of `keys` (buttons' bits) is pressed."""
    app.show_modal(group)
    try:
        while not app.tick() & keys:
            pass
    finally:
        app.hide_modal(group)


def message(app, text, title, hint):
    """App.message's loop: the box until A, B or START."""
    from pocket import buttons as bt
    hold(app, Box(title, text, hint).group, bt.A | bt.B | bt.START)
