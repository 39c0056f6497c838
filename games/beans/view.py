# The bean game's screen (docs/SCREENS.md). Top: every player's coins and progress. Then the dice: the row just
# rolled and the field (white and cream dice drawn differently, each face a bean mark with its own colour and
# shape), and after the roll a "Stop" the cursor can reach. Then the card of the player it concerns: six contracts
# with their printed chances, done ones green, the next one highlighted. Then a hint line (odds of the next
# contract from here) and two lines saying what the buttons do now. B never commits anything: it takes a die back.
# One meaning a button (issue 37): the cursor reaches the dice, then Roll, Stop and, when it may be sold, the card,
# and A does what it is on; START is always the pause menu; SELECT looks at the other players' cards.
# Built once; show() only changes tiles, text, colours and positions.
import displayio

from pocket import buttons as bt
from pocket import ui
from pocket.match import PACE
from pocket.verbs import UNDO
from games.beans import rules as R
from games.beans.cards import CARDS, PCT
from games.beans.contracts import text as contract_text
from games.beans.rules import ONE

FRESH_Y = 14
FIELD_Y = 28
DICE_X = 34
PITCH = 14      # 12x12 dice, 2 px apart: a die's cell of the sheet is 14 px wide, the die 1 px in
TILE = 12
STOP_X = DICE_X + 7 * PITCH + 2  # "Roll" (right of the roll row) and "Stop" (of the field), after the seventh die
CARD_Y = 42
INFO_Y = 79
PROMPT_Y = 91   # two lines (91, 103); the runtime's message strip is below, from 116
EMPTY = 15
PHASES = ("Rolling", "Rolling", "Claims", "Keeping", "Scoring", "Drawing", "Game over")


def coins(n):
    return "1 coin" if n == 1 else "%d coins" % n


def short(contract):
    """Contract text for the card panel (<= 8 characters): the contract's own words when they fit ("1G 1S"), else
    without spaces ("1S2B1N1X") or in other words ("6 kinds", "2 threes"; the help's Contracts pages explain them)."""
    t = contract_text(contract)
    if len(t) <= 8:
        return t
    if (contract & 15) == 0:
        return t.replace(" ", "")
    return t.replace("differ.", "kinds").replace("2 triples", "2 threes")


class View:
    def __init__(self, app, match):
        self.app = app
        self.match = match
        bitmap, palette = app.sheet("beans")
        g = app.stage
        n = 5
        # players: swatch and coins ("10 coins" when two play, "10" for 3-5 in 32 px each); the contracts done are
        # the card's (its "+" lines, the info line's "1 of 6 done"), never beside the coins (issue 37: "10+1")
        self.wide = len(match.setup.kinds) == 2
        pitch = self.pitch = 80 if self.wide else 32
        self.pl_swatch = []
        self.pl_text = []
        for p in range(n):
            x = 2 + pitch * p
            sw = ui.rect(g, x, 2, 5, 8, ui.I_PLAYER + p)
            self.pl_swatch.append(sw)
            self.pl_text.append(ui.label(g, "", x + 7, 0, ui.FG, cols=8 if self.wide else 4))
        self.turn_bar = ui.rect(g, 2, 11, pitch - 2, 1, ui.I_ACCENT)
        ui.label(g, "Roll", 2, FRESH_Y, ui.DIM)
        ui.label(g, "Field", 2, FIELD_Y, ui.DIM)
        self.roll_label = ui.label(g, "", STOP_X, FRESH_Y, ui.FG, cols=4)
        self.stop_label = ui.label(g, "", STOP_X, FIELD_Y, ui.FG, cols=4)
        # one frame for a die and for "Stop", moved by its x and widened (a second frame cost 5 objects of heap)
        self.cursor = ui.frame_rect(g, 0, FRESH_Y - 1, TILE + 2, TILE + 2, ui.I_ACCENT)
        self.cursor.hidden = True
        # one TileGrid a row of seven dice over the shared sheet (a TileGrid a die: ~1.1 KB more on the twin)
        self.fresh_row = displayio.TileGrid(bitmap, pixel_shader=palette, tile_width=PITCH, tile_height=TILE,
                                            width=7, height=1, default_tile=EMPTY, x=DICE_X, y=FRESH_Y)
        self.field_row = displayio.TileGrid(bitmap, pixel_shader=palette, tile_width=PITCH, tile_height=TILE,
                                            width=7, height=1, default_tile=EMPTY, x=DICE_X, y=FIELD_Y)
        g.append(self.fresh_row)
        g.append(self.field_row)
        # the card: two columns of three contracts, the next one on a highlight bar
        self.next_bar = ui.rect(g, 0, CARD_Y, 80, 12, ui.I_PANEL)  # a line's text (13 columns from x 2) ends at x 80
        self.lines = []
        for j in range(6):
            x = 2 + 80 * (j // 3)
            y = CARD_Y + 12 * (j % 3)
            self.lines.append(ui.label(g, "", x, y, ui.FG, cols=13))   # "+1S2B1N1X 11%": 13 (a text's tiles: heap)
        self.info = ui.label(g, "", 2, INFO_Y, ui.FG)
        self.prompt = ui.label(g, "", 2, PROMPT_Y, ui.ACCENT)
        self.prompt2 = ui.label(g, "", 2, PROMPT_Y + 12, ui.FG)
        self.cur = 0       # cursor among the fresh dice (index into self.fresh_list), then self.acts' places
        self.fresh_list = []
        self.acts = []     # the actions after the dice while keeping: ROLL, STOP, SELL (the card), those legal
        self.look = 0      # SELECT's look: the card of the player this many seats after yours (0: yours)
        self.sel = 0       # choice among claim / sell / pass in a window or after stopping
        self.options = []
        self.viewer = 0
        self.hint_key = None
        self.hint_text = ""
        if match.hints:
            # the hint's planner (and its tables) now, with the screen, rather than amid a game at the first keep
            import games.beans.plan  # noqa: F401

    # ---- whose card is on screen
    def pick_viewer(self, state):
        """The card on screen: the deciding human's; during a computer's turn the computer's own card, which the
        info line names, so its claims are seen on the card they fulfil (issue 29); a computer claiming with your
        roll: its card, not yours (issue 37)."""
        human = self.match.human
        p = state.to_move()
        if 0 <= p < state.players:
            d = self.match.last_decider  # a computer's move just made (shown while it is said): its card still
            if human[p] and d is not None and 0 <= d < state.players and not human[d]:
                return d
            return p
        if human[state.active] or state.phase != R.P_OVER:
            return state.active
        for q in range(state.players):
            if human[q]:
                return q
        return state.active

    # ---- drawing
    def show(self, state):
        v = self.pick_viewer(state)
        if self.look:
            v = (v + self.look) % state.players
        self.viewer = v
        for p in range(5):
            on = p < state.players
            self.pl_swatch[p].hidden = not on
            t = ""
            if on:
                t = coins(state.coins(p)) if self.wide else str(state.coins(p))
            lab = self.pl_text[p]
            if lab.text != t:
                lab.text = t
            lab.color = ui.FG if p == v else ui.DIM  # bright: the card on screen is theirs (yellow is player 5's)
        self.turn_bar.x = 2 + self.pitch * state.active
        self.fresh_list = []
        for i in range(7):
            tile = 1 + (7 if i >= R.N_WHITE else 0) + state.face[i]
            w = state.where[i]
            self.fresh_row[i, 0] = tile if w == R.FRESH else EMPTY
            self.field_row[i, 0] = tile if w == R.FIELD else EMPTY
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
        if self.match.human[v] and not self.look:
            self.info.text = self.hint(state, v)
            self.info.color = ui.FG
        else:
            self.info.text = self.owner(state, v)
            self.info.color = ui.PLAYER[v]  # the owner's colour, as their swatch in the top row
        sc = state.coins(v)
        # at the end the strip's left says who won ("CPU4 wins"): the coins would run into it
        over = state.phase == R.P_OVER
        self.app.status.right(PHASES[R.P_OVER] if over else "%s %s" % (coins(sc), PHASES[state.phase]))
        self.draw_prompt(state)
        self.app.mark()

    def frame_at(self, x, w, y=FRESH_Y - 1, h=TILE + 2):
        """The cursor's frame, shown at (x, y), w by h px (a die: TILE + 2 square, "Roll" or "Stop": 4 characters
        and a margin, the card: all of it)."""
        c = self.cursor
        c.x = x
        c.y = y - (FRESH_Y - 1)
        c[0].width = c[1].width = w
        c[3].x = w - 1
        c[1].y = FRESH_Y - 1 + h - 1
        c[2].height = c[3].height = h
        c.hidden = False

    def owner(self, state, v):
        """Whose card it is when it is not a human's, and how far it is: "CPU's card: 1 of 6 done"; a computer
        claiming with another's roll: "CPU's card, your roll" (its next contract is the highlighted line)."""
        names = self.match.names
        a = state.active
        if state.phase == R.P_OFF and v != a:
            return "%s's card, %s roll" % (names[v], "your" if self.match.human[a] else names[a][:5] + "'s")
        return "%s's card: %d of 6 done" % (names[v], state.done[v])

    def pace(self, state, move, ms):
        """How long a computer's step stays on screen once made (ms: the "CPU moves" setting's, 800 at Normal):
        a keep, with the cursor's moment on the die before it (animate), the pace's; a claim or a sale, whose
        words are read, half as long again; rolling on or stopping half; passing a frame (issue 37: each step
        at least ~0.8 s, its claims read)."""
        if move == R.PASS:
            return 0
        if not self.app.settings.get("pace"):  # Fast stays as fast as it was: a turn in about 2 s
            if state.phase == R.P_KEEP:
                return ms // 6 if move >= R.KEEP else ms // 4
            return ms // 3 if state.phase == R.P_FULFIL else ms // 2
        if state.phase == R.P_KEEP:
            return ms - ms // 4 if move >= R.KEEP else ms // 2
        return ms + ms // 2  # a claim or a sale (after a stop, or with another player's roll)

    def hint(self, state, v):
        """What the viewer can still make: the next contract's odds with one more roll of the dice not kept."""
        if not self.match.hints:
            return ""
        c = state.contract(v)
        if c is None:
            return "Card full: sell it" if state.can_sell(v) else ""
        if state.phase == R.P_OFF or v != state.active:
            return "Next %s: %d%%" % (contract_text(c), PCT[6 * state.active_card[v] + state.done[v]])
        field = state.counts(R.FIELD)
        if R.met(c, field):
            return "Field has %s" % contract_text(c)
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
                from games.beans.plan import goal_for  # up to ~0.3 s on the device, once per keep
                # the AI's planner and memo tables, not a second planner (that cost an 8 KB block): every AI
                # decision clears and restarts them, so the hint never changes what the AI decides
                g = goal_for(c)
                g.start(None)
                # value() is out of ONE (fixed point): as a rounded percentage
                pct = (100 * g.value(g.counts(field), nw, nc, 1) + ONE // 2) // ONE if nw + nc else 0
            self.hint_key = key
            self.hint_text = "Next roll makes it: %d%%" % pct
        return self.hint_text

    def draw_prompt(self, state):
        p = state.to_move()
        # a person's prompt only on the game's own state: the match shows a computer's move made on a copy for the
        # pause after it (pocket.match), when no one decides yet ("A: keep this die" ran ahead of the decision)
        human = 0 <= p < state.players and self.match.human[p] and state is self.match.state
        self.cursor.hidden = True
        moves = state.legal_moves() if human else ()
        on_keep = human and state.phase == R.P_KEEP
        self.acts = [m for m in (R.ROLL, R.STOP, R.SELL) if m in moves] if on_keep else []
        self.roll_label.text = "Roll" if R.ROLL in self.acts else ""
        self.stop_label.text = "Stop" if R.STOP in self.acts else ""
        if not human:
            self.prompt.text = ""
            self.prompt2.text = ""
            return
        if self.look:
            self.prompt.text = "SELECT: next card"
            self.prompt2.text = "Any other button: back"
            return
        if on_keep:
            n = len(self.fresh_list)
            self.cur = max(0, min(self.cur, n + len(self.acts) - 1))
            act = self.acts[self.cur - n] if self.cur >= n else None
            if act is None:
                self.frame_at(DICE_X + PITCH * self.fresh_list[self.cur], TILE + 2)
                t = "A: keep this die"
            elif act == R.SELL:
                self.frame_at(0, ui.W, CARD_Y - 1, 38)
                t = "A: " + state.move_text(R.SELL).lower()  # "A: sell for 2 coins"
            else:
                self.frame_at(STOP_X - 2, 4 * ui.CHAR_W + 3, (FRESH_Y if act == R.ROLL else FIELD_Y) - 1)
                t = "A: roll the rest again" if act == R.ROLL else "A: stop, score the field"
            self.prompt.text = t
            words = [("Roll", "Stop", "Sell")[(R.ROLL, R.STOP, R.SELL).index(m)] for m in self.acts]
            if state.kept:
                self.prompt2.text = "<> %s  B: undo" % " ".join(words)
            else:
                self.prompt2.text = "Keep a die, or <> Sell" if words else "Keep at least one die"
        else:
            self.options = state.legal_moves()
            self.sel = min(self.sel, len(self.options) - 1)
            self.prompt.text = "<%s>" % state.move_text(self.options[self.sel])  # at most 20 ("<Fulfil 1S 2B 1N 1X>")
            if R.PASS in self.options and self.options[self.sel] != R.PASS:
                more = "A: play it  B: pass"
            elif len(self.options) > 1:
                more = "A: play it  <>: others"
            else:
                more = "A: play it"
            self.prompt2.text = more

    def begin(self, state):
        self.cur = 0
        self.sel = 0
        self.look = 0
        self.show(state)

    def auto(self, state):
        """Auto-claim (Settings): fulfilling the next contract is never worse than passing (docs/rules/beans.md),
        so with the setting on the runtime does it for the player, off turn and after a stop alike."""
        if (self.app.settings.get("autoclaim") and state.phase in (R.P_OFF, R.P_FULFIL)
                and R.CLAIM in state.legal_moves()):
            return R.CLAIM
        return None

    def start_is_move(self, state):
        return False  # START is the pause menu, always (rolling again is the Roll place: one meaning a button)

    def input(self, state, pressed):
        if pressed & bt.SELECT:  # look at the next player's card, and back to yours after the last
            self.look = (self.look + 1) % state.players
            self.show(state)
            return None
        if self.look:  # any other button ends the look, and does what it does
            self.look = 0
            self.show(state)
        if state.phase == R.P_KEEP:
            places = len(self.fresh_list) + len(self.acts)  # the dice, then Roll, Stop, the card (to sell it)
            if pressed & bt.DPAD and places:
                step = 1 if pressed & (bt.RIGHT | bt.DOWN) else -1
                self.cur = (self.cur + step) % places
                self.draw_prompt(state)
                self.app.mark()
                return None
            if pressed & bt.A:
                n = len(self.fresh_list)
                if self.cur < n:
                    i = self.fresh_list[self.cur]
                    return R.KEEP + (7 if i >= R.N_WHITE else 0) + state.face[i]
                return self.acts[self.cur - n] if self.cur - n < len(self.acts) else None
            if pressed & bt.B:
                return UNDO  # B takes the last kept die back; it never ends the turn (issue 18)
            return None
        # a claim window or fulfilling after a stop: LEFT/RIGHT choose, A plays, B passes
        self.options = state.legal_moves()
        if pressed & bt.DPAD:
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
                    self.frame_at(DICE_X + PITCH * i, TILE + 2)
                    self.app.mark()
                    # app.wait: A skips it, and holding A (the runtime's fast-forward) too; the pace setting's
                    # quarter (150 ms at Normal): a turn has many keeps
                    self.app.wait(PACE[self.app.settings.get("pace")] // 4)
                    self.cursor.hidden = True
                    break

    def results(self, state):
        names = self.match.names
        order = sorted(range(state.players), key=lambda p: (-state.coins(p), p))  # no ties: MicroPython sorts unstably
        lines = []
        form = "%s: %s, %d of 6 done"
        for p in order:
            if len(form % (names[p][:10], coins(state.coins(p)), state.done[p])) > ui.COLS - 1:
                form = "%s: %s, %d/6 done"  # "CPU3: 13 coins, 6/6 done": the results box's 25 columns, and one
        for p in order:                     # form on every line (issue 37)
            lines.append(form % (names[p][:10], coins(state.coins(p)), state.done[p]))
        return lines

