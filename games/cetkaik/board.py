# Cetkaik board facts: squares, hue and water, the initial setup and each profession's movement.
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
