# Tanbo: numbers shared by the engine modules (kinds, phases, limits and the layout of the state bytearray).
# Loaded with rules.py and never dropped; a leaf of its own so that decode.py, which rules.py imports at a Resume,
# reads them without importing rules back (no import circle).
from pocket.verbs import CHANCE, TERMINAL  # noqa: F401 (the engine contract's, docs/ENGINE.md)

# piece kinds (also the move numbers wherever a kind is chosen)
SNAKE = 0
WHITE = 1
BLACK = 2
RED = 3
FARMER = 4
KIND_NAMES = ("snake", "white", "black", "red", "farmer")
POINTS = (0, 3, 4, 5)
BAG_START = (15, 10, 5)
SNAKES_TOTAL = 20
RICE_TOTAL = 30

# phases
SETUP = 0    # the player places the farmer: move = paddy
SOW = 1      # the player picks the kind of the next piece sown: move = kind
HARVEST = 2  # the player picks the colour of the next harvested rice: move = colour
DRAW = 3     # chance: the colour drawn from the bag into the last paddy
REST = 4     # the player picks the colour of the next harvested rice given back to the bag
SWAP1 = 5    # big move: the opponent picks a piece of their own: move = paddy * 5 + kind, or NO_SWAP
SWAP2 = 6    # ... and the piece it swaps with (another paddy, another kind)
EXCESS = 7   # end phase: the player picks the kind of the next piece removed from an over-full paddy
OVER = 8
NEXT = 9     # transient: the turn just ended, the next one starts (never seen outside apply)

# actions (for previews and the view)
A_HARVEST = 0
A_CULTIVATE = 1
A_SOW = 2
A_REST = 3
A_BIG = 4
ACTION_NAMES = ("Harvest", "Cultivate", "Sow", "Rest", "Big move")

# why the game ended
WIN_25 = 1
WIN_LEAD = 2
WIN_TURN = 3
END_TURNS = 4
REASONS = ("", "25 points", "20-point lead", "20 in one turn", "turn limit")
NO_SWAP = 25     # SWAP1: swap two pieces whose exchange changes nothing (alike, or in one paddy)

TARGET = 25
LEAD = 20
TURN_GAIN = 20
MAX_TURNS = 80   # safety net: 40 turns each
MAX_CHAIN = 3    # safety net: at most 3 big moves in one turn
PADDY_LIMIT = 10
OFF = 5          # farmer position while in hand / not yet placed

# layout of the state bytearray
PADDY = 0        # (player * 5 + paddy) * 4 + kind, kinds 0..3
FARM = 40        # + player: farmer's paddy, OFF when in hand
STORE = 42       # + player * 3 + colour - 1: harvested rice
BAG = 48         # + colour - 1
RESERVE = 51     # snakes off the board
HAND = 52        # + kind 0..4: pieces being sown
PHASE = 57
PLAYER = 58      # whose turn it is (during SETUP: who places)
CURSOR = 59      # next paddy to receive a piece; in EXCESS the paddy being trimmed
PENDING = 60     # rice left to harvest / draw / give back, pieces left to remove
CHAIN = 61       # big moves so far this turn
TURNS = 62       # turns completed
GAIN = 63        # points harvested this turn
WINNER = 64      # 0, 1, 2 = draw, NONE while playing
REASON = 65
PURPOSE = 66     # DRAW for A_CULTIVATE or A_SOW
PICK = 67        # SWAP2: the first piece picked (paddy * 5 + kind)
LAST = 68        # the paddy that received the last piece
SEASON = 69      # setup index (for the screens)
SIZE = 70
NONE = 255
VERSION = 2       # 2: Cultivate draws what the bag holds (no "bag empty" end), the no-change swap
