# Texts for Cetkaik moves: the short line the screens show (the game record's notation: games/cetkaik/record.py).
from games.cetkaik.board import sq_name, PROF_SHORT, PROF_NAMES, COLOUR_NAMES
from games.cetkaik.rules import (V_PHASE, V_STAKE, P_START, P_WATER, P_DIST, P_DECIDE, P_AFTER, TY_MOK, GIVE_UP,
                                 FINAL, DROP, TAM_MOVE, PIECE)


def move_text(self, move):
    """Short text (<= 18 chars) for a legal move or outcome of state `self`."""
    ph = self.v[V_PHASE]
    if ph == P_START:
        return "Sticks %d v %d" % (move // 6, move % 6)
    if ph == P_WATER:
        return "Water %d %s" % (move, "in" if move >= 3 else "fails")
    if ph == P_DIST:
        return "Sticks %d" % move
    if ph == P_DECIDE:
        return "ty mok1 x%d" % (2 << self.v[V_STAKE]) if move == TY_MOK else "ta xot1 %+d" % self.ta_xot_gain()
    if ph == P_AFTER:
        return "Give up" if move == GIVE_UP else "To " + sq_name(move - FINAL)
    kind = move >> 21
    a = (move >> 14) & 127
    via = (move >> 7) & 127
    c = move & 127
    if kind == DROP:
        return "Drop %s%s %s" % (COLOUR_NAMES[a // 10][0], PROF_SHORT[a % 10], sq_name(c))
    if kind == TAM_MOVE:
        return "Tam %s-%s-%s" % (sq_name(a), sq_name(via), sq_name(c))
    t = PROF_SHORT[(self.board[a] & 15) - 1] + " " + sq_name(a)
    if via != a:
        t += "-" + sq_name(via)
    t += (">" if kind == PIECE else "~") + sq_name(c)
    if self.board[c] and c != a:
        t += "x"
    return t
