# Texts for Cetkaik moves in words a player says, with the board's edge coordinates (columns K..P, rows A..IA):
# "Pawn from LAI to LY", "Drop Pawn on ZI". The runtime shows "CPU2: " and this after the computer's move (CPU1 and
# CPU2 when the computer plays itself), so a text is at most 20 characters (the 26-character strip); a longer form
# gives way to a shorter one. The game record's
# notation is games/cetkaik/record.py's.
from games.cetkaik.board import sq_name, PROF_NAMES, TAM
from games.cetkaik.layout import (V_PHASE, V_STAKE, V_DST, P_START, P_WATER, P_DIST, P_DECIDE, P_AFTER, TY_MOK,
                                  GIVE_UP, FINAL, DROP, TAM_MOVE, PIECE, MAX_STAKE, P_MOVE)

MOST = 20
STRIP = 26


def piece_name(q):
    """A board byte's profession in words, capitalised ("Vessel")."""
    n = PROF_NAMES[(q & 15) - 1]
    return n[0].upper() + n[1:]


def _fit(forms, most):
    for t in forms:
        if len(t) <= most:
            return t
    return forms[-1]


def move_text(self, move):
    """Text (at most MOST characters) for a legal move or outcome of state `self`."""
    ph = self.v[V_PHASE]
    if ph == P_START:
        return "Sticks %d to %d" % (move // 6, move % 6)
    if ph == P_WATER:
        return "Water throw %d: %s" % (move, "in" if move >= 3 else "fails")
    if ph == P_DIST:
        return "Sticks: %d dark" % move
    if ph == P_DECIDE:
        if move == TY_MOK:
            return "Play on, stake x%d" % (2 << min(self.v[V_STAKE], MAX_STAKE - 1))
        return "End season %+d" % self.ta_xot_gain()
    if ph == P_AFTER:
        return "Gives up the move" if move == GIVE_UP else "On to " + sq_name(move - FINAL)
    kind = move >> 21
    a = (move >> 14) & 127
    via = (move >> 7) & 127
    c = move & 127
    if kind == DROP:
        n = PROF_NAMES[a % 10]
        return "Drop %s%s on %s" % (n[0].upper(), n[1:], sq_name(c))
    f, v, to = sq_name(a), sq_name(via), sq_name(c)
    if kind == TAM_MOVE:
        return _fit(("Tam2 from %s via %s to %s" % (f, v, to), "Tam2 %s via %s to %s" % (f, v, to),
                     "Tam2 via %s to %s" % (v, to)), MOST)
    n = piece_name(self.board[a])
    if via != a:   # a step over the square `via`
        return _fit(("%s from %s via %s to %s" % (n, f, v, to), "%s %s via %s to %s" % (n, f, v, to),
                     "%s from %s to %s" % (n, f, to), "%s %s to %s" % (n, f, to)), MOST)
    return _fit(("%s from %s to %s" % (n, f, to), "%s %s to %s" % (n, f, to)), MOST)


def _dest(self, move):
    """The square the decision `move` at state `self` lands a piece on, or -1: a piece's main move, the square
    chosen after a distance throw, a water throw that lets the piece in."""
    ph = self.v[V_PHASE]
    if ph == P_MOVE:
        dst = move & 127
        return dst if move >> 21 == PIECE and dst != (move >> 14) & 127 else -1
    if ph == P_AFTER:
        return move - FINAL if move >= FINAL else -1
    if ph == P_WATER:
        return self.v[V_DST] if move >= 3 else -1
    return -1


def taken(self, move):
    """The piece the decision `move` at state `self` takes now (not when a throw still decides it), in words
    ("Pawn"), or None."""
    dst = _dest(self, move)
    if dst < 0:
        return None
    q = self.board[dst]
    if not q or q == TAM:
        return None
    after = self.copy()
    after.apply(move)
    if after.v[V_PHASE] in (P_WATER, P_DIST) or after.board[dst] == q:
        return None
    return piece_name(q)


def capture_said(self, move, who, yours=False):
    """What the decision `move` of `who` takes now, said after the move itself ("CPU: Pawn from LO to LY", then
    "CPU takes your Vessel on LY"; after a throw decided it: "CPU: On to LY", then the same): one line of the
    strip, the fullest form that fits; None when it takes nothing now."""
    got = taken(self, move)
    if got is None:
        return None
    who = who[:6]
    whose = "your " if yours else "a "
    return _fit(("%s takes %s%s on %s" % (who, whose, got, sq_name(_dest(self, move))),
                 "%s takes %s%s" % (who, whose, got), "%s takes %s" % (who, got)), STRIP)


def hint_text(self, move):
    """The strip's hint for a target square while a human moves: the move, and what it takes."""
    t = move_text(self, move)
    got = taken(self, move)
    if got is None:
        return t
    if self.v[V_PHASE] != P_MOVE:   # the square after a distance throw: "On to LY, takes Pawn"
        return _fit(("%s, takes %s" % (t, got), t), STRIP)
    n = piece_name(self.board[(move >> 14) & 127])
    return _fit(("%s, takes %s" % (t, got), "%s takes %s on %s" % (n, got, sq_name(move & 127)),
                 "%s takes %s" % (n, got)), STRIP)
