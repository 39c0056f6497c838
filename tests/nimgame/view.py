# Nim's screen (docs/SCREENS.md): the stones left, and the take chosen with LEFT/RIGHT, A to take.
from pocket import buttons as bt
from pocket import ui


class View:
    def __init__(self, app, match):
        self.app = app
        self.match = match
        self.heap = ui.label(app.stage, "", 80, 40, ui.FG, anchor=(0.5, 0.0), cols=12)
        self.choice = ui.label(app.stage, "", 80, 70, ui.ACCENT, anchor=(0.5, 0.0), cols=12)
        self.take = 1

    def show(self, state):
        self.heap.text = "%d stones" % state.stones
        self.app.mark()

    def begin(self, state):
        self.take = 1
        self.choice.text = "< take 1 >"

    def input(self, state, pressed):
        if pressed & (bt.LEFT | bt.RIGHT):
            self.take = 1 + (self.take + (0 if pressed & bt.RIGHT else 1)) % 3
            self.choice.text = "< take %d >" % self.take
            self.app.mark()
        if pressed & bt.A:
            return self.take
        return None

    def start_is_move(self, state):
        return False
