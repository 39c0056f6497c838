# Loaded with rules.py, kept apart so each engine module compiles from .py in a 64 KB heap (rules.py's head).
# Cetkaik board facts: squares, hue and water, the initial setup and each profession's movement, and the move
# generation on them (a piece's reachable squares, stepping, the Tam2's moves): one module, they always load together.
# Square index = row * 9 + col; row 0 is "A" (top), col 0 is "K" (left).
# Player 0 owns the "IA" side (bottom rows, moves up); player 1 owns the "A" side (top rows, moves down).
# Tables are bytes, not nested tuples: the whole engine has to live in a 64 KB heap.

COLS = ("K", "L", "N", "T", "Z", "X", "C", "M", "P")
ROWS = ("A", "E", "I", "U", "O", "Y", "AI", "AU", "IA")

# Professions (a piece byte holds profession + 1)
VESSEL, PAWN, ARCHER, CHARIOT, TIGER, HORSE, CLERK, SHAMAN, GENERAL, KING = range(10)
PROF_NAMES = ("vessel", "pawn", "archer", "chariot", "tiger", "horse", "clerk", "shaman", "general", "king")
PROF_SHORT = ("Ve", "Pa", "Ar", "Ch", "Ti", "Ho", "Cl", "Sh", "Ge", "Ki")
COLOUR_NAMES = ("red", "black")
RED, BLACK = 0, 1

# A piece byte: bits 0-3 profession + 1, bit 4 colour (1 = black), bit 5 owner (1 = player 1). 0 = empty.
TAM = 15


def piece(prof, colour, owner):
    return (prof + 1) | (colour << 4) | (owner << 5)


def sq_name(sq):
    return COLS[sq % 9] + ROWS[sq // 9]


def parse_sq(text):
    text = text.strip().upper()
    for c in range(9):
        if text[:1] == COLS[c]:
            for r in range(9):
                if ROWS[r] == text[1:]:
                    return r * 9 + c
    raise ValueError("bad square %r" % text)


def _mask(names):
    m = bytearray(81)
    for n in names.split():
        m[parse_sq(n)] = 1
    return bytes(m)


HUE = _mask("NI CI TU XU ZO TY XY NAI CAI")  # the Tam2's fields; the 8 squares around the Tam2 are hue as well
WATER = _mask("ZI ZU ZO ZY ZAI NO TO XO CO")
CENTRE = 40  # ZO

# The initial position (docs/rules/cetkaik.md lists it square by square; tests check this against that list).
INITIAL = (b"\x37\x36\x34\x39\x2a\x29\x24\x26\x27"
           b"\x28\x23\x00\x25\x00\x35\x00\x33\x38"
           b"\x32\x22\x32\x22\x21\x22\x32\x22\x32"
           + bytes(13) + b"\x0f" + bytes(13) +
           b"\x12\x02\x12\x02\x11\x02\x12\x02\x12"
           b"\x18\x13\x00\x15\x00\x05\x00\x03\x08"
           b"\x07\x06\x04\x09\x1a\x19\x14\x16\x17")


def initial_board():
    return bytearray(INITIAL)


# Movement codes, one byte each: direction d (bits 0-2) | kind << 3 | 2-square offset << 6.
# Directions (dr, dc) relative to the mover: forward, back, right, left, then the diagonals.
JUMP = 0    # fixed offset, squares between ignored
STEP2 = 1   # two squares along d, the middle one must be empty
RAY = 2     # slide from distance 1
RAY2 = 3    # slide from distance 2, the adjacent square ignored (Horse in hue)
RAYP = 4    # slide that may pass over one piece (Shaman in hue)
DR = (1, -1, 0, 0, 1, 1, -1, -1)   # for player 1, who moves down; player 0's rows are mirrored: DR_OF[owner]
DC = (0, 0, 1, -1, 1, -1, 1, -1)
DR_OF = ((-1, 1, 0, 0, -1, -1, 1, 1), DR)


# No comprehensions or closures in device code: the MicroPython test VM corrupts them when a collection runs.
def _k(dirs, kind, big=0):
    out = bytearray(len(dirs))
    for i in range(len(dirs)):
        out[i] = dirs[i] | (kind << 3) | (big << 6)
    return bytes(out)


def _move_sets():
    F, B, R, L = 0, 1, 2, 3
    orth = (0, 1, 2, 3)
    diag = (4, 5, 6, 7)
    all8 = orth + diag
    sets = (
        # normally
        _k((F,), RAY),                                   # vessel: slide forward
        _k((F,), JUMP),                                  # pawn: 1 forward
        _k(orth, RAY),                                   # archer
        _k(orth, JUMP, 1),                               # chariot: exactly 2 orthogonally
        _k(diag, JUMP),                                  # tiger: 1 diagonal
        _k(diag, JUMP, 1),                               # horse: exactly 2 diagonally
        _k((R, L), JUMP) + _k((F, B), RAY),              # clerk
        _k((F, B), JUMP) + _k((R, L), RAY),              # shaman
        _k((0, 2, 3, 4, 5, 6, 7), JUMP),                 # general: not straight back
        _k(all8, JUMP),                                  # king
        # in hue
        _k((F, B), RAY) + _k((R, L), JUMP) + _k((R, L), STEP2),
        _k(orth, JUMP) + _k((F,), STEP2),
        _k(diag, RAY),
        _k(diag, JUMP, 1),
        _k(diag, RAY),
        _k(diag, RAY2),
        _k(orth, RAY),
        _k(all8, RAYP),
        _k(all8, JUMP),
        _k(all8, JUMP),
    )
    at = bytearray(21)
    codes = bytearray()
    for i in range(20):
        at[i] = len(codes)
        codes.extend(sets[i])
    at[20] = len(codes)
    return bytes(codes), bytes(at)


# The movement set of profession prof, in hue or not, is MOVE_SETS[MOVE_AT[i]:MOVE_AT[i + 1]], i = inhue * 10 + prof.
# Two flat bytes, not a tuple of 40 small ones: each object costs its header on the device's heap.
MOVE_SETS, MOVE_AT = _move_sets()


def _neighbours():
    out = bytearray(b"\xff" * 648)
    for r in range(9):
        for c in range(9):
            i = (r * 9 + c) * 8
            for r2 in range(r - 1, r + 2):
                for c2 in range(c - 1, c + 2):
                    if 0 <= r2 < 9 and 0 <= c2 < 9 and (r2 != r or c2 != c):
                        out[i] = r2 * 9 + c2
                        i += 1
    return bytes(out)


# The squares around sq: NEIGH[sq * 8 + i] for i = 0..7 up to the first 255 (3 at a corner, 5 on an edge).
NEIGH = _neighbours()
del _k, _move_sets, _neighbours   # run once: free their code


# ---- move generation: a piece's reachable squares, stepping (one via square), the Tam2's moves
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
