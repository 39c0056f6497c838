# Tanbo (Ikumo Tasaka, Musoka Studio 2025): the rules engine (docs/ENGINE.md, rulings in docs/rules/tanbo.md).
# Each player has a ring of five paddies (clockwise 0..4) holding snakes and rice; a shared bag of 30 rice
# (15 white = 3 points, 10 black = 4, 5 red = 5); a reserve of snakes. A turn: take up the farmer's paddy, sow the
# pieces one by one clockwise in an order you choose, then the last paddy's snakes S and rice R decide the action.
# The whole state is one bytearray, so copy() is one slice and encode() is one bytes() call.
import gc

from games.tanbo.layout import *  # noqa: F401,F403
RANDOM = 11  # the "Random" setup (games/tanbo/setup.py, imported only to build a new game)
gc.collect()  # each module compiles in RAM on the device: start each on a collected heap
from games.tanbo import flow as T  # noqa: E402
gc.collect()
from games.tanbo.flow import apply_move  # noqa: E402
gc.collect()

action_for = T.action_for


class State:
    def __init__(self, b=None):
        self.players = 2
        self.b = bytearray(SIZE) if b is None else b

    # ---- contract ------------------------------------------------------------------------------------------
    def to_move(self):
        ph = self.b[PHASE]
        if ph == OVER:
            return TERMINAL
        if ph == DRAW:
            return CHANCE
        if ph == SWAP1 or ph == SWAP2:
            return 1 - self.b[PLAYER]
        return self.b[PLAYER]

    def is_over(self):
        return self.b[PHASE] == OVER

    def legal_moves(self):
        b = self.b
        ph = b[PHASE]
        if ph == SOW:
            return [k for k in range(5) if b[HAND + k]]
        if ph == HARVEST:
            base = T.base(b[PLAYER], b[LAST])
            return [c for c in (1, 2, 3) if b[base + c]]
        if ph == DRAW:
            return [c for c in (1, 2, 3) if b[BAG + c - 1]]
        if ph == REST:
            base = STORE + b[PLAYER] * 3 - 1
            return [c for c in (1, 2, 3) if b[base + c]]
        if ph == EXCESS:
            base = T.base(b[PLAYER], b[CURSOR])
            return [k for k in range(4) if b[base + k]]
        if ph == SETUP:
            return [0, 1, 2, 3, 4]
        if ph == SWAP1:
            return T.swap_picks(b, 1 - b[PLAYER], NONE)
        if ph == SWAP2:
            return T.swap_picks(b, 1 - b[PLAYER], b[PICK])
        return []

    def chance_outcomes(self):
        b = self.b
        if b[PHASE] != DRAW:
            return []
        return [(c, b[BAG + c - 1]) for c in (1, 2, 3) if b[BAG + c - 1]]

    def apply(self, move):
        apply_move(self.b, move)
        if self.b[PHASE] == NEXT:
            T.start_turn(self.b)

    def returns(self):
        w = self.b[WINNER]
        if w == 0:
            return [1.0, 0.0]
        if w == 1:
            return [0.0, 1.0]
        return [0.5, 0.5]

    def scores(self):
        return [self.score(0), self.score(1)]

    def copy(self):
        return State(self.b[:])

    def encode(self):
        return bytes([VERSION]) + bytes(self.b)

    def observe(self, player):
        return self.encode()

    def determinize(self, player, rng):
        return self.copy()

    def move_text(self, move):
        """The move as a player says it after "CPU: " or "CPU2 +12: " in the footer (at most 17 characters: "CPU:
        Sows a snake", "CPU +7: Harvests a black"), not as notation ("Sow snake")."""
        b = self.b
        ph = b[PHASE]
        if ph == SETUP:
            return "Farmer on paddy %d" % (move + 1)
        if ph == SWAP1 or ph == SWAP2:
            if move == NO_SWAP:
                return "Swap (no change)"
            # the two picks of a swap, each readable alone: "Swaps snake in 2", "Swaps for black in 4" (one farmer:
            # "the farmer" says where it is); a swap scores nothing, so "CPU2: " leaves 20 columns
            what = "the farmer" if move % 5 == FARMER else "%s in %d" % (KIND_NAMES[move % 5], move // 5 + 1)
            return ("Swaps " if ph == SWAP1 else "Swaps for ") + what
        if ph > EXCESS:
            return "?"
        kind = "the farmer" if move == FARMER else "a " + KIND_NAMES[move]
        if ph == SOW:
            return "Sows " + kind
        return ("Harvests ", "Draws ", "Returns ", "", "", "Removes ")[ph - HARVEST] + kind

    # ---- queries used by the AI and the view ----------------------------------------------------------------
    def score(self, p):
        return T.score(self.b, p)

    def paddy(self, p, i):
        """(snakes, white, black, red, farmer here) of player p's paddy i."""
        at = (p * 5 + i) * 4
        b = self.b
        return b[at], b[at + 1], b[at + 2], b[at + 3], 1 if b[FARM + p] == i else 0

    def count(self, p, i):
        """Pieces in player p's paddy i, the farmer included."""
        return T.count(self.b, p, i)

    def phase(self):
        return self.b[PHASE]

    def hand_size(self):
        b = self.b
        return b[HAND] + b[HAND + 1] + b[HAND + 2] + b[HAND + 3] + b[HAND + 4]

    def landing(self):
        """SOW: the paddy that will receive the last piece of the hand."""
        return (self.b[CURSOR] + self.hand_size() - 1) % 5


def new_game(seed=0, players=2, setup=0, **options):
    if options:
        raise ValueError("unknown options %r" % (options,))
    if players != 2:
        raise ValueError("Tanbo is a two-player game")
    if not (isinstance(setup, int) and 0 <= setup <= RANDOM):
        raise ValueError("setup must be 0..%d" % RANDOM)
    from pocket.modules import run
    return State(run("games.tanbo.setup", "build", seed, setup))   # the starting positions: needed once a game


def decode(data):
    from games.tanbo.decode import check_bytes
    try:
        data = bytes(data)
    except Exception:
        raise ValueError("not bytes")
    if len(data) != SIZE + 1 or data[0] != VERSION:
        raise ValueError("not a Tanbo save")
    b = bytearray(data[1:])
    check_bytes(b)
    s = State(b)
    if b[PHASE] != OVER and not s.legal_moves():
        raise ValueError("bad Tanbo state: no legal move")
    return s
