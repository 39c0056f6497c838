# Nim, the sixth game of tests/test_sixth_game.py: a heap of stones, each player takes 1, 2 or 3 in turn, and who
# takes the last stone wins. It lives in this folder alone (docs/ENGINE.md, "Adding a game"): the test registers it.
CHANCE = -1
TERMINAL = -2
VERSION = 1
TAKE = (1, 2, 3)


class State:
    def __init__(self, stones, to_move=0, winner=-1):
        self.players = 2
        self.stones = stones
        self.mover = to_move
        self.winner = winner

    def to_move(self):
        return TERMINAL if self.winner >= 0 else self.mover

    def legal_moves(self):
        return [] if self.winner >= 0 else [n for n in TAKE if n <= self.stones]

    def chance_outcomes(self):
        return []

    def apply(self, move):
        if move not in self.legal_moves():
            raise ValueError("illegal move %r" % (move,))
        self.stones -= move
        if self.stones == 0:
            self.winner = self.mover
        else:
            self.mover = 1 - self.mover

    def is_over(self):
        return self.winner >= 0

    def returns(self):
        if self.winner < 0:
            return [0.0, 0.0]
        return [1.0 if p == self.winner else 0.0 for p in range(2)]

    def scores(self):
        return [1 if p == self.winner else 0 for p in range(2)]

    def copy(self):
        return State(self.stones, self.mover, self.winner)

    def move_text(self, move):
        return "Takes %d stone%s" % (move, "" if move == 1 else "s")

    def encode(self):
        return bytes((VERSION, self.stones, self.mover, self.winner + 1))

    def observe(self, player):
        return self.encode()

    def determinize(self, player, rng):
        return self.copy()

    def __eq__(self, other):
        return isinstance(other, State) and self.encode() == other.encode()


def new_game(seed=0, players=2, stones=7):
    if players != 2 or stones not in (7, 10):
        raise ValueError("Nim: 2 players, 7 or 10 stones")
    return State(stones)


def decode(data):
    if len(data) != 4 or data[0] != VERSION or data[1] > 10 or data[2] > 1 or data[3] > 2 or \
            (data[3] == 0) == (data[1] == 0):
        raise ValueError("not a Nim save")
    return State(data[1], data[2], data[3] - 1)
