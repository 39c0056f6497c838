# Tanbo (Ikumo Tasaka, Musoka Studio 2025): the rules engine (docs/ENGINE.md, rulings in docs/rules/tanbo.md).
# Each player has a ring of five paddies (clockwise 0..4) holding snakes and rice; a shared bag of 30 rice
# (15 white = 3 points, 10 black = 4, 5 red = 5); a reserve of snakes. A turn: take up the farmer's paddy, sow the
# pieces one by one clockwise in an order you choose, then the last paddy's snakes S and rice R decide the action.
# The whole state is one bytearray, so copy() is one slice and encode() is one bytes() call.
from games.tanbo.setups import SETUPS, RANDOM

CHANCE = -1
TERMINAL = -2

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
SWAP1 = 5    # big move: the opponent picks a piece of their own: move = paddy * 5 + kind
SWAP2 = 6    # ... and the piece it swaps with (another paddy, another kind)
EXCESS = 7   # end phase: the player picks the kind of the next piece removed from an over-full paddy
OVER = 8

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
END_BAG = 5
REASONS = ("", "25 points", "20-point lead", "20 in one turn", "turn limit", "bag empty")

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
VERSION = 1


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
            base = self._paddy(b[PLAYER], b[LAST])
            return [c for c in (1, 2, 3) if b[base + c]]
        if ph == DRAW:
            return [c for c in (1, 2, 3) if b[BAG + c - 1]]
        if ph == REST:
            base = STORE + b[PLAYER] * 3 - 1
            return [c for c in (1, 2, 3) if b[base + c]]
        if ph == EXCESS:
            base = self._paddy(b[PLAYER], b[CURSOR])
            return [k for k in range(4) if b[base + k]]
        if ph == SETUP:
            return [0, 1, 2, 3, 4]
        if ph == SWAP1:
            return self._swap_picks(1 - b[PLAYER], NONE)
        if ph == SWAP2:
            return self._swap_picks(1 - b[PLAYER], b[PICK])
        return []

    def chance_outcomes(self):
        b = self.b
        if b[PHASE] != DRAW:
            return []
        return [(c, b[BAG + c - 1]) for c in (1, 2, 3) if b[BAG + c - 1]]

    def apply(self, move):
        b = self.b
        ph = b[PHASE]
        p = b[PLAYER]
        if ph == SOW:
            if not (0 <= move <= 4 and b[HAND + move]):
                raise ValueError("illegal move %r" % (move,))
            self._place(move)
            self._sow_on()
        elif ph == HARVEST:
            at = self._paddy(p, b[LAST])
            if not (1 <= move <= 3 and b[at + move]):
                raise ValueError("illegal move %r" % (move,))
            self._harvest_one(move)
            self._harvest_on()
        elif ph == DRAW:
            if not (1 <= move <= 3 and b[BAG + move - 1]):
                raise ValueError("illegal move %r" % (move,))
            b[BAG + move - 1] -= 1
            b[self._paddy(p, b[LAST]) + move] += 1
            b[PENDING] -= 1
            self._draw_on()
        elif ph == REST:
            at = STORE + p * 3 + move - 1
            if not (1 <= move <= 3 and b[at]):
                raise ValueError("illegal move %r" % (move,))
            self._give_back(move)
            self._rest_on()
        elif ph == EXCESS:
            at = self._paddy(p, b[CURSOR])
            if not (0 <= move <= 3 and b[at + move]):
                raise ValueError("illegal move %r" % (move,))
            self._remove_one(move)
            self._excess_on()
        elif ph == SETUP:
            if not (0 <= move <= 4):
                raise ValueError("illegal move %r" % (move,))
            b[FARM + p] = move
            if p == 0:
                b[PLAYER] = 1
            else:
                b[PLAYER] = 0
                self._start_turn()
        elif ph == SWAP1:
            if move not in self._swap_picks(1 - p, NONE):
                raise ValueError("illegal move %r" % (move,))
            b[PICK] = move
            b[PHASE] = SWAP2
        elif ph == SWAP2:
            if move not in self._swap_picks(1 - p, b[PICK]):
                raise ValueError("illegal move %r" % (move,))
            self._swap(1 - p, b[PICK], move)
            b[PICK] = NONE
            self._resow()
        else:
            raise ValueError("the game is over")

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
        b = self.b
        ph = b[PHASE]
        if ph == SOW:
            return "Sow " + KIND_NAMES[move]
        if ph == HARVEST:
            return "Harvest " + KIND_NAMES[move]
        if ph == DRAW:
            return "Draw " + KIND_NAMES[move]
        if ph == REST:
            return "Give back " + KIND_NAMES[move]
        if ph == EXCESS:
            return "Remove " + KIND_NAMES[move]
        if ph == SETUP:
            return "Farmer to %d" % (move + 1)
        if ph == SWAP1 or ph == SWAP2:
            return "Swap %s %d" % (KIND_NAMES[move % 5], move // 5 + 1)
        return "?"

    # ---- queries used by the AI and the view ----------------------------------------------------------------
    def score(self, p):
        b = self.b
        at = STORE + p * 3
        return 3 * b[at] + 4 * b[at + 1] + 5 * b[at + 2]

    def paddy(self, p, i):
        """(snakes, white, black, red, farmer here) of player p's paddy i."""
        at = (p * 5 + i) * 4
        b = self.b
        return b[at], b[at + 1], b[at + 2], b[at + 3], 1 if b[FARM + p] == i else 0

    def count(self, p, i):
        """Pieces in player p's paddy i, the farmer included."""
        at = (p * 5 + i) * 4
        b = self.b
        return b[at] + b[at + 1] + b[at + 2] + b[at + 3] + (1 if b[FARM + p] == i else 0)

    def phase(self):
        return self.b[PHASE]

    def hand_size(self):
        b = self.b
        return b[HAND] + b[HAND + 1] + b[HAND + 2] + b[HAND + 3] + b[HAND + 4]

    def landing(self):
        """SOW: the paddy that will receive the last piece of the hand."""
        return (self.b[CURSOR] + self.hand_size() - 1) % 5

    # ---- internals ------------------------------------------------------------------------------------------
    def _paddy(self, p, i):
        return (p * 5 + i) * 4

    def _start_turn(self):
        b = self.b
        p = b[PLAYER]
        f = b[FARM + p]
        at = (p * 5 + f) * 4
        for k in range(4):
            b[HAND + k] = b[at + k]
            b[at + k] = 0
        b[HAND + FARMER] = 1
        b[FARM + p] = OFF
        b[CURSOR] = (f + 1) % 5
        b[CHAIN] = 0
        b[GAIN] = 0
        b[PHASE] = SOW
        self._sow_on()

    def _place(self, k):
        b = self.b
        p = b[PLAYER]
        i = b[CURSOR]
        b[HAND + k] -= 1
        if k == FARMER:
            b[FARM + p] = i
        else:
            b[(p * 5 + i) * 4 + k] += 1
        b[LAST] = i
        b[CURSOR] = (i + 1) % 5

    def _sow_on(self):
        # once the hand holds one kind only, the order no longer matters: sow the rest at once
        b = self.b
        kinds = 0
        k = 0
        for j in range(5):
            if b[HAND + j]:
                kinds += 1
                k = j
        if kinds > 1:
            return
        while b[HAND + k]:
            self._place(k)
        self._action()

    def _action(self):
        b = self.b
        p = b[PLAYER]
        last = b[LAST]
        at = (p * 5 + last) * 4
        s = b[at]
        r = b[at + 1] + b[at + 2] + b[at + 3]
        act = action_for(s, r)
        if act == A_HARVEST:
            b[PENDING] = r - s
            b[PHASE] = HARVEST
            self._harvest_on()
        elif act == A_CULTIVATE:
            b[PENDING] = s - r
            b[PURPOSE] = A_CULTIVATE
            b[PHASE] = DRAW
            self._draw_on()
        elif act == A_SOW:
            if s == 0:
                for c in (1, 2, 3):
                    b[BAG + c - 1] += b[at + c]
                    b[at + c] = 0
                add = min(2, b[RESERVE])
                b[RESERVE] -= add
                b[at] = add
                self._end_phase()
            else:
                b[RESERVE] += s
                b[at] = 0
                b[PENDING] = min(2, b[BAG] + b[BAG + 1] + b[BAG + 2])
                b[PURPOSE] = A_SOW
                b[PHASE] = DRAW
                self._draw_on()
        elif act == A_REST:
            steps = 0
            for d in range(1, 5):
                j = (last + d) % 5
                q = (p * 5 + j) * 4
                if b[q] + b[q + 1] + b[q + 2] + b[q + 3]:
                    steps = d
                    b[FARM + p] = j
                    break
            st = STORE + p * 3
            b[PENDING] = min(steps, b[st] + b[st + 1] + b[st + 2])
            b[PHASE] = REST
            self._rest_on()
        else:  # big move
            if b[CHAIN] >= MAX_CHAIN:
                self._end_phase()
                return
            b[CHAIN] += 1
            if self._swap_picks(1 - p, NONE):
                b[PHASE] = SWAP1
            else:
                self._resow()

    def _harvest_one(self, c):
        b = self.b
        p = b[PLAYER]
        b[(p * 5 + b[LAST]) * 4 + c] -= 1
        b[STORE + p * 3 + c - 1] += 1
        b[GAIN] = min(255, b[GAIN] + POINTS[c])
        b[PENDING] -= 1

    def _harvest_on(self):
        b = self.b
        at = (b[PLAYER] * 5 + b[LAST]) * 4
        while b[PENDING]:
            only = _only_kind(b, at, 1)
            if only < 0:
                return  # a real choice of colour
            self._harvest_one(only)
        self._check_wins()
        if b[PHASE] != OVER:
            self._end_phase()

    def _draw_on(self):
        b = self.b
        if b[PENDING] == 0:
            self._end_phase()
        elif b[BAG] + b[BAG + 1] + b[BAG + 2] == 0:
            self._game_over(self._leader(), END_BAG)  # safety net: a required draw finds the bag empty

    def _give_back(self, c):
        b = self.b
        b[STORE + b[PLAYER] * 3 + c - 1] -= 1
        b[BAG + c - 1] += 1
        b[PENDING] -= 1

    def _rest_on(self):
        b = self.b
        st = STORE + b[PLAYER] * 3 - 1
        while b[PENDING]:
            only = _only_kind(b, st, 1)
            if only < 0:
                return
            self._give_back(only)
        self._check_wins()  # losing points can hand the opponent a 20-point lead
        if b[PHASE] != OVER:
            self._end_phase()

    def _swap_picks(self, o, first):
        """Pieces of player o that may be picked for the big-move swap (the second pick when first != NONE):
        two pieces of different kinds in different paddies, so the swap always changes something."""
        b = self.b
        f = b[FARM + o]
        out = []
        if first == NONE:
            for i in range(5):
                at = (o * 5 + i) * 4
                for k in range(5):
                    if (b[at + k] if k < 4 else f == i) and self._has_partner(o, i, k):
                        out.append(i * 5 + k)
            return out
        fi = first // 5
        fk = first % 5
        for i in range(5):
            if i == fi:
                continue
            at = (o * 5 + i) * 4
            for k in range(5):
                if k != fk and (b[at + k] if k < 4 else f == i):
                    out.append(i * 5 + k)
        return out

    def _has_partner(self, o, pi, pk):
        b = self.b
        f = b[FARM + o]
        for i in range(5):
            if i == pi:
                continue
            at = (o * 5 + i) * 4
            for k in range(5):
                if k != pk and (b[at + k] if k < 4 else f == i):
                    return True
        return False

    def _swap(self, o, first, second):
        b = self.b
        for here, there in ((first, second), (second, first)):
            i, k = here // 5, here % 5
            j = there // 5
            if k == FARMER:
                b[FARM + o] = j
            else:
                b[(o * 5 + i) * 4 + k] -= 1
                b[(o * 5 + j) * 4 + k] += 1

    def _resow(self):
        # the big move's second moving phase starts from the last paddy, with all its pieces (farmer included)
        b = self.b
        p = b[PLAYER]
        last = b[LAST]
        at = (p * 5 + last) * 4
        for k in range(4):
            b[HAND + k] = b[at + k]
            b[at + k] = 0
        if b[FARM + p] == last:
            b[HAND + FARMER] = 1
            b[FARM + p] = OFF
        b[CURSOR] = (last + 1) % 5
        b[PHASE] = SOW
        self._sow_on()

    def _end_phase(self):
        self.b[CURSOR] = 0
        self._excess_on()

    def _remove_one(self, k):
        b = self.b
        b[(b[PLAYER] * 5 + b[CURSOR]) * 4 + k] -= 1
        if k == SNAKE:
            b[RESERVE] += 1
        else:
            b[BAG + k - 1] += 1
        b[PENDING] -= 1

    def _excess_on(self):
        b = self.b
        p = b[PLAYER]
        while True:
            if b[PHASE] == EXCESS and b[PENDING]:
                at = (p * 5 + b[CURSOR]) * 4
                only = _only_kind(b, at, 0)
                if only < 0:
                    return  # a real choice
                self._remove_one(only)
                continue
            if b[PHASE] == EXCESS:
                b[CURSOR] += 1
            i = b[CURSOR]
            while i < 5 and self.count(p, i) <= PADDY_LIMIT:
                i += 1
            if i == 5:
                break
            b[CURSOR] = i
            b[PENDING] = self.count(p, i) - PADDY_LIMIT
            b[PHASE] = EXCESS
        self._finish_turn()

    def _finish_turn(self):
        b = self.b
        b[TURNS] += 1
        if b[TURNS] >= MAX_TURNS:
            self._game_over(self._leader(), END_TURNS)
            return
        b[PLAYER] = 1 - b[PLAYER]
        self._start_turn()

    def _leader(self):
        a = self.score(0)
        c = self.score(1)
        return 0 if a > c else (1 if c > a else 2)

    def _check_wins(self):
        b = self.b
        p = b[PLAYER]
        mine = self.score(p)
        theirs = self.score(1 - p)
        if mine >= TARGET:
            self._game_over(p, WIN_25)
        elif mine - theirs >= LEAD:
            self._game_over(p, WIN_LEAD)
        elif b[GAIN] >= TURN_GAIN:
            self._game_over(p, WIN_TURN)
        elif theirs - mine >= LEAD:
            self._game_over(1 - p, WIN_LEAD)

    def _game_over(self, winner, reason):
        b = self.b
        b[WINNER] = winner
        b[REASON] = reason
        b[PHASE] = OVER
        b[PENDING] = 0


def action_for(s, r):
    """The action a last paddy with s snakes and r rice triggers."""
    if s == 0 and r == 0:
        return A_REST
    if s == 0 or r == 0:
        return A_SOW
    if r > s:
        return A_HARVEST
    if s > r:
        return A_CULTIVATE
    return A_BIG


def _only_kind(b, at, lo):
    """The kind present in b[at+lo .. at+3] when it is the only one there, else -1."""
    only = -1
    for k in range(lo, 4):
        if b[at + k]:
            if only >= 0:
                return -1
            only = k
    return only


def new_game(seed=0, players=2, setup=0, **options):
    if options:
        raise ValueError("unknown options %r" % (options,))
    if players != 2:
        raise ValueError("Tanbo is a two-player game")
    if not (isinstance(setup, int) and 0 <= setup <= RANDOM):
        raise ValueError("setup must be 0..%d" % RANDOM)
    from pocket.rng import Rng
    rng = Rng(seed)
    if setup == RANDOM:
        setup = 1 + rng.below(10)  # one of the ten seasonal setups
    b = bytearray(SIZE)
    for c in range(3):
        b[BAG + c] = BAG_START[c]
    snakes = 0
    for p in range(2):
        for i in range(5):
            s, r = SETUPS[setup][i]
            at = (p * 5 + i) * 4
            b[at] = s
            snakes += s
            for _ in range(r):  # rice drawn blind from the bag at setup (the seed decides)
                c = rng.weighted([(c, b[BAG + c - 1]) for c in (1, 2, 3) if b[BAG + c - 1]])
                b[BAG + c - 1] -= 1
                b[at + c] += 1
        b[FARM + p] = OFF
    b[RESERVE] = SNAKES_TOTAL - snakes
    b[PHASE] = SETUP
    b[PLAYER] = 0
    b[WINNER] = NONE
    b[PICK] = NONE
    b[SEASON] = setup
    return State(b)


def decode(data):
    from games.tanbo.check import check_bytes
    try:
        data = bytes(data)
    except Exception:
        raise ValueError("not bytes")
    if len(data) != SIZE + 1 or data[0] != VERSION:
        raise ValueError("not a Tanbo save")
    b = bytearray(data[1:])
    check_bytes(b)
    return State(b)
