# Bossa: a save read back (read(), for rules.decode(): its code is on the heap at a Resume only),
# and is a state's bytearray one the rules can reach? Used by read() (a save, so damaged bytes never reach
# the search, which indexes by them) and by the invariant runner. Imported only when needed. Raises ValueError.
from games.bossa.layout import *  # noqa: F401,F403


def line_value(b, t, line):
    """Dots tile t counts on a line, with the modifier it carries."""
    for p in (0, 1):
        if b[O_MODT + p] == t:
            return tile_value(t, line, b[O_KEEP + p])
    return tile_value(t, line)


def check_bytes(b):
    novice = b[O_OPT] & 1
    ph = b[O_PHASE]
    p = b[O_PLAYER]
    # what lies on each position, and what is buried under it
    slots = 4 * ARM
    cnt = bytearray(slots)
    buried = bytearray(slots)
    dots = bytearray(slots)
    for t in range(NT):
        loc = b[O_LOC + t]
        if loc != LINE and loc != BURIED:
            continue
        k = b[O_POS + t]
        end = k // ARM
        if end > 3 or k % ARM >= b[O_NPOS + end]:
            raise ValueError("tile %d beyond its line" % t)
        if loc == BURIED:
            buried[k] += 1
        else:
            cnt[k] += 1
            dots[k] = min(255, dots[k] + line_value(b, t, end >> 1))
    stacks = 0
    for line in (0, 1):
        if not novice and b[O_NPOS + line * 2] + b[O_NPOS + line * 2 + 1] > SIX:
            raise ValueError("line too long")
    for end in range(4):
        n = b[O_NPOS + end]
        step = 1 if end & 1 else -1  # values rise toward the high end, fall toward the low end
        prev = b[O_START + (end >> 1)]
        prev_cnt = 0
        for j in range(ARM):
            k = end * ARM + j
            v = b[O_VAL + k]
            c = b[O_CNT + k]
            if j >= n:
                if v or c:
                    raise ValueError("a value past the end of a line")
                continue
            if c == 0 or cnt[k] != c or dots[k] != v or buried[k] % c:
                raise ValueError("position %d of end %d disagrees with its tiles" % (j + 1, end))
            if v != prev + step:
                raise ValueError("a line step other than 1 away from the die")
            # beside the die 1 or 2 tiles, then one more or one fewer than the neighbour toward the die: a save
            # of the older rule (as many, or one more) with two equal counts in a row is refused here
            if not novice and not (c in (1, 2) if j == 0 else c in (prev_cnt - 1, prev_cnt + 1)):
                raise ValueError("a position of the wrong size (tile counts of an older rule)")
            stacks += buried[k] // c
            prev = v
            prev_cnt = c
    # the tiles being placed (or given in an Exchange) are still in the mover's hand
    n = b[O_BN] if ph in (P_BUILD, P_STACK) else (1 if ph == P_EXTAKE else 0)
    seen = 0
    for i in range(n):
        t = b[O_BT + i]
        if t >= NT or seen & (1 << t) or b[O_LOC + t] != HAND + p:
            raise ValueError("a tile being placed is not in hand")
        seen |= 1 << t
    bmod = b[O_BMOD]
    if ph in (P_BUILD, P_STACK) and bmod != 255 and not seen & (1 << bmod):
        raise ValueError("the modifier is on no tile being placed")
    if ph == P_STACK and b[O_BPOS] >= b[O_NPOS + b[O_BLINE]]:
        raise ValueError("stacking on no position")
    if ph == P_BUILD:
        end = b[O_BLINE]
        n = b[O_NPOS + end]
        at = b[O_VAL + end * ARM + n - 1] if n else b[O_START + (end >> 1)]
        full = not novice and b[O_NPOS + (end & 2)] + b[O_NPOS + (end | 1)] >= SIX
        if full or n >= ARM - 1 or (not end & 1 and at <= 1):
            raise ValueError("building at an end that takes no position")
    # tokens: each Redraw discarded one tile, each Stack buried one position's worth
    redraws = 0
    stacking = 0
    for q in (0, 1):
        redraws += 1 if b[O_TOK + q] & T_REDRAW else 0
        stacking += 1 if b[O_TOK + q] & T_STACK else 0
    discards = 0
    for t in range(NT):
        if b[O_LOC + t] == DISCARD:
            discards += 1
    if discards != redraws - (1 if ph == P_RDDISCARD else 0):
        raise ValueError("discards disagree with the Redraw tokens")
    if stacks != stacking - (1 if ph in (P_STACKPOS, P_STACK) else 0):
        raise ValueError("buried tiles disagree with the Stack tokens")
    for q in (0, 1):
        t = b[O_MODT + q]
        if t != 255 and (not b[O_KEEP + q] or b[O_LOC + t] not in (LINE, BURIED)):
            raise ValueError("a modifier on a tile that was never placed")


def read(data):
    """For rules.decode(): a save's bytes, checked, as a state's bytearray."""
    if not isinstance(data, (bytes, bytearray)) or len(data) != SIZE or data[0] != VERSION:
        raise ValueError("not a Bossa save")
    b = bytearray(data)
    ok = b[O_OPT] < 4 and b[O_PHASE] <= P_OVER and b[O_PLAYER] < 2 and b[O_FIRST] < 2 and b[O_CHOOSER] < 2
    ok = ok and b[O_BN] <= BT_MAX and b[O_WIN] in (0, 1, 2, 255) and b[O_REASON] <= R_PILE and b[O_BLINE] < 4
    ok = ok and b[O_BPOS] < ARM
    for p in (0, 1):
        ok = ok and b[O_ROLL + p] <= 6 and b[O_START + p] <= 6 and b[O_OWNER + p] in (0, 1, 255)
        ok = ok and b[O_TOK + p] < 8 and b[O_KEEP + p] < 3 and (b[O_MODT + p] < NT or b[O_MODT + p] == 255)
    for e in range(4):
        ok = ok and b[O_NPOS + e] < ARM
    asides = 0
    for t in range(NT):
        ok = ok and b[O_LOC + t] <= DISCARD and b[O_POS + t] < 64
        if b[O_LOC + t] == ASIDE:
            asides += 1
    if not ok or asides != 1:
        raise ValueError("corrupt Bossa save")
    check_bytes(b)
    return b
