# Game records: every move in the community's square names ("LE -> LI", "TE -> NI -> NU", "tam2 ZO -> TU -> NU"),
# throws as "[sticks 3]", one line each, prefixed by who acted. A record replays to the same position.
from games.cetkaik.rules import new_game, CHANCE

SIDES = ("IA", "A")  # player 0 sits on the IA side, player 1 on the A side


def export(moves, seed=0, seasons=4):
    s = new_game(seed=seed, seasons=seasons)
    lines = ["cetkaik record", "seasons %d" % seasons, "seed %d" % seed]
    for m in moves:
        who = s.to_move()
        lines.append(("*" if who == CHANCE else SIDES[who]) + " " + s.record_text(m))
        s.apply(m)
    return "\n".join(lines) + "\n"


def parse(text):
    """(state, moves) replayed from a record; ValueError on anything that is not a legal record."""
    rows = text.strip().split("\n")
    if len(rows) < 3 or rows[0].strip() != "cetkaik record" or not rows[1].startswith("seasons ") or \
            not rows[2].startswith("seed "):
        raise ValueError("not a cetkaik record")
    s = new_game(seed=int(rows[2][5:]), seasons=int(rows[1][8:]))
    moves = []
    for n in range(3, len(rows)):
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
