# The house deck of Rizieres du Cambodge (docs/rules/rice.md): 18 dominoes of two squares, A and B.
# A card is written as its six outer edges clockwise from A's top (A-top, B-top, B-right, B-bottom, A-bottom,
# A-left), then its inner A|B edge, then what stands on each square: P = path, F = furrow line;
# f farmer, b buffalo, h house.
_DECK = (
    "PPFPPP|F|f|", "PFPPPP|F||b", "PPPPPP|P||", "FPPPPF|F|f|f", "PPPPFP|F||h", "PPFPPP|P|b|",
    "FPPPPP|F||f", "PPPFPP|F|h|", "PFPPFP|P|f|b", "PPFPPF|F||ff", "FPPPPP|P|b|", "PPPPPF|F|f|h",
    "FFPPPP|F|b|f", "PPFFPP|F||", "PPPFFP|F|f|f", "PFFPPP|F||b", "FPPPPF|P||", "PPPPFP|P|h|b",
)
NCARDS = 18

# The flow of a game (shared by rules.py and codec.py)
CHANCE = -1
TERMINAL = -2
PH_ANC, PH_WET, PH_LAST, PH_COIN, PH_DRY, PH_OVER = range(6)
# steps of a turn: choose a card (ancestor / land card / row pick), place it, choose the card for the row
ST_CARD, ST_PLACE, ST_ROW = 0, 1, 2
PLACE0 = 100       # placement move = PLACE0 + pos * 4 + rot
DISCARD = 99       # only when the card fits nowhere (ruling: it leaves the game)
NONE = 255
WET_TURNS = 3
ROW_SIZE = 6
ALL = (1 << NCARDS) - 1

# Edge bits of a square (set = path): north, east, south, west
N, E, S, W = 1, 2, 4, 8
# What a square holds: farmers in bits 0-1, a buffalo, a house
FARMERS = 3
BUFFALO = 4
HOUSE = 8

# The ancestor printed on the back of each card (card i -> ancestor i). Pally and Chantrea are the game's own;
# the other sixteen are house ancestors (docs/rules/rice.md).
ANC_NAMES = (
    "Pally", "Chantrea", "Sokha", "Dara", "Bopha", "Vanna", "Rith", "Sophea", "Kosal",
    "Nary", "Veasna", "Maly", "Sothy", "Chenda", "Piseth", "Rotha", "Kanha", "Samnang",
)
A_PALLY, A_CHANTREA, A_CLOSED2, A_SETS, A_SIZE1, A_HOUSES, A_OPENBUF, A_LARGEST, A_WET, A_DRY, A_FARMER, \
    A_BUFFALO3, A_FOUR, A_OPENSQ, A_START, A_HOUSE2, A_BIG, A_FB = range(18)


def _bits(s):
    v = 0
    for i, ch in enumerate(s):
        if ch == "P":
            v |= 1 << i
    return v


def _items(s):
    v = 0
    for ch in s:
        if ch == "f":
            v += 1
        elif ch == "b":
            v |= BUFFALO
        elif ch == "h":
            v |= HOUSE
    return v


def _rot(e):
    """Edges of a square turned a quarter clockwise: north goes east, west goes north."""
    return ((e << 1) & 15) | (e >> 3)


def _build():
    edges = bytearray(NCARDS * 8)  # [card*8 + rot*2 + half]
    items = bytearray(NCARDS * 2)  # [card*2 + half]
    for c in range(NCARDS):
        outer, inner, a, b = _DECK[c].split("|")
        o = _bits(outer)
        i = 1 if inner == "P" else 0
        # bit i of o: 0 A-top, 1 B-top, 2 B-right, 3 B-bottom, 4 A-bottom, 5 A-left
        ea = (o & 1) | (i << 1) | (((o >> 4) & 1) << 2) | (((o >> 5) & 1) << 3)
        eb = ((o >> 1) & 1) | (((o >> 2) & 1) << 1) | (((o >> 3) & 1) << 2) | (i << 3)
        for r in range(4):
            edges[c * 8 + r * 2] = ea
            edges[c * 8 + r * 2 + 1] = eb
            ea = _rot(ea)
            eb = _rot(eb)
        items[c * 2] = _items(a)
        items[c * 2 + 1] = _items(b)
    return edges, items


EDGES, ITEMS = _build()


def card_farmers(c):
    return (ITEMS[c * 2] & FARMERS) + (ITEMS[c * 2 + 1] & FARMERS)


def cards_of(mask):
    out = []
    c = 0
    while mask:
        if mask & 1:
            out.append(c)
        mask >>= 1
        c += 1
    return out


def count(mask):
    n = 0
    while mask:
        mask &= mask - 1
        n += 1
    return n
