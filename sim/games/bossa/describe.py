"""Bossa's table as text for sim.peer.gamelog: the two lines (low end, die, high end), the open hands, the pile
and the tokens used."""
from games.bossa.layout import (ARM, O_CNT, O_NPOS, O_OWNER, O_START, O_TOK, O_VAL, T_EXCHANGE, T_REDRAW, T_STACK,
                               tile_words)


def line(s, n):
    """'white (p1): 3 2 [4] 5 6x2' -- values from the low end to the high end, xN for a position of N tiles."""
    b = s.b
    parts = []
    for side in (0, 1):
        end = 2 * n + side
        got = []
        for j in range(b[O_NPOS + end]):
            k = end * ARM + j
            c = b[O_CNT + k]
            got.append("%d%s" % (b[O_VAL + k], "x%d" % c if c > 1 else ""))
        parts.append(got[::-1] if side == 0 else got)
    owner = b[O_OWNER + n]
    who = "p%d" % owner if owner < 2 else "nobody's"
    die = "[%d]" % b[O_START + n] if b[O_START + n] else "[not rolled]"
    return "%s (%s): %s" % (("white", "black")[n], who, " ".join(parts[0] + [die] + parts[1]))


def describe(s):
    b = s.b
    out = [line(s, 0), line(s, 1)]
    for p in (0, 1):
        used = "".join(x for bit, x in ((T_REDRAW, "R"), (T_EXCHANGE, "E"), (T_STACK, "S")) if b[O_TOK + p] & bit)
        hand = ", ".join(tile_words(t) for t in s.hand(p)) or "-"
        out.append("p%d hand %s; tokens used: %s" % (p, hand, used or "none"))
    out.append("pile %d" % s.pile_count())
    return out
