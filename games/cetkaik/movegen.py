# Move generation for Cetkaik: a piece's reachable squares, stepping (one via square), the Tam2's moves.
# Kept apart from rules.py so each module stays small on the device.
from games.cetkaik.board import MOVE_SETS, MOVE_AT, NEIGH, HUE, TAM, JUMP, STEP2, RAY2, RAYP, GENERAL, DR_OF, DC

SLIDE_BIT = 128  # set on a target reached by a slide (a throw decides it after stepping)


def hue_map(tam):
    h = bytearray(HUE)
    for i in range(tam * 8, tam * 8 + 8):
        n = NEIGH[i]
        if n > 80:
            break
        h[n] = 1
    return h


def targets(b, sq, ms, owner, out):
    """Append the squares that owner's movement set ms (board.MOVE_AT) reaches from sq (the last one of a line
    may be occupied)."""
    r = sq // 9
    c = sq - r * 9
    drs = DR_OF[owner]
    for j in range(MOVE_AT[ms], MOVE_AT[ms + 1]):
        code = MOVE_SETS[j]
        dr = drs[code & 7]
        dc = DC[code & 7]
        kind = (code >> 3) & 7
        if code & 64:
            dr += dr
            dc += dc
        if kind == JUMP:
            r2 = r + dr
            c2 = c + dc
            if 0 <= r2 < 9 and 0 <= c2 < 9:
                out.append(r2 * 9 + c2)
        elif kind == STEP2:
            r2 = r + dr + dr
            c2 = c + dc + dc
            if 0 <= r2 < 9 and 0 <= c2 < 9 and not b[(r + dr) * 9 + c + dc]:
                out.append(r2 * 9 + c2)
        else:
            r2 = r + dr
            c2 = c + dc
            if kind == RAY2:  # the Horse in hue ignores the adjacent square
                r2 += dr
                c2 += dc
            passed = kind != RAYP
            while 0 <= r2 < 9 and 0 <= c2 < 9:
                t = r2 * 9 + c2
                out.append(t | SLIDE_BIT)
                if b[t]:
                    if passed:
                        break
                    passed = True
                r2 += dr
                c2 += dc


def protected(b, hue, t):
    """True when the piece on t stands next to its owner's General in hue (it cannot be captured)."""
    owner = b[t] >> 5
    for i in range(t * 8, t * 8 + 8):
        n = NEIGH[i]
        if n > 80:
            return False
        q = b[n]
        if q and q != TAM and (q & 15) == GENERAL + 1 and (q >> 5) == owner and hue[n]:
            return True
    return False


def can_land(b, hue, t, owner):
    q = b[t]
    if not q:
        return True
    return q != TAM and (q >> 5) != owner and not protected(b, hue, t)


def piece_paths(b, hue, src, out):
    """Append kind << 21 | src << 14 | via << 7 | dst for every path of the piece on src; via == src: no step.
    kind is 1 (a fixed move) or 2 (a step-then-slide, the distance throw decides it): rules.PIECE and rules.SLIDE."""
    p = b[src]
    owner = p >> 5
    prof = (p & 15) - 1
    first = []
    targets(b, src, hue[src] * 10 + prof, owner, first)
    base = (1 << 21) | (src << 14)
    second = []
    # the origin is emptied while a step's second leg is listed: put the piece back whatever happens (a
    # MemoryError in an append, caught by the runtime, would otherwise leave it off the board)
    try:
        for t in first:
            t &= 127
            q = b[t]
            if not q or can_land(b, hue, t, owner):
                out.append(base | (src << 7) | t)
            if q:
                # step over t: move again from there, hue re-evaluated, the origin empty
                b[src] = 0
                del second[:]
                targets(b, t, hue[t] * 10 + prof, owner, second)
                for t2 in second:
                    d = t2 & 127
                    if can_land(b, hue, d, owner):
                        out.append(base + (t << 7) + d + ((t2 >> 7) << 21))
                b[src] = p
    finally:
        b[src] = p


def slide_finals(b, hue, src, via, planned, dist, exact=True):
    """After the distance throw: the squares the piece can end on. exact (the official rules): the declared square
    `planned` when it is at most `dist` away; else (cerke_online's rules) any square of the line via -> planned at
    most `dist` away."""
    p = b[src]
    owner = p >> 5
    prof = (p & 15) - 1
    vr = via // 9
    vc = via - vr * 9
    pr = planned // 9
    pc = planned - pr * 9
    sr = (pr > vr) - (pr < vr)
    sc = (pc > vc) - (pc < vc)
    line = []
    b[src] = 0
    targets(b, via, hue[via] * 10 + prof, owner, line)
    out = []
    for t in line:
        if t & 128:
            t &= 127
            if exact and t != planned:
                continue
            r = t // 9
            c = t - r * 9
            dr = r - vr
            dc = c - vc
            n = dr if dr >= 0 else -dr
            m = dc if dc >= 0 else -dc
            if n < m:
                n = m
            if n <= dist and (dr > 0) - (dr < 0) == sr and (dc > 0) - (dc < 0) == sc and can_land(b, hue, t, owner):
                out.append(t)
    b[src] = p
    return out


# tam_paths() marks the Tam2 moves it has listed one bit per (first stop, end) in a bytearray of 154: the first
# stop lies within 2 squares of the Tam2 (5 x 5), the end within 3 (7 x 7), 25 * 49 bits. Not a set of the moves:
# the set's table grew to a 1 KB block mid-search, which a fragmented 96 KB heap may not have (issue 14).


def _tam_add(out, seen, tam, h1, f, h2, e):
    if seen is None:
        out.append((tam, h1, f, h2, e))
    else:
        tr = tam // 9
        tc = tam % 9
        k = ((f // 9 - tr + 2) * 5 + f % 9 - tc + 2) * 49 + (e // 9 - tr + 3) * 7 + e % 9 - tc + 3
        bit = 1 << (k & 7)
        if not seen[k >> 3] & bit:
            seen[k >> 3] |= bit
            out.append((3 << 21) | (tam << 14) | (f << 7) | e)


def tam_paths(b, tam, out, with_hop=False):
    """Append Tam2 moves as 3 << 21 | tam << 14 | first stop << 7 | end (distinct; 3 = rules.TAM_MOVE), or with_hop:
    (tam, hop1, first, hop2, end) tuples, one per path (hop = -1 when none), as the reference generator counts them.
    Squares around x: NEIGH[x * 8 + i] up to the first 255."""
    b[tam] = 0
    try:   # the Tam2 is lifted while its paths are listed: put it back whatever happens (see piece_paths)
        seen = None
        if not with_hop:
            seen = bytearray(154)
        for i in range(tam * 8, tam * 8 + 8):
            f = NEIGH[i]
            if f > 80:
                break
            if not b[f]:
                for j in range(f * 8, f * 8 + 8):
                    e = NEIGH[j]
                    if e > 80:
                        break
                    if not b[e]:
                        _tam_add(out, seen, tam, -1, f, -1, e)
                    else:  # hop on the second step
                        for k in range(e * 8, e * 8 + 8):
                            e2 = NEIGH[k]
                            if e2 > 80:
                                break
                            if not b[e2]:
                                _tam_add(out, seen, tam, -1, f, e, e2)
            else:  # hop on the first step
                for j in range(f * 8, f * 8 + 8):
                    f2 = NEIGH[j]
                    if f2 > 80:
                        break
                    if not b[f2]:
                        for k in range(f2 * 8, f2 * 8 + 8):
                            e = NEIGH[k]
                            if e > 80:
                                break
                            if not b[e]:
                                _tam_add(out, seen, tam, f, f2, -1, e)
    finally:
        b[tam] = TAM
