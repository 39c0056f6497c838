# Tanbo screen (docs/SCREENS.md). Two rows of five paddies: the opponent's small on top, yours large below, pieces
# as 8x8 sprites (a "+" tile when a paddy holds more than its grid shows); the bag and the snake reserve between
# them; under your row the choices of the moment (pieces in hand, rice colours...) and a line saying what the
# highlighted choice does. Everything is built once; show() only changes tiles, text and positions.
from pocket import buttons as bt
from pocket import ui
from pocket.verbs import UNDO
from games.tanbo import rules as R
from games.tanbo.words import PHASE_WORDS, action_text, fit, prompt, sow_ending
from games.tanbo.screen import (BAG_COLS, CELL, CHOICE_PITCH, CHOICE_WORDS, CHOICE_Y, INFO_Y, ME_Y,  # noqa: F401
                                MORE, PROMPT_Y, SLOTS, X0, TOP_Y, build, counts_text, fill, paddy_of, results,
                                show_gain)


class View:
    def __init__(self, app, match):
        self.app = app
        self.match = match
        self.flip = False
        self.seen = None  # (turns, scores) at the last show(): what the last turn scored
        self.bottom = 0
        self.sel = 0
        self.options = []
        build(self, app)

    # ---- drawing ---------------------------------------------------------------------------------------------
    def pick_bottom(self, state):
        human = self.match.human
        p = state.to_move()
        if human[0] != human[1]:
            me = 0 if human[0] else 1
        elif 0 <= p <= 1 and human[p]:
            me = p  # hot seat: the board of whoever decides now comes to the front
        else:
            me = state.b[R.PLAYER]
        return 1 - me if self.flip else me

    def show(self, state, me=-1):
        b = state.b
        if me < 0:
            me = self.pick_bottom(state)
        self.bottom = me
        for row, p in ((0, 1 - me), (1, me)):
            bar, cells, cap = self.rows[row]
            bar.color_index = ui.I_PLAYER + p
            for i in range(5):
                hi, grid, count = cells[i]
                fill(self, grid, state.paddy(p, i), cap)
                if count is not None:
                    at = (p * 5 + i) * 4
                    count[0].text = str(b[at])
                    count[1].text = str(b[at + 1] + b[at + 2] + b[at + 3])
        self.info.text = counts_text(BAG_COLS, [str(b[R.BAG + k - 1]) for k in (R.WHITE, R.BLACK, R.RED)] +
                                     [str(b[R.RESERVE])])
        show_gain(self, state)
        sc = state.scores()
        self.app.status.scores(sc, PHASE_WORDS[state.phase()])
        self.options = []
        self.draw_choices(state, -1)
        self.highlight(state, -1)
        self.prompt.text = ""
        self.app.mark()

    def draw_choices(self, state, sel):
        """The choice row: the kinds offered now (with counts), or during the sowing of another player, their hand."""
        b = state.b
        ph = b[R.PHASE]
        kinds = ()
        counts = None
        if ph == R.SOW:
            kinds = [k for k in range(5) if b[R.HAND + k]]
            counts = [b[R.HAND + k] for k in kinds]
        elif ph in (R.HARVEST, R.REST, R.EXCESS) and self.options:
            kinds = self.options
        elif ph in (R.SWAP1, R.SWAP2) and sel >= 0 and self.options[sel] != R.NO_SWAP:
            kinds = [self.options[sel] % 5]
        elif ph == R.SETUP and sel >= 0:
            kinds = [R.FARMER]
        self.word.text = CHOICE_WORDS[ph] if kinds else ""
        self.key.hidden = bool(kinds)
        for bg in self.choice_bgs:
            bg.hidden = not kinds
        self.choice_hi.hidden = True
        for j in range(SLOTS):
            icon = self.choice_icons[j]
            if j < len(kinds):
                icon[0] = kinds[j] + 1
                if sel >= 0 and (ph in (R.SWAP1, R.SWAP2, R.SETUP) or self.options[sel] == kinds[j]):
                    self.choice_hi.x = icon.x - 2
                    self.choice_hi.hidden = False
            else:
                icon[0] = 0
        step = CHOICE_PITCH // 6
        self.choice_counts.text = counts_text([step * j for j in range(len(kinds))],
                                              [str(c) for c in counts]) if counts else ""

    def highlight(self, state, paddy, row=1):
        for r in (0, 1):
            hi = self.rows[r][1][0][0]  # the row's one highlight
            hi.hidden = not (r == row and 0 <= paddy < 5)
            if not hi.hidden:
                hi.x = X0 - 1 + CELL * paddy

    def select(self, state, sel):
        self.sel = sel
        move = self.options[sel]
        self.draw_choices(state, sel)
        self.highlight(state, paddy_of(self, state, move), 1 if self.row_of_mover(state) else 0)
        self.prompt.text = prompt(state, move)
        self.app.mark()

    def row_of_mover(self, state):
        """1 when the player deciding now is drawn on the bottom row."""
        p = state.to_move()
        if p < 0:
            p = state.b[R.PLAYER]
        return 1 if p == self.bottom else 0

    # ---- a human decides -------------------------------------------------------------------------------------
    def begin(self, state):
        keep = self.options[self.sel] if self.options and self.sel < len(self.options) else None
        self.show(state)
        self.options = state.legal_moves()
        sel = 0
        if keep is not None and keep in self.options and state.phase() == R.SOW:
            sel = self.options.index(keep)  # keep the kind being sown highlighted
        self.select(state, sel)

    def input(self, state, pressed):
        if not self.options:
            return None
        n = len(self.options)
        if pressed & (bt.RIGHT | bt.DOWN):
            self.select(state, (self.sel + 1) % n)
        elif pressed & (bt.LEFT | bt.UP):
            self.select(state, (self.sel - 1) % n)
        if pressed & bt.A:
            return self.options[self.sel]
        if pressed & bt.B:
            return UNDO
        if pressed & bt.SELECT:
            self.flip = not self.flip
            sel = self.sel
            self.show(state)
            self.options = state.legal_moves()
            self.select(state, sel)
        return None

    def start_is_move(self, state):
        return False

    # ---- the computer and the bag --------------------------------------------------------------------------------
    def animate(self, state, move):
        ph = state.phase()
        if ph == R.DRAW:
            # the message comes with its own picture: the rice already in the paddy, the bag one fewer
            row = 1 if state.b[R.PLAYER] == self.bottom else 0
            # (only the draw itself: the full move may end the turn and start the next player's)
            after = state.copy()
            b = after.b
            b[R.BAG + move - 1] -= 1
            b[(b[R.PLAYER] * 5 + b[R.LAST]) * 4 + move] += 1
            b[R.PENDING] -= 1
            self.show(after, self.bottom)
            self.highlight(state, state.b[R.LAST], row)
            self.app.say("Drawn from the bag: %s" % R.KIND_NAMES[move])
            self.app.mark()
            self.app.wait(350)
            return
        self.options = state.legal_moves()
        if move in self.options:
            self.select(state, self.options.index(move))
        if ph == R.SOW:
            end = sow_ending(state, move)
            if end is not None:  # the computer's last choice of order: say where its sowing ends and what follows
                name = self.match.names[state.to_move()]
                act = action_text(end[1], end[2])
                last = end[0] + 1
                self.app.say(fit("%s: sowing ends in %d: %s" % (name, last, act),
                                 "%s: ends in %d: %s" % (name, last, act), "Ends in %d: %s" % (last, act)))

    def results(self, state):
        return results(self, state)
