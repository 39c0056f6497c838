# The bean game's numbers, shared by the engine (rules.py) and the save reader (decode.py): phases, decisions,
# where a die or a card is, the save's format. A leaf: it imports nothing. Loaded and dropped: rules.py copies its
# names and forgets it (the rest of the game reads them from rules), decode.py loads it again at a Resume.
from pocket.verbs import CHANCE, TERMINAL  # noqa: F401 (the engine contract's, docs/ENGINE.md)
VERSION = 1
# Chances are fixed-point integers: ONE is certain (the device's floats are 32-bit, the desktop's 64: integers make
# the same decisions on both). 2**16 keeps every sum of plan.py below 2**30, a small int on the device.
ONE_BITS = 16
ONE = 1 << ONE_BITS
N_CARDS = 61
GOAL = 13           # coins that end the game
AIDS = 5            # aid cards, each worth 5 coins when making change
NONE = 255          # no card
SALE = (0, 0, 0, 1, 2, 3, 4)  # coins for a card with this many contracts done

# decisions
CLAIM, SELL, PASS, ROLL, STOP = 0, 1, 2, 3, 4
KEEP = 10           # KEEP + 7 * colour (0 white, 1 cream) + variety: set one fresh die of that kind aside

# phases
P_WHITE, P_CREAM, P_OFF, P_KEEP, P_FULFIL, P_DRAW, P_OVER = 0, 1, 2, 3, 4, 5, 6

# where a die is
OFF, FRESH, FIELD = 0, 1, 2

# loc of a card: 0 reserve, 1 + p coin of player p, 6 in play (someone's active or progress card)
IN_PLAY = 6
HEAD = 11  # bytes before the per-player arrays in encode()
