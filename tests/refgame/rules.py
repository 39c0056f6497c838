# Pig to 20: the reference game used by the tests to exercise the engine contract and the AI helpers.
# Not shipped to the device. A turn: ROLL (chance: the die) or HOLD (bank the turn total). A 1 loses the turn.
from pocket.verbs import CHANCE, TERMINAL  # noqa: F401
ROLL = 0
HOLD = 1
TARGET = 20


class State:
    def __init__(self, players=2):
        self.players = players
        self.score = bytearray(players)
        self.turn_total = 0
        self.player = 0
        self.rolling = False  # True while the die decides

    def to_move(self):
        if self.is_over():
            return TERMINAL
        return CHANCE if self.rolling else self.player

    def legal_moves(self):
        if self.is_over():
            return []
        if self.rolling:
            return [1, 2, 3, 4, 5, 6]
        return [ROLL, HOLD]

    def chance_outcomes(self):
        if not self.rolling or self.is_over():
            return []
        return [(1, 1), (2, 1), (3, 1), (4, 1), (5, 1), (6, 1)]

    def apply(self, move):
        if move not in self.legal_moves():
            raise ValueError("illegal move %r" % (move,))
        if self.rolling:
            self.rolling = False
            if move == 1:
                self.turn_total = 0
                self.player = (self.player + 1) % self.players
            else:
                self.turn_total += move
        elif move == ROLL:
            self.rolling = True
        else:
            self.score[self.player] = min(255, self.score[self.player] + self.turn_total)
            self.turn_total = 0
            if not self.is_over():
                self.player = (self.player + 1) % self.players

    def is_over(self):
        for s in self.score:
            if s >= TARGET:
                return True
        return False

    def scores(self):
        return list(self.score)

    def returns(self):
        if not self.is_over():
            return [0.5] * self.players
        return [1.0 if s >= TARGET else 0.0 for s in self.score]

    def copy(self):
        s = State(self.players)
        s.score[:] = self.score
        s.turn_total = self.turn_total
        s.player = self.player
        s.rolling = self.rolling
        return s

    def move_text(self, move):
        if self.rolling:
            return "Die %d" % move
        return "Roll" if move == ROLL else "Hold %d" % self.turn_total

    def encode(self):
        return bytes([1, self.players, self.player, self.turn_total, int(self.rolling)]) + bytes(self.score)

    def observe(self, player):
        return self.encode()

    def determinize(self, player, rng):
        return self.copy()


def decode(data):
    if len(data) < 5 or data[0] != 1 or not 2 <= data[1] <= 5 or len(data) != 5 + data[1]:
        raise ValueError("not a Pig save")
    s = State(data[1])
    s.player, s.turn_total, s.rolling = data[2], data[3], bool(data[4])
    s.score[:] = data[5:]
    if s.player >= s.players:
        raise ValueError("bad player")
    return s


def new_game(seed=0, players=2, **options):
    if options:
        raise ValueError("unknown options %r" % (options,))
    if not 2 <= players <= 5:
        raise ValueError("Pig takes 2-5 players")
    return State(players)
