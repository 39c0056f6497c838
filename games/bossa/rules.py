# Bossa (Banana Moon Studio, 2023 revision): the rules engine. Rulings: docs/rules/bossa.md.
from games.bossa.layout import *  # noqa: F401,F403
from games.bossa.base import Base


class State(Base):
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
    if not isinstance(data, (bytes, bytearray)) or len(data) != SIZE or data[0] != VERSION:
        raise ValueError("not a Bossa save")
    b = bytearray(data)
    ok = b[O_OPT] < 4 and b[O_PHASE] <= P_OVER and b[O_PLAYER] < 2 and b[O_FIRST] < 2 and b[O_CHOOSER] < 2
    ok = ok and b[O_BN] <= BT_MAX and b[O_WIN] in (0, 1, 2, 255) and b[O_REASON] <= R_PILE and b[O_BLINE] < 4
    ok = ok and b[O_BPOS] < ARM
    for p in (0, 1):
        ok = ok and b[O_ROLL + p] <= 6 and b[O_START + p] <= 6 and b[O_OWNER + p] in (0, 1, 255)
        ok = ok and b[O_TOK + p] < 8 and b[O_KEEP + p] < 3 and (b[O_MODT + p] < NT or b[O_MODT + p] == 255)
    for e in range(4):
        ok = ok and b[O_NPOS + e] < ARM
    asides = 0
    for t in range(NT):
        ok = ok and b[O_LOC + t] <= DISCARD and b[O_POS + t] < 64
        if b[O_LOC + t] == ASIDE:
            asides += 1
    if not ok or asides != 1:
        raise ValueError("corrupt Bossa save")
    from games.bossa.decode import check_bytes
    check_bytes(b)
    s = State(b)
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
