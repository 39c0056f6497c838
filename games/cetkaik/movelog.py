# The game record kept during play (pause menu > Game record): the moves as bytes from a start position, saved
# with the game (the view's save_bytes() is pack(): pocket.match puts it after the state), so a resumed game keeps
# its record. A main move takes 3 bytes
# (kind << 21 | a << 14 | via << 7 | c), any other decision or throw 1 byte: the phase of the position before a
# move says which. Bounded, so its memory and the save stay small: past CAP bytes the oldest moves are played onto
# the start position and dropped (the record then begins with "position ...", games/cetkaik/record.py).
from games.cetkaik.layout import P_MOVE, V_PHASE, NV

CAP = 144     # bytes of moves: about 40 turns; with a start position the save still fits its 486 bytes
DROP_AT_ONCE = 36  # bytes of the oldest moves dropped when full (a few applies, not one per move)
FRESH, FROM_POSITION = 0, 1  # the first byte pack() writes
STATE_BYTES = NV + 81 + 40  # State.position() without its version byte


def size(state):
    """Bytes the move made at `state` takes in the log."""
    return 3 if state.v[V_PHASE] == P_MOVE else 1


class MoveLog:
    def __init__(self, start, fresh):
        self.start = start.copy()   # the position the kept moves start from
        self.fresh = fresh          # True: that is the game's first position (the record needs no "position")
        self.buf = bytearray(CAP + 3)  # allocated once; the moves are buf[:n] (CircuitPython's bytearray has
        self.n = 0                     # no item deletion, and a fixed buffer never reallocates)

    def add(self, state, move):
        """Before `move` is applied to `state`."""
        b = self.buf
        n = self.n
        if size(state) == 3:
            b[n] = (move >> 16) & 255
            b[n + 1] = (move >> 8) & 255
            b[n + 2] = move & 255
            n += 3
        else:
            b[n] = move
            n += 1
        self.n = n
        if n > CAP:
            self._drop()

    def undo(self, state):
        """After an undo restored `state`: the move made at it is taken back."""
        k = size(state)
        if self.n >= k:
            self.n -= k

    @property
    def moves(self):
        """The kept moves' bytes (a copy)."""
        return bytes(self.buf[:self.n])

    def _drop(self):
        s = self.start
        b = self.buf
        at = 0
        while at < DROP_AT_ONCE:
            m, at = read(s, b, at)
            s.apply(m)
        n = self.n
        b[0:n - at] = b[at:n]
        self.n = n - at
        self.fresh = False

    def pack(self):
        out = bytearray((FRESH if self.fresh else FROM_POSITION,))
        if not self.fresh:
            out.extend(self.start.position()[1:])
        out.extend(self.buf[:self.n])
        return bytes(out)

    def each(self):
        """(state before the move, move) for every kept move, in order: the state is one copy, changed as it goes."""
        s = self.start.copy()
        at = 0
        moves = self.buf
        while at < self.n:
            m, at = read(s, moves, at)
            yield s, m
            s.apply(m)


def read(state, data, at):
    """(move, next offset) of the move stored at data[at] for `state`."""
    if size(state) == 3:
        return (data[at] << 16) | (data[at + 1] << 8) | data[at + 2], at + 3
    return data[at], at + 1
