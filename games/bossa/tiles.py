# Bossa: tiles, move numbers, state layout and the placement search shared by the engine modules.
# The whole state is one bytearray (copy = one slice). Tiles are ids 0..26; a tile's place is LOC[t].
CHANCE = -1
TERMINAL = -2

# white and black dots of each tile: W1..W6 alone, B1..B6 alone, then every split with both colours
TW = b"\x01\x02\x03\x04\x05\x06\x00\x00\x00\x00\x00\x00\x01\x01\x01\x01\x01\x02\x02\x02\x02\x03\x03\x03\x04\x04\x05"
TB = b"\x00\x00\x00\x00\x00\x00\x01\x02\x03\x04\x05\x06\x01\x02\x03\x04\x05\x01\x02\x03\x04\x01\x02\x03\x01\x02\x01"
NT = 27
SIX = 6  # positions (not counting the die) that end a line in the regular game

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
M_LINE = 61  # + line (0 white, 1 black)
M_REDRAW = 63
M_EXCHANGE = 64
M_STACK = 65
M_WHITE = 66
M_BLACK = 67
M_FIRST = 68
M_DOUBLE = 69
M_INVERT = 70
M_POS = 80  # + line * 32 + position
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
O_BLINE = 20
O_BPOS = 21
O_BN = 22
O_BMOD = 23
O_BT = 24  # up to 8 tiles being placed (or the tile given in an Exchange)
O_NPOS = 32
O_LOC = 34
O_POS = 61  # line * 32 + position of a tile on a line (or buried)
O_VAL = 88  # value of each position, line 0 then line 1
O_CNT = 142  # tiles in each position
SIZE = 196
VERSION = 1
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


def tile_name(t):
    w = TW[t]
    k = TB[t]
    if not k:
        return "W%d" % w
    if not w:
        return "B%d" % k
    return "W%dB%d" % (w, k)


def dfs(vals, mvals, n, i, cnt, s, mi, t0, t1, cmin, cmax, mask, out):
    """Subsets of the candidates (from index i) that bring (cnt, s) to a valid position.
    out None: True as soon as one exists. Else appends (mask, index of the modified candidate or mi)."""
    if (s == t0 or s == t1) and cnt >= cmin:
        if out is None:
            return True
        out.append((mask, mi))
    if cnt >= cmax:
        return False
    top = t0 if t0 > t1 else t1
    j = i
    while j < n:
        v = vals[j]
        if v and s + v <= top:
            if dfs(vals, mvals, n, j + 1, cnt + 1, s + v, mi, t0, t1, cmin, cmax, mask | (1 << j), out):
                return True
        if mi < 0:
            v = mvals[j]
            if v and s + v <= top:
                if dfs(vals, mvals, n, j + 1, cnt + 1, s + v, j, t0, t1, cmin, cmax, mask | (1 << j), out):
                    return True
        j += 1
    return False
