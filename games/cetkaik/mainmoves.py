# Loaded with rules.py, kept apart so each engine module compiles from .py in a 64 KB heap (rules.py's head).
# The main decision's legal moves as a read-only sequence (what State.legal_moves() returns there): the pieces' and
# the Tam2's moves (the State's cached array), then every drop, each kind in hand on each empty square, in that
# order. With a full hand the drops are hundreds of moves: a list of them all is a block of 1-4 KB, which a
# fragmented 96 KB heap may not have (issue 14). This holds the kinds and the empty squares instead (about 100
# bytes) and answers len(), [i], iteration (through [i]), `in` and == as the list would; a snapshot: later moves
# on the State do not change it (it keeps the State's cache, or a copy of the position). Kept small: its code stays
# loaded all game (no __repr__, != comes from ==).
from games.cetkaik.flow import is_main_legal
from games.cetkaik.layout import V_TURN


class MainMoves:
    def __init__(self, state, poll=None):
        # the pieces' and the Tam2's moves: the State's cache when it has one (an array it never changes in place),
        # else a copy of the position whose moves are listed only if the list is indexed or measured: a computer
        # move's check (`in`) asks each piece's paths, so it needs no block of hundreds of moves (issue 29: the
        # twin at 96 KB had none left after a search)
        # (a poll: the AI lists them all now, as the cache, calling poll between pieces)
        self.bm = state._moves if poll is None else state.board_moves(poll)
        self.state = None if self.bm is not None else state.copy()
        board = state.board
        hand = state.hand
        kinds = bytearray()
        base = state.v[V_TURN] * 20
        for k in range(20):
            if hand[base + k]:
                kinds.append(k)
        empty = bytearray()
        if kinds:
            for s in range(81):
                if not board[s]:
                    empty.append(s)
        self.kinds = kinds
        self.empty = empty
        self.drops = len(kinds) * len(empty)

    def _board(self):
        if self.bm is None:
            self.bm = self.state.board_moves()
            self.state = None
        return self.bm

    def __len__(self):
        return len(self._board()) + self.drops

    def __getitem__(self, i):
        bm = self._board()
        n = len(bm) + self.drops
        if i < 0:
            i += n
        if i < 0 or i >= n:
            raise IndexError
        if i < len(bm):
            return bm[i]
        i -= len(bm)
        e = self.empty
        return (4 << 21) | (self.kinds[i // len(e)] << 14) | e[i % len(e)]   # 4: rules.DROP

    def __contains__(self, m):
        # (`in` on an array or a bytearray is not an int's membership in CircuitPython: loops)
        if not isinstance(m, int):
            return False
        if m >> 21 == 4:   # a drop
            if m & (127 << 7):
                return False
            a = (m >> 14) & 127
            s = m & 127
            for k in self.kinds:
                if k == a:
                    for e in self.empty:
                        if e == s:
                            return True
            return False
        if self.bm is None:
            return is_main_legal(self.state, m)
        for x in self.bm:
            if x == m:
                return True
        return False

    def __eq__(self, other):
        try:
            if len(other) != len(self):
                return False
        except TypeError:
            return False
        for i in range(len(self)):
            if self[i] != other[i]:
                return False
        return True
