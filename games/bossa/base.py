# Bossa: the read-only half of the State (queries and legal moves). The engine is split in small modules
# because the device compiles each .py in RAM.
from games.bossa.layout import *  # noqa: F401,F403


_G4 = [0, 0, 0, 0, 0]


def _goal4(t0, t1, cmin, cmax, skip=0):
    """(t0, t1, min tiles, max tiles, a tile count refused between them or 0) in one reused list: the search asks
    for thousands of these per AI move. Valid until the next call."""
    g = _G4
    g[0] = t0
    g[1] = t1
    g[2] = cmin
    g[3] = cmax
    g[4] = skip
    return g


class Base:
    def __init__(self, b):
        self.b = b
        self.players = 2

    # ---- reading ----
    def novice(self):
        return self.b[O_OPT] & 1

    def modifiers(self):
        return self.b[O_OPT] & 2

    def phase(self):
        return self.b[O_PHASE]

    def hand(self, p):
        b = self.b
        h = HAND + p
        return [t for t in range(NT) if b[O_LOC + t] == h]

    def hand_count(self, p):
        b = self.b
        h = HAND + p
        n = 0
        for t in range(NT):
            if b[O_LOC + t] == h:
                n += 1
        return n

    def pile(self):
        """Tiles that can come out of the pile (the true pile: the set-aside tile is not in it)."""
        b = self.b
        return [t for t in range(NT) if b[O_LOC + t] == PILE]

    def pile_count(self):
        b = self.b
        n = 0
        for t in range(NT):
            if b[O_LOC + t] == PILE:
                n += 1
        return n

    def npos(self, line):
        """Positions of a line, both sides of the die together (what "6 rangées" counts)."""
        b = self.b
        return b[O_NPOS + line * 2] + b[O_NPOS + line * 2 + 1]

    def nend(self, end):
        """Positions at one end of a line (end = line * 2 + side, side 0 low, 1 high)."""
        return self.b[O_NPOS + end]

    def position(self, end, j):
        """(value, tiles on top) of position j of an end, counted from the die."""
        b = self.b
        key = end * ARM + j
        return b[O_VAL + key], [t for t in range(NT) if b[O_LOC + t] == LINE and b[O_POS + t] == key]

    def end_value(self, end):
        """Value at an end of a line: its outermost position, or the die when that side is empty."""
        b = self.b
        n = b[O_NPOS + end]
        return b[O_VAL + end * ARM + n - 1] if n else b[O_START + (end >> 1)]

    def build(self):
        b = self.b
        return list(b[O_BT:O_BT + b[O_BN]])

    def modifier_of(self, t):
        """Kind of modifier on tile t (0 none)."""
        b = self.b
        for p in (0, 1):
            if b[O_MODT + p] == t:
                return b[O_KEEP + p]
        return 0

    def can_modify(self, p):
        b = self.b
        return b[O_OPT] & 2 and b[O_KEEP + p] and b[O_MODT + p] == 255

    def winner(self):
        w = self.b[O_WIN]
        return -1 if w == 255 else w

    def reason(self):
        return self.b[O_REASON]

    def target(self, end):
        """[target, -1, min tiles, max tiles, refused count] for a new position at an end of a line (end = line * 2
        + side): one less than the end's value at the low end, one more at the high end. None when the line is full
        (regular) or the low end has reached 1. The list is reused by the next call: read it at once."""
        b = self.b
        novice = b[O_OPT] & 1
        if not novice and b[O_NPOS + (end & 2)] + b[O_NPOS + (end | 1)] >= SIX:
            return None
        n = b[O_NPOS + end]
        if n >= ARM - 1:
            return None
        k = end * ARM + n - 1
        v = (b[O_VAL + k] if n else b[O_START + (end >> 1)]) + (1 if end & 1 else -1)
        if v < 1:
            return None
        if novice:
            return _goal4(v, -1, 1, 99)
        if n == 0:
            return _goal4(v, -1, 1, 2)
        # « une de plus ou une de moins que la ou les tuiles voisines »: one tile more or one fewer than the
        # neighbour toward the die, never as many (docs/rules/bossa.md); one fewer than one tile is no position
        c = b[O_CNT + k]
        return _goal4(v, -1, c - 1 if c > 1 else 2, c + 1, c)

    def _goal(self):
        """Targets of the position being built (BUILD or STACK phase)."""
        b = self.b
        end = b[O_BLINE]
        if b[O_PHASE] == P_STACK:
            k = end * ARM + b[O_BPOS]
            c = b[O_CNT + k]
            return _goal4(b[O_VAL + k], -1, c, c)
        return self.target(end)

    def _search(self, p, line, goal, base, base_mod, out):
        """Completions of `base` (tiles already picked) from p's hand into a position of `line`'s colour worth
        goal[0] or goal[1] with goal[2]..goal[3] tiles, never goal[4]. Fills CAND (the candidate tiles, see
        layout.py); masks index CAND."""
        b = self.b
        kind = b[O_KEEP + p] if self.can_modify(p) else 0
        s = 0
        for t in base:
            s += tile_value(t, line, b[O_KEEP + p] if t == base_mod else 0)
        h = HAND + p
        n = 0
        for t in range(NT):
            if b[O_LOC + t] == h and t not in base:
                CAND[n] = t
                VALS[n] = tile_value(t, line)
                MVALS[n] = tile_value(t, line, kind) if kind else 0
                n += 1
        g = GOAL
        g[0] = goal[0]
        g[1] = goal[1]
        g[2] = goal[2]
        g[3] = goal[3]
        g[4] = out
        g[5] = n
        g[6] = goal[4]
        found = dfs(len(base), s, 99 if (base_mod != 255 or not kind) else -1)
        g[4] = None
        return found

    def _can_place(self, p, end):
        g = self.target(end)
        return g is not None and self._search(p, end >> 1, g, (), 255, None)

    def _can_stack(self, p, end, j):
        b = self.b
        k = end * ARM + j
        c = b[O_CNT + k]
        return self._search(p, end >> 1, _goal4(b[O_VAL + k], -1, c, c), (), 255, None)

    def _main_moves(self):
        b = self.b
        p = b[O_PLAYER]
        moves = []
        for end in range(4):
            if self._can_place(p, end):
                moves.append(M_END + end)
        tok = b[O_TOK + p]
        if not tok & T_STACK and self._stack_positions(p, True):
            moves.append(M_STACK)
        mine = self.hand_count(p)
        if not tok & T_REDRAW and mine and self.pile_count():
            moves.append(M_REDRAW)
        if not tok & T_EXCHANGE and mine and self.hand_count(1 - p):
            moves.append(M_EXCHANGE)
        return moves

    def _stack_positions(self, p, first_only=False):
        b = self.b
        out = []
        for end in range(4):
            for j in range(b[O_NPOS + end]):
                if self._can_stack(p, end, j):
                    out.append(M_POS + end * ARM + j)
                    if first_only:
                        return out
        return out

    def _build_moves(self):
        b = self.b
        p = b[O_PLAYER]
        base = self.build()
        bmod = b[O_BMOD]
        out = []
        self._search(p, b[O_BLINE] >> 1, self._goal(), base, bmod, out)
        flags = bytearray(MOD + NT + 1)
        for mask, mi in out:
            if not mask:
                flags[MOD + NT] = 1
                continue
            j = 0
            while mask:
                if mask & 1:
                    flags[CAND[j] + (MOD if j == mi else 0)] = 1
                mask >>= 1
                j += 1
        moves = [m for m in range(MOD + NT) if flags[m]]
        if flags[MOD + NT]:
            moves.append(DONE)
        return moves

    # ---- contract ----
    def to_move(self):
        ph = self.b[O_PHASE]
        if ph == P_OVER:
            return TERMINAL
        if ph == P_DICE or ph == P_DRAW or ph == P_RDDRAW:
            return CHANCE
        return self.b[O_PLAYER]

    def is_over(self):
        return self.b[O_PHASE] == P_OVER

    def secret(self):
        """The decision now is secret (docs/ENGINE.md): keeping Double or Invert, hidden until both have kept one."""
        return self.b[O_PHASE] == P_KEEP

    def legal_moves(self):
        b = self.b
        ph = b[O_PHASE]
        p = b[O_PLAYER]
        if ph == P_MAIN:
            return self._main_moves()
        if ph == P_BUILD or ph == P_STACK:
            return self._build_moves()
        if ph == P_DRAW or ph == P_RDDRAW:
            return self.pile()
        if ph == P_DICE:
            return [M_DICE + i for i in range(36) if i // 6 != i % 6]
        if ph == P_CHOOSE:
            return [M_WHITE, M_BLACK, M_FIRST]
        if ph == P_COLOUR:
            return [M_WHITE, M_BLACK]
        if ph == P_KEEP:
            return [M_DOUBLE, M_INVERT]
        if ph == P_STACKPOS:
            return self._stack_positions(p)
        if ph == P_EXGIVE or ph == P_RDDISCARD:
            return self.hand(p)
        if ph == P_EXTAKE:
            return self.hand(1 - p)
        return []

    def chance_outcomes(self):
        ph = self.b[O_PHASE]
        if ph == P_DRAW or ph == P_RDDRAW or ph == P_DICE:
            return [(m, 1) for m in self.legal_moves()]
        return []
