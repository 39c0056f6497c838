# Texts for Cetkaik moves in words a newcomer follows, with the board's edge coordinates (columns K..P, rows A..IA):
# "Vessel ZI>ZAI", "Drop Pawn on ZI". The runtime shows "CPU: " and this after the computer's move, so a text is at
# most 21 characters (the 26-character strip). The game record's notation is games/cetkaik/record.py's.
from games.cetkaik.board import sq_name, PROF_NAMES, TAM
from games.cetkaik.layout import (V_PHASE, V_STAKE, P_START, P_WATER, P_DIST, P_DECIDE, P_AFTER, TY_MOK, GIVE_UP,
                                  FINAL, DROP, TAM_MOVE, PIECE, MAX_STAKE, P_MOVE)

MOST = 21


def piece_name(q):
    """A board byte's profession in words, capitalised ("Vessel")."""
    n = PROF_NAMES[(q & 15) - 1]
    return n[0].upper() + n[1:]


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
    if kind == TAM_MOVE:
        return "Tam2 %s>%s>%s" % (sq_name(a), sq_name(via), sq_name(c))
    t = piece_name(self.board[a]) + " " + sq_name(a)
    if via != a:
        t += ">" + sq_name(via)
    return t + ">" + sq_name(c)


def taken(self, move):
    """The piece the main move `move` takes at state `self` at once (no throw pending: a throw may still stop it),
    in words ("Pawn"), or None."""
    if self.v[V_PHASE] != P_MOVE or move >> 21 != PIECE:
        return None
    q = self.board[move & 127]
    if not q or q == TAM or (move & 127) == (move >> 14) & 127:
        return None
    after = self.copy()
    after.apply(move)
    if after.v[V_PHASE] in (P_WATER, P_DIST):
        return None
    return piece_name(q)


def capture_said(self, move, who):
    """The computer's move and what it took, in one line of the strip (26 characters), the fullest form that fits:
    "CPU: Pawn LO>LY takes Pawn", "CPU: Vessel>ZAI takes Pawn", "CPU: General takes Pawn", "Oran takes Chariot"
    ("... takes your Pawn" needs 31 at the least); None when the move takes nothing at once (the runtime's move
    text stands)."""
    got = taken(self, move)
    if got is None:
        return None
    who = who[:4]
    piece = piece_name(self.board[(move >> 14) & 127])
    for t in ("%s: %s takes %s" % (who, move_text(self, move), got),
              "%s: %s>%s takes %s" % (who, piece, sq_name(move & 127), got),
              "%s: %s takes %s" % (who, piece, got)):
        if len(t) <= 26:
            return t
    return "%s takes %s" % (who, got)
