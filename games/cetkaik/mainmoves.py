# Loaded with rules.py, kept apart so each engine module compiles from .py in a 64 KB heap (rules.py's head).
# The main decision's legal moves as a read-only sequence (what State.legal_moves() returns there): the pieces' and
# the Tam2's moves (the State's cached array), then every drop, each kind in hand on each empty square, in that
# order. With a full hand the drops are hundreds of moves: a list of them all is a block of 1-4 KB, which a
# fragmented 96 KB heap may not have (issue 14). This holds the kinds and the empty squares instead (about 100
# bytes) and answers len(), [i], iteration (through [i]), `in` and == as the list would; a snapshot: later moves
# on the State do not change it. Kept small: its code stays loaded all game (no __repr__, != comes from ==).


class MainMoves:
    def __init__(self, board_moves, board, hand, player):
        self.bm = board_moves   # an array("I") the State never changes in place (it makes a new one after a move)
        kinds = bytearray()
        base = player * 20
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
        self.n = len(board_moves) + len(kinds) * len(empty)

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        if i < 0:
            i += self.n
        if i < 0 or i >= self.n:
            raise IndexError
        bm = self.bm
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
        for x in self.bm:
            if x == m:
                return True
        return False

    def __eq__(self, other):
        try:
            if len(other) != self.n:
                return False
        except TypeError:
            return False
        for i in range(self.n):
            if self[i] != other[i]:
                return False
        return True
