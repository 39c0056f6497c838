# Game records: every move in the community's square names ("LE -> LI", "TE -> NI -> NU", "tam2 ZO -> TU -> NU"),
# throws as "[sticks 3]", one line each, prefixed by who acted. A record replays to the same position. A record
# of a game resumed from a save starts with "position <hex of State.encode()>": the moves before it are not kept.
from games.cetkaik.rules import new_game, decode, CHANCE

SIDES = ("IA", "A")  # player 0 sits on the IA side, player 1 on the A side


def header(seasons, seed=0, start=None):
    """The record's first lines; start: the State the moves start from when it is not a new game."""
    text = "cetkaik record\nseasons %d\nseed %d\n" % (seasons, seed)
    if start is not None:
        hexed = ""
        for b in start.encode():
            hexed += "%02x" % b
        text += "position " + hexed + "\n"
    return text


def line(state, move):
    """One record line: who acts at `state` and `move` in square names (call it before applying the move)."""
    who = state.to_move()
    return ("*" if who == CHANCE else SIDES[who]) + " " + state.record_text(move)


def export(moves, seed=0, seasons=4, start=None):
    s = new_game(seed=seed, seasons=seasons) if start is None else start.copy()
    lines = [header(seasons, seed, start)[:-1]]
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
    if len(rows) > 3 and rows[3].startswith("position "):
        s = decode(bytes.fromhex(rows[3][9:].strip()))
        first = 4
    else:
        s = new_game(seed=int(rows[2][5:]), seasons=int(rows[1][8:]))
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
