# The bean game's screen (docs/SCREENS.md). Top: every player's coins and progress. Then the dice: the row just
# rolled and the field (white and cream dice drawn differently, each face a coloured bean with its letter). Then
# the card of the player it concerns: six contracts with their printed chances, done ones green, the next one
# highlighted. Then a hint line (odds of the next contract from here) and what the buttons do now.
# Built once; show() only changes tiles, text, colours and positions.
import displayio

from pocket import buttons as bt
from pocket import ui
from games.beans import rules as R
from games.beans.cards import CARDS, PCT
from games.beans.contracts import text as contract_text

FRESH_Y = 14
FIELD_Y = 33
DICE_X = 34
PITCH = 18
CARD_Y = 52
INFO_Y = 89
PROMPT_Y = 103
EMPTY = 15
PHASES = ("Roll", "Roll", "Claim", "Keep", "Fulfil", "Draw", "End")


def short(contract):
    """Contract text for the card panel (<= 9 characters)."""
    t = contract_text(contract)
    if (contract & 15) == 0:
        t = t.replace(" ", "")
    return t.replace("differ.", "diff").replace("triples", "trips")


class View:
    def __init__(self, app, match):
        self.app = app
        self.match = match
        bitmap, palette = app.sheet("beans")
        g = app.stage
        n = 5
        # players: swatch, coins:done
        self.pl_swatch = []
        self.pl_text = []
        for p in range(n):
            x = 2 + 32 * p
            sw = ui.rect(g, x, 2, 5, 8, ui.I_PLAYER + p)
            self.pl_swatch.append(sw)
            self.pl_text.append(ui.label(g, "", x + 7, 0, ui.FG))
        self.turn_bar = ui.rect(g, 2, 11, 30, 1, ui.I_ACCENT)
        ui.label(g, "Roll", 2, FRESH_Y + 2, ui.DIM)
        ui.label(g, "Field", 2, FIELD_Y + 2, ui.DIM)
        self.cursor = ui.frame_rect(g, 0, FRESH_Y - 1, 18, 18, ui.I_ACCENT)  # moved by its x
        self.cursor.hidden = True
        # dice sit 18 px apart (one TileGrid a die, all sharing the sheet)
        self.fresh_tiles = []
        self.field_tiles = []
        for i in range(7):
            for row, y in ((self.fresh_tiles, FRESH_Y), (self.field_tiles, FIELD_Y)):
                t = displayio.TileGrid(bitmap, pixel_shader=palette, tile_width=16, tile_height=16,
                                       x=DICE_X + PITCH * i, y=y)
                t[0] = EMPTY
                g.append(t)
                row.append(t)
        # the card: two columns of three contracts, the next one on a highlight bar
        self.next_bar = ui.rect(g, 0, CARD_Y, 80, 12, ui.I_PANEL)  # a line's text (13 columns from x 2) ends at x 80
        self.lines = []
        for j in range(6):
            x = 2 + 80 * (j // 3)
            y = CARD_Y + 12 * (j % 3)
            self.lines.append(ui.label(g, "", x, y, ui.FG))
        self.info = ui.label(g, "", 2, INFO_Y, ui.FG)
        self.prompt = ui.label(g, "", 2, PROMPT_Y, ui.ACCENT)
        self.cur = 0       # cursor among the fresh dice (index into self.fresh_list)
        self.fresh_list = []
        self.sel = 0       # choice among claim / sell / pass in a window or after stopping
        self.options = []
        self.viewer = 0
        self.hint_key = None
        self.hint_text = ""

    # ---- whose card is on screen
    def pick_viewer(self, state):
        human = self.match.human
        p = state.to_move()
        if 0 <= p < state.players and human[p]:
            return p
        if human[state.active]:
            return state.active
        for q in range(state.players):
            if human[q]:
                return q
        return state.active

    # ---- drawing
    def show(self, state):
        self.viewer = v = self.pick_viewer(state)
        for p in range(5):
            on = p < state.players
            self.pl_swatch[p].hidden = not on
            t = "%d:%d" % (state.coins(p), state.done[p]) if on else ""
            lab = self.pl_text[p]
            if lab.text != t:
                lab.text = t
            lab.color = ui.FG if p == v else ui.DIM  # bright: the card on screen is theirs (yellow is player 5's)
        self.turn_bar.x = 2 + 32 * state.active
        self.fresh_list = []
        for i in range(7):
            tile = 1 + (7 if i >= R.N_WHITE else 0) + state.face[i]
            w = state.where[i]
            self.fresh_tiles[i][0] = tile if w == R.FRESH else EMPTY
            self.field_tiles[i][0] = tile if w == R.FIELD else EMPTY
            if w == R.FRESH:
                self.fresh_list.append(i)
        # the card of the viewer
        card = state.active_card[v]
        done = state.done[v]
        for j in range(6):
            lab = self.lines[j]
            if card == R.NONE:
                lab.text = ""
                continue
            c = CARDS[card][j]
            mark = "+" if j < done else " "
            t = "%s%-8s%3d%%" % (mark, short(c), PCT[6 * card + j])
            if lab.text != t:
                lab.text = t
            lab.color = ui.GOOD if j < done else (ui.ACCENT if j == done else ui.FG)
        self.next_bar.hidden = card == R.NONE or done >= 6
        if not self.next_bar.hidden:
            self.next_bar.x = 80 * (done // 3)
            self.next_bar.y = CARD_Y + 12 * (done % 3)
        self.info.text = self.hint(state, v)
        sc = state.coins(v)
        self.app.status.right("%dc %s" % (sc, PHASES[state.phase]))
        self.draw_prompt(state)
        self.app.mark()

    def hint(self, state, v):
        """What the viewer can still make: the next contract's odds with one more roll of the dice not kept."""
        if not self.match.hints:
            return ""
        c = state.contract(v)
        if c is None:
            return "Card full: sell it" if state.can_sell(v) else ""
        if state.phase == R.P_OFF or v != state.active:
            return "Next %s: %d%%/roll" % (contract_text(c), PCT[6 * state.active_card[v] + state.done[v]])
        field = state.counts(R.FIELD)
        if R.met(c, field):
            return "Field makes %s" % contract_text(c)
        nw = nc = 0
        for i in range(7):
            if state.where[i] != R.FIELD:
                if i < R.N_WHITE:
                    nw += 1
                else:
                    nc += 1
        key = (c, tuple(field), nw, nc)
        if key != self.hint_key:
            if nw + nc == 7:
                pct = PCT[6 * state.active_card[v] + state.done[v]]  # a roll of all seven: the printed chance
            else:
                from games.beans.ai import goal_for  # up to ~0.3 s on the device, once per keep
                # the AI's planner and memo tables, not a second planner (that cost an 8 KB block): every AI
                # decision clears and restarts them, so the hint never changes what the AI decides
                g = goal_for(c)
                g.start(None)
                pct = int(100 * g.value(g.counts(field), nw, nc, 1) + 0.5) if nw + nc else 0
            self.hint_key = key
            self.hint_text = "Next roll makes it: %d%%" % pct
        return self.hint_text

    def draw_prompt(self, state):
        p = state.to_move()
        human = 0 <= p < state.players and self.match.human[p]
        self.cursor.hidden = True
        if not human:
            self.prompt.text = ""
            return
        if state.phase == R.P_KEEP:
            if self.fresh_list:
                self.cur = min(self.cur, len(self.fresh_list) - 1)
                self.cursor.x = DICE_X - 1 + PITCH * self.fresh_list[self.cur]
                self.cursor.hidden = False
            moves = state.legal_moves()
            if not state.kept:
                t = "A keep a die"
            elif R.ROLL in moves:
                t = "A keep START roll B stop"
            else:
                t = "A keep B stop"
            if R.SELL in moves:
                t += " SEL"
            self.prompt.text = t
        else:
            self.options = state.legal_moves()
            self.sel = min(self.sel, len(self.options) - 1)
            t = "<%s>" % state.move_text(self.options[self.sel])  # at most 20 ("<Fulfil 1S 2B 1N 1X>")
            if R.PASS in self.options and self.options[self.sel] != R.PASS:
                t += " B:pass" if len(t) < 20 else "B:pass"  # the whole contract stays readable
            self.prompt.text = t

    def begin(self, state):
        self.cur = 0
        self.sel = 0
        self.show(state)

    def auto(self, state):
        """Auto-claim (Settings): fulfilling the next contract is never worse than passing (docs/rules/beans.md),
        so with the setting on the runtime does it for the player, off turn and after a stop alike."""
        if (self.app.settings.get("autoclaim") and state.phase in (R.P_OFF, R.P_FULFIL)
                and R.CLAIM in state.legal_moves()):
            return R.CLAIM
        return None

    def start_is_move(self, state):
        return state.phase == R.P_KEEP and R.ROLL in state.legal_moves()

    def input(self, state, pressed):
        if state.phase == R.P_KEEP:
            moves = state.legal_moves()
            if pressed & (bt.LEFT | bt.RIGHT) and self.fresh_list:
                step = 1 if pressed & bt.RIGHT else -1
                self.cur = (self.cur + step) % len(self.fresh_list)
                self.draw_prompt(state)
                self.app.mark()
                return None
            if pressed & bt.A and self.fresh_list:
                i = self.fresh_list[self.cur]
                return R.KEEP + (7 if i >= R.N_WHITE else 0) + state.face[i]
            if pressed & bt.START and R.ROLL in moves:
                return R.ROLL
            if pressed & bt.B:
                return R.STOP if R.STOP in moves else bt.UNDO
            if pressed & bt.SELECT:
                items = []
                acts = []
                for m in (R.SELL, R.ROLL, R.STOP):
                    if m in moves:
                        items.append(state.move_text(m))
                        acts.append(m)
                items.append("Undo last keep")
                acts.append(bt.UNDO)
                k = self.app.ask("Your move", items)
                return None if k is None else acts[k]
            return None
        # a claim window or fulfilling after a stop: LEFT/RIGHT choose, A plays, B passes
        self.options = state.legal_moves()
        if pressed & (bt.LEFT | bt.RIGHT | bt.UP | bt.DOWN):
            step = 1 if pressed & (bt.RIGHT | bt.DOWN) else -1
            self.sel = (self.sel + step) % len(self.options)
            self.draw_prompt(state)
            self.app.mark()
            return None
        if pressed & bt.A:
            return self.options[min(self.sel, len(self.options) - 1)]
        if pressed & bt.B and R.PASS in self.options:
            return R.PASS
        return None

    def animate(self, state, move):
        # a computer's keep: move the cursor onto the die it takes, so the player sees which one
        if state.phase == R.P_KEEP and move >= R.KEEP and state.to_move() >= 0:
            colour = (move - R.KEEP) // 7
            face = (move - R.KEEP) % 7
            for i in range(7):
                if state.where[i] == R.FRESH and (i >= R.N_WHITE) == (colour == 1) and state.face[i] == face:
                    self.cursor.x = DICE_X - 1 + PITCH * i
                    self.cursor.hidden = False
                    self.app.mark()
                    self.app.wait(250)
                    self.cursor.hidden = True
                    break

    def results(self, state):
        names = self.match.names
        order = sorted(range(state.players), key=lambda p: (-state.coins(p), p))  # no ties: MicroPython sorts unstably
        lines = []
        for p in order:
            lines.append("%s: %d coins, card %d/6" % (names[p][:10], state.coins(p), state.done[p]))
        return lines

