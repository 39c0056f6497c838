# The runtime a screen runs in: the display's group tree, the frame loop with explicit refresh, modal helpers,
# sprite sheets, and the "thinking" poll that keeps the screen and buttons alive while the computer searches.
import gc

import displayio

from pocket import buttons as bt
from pocket.modules import borrow, run
from pocket import clock, ui

FRAME_MS = 33
THINK_FRAME_MS = 60  # how often the spinner turns and buttons are read while the computer thinks
THINK_CAP_MS = 20000  # a search never holds the device longer than this (wall clock)


current = None  # the live App, for the simulator's tests


def modal():
    """(pocket.modal, whether this call imported it): the caller forgets it after use when it did."""
    return borrow("pocket.modal")


class AssetError(Exception):
    title = "Missing file"  # the error screen's title


class App:
    # START while no person decides (the computer's turn, the dice, a view's animation) is kept: pocket.match sets
    # 1 then, and 0 while a person decides; a START pressed at 1 makes it 2, and the pause menu opens at the next
    # decision. A class attribute, written as App.pausing (type(app).pausing): one more attribute of the instance
    # grew its table by 48 bytes, and the tightest game has no more to spare at 96 KB
    pausing = 0

    def __init__(self, hw=None, settings=None):
        global current
        current = self
        if hw is None:
            from pocket.hw import Hardware
            hw = Hardware()
        self.hw = hw
        self.display = hw.display
        if settings is None:
            from pocket.settings import Settings
            settings = Settings()
            settings.load()
        self.settings = settings
        root = displayio.Group()
        ui.rect(root, 0, 0, ui.W, ui.H, ui.I_BG)
        self.stage = displayio.Group(y=ui.STRIP)
        root.append(self.stage)
        self.footer = displayio.Group(y=ui.H - 12)
        # the strip is its text on an opaque ground, with 2 px ends: hiding it redraws 160 x 12 once, not a panel
        # and the text over it (18 % of the screen; issue 37: a cursor press redraws at most a quarter of it)
        ui.rect(self.footer, 0, 0, 2, 12, ui.I_PANEL)
        ui.rect(self.footer, ui.W - 2, 0, 2, 12, ui.I_PANEL)
        self.footer_text = ui.label(self.footer, "", 2, 0)
        ground = displayio.Palette(2)
        ground[0] = ui.PANEL
        ground[1] = ui.FG
        self.footer_text.pixel_shader = ground
        self.footer.hidden = True
        root.append(self.footer)
        self.status = ui.StatusBar(root)
        self.overlay = displayio.Group()
        root.append(self.overlay)
        self.root = root
        self.display.root_group = root
        self.buttons = bt.Buttons(hw.keys)
        self.apply_settings()
        self.sheets = {}
        self.dirty = True
        self.think_last = 0
        self.think_start = 0
        self.hurry = False

    def apply_settings(self):
        """Lights, sound and brightness as the settings say (at start and after the Settings screen)."""
        from pocket.hw import Lights
        from pocket.sound import Sound
        st = self.settings
        self.lights = Lights(self.hw.pixels, st.get("lights"))
        self.sound = Sound(st.get("sound"))
        try:
            self.display.brightness = (0.25, 0.5, 0.75, 1.0)[st.get("brightness")]
        except Exception:  # some displays have no brightness control
            pass
        self.dirty = True

    # --- frame loop -------------------------------------------------------------------------------------------
    def mark(self):
        self.dirty = True

    def refresh(self):
        if self.dirty:
            self.display.refresh()
            self.dirty = False

    def tick(self):
        """End the frame: refresh if something changed, wait for the next frame, return the buttons pressed."""
        self.refresh()
        clock.frame(FRAME_MS)
        now = clock.ticks()
        self.sound.update(now)
        pressed = self.buttons.poll(now)
        if pressed & bt.START and App.pausing:
            App.pausing = 2
        return pressed

    @property
    def fast(self):
        """True while the player holds A: the computer's turns are fast-forwarded. Match skips its pause after a
        computer move and wait() returns after one frame; a view's own animation may also check it to skip steps."""
        return bool(self.buttons.held & bt.A)

    def wait(self, ms):
        """Wait keeping the screen alive. Returns True when the player pressed A to skip, or holds A (fast)."""
        n = ms // FRAME_MS
        if n < 1:
            n = 1
        for _ in range(n):
            if self.tick() & bt.A or self.buttons.held & bt.A:
                return True
        return False

    def settle(self):
        """After the computer's move (or dice): presses of A not read yet, and an A still held to fast-forward, do
        not count as the next decision's first press (A must be pressed again)."""
        self.buttons.mute(bt.A)

    # --- messages and modals ----------------------------------------------------------------------------------
    def say(self, text):
        """One line at the bottom of the screen; empty text hides the strip. A text longer than the line is drawn
        cut (the desktop's text checker, sim/textcheck.py, finds it): say what fits."""
        if not text:  # hidden, its letters left as they are: one area to redraw, not the strip and its text
            if not self.footer.hidden:
                self.footer.hidden = True
                self.dirty = True
        elif self.footer_text.text != text or self.footer.hidden:
            self.footer_text.text = text
            self.footer.hidden = False
            self.dirty = True

    def show_modal(self, group):
        self.overlay.append(group)
        self.dirty = True

    def hide_modal(self, group):
        self.overlay.remove(group)
        self.dirty = True

    def ask(self, title, items, rows=6, text=(), width=148):
        """A modal list; returns the chosen index or None (B). Option rows ([label, choices, index]) change in place.
        text: lines above the items (modal.Menu), to say what the choice is about. (The loop lives in pocket.modal,
        loaded for it: its code is in the heap only while a menu is open.)"""
        return run("pocket.modal", "ask", self, title, items, rows, text, width)

    def message(self, text, title="", hint="A: OK"):
        """A box of text that A, B or START closes (pocket.modal.message)."""
        run("pocket.modal", "message", self, text, title, hint)

    # --- assets -----------------------------------------------------------------------------------------------
    def sheet(self, name):
        """(bitmap, palette) of assets/<name>.bmp, loaded once and shared; palette index 0 is transparent. The
        loader (pocket.bmp) is imported for a sheet not loaded yet and forgotten after."""
        got = self.sheets.get(name)
        if got is None:
            got = run("pocket.bmp", "sheet", name)  # the loader's code is needed again only for the next sheet
            self.sheets[name] = got
        return got

    # --- the computer thinking ----------------------------------------------------------------------------------
    def think_begin(self):
        self.hurry = False
        self.think_start = self.think_last = clock.ticks()
        self.status.thinking(True)
        self.dirty = True
        self.refresh()

    def think_poll(self):
        """Passed to the AI as `poll`: turns the spinner and reads buttons every ~60 ms; B asks it to hurry."""
        now = clock.ticks()
        if clock.diff(now, self.think_last) >= THINK_FRAME_MS:
            self.think_last = now
            self.status.spin_step()
            self.lights.think(self.status.phase)
            self.display.refresh()
            pressed = self.buttons.poll(now)
            if pressed & bt.B:
                self.hurry = True
            if pressed & bt.START and App.pausing:
                App.pausing = 2
            if clock.diff(now, self.think_start) > THINK_CAP_MS:
                self.hurry = True
        return not self.hurry

    def think_end(self):
        self.status.thinking(False)
        self.dirty = True
