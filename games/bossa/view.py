# Bossa screen (docs/SCREENS.md): the opponent's hand on top, the white and the black line, the info row (running
# sum against the target), your hand and tokens at the bottom. A line reads left to right in number order: its low
# end, the positions falling away from the die, the die, the positions rising from it, its high end. Each open end
# shows the value it needs (green) where the cursor and the position being built go. Everything is built once
# (games/bossa/screen.py); show() only changes tiles, text, positions and `hidden`.

from pocket import buttons as bt
from pocket import ui
from pocket.verbs import UNDO
from pocket.modules import forget, run
from games.bossa.layout import (ARM, DONE, K_DOUBLE, M_BLACK, M_DOUBLE, M_END, M_EXCHANGE, M_FIRST, M_INVERT,
                               M_POS, M_REDRAW, M_STACK, M_WHITE, MOD, O_BLINE, O_BMOD, O_BN, O_BPOS, O_CHOOSER,
                               O_CNT, O_KEEP, O_LOC, O_MODT, O_NPOS, O_OWNER, O_PHASE, O_PLAYER, O_POS, O_ROLL,
                               O_START, O_TOK, O_VAL, LINE, P_BUILD, P_CHOOSE, P_COLOUR, P_DICE, P_EXGIVE,
                               P_EXTAKE, P_KEEP, P_MAIN, P_OVER, P_RDDISCARD, P_STACK, P_STACKPOS, T_EXCHANGE,
                               T_REDRAW, T_STACK, tile_value, tile_words)

# the screen's geometry is screen.py's: imported with the view, that module is dropped once it has built the
# screen (View.__init__), these names stay
from games.bossa.screen import (S_TILE, S_BACK, S_DIE, S_TOK, S_USED, S_MARK, TW_, LINE_Y, HAND_Y, TOK_X, POS_MAX,
                                HAND_MAX, X0, ROW_W, GAP, MORE_W, NX, N_FG, N_NEED, N_ACC, ZOOM_PITCH, ZOOM_X)

Z_LINES = 0  # cursor zones
Z_TOKENS = 1
Z_HAND = 2
Z_OPP = 3
Z_POS = 4
Z_CHOICE = 5
TOKENS = (M_REDRAW, M_EXCHANGE, M_STACK)
TOKEN_BITS = (T_REDRAW, T_EXCHANGE, T_STACK)
TOKEN_NAMES = ("Redraw: swap with pile", "Exchange: swap a tile", "Stack: cover a position")


def _set(thing, name, value):
    """thing.name = value when it differs (displayio redraws an object whose attribute is set, to the same or not)."""
    if getattr(thing, name) != value:
        setattr(thing, name, value)


def _tiles(c0, c1, skip):
    """The tile counts a position may have (min c0, max c1, never skip): "1-2 tiles", "1 or 3 tiles", "1 tile", or
    "" when any count will do (novice)."""
    if c1 > 9:
        return ""
    if skip and c1 == c0 + 2:
        return "%d or %d tiles" % (c0, c1)
    if c1 > c0:
        return "%d-%d tiles" % (c0, c1)
    return "1 tile" if c0 == 1 else "%d tiles" % c0


class View:
    # the AI's code is loaded for each computer turn and dropped once its last step is played (pocket.match,
    # ai.planned): never with the match, so its hole is not under the view's objects; so Hard's learned table fits
    # at 96 KB (issue 36: the twin's bossa-hard completes at every seed down to 94 KB, 95 KB with the AI kept)
    keep_ai = False

    def __init__(self, app, match):
        self.app = app
        self.match = match
        run("games.bossa.screen", "build", self, app)   # built once: its code (2.5 KB) is dropped (the view's import
        forget("games.bossa.screen")                   # of the geometry had loaded it: run() leaves it loaded)
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
        self.big = False  # SELECT's look (both hands large) is open
        self.said = ""  # the hint line of the decision in progress

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
        shade = 1 + (b[O_BLINE] >> 1) if ph == P_BUILD or ph == P_STACK else 0
        builder = b[O_PLAYER]
        for row in (0, 1):
            p = me if row else 1 - me
            self.swatch[row].color_index = ui.I_PLAYER + p
            hand = state.hand(p)
            tg = self.hands[row]
            tg.pixel_shader = self.shades[shade if p == builder else 0]
            for i in range(HAND_MAX):
                if i < len(hand):
                    down = hidden and (row == 0 or mine_hidden)
                    tg[i] = S_BACK if down else S_TILE + hand[i]
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
        for line in (0, 1):
            self._show_line(state, line)
        self.pile.text = str(state.pile_count())
        deciding = self.match.deciding >= 0
        self.hint.text = self.said if deciding else ""
        sc = state.scores()
        self.app.status.scores(sc, "in hand")  # the tiles each holds: fewer is better (issue 37: unlabelled)
        self.info.text = self._info(state)
        self.info.color = ui.FG
        self.cursor.hidden = True
        self.zoom.hidden = True
        for i in range(HAND_MAX):
            self.marks[i] = 0
        if deciding:
            # a person's decision in progress (the pause menu closed over it): the large hand, the cursor and the
            # hint come back at once, as input() left them (issue 37)
            big = self.big
            self._draw_cursor(state)
            if big:  # SELECT's look was open (_draw_cursor closed it)
                self._zoom(True)
                self.cursor.hidden = True
        else:
            self.big = False
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
        for row in self.cells:
            for i in range(ui.COLS):
                row[i] = 32
        for side in (0, 1):
            e = line * 2 + side
            if side == 1:  # the die between the two sides, and the ".." for the high side's left-out positions
                self.dice[line].x = x
                self.dice[line][0] = S_DIE[line] + start if start else 0
                if start:
                    self._num(N_FG, x + TW_ // 2, str(start))
                x += TW_ + GAP
                x = self._more(e, cut[1], x, y)
            else:
                x = self._spot(state, e, x, spot_w[0], ghost_side == 0)
            order = range(n[0] - 1, cut[0] - 1, -1) if side == 0 else range(cut[1], n[1])
            for j in order:
                value, top = state.position(e, j)
                tg = self.pos[line][slot]
                slot += 1
                tg.hidden = False
                tg.x = x
                for i in range(8):
                    tg[i] = S_TILE + top[i] if i < len(top) else 0
                self._num(N_ACC if self.last == e * ARM + j else N_FG, x + len(top) * TW_ // 2, str(value))
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
        for r in range(3):
            self.nums[line][r].text = str(self.cells[r], "ascii").rstrip()
        for p in (0, 1):
            t = b[O_MODT + p]
            self.mods[p].hidden = t == 255 or b[O_LOC + t] != LINE or b[O_POS + t] >= 4 * ARM

    def _more(self, e, cut, x, y):
        """The ".." standing for positions left out next to the die, in the numbers under the line."""
        if not cut:
            return x
        self._num(N_FG, x + MORE_W // 2, "..")
        return x + MORE_W

    def _spot(self, state, e, x, w, ghost):
        """The spot where end e's next position goes: its needed value (green), or the position being built."""
        self.end_x[e] = x
        g = state.target(e) if state.b[O_START + (e >> 1)] else None  # no die yet while the colours are chosen
        need = "" if g is None or ghost else str(g[0])
        self.need_text[e] = need
        if need:
            self._num(N_NEED, x + w // 2, need)
        if ghost:
            picked = state.build()
            self.ghost.hidden = False
            self.ghost.x = x
            self.ghost.y = LINE_Y[e >> 1]
            self.ghost.pixel_shader = self.shades[1 + (e >> 1)]
            for i in range(8):
                self.ghost[i] = S_TILE + picked[i] if i < len(picked) else 0
            self._num(N_ACC, x + w // 2, "%d?" % self._sum(state))
        return x + w + GAP

    def _num(self, row, cx, text):
        """Write text centred (to the nearest character cell) on x = cx into a number row of the line being
        drawn; it moves right while it would touch another number of the line."""
        n = len(text)
        c = (cx - NX - 3 * n + 3) // 6
        if c < 0:
            c = 0
        cells = self.cells
        while c + n < ui.COLS and self._taken(c, n):
            c += 1
        if c + n > ui.COLS:
            c = ui.COLS - n
        for i in range(n):
            cells[row][c + i] = ord(text[i])

    def _taken(self, c, n):
        """Whether cells c-1 .. c+n (the text and a space either side) already hold a number."""
        for row in self.cells:
            for i in range(c - 1 if c else 0, c + n + 1 if c + n < ui.COLS else c + n):
                if row[i] != 32:
                    return True
        return False

    def _sum(self, state):
        b = state.b
        line = b[O_BLINE] >> 1
        p = b[O_PLAYER]
        s = 0
        for t in state.build():
            s += tile_value(t, line, b[O_KEEP + p] if t == b[O_BMOD] else 0)
        return s

    def _need(self, state):
        """What the position being built (or the Stack) needs, after the sum: " of 4, 1-2 tiles" (at most 19
        characters: "Sum 13 of 14, 2 or 4 tiles" fills the line)."""
        b = state.b
        end = b[O_BLINE]
        if b[O_PHASE] == P_STACK:
            j = end * ARM + b[O_BPOS]
            want, c0, c1, skip = b[O_VAL + j], b[O_CNT + j], b[O_CNT + j], 0
        else:
            g = state.target(end)
            if g is None:
                return ", nothing fits"
            want, c0, c1, skip = g[0], g[2], g[3], g[4]
        count = _tiles(c0, c1, skip)
        return " of %d, %s" % (want, count) if count else " of %d" % want

    def _info(self, state):
        ph = state.b[O_PHASE]
        if ph == P_BUILD or ph == P_STACK:
            return "Sum %d%s" % (self._sum(state), self._need(state))
        if ph == P_OVER:
            return run("games.bossa.ending", "reason_text", state, self.match.names)
        return ""

    def _build_hint(self, state):
        """The hint while a position or a Stack is built: the buttons, or the modifier armed for the next tile."""
        keep = state.b[O_KEEP + self.me]
        if self.armed:
            return "Next tile x2  UP: cancel" if keep == K_DOUBLE else "Next tile flips UP: cancel"
        up = state.can_modify(self.me) and any(m >= MOD and m < DONE for m in self.legal)
        if not state.b[O_BN]:   # no tile yet: START is the pause menu's (start_is_move), and the hint says so
            if up:
                return "A add UP x2 START: menu" if keep == K_DOUBLE else "A add UP flip START: menu"
            return "A: add a tile  START: menu"
        if up:
            return "A add START place UP x2" if keep == K_DOUBLE else "A add START place UP flip"
        return "A add, START place, B back"

    # ---- a human decides ----------------------------------------------------------------------------------------
    def turn_words(self, p, gain, said):
        """The line left for your turn: who and what, without the runtime's "CPU -1:" (a hand a tile smaller
        read as a penalty, issue 37); the hands' sizes are the strip's ("in hand")."""
        return "%s: %s" % (self.match.names[p], said)

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
            self._hint("A: choose  SELECT: zoom")
        elif ph in (P_BUILD, P_STACK, P_EXGIVE, P_RDDISCARD):
            hand = state.hand(self.me)
            if self.zone != Z_HAND or self.idx >= len(hand):
                self.idx = 0  # else the cursor stays where the last tile was picked
            self.zone = Z_HAND
            ok = [i for i in range(len(hand)) if self._tile_move(hand[i]) is not None]
            if ok and self.idx not in ok:
                self.idx = ok[0]
            if ph == P_BUILD or ph == P_STACK:
                self._hint(self._build_hint(state))
            else:
                # a once-a-game token: how to back out with it unused (B undoes its use)
                self._hint("A: give, B: keep Exchange" if ph == P_EXGIVE else "A: discard, B: keep Redraw")
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
        self.said = text  # drawn again by show() while the decision lasts (the replay of the last turn draws others)
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
            other = self.match.names[1 - self.me][:4]
            return (M_WHITE, M_BLACK, M_FIRST), ("White line, %s starts" % other, "Black line, %s starts" % other,
                                                 "I play first")
        if ph == P_COLOUR:
            return (M_WHITE, M_BLACK), ("White line", "Black line")
        return (M_DOUBLE, M_INVERT), ("Keep Double (dots x2)", "Keep Invert (flip)")

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
        b = state.b
        # a hand is large only while you pick from it: yours over the line you are not building on (the black one
        # for a token's tile), theirs over the white line
        cover = 1 - (b[O_BLINE] >> 1) if b[O_PHASE] in (P_BUILD, P_STACK) else 1
        z = self.zone
        self._zoom(False, 1 if z == Z_HAND else (0 if z == Z_OPP else -1), cover if z == Z_HAND else 0)
        w = 10
        hand = state.hand(self.me)
        picked = state.build() if b[O_PHASE] in (P_BUILD, P_STACK) else ()
        for i in range(HAND_MAX):
            m = 0
            if self.zone == Z_HAND and i < len(hand) and b[O_PHASE] in (P_BUILD, P_STACK):
                if hand[i] in picked:
                    m = S_MARK[0]
                    self.zoom_rows[1][i] = 0     # picked: it has left the large hand for the line
                elif self._tile_move(hand[i]) is not None:
                    m = S_MARK[1]
            self.marks[i] = m
        info = None
        if self.zone == Z_LINES:
            e = self.idx
            self._frame(self.end_x[e] - 1, LINE_Y[e >> 1] - 1, w)
            info = ("White", "Black")[e >> 1] + self._line_need(state, e)
        elif self.zone == Z_TOKENS:
            self._frame(TOK_X + TW_ * self.idx - 1, HAND_Y - 1, w)
            name = TOKEN_NAMES[self.idx]
            if TOKENS[self.idx] not in self.legal:
                used = b[O_TOK + self.me] & TOKEN_BITS[self.idx]
                name = name.split(":")[0] + (": already used" if used else ": not possible now")
            info = name
        elif self.zone == Z_HAND:
            self._frame(ZOOM_X + 2 * TW_ * self.idx - 2, LINE_Y[cover] - 1, 2 * TW_ + 2, 2 * 12 + 2)
            if b[O_PHASE] in (P_BUILD, P_STACK):
                info = self._info(state)
            elif self.idx < len(hand):
                info = "Tile: " + tile_words(hand[self.idx])
        elif self.zone == Z_OPP:
            self._frame(ZOOM_X + 2 * TW_ * self.idx - 2, LINE_Y[0] - 1, 2 * TW_ + 2, 2 * 12 + 2)
            theirs = state.hand(1 - self.me)
            if self.idx < len(theirs):
                info = "Take: " + tile_words(theirs[self.idx])
        elif self.zone == Z_POS:
            k = self.legal[self.idx] - M_POS
            e = k // ARM
            x = self.pos_x[e >> 1][(e & 1) * ARM + k % ARM]
            self._frame((x if x >= 0 else X0) - 1, LINE_Y[e >> 1] - 1, TW_ * b[O_CNT + k] + 2)
            info = "Cover %d with %d tile%s" % (b[O_VAL + k], b[O_CNT + k], "" if b[O_CNT + k] == 1 else "s")
        else:
            moves, names = self._choices(state)
            c.hidden = True
            info = "< %s >" % names[self.idx]
        if info is not None:
            self.info.text = info
        self.app.mark()

    def _line_need(self, state, e):
        """After "White" or "Black": what end e needs, e.g. ": 4 in 1-2 tiles", ": 5 in 1 or 3 tiles" (at most 20
        characters)."""
        g = state.target(e)
        if g is None:
            return " line is full" if state.npos(e >> 1) >= 6 and not state.novice() else " line ends at 1"
        if M_END + e not in self.legal:
            return " needs %d, none fits" % g[0]
        count = _tiles(g[2], g[3], g[4])
        return ": %d in %s" % (g[0], count) if count else " needs %d" % g[0]

    def _zoom(self, on, row=-1, cover=0):
        """on: SELECT's look, both hands twice as large over the lines, as they are drawn in the hand rows. Else
        row >= 0: that hand row alone twice as large over line `cover`, while you pick from it (issue 29: a tile's
        2 px dots are hard to count on the 1.8 inch screen). Built with the screen: at 96 KB the heap has no block
        for it in the middle of a game."""
        self.big = on
        z = self.zoom
        # displayio redraws whatever is set, changed or not: each part is set only when it changes (issue 37: a
        # cursor press while picking redrew the zoom, two thirds of the screen)
        hide = not on and row < 0
        if z.hidden != hide:
            z.hidden = hide
        if not hide:
            one = not on
            _set(z, "y", (cover - row) * ZOOM_PITCH if one else 0)
            _set(self.zoom_bg, "y", LINE_Y[0] - 2 + (ZOOM_PITCH * row if one else 0))
            _set(self.zoom_bg, "height", ZOOM_PITCH + 2 if one else 2 * ZOOM_PITCH + 2)
            for r in (0, 1):
                src = self.hands[r]
                dst = self.zoom_rows[r]
                off = one and r != row
                _set(dst, "hidden", off)
                _set(self.zoom_bars[r], "hidden", off)
                if dst.pixel_shader is not src.pixel_shader:
                    dst.pixel_shader = src.pixel_shader
                for i in range(HAND_MAX):
                    if dst[i] != src[i]:
                        dst[i] = src[i]
                _set(self.zoom_bars[r], "color_index", self.swatch[r].color_index)
        self.app.mark()

    def input(self, state, pressed):
        ph = state.b[O_PHASE]
        z = self.zone
        if pressed & bt.SELECT:
            if self.big:
                self._zoom(False)
                self._draw_cursor(state)
            else:
                self._zoom(True)
                self.cursor.hidden = True
            return None
        if self.big:
            self._zoom(False)  # any other button closes the zoom, and does what it does
            self._draw_cursor(state)
        if pressed & bt.B:
            return UNDO
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
        if pressed & (bt.UP | bt.DOWN) and (ph == P_BUILD or ph == P_STACK) and state.can_modify(self.me):
            self.armed = not self.armed
            self._hint(self._build_hint(state))
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

    def animate(self, state, move):
        """The computer's move said as a player says it, in place of the move list's words (games/bossa/words.py),
        before the pause that lets it be read."""
        p = state.to_move()
        if p < 0 or self.match.human[p]:
            return
        try:
            said = run("games.bossa.words", "said", state, move, self.match.names[p])
        except MemoryError:
            # no room for the words' code beside the computer's (a fragmented heap): the runtime's shorter words
            # ("CPU: 5 on white line") stand, and the game goes on
            forget("games.bossa.words")
            said = None
        if said:
            # the words come with their picture: the tile already on the line, the sum already counted (the
            # runtime applies the move after the pause that lets them be read)
            after = state.copy()
            after.apply(move)
            self.show(after)
            self.app.say(said)

    def start_is_move(self, state):
        """START places the tiles picked; before the first tile there is nothing to place and START pauses."""
        ph = state.b[O_PHASE]
        return (ph == P_BUILD or ph == P_STACK) and state.b[O_BN] > 0

    def results(self, state):
        return run("games.bossa.ending", "results", state, self.match.names)

