# Bossa: tiles, move numbers, state layout and the placement search shared by the engine modules. Loaded with
# rules.py and never dropped; a module of its own because rules.py with it would not compile from source in a
# 64 KB heap on the device's core, and decode.py (which rules.py imports at a Resume) reads it without rules.
# The whole state is one bytearray (copy = one slice). Tiles are ids 0..26; a tile's place is LOC[t].
from pocket.verbs import CHANCE, TERMINAL  # noqa: F401 (the engine contract's, docs/ENGINE.md)

# white and black dots of each tile: W1..W6 alone, B1..B6 alone, then every split with both colours
TW = b"\x01\x02\x03\x04\x05\x06\x00\x00\x00\x00\x00\x00\x01\x01\x01\x01\x01\x02\x02\x02\x02\x03\x03\x03\x04\x04\x05"
TB = b"\x00\x00\x00\x00\x00\x00\x01\x02\x03\x04\x05\x06\x01\x02\x03\x04\x05\x01\x02\x03\x04\x01\x02\x03\x01\x02\x01"
NT = 27
SIX = 6  # positions of a line, both sides of the die together (the die not counted), that end the regular game
# A line has two ends: values fall by one toward the low end (drawn left of the die) and rise by one toward the
# high end (right of it). End e = line * 2 + side (0 low, 1 high); position j of end e is slot e * ARM + j.
LOW = 0
HIGH = 1
ARM = 16  # slots per end (a low end holds at most 5 positions, a novice high end about 10)

# where a tile is
PILE = 0
ASIDE = 1
HAND = 2  # + player
LINE = 4
BURIED = 5  # under a Stack
DISCARD = 6

# phases
P_DICE = 0
P_CHOOSE = 1  # higher roller: my colour (white/black) or play first
P_COLOUR = 2  # the other player picks a colour after "play first"
P_KEEP = 3  # modifier extension: keep Double or Invert
P_DRAW = 4  # chance: the turn's draw
P_MAIN = 5
P_BUILD = 6  # picking the tiles of a new position
P_STACKPOS = 7
P_STACK = 8  # picking the tiles of a Stack
P_EXGIVE = 9
P_EXTAKE = 10
P_RDDISCARD = 11
P_RDDRAW = 12  # chance: the Redraw's draw
P_OVER = 13

# moves: 0..26 a tile; MOD + t the tile with the kept modifier
MOD = 27
DONE = 60
M_END = 61  # + end (line * 2 + side): start a position at that end of a line
M_REDRAW = 65
M_EXCHANGE = 66
M_STACK = 67
M_WHITE = 68
M_BLACK = 69
M_FIRST = 70
M_DOUBLE = 71
M_INVERT = 72
M_POS = 80  # + slot (end * ARM + position) to stack on
M_DICE = 150  # + (roll0 - 1) * 6 + roll1 - 1

# action tokens (bits of TOK[p] once used)
T_REDRAW = 1
T_EXCHANGE = 2
T_STACK = 4
# modifiers kept
K_DOUBLE = 1
K_INVERT = 2

# end reasons
R_EMPTY = 1  # A
R_SIX = 2  # B
R_FILL = 3  # C
R_STUCK = 4  # D
R_PILE = 5  # E
REASONS = ("", "empty hand", "line of 6", "filled foe's line", "cannot play", "pile empty")

# byte offsets
O_VER = 0
O_OPT = 1  # bit 0 novice, bit 1 modifiers
O_PHASE = 2
O_PLAYER = 3
O_FIRST = 4
O_CHOOSER = 5
O_ROLL = 6
O_OWNER = 8  # owner of the white line, of the black line (255 in novice)
O_START = 10  # die value at the start of each line
O_TOK = 12
O_KEEP = 14
O_MODT = 16  # tile carrying each player's modifier, 255 = unused
O_WIN = 18  # 0/1 winner, 2 draw, 255 none
O_REASON = 19
O_BLINE = 20  # the end being built on (or stacked on)
O_BPOS = 21
O_BN = 22
O_BMOD = 23
O_BT = 24  # up to 8 tiles being placed (or the tile given in an Exchange)
O_NPOS = 32  # positions at each of the 4 ends
O_LOC = 36
O_POS = 63  # slot (end * ARM + position) of a tile on a line (or buried)
O_VAL = 90  # value of each slot
O_CNT = 154  # tiles in each slot
SIZE = 218
VERSION = 2  # 1: one-sided lines (refused: "Old save")
BT_MAX = 8


def tile_value(t, colour, kind=0):
    """Dots of `colour` (0 white, 1 black) on tile t, with a modifier kind applied; 0 = cannot count."""
    w = TW[t]
    k = TB[t]
    if kind == K_INVERT:
        w, k = k, w
    v = k if colour else w
    if kind == K_DOUBLE:
        v += v
    return v


def tile_words(t):
    """A tile in words, at most 15 characters: "2 white 1 black", "3 white"."""
    w = TW[t]
    k = TB[t]
    if not k:
        return "%d white" % w
    if not w:
        return "%d black" % k
    return "%d white %d black" % (w, k)


# Scratch space of the placement search, allocated once: the search runs thousands of times per AI decision
# (and fresh lists there upset the MicroPython build the tests use). Valid until the next search.
CAND = bytearray(NT)  # candidate tiles (p's hand minus the tiles already picked)
VALS = bytearray(NT)  # their dots in the line's colour
MVALS = bytearray(NT)  # the same with the player's modifier (0 = not possible)
# t0, t1, min tiles, max tiles, out list (None = stop at the first), candidates, a tile count refused in between
# (the regular rules' "one more or one fewer" than the neighbour: never as many; 0 = none)
GOAL = [0, 0, 0, 0, None, 0, 0]


_J = bytearray(NT + 1)  # candidate index chosen at each depth
_M = bytearray(NT + 1)  # 1 when that candidate carries the modifier
_SUM = [0] * (NT + 2)
_MI = [0] * (NT + 2)


def dfs(cnt0, s0, mi0):
    """Subsets of the candidates that bring (cnt0 tiles, s0 dots) to a valid position, depth first, without
    recursion (deep Python recursion overflows the small C stack of the MicroPython build the tests use).
    Returns True as soon as one exists when GOAL[4] is None; else appends (mask over CAND, index of the
    modified candidate or mi0) to GOAL[4] for every one."""
    t0, t1, cmin, cmax, out, n, skip = GOAL
    top = t0 if t0 > t1 else t1
    if (s0 == t0 or s0 == t1) and cnt0 >= cmin and cnt0 != skip:
        if out is None:
            return True
        out.append((0, mi0))
    d = 0
    _SUM[0] = s0
    _MI[0] = mi0
    mask = 0
    j = 0
    mode = 0
    while True:
        pushed = False
        if cnt0 + d < cmax:
            while j < n:
                if mode == 0:
                    v = VALS[j]
                    mi = _MI[d]
                else:
                    v = MVALS[j] if _MI[d] < 0 else 0
                    mi = j
                s = _SUM[d] + v
                if v and s <= top:
                    _J[d] = j
                    _M[d] = mode
                    d += 1
                    _SUM[d] = s
                    _MI[d] = mi
                    mask |= 1 << j
                    if (s == t0 or s == t1) and cnt0 + d >= cmin and cnt0 + d != skip:
                        if out is None:
                            return True
                        out.append((mask, mi))
                    j += 1
                    mode = 0
                    pushed = True
                    break
                if mode == 0:
                    mode = 1
                else:
                    mode = 0
                    j += 1
        if pushed:
            continue
        if d == 0:
            return False
        d -= 1
        j = _J[d]
        mask &= ~(1 << j)
        if _M[d] == 0:
            mode = 1
        else:
            mode = 0
            j += 1
