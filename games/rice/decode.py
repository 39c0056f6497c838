# Reading a rice save (the inverse of games/rice/rules.py's to_bytes), imported only to resume a game.
from games.rice import land as L
from games.rice.layout import NCARDS, ALL, PH_OVER, ST_ROW, PLACE0, DISCARD, NONE, ROW_SIZE, VERSION
from games.rice.land import GN, ORIGIN, SCORED


def _get3(data, i):
    return (data[i] << 16) | (data[i + 1] << 8) | data[i + 2]


def decode(data, s):
    """Fills the fresh State s from encode() bytes; anything else raises ValueError."""
    try:
        return _decode(bytes(data), s)
    except (IndexError, TypeError, KeyError):
        raise ValueError("not a rice save")


def _take(c, used):
    if c >= NCARDS or used & (1 << c):
        raise ValueError("bad card")
    return used | (1 << c)


def _decode(data, s):
    if len(data) < 40 or data[0] != VERSION:
        raise ValueError("not a rice save")
    s.ph, s.turn, s.cur, s.step, s.first = data[1], data[2], data[3], data[4], data[5]
    if s.ph > PH_OVER or s.cur > 1 or s.step > ST_ROW or (s.first > 1 and s.first != NONE) or s.turn > 6:
        raise ValueError("bad header")
    i = 6
    used = 0
    for p in (0, 1):
        s.anc[p] = data[i]
        if data[i] != NONE:
            used = _take(data[i], used)
        i += 1
    for p in (0, 1):
        s.pcard[p] = data[i]
        s.prow[p] = data[i + 1]
        for c in data[i:i + 2]:
            if c != NONE:
                used = _take(c, used)
        v = (data[i + 2] << 8) | data[i + 3]
        s.ppos[p] = -1 if v == 0xFFFF else v
        s.hand[p] = _get3(data, i + 4)
        s.deal[p] = _get3(data, i + 7)
        for m in (s.hand[p], s.deal[p]):
            if m & ~ALL or m & used:
                raise ValueError("bad hand")
            used |= m
        s.score[p] = (data[i + 10] << 8) | data[i + 11]
        v = (data[i + 12] << 8) | data[i + 13]
        s.bonus[p] = v - 0x10000 if v >= 0x8000 else v
        s.closed[p] = data[i + 14]
        i += 15
    s.gone = _get3(data, i)
    if s.gone & ~ALL or s.gone & used:
        raise ValueError("bad discards")
    used |= s.gone
    i += 3
    n = data[i]
    if n > ROW_SIZE:
        raise ValueError("bad row")
    s.row = bytearray(data[i + 1:i + 1 + n])
    if len(s.row) != n:
        raise ValueError("short")
    for c in s.row:
        used = _take(c, used)
    i += 1 + n
    for p in (0, 1):
        n = data[i]
        i += 1
        if n > 9:
            raise ValueError("bad land")
        for k in range(n):
            card, code = data[i], (data[i + 1] << 8) | data[i + 2]
            i += 3
            used = _take(card, used)
            pos, rot = code >> 2, code & 3
            ok = code == ORIGIN * 4 if k == 0 else L.fits(s.land, p * GN, card, pos, rot)
            if not ok:
                raise ValueError("bad placement")
            L.put(s.land, s.bb, p, card, pos, rot)
            s.log[p].extend(bytes((card, code >> 8, code & 255)))
        mask = (data[i] << 8) | data[i + 1]
        i += 2
        cells = s.cells(p)
        if mask >> len(cells):
            raise ValueError("bad scored cells")  # a bit for a cell the land does not have
        for k, c in enumerate(cells):
            if mask & (1 << k):
                s.land[p * GN + c] |= SCORED
    if i != len(data) or used != ALL:
        raise ValueError("bad save")
    for p in (0, 1):
        m = s.ppos[p]
        if m >= 0 and m != DISCARD and (s.pcard[p] == NONE or m < PLACE0 or
                                         not L.fits(s.land, p * GN, s.pcard[p], (m - PLACE0) >> 2, m & 3)):
            raise ValueError("bad pending placement")
    return s
