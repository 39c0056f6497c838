# Loaded with rules.py and never dropped; a module of its own because rules.py with it would not compile from source
# in a 64 KB heap on the device's core, and decode.py and ending.py (which rules.py imports) read it without rules.
# A player's land: squares on a 24x24 grid kept in one bytearray (both players' lands side by side, `off` = 0
# or GN). The first card sits in the middle and squares stay off the border row: a land spans at most 22 squares
# each way (house limit, docs/rules/rice.md; it keeps a state copy to one small block of memory).
# One byte a square: bits 0-3 its path edges (N E S W, set = path), bits 4-6 what stands on it plus one
# (1 nothing, 2 a farmer, 3 two farmers, 4 a buffalo, 5 a house; 0 = no square), bit 7 SCORED (its field has
# scored). A land is 1 KB; the squares' contents need no second grid.
from games.rice.layout import EDGES, ITEMS, BUFFALO, HOUSE, \
    A_PALLY, A_SIZE1, A_WET, A_DRY, A_FARMER, A_BUFFALO3, A_HOUSE2

GW = 24
GN = GW * GW
OX = 11           # the first card's square A is at (OX, OX)
ORIGIN = OX * GW + OX
OCC = 0x70      # any of these bits set: a square is there
SCORED = 0x80
STEP = (-GW, 1, GW, -1)   # neighbour through the N, E, S, W edge
BOFF = (1, GW, -1, -GW)   # where square B lies from square A, rotation 0..3 (quarter turns clockwise)
SIZE_PTS = (0, 2, 3, 5, 8, 11)
FARM_PTS = (0, 1, 3, 5, 8)


def fits(land, off, card, pos, rot):
    """True when card (A on pos, turned rot) may be placed: on free squares, touching the land by a side,
    every shared side matches (path to path, furrow to furrow), and it closes no field that a path ends inside
    (the rulebook: "Lors de la fermeture d'un Champ de riz, aucun chemin supplementaire ne peut se terminer a
    l'interieur de celui-ci", docs/rules/rice.md)."""
    return sides_fit(land, off, card, pos, rot) and not closes_dead_end(land, off, card, pos, rot)


def sides_fit(land, off, card, pos, rot):
    """fits() without the closing rule: free squares, a side touching the land, every shared side matching."""
    b = pos + BOFF[rot]
    if not (GW < pos < GN - GW and GW < b < GN - GW and 0 < pos % GW < GW - 1 and 0 < b % GW < GW - 1):
        return False
    if land[off + pos] & OCC or land[off + b] & OCC:
        return False
    k = card * 8 + rot * 2
    ea = EDGES[k]
    eb = EDGES[k + 1]
    touch = False
    # north, east, south, west of A then of B; the side between A and B is skipped
    v = land[off + pos - GW]
    if v & OCC and pos - GW != b:
        if (ea ^ (v >> 2)) & 1:
            return False
        touch = True
    v = land[off + pos + 1]
    if v & OCC and pos + 1 != b:
        if ((ea >> 1) ^ (v >> 3)) & 1:
            return False
        touch = True
    v = land[off + pos + GW]
    if v & OCC and pos + GW != b:
        if ((ea >> 2) ^ v) & 1:
            return False
        touch = True
    v = land[off + pos - 1]
    if v & OCC and pos - 1 != b:
        if ((ea >> 3) ^ (v >> 1)) & 1:
            return False
        touch = True
    v = land[off + b - GW]
    if v & OCC and b - GW != pos:
        if (eb ^ (v >> 2)) & 1:
            return False
        touch = True
    v = land[off + b + 1]
    if v & OCC and b + 1 != pos:
        if ((eb >> 1) ^ (v >> 3)) & 1:
            return False
        touch = True
    v = land[off + b + GW]
    if v & OCC and b + GW != pos:
        if ((eb >> 2) ^ v) & 1:
            return False
        touch = True
    v = land[off + b - 1]
    if v & OCC and b - 1 != pos:
        if ((eb >> 3) ^ (v >> 1)) & 1:
            return False
        touch = True
    return touch


def _code(items):
    if items & BUFFALO:
        return 4
    if items & HOUSE:
        return 5
    return 1 + items   # farmers


WHAT = bytes(_code(v) << 4 for v in ITEMS)   # the contents bits of each card half
FARMERS_IN = (0, 0, 1, 2, 0, 0, 0, 0)         # by contents code


def put(land, bb, p, card, pos, rot):
    """Writes the card's two squares (no checks) and grows player p's bounding box bb[4p:4p+4]."""
    off = p * GN
    k = card * 8 + rot * 2
    b = pos + BOFF[rot]
    land[off + pos] = EDGES[k] | WHAT[card * 2]
    land[off + b] = EDGES[k + 1] | WHAT[card * 2 + 1]
    i = p * 4
    c = pos
    while True:   # pos, then b (no tuple: the AI puts a card for every spot it tries)
        x = c % GW
        y = c // GW
        if bb[i] == 0 and bb[i + 1] == 0:
            bb[i] = bb[i + 1] = x
            bb[i + 2] = bb[i + 3] = y
        if x < bb[i]:
            bb[i] = x
        if x > bb[i + 1]:
            bb[i + 1] = x
        if y < bb[i + 2]:
            bb[i + 2] = y
        if y > bb[i + 3]:
            bb[i + 3] = y
        if c == b:
            return
        c = b


def take(land, pos, rot, off):
    """Removes the squares put() wrote (the AI tries placements in place). The bounding box is left as is."""
    land[off + pos] = 0
    land[off + pos + BOFF[rot]] = 0


def placements(land, off, cells, card, poll=None):
    """Sorted legal placement codes (pos * 4 + rot) of card in the land whose squares are `cells`: the spots
    (spots()) whose rules the card's sides obey and where it closes no field around a dead end.
    poll (the AI's): called once per square looked around and once per two placements found; once it returns
    False, the list stops growing as soon as it holds one placement (a partial list, for an AI told to hurry)."""
    out = []
    k = card * 8
    go = True
    for x in spots(land, off, cells, poll):
        rot = (x >> 16) & 3
        if (EDGES[k + rot * 2] ^ (x >> 12)) & (x >> 8) & 15 or (EDGES[k + rot * 2 + 1] ^ (x >> 4)) & x & 15:
            continue
        if closes_dead_end(land, off, card, x >> 18, rot):
            continue
        if len(out) & 1 and poll is not None and go:
            go = poll()
        if not go and out:
            break
        out.append(x >> 16)
    return out


def _rule(land, off, x):
    """What the sides of the empty square x must be: bit d set where the square beside it through side d (N E S
    W) is down, bit 4 + d the path bit that square shows on the side it turns to x."""
    r = 0
    for d in range(4):
        v = land[off + x + STEP[d]]
        if v & OCC:
            r |= (17 if (v >> ((d + 2) & 3)) & 1 else 1) << d
    return r


def _inside(x):
    return GW < x < GN - GW and 0 < x % GW < GW - 1


def spots(land, off, cells, poll=None):
    """Every spot beside the land where some card could go, for all the cards the AI values in one land: code
    (pos * 4 + rot) << 16 | the rule of square A << 8 | the rule of square B (see _rule), in the order of the
    codes. A card fits a spot when its sides obey both rules and it closes no field around a dead end (fits):
    the AI lists a land's spots once for all the cards it values there (games/rice/ai.py). Each spot is listed
    once, from its square A when A is beside the land, else from B. poll: see placements()."""
    fr = []   # the empty squares beside the land
    for c in cells:
        if not land[off + c] & OCC:
            continue   # (a square the land does not hold: no spot touches the land through it, see sides_fit)
        for d in range(4):
            f = c + STEP[d]
            if not land[off + f] & OCC and f not in fr:
                fr.append(f)
    # counted first, then written into a list of that size (a list grown by appends holds up to twice its
    # items: the two planners of a decision keep theirs, up to 124 spots each)
    out = None
    go = poll is not None
    while True:
        n = 0
        for f in fr:
            if go:   # asked to hurry, it still lists every spot (the planner keeps them for its other cards)
                go = poll()
            if not _inside(f):
                continue
            rf = _rule(land, off, f) if out else 0
            for rot in range(4):
                b = f + BOFF[rot]
                if _inside(b) and not land[off + b] & OCC:
                    if out:
                        out[n] = ((f * 4 + rot) << 16) | (rf << 8) | _rule(land, off, b)
                    n += 1
                a = f - BOFF[rot]
                if a not in fr and _inside(a) and not land[off + a] & OCC:
                    if out:
                        out[n] = ((a * 4 + rot) << 16) | (_rule(land, off, a) << 8) | rf
                    n += 1
        if out or not n:
            break
        out = [0] * n
    if not out:
        return []
    out.sort()
    return out


def field(land, off, start):
    """Squares of the field holding start (joined through furrow sides) and its number of furrow sides that
    face an empty square (0 = enclosed by paths)."""
    cells = [start]
    opened = 0
    i = 0
    while i < len(cells):
        c = cells[i]
        i += 1
        e = land[off + c]
        for d in range(4):
            if not (e >> d) & 1:
                n = c + STEP[d]
                if land[off + n] & OCC:
                    if n not in cells:
                        cells.append(n)
                else:
                    opened += 1
    return cells, opened


_Q = [0] * 40   # closes_dead_end's flood queue: a land has at most 16 squares (no allocation per spot)


def closes_dead_end(land, off, card, pos, rot):
    """True when the card (its sides already known to fit) would close, by paths, a field with a path ending
    inside it. The card is written in place for the test and taken away again. It runs for every spot whose
    sides fit, so it allocates nothing: the fields it floods share the buffer _Q.
    Only the fields of the two new squares can close now: a field beside them that they do not join faces them
    with paths, and covering what a path faces neither closes a field nor ends a path inside it."""
    k = card * 8 + rot * 2
    b = pos + BOFF[rot]
    land[off + pos] = EDGES[k] | 0x10
    land[off + b] = EDGES[k + 1] | 0x10
    q = _Q
    q[0] = pos
    n = _shut_field(land, off, 0)
    found = n > 0 and _dead_end(land, off, q, 0, n)
    if not found:
        m = n if n > 0 else -n
        t = 0
        while t < m and q[t] != b:
            t += 1
        if t == m:   # b is not in the part of A's field already looked at
            q[m] = b
            n = _shut_field(land, off, m)
            found = n > 0 and _dead_end(land, off, q, m, n)
    land[off + pos] = 0
    land[off + b] = 0
    return found


def _shut_field(land, off, first):
    """Floods the field of _Q[first] into _Q; returns the end of its cells when no furrow side of it faces an
    empty square, else minus the end so far (it stops there: most fields are open, and at a field met before)."""
    q = _Q
    n = first + 1
    i = first
    while i < n:
        c = q[i]
        i += 1
        e = land[off + c]
        for d in range(4):
            if not (e >> d) & 1:
                x = c + STEP[d]
                if not land[off + x] & OCC:
                    return -n
                t = 0
                while t < n and q[t] != x:
                    t += 1
                if t < first:
                    return -n
                if t == n:
                    q[n] = x
                    n += 1
    return n


def _dead_end(land, off, q, first, n):
    """True when a path side runs between two of the squares q[first:n] (one field)."""
    for i in range(first, n):
        c = q[i]
        e = land[off + c]
        for d in range(1, 3):  # east and south cover every pair once
            if (e >> d) & 1:
                x = c + STEP[d]
                for t in range(first, n):
                    if q[t] == x:
                        return True
    return False


def inner_path(land, off, cells):
    """True when a path side runs between two squares of the same field (a path ending inside it)."""
    for c in cells:
        e = land[off + c]
        for d in (1, 2):  # east and south cover every pair once
            if (e >> d) & 1 and c + STEP[d] in cells:
                return True
    return False


def enclosed(land, off, bb, p, cell):
    """True when the empty square `cell` lies in an empty area that cards surround completely."""
    i = p * 4
    x0 = bb[i]
    x1 = bb[i + 1]
    y0 = bb[i + 2]
    y1 = bb[i + 3]
    # quick exit (no allocation): a straight run of empty squares to the edge of the land's box
    for d in range(4):
        st = STEP[d]
        c = cell
        while True:
            x = c % GW
            y = c // GW
            if x <= x0 or x >= x1 or y <= y0 or y >= y1:
                return False
            c += st
            if land[off + c] & OCC:
                break
    region = [cell]
    j = 0
    while j < len(region):
        c = region[j]
        j += 1
        x = c % GW
        y = c // GW
        if x <= x0 or x >= x1 or y <= y0 or y >= y1:
            return False
        for d in range(4):
            n = c + STEP[d]
            if not land[off + n] & OCC and n not in region:
                region.append(n)
    return True


def is_closed(land, off, bb, p, cells, opened):
    """A field closes when no furrow side faces an empty square and it contains no empty space (the rulebook's
    "un Champ de riz ferme contenant un espace vide est considere comme un Champ de riz ouvert"). A path
    ending inside it cannot happen: fits() refuses the card that would close such a field."""
    if opened:
        return False
    for c in cells:
        for d in range(4):
            n = c + STEP[d]
            if n not in cells and contains(land, off, bb, p, cells, n):
                return False
    return True


def contains(land, off, bb, p, cells, cell):
    """True when the field `cells` contains an empty space on the side of `cell` (a square beside the field that
    is not its own: empty, or another field's): the area around it reaches the outside of the land only across
    the field's squares, and an empty square lies in it. A ring field around a hole contains it, and so does a
    ring around another field and a hole (issue 28); a field that only touches a hole that other fields enclose
    with it does not."""
    i = p * 4
    x0 = bb[i]
    x1 = bb[i + 1]
    y0 = bb[i + 2]
    y1 = bb[i + 3]
    # quick exit (no allocation): a straight run of squares not the field's to the edge of the land's box
    for d in range(4):
        st = STEP[d]
        c = cell
        while True:
            x = c % GW
            y = c // GW
            if x <= x0 or x >= x1 or y <= y0 or y >= y1:
                return False
            c += st
            if c in cells:
                break
    # flood through everything but the field (empty squares and other fields' squares, 4-connected)
    region = [cell]
    hole = False
    j = 0
    while j < len(region):
        c = region[j]
        j += 1
        x = c % GW
        y = c // GW
        if x <= x0 or x >= x1 or y <= y0 or y >= y1:
            return False
        if not land[off + c] & OCC:
            hole = True
        for d in range(4):
            n = c + STEP[d]
            if n not in cells and n not in region:
                region.append(n)
    return hole


def contents(land, off, cells):
    """(farmers, buffalo, houses) in the squares."""
    f = b = h = 0
    for c in cells:
        v = (land[off + c] >> 4) & 7
        if v == 4:
            b += 1
        elif v == 5:
            h += 1
        else:
            f += FARMERS_IN[v]
    return f, b, h


def size_of(squares, houses, anc):
    return squares + houses * (2 if anc == A_HOUSE2 else 1)


def field_points(squares, farmers, buffalo, houses, anc, dry):
    """Points for closing a field (seed's table, then the player's ancestor)."""
    size = size_of(squares, houses, anc)
    pts = SIZE_PTS[size if size < 5 else 5]
    if anc == A_PALLY and not (farmers or buffalo or houses):
        pts *= 2
    if anc == A_FARMER and farmers:
        farmers += 1
    pts += FARM_PTS[farmers if farmers < 4 else 4]
    pts += buffalo * (3 if anc == A_BUFFALO3 else 2)
    pts += houses
    if anc == A_SIZE1 and size == 1:
        pts += 2
    if (anc == A_WET and not dry) or (anc == A_DRY and dry):
        pts += 2
    return pts


def close_fields(land, bb, p, pos, rot, anc, dry, mark):
    """Fields that the card just put at pos/rot closes: returns (points, fields closed). With mark, their
    squares get SCORED. Only fields on or next to the new squares can change (filling a hole included)."""
    off = p * GN
    b = pos + BOFF[rot]
    done = []
    pts = 0
    n_closed = 0
    for c in (pos, b):
        for d in range(5):
            s = c if d == 4 else c + STEP[d]
            v = land[off + s]
            if not v & OCC or v & SCORED or s in done:
                continue
            cells, opened = field(land, off, s)
            done.extend(cells)
            if not is_closed(land, off, bb, p, cells, opened):
                continue
            f, bu, h = contents(land, off, cells)
            pts += field_points(len(cells), f, bu, h, anc, dry)
            n_closed += 1
            if mark:
                for x in cells:
                    land[off + x] |= SCORED
    return pts, n_closed


def all_fields(land, off, cells):
    """Every field of the land: list of (squares, farmers, buffalo, houses, closed)."""
    out = []
    done = []
    for c in cells:
        if c in done:
            continue
        fc, _ = field(land, off, c)
        done.extend(fc)
        f, b, h = contents(land, off, fc)
        out.append((len(fc), f, b, h, bool(land[off + c] & SCORED)))
    return out
