# The computer's Bossa moves as a player says them ("CPU adds 2+3 to white line"), not as the move list names them
# ("Add 2 white 2 black"). The view imports this module for a computer's move and drops it after (games/bossa/
# view.py animate): its code is not on the heap while a human plays.
from games.bossa.layout import (DONE, M_END, MOD, O_BLINE, O_BMOD, O_BPOS, O_KEEP, O_PHASE, O_PLAYER, O_VAL, ARM,
                                P_BUILD, P_STACK, tile_value)

LINES = ("white", "black")
WIDTH = 26   # the message strip's characters


def _fit(forms):
    for t in forms:
        if len(t) <= WIDTH:
            return t
    return forms[-1][:WIDTH]


def said(state, move, who):
    """What the computer `who` does with `move` at `state` (before it is applied), in one line of the strip, or
    None where the move list's words stand (tokens, the dice, the colours)."""
    b = state.b
    ph = b[O_PHASE]
    who = who[:6]
    if M_END <= move < M_END + 4:
        e = move - M_END
        g = state.target(e)
        if g is None:
            return None
        line = LINES[e >> 1]
        return _fit(("%s builds a %d on the %s line" % (who, g[0], line), "%s builds %d on %s line" % (
            who, g[0], line), "%s builds %d on %s" % (who, g[0], line)))
    if ph != P_BUILD and ph != P_STACK:
        return None
    line = b[O_BLINE] >> 1
    keep = b[O_KEEP + b[O_PLAYER]]
    if move < DONE:   # a tile (with the kept modifier from MOD on): its value on this line, and the sum so far
        t = move % MOD
        v = tile_value(t, line, keep if move >= MOD else 0)
        s = v
        for x in state.build():
            s += tile_value(x, line, keep if x == b[O_BMOD] else 0)
        return _fit(("%s adds a %d (sum %d)" % (who, v, s), "%s adds a %d" % (who, v)))
    if move != DONE:
        return None
    parts = []
    for x in state.build():
        parts.append(str(tile_value(x, line, keep if x == b[O_BMOD] else 0)))
    tiles = "+".join(parts)
    if ph == P_STACK:
        v = b[O_VAL + b[O_BLINE] * ARM + b[O_BPOS]]
        return _fit(("%s covers the %d with %s" % (who, v, tiles), "%s covers a %d" % (who, v)))
    if len(parts) == 1:
        tiles = "a " + tiles
    return _fit(("%s adds %s to the %s line" % (who, tiles, LINES[line]), "%s adds %s to %s line" % (
        who, tiles, LINES[line]), "%s adds %s to %s" % (who, tiles, LINES[line]), "%s adds %s" % (who, tiles)))

