# Game records: every move in the community's square names ("LE -> LI", "TE -> NI -> NU", "tam2 ZO -> TU -> NU"),
# throws as "[sticks 3]", one line each, prefixed by who acted. A record replays to the same position. The game
# keeps about the last 40 turns (games/cetkaik/movelog.py); a record whose oldest moves were dropped starts with
# "position <hex of State.position()>".
# A game under cerke_online's rules says so on a line "rules online" (no such line: the official rules).
# Writing and reading whole records (export, parse) is desktop work: sim/games/cetkaik/record.py.
from games.cetkaik.layout import (CHANCE, RULE_NAMES, RULES_OFFICIAL, V_PHASE, P_START, P_WATER, P_DIST, P_DECIDE,
                                  P_AFTER, TY_MOK, GIVE_UP, FINAL, DROP, TAM_MOVE, PIECE)
from games.cetkaik.board import sq_name, PROF_NAMES, COLOUR_NAMES

SIDES = ("IA", "A")  # player 0 sits on the IA side, player 1 on the A side


def record_text(self, move):
    """The move in the community's square names, as a game record writes it; unique among the legal moves."""
    ph = self.v[V_PHASE]
    if ph == P_START:
        return "[start %d %d]" % (move // 6, move % 6)
    if ph == P_WATER:
        return "[water %d]" % move
    if ph == P_DIST:
        return "[sticks %d]" % move
    if ph == P_DECIDE:
        return "ty mok1" if move == TY_MOK else "ta xot1"
    if ph == P_AFTER:
        return "give up" if move == GIVE_UP else "=> " + sq_name(move - FINAL)
    kind = move >> 21
    a = (move >> 14) & 127
    via = (move >> 7) & 127
    c = move & 127
    if kind == DROP:
        return "%s %s -> %s" % (COLOUR_NAMES[a // 10], PROF_NAMES[a % 10], sq_name(c))
    if kind == TAM_MOVE:
        return "tam2 %s -> %s -> %s" % (sq_name(a), sq_name(via), sq_name(c))
    if via == a:
        return "%s -> %s" % (sq_name(a), sq_name(c))
    return "%s -> %s %s %s" % (sq_name(a), sq_name(via), "->" if kind == PIECE else "~>", sq_name(c))


def header(seasons, seed=0, start=None, rules=RULES_OFFICIAL):
    """The record's first lines; start: the State the moves start from when it is not a new game; rules: the rule
    set (layout.RULES_OFFICIAL or RULES_ONLINE)."""
    text = "cetkaik record\nseasons %d\nseed %d\n" % (seasons, seed)
    if rules != RULES_OFFICIAL:
        text += "rules %s\n" % RULE_NAMES[rules]
    if start is not None:
        hexed = ""
        for b in start.position():
            hexed += "%02x" % b
        text += "position " + hexed + "\n"
    return text


def line(state, move):
    """One record line: who acts at `state` and `move` in square names (call it before applying the move)."""
    who = state.to_move()
    return ("*" if who == CHANCE else SIDES[who]) + " " + state.record_text(move)
