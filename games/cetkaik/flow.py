# How a Cetkaik move plays out: the main decision, water, completion, hands, ty mok1 / ta xot1, seasons.
# Functions on a rules.State; loaded with rules.py, kept apart so each engine module compiles from .py in a
# 64 KB heap (rules.py's head).
from array import array
from games.cetkaik.board import initial_board, TAM, WATER, NEIGH, VESSEL
from games.cetkaik.board import piece_paths, tam_paths
from games.cetkaik.hands import mask_counts, total_counts
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
