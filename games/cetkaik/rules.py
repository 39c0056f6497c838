# Cetkaik (机戦), official "y1 huap1" rules: see docs/rules/cetkaik.md.
# Moves are small ints. At the main decision: kind << 21 | a << 14 | b << 7 | c with
#   PIECE (origin, via, destination; via == origin: no stepping), SLIDE (origin, via, planned destination: a
#   step-then-slide, the distance throw follows), TAM (start, first stop, end), DROP (colour * 10 + profession, 0, square).
# Sub-decisions: TY_MOK / TA_XOT after a new hand; GIVE_UP or FINAL + square after the distance throw (the official
# rules: only the declared square; cerke_online's: any square of its line within the throw).
# Chance: the number of dark sticks 0..5 (weights 1 5 10 10 5 1); at a season's start both throws a * 6 + b, a != b.
# This file holds the whole play: the State, how a move plays out (the main decision, water, completion, hands,
# ty mok1 / ta xot1, seasons: functions on a State) and the main decision's moves as a read-only sequence
# (MainMoves); the board's geometry and paths are board.py's, the hands' scoring hands.py's (the view, the AI and
# the dialogs read them without the engine). Its leaves load one at a time on a freshly collected heap (the
# package's __init__ imports nothing: help and the launcher open the package without the engine).
import gc as _gc

for _name in ("layout", "board", "hands"):
    _gc.collect()
    __import__("games.cetkaik." + _name)
_gc.collect()
_name = None

from array import array
from games.cetkaik.board import initial_board, TAM, WATER, NEIGH, VESSEL
from games.cetkaik.board import hue_map, slide_finals, piece_paths, tam_paths
from games.cetkaik.hands import mask_counts, total_counts

from games.cetkaik.layout import (CHANCE, TERMINAL, PIECE, SLIDE, TAM_MOVE, DROP, TY_MOK, TA_XOT, GIVE_UP, FINAL,
    STICKS, MAX_STAKE, VERSION, VERSION_NO_RECORD, VERSION_RECORD, P_START, P_MOVE, P_WATER, P_DIST, P_AFTER, P_DECIDE,
    P_OVER, V_PHASE, V_TURN,
    V_S0, V_S1, V_STAKE, V_SEASON, V_SEASONS, V_TAM, V_SRC, V_VIA, V_DST, V_DIST, V_THROW, V_STA, V_STB, V_LSRC,
    V_LDST, V_HIST, V_RULES, NV, NONE, RULES_OFFICIAL, RULES_ONLINE, RULE_NAMES, room)
# consts from games/cetkaik/layout.py (python -m sim.consts writes this block: change the numbers there)
try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x
_PIECE = const(1)
_SLIDE = const(2)
_TAM_MOVE = const(3)
_DROP = const(4)
_STEP_PENALTY = const(5)
_FUTILE_PENALTY = const(3)
_SEASON_TURNS = const(240)
_RULES_OFFICIAL = const(0)
_P_START = const(0)
_P_MOVE = const(1)
_P_WATER = const(2)
_P_DIST = const(3)
_P_DECIDE = const(5)
_P_OVER = const(6)
_V_PHASE = const(0)
_V_TURN = const(1)
_V_S0 = const(2)
_V_S1 = const(3)
_V_STAKE = const(4)
_V_SEASON = const(5)
_V_SEASONS = const(6)
_V_TAM = const(7)
_V_TAMLAST = const(8)
_V_NSTEP0 = const(9)
_V_NSTEP1 = const(10)
_V_NFUT0 = const(11)
_V_NFUT1 = const(12)
_V_SRC = const(13)
_V_VIA = const(14)
_V_DST = const(15)
_V_DIST = const(16)
_V_THROW = const(17)
_V_PLY = const(20)
_V_LSRC = const(21)
_V_LDST = const(22)
_V_END = const(23)
_V_NEW = const(24)
_V_HIST = const(25)
_V_RULES = const(29)
_NONE = const(255)
_END_40 = const(1)
_END_SEASONS = const(2)
_END_STUCK = const(3)
# end of consts


# ---- how a move plays out: functions on a State (State.apply calls them)

def _hand_key(p):
    # a captured piece keeps its colour: hand index colour * 10 + profession
    return ((p >> 4) & 1) * 10 + (p & 15) - 1


def main_moves(self, player, drops=True, poll=None):
    """Every move `player` could make now: pieces, the Tam2, drops (a list), or without drops (drops=False) an
    array("I"). poll, if given, is called after each piece: the whole list takes a few hundred ms on the device
    (the AI's poll())."""
    b = self.board
    hue = self.hue()
    # the pieces' and the Tam2's moves are the AI's and State.board_moves()'s cache, alive through a decision: an
    # array of 4-byte items grows 8 items at a time, a list doubles its room (and takes 8 bytes an item on 64-bit)
    out = [] if drops else array("I")
    for s in range(81):
        p = b[s]
        if p and p != TAM and (p >> 5) == player:
            piece_paths(b, hue, s, out)
            if poll is not None:
                poll()
    tam_paths(b, self.v[_V_TAM], out)
    if poll is not None:
        poll()
    if drops:
        add_drops(self, player, out)
    return out


def add_drops(self, player, out):
    """Append player's drops: each kind in hand (colour * 10 + profession) on each empty square, in that order."""
    b = self.board
    h = self.hand
    base = player * 20
    for k in range(20):
        if h[base + k]:
            dk = (_DROP << 21) | (k << 14)
            for s in range(81):
                if not b[s]:
                    out.append(dk | s)


def is_main_legal(self, move):
    kind = move >> 21
    a = (move >> 14) & 127
    if move < 0 or kind < _PIECE or kind > _DROP or a > 80 or (move >> 24):
        return False
    b = self.board
    player = self.v[_V_TURN]
    if kind == _PIECE or kind == _SLIDE:
        p = b[a]
        if not p or p == TAM or (p >> 5) != player:
            return False
        out = []
        piece_paths(b, self.hue(), a, out)
        return move in out
    if kind == _TAM_MOVE:
        if a != self.v[_V_TAM]:
            return False
        out = []
        tam_paths(b, a, out)
        return move in out
    s = move & 127
    return a < 20 and ((move >> 7) & 127) == 0 and s < 81 and self.hand[player * 20 + a] > 0 and not b[s]


def main(self, move):
    v = self.v
    kind = move >> 21
    a = (move >> 14) & 127
    via = (move >> 7) & 127
    c = move & 127
    v[_V_THROW] = _NONE
    if kind == _DROP:
        p = v[_V_TURN]
        self.hand[p * 20 + a] -= 1
        self.board[c] = (a % 10 + 1) | ((a // 10) << 4) | (p << 5)
        v[_V_LSRC] = _NONE
        v[_V_LDST] = c
        end_turn(self, False, mask(self, p))
        return
    if kind == _TAM_MOVE:
        p = v[_V_TURN]
        before = mask(self, p)
        fut = (1 if v[_V_TAMLAST] else 0) + (1 if c == a else 0)
        self.board[a] = 0
        self.board[c] = TAM
        v[_V_TAM] = c
        self._hue = None
        v[_V_NFUT0 + p] += fut
        v[_V_LSRC] = a
        v[_V_LDST] = c
        end_turn(self, True, before, fut > 0)
        return
    v[_V_SRC] = a
    v[_V_VIA] = via
    v[_V_DST] = c
    if kind == _SLIDE:
        v[_V_PHASE] = _P_DIST
    else:
        maybe_water(self)


def maybe_water(self):
    v = self.v
    src = v[_V_SRC]
    dst = v[_V_DST]
    if WATER[dst] and not WATER[src] and (self.board[src] & 15) - 1 != VESSEL:
        v[_V_PHASE] = _P_WATER
    else:
        complete(self)


def mask(self, p):
    return mask_counts(self.hand, p * 20)


def complete(self):
    """Carry out the pending piece move (origin, via, destination)."""
    v = self.v
    b = self.board
    src = v[_V_SRC]
    via = v[_V_VIA]
    dst = v[_V_DST]
    p = v[_V_TURN]
    before = mask(self, p)
    q = b[dst]
    if q and dst != src:
        self.hand[p * 20 + _hand_key(q)] += 1
    piece = b[src]
    b[src] = 0
    b[dst] = piece
    penalty = via != src and b[via] == TAM
    if penalty:
        v[_V_NSTEP0 + p] += 1
    v[_V_LSRC] = src
    v[_V_LDST] = dst
    end_turn(self, False, before, penalty)


def not_done(self):
    """The pending piece move does not happen (given up after the distance throw, or a failed water throw): nothing
    moves and the turn ends. Under the official rules a step over the Tam2 was still made and counts as Stepping (a
    new hand: ty mok1 / ta xot1 follows); under cerke_online's a move that does not happen commits nothing."""
    v = self.v
    via = v[_V_VIA]
    if v[_V_RULES] == _RULES_OFFICIAL and via != v[_V_SRC] and self.board[via] == TAM:
        p = v[_V_TURN]
        v[_V_NSTEP0 + p] += 1
        end_turn(self, False, mask(self, p), True)
    else:
        end_turn(self, False)


def end_turn(self, tam_moved, before=None, penalty=False):
    v = self.v
    v[_V_TAMLAST] = 1 if tam_moved else 0
    v[_V_SRC] = v[_V_VIA] = v[_V_DST] = v[_V_DIST] = _NONE
    if before is not None:
        p = v[_V_TURN]
        after = mask(self, p)
        v[_V_NEW] = 0
        if (after & ~before) or penalty:
            v[_V_NEW] = 1
            v[_V_PHASE] = _P_DECIDE
            return
    pass_turn(self)


def pass_turn(self):
    v = self.v
    v[_V_TURN] ^= 1
    v[_V_PHASE] = _P_MOVE
    v[_V_NEW] = 0
    v[_V_PLY] += 1
    if v[_V_PLY] >= _SEASON_TURNS:
        season_over(self)
        return
    check_stuck(self)


def check_stuck(self):
    # the Tam2 can nearly always move, so generate everything only when it is boxed in
    b = self.board
    t = self.v[_V_TAM]
    for i in range(t * 8, t * 8 + 8):
        n = NEIGH[i]
        if n < 81 and not b[n]:
            return
    self._moves = None
    if not has_move(self, self.v[_V_TURN]):
        self.v[_V_PHASE] = _P_OVER
        self.v[_V_END] = _END_STUCK


def has_move(self, player):
    """Whether player has any move: a piece in hand and an empty square, else the first piece or Tam2 move found.
    Not the whole list: with a full hand that is a block of KBs (issue 14)."""
    b = self.board
    base = player * 20
    for k in range(20):
        if self.hand[base + k]:
            for s in range(81):
                if not b[s]:
                    return True
            break
    hue = self.hue()
    out = []
    for s in range(81):
        p = b[s]
        if p and p != TAM and (p >> 5) == player:
            piece_paths(b, hue, s, out)
            if out:
                return True
    tam_paths(b, self.v[_V_TAM], out)
    return len(out) > 0


def hand_total(self, p):
    """The mover's score at ta xot1: all hands held, minus the negative hands."""
    v = self.v
    return total_counts(self.hand, p * 20) - _STEP_PENALTY * v[_V_NSTEP0 + p] - \
        _FUTILE_PENALTY * v[_V_NFUT0 + p]


def ta_xot_gain(self):
    return hand_total(self, self.v[_V_TURN]) << self.v[_V_STAKE]


def ta_xot(self):
    v = self.v
    p = v[_V_TURN]
    s = v[_V_S0 + p] + ta_xot_gain(self)
    if s < 0:
        s = 0
    if s > 40:
        s = 40
    v[_V_S0 + p] = s
    v[_V_S0 + 1 - p] = 40 - s
    season_over(self)


def season_over(self):
    v = self.v
    if v[_V_SEASON] < 4:
        v[_V_HIST + v[_V_SEASON]] = v[_V_S0]
    v[_V_SEASON] += 1
    if v[_V_S0] >= 40 or v[_V_S1] >= 40:
        v[_V_PHASE] = _P_OVER
        v[_V_END] = _END_40
        return
    if v[_V_SEASON] >= v[_V_SEASONS]:
        v[_V_PHASE] = _P_OVER
        v[_V_END] = _END_SEASONS
        return
    self.board[:] = initial_board()
    self.hand[:] = bytes(40)
    for i in (_V_STAKE, _V_TAMLAST, _V_NSTEP0, _V_NSTEP1, _V_NFUT0, _V_NFUT1, _V_PLY, _V_NEW):
        v[i] = 0
    for i in (_V_SRC, _V_VIA, _V_DST, _V_DIST, _V_THROW, _V_LSRC, _V_LDST):
        v[i] = _NONE
    v[_V_TAM] = 40
    self._hue = None
    v[_V_PHASE] = _P_START


# ---- the main decision's moves
# The main decision's legal moves as a read-only sequence (what State.legal_moves() returns there): the pieces' and
# the Tam2's moves (the State's cached array), then every drop, each kind in hand on each empty square, in that
# order. With a full hand the drops are hundreds of moves: a list of them all is a block of 1-4 KB, which a
# fragmented 96 KB heap may not have (issue 14). This holds the kinds and the empty squares instead (about 100
# bytes) and answers len(), [i], iteration (through [i]), `in` and == as the list would; a snapshot: later moves
# on the State do not change it (it keeps the State's cache, or a copy of the position). Kept small: its code stays
# loaded all game (no __repr__, != comes from ==).
class MainMoves:
    def __init__(self, state, poll=None):
        # the pieces' and the Tam2's moves: the State's cache when it has one (an array it never changes in place),
        # else a copy of the position whose moves are listed only if the list is indexed or measured: a computer
        # move's check (`in`) asks each piece's paths, so it needs no block of hundreds of moves (issue 29: the
        # twin at 96 KB had none left after a search)
        # (a poll: the AI lists them all now, as the cache, calling poll between pieces)
        self.bm = state._moves if poll is None else state.board_moves(poll)
        self.state = None if self.bm is not None else state.copy()
        board = state.board
        hand = state.hand
        kinds = bytearray()
        base = state.v[V_TURN] * 20
        for k in range(20):
            if hand[base + k]:
                kinds.append(k)
        empty = bytearray()
        if kinds:
            for s in range(81):
                if not board[s]:
                    empty.append(s)
        self.kinds = kinds
        self.empty = empty
        self.drops = len(kinds) * len(empty)

    def _board(self):
        if self.bm is None:
            self.bm = self.state.board_moves()
            self.state = None
        return self.bm

    def __len__(self):
        return len(self._board()) + self.drops

    def __getitem__(self, i):
        bm = self._board()
        n = len(bm) + self.drops
        if i < 0:
            i += n
        if i < 0 or i >= n:
            raise IndexError
        if i < len(bm):
            return bm[i]
        i -= len(bm)
        e = self.empty
        return (4 << 21) | (self.kinds[i // len(e)] << 14) | e[i % len(e)]   # 4: rules.DROP

    def __contains__(self, m):
        # (`in` on an array or a bytearray is not an int's membership in CircuitPython: loops)
        if not isinstance(m, int):
            return False
        if m >> 21 == 4:   # a drop
            if m & (127 << 7):
                return False
            a = (m >> 14) & 127
            s = m & 127
            for k in self.kinds:
                if k == a:
                    for e in self.empty:
                        if e == s:
                            return True
            return False
        if self.bm is None:
            return is_main_legal(self.state, m)
        for x in self.bm:
            if x == m:
                return True
        return False

    def __eq__(self, other):
        try:
            if len(other) != len(self):
                return False
        except TypeError:
            return False
        for i in range(len(self)):
            if self[i] != other[i]:
                return False
        return True


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
        # not a list: the drops alone may be hundreds of moves (MainMoves, above)
        return MainMoves(self, poll)

    def board_moves(self, poll=None):
        """The main decision's piece and Tam2 moves (legal_moves() without the drops) in an array, cached: do not
        change it. The cache leaves out the drops, which are cheap to list but with a full hand are most of the list
        (hundreds of moves: kinds in hand x empty squares), too much to keep alive through an AI decision."""
        if self.v[V_PHASE] != P_MOVE:
            return ()   # (the cache holds another phase's moves then)
        if self._moves is None:
            self._moves = main_moves(self, self.v[V_TURN], False, poll)
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
            if not is_main_legal(self, move):
                raise ValueError("illegal move %r" % (move,))
            self._moves = None
            main(self, move)
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
            check_stuck(self)
        elif ph == P_DIST:
            v[V_DIST] = move
            v[V_THROW] = move
            v[V_PHASE] = P_AFTER
        elif ph == P_AFTER:
            if move == GIVE_UP:
                not_done(self)
            else:
                v[V_DST] = move - FINAL
                maybe_water(self)
        elif ph == P_WATER:
            v[V_THROW] = move
            if move >= 3:
                complete(self)
            else:
                not_done(self)
        elif ph == P_DECIDE:
            if move == TY_MOK:
                if v[V_STAKE] < MAX_STAKE:
                    v[V_STAKE] += 1
                pass_turn(self)
            else:
                ta_xot(self)

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
        return main_moves(self, player, drops)

    def hand_total(self, p):
        """What player p's hands are worth now: all hands held, minus the negative hands."""
        return hand_total(self, p)

    def ta_xot_gain(self):
        """Points the player to move would take by saying ta xot1 now (negative: pays)."""
        return ta_xot_gain(self)

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
