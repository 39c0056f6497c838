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
_O_NPOS = const(32)
_ASIDE = const(1)
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
# who can still move after each draw (issue 36, third session; fitted to games against ISMCTS-1000 by
# sim/games/bossa/fitstrong.py --residual, the entries above kept): sim/games/bossa/value.py says what each is
_F_MOB = const(451)  # the drawer's stuck draws (eighths of the unseen tiles, 0-8) x tokens left (0-3), the other's: 72
_F_THREAT = const(523)  # each line (drawer's, other's) of 4-5 positions x its owner's extending draws (quarters): 22
_F_PEER = const(545)  # the fit's "the drawer is the peer" (0 at play): 2
F_BIAS = _F_BIAS
NF = 22  # entries summed per evaluation
TABLE_SIZE = 547
BASE_NF = 17  # the entries fitted to self-play by sim/games/bossa/train.py (the ones before _F_MOB)
BASE_SIZE = 451
_F = [0] * NF  # the entries of the state evaluated now (reused: no allocation per evaluation)


_HT = bytearray(2 * _NT)  # the drawer's hand tiles from 0, the other's from _NT (features() fills it)
_U = bytearray(_NT)  # the unseen tiles (pile and set-aside), every one the next draw as likely as another
_R = [0] * 16  # bit s of _R[col * 8 + c]: c tiles (c <= 7) of the hand worth s dots of colour col
_M = [0] * 4  # per end: the dot values (bit v) a drawn tile may have to open it; -1: open already
_MH = [255]  # whose hand _M was made for (0 drawer, _NT the other; 255 none)


def _helps(s, who, n):
    """_M for the n hand tiles at _HT[who:]: subset sums, no placement search per tile (value.py's helps())."""
    R = _R
    for i in range(16):
        R[i] = 0
    R[0] = 1
    R[8] = 1
    for i in range(n):
        t = _HT[who + i]
        m = i + 1 if i < 7 else 7
        v = TW[t]
        if v:
            for c in range(m, 0, -1):
                R[c] = (R[c] | (R[c - 1] << v)) & 0xFFFFF  # sums up to 19: a small int on the device
        v = TB[t]
        if v:
            for c in range(m + 8, 8, -1):
                R[c] = (R[c] | (R[c - 1] << v)) & 0xFFFFF
    for e in range(4):
        _M[e] = 0
        g = s.target(e)
        if g is None:
            continue
        v = g[0]
        o = (e >> 1) * 8
        a = 0
        top = g[3] if g[3] < 7 else 7
        for c in range(g[2], top + 1):
            if c == g[4]:
                continue
            if (R[o + c] >> v) & 1:
                a = -1
                break
            if c:
                a |= R[o + c - 1]
        if a < 0:
            _M[e] = -1
            continue
        m = 0
        for d in range(1, 7):
            if d <= v and (a >> (v - d)) & 1:
                m |= 1 << d
        _M[e] = m
    _MH[0] = who


def _count(u, ends):
    """How many of the u unseen tiles open one of `ends` (bits) for the hand _M was made for."""
    w = 0
    k = 0
    for e in range(4):
        if (ends >> e) & 1:
            h = _M[e]
            if h < 0:
                return u
            if e >> 1:
                k |= h
            else:
                w |= h
    n = 0
    for i in range(u):
        t = _U[i]
        if (w >> TW[t]) & 1 or (k >> TB[t]) & 1:
            n += 1
    return n


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
    u = 0  # the unseen tiles
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
            _U[u] = t
            u += 1
            n += 1
        elif x == _ASIDE:
            _U[u] = t
            u += 1
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
    # who can still move after each draw: the subset sums only where the entries above do not answer (a player who
    # can place now is stuck after no draw; an owner who can extend a line now extends it after every draw)
    _MH[0] = 255
    r = 0
    if not cp and u:
        _helps(s, 0, hp)
        r = (8 * (u - _count(u, 15)) + u // 2) // u
    f[17] = _F_MOB + r * 4 + 3 - (tp & 1) - ((tp >> 1) & 1) - (tp >> 2)
    r = 0
    if not cq and u:
        _helps(s, _NT, hq)
        r = (8 * (u - _count(u, 15)) + u // 2) // u
    f[18] = _F_MOB + 36 + r * 4 + 3 - (tq & 1) - ((tq >> 1) & 1) - (tq >> 2)
    for j in range(2):
        line = lp if j == 0 else 1 - lp
        sh = line * 2
        k = b[_O_NPOS + sh] + b[_O_NPOS + sh + 1]
        if k < 4 or k > 5:
            f[19 + j] = _F_THREAT + j * 11 + 10  # a line of 0-3 positions
            continue
        mine = ep if j == 0 else eq  # the line's owner: the drawer for the drawer's line
        if ((mine >> sh) & 1) + ((mine >> sh >> 1) & 1) or not u:
            r = 4 if u else 0
        else:
            who = 0 if j == 0 else _NT
            if _MH[0] != who:
                _helps(s, who, hp if j == 0 else hq)
            r = (4 * _count(u, 3 << sh) + u // 2) // u
        f[19 + j] = _F_THREAT + j * 11 + (k - 4) * 5 + r
    f[21] = _F_PEER


def learned(s, me):
    """The table's value of s for me (the drawer's logit x SCALE, turned to me)."""
    features(s, _F)
    t = TABLE
    v = t[_F_BIAS] - 128 * (NF + 1)
    for i in _F:
        v += t[i]
    v *= SCALE
    return v if s.b[_O_PLAYER] == me else -v
