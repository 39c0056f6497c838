# Bossa's learned evaluation (issue 36): the value of a state where a player is about to draw, from the table of
# small integers in weights.py (fitted to game results by sim/games/bossa/train.py). features() names one entry of
# each of the table's parts; their sum is the logit (x SCALE) that the player about to draw wins. Integer adds only;
# the placement search once per player and end (as the hand-made evaluation in ai.py asks), nothing allocated.
from games.bossa.layout import (CAND, GOAL, HAND, MVALS, NT, O_KEEP, O_LOC, O_OWNER, O_PLAYER, O_TOK, PILE, TB, TW,
                               VALS, dfs, tile_value)
from games.bossa.weights import SCALE, TABLE

# the table's parts: (offset, size) in the order features() fills them
F_HAND = 0  # both hands' sizes (0-9 each): 100
F_PILE = 100  # the pile's size (0-18) x the hand difference (-2..2): 95
F_TOK = 195  # the drawer's used tokens (bits, 8), then the other's (8)
F_LINE = 211  # the drawer's line: positions (0-6) x ends its owner can place at (0-2) x ends the other can (0-2): 63;
# then the other's line: 63
F_ENDS = 337  # ends each can place at now (0-4 x 0-4): 25
F_LOW = 362  # the low end's value (1-6) of the drawer's line, then the other's: 12
F_HIGH = 374  # the high end's value (1-12) of the drawer's line, then the other's: 24
F_COL = 398  # tiles in hand with dots of one's own line's colour (0-6), of the other colour; drawer then other: 28
F_STUCK = 426  # ends one can place at (0, 1, 2 or more) x tokens left (0-3); drawer then other: 24
F_BIAS = 450
NF = 17  # entries summed per evaluation
TABLE_SIZE = 451
_F = [0] * NF  # the entries of the state evaluated now (reused: no allocation per evaluation)


_HT = bytearray(2 * NT)  # the drawer's hand tiles from 0, the other's from NT (features() fills it)


def _fits(b, who, n, line, g, kind):
    """s._search(p, line, g, (), 255, None) for the n hand tiles at _HT[who:]: whether they make a position."""
    for i in range(n):
        t = _HT[who + i]
        CAND[i] = t
        VALS[i] = TB[t] if line else TW[t]
        MVALS[i] = tile_value(t, line, kind) if kind else 0
    G = GOAL
    G[0] = g[0]
    G[1] = g[1]
    G[2] = g[2]
    G[3] = g[3]
    G[4] = None
    G[5] = n
    G[6] = g[4]
    return dfs(0, 0, -1 if kind else 99)


def features(s, f):
    """Fill f (NF ints) with the table entries of s, a state where b[O_PLAYER] is about to draw (regular mode).
    One pass over the tiles, then the placement search once per player and end (what s._can_place asks)."""
    b = s.b
    p = b[O_PLAYER]
    q = 1 - p
    lp = 0 if b[O_OWNER] == p else 1  # the drawer's line
    hp = 0
    hq = 0
    n = 0  # the pile
    pw = 0  # tiles with dots of the holder's own line's colour (w) and of the other colour (k)
    pk = 0
    qw = 0
    qk = 0
    xp = HAND + p
    xq = HAND + q
    for t in range(NT):
        x = b[O_LOC + t]
        if x == xp:
            _HT[hp] = t
            hp += 1
            if (TB[t] if lp else TW[t]):
                pw += 1
            if (TW[t] if lp else TB[t]):
                pk += 1
        elif x == xq:
            _HT[NT + hq] = t
            hq += 1
            if (TW[t] if lp else TB[t]):
                qw += 1
            if (TB[t] if lp else TW[t]):
                qk += 1
        elif x == PILE:
            n += 1
    kp = b[O_KEEP + p] if s.can_modify(p) else 0
    kq = b[O_KEEP + q] if s.can_modify(q) else 0
    ep = 0  # bit e: p can place at end e with the hand as it is
    eq = 0
    for e in range(4):
        g = s.target(e)
        if g is None:
            continue
        if hp and _fits(b, 0, hp, e >> 1, g, kp):
            ep |= 1 << e
        if hq and _fits(b, NT, hq, e >> 1, g, kq):
            eq |= 1 << e
    f[0] = F_HAND + (hp if hp < 9 else 9) * 10 + (hq if hq < 9 else 9)
    d = hp - hq
    d = -2 if d < -2 else (2 if d > 2 else d)
    f[1] = F_PILE + (n if n < 18 else 18) * 5 + d + 2
    tp = b[O_TOK + p]
    tq = b[O_TOK + q]
    f[2] = F_TOK + tp
    f[3] = F_TOK + 8 + tq
    i = 4
    for j in range(2):  # the drawer's line, then the other's (no tuple built: this runs thousands of times)
        line = lp if j == 0 else 1 - lp
        sh = line * 2
        mine = ep if line == lp else eq  # the line's owner
        other = eq if line == lp else ep
        mo = ((mine >> sh) & 1) + ((mine >> sh >> 1) & 1)
        ot = ((other >> sh) & 1) + ((other >> sh >> 1) & 1)
        k = 0 if line == lp else 63
        f[i] = F_LINE + k + s.npos(line) * 9 + mo * 3 + ot
        k = 0 if line == lp else 6
        f[i + 1] = F_LOW + k + s.end_value(sh) - 1
        v = s.end_value(sh + 1)
        k = 0 if line == lp else 12
        f[i + 2] = F_HIGH + k + (v if v < 12 else 12) - 1
        i += 3
    cp = (ep & 1) + ((ep >> 1) & 1) + ((ep >> 2) & 1) + (ep >> 3)
    cq = (eq & 1) + ((eq >> 1) & 1) + ((eq >> 2) & 1) + (eq >> 3)
    f[10] = F_ENDS + cp * 5 + cq
    f[11] = F_COL + (pw if pw < 6 else 6)
    f[12] = F_COL + 7 + (pk if pk < 6 else 6)
    f[13] = F_COL + 14 + (qw if qw < 6 else 6)
    f[14] = F_COL + 21 + (qk if qk < 6 else 6)
    f[15] = F_STUCK + (cp if cp < 2 else 2) * 4 + 3 - (tp & 1) - ((tp >> 1) & 1) - (tp >> 2)
    f[16] = F_STUCK + 12 + (cq if cq < 2 else 2) * 4 + 3 - (tq & 1) - ((tq >> 1) & 1) - (tq >> 2)


def learned(s, me):
    """The table's value of s for me (the drawer's logit x SCALE, turned to me)."""
    features(s, _F)
    t = TABLE
    v = t[F_BIAS] - 128 * (NF + 1)
    for i in _F:
        v += t[i]
    v *= SCALE
    return v if s.b[O_PLAYER] == me else -v
