# The launcher's texts drawn by adafruit_display_text's bitmap_label, the design card's text library: about 18 KB to
# import and 1 KB a text, which the launcher's own heap affords (it runs alone in code.py; measured on the device
# twin, docs/RUNTIME.md) and a game's does not (games keep pocket.text's tiles). The same terminalio font at the
# same place gives the same pixels. Without the library the launcher falls back to those tiles.
from pocket import ui

try:
    from adafruit_display_text.bitmap_label import Label
except ImportError:
    Label = None

STEP_FRAMES = 6  # a long line scrolls one character every 6 frames (5 a second)


def label(group, text, x, y, color=ui.FG, anchor=None, cols=None, rows=1):
    """ui.label's arguments, a bitmap_label.Label: the top of its 12 px line at y, anchored as ui.label anchors.
    cols and rows are not needed (a Label grows with its text)."""
    if Label is None:
        return ui.label(group, text, x, y, color, anchor, cols, rows)
    ax = 0.0 if anchor is None else anchor[0]
    lab = Label(ui.FONT, text=text, color=color, anchor_point=(ax, 0.0), anchored_position=(x, y))
    if group is not None:
        group.append(lab)
    return lab


def menu(title, items, **kw):
    """A modal.Menu whose texts are bitmap_labels: its module's label() is this one's while it is built (the
    games' Menu stays as it is, byte for byte: a game's heap has no room to spare)."""
    from pocket import modal
    modal.label = label
    try:
        return modal.Menu(title, items, **kw)
    finally:
        modal.label = ui.label


class Line:
    """The description line at the bottom of the launcher: the App's footer text becomes a bitmap_label (so
    App.say() still writes it), and a text longer than the screen scrolls (bitmap_label's scrolling,
    max_characters), moved on by step() once a frame: it keeps the frames' clock, so a scripted run replays."""

    def __init__(self, app):
        self.app = app
        self.frames = 0
        self.full = None  # the text say() scrolls (App.say() writing another stops the scrolling)
        self.text = None
        if Label is None:
            return
        self.text = Label(ui.FONT, text="", color=ui.FG, max_characters=ui.COLS, anchor_point=(0.0, 0.0),
                          anchored_position=(2, 0))
        app.footer_text.text = ""  # the tiles' text stays under the label, blank: its ground is the strip's panel
        app.footer.append(self.text)  # (pocket.app: the strip's text is drawn on its own ground)
        app.footer_text = self.text
        app.line = self  # the launcher's boxes (launcher_box.ask_rows) scroll their bottom line too

    def say(self, text):
        t = self.text
        if t is None:
            self.app.say(text)
            return
        t.text = text  # (bitmap_label: the whole text; the first max_characters of it are shown)
        t.current_index = 0
        t.update(True)
        self.full = t.text
        self.frames = 0
        self.app.footer.hidden = not text
        self.app.mark()

    def step(self):
        t = self.text
        if t is None or t.text != self.full or len(self.full) <= ui.COLS:
            return
        self.frames += 1
        if self.frames >= STEP_FRAMES:
            self.frames = 0
            t.current_index += 1
            t.update(True)
            self.app.mark()
