"""Cetkaik game records as text, whole (desktop and tests): export() writes the moves of a game in the
community's square names, parse() replays a record to its position (ValueError on anything that is not a legal
record). The notation itself, which the device's record screen also writes, is games/cetkaik/record.py's."""
from games.cetkaik.layout import CHANCE, RULE_NAMES, V_RULES, VERSION
from games.cetkaik.record import SIDES, header, line
from games.cetkaik.rules import decode, new_game


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
        s = decode(bytes((VERSION,)) + pos[1:] if pos[:1] == b"\x03" else pos)   # format 3's position: the same bytes
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
