# Bossa (Banana Moon Studio, 2023 revision): the rules engine. Rulings: docs/rules/bossa.md.
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


class State:
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

    # ---- playing ----
    def apply(self, move):
        if move not in self.legal_moves():
            raise ValueError("illegal move %r" % (move,))
        self.do(move)

    def do(self, move):
        """Apply a move known to be legal (the AI's fast path)."""
        b = self.b
        ph = b[O_PHASE]
        p = b[O_PLAYER]
        if ph == P_DRAW or ph == P_RDDRAW:
            b[O_LOC + move] = HAND + p
            if ph == P_RDDRAW:
                self._begin_turn(1 - p)
                return
            b[O_PHASE] = P_MAIN
            if not self._main_moves():
                self._end(1 - p, R_STUCK)
        elif ph == P_MAIN:
            if M_END <= move < M_END + 4:
                b[O_PHASE] = P_BUILD
                b[O_BLINE] = move - M_END
                b[O_BN] = 0
                b[O_BMOD] = 255
            elif move == M_STACK:
                b[O_TOK + p] |= T_STACK
                b[O_PHASE] = P_STACKPOS
            elif move == M_REDRAW:
                b[O_TOK + p] |= T_REDRAW
                b[O_PHASE] = P_RDDISCARD
            else:
                b[O_TOK + p] |= T_EXCHANGE
                b[O_PHASE] = P_EXGIVE
        elif ph == P_BUILD or ph == P_STACK:
            if move == DONE:
                self._commit()
                return
            n = b[O_BN]
            if move >= MOD:
                move -= MOD
                b[O_BMOD] = move
            b[O_BT + n] = move
            b[O_BN] = n + 1
        elif ph == P_STACKPOS:
            move -= M_POS
            b[O_BLINE] = move // ARM
            b[O_BPOS] = move % ARM
            b[O_BN] = 0
            b[O_BMOD] = 255
            b[O_PHASE] = P_STACK
        elif ph == P_EXGIVE:
            b[O_BT] = move
            b[O_PHASE] = P_EXTAKE
        elif ph == P_EXTAKE:
            b[O_LOC + b[O_BT]] = HAND + 1 - p
            b[O_LOC + move] = HAND + p
            self._begin_turn(1 - p)
        elif ph == P_RDDISCARD:
            b[O_LOC + move] = DISCARD
            b[O_PHASE] = P_RDDRAW
        elif ph == P_DICE:
            move -= M_DICE
            r0 = move // 6 + 1
            r1 = move % 6 + 1
            b[O_ROLL] = r0
            b[O_ROLL + 1] = r1
            hi = 0 if r0 > r1 else 1
            if b[O_OPT] & 1:  # novice: P1's die starts the white line, P2's the black one; higher plays first
                b[O_START] = r0
                b[O_START + 1] = r1
                b[O_FIRST] = hi
                self._after_setup()
            else:
                b[O_CHOOSER] = hi
                b[O_PLAYER] = hi
                b[O_PHASE] = P_CHOOSE
        elif ph == P_CHOOSE:
            if move == M_FIRST:
                b[O_FIRST] = p
                b[O_PLAYER] = 1 - p
                b[O_PHASE] = P_COLOUR
            else:
                self._colours(p, move - M_WHITE)
                b[O_FIRST] = 1 - p
                self._after_setup()
        elif ph == P_COLOUR:
            self._colours(p, move - M_WHITE)
            self._after_setup()
        elif ph == P_KEEP:
            b[O_KEEP + p] = K_DOUBLE if move == M_DOUBLE else K_INVERT
            if b[O_KEEP + 1 - p]:
                self._begin_turn(b[O_FIRST])
            else:
                b[O_PLAYER] = 1 - p

    def _colours(self, p, colour):
        b = self.b
        b[O_OWNER + colour] = p
        b[O_OWNER + 1 - colour] = 1 - p
        b[O_START + colour] = b[O_ROLL + p]
        b[O_START + 1 - colour] = b[O_ROLL + 1 - p]

    def _after_setup(self):
        b = self.b
        if b[O_OPT] & 2:
            b[O_PHASE] = P_KEEP
            b[O_PLAYER] = b[O_FIRST]
        else:
            self._begin_turn(b[O_FIRST])

    def _begin_turn(self, p):
        b = self.b
        b[O_PLAYER] = p
        if self.pile_count():
            b[O_PHASE] = P_DRAW
        else:
            mine = self.hand_count(p)
            theirs = self.hand_count(1 - p)
            self._end(2 if mine == theirs else (p if mine < theirs else 1 - p), R_PILE)

    def _end(self, winner, reason):
        b = self.b
        b[O_WIN] = winner
        b[O_REASON] = reason
        b[O_PHASE] = P_OVER

    def _commit(self):
        b = self.b
        p = b[O_PLAYER]
        end = b[O_BLINE]
        line = end >> 1
        n = b[O_BN]
        if b[O_PHASE] == P_STACK:
            key = end * ARM + b[O_BPOS]
            for t in range(NT):
                if b[O_LOC + t] == LINE and b[O_POS + t] == key:
                    b[O_LOC + t] = BURIED
        else:
            j = b[O_NPOS + end]
            key = end * ARM + j
            s = 0
            for i in range(n):
                t = b[O_BT + i]
                s += tile_value(t, line, b[O_KEEP + p] if t == b[O_BMOD] else 0)
            b[O_VAL + key] = s
            b[O_CNT + key] = n
            b[O_NPOS + end] = j + 1
        for i in range(n):
            t = b[O_BT + i]
            b[O_LOC + t] = LINE
            b[O_POS + t] = key
        if b[O_BMOD] != 255:
            b[O_MODT + p] = b[O_BMOD]
        b[O_BN] = 0
        b[O_BMOD] = 255
        full = not b[O_OPT] & 1 and self.npos(line) >= SIX  # six positions, both sides of the die together
        if not self.hand_count(p):
            # A; C when the last tiles also filled the opponent's line
            self._end(p, R_FILL if full and b[O_OWNER + line] != p else R_EMPTY)
        elif full:
            self._end(b[O_OWNER + line], R_SIX)  # B: the line's owner wins, whoever completed it
        else:
            self._begin_turn(1 - p)

    def returns(self):
        w = self.b[O_WIN]
        if w == 2 or w == 255:
            return [0.5, 0.5]
        return [1.0, 0.0] if w == 0 else [0.0, 1.0]

    def scores(self):
        """Tiles left in each hand (fewer is better)."""
        return [self.hand_count(0), self.hand_count(1)]

    def copy(self):
        return State(self.b[:])

    def move_text(self, move):
        """The move in words, at most 20 characters (the footer says "CPU2: " before it). A secret keep is not
        named."""
        b = self.b
        ph = b[O_PHASE]
        if ph == P_DICE:
            move -= M_DICE
            return "Dice %d and %d" % (move // 6 + 1, move % 6 + 1)
        if ph == P_DRAW or ph == P_RDDRAW:
            return "Draw " + tile_words(move)
        if move < MOD:
            verb = "Add "
            if ph == P_EXGIVE:
                verb = "Give "
            elif ph == P_EXTAKE:
                verb = "Take "
            elif ph == P_RDDISCARD:
                verb = "Drop "
            return verb + tile_words(move)
        if move < DONE:  # the kept modifier on this tile: Double (x2) or Invert (its colours swap)
            if b[O_KEEP + b[O_PLAYER]] == K_DOUBLE:
                return tile_words(move - MOD) + " x2"
            return "Flip " + tile_words(move - MOD)
        if move >= M_DICE:
            return "?"
        if move >= M_POS:
            key = move - M_POS
            return "Stack on %s %d" % (("white", "black")[key // (2 * ARM)], b[O_VAL + key])  # unique in a line
        if M_END <= move < M_REDRAW:
            end = move - M_END
            return "%d on %s line" % (self.end_value(end) + (1 if end & 1 else -1), ("white", "black")[end >> 1])
        if move == M_DOUBLE or move == M_INVERT:
            return "Keep one (secret)"
        if move == DONE and (ph == P_BUILD or ph == P_STACK):
            # what the tiles make, for the computer's turn summary ("CPU -2: Builds 5 on white"; issue 29: "Place
            # the tiles" said nothing); here, not in words.py: the view loads that module for the same move
            e = b[O_BLINE]
            line = ("white", "black")[e >> 1]
            if ph == P_STACK:
                return "Covers %d on %s" % (b[O_VAL + e * ARM + b[O_BPOS]], line)
            keep = b[O_KEEP + b[O_PLAYER]]
            n = 0
            for x in self.build():
                n += tile_value(x, e >> 1, keep if x == b[O_BMOD] else 0)
            return "Builds %d on %s" % (n, line)
        return ("Place the tiles", "", "", "", "", "Use Redraw", "Use Exchange", "Use Stack", "Take white line",
                "Take black line", "Play first")[move - DONE]

    def encode(self):
        return bytes(self.b)

    # observe() and determinize() serve the desktop's search tools (the computer here never calls them): their code
    # is in hidden.py, imported only when they are called (on the device it then never enters the heap)
    def observe(self, player):
        from games.bossa.hidden import observe
        return observe(self, player)

    def determinize(self, player, rng):
        from games.bossa.hidden import determinize
        return determinize(self, player, rng)


def decode(data):
    """A save's bytes as a State (ValueError when they are not a Bossa state the rules can reach): read and checked
    by decode.py, whose code is on the heap at a Resume only."""
    from games.bossa.decode import read
    s = State(read(data))
    # a save of an older rule can hold a decision with nothing to choose (tiles picked toward a tile count the rule
    # no longer allows, a turn whose only placements broke it): such a state cannot arise now
    if not s.is_over() and not s.legal_moves():
        raise ValueError("nothing to play (a save of an older rule)")
    return s


def new_game(seed=0, players=2, **options):
    if players != 2:
        raise ValueError("Bossa is for 2 players")
    mode = options.pop("mode", "regular")
    modifiers = options.pop("modifiers", 0)
    if options or mode not in ("regular", "novice") or modifiers not in (0, 1):
        raise ValueError("bad Bossa options %r" % (options,))
    from pocket.modules import run
    return State(run("games.bossa.setup", "build", seed, mode, modifiers))   # the deal: its code is needed once a game
