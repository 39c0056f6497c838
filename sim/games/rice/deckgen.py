"""The rice deck as people read it, and the tables games/rice/layout.py ships (the device imports only the tables:
building them there cost about 2 KB of heap). `python -m sim.games.rice.deckgen` prints the tables;
tests/rice/test_rules.py checks that layout.py holds exactly what this builds."""
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
N, E, S, W = 1, 2, 4, 8
FARMERS = 3
BUFFALO = 4
HOUSE = 8


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




if __name__ == "__main__":
    edges, items = _build()
    print("EDGES = %r" % bytes(edges))
    print("ITEMS = %r" % bytes(items))
