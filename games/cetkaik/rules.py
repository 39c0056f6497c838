# Cetkaik (机戦), official "y1 huap1" rules: see docs/rules/cetkaik.md.
# Moves are small ints. At the main decision: kind << 21 | a << 14 | b << 7 | c with
#   PIECE (origin, via, destination; via == origin: no stepping), SLIDE (origin, via, planned destination: a
#   step-then-slide, the distance throw follows), TAM (start, first stop, end), DROP (colour * 10 + profession, 0, square).
# Sub-decisions: TY_MOK / TA_XOT after a new hand; GIVE_UP or FINAL + square after the distance throw (the official
# rules: only the declared square; cerke_online's: any square of its line within the throw).
# Chance: the number of dark sticks 0..5 (weights 1 5 10 10 5 1); at a season's start both throws a * 6 + b, a != b.
# The engine's modules are compiled one at a time on a freshly collected heap: a .py is compiled in RAM on the
# device, and a collection in the middle of a compile (heap full of the previous module's garbage) is the worst
# case for peak memory and fragmentation under a 64 KB heap (the package's __init__ imports nothing: help and the
# launcher open the package without the engine).
import gc as _gc

for _name in ("layout", "board", "hands", "flow"):
    _gc.collect()
    __import__("games.cetkaik." + _name)
_gc.collect()
_name = None

from games.cetkaik.board import initial_board, TAM
from games.cetkaik.board import hue_map, slide_finals

from games.cetkaik.layout import (CHANCE, TERMINAL, PIECE, SLIDE, TAM_MOVE, DROP, TY_MOK, TA_XOT, GIVE_UP, FINAL,
    STICKS, MAX_STAKE, VERSION, VERSION_NO_RECORD, VERSION_RECORD, P_START, P_MOVE, P_WATER, P_DIST, P_AFTER, P_DECIDE,
    P_OVER, V_PHASE, V_TURN,
    V_S0, V_S1, V_STAKE, V_SEASON, V_SEASONS, V_TAM, V_SRC, V_VIA, V_DST, V_DIST, V_THROW, V_STA, V_STB, V_LSRC,
    V_LDST, V_HIST, V_RULES, NV, NONE, RULES_OFFICIAL, RULES_ONLINE, RULE_NAMES, room)
from games.cetkaik import flow
from games.cetkaik.mainmoves import MainMoves


def _start_tables():
    outs = []
    moves = []
    for m in range(36):
        if m // 6 != m % 6:
            outs.append((m, STICKS[m // 6] * STICKS[m % 6]))
            moves.append(m)
    return tuple(outs), tuple(moves)


# constant tuples, so chance_outcomes() only allocates the list
_STICK_OUTCOMES = ((0, 1), (1, 5), (2, 10), (3, 10), (4, 5), (5, 1))
_START_OUTCOMES, _START_MOVES = _start_tables()


class State:
    def __init__(self, seasons=4, src=None, rules=RULES_OFFICIAL):
        self.players = 2
        self._moves = None  # cache of legal_moves() for the current state
        if src is not None:  # a copy
            self.board = bytearray(src.board)
            self.hand = bytearray(src.hand)
            self.v = bytearray(src.v)
            self._hue = src._hue  # never changed in place: safe to share
            return
        self.board = initial_board()
        self.hand = bytearray(40)  # player * 20 + colour * 10 + profession
        self.v = bytearray(NV)
        v = self.v
        v[V_S0] = v[V_S1] = 20
        v[V_SEASONS] = seasons
        v[V_TAM] = 40
        v[V_RULES] = rules
        for i in (V_SRC, V_VIA, V_DST, V_DIST, V_THROW, V_STA, V_STB, V_LSRC, V_LDST, V_HIST, V_HIST + 1,
                  V_HIST + 2, V_HIST + 3):
            v[i] = NONE
        self._hue = None

    # ----- contract -----
    def to_move(self):
        ph = self.v[V_PHASE]
        if ph == P_OVER:
            return TERMINAL
        if ph in (P_START, P_WATER, P_DIST):
            return CHANCE
        return self.v[V_TURN]

    def is_over(self):
        return self.v[V_PHASE] == P_OVER

    def hue(self):
        if self._hue is None:
            self._hue = hue_map(self.v[V_TAM])
        return self._hue

    def chance_outcomes(self):
        ph = self.v[V_PHASE]
        if ph == P_START:
            return list(_START_OUTCOMES)
        if ph == P_WATER or ph == P_DIST:
            return list(_STICK_OUTCOMES)
        return []

    def legal_moves(self, poll=None):
        # poll: the AI's poll(), called after each piece while the main decision's moves are generated
        room()
        if self.v[V_PHASE] != P_MOVE:
            return self._legal_cached()
        # not a list: the drops alone may be hundreds of moves (games/cetkaik/mainmoves.py)
        return MainMoves(self, poll)

    def board_moves(self, poll=None):
        """The main decision's piece and Tam2 moves (legal_moves() without the drops) in an array, cached: do not
        change it. The cache leaves out the drops, which are cheap to list but with a full hand are most of the list
        (hundreds of moves: kinds in hand x empty squares), too much to keep alive through an AI decision."""
        if self.v[V_PHASE] != P_MOVE:
            return ()   # (the cache holds another phase's moves then)
        if self._moves is None:
            self._moves = flow.main_moves(self, self.v[V_TURN], False, poll)
        return self._moves

    def _legal_cached(self):
        if self._moves is None:
            self._moves = self._legal()
        return list(self._moves)

    def _legal(self):
        v = self.v
        ph = v[V_PHASE]
        if ph == P_OVER:
            return []
        if ph == P_START:
            return list(_START_MOVES)
        if ph == P_WATER or ph == P_DIST:
            return [0, 1, 2, 3, 4, 5]
        if ph == P_DECIDE:
            return [TY_MOK, TA_XOT]
        # P_AFTER (the main decision's moves come from legal_moves(), never from this cache)
        out = [GIVE_UP]
        for t in slide_finals(self.board, self.hue(), v[V_SRC], v[V_VIA], v[V_DST], v[V_DIST],
                              v[V_RULES] == RULES_OFFICIAL):
            out.append(FINAL + t)
        return out

    def apply(self, move):
        room()
        self._apply(move)

    def _apply(self, move):
        v = self.v
        ph = v[V_PHASE]
        if not isinstance(move, int):
            raise ValueError("illegal move %r" % (move,))
        if ph == P_MOVE:
            if not flow.is_main_legal(self, move):
                raise ValueError("illegal move %r" % (move,))
            self._moves = None
            flow.main(self, move)
            return
        if move not in self._legal_cached():
            raise ValueError("illegal move %r" % (move,))
        self._moves = None
        if ph == P_START:
            a, b = move // 6, move % 6
            v[V_STA] = a
            v[V_STB] = b
            v[V_TURN] = 0 if a > b else 1
            v[V_PHASE] = P_MOVE
            flow.check_stuck(self)
        elif ph == P_DIST:
            v[V_DIST] = move
            v[V_THROW] = move
            v[V_PHASE] = P_AFTER
        elif ph == P_AFTER:
            if move == GIVE_UP:
                flow.not_done(self)
            else:
                v[V_DST] = move - FINAL
                flow.maybe_water(self)
        elif ph == P_WATER:
            v[V_THROW] = move
            if move >= 3:
                flow.complete(self)
            else:
                flow.not_done(self)
        elif ph == P_DECIDE:
            if move == TY_MOK:
                if v[V_STAKE] < MAX_STAKE:
                    v[V_STAKE] += 1
                flow.pass_turn(self)
            else:
                flow.ta_xot(self)

    def official(self):
        """True under the official rules, False under cerke_online's (the game option "Rules")."""
        return self.v[V_RULES] == RULES_OFFICIAL

    def scores(self):
        return [self.v[V_S0], self.v[V_S1]]

    def returns(self):
        a, b = self.v[V_S0], self.v[V_S1]
        if a == b:
            return [0.5, 0.5]
        return [1.0, 0.0] if a > b else [0.0, 1.0]

    def copy(self):
        return State(0, self)

    def main_moves(self, player, drops=True):
        """Every move `player` could make now: pieces, the Tam2, drops (unless drops is False)."""
        return flow.main_moves(self, player, drops)

    def hand_total(self, p):
        """What player p's hands are worth now: all hands held, minus the negative hands."""
        return flow.hand_total(self, p)

    def ta_xot_gain(self):
        """Points the player to move would take by saying ta xot1 now (negative: pays)."""
        return flow.ta_xot_gain(self)

    # ----- texts (games/cetkaik/words.py, imported only when needed) -----
    def move_text(self, move):
        from games.cetkaik.words import move_text
        return move_text(self, move)

    def record_text(self, move):
        """The move in the community's square names, as written in a game record."""
        from games.cetkaik.record import record_text
        return record_text(self, move)

    # ----- saves -----
    def encode(self):
        """The position (version byte, v, board, hand): equal for equal positions. (The game record is the view's:
        games/cetkaik/view.py save_bytes.)"""
        return bytes((VERSION,)) + bytes(self.v) + bytes(self.board) + bytes(self.hand)

    position = encode

    def observe(self, player):
        return self.encode()

    def determinize(self, player, rng):
        return self.copy()


def decode(data):
    # format 4: the position; 2 (before the game record) and 3 (the record after the position, before the record
    # became the view's) are still read, the record dropped: the view's then starts at the saved position
    n = 1 + NV + 81 + 40
    if not isinstance(data, (bytes, bytearray)) or len(data) < n or not (
            (data[0] in (VERSION, VERSION_NO_RECORD) and len(data) == n) or
            (data[0] == VERSION_RECORD and len(data) > n)):
        raise ValueError("not a Cetkaik save")
    s = State()
    s.v[:] = data[1:1 + NV]
    s.board[:] = data[1 + NV:1 + NV + 81]
    s.hand[:] = data[1 + NV + 81:n]
    v = s.v
    if v[V_PHASE] > P_OVER or v[V_TURN] > 1 or v[V_SEASONS] not in (1, 2, 4) or v[V_SEASON] > v[V_SEASONS] or \
            v[V_S0] + v[V_S1] != 40 or v[V_RULES] > RULES_ONLINE or v[V_STAKE] > MAX_STAKE or v[V_TAM] > 80 or \
            s.board[v[V_TAM]] != TAM:
        raise ValueError("bad Cetkaik save")
    count = 0
    for q in s.board:
        if q:
            count += 1
            if q != TAM and ((q & 15) < 1 or (q & 15) > 10 or q >> 6):
                raise ValueError("bad piece")
    if count + sum(s.hand) != 49:
        raise ValueError("pieces not conserved")
    if v[V_PHASE] in (P_WATER, P_DIST, P_AFTER):
        if v[V_SRC] > 80 or v[V_DST] > 80 or v[V_VIA] > 80 or s.board[v[V_SRC]] >> 5 != v[V_TURN] or \
                not s.board[v[V_SRC]] or s.board[v[V_SRC]] == TAM:
            raise ValueError("bad pending move")
        if v[V_PHASE] == P_AFTER and v[V_DIST] > 5:
            raise ValueError("bad throw")
    return s


def new_game(seed=0, players=2, seasons=4, board=1, rules="official", **options):
    # board: the screen turns the board round for the player to move in hot seat (1) or keeps it (0); display only.
    # rules: "official" (strict y1 huap1) or "online" (cerke_online's), see layout.RULE_NAMES
    if options or board not in (0, 1) or rules not in RULE_NAMES:
        raise ValueError("unknown options %r" % (options,))
    if players != 2:
        raise ValueError("Cetkaik is for 2 players")
    if seasons not in (1, 2, 4):
        raise ValueError("seasons: 1, 2 or 4")
    return State(seasons, None, RULE_NAMES.index(rules))


# leave a collected heap for the next module's compile (ai, view): see the top of this module
_gc.collect()
