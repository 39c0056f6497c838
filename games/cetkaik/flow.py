# How a Cetkaik move plays out: the main decision, water, completion, hands, ty mok1 / ta xot1, seasons.
# Functions on a rules.State, kept apart from rules.py so each module compiles in a small heap.
from array import array
from games.cetkaik.board import initial_board, TAM, WATER, NEIGH, VESSEL
from games.cetkaik.movegen import piece_paths, tam_paths
from games.cetkaik.hands import mask_counts, total_counts
from games.cetkaik.const import (PIECE, SLIDE, TAM_MOVE, DROP, STEP_PENALTY, FUTILE_PENALTY, SEASON_TURNS,
    P_START, P_MOVE, P_WATER, P_DIST, P_DECIDE, P_OVER, V_PHASE, V_TURN, V_S0, V_S1, V_STAKE, V_SEASON, V_SEASONS,
    V_TAM, V_TAMLAST, V_NSTEP0, V_NSTEP1, V_NFUT0, V_NFUT1, V_SRC, V_VIA, V_DST, V_DIST, V_THROW, V_PLY, V_LSRC,
    V_LDST, V_END, V_NEW, V_HIST, V_RULES, NONE, END_40, END_SEASONS, END_STUCK, RULES_OFFICIAL)


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
    tam_paths(b, self.v[V_TAM], out)
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
            dk = (DROP << 21) | (k << 14)
            for s in range(81):
                if not b[s]:
                    out.append(dk | s)


def is_main_legal(self, move):
    kind = move >> 21
    a = (move >> 14) & 127
    if move < 0 or kind < PIECE or kind > DROP or a > 80 or (move >> 24):
        return False
    b = self.board
    player = self.v[V_TURN]
    if kind == PIECE or kind == SLIDE:
        p = b[a]
        if not p or p == TAM or (p >> 5) != player:
            return False
        out = []
        piece_paths(b, self.hue(), a, out)
        return move in out
    if kind == TAM_MOVE:
        if a != self.v[V_TAM]:
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
    v[V_THROW] = NONE
    if kind == DROP:
        p = v[V_TURN]
        self.hand[p * 20 + a] -= 1
        self.board[c] = (a % 10 + 1) | ((a // 10) << 4) | (p << 5)
        v[V_LSRC] = NONE
        v[V_LDST] = c
        end_turn(self, False, mask(self, p))
        return
    if kind == TAM_MOVE:
        p = v[V_TURN]
        before = mask(self, p)
        fut = (1 if v[V_TAMLAST] else 0) + (1 if c == a else 0)
        self.board[a] = 0
        self.board[c] = TAM
        v[V_TAM] = c
        self._hue = None
        v[V_NFUT0 + p] += fut
        v[V_LSRC] = a
        v[V_LDST] = c
        end_turn(self, True, before, fut > 0)
        return
    v[V_SRC] = a
    v[V_VIA] = via
    v[V_DST] = c
    if kind == SLIDE:
        v[V_PHASE] = P_DIST
    else:
        maybe_water(self)


def maybe_water(self):
    v = self.v
    src = v[V_SRC]
    dst = v[V_DST]
    if WATER[dst] and not WATER[src] and (self.board[src] & 15) - 1 != VESSEL:
        v[V_PHASE] = P_WATER
    else:
        complete(self)


def mask(self, p):
    return mask_counts(self.hand, p * 20)


def complete(self):
    """Carry out the pending piece move (origin, via, destination)."""
    v = self.v
    b = self.board
    src = v[V_SRC]
    via = v[V_VIA]
    dst = v[V_DST]
    p = v[V_TURN]
    before = mask(self, p)
    q = b[dst]
    if q and dst != src:
        self.hand[p * 20 + _hand_key(q)] += 1
    piece = b[src]
    b[src] = 0
    b[dst] = piece
    penalty = via != src and b[via] == TAM
    if penalty:
        v[V_NSTEP0 + p] += 1
    v[V_LSRC] = src
    v[V_LDST] = dst
    end_turn(self, False, before, penalty)


def not_done(self):
    """The pending piece move does not happen (given up after the distance throw, or a failed water throw): nothing
    moves and the turn ends. Under the official rules a step over the Tam2 was still made and counts as Stepping (a
    new hand: ty mok1 / ta xot1 follows); under cerke_online's a move that does not happen commits nothing."""
    v = self.v
    via = v[V_VIA]
    if v[V_RULES] == RULES_OFFICIAL and via != v[V_SRC] and self.board[via] == TAM:
        p = v[V_TURN]
        v[V_NSTEP0 + p] += 1
        end_turn(self, False, mask(self, p), True)
    else:
        end_turn(self, False)


def end_turn(self, tam_moved, before=None, penalty=False):
    v = self.v
    v[V_TAMLAST] = 1 if tam_moved else 0
    v[V_SRC] = v[V_VIA] = v[V_DST] = v[V_DIST] = NONE
    if before is not None:
        p = v[V_TURN]
        after = mask(self, p)
        v[V_NEW] = 0
        if (after & ~before) or penalty:
            v[V_NEW] = 1
            v[V_PHASE] = P_DECIDE
            return
    pass_turn(self)


def pass_turn(self):
    v = self.v
    v[V_TURN] ^= 1
    v[V_PHASE] = P_MOVE
    v[V_NEW] = 0
    v[V_PLY] += 1
    if v[V_PLY] >= SEASON_TURNS:
        season_over(self)
        return
    check_stuck(self)


def check_stuck(self):
    # the Tam2 can nearly always move, so generate everything only when it is boxed in
    b = self.board
    t = self.v[V_TAM]
    for i in range(t * 8, t * 8 + 8):
        n = NEIGH[i]
        if n < 81 and not b[n]:
            return
    self._moves = None
    if not main_moves(self, self.v[V_TURN]):
        self.v[V_PHASE] = P_OVER
        self.v[V_END] = END_STUCK


def hand_total(self, p):
    """The mover's score at ta xot1: all hands held, minus the negative hands."""
    v = self.v
    return total_counts(self.hand, p * 20) - STEP_PENALTY * v[V_NSTEP0 + p] - \
        FUTILE_PENALTY * v[V_NFUT0 + p]


def ta_xot_gain(self):
    return hand_total(self, self.v[V_TURN]) << self.v[V_STAKE]


def ta_xot(self):
    v = self.v
    p = v[V_TURN]
    s = v[V_S0 + p] + ta_xot_gain(self)
    if s < 0:
        s = 0
    if s > 40:
        s = 40
    v[V_S0 + p] = s
    v[V_S0 + 1 - p] = 40 - s
    season_over(self)


def season_over(self):
    v = self.v
    if v[V_SEASON] < 4:
        v[V_HIST + v[V_SEASON]] = v[V_S0]
    v[V_SEASON] += 1
    if v[V_S0] >= 40 or v[V_S1] >= 40:
        v[V_PHASE] = P_OVER
        v[V_END] = END_40
        return
    if v[V_SEASON] >= v[V_SEASONS]:
        v[V_PHASE] = P_OVER
        v[V_END] = END_SEASONS
        return
    self.board[:] = initial_board()
    self.hand[:] = bytes(40)
    for i in (V_STAKE, V_TAMLAST, V_NSTEP0, V_NSTEP1, V_NFUT0, V_NFUT1, V_PLY, V_NEW):
        v[i] = 0
    for i in (V_SRC, V_VIA, V_DST, V_DIST, V_THROW, V_LSRC, V_LDST):
        v[i] = NONE
    v[V_TAM] = 40
    self._hue = None
    v[V_PHASE] = P_START
