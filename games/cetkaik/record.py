# Game records: every move in the community's square names ("LE -> LI", "TE -> NI -> NU", "tam2 ZO -> TU -> NU"),
# throws as "[sticks 3]", one line each, prefixed by who acted. A record replays to the same position. The game
# keeps about the last 40 turns (games/cetkaik/movelog.py); a record whose oldest moves were dropped starts with
# "position <hex of State.position()>".
# A game under cerke_online's rules says so on a line "rules online" (no such line: the official rules).
from games.cetkaik.rules import (new_game, decode, CHANCE, RULE_NAMES, V_RULES, RULES_OFFICIAL, V_PHASE, P_START,
                                 P_WATER, P_DIST, P_DECIDE, P_AFTER, TY_MOK, GIVE_UP, FINAL, DROP, TAM_MOVE, PIECE)
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


def export(moves, seed=0, seasons=4, start=None, rules="official"):
    s = new_game(seed=seed, seasons=seasons, rules=rules) if start is None else start.copy()
    lines = [header(seasons, seed, start, s.v[V_RULES])[:-1]]
    for m in moves:
        lines.append(line(s, m))
        s.apply(m)
    return "\n".join(lines) + "\n"


def parse(text):
    """(state, moves) replayed from a record; ValueError on anything that is not a legal record."""
    rows = text.strip().split("\n")
    if len(rows) < 3 or rows[0].strip() != "cetkaik record" or not rows[1].startswith("seasons ") or \
            not rows[2].startswith("seed "):
        raise ValueError("not a cetkaik record")
    first = 3
    name = "official"
    if len(rows) > 3 and rows[3].startswith("rules "):
        name = rows[3][6:].strip()
        if name not in RULE_NAMES:
            raise ValueError("line 4: no such rules %r" % name)
        first = 4
    if len(rows) > first and rows[first].startswith("position "):
        pos = bytes.fromhex(rows[first][9:].strip())
        s = decode(pos + b"\x02" if pos[:1] == b"\x03" else pos)   # format 3's position, then "no record"
        if RULE_NAMES[s.v[V_RULES]] != name:
            raise ValueError("the position is not under the rules the record names")
        first += 1
    else:
        s = new_game(seed=int(rows[2][5:]), seasons=int(rows[1][8:]), rules=name)
    moves = []
    for n in range(first, len(rows)):
        row = rows[n].strip()
        if not row:
            continue
        who, _, body = row.partition(" ")
        mover = s.to_move()
        if who != ("*" if mover == CHANCE else SIDES[mover]):
            raise ValueError("line %d: not %s's turn" % (n + 1, who))
        found = None
        for m in s.legal_moves():
            if s.record_text(m) == body:
                found = m
                break
        if found is None:
            raise ValueError("line %d: no such move %r" % (n + 1, body))
        s.apply(found)
        moves.append(found)
    return s, moves
