# Tanbo (Ikumo Tasaka, Musoka Studio 2025): the rules engine (docs/ENGINE.md, rulings in docs/rules/tanbo.md).
# Each player has a ring of five paddies (clockwise 0..4) holding snakes and rice; a shared bag of 30 rice
# (15 white = 3 points, 10 black = 4, 5 red = 5); a reserve of snakes. A turn: take up the farmer's paddy, sow the
# pieces one by one clockwise in an order you choose, then the last paddy's snakes S and rice R decide the action.
# The whole state is one bytearray, so copy() is one slice and encode() is one bytes() call.
from games.tanbo.layout import *  # noqa: F401,F403
RANDOM = 11  # the "Random" setup (games/tanbo/setup.py, imported only to build a new game)


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
            at = base(b[PLAYER], b[LAST])
            return [c for c in (1, 2, 3) if b[at + c]]
        if ph == DRAW:
            return [c for c in (1, 2, 3) if b[BAG + c - 1]]
        if ph == REST:
            at = STORE + b[PLAYER] * 3 - 1
            return [c for c in (1, 2, 3) if b[at + c]]
        if ph == EXCESS:
            at = base(b[PLAYER], b[CURSOR])
            return [k for k in range(4) if b[at + k]]
        if ph == SETUP:
            return [0, 1, 2, 3, 4]
        if ph == SWAP1:
            return swap_picks(b, 1 - b[PLAYER], NONE)
        if ph == SWAP2:
            return swap_picks(b, 1 - b[PLAYER], b[PICK])
        return []

    def chance_outcomes(self):
        b = self.b
        if b[PHASE] != DRAW:
            return []
        return [(c, b[BAG + c - 1]) for c in (1, 2, 3) if b[BAG + c - 1]]

    def apply(self, move):
        apply_move(self.b, move)
        if self.b[PHASE] == NEXT:
            start_turn(self.b)

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
        return score(self.b, p)

    def paddy(self, p, i):
        """(snakes, white, black, red, farmer here) of player p's paddy i."""
        at = (p * 5 + i) * 4
        b = self.b
        return b[at], b[at + 1], b[at + 2], b[at + 3], 1 if b[FARM + p] == i else 0

    def count(self, p, i):
        """Pieces in player p's paddy i, the farmer included."""
        return count(self.b, p, i)

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


# ---- a turn on the state bytearray b: one move checked and played (apply_move: an illegal move changes nothing),
# preparation, sowing, the five actions, the big move's swap and second sowing, then points, the end phase (trimming
# paddies over 10 pieces), the end of a turn and the win conditions
def apply_move(b, move):
    """Validate and play one decision or chance outcome on the state bytearray b (ValueError if illegal)."""
    ph = b[PHASE]
    p = b[PLAYER]
    if ph == SOW:
        if not (0 <= move <= 4 and b[HAND + move]):
            raise ValueError("illegal move %r" % (move,))
        place(b, move)
        sow_on(b)
    elif ph == HARVEST:
        at = base(p, b[LAST])
        if not (1 <= move <= 3 and b[at + move]):
            raise ValueError("illegal move %r" % (move,))
        harvest_one(b, move)
        harvest_on(b)
    elif ph == DRAW:
        if not (1 <= move <= 3 and b[BAG + move - 1]):
            raise ValueError("illegal move %r" % (move,))
        b[BAG + move - 1] -= 1
        b[base(p, b[LAST]) + move] += 1
        b[PENDING] -= 1
        draw_on(b)
    elif ph == REST:
        at = STORE + p * 3 + move - 1
        if not (1 <= move <= 3 and b[at]):
            raise ValueError("illegal move %r" % (move,))
        give_back(b, move)
        rest_on(b)
    elif ph == EXCESS:
        at = base(p, b[CURSOR])
        if not (0 <= move <= 3 and b[at + move]):
            raise ValueError("illegal move %r" % (move,))
        remove_one(b, move)
        excess_on(b)
    elif ph == SETUP:
        if not (0 <= move <= 4):
            raise ValueError("illegal move %r" % (move,))
        b[FARM + p] = move
        if p == 0:
            b[PLAYER] = 1
        else:
            b[PLAYER] = 0
            start_turn(b)
    elif ph == SWAP1:
        if move not in swap_picks(b, 1 - p, NONE):
            raise ValueError("illegal move %r" % (move,))
        if move == NO_SWAP:
            resow(b)   # the swap changed nothing
            return
        b[PICK] = move
        b[PHASE] = SWAP2
    elif ph == SWAP2:
        if move not in swap_picks(b, 1 - p, b[PICK]):
            raise ValueError("illegal move %r" % (move,))
        swap(b, 1 - p, b[PICK], move)
        b[PICK] = NONE
        resow(b)
    else:
        raise ValueError("the game is over")


# ---- the turn
def start_turn(b):
    # turns that need no decision follow each other in this loop, not by recursion (small device stacks)
    b[PHASE] = NEXT
    while b[PHASE] == NEXT:
        take_up(b)


def take_up(b):
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
    sow_on(b)


def place(b, k):
    p = b[PLAYER]
    i = b[CURSOR]
    b[HAND + k] -= 1
    if k == FARMER:
        b[FARM + p] = i
    else:
        b[(p * 5 + i) * 4 + k] += 1
    b[LAST] = i
    b[CURSOR] = (i + 1) % 5


def sow_on(b):
    # once the hand holds one kind only, the order no longer matters: sow the rest at once
    kinds = 0
    k = 0
    for j in range(5):
        if b[HAND + j]:
            kinds += 1
            k = j
    if kinds > 1:
        return
    while b[HAND + k]:
        place(b, k)
    action(b)


def action(b):
    p = b[PLAYER]
    last = b[LAST]
    at = (p * 5 + last) * 4
    s = b[at]
    r = b[at + 1] + b[at + 2] + b[at + 3]
    act = action_for(s, r)
    if act == A_HARVEST:
        b[PENDING] = r - s
        b[PHASE] = HARVEST
        harvest_on(b)
    elif act == A_CULTIVATE:
        b[PENDING] = min(s - r, b[BAG] + b[BAG + 1] + b[BAG + 2])   # a short bag gives what it holds
        b[PURPOSE] = A_CULTIVATE
        b[PHASE] = DRAW
        draw_on(b)
    elif act == A_SOW:
        if s == 0:
            for c in (1, 2, 3):
                b[BAG + c - 1] += b[at + c]
                b[at + c] = 0
            add = min(2, b[RESERVE])
            b[RESERVE] -= add
            b[at] = add
            end_phase(b)
        else:
            b[RESERVE] += s
            b[at] = 0
            b[PENDING] = min(2, b[BAG] + b[BAG + 1] + b[BAG + 2])
            b[PURPOSE] = A_SOW
            b[PHASE] = DRAW
            draw_on(b)
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
        rest_on(b)
    else:  # big move
        if b[CHAIN] >= MAX_CHAIN:
            end_phase(b)
            return
        b[CHAIN] += 1
        if can_swap(b, 1 - p):
            b[PHASE] = SWAP1
        else:
            resow(b)


def harvest_one(b, c):
    p = b[PLAYER]
    b[(p * 5 + b[LAST]) * 4 + c] -= 1
    b[STORE + p * 3 + c - 1] += 1
    b[GAIN] = min(255, b[GAIN] + POINTS[c])
    b[PENDING] -= 1


def harvest_on(b):
    at = (b[PLAYER] * 5 + b[LAST]) * 4
    while b[PENDING]:
        only = only_kind(b, at, 1)
        if only < 0:
            return  # a real choice of colour
        harvest_one(b, only)
    check_wins(b)
    if b[PHASE] != OVER:
        end_phase(b)


def draw_on(b):
    # PENDING never exceeds the bag (Cultivate and Sow draw what is left): a draw always finds a rice
    if b[PENDING] == 0:
        end_phase(b)


def give_back(b, c):
    b[STORE + b[PLAYER] * 3 + c - 1] -= 1
    b[BAG + c - 1] += 1
    b[PENDING] -= 1


def rest_on(b):
    st = STORE + b[PLAYER] * 3 - 1
    while b[PENDING]:
        only = only_kind(b, st, 1)
        if only < 0:
            return
        give_back(b, only)
    check_wins(b)  # losing points can hand the opponent a 20-point lead
    if b[PHASE] != OVER:
        end_phase(b)


def resow(b):
    # the big move's second moving phase starts from the last paddy, with all its pieces (farmer included)
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
    sow_on(b)


# ---- points, the end phase, the end of a turn, the win conditions
def score(b, p):
    at = STORE + p * 3
    return 3 * b[at] + 4 * b[at + 1] + 5 * b[at + 2]


def count(b, p, i):
    """Pieces in player p's paddy i, the farmer included."""
    at = (p * 5 + i) * 4
    return b[at] + b[at + 1] + b[at + 2] + b[at + 3] + (1 if b[FARM + p] == i else 0)


def base(p, i):
    return (p * 5 + i) * 4


def end_phase(b):
    b[CURSOR] = 0
    excess_on(b)


def remove_one(b, k):
    b[(b[PLAYER] * 5 + b[CURSOR]) * 4 + k] -= 1
    if k == SNAKE:
        b[RESERVE] += 1
    else:
        b[BAG + k - 1] += 1
    b[PENDING] -= 1


def excess_on(b):
    p = b[PLAYER]
    while True:
        if b[PHASE] == EXCESS and b[PENDING]:
            at = (p * 5 + b[CURSOR]) * 4
            only = only_kind(b, at, 0)
            if only < 0:
                return  # a real choice
            remove_one(b, only)
            continue
        if b[PHASE] == EXCESS:
            b[CURSOR] += 1
        i = b[CURSOR]
        while i < 5 and count(b, p, i) <= PADDY_LIMIT:
            i += 1
        if i == 5:
            break
        b[CURSOR] = i
        b[PENDING] = count(b, p, i) - PADDY_LIMIT
        b[PHASE] = EXCESS
    finish_turn(b)


def finish_turn(b):
    b[TURNS] += 1
    if b[TURNS] >= MAX_TURNS:
        game_over(b, leader(b), END_TURNS)
        return
    b[PLAYER] = 1 - b[PLAYER]
    b[PHASE] = NEXT  # _start_turn's loop carries on


def leader(b):
    a = score(b, 0)
    c = score(b, 1)
    return 0 if a > c else (1 if c > a else 2)


def check_wins(b):
    p = b[PLAYER]
    mine = score(b, p)
    theirs = score(b, 1 - p)
    if mine >= TARGET:
        game_over(b, p, WIN_25)
    elif mine - theirs >= LEAD:
        game_over(b, p, WIN_LEAD)
    elif b[GAIN] >= TURN_GAIN:
        game_over(b, p, WIN_TURN)
    elif theirs - mine >= LEAD:
        game_over(b, 1 - p, WIN_LEAD)


def game_over(b, winner, reason):
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


def only_kind(b, at, lo):
    """The kind present in b[at+lo .. at+3] when it is the only one there, else -1."""
    only = -1
    for k in range(lo, 4):
        if b[at + k]:
            if only >= 0:
                return -1
            only = k
    return only


# ---- the big move's swap: « votre adversaire doit choisir exactement 2 de ses pions ... et intervertir leur
# position ». The opponent picks two of their own pieces. A swap that changes something takes two pieces of
# different kinds in different paddies (two moves, a pick each); any other pair (alike pieces, or two pieces of one
# paddy) changes nothing and is the one move NO_SWAP, offered beside them when the opponent has such a pair. With
# no swap that changes something, the swap is skipped (docs/rules/tanbo.md).


def swap_picks(b, o, first):
    """Moves of player o for the big-move swap: the first picks (and NO_SWAP when a swap that changes nothing is
    possible too: two pieces in one paddy, or two alike), or with first != NONE the second picks. Empty when no
    swap would change anything."""
    f = b[FARM + o]
    out = []
    if first == NONE:
        keep = False
        seen = 0   # kinds met in the paddies before
        for i in range(5):
            at = (o * 5 + i) * 4
            n = 0
            for k in range(5):
                if b[at + k] if k < 4 else f == i:
                    n += b[at + k] if k < 4 else 1
                    if (seen >> k) & 1:
                        keep = True
                    seen |= 1 << k
                    if has_partner(b, o, i, k):
                        out.append(i * 5 + k)
            if n > 1:
                keep = True
        if out and keep:
            out.append(NO_SWAP)
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


def kinds_in(b, o, i):
    """Bit k set for each kind k (FARMER included) in player o's paddy i."""
    at = (o * 5 + i) * 4
    m = 16 if b[FARM + o] == i else 0
    if b[at]:
        m |= 1
    if b[at + 1]:
        m |= 2
    if b[at + 2]:
        m |= 4
    if b[at + 3]:
        m |= 8
    return m


def can_swap(b, o):
    """swap_picks(b, o, NONE) != [], without building it (each big move asks): a swap that changes something
    needs two non-empty paddies, and it exists unless every non-empty paddy holds one and the same kind."""
    one = 0
    paddies = 0
    for i in range(5):
        m = kinds_in(b, o, i)
        if m:
            paddies += 1
            if one == 0:
                one = m
            elif m != one:
                one = -1
            if m & (m - 1):
                one = -1  # two kinds in one paddy: any piece elsewhere pairs with one of them
    return paddies > 1 and one < 0


def has_partner(b, o, pi, pk):
    f = b[FARM + o]
    for i in range(5):
        if i == pi:
            continue
        at = (o * 5 + i) * 4
        for k in range(5):
            if k != pk and (b[at + k] if k < 4 else f == i):
                return True
    return False


def swap(b, o, first, second):
    for here, there in ((first, second), (second, first)):
        i, k = here // 5, here % 5
        j = there // 5
        if k == FARMER:
            b[FARM + o] = j
        else:
            b[(o * 5 + i) * 4 + k] -= 1
            b[(o * 5 + j) * 4 + k] += 1
