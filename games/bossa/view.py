# Bossa screen (docs/SCREENS.md): the opponent's hand on top, the white and the black line, the info row (running
# sum against the target), your hand and tokens at the bottom. A line reads left to right in number order: its low
# end, the positions falling away from the die, the die, the positions rising from it, its high end. Each open end
# shows the value it needs (green) where the cursor and the position being built go. Everything is built once
# here; show() only changes tiles, text, positions and `hidden`.
import displayio

from pocket import buttons as bt
from pocket import ui
from games.bossa.tiles import (ARM, DONE, K_DOUBLE, M_BLACK, M_DOUBLE, M_END, M_EXCHANGE, M_FIRST, M_INVERT,
                               M_POS, M_REDRAW, M_STACK, M_WHITE, MOD, O_BLINE, O_BMOD, O_BN, O_BPOS, O_CHOOSER,
                               O_CNT, O_KEEP, O_LOC, O_MODT, O_NPOS, O_OWNER, O_PHASE, O_PLAYER, O_POS, O_ROLL,
                               O_START, O_TOK, O_VAL, LINE, P_BUILD, P_CHOOSE, P_COLOUR, P_DICE, P_EXGIVE, P_EXTAKE,
                               P_KEEP, P_MAIN, P_OVER, P_RDDISCARD, P_STACK, P_STACKPOS, REASONS, T_EXCHANGE,
                               T_REDRAW, T_STACK, tile_value)

# sprite indices in assets/bossa.bmp (sim/games/bossa/art.py)
S_PLAIN = 1
S_EMPH = (28, 55)  # + tile: white line, black line
S_BACK = 82
S_DIE = (82, 88)  # + value: white die, black die
S_TOK = 95  # R E S D I, then the same used
S_USED = 100

TW_ = 8  # cell width
LINE_Y = (14, 40)
INFO_Y = 66
HAND_Y = 80
TOK_X = 124
POS_MAX = 8  # positions drawn per line (the ones next to the die are left out when a long line does not fit)
HAND_MAX = 9
X0 = 4  # left edge of a line (the owner's colour bar is left of it)
ROW_W = 155  # room for a line: X0 to the screen's right edge
GAP = 3  # between positions
MORE_W = 9  # the ".." standing for positions left out next to the die

Z_LINES = 0  # cursor zones
Z_TOKENS = 1
Z_HAND = 2
Z_OPP = 3
Z_POS = 4
Z_CHOICE = 5
TOKENS = (M_REDRAW, M_EXCHANGE, M_STACK)
TOKEN_BITS = (T_REDRAW, T_EXCHANGE, T_STACK)
TOKEN_NAMES = ("Redraw: swap with pile", "Exchange: swap a tile", "Stack: cover a position")
PHASE_WORDS = ("Roll", "Choose", "Colour", "Keep", "Draw", "Play", "Place", "Stack", "Stack", "Swap", "Swap",
               "Redraw", "Redraw", "End")


def _reason_text(state):
    """Why the game ended, capitalised (CircuitPython's str has no capitalize())."""
    r = REASONS[state.reason()]
    return r[:1].upper() + r[1:]


class View:
    def __init__(self, app, match):
        self.app = app
        self.match = match
        bmp, pal = app.sheet("bossa")
        g = app.stage

        def grid(w, x, y):
            tg = displayio.TileGrid(bmp, pixel_shader=pal, tile_width=TW_, tile_height=12, width=w, height=1,
                                    x=x, y=y, default_tile=0)
            g.append(tg)
            return tg

        # rows of hands: index 0 = the top row (the other player), 1 = the bottom row (you)
        self.swatch = [ui.rect(g, 2, y, 6, 12, ui.I_PLAYER) for y in (0, HAND_Y)]
        self.hands = [grid(HAND_MAX, 12, y) for y in (0, HAND_Y)]
        self.toks = [grid(4, TOK_X, y) for y in (0, HAND_Y)]
        self.rolls = [grid(1, TOK_X - 12, y) for y in (0, HAND_Y)]  # each player's roll, while colours are chosen
        # lines
        self.owner = [ui.rect(g, 0, y, 3, 12, ui.I_PLAYER) for y in LINE_Y]
        self.dice = [grid(1, 4, y) for y in LINE_Y]
        self.die_vals = [ui.label(g, "", 7, y + 12, ui.DIM, anchor=(0.5, 0.0)) for y in LINE_Y]
        self.pos = []
        self.vals = []
        for line in (0, 1):
            self.pos.append([grid(8, 0, LINE_Y[line]) for _ in range(POS_MAX)])
            self.vals.append([ui.label(g, "", 0, LINE_Y[line] + 12, ui.FG, anchor=(0.5, 0.0))
                              for _ in range(POS_MAX)])
        # per end (line * 2 + side): the value it needs, under the spot where the next position goes, and the
        # ".." standing for positions left out between that side and the die
        self.need = [ui.label(g, "", 0, LINE_Y[e >> 1] + 12, ui.GOOD, anchor=(0.5, 0.0)) for e in range(4)]
        self.more = [ui.label(g, "", 0, LINE_Y[e >> 1] + 2, ui.DIM) for e in range(4)]
        self.ghost = grid(8, 0, 0)
        self.ghost_val = ui.label(g, "", 0, 0, ui.ACCENT, anchor=(0.5, 0.0))
        self.mods = [ui.rect(g, 0, 0, 7, 2, ui.I_ACCENT) for _ in (0, 1)]
        self.info = ui.label(g, "", 2, INFO_Y, ui.FG)
        self.pile_icon = grid(1, 86, 0)
        self.pile_icon[0] = S_BACK
        self.pile = ui.label(g, "", 95, 0, ui.DIM)
        # the runtime clears app.say() when a human decision begins, so the hints have their own line
        self.hint = ui.label(g, "", 2, HAND_Y + 14, ui.DIM)
        # markers under your hand: picked (accent) or can be added (green)
        self.marks = [ui.rect(g, 12 + TW_ * i, HAND_Y + 13, 7, 2, ui.I_GOOD) for i in range(HAND_MAX)]
        self.cursor = displayio.Group()  # a frame of four bars, resized to what it surrounds
        self.bars = [ui.rect(self.cursor, 0, 0, 1, 1, ui.I_ACCENT) for _ in range(4)]
        g.append(self.cursor)
        self.cursor.hidden = True
        # what the cursor is on
        self.zone = Z_LINES
        self.idx = 0
        self.armed = False
        self.legal = []
        self.me = 0
        self.side = 1  # the side of the die the line cursor is on (0 low, 1 high)
        self.pos_x = [[-1] * (2 * ARM), [-1] * (2 * ARM)]  # x of each drawn position (side * ARM + j), -1: left out
        self.end_x = [0, 0, 0, 0]  # x of the spot where each end's next position goes
        self.seen_npos = [0, 0, 0, 0]
        self.last = -1  # slot (end * ARM + position) placed most recently: its value is drawn in the accent colour

    # ---- who sits at the bottom --------------------------------------------------------------------------------
    def _bottom(self, state):
        human = self.match.human
        p = state.to_move()
        if human[0] and human[1]:
            if p >= 0:
                self.me = p
        elif human[1]:
            self.me = 1
        else:
            self.me = 0
        return self.me

    # ---- drawing -----------------------------------------------------------------------------------------------
    def show(self, state):
        b = state.b
        me = self._bottom(state)
        ph = b[O_PHASE]
        # the hands are face down until the colours are chosen; only the higher roller has looked at theirs
        hidden = ph == P_CHOOSE or ph == P_COLOUR or ph == P_DICE
        mine_hidden = ph == P_DICE or (hidden and b[O_CHOOSER] != me)
        # while a position is built, the builder's hand shows the line's colour bright and the other dim
        face = S_EMPH[b[O_BLINE] >> 1] if ph == P_BUILD or ph == P_STACK else S_PLAIN
        builder = b[O_PLAYER]
        for row in (0, 1):
            p = me if row else 1 - me
            self.swatch[row].color_index = ui.I_PLAYER + p
            hand = state.hand(p)
            tg = self.hands[row]
            for i in range(HAND_MAX):
                if i < len(hand):
                    down = hidden and (row == 0 or mine_hidden)
                    tg[i] = S_BACK if down else (face if p == builder else S_PLAIN) + hand[i]
                else:
                    tg[i] = 0
            roll = b[O_ROLL + p]
            self.rolls[row][0] = S_DIE[0] + roll if roll and (ph == P_CHOOSE or ph == P_COLOUR) else 0
            tok = b[O_TOK + p]
            tt = self.toks[row]
            for i in range(3):
                tt[i] = (S_USED if tok & TOKEN_BITS[i] else S_TOK) + i
            keep = b[O_KEEP + p]
            if not keep or (ph == P_KEEP and row == 0):
                tt[3] = 0
            else:
                tt[3] = (S_USED if b[O_MODT + p] != 255 else S_TOK) + (3 if keep == K_DOUBLE else 4)
        self.ghost.hidden = True
        self.ghost_val.text = ""
        for line in (0, 1):
            self._show_line(state, line)
        self.pile.text = str(state.pile_count())
        self.hint.text = ""
        sc = state.scores()
        self.app.status.right("%d-%d %s" % (sc[0], sc[1], PHASE_WORDS[ph]))
        self.info.text = self._info(state)
        self.info.color = ui.FG
        self.cursor.hidden = True
        for m in self.marks:
            m.hidden = True
        self.app.mark()

    def _row_width(self, b, line, n, cut, spot_w):
        """Width of a line drawn with `cut` positions left out next to the die on each side."""
        w = spot_w[0] + spot_w[1] + TW_ + 4 * GAP
        for side in (0, 1):
            k = (line * 2 + side) * ARM
            for j in range(cut[side], n[side]):
                w += b[O_CNT + k + j] * TW_ + GAP
            if cut[side]:
                w += MORE_W
        return w

    def _show_line(self, state, line):
        b = state.b
        n = [0, 0]
        for side in (0, 1):
            e = line * 2 + side
            n[side] = b[O_NPOS + e]
            if n[side] > self.seen_npos[e]:
                self.last = e * ARM + n[side] - 1
            self.seen_npos[e] = n[side]
        owner = b[O_OWNER + line]
        self.owner[line].hidden = owner == 255
        if owner != 255:
            self.owner[line].color_index = ui.I_PLAYER + owner
        start = b[O_START + line]
        # the spot at each end: one tile wide, or as wide as the position being built there
        ghost_side = b[O_BLINE] & 1 if b[O_PHASE] == P_BUILD and b[O_BLINE] >> 1 == line else -1
        spot_w = [TW_, TW_]
        if ghost_side >= 0:
            spot_w[ghost_side] = TW_ * max(1, b[O_BN])
        # leave out positions next to the die, on the side with more shown, until the line fits
        cut = [0, 0]
        while self._row_width(b, line, n, cut, spot_w) > ROW_W or n[0] - cut[0] + n[1] - cut[1] > POS_MAX:
            side = 0 if n[0] - cut[0] > n[1] - cut[1] else 1
            if n[side] - cut[side] <= 1:
                side = 1 - side
                if n[side] - cut[side] <= 1:
                    break
            cut[side] += 1
        y = LINE_Y[line]
        pos_x = self.pos_x[line]
        for k in range(2 * ARM):
            pos_x[k] = -1
        slot = 0
        x = X0
        for side in (0, 1):
            e = line * 2 + side
            if side == 1:  # the die between the two sides, and the ".." for the high side's left-out positions
                self.dice[line].x = x
                self.dice[line][0] = S_DIE[line] + start if start else 0
                self.die_vals[line].text = str(start) if start else ""
                self.die_vals[line].place(x + TW_ // 2, y + 12)
                x += TW_ + GAP
                x = self._more(e, cut[1], x, y)
            else:
                x = self._spot(state, e, x, spot_w[0], ghost_side == 0)
            order = range(n[0] - 1, cut[0] - 1, -1) if side == 0 else range(cut[1], n[1])
            for j in order:
                value, top = state.position(e, j)
                tg = self.pos[line][slot]
                lab = self.vals[line][slot]
                slot += 1
                tg.hidden = False
                tg.x = x
                for i in range(8):
                    tg[i] = S_EMPH[line] + top[i] if i < len(top) else 0
                lab.text = str(value)
                lab.color = ui.ACCENT if self.last == e * ARM + j else ui.FG
                lab.place(x + len(top) * TW_ // 2, y + 12)
                pos_x[side * ARM + j] = x
                for p in (0, 1):
                    t = b[O_MODT + p]
                    if t in top:
                        self.mods[p].x = x + TW_ * top.index(t)
                        self.mods[p].y = y - 2
                x += len(top) * TW_ + GAP
            if side == 0:
                x = self._more(e, cut[0], x, y)
            else:
                self._spot(state, e, x, spot_w[1], ghost_side == 1)
        for k in range(slot, POS_MAX):
            self.pos[line][k].hidden = True
            self.vals[line][k].text = ""
        for p in (0, 1):
            t = b[O_MODT + p]
            self.mods[p].hidden = t == 255 or b[O_LOC + t] != LINE or b[O_POS + t] >= 4 * ARM

    def _more(self, e, cut, x, y):
        lab = self.more[e]
        lab.text = ".." if cut else ""
        if not cut:
            return x
        lab.x = x - 1
        lab.y = y + 6
        return x + MORE_W

    def _spot(self, state, e, x, w, ghost):
        """The spot where end e's next position goes: its needed value (green), or the position being built."""
        self.end_x[e] = x
        need = self.need[e]
        need.place(x + w // 2, LINE_Y[e >> 1] + 12)
        g = state.target(e) if state.b[O_START + (e >> 1)] else None  # no die yet while the colours are chosen
        need.text = "" if g is None or ghost else str(g[0])
        if ghost:
            picked = state.build()
            self.ghost.hidden = False
            self.ghost.x = x
            self.ghost.y = LINE_Y[e >> 1]
            for i in range(8):
                self.ghost[i] = S_EMPH[e >> 1] + picked[i] if i < len(picked) else 0
            self.ghost_val.text = "%d?" % self._sum(state)
            self.ghost_val.place(x + w // 2, LINE_Y[e >> 1] + 12)
        return x + w + GAP

    def _sum(self, state):
        b = state.b
        line = b[O_BLINE] >> 1
        p = b[O_PLAYER]
        s = 0
        for t in state.build():
            s += tile_value(t, line, b[O_KEEP + p] if t == b[O_BMOD] else 0)
        return s

    def _goal_text(self, state):
        b = state.b
        ph = b[O_PHASE]
        end = b[O_BLINE]
        if ph == P_STACK:
            j = end * ARM + b[O_BPOS]
            return "%d in %d" % (b[O_VAL + j], b[O_CNT + j])
        g = state.target(end)
        if g is None:
            return "-"
        want, c0, c1 = g[0], g[2], g[3]
        if c1 > 9:
            return str(want)
        return "%d in %d-%d" % (want, c0, c1) if c1 > c0 else "%d in %d" % (want, c0)

    def _info(self, state):
        ph = state.b[O_PHASE]
        if ph == P_BUILD or ph == P_STACK:
            return "Sum %d need %s" % (self._sum(state), self._goal_text(state))
        if ph == P_OVER:
            return _reason_text(state)
        return ""

    # ---- a human decides ----------------------------------------------------------------------------------------
    def begin(self, state):
        self._bottom(state)
        self.legal = state.legal_moves()
        ph = state.b[O_PHASE]
        self.armed = False
        if ph == P_MAIN:
            ends = [e for e in range(4) if M_END + e in self.legal]
            if ends:
                # the side the cursor was on last, when that end can take a position
                e = ends[0]
                for x in ends:
                    if x & 1 == self.side:
                        e = x
                        break
                self.zone, self.idx = Z_LINES, e
                self.side = e & 1
            else:
                self.zone = Z_TOKENS
                self.idx = [i for i in range(3) if TOKENS[i] in self.legal][0]
            self._hint("A: choose  D-pad: move")
        elif ph in (P_BUILD, P_STACK, P_EXGIVE, P_RDDISCARD):
            hand = state.hand(self.me)
            if self.zone != Z_HAND or self.idx >= len(hand):
                self.idx = 0  # else the cursor stays where the last tile was picked
            self.zone = Z_HAND
            ok = [i for i in range(len(hand)) if self._tile_move(hand[i]) is not None]
            if ok and self.idx not in ok:
                self.idx = ok[0]
            if ph == P_BUILD or ph == P_STACK:
                hint = "A add, START place, B back"
                if state.can_modify(self.me) and any(m >= MOD and m < DONE for m in self.legal):
                    hint = "A: add  SELECT: modifier"
                self._hint(hint)
            else:
                self._hint("A: %s this tile" % ("give" if ph == P_EXGIVE else "discard"))
        elif ph == P_EXTAKE:
            self.zone, self.idx = Z_OPP, 0
            self._hint("A: take this tile  B: back")
        elif ph == P_STACKPOS:
            # left to right on the screen: the white line then the black one, each in number order
            self.legal = [m for _, m in sorted([(self._stack_order(m), m) for m in self.legal])]
            self.zone, self.idx = Z_POS, 0
            self._hint("A: stack here  B: back")
        else:
            self.zone, self.idx = Z_CHOICE, 0
            b = state.b
            if ph == P_KEEP:
                self._hint("Once a game, on one tile")
            else:
                names = self.match.names
                self._hint("Dice: %s %d, %s %d" % (names[0][:5], b[O_ROLL], names[1][:5], b[O_ROLL + 1]))
        self._draw_cursor(state)

    def _stack_order(self, move):
        k = move - M_POS
        e = k // ARM
        j = k % ARM
        return (e >> 1) * 64 + (32 + j if e & 1 else 31 - j)

    def _hint(self, text):
        self.hint.text = text
        self.app.mark()

    def _tile_move(self, t):
        """The move that adds tile t now (with the modifier when armed or when only that fits), or None."""
        if self.armed and MOD + t in self.legal:
            return MOD + t
        if t in self.legal:
            return t
        if MOD + t in self.legal:
            return MOD + t
        return None

    def _choices(self, state):
        ph = state.b[O_PHASE]
        if ph == P_CHOOSE:
            other = self.match.names[1 - self.me][:5]
            return (M_WHITE, M_BLACK, M_FIRST), ("White line, %s 1st" % other, "Black line, %s 1st" % other,
                                                 "I play first")
        if ph == P_COLOUR:
            return (M_WHITE, M_BLACK), ("White line", "Black line")
        return (M_DOUBLE, M_INVERT), ("Keep Double", "Keep Invert")

    def _frame(self, x, y, w, h=14):
        top, bottom, left, right = self.bars
        top.x = bottom.x = left.x = x
        top.y = left.y = right.y = y
        bottom.y = y + h - 1
        right.x = x + w - 1
        top.width = bottom.width = w
        left.height = right.height = h

    def _draw_cursor(self, state):
        c = self.cursor
        c.hidden = False
        w = 10
        b = state.b
        hand = state.hand(self.me)
        picked = state.build() if b[O_PHASE] in (P_BUILD, P_STACK) else ()
        for i in range(HAND_MAX):
            m = self.marks[i]
            m.hidden = True
            if self.zone == Z_HAND and i < len(hand) and b[O_PHASE] in (P_BUILD, P_STACK):
                if hand[i] in picked:
                    m.hidden = False
                    m.color_index = ui.I_ACCENT
                elif self._tile_move(hand[i]) is not None:
                    m.hidden = False
                    m.color_index = ui.I_GOOD
        info = None
        if self.zone == Z_LINES:
            e = self.idx
            self._frame(self.end_x[e] - 1, LINE_Y[e >> 1] - 1, w)
            info = "%s: %s" % (("White", "Black")[e >> 1], self._line_need(state, e))
        elif self.zone == Z_TOKENS:
            self._frame(TOK_X + TW_ * self.idx - 1, HAND_Y - 1, w)
            name = TOKEN_NAMES[self.idx]
            if TOKENS[self.idx] not in self.legal:
                used = b[O_TOK + self.me] & TOKEN_BITS[self.idx]
                name = name.split(":")[0] + (": used" if used else ": not now")
            info = name
        elif self.zone == Z_HAND:
            self._frame(12 + TW_ * self.idx - 1, HAND_Y - 1, w)
            if b[O_PHASE] in (P_BUILD, P_STACK):
                info = "Sum %d need %s%s" % (self._sum(state), self._goal_text(state), " x2" if self.armed and
                                             b[O_KEEP + self.me] == K_DOUBLE else (" inv" if self.armed else ""))
        elif self.zone == Z_OPP:
            self._frame(12 + TW_ * self.idx - 1, -1, w)
        elif self.zone == Z_POS:
            k = self.legal[self.idx] - M_POS
            e = k // ARM
            x = self.pos_x[e >> 1][(e & 1) * ARM + k % ARM]
            self._frame((x if x >= 0 else X0) - 1, LINE_Y[e >> 1] - 1, TW_ * b[O_CNT + k] + 2)
            info = "Stack: %d in %d tile%s" % (b[O_VAL + k], b[O_CNT + k], "" if b[O_CNT + k] == 1 else "s")
        else:
            moves, names = self._choices(state)
            c.hidden = True
            info = "< %s >" % names[self.idx]
        if info is not None:
            self.info.text = info
        self.app.mark()

    def _line_need(self, state, e):
        g = state.target(e)
        if g is None:
            return "line of 6" if state.npos(e >> 1) >= 6 and not state.novice() else "ends at 1"
        want, c0, c1 = g[0], g[2], g[3]
        fits = "" if M_END + e in self.legal else ", no fit"
        if c1 > 9:
            return "%d%s" % (want, fits)
        return "%d in %d-%d tiles%s" % (want, c0, c1, fits)

    def input(self, state, pressed):
        ph = state.b[O_PHASE]
        z = self.zone
        if pressed & bt.B:
            return bt.UNDO
        if z == Z_CHOICE:
            moves, _ = self._choices(state)
            if pressed & (bt.LEFT | bt.RIGHT):
                self.idx = (self.idx + (1 if pressed & bt.RIGHT else -1)) % len(moves)
                self._draw_cursor(state)
            if pressed & bt.A:
                return moves[self.idx]
            return None
        if ph == P_MAIN:
            # rows: the white line, the black line, the tokens; LEFT/RIGHT: the end of a line, or a token
            if pressed & (bt.UP | bt.DOWN):
                row = 2 if z == Z_TOKENS else self.idx >> 1
                row = (row + (1 if pressed & bt.DOWN else -1)) % 3
                if row == 2:
                    self.zone, self.idx = Z_TOKENS, 0
                else:
                    self.zone, self.idx = Z_LINES, row * 2 + self.side
            elif pressed & (bt.LEFT | bt.RIGHT):
                if z == Z_TOKENS:
                    self.idx = (self.idx + (1 if pressed & bt.RIGHT else -1)) % 3
                else:
                    self.side = 1 if pressed & bt.RIGHT else 0
                    self.idx = (self.idx & 2) + self.side
            self._draw_cursor(state)
            if pressed & bt.A:
                move = M_END + self.idx if self.zone == Z_LINES else TOKENS[self.idx]
                if move in self.legal:
                    return move
                self._hint("That does not fit now")
            return None
        if z == Z_POS:
            n = len(self.legal)
            if pressed & (bt.LEFT | bt.RIGHT | bt.UP | bt.DOWN):
                self.idx = (self.idx + (1 if pressed & (bt.RIGHT | bt.DOWN) else -1)) % n
                self._draw_cursor(state)
            if pressed & bt.A:
                return self.legal[self.idx]
            return None
        hand = state.hand(self.me) if z == Z_HAND else state.hand(1 - self.me)
        if pressed & (bt.LEFT | bt.RIGHT) and hand:
            self.idx = (self.idx + (1 if pressed & bt.RIGHT else -1)) % len(hand)
            self._draw_cursor(state)
        if pressed & bt.SELECT and (ph == P_BUILD or ph == P_STACK) and state.can_modify(self.me):
            self.armed = not self.armed
            self._draw_cursor(state)
        if pressed & bt.START and (ph == P_BUILD or ph == P_STACK):
            if DONE in self.legal:
                return DONE
            self._hint("The sum does not fit yet")
            return None
        if pressed & bt.A and self.idx < len(hand):
            t = hand[self.idx]
            if ph == P_BUILD or ph == P_STACK:
                move = self._tile_move(t)
                if move is None:
                    self._hint("That tile cannot help here")
                return move
            return t
        return None

    def start_is_move(self, state):
        ph = state.b[O_PHASE]
        return ph == P_BUILD or ph == P_STACK

    def results(self, state):
        names = self.match.names
        sc = state.scores()
        b = state.b
        lines = [_reason_text(state)]
        for p in (0, 1):
            lines.append("%s: %d tile%s in hand" % (names[p][:12], sc[p], "" if sc[p] == 1 else "s"))
        for line in (0, 1):
            lines.append("%s line: %d positions" % (("White", "Black")[line], state.npos(line)))
        return lines

