# A minimal view for the reference game, used by the runtime tests (docs/SCREENS.md).
from pocket import buttons as bt
from pocket import ui


class View:
    def __init__(self, app, match):
        self.app = app
        self.match = match
        g = app.stage
        self.bars = [ui.rect(g, 10, 20 + 30 * i, 1, 16, ui.I_PLAYER + i) for i in range(2)]
        self.die = ui.label(g, "", 80, 80, ui.FG, anchor=(0.5, 0.0))
        self.choice = ui.label(g, "", 80, 60, ui.ACCENT, anchor=(0.5, 0.0))
        self.sel = 0

    def show(self, state):
        for i, b in enumerate(self.bars):
            b.width = 1 + 7 * min(20, state.score[i])
        self.die.text = "+%d" % state.turn_total
        self.app.status.right("%d-%d" % (state.score[0], state.score[1]))
        self.app.mark()

    def begin(self, state):
        self.sel = 0
        self.choice.text = "> Roll    Hold"

    def input(self, state, pressed):
        if pressed & (bt.LEFT | bt.RIGHT):
            self.sel ^= 1
            self.choice.text = "> Roll    Hold" if self.sel == 0 else "  Roll  > Hold"
            self.app.mark()
        if pressed & bt.A:
            return self.sel
        return None

    def start_is_move(self, state):
        return False
