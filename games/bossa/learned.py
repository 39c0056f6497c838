# Bossa's learned evaluation (issue 36): the value of a state where a player is about to draw, from the table of
# small integers in weights.py (fitted to game results by sim/games/bossa/train.py). features() names one entry of
# each of the table's parts; their sum is the logit (x SCALE) that the player about to draw wins. Integer adds only;
# the placement search once per player and end (as the hand-made evaluation in ai.py asks), nothing allocated.
from games.bossa.layout import CAND, GOAL, MVALS, TB, TW, VALS, dfs, tile_value
from games.bossa.weights import SCALE, TABLE
from pocket.modules import forget

try:
    from micropython import const
except ImportError:  # desktop CPython
    def const(x):
        return x

forget("games.bossa.weights")  # its table stays here; the module itself would only hold the heap
# layout.py's values as compile-time constants: no global per name (the twin at 96 KB has no room for them)
_NT = const(27)
_HAND = const(2)
_PILE = const(0)
_O_KEEP = const(14)
_O_LOC = const(36)
_O_OWNER = const(8)
_O_PLAYER = const(3)
_O_TOK = const(12)
# the table's parts: (offset, size) in the order features() fills them (sim/games/bossa/train.py's PARTS)
_F_HAND = const(0)  # both hands' sizes (0-9 each): 100
_F_PILE = const(100)  # the pile's size (0-18) x the hand difference (-2..2): 95
_F_TOK = const(195)  # the drawer's used tokens (bits, 8), then the other's (8)
_F_LINE = const(211)  # the drawer's line: positions (0-6) x ends its owner can place at (0-2) x ends the other
# can (0-2): 63; then the other's line: 63
_F_ENDS = const(337)  # ends each can place at now (0-4 x 0-4): 25
_F_LOW = const(362)  # the low end's value (1-6) of the drawer's line, then the other's: 12
_F_HIGH = const(374)  # the high end's value (1-12) of the drawer's line, then the other's: 24
_F_COL = const(398)  # tiles in hand with dots of one's own line's colour (0-6), of the other colour; drawer, other: 28
_F_STUCK = const(426)  # ends one can place at (0, 1, 2 or more) x tokens left (0-3); drawer then other: 24
_F_BIAS = const(450)
F_BIAS = _F_BIAS
NF = 17  # entries summed per evaluation
TABLE_SIZE = 451
_F = [0] * NF  # the entries of the state evaluated now (reused: no allocation per evaluation)


_HT = bytearray(2 * _NT)  # the drawer's hand tiles from 0, the other's from _NT (features() fills it)


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
    """Fill f (NF ints) with the table entries of s, a state where b[_O_PLAYER] is about to draw (regular mode).
    One pass over the tiles, then the placement search once per player and end (what s._can_place asks)."""
    b = s.b
    p = b[_O_PLAYER]
    q = 1 - p
    lp = 0 if b[_O_OWNER] == p else 1  # the drawer's line
    hp = 0
    hq = 0
    n = 0  # the pile
    pw = 0  # tiles with dots of the holder's own line's colour (w) and of the other colour (k)
    pk = 0
    qw = 0
    qk = 0
    xp = _HAND + p
    xq = _HAND + q
    for t in range(_NT):
        x = b[_O_LOC + t]
        if x == xp:
            _HT[hp] = t
            hp += 1
            if (TB[t] if lp else TW[t]):
                pw += 1
            if (TW[t] if lp else TB[t]):
                pk += 1
        elif x == xq:
            _HT[_NT + hq] = t
            hq += 1
            if (TW[t] if lp else TB[t]):
                qw += 1
            if (TB[t] if lp else TW[t]):
                qk += 1
        elif x == _PILE:
            n += 1
    kp = b[_O_KEEP + p] if s.can_modify(p) else 0
    kq = b[_O_KEEP + q] if s.can_modify(q) else 0
    ep = 0  # bit e: p can place at end e with the hand as it is
    eq = 0
    for e in range(4):
        g = s.target(e)
        if g is None:
            continue
        if hp and _fits(b, 0, hp, e >> 1, g, kp):
            ep |= 1 << e
        if hq and _fits(b, _NT, hq, e >> 1, g, kq):
            eq |= 1 << e
    f[0] = _F_HAND + (hp if hp < 9 else 9) * 10 + (hq if hq < 9 else 9)
    d = hp - hq
    d = -2 if d < -2 else (2 if d > 2 else d)
    f[1] = _F_PILE + (n if n < 18 else 18) * 5 + d + 2
    tp = b[_O_TOK + p]
    tq = b[_O_TOK + q]
    f[2] = _F_TOK + tp
    f[3] = _F_TOK + 8 + tq
    i = 4
    for j in range(2):  # the drawer's line, then the other's (no tuple built: this runs thousands of times)
        line = lp if j == 0 else 1 - lp
        sh = line * 2
        mine = ep if line == lp else eq  # the line's owner
        other = eq if line == lp else ep
        mo = ((mine >> sh) & 1) + ((mine >> sh >> 1) & 1)
        ot = ((other >> sh) & 1) + ((other >> sh >> 1) & 1)
        k = 0 if line == lp else 63
        f[i] = _F_LINE + k + s.npos(line) * 9 + mo * 3 + ot
        k = 0 if line == lp else 6
        f[i + 1] = _F_LOW + k + s.end_value(sh) - 1
        v = s.end_value(sh + 1)
        k = 0 if line == lp else 12
        f[i + 2] = _F_HIGH + k + (v if v < 12 else 12) - 1
        i += 3
    cp = (ep & 1) + ((ep >> 1) & 1) + ((ep >> 2) & 1) + (ep >> 3)
    cq = (eq & 1) + ((eq >> 1) & 1) + ((eq >> 2) & 1) + (eq >> 3)
    f[10] = _F_ENDS + cp * 5 + cq
    f[11] = _F_COL + (pw if pw < 6 else 6)
    f[12] = _F_COL + 7 + (pk if pk < 6 else 6)
    f[13] = _F_COL + 14 + (qw if qw < 6 else 6)
    f[14] = _F_COL + 21 + (qk if qk < 6 else 6)
    f[15] = _F_STUCK + (cp if cp < 2 else 2) * 4 + 3 - (tp & 1) - ((tp >> 1) & 1) - (tp >> 2)
    f[16] = _F_STUCK + 12 + (cq if cq < 2 else 2) * 4 + 3 - (tq & 1) - ((tq >> 1) & 1) - (tq >> 2)


def learned(s, me):
    """The table's value of s for me (the drawer's logit x SCALE, turned to me)."""
    features(s, _F)
    t = TABLE
    v = t[_F_BIAS] - 128 * (NF + 1)
    for i in _F:
        v += t[i]
    v *= SCALE
    return v if s.b[_O_PLAYER] == me else -v
