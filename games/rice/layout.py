# Seasons of Rice's layout: the house deck (docs/rules/rice.md: 18 dominoes of two squares, A and B, written out
# in sim/games/rice/deckgen.py, which builds the two tables below; a test checks they match), phases and constants.
# Loaded with rules.py and never dropped; a leaf of its own so that the modules rules.py imports (land, decode,
# ending, hidden, words) read it without importing rules back (no import circle).
NCARDS = 18

# The flow of a game (shared by rules.py, decode.py and hidden.py)
from pocket.verbs import CHANCE, TERMINAL  # noqa: F401 (the engine contract's, docs/ENGINE.md)
PH_ANC, PH_WET, PH_LAST, PH_COIN, PH_DRY, PH_OVER = range(6)
SECRET_PHASES = (PH_ANC, PH_WET, PH_LAST)   # a player's choice is secret until both have chosen
VERSION = 3   # a save's first byte. 3: fields touching a hole score, no card closes a field around a dead end
              # (docs/rules/rice.md)
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


# EDGES[card*8 + rot*2 + half]: path edge bits (N E S W) of square A (half 0) or B turned rot quarters clockwise;
# ITEMS[card*2 + half]: what stands on it (farmers in bits 0-1, BUFFALO, HOUSE). Built by sim/games/rice/deckgen.py.
EDGES = (
    b"\x0d\x05\x0b\x0a\x07\x05\x0e\x0a\x0d\x06\x0b\x0c\x07\x09\x0e\x03\x0f\x0f\x0f\x0f\x0f\x0f\x0f\x0f"
    b"\x04\x07\x08\x0e\x01\x0d\x02\x0b\x09\x07\x03\x0e\x06\x0d\x0c\x0b\x0f\x0d\x0f\x0b\x0f\x07\x0f\x0e"
    b"\x0c\x07\x09\x0e\x03\x0d\x06\x0b\x0d\x03\x0b\x06\x07\x0c\x0e\x09\x0b\x0e\x07\x0d\x0e\x0b\x0d\x07"
    b"\x05\x05\x0a\x0a\x05\x05\x0a\x0a\x0e\x0f\x0d\x0f\x0b\x0f\x07\x0f\x05\x07\x0a\x0e\x05\x0d\x0a\x0b"
    b"\x0c\x06\x09\x0c\x03\x09\x06\x03\x0d\x01\x0b\x02\x07\x04\x0e\x08\x09\x03\x03\x06\x06\x0c\x0c\x09"
    b"\x0d\x04\x0b\x08\x07\x01\x0e\x02\x06\x0f\x0c\x0f\x09\x0f\x03\x0f\x0b\x0f\x07\x0f\x0e\x0f\x0d\x0f"
)
ITEMS = (
    b"\x01\x00\x00\x04\x00\x00\x01\x01\x00\x08\x04\x00\x00\x01\x08\x00\x01\x04\x00\x02\x04\x00\x01\x08"
    b"\x04\x01\x00\x00\x01\x01\x00\x04\x00\x00\x08\x04"
)


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
