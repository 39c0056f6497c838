# Bossa screen (docs/SCREENS.md): the opponent's hand on top, the white and the black line with their dice, the
# info row (running sum against the target), your hand and tokens at the bottom. Everything is built once here;
# show() only changes tiles, text, positions and `hidden`.
import displayio

from pocket import buttons as bt
from pocket import ui
from games.bossa.tiles import (DONE, K_DOUBLE, M_BLACK, M_DOUBLE, M_EXCHANGE, M_FIRST, M_INVERT, M_LINE, M_POS,
                               M_REDRAW, M_STACK, M_WHITE, MOD, O_BLINE, O_BMOD, O_BPOS, O_CNT, O_KEEP, O_LOC,
                               O_MODT, O_NPOS, O_OWNER, O_PHASE, O_PLAYER, O_POS, O_ROLL, O_START, O_TOK, O_VAL, LINE,
                               P_BUILD, P_CHOOSE, P_COLOUR, P_DICE, P_EXGIVE, P_EXTAKE, P_KEEP, P_MAIN, P_OVER,
                               P_RDDISCARD, P_STACK, P_STACKPOS, REASONS, T_EXCHANGE, T_REDRAW, T_STACK,
                               tile_value)

# sprite indices in assets/bossa.bmp (sim/bossa_art.py)
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
POS_MAX = 8  # positions drawn per line (the last ones when a novice line grows longer)
HAND_MAX = 9
X0 = 15  # first position of a line

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
        self.more = [ui.label(g, "", 13, y + 12, ui.DIM) for y in LINE_Y]
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
        self.pos_x = [[0] * 32, [0] * 32]  # x of each drawn position (for the cursor), -1 when scrolled away
        self.next_x = [0, 0]
        self.seen_npos = [0, 0]
        self.last = (-1, -1)  # (line, position) placed most recently: its value is drawn in the accent colour

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
        hidden = ph == P_CHOOSE or ph == P_COLOUR or ph == P_DICE
        # while a position is built, the builder's hand shows the line's colour bright and the other dim
        face = S_EMPH[b[O_BLINE]] if ph == P_BUILD or ph == P_STACK else S_PLAIN
        builder = b[O_PLAYER]
        for row in (0, 1):
            p = me if row else 1 - me
            self.swatch[row].color_index = ui.I_PLAYER + p
            hand = state.hand(p)
            tg = self.hands[row]
            for i in range(HAND_MAX):
                if i < len(hand):
                    tg[i] = S_BACK if (hidden and row == 0) else (face if p == builder else S_PLAIN) + hand[i]
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
        for line in (0, 1):
            self._show_line(state, line)
        self._show_ghost(state)
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

    def _show_line(self, state, line):
        b = state.b
        if b[O_NPOS + line] > self.seen_npos[line]:
            self.last = (line, b[O_NPOS + line] - 1)
        self.seen_npos[line] = b[O_NPOS + line]
        owner = b[O_OWNER + line]
        self.owner[line].hidden = owner == 255
        if owner != 255:
            self.owner[line].color_index = ui.I_PLAYER + owner
        start = b[O_START + line]
        self.dice[line][0] = S_DIE[line] + start if start else 0
        self.die_vals[line].text = str(start) if start else ""
        n = b[O_NPOS + line]
        # the last positions that fit in the row
        first = n
        width = X0
        while first > 0:
            c = b[O_CNT + line * 27 + first - 1]
            if width + c * TW_ + 3 > 150 or n - first >= POS_MAX:
                break
            width += c * TW_ + 3
            first -= 1
        self.more[line].text = "<" if first else ""
        x = X0
        grids = self.pos[line]
        for k in range(32):
            self.pos_x[line][k] = -1
        for slot in range(POS_MAX):
            j = first + slot
            tg = grids[slot]
            lab = self.vals[line][slot]
            if j >= n:
                tg.hidden = True
                lab.text = ""
                continue
            value, top = state.position(line, j)
            tg.hidden = False
            tg.x = x
            for i in range(8):
                tg[i] = S_EMPH[line] + top[i] if i < len(top) else 0
            lab.text = str(value)
            lab.color = ui.ACCENT if self.last == (line, j) else ui.FG
            lab.place(x + len(top) * TW_ // 2, LINE_Y[line] + 12)
            self.pos_x[line][j] = x
            for p in (0, 1):
                t = b[O_MODT + p]
                if t in top:
                    self.mods[p].x = x + TW_ * top.index(t)
                    self.mods[p].y = LINE_Y[line] - 2
            x += len(top) * TW_ + 3
        self.next_x[line] = x
        for p in (0, 1):
            t = b[O_MODT + p]
            self.mods[p].hidden = t == 255 or b[O_LOC + t] != LINE or (b[O_POS + t] >> 5) > 1

    def _show_ghost(self, state):
        b = state.b
        ph = b[O_PHASE]
        if ph != P_BUILD:
            self.ghost.hidden = True
            self.ghost_val.text = ""
            return
        line = b[O_BLINE]
        picked = state.build()
        x = min(self.next_x[line], 152 - TW_ * max(1, len(picked)))
        self.ghost.hidden = False
        self.ghost.x = x
        self.ghost.y = LINE_Y[line]
        for i in range(8):
            self.ghost[i] = S_EMPH[line] + picked[i] if i < len(picked) else 0
        self.ghost_val.text = "%d?" % self._sum(state)
        self.ghost_val.place(x + max(1, len(picked)) * TW_ // 2, LINE_Y[line] + 12)

    def _sum(self, state):
        b = state.b
        line = b[O_BLINE]
        p = b[O_PLAYER]
        s = 0
        for t in state.build():
            s += tile_value(t, line, b[O_KEEP + p] if t == b[O_BMOD] else 0)
        return s

    def _goal_text(self, state):
        b = state.b
        ph = b[O_PHASE]
        line = b[O_BLINE]
        if ph == P_STACK:
            j = line * 27 + b[O_BPOS]
            return "%d in %d" % (b[O_VAL + j], b[O_CNT + j])
        g = state.target(line)
        if g is None:
            return "-"
        t0, t1, c0, c1 = g[0], g[1], g[2], g[3]
        want = ("%d/%d" % (t0, t1)) if t0 > 0 else str(t1)
        if c1 > 9:
            return want
        return "%s in %d-%d" % (want, c0, c1) if c1 > c0 else "%s in %d" % (want, c0)

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
            lines = [i for i in (0, 1) if M_LINE + i in self.legal]
            if lines:
                self.zone, self.idx = Z_LINES, lines[0]
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
            self._frame(self.next_x[self.idx] - 1, LINE_Y[self.idx] - 1, w)
            ok = M_LINE + self.idx in self.legal
            info = "%s: %s" % (("White", "Black")[self.idx], self._line_need(state, self.idx) if ok else "no fit")
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
            m = self.legal[self.idx] - M_POS
            line, j = m >> 5, m & 31
            x = self.pos_x[line][j]
            self._frame((x if x >= 0 else X0) - 1, LINE_Y[line] - 1, TW_ * b[O_CNT + line * 27 + j] + 2)
            info = "Stack: %d in %d tiles" % (b[O_VAL + line * 27 + j], b[O_CNT + line * 27 + j])
        else:
            moves, names = self._choices(state)
            c.hidden = True
            info = "< %s >" % names[self.idx]
        if info is not None:
            self.info.text = info
        self.app.mark()

    def _line_need(self, state, line):
        g = state.target(line)
        t0, t1, c0, c1 = g[0], g[1], g[2], g[3]
        want = ("%d/%d" % (t0, t1)) if t0 > 0 else str(t1)
        if c1 > 9:
            return want
        return "%s in %d-%d tiles" % (want, c0, c1)

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
            if pressed & (bt.UP | bt.DOWN):
                row = 2 if z == Z_TOKENS else self.idx
                row = (row + (1 if pressed & bt.DOWN else -1)) % 3
                if row == 2:
                    self.zone, self.idx = Z_TOKENS, 0
                else:
                    self.zone, self.idx = Z_LINES, row
            elif z == Z_TOKENS and pressed & (bt.LEFT | bt.RIGHT):
                self.idx = (self.idx + (1 if pressed & bt.RIGHT else -1)) % 3
            self._draw_cursor(state)
            if pressed & bt.A:
                move = M_LINE + self.idx if self.zone == Z_LINES else TOKENS[self.idx]
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
            lines.append("%s line: %d positions" % (("White", "Black")[line], b[O_NPOS + line]))
        return lines

