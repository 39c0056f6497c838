# Search helpers shared by every game's AI. They only use the engine contract (docs/ENGINE.md).
# `poll` is a callback the caller passes to keep the screen and buttons alive: it is called often and
# returns False when the search must stop now (player pressed B, or a time cap); the best move so far is returned.
# Decisions use integers only: the device's floats are 32-bit and the desktop's 64, and a seed must replay the
# same moves on both.
from array import array
from pocket.verbs import CHANCE

ONE = 1024  # fixed point: MCTS rewards, UCB scores and the exploration constant are in 1024ths


def never_stop():
    return True


def random_move(state, rng):
    """A uniformly random legal move (at a chance node: an outcome drawn by its weights)."""
    if state.to_move() == CHANCE:
        return rng.weighted(state.chance_outcomes())
    return rng.choice(state.legal_moves())


def random_playout(state, rng, max_moves=2000):
    """Play random moves in place until the game ends or max_moves; returns the number of moves made."""
    n = 0
    while not state.is_over() and n < max_moves:
        state.apply(random_move(state, rng))
        n += 1
    return n


def expectimax(state, depth, evaluate, player, poll=never_stop, order=None):
    """Depth-limited expectimax for `player`.

    evaluate(state, player) -> int, larger is better for `player`, used at the horizon and at terminal states.
    Other players are treated as minimising `player`'s value (two-player view). Chance nodes average by weight
    (rounded down: integers decide the same on the device as on the desktop).
    order(state, moves) may reorder or prune moves. Returns (value, best_move or None).
    """
    best = [None]
    v = _emax(state, depth, evaluate, player, poll, order, best, True)
    return v, best[0]


def _emax(state, depth, evaluate, player, poll, order, best, root):
    if depth <= 0 or state.is_over():
        return evaluate(state, player)
    p = state.to_move()
    if p == CHANCE:
        total = 0
        acc = 0
        for outcome, w in state.chance_outcomes():
            child = state.copy()
            child.apply(outcome)
            acc += w * _emax(child, depth - 1, evaluate, player, poll, order, best, False)
            total += w
        return acc // total
    moves = state.legal_moves()
    if order is not None:
        moves = order(state, moves)
    maximise = p == player
    value = None
    for m in moves:
        if not poll():
            break
        child = state.copy()
        child.apply(m)
        v = _emax(child, depth - 1, evaluate, player, poll, order, best, False)
        if value is None or (v > value if maximise else v < value):
            value = v
            if root:
                best[0] = m
    if value is None:  # stopped before any move was searched
        if root and moves:
            best[0] = moves[0]
        return evaluate(state, player)
    return value


class Mcts:
    """Information-set MCTS (single observer) in flat preallocated arrays.

    One tree of decisions seen by the searching player; chance outcomes and hidden information are sampled
    every iteration (state.determinize when the game has hidden information), so the tree stays small.
    Children are a linked list (first_child / next_sibling); a child is "available" in an iteration when its
    move is legal in that iteration's sampled state, and UCB uses availability counts (Cowling et al.).
    Memory: about 17 bytes a node, allocated once. Rewards, UCB scores and `exploration` are fixed point (ONE is 1):
    UCB = value / visits + c * sqrt(ln(avail) / visits), with an integer square root and a table of logarithms.
    """

    def __init__(self, max_nodes=1000, exploration=717):
        self.max_nodes = max_nodes
        self.c = exploration  # 0.7 * ONE
        zeros = [0] * max_nodes  # sized by count, not bytes: "l" is 8 bytes on 64-bit CPython, 4 on the device
        self.visits = array("H", zeros)
        self.avail = array("H", zeros)
        self.value = array("i", zeros)  # the sum of rewards, in ONEs (at most 65535 visits * ONE < 2**31)
        self.child = array("H", zeros)
        self.sibling = array("H", zeros)
        self.move = array("l", zeros)
        self.mover = array("b", zeros)
        zeros = None
        self.used = 0

    def _reset(self):
        self.used = 1
        self.visits[0] = 0
        self.avail[0] = 0
        self.child[0] = 0
        self.mover[0] = -1

    def _new(self, move, mover):
        n = self.used
        self.used = n + 1
        self.visits[n] = 0
        self.avail[n] = 0
        self.value[n] = 0
        self.child[n] = 0
        self.sibling[n] = 0
        self.move[n] = move
        self.mover[n] = mover
        return n

    def search(self, state, rng, iterations=500, poll=never_stop, rollout=None, evaluate=None,
               rollout_depth=60, hidden=False):
        """Return the best move for state.to_move().

        rollout(state, rng) -> move: playout policy (default uniform random).
        evaluate(state, player) -> 0..ONE (an int): value of an unfinished playout after rollout_depth moves
        (default ONE // 2 for everyone). At the end of a game the engine's returns() are used, in ONEs.
        hidden: call state.determinize(player, rng) each iteration (games with hidden information).
        """
        me = state.to_move()
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        self._reset()
        it = 0
        ln = ln1024
        isqrt = _isqrt
        while it < iterations and poll():
            it += 1
            s = state.determinize(me, rng) if hidden else state.copy()
            node = 0
            path = _path
            path[0] = 0
            plen = 1
            expanded = False
            while not s.is_over():
                p = s.to_move()
                if p == CHANCE:
                    s.apply(rng.weighted(s.chance_outcomes()))
                    continue
                legal = s.legal_moves()
                # mark available children; look for an untried legal move
                c = self.child[node]
                seen = 0
                best = 0
                best_score = -ONE
                while c:
                    m = self.move[c]
                    if m in legal:
                        self.avail[c] += 1
                        seen += 1
                        vc = self.visits[c]
                        if vc:
                            # ONE * sqrt(ln / vc) = sqrt(ONE * ln1024 / vc): below 2**24, exact integers
                            score = self.value[c] // vc + self.c * isqrt(ONE * ln(self.avail[c]) // vc) // ONE
                        else:
                            score = 2 * ONE
                        if score > best_score:
                            best_score = score
                            best = c
                    c = self.sibling[c]
                if seen < len(legal) and self.used < self.max_nodes:
                    # expand one untried move (random among untried)
                    untried = []
                    for m in legal:
                        c = self.child[node]
                        while c and self.move[c] != m:
                            c = self.sibling[c]
                        if not c:
                            untried.append(m)
                    m = rng.choice(untried)
                    n = self._new(m, p)
                    self.avail[n] = 1
                    self.sibling[n] = self.child[node]
                    self.child[node] = n
                    s.apply(m)
                    if plen < len(path):
                        path[plen] = n
                        plen += 1
                    expanded = True
                    break
                if not best:
                    break  # tree full and nothing known here: roll out from s
                s.apply(self.move[best])
                node = best
                if plen < len(path):
                    path[plen] = node
                    plen += 1
            # playout
            depth = 0
            while not s.is_over() and depth < rollout_depth:
                if s.to_move() == CHANCE:
                    s.apply(rng.weighted(s.chance_outcomes()))
                else:
                    s.apply(rollout(s, rng) if rollout else rng.choice(s.legal_moves()))
                depth += 1
            if s.is_over():
                ret = s.returns()
            else:
                ret = None
            # backpropagate
            for i in range(plen):
                n = path[i]
                self.visits[n] += 1
                mv = self.mover[n]
                if mv >= 0:
                    if ret is not None:
                        # returns() are 0, 1, 1/2, 1/3...: rounded to ONEs the same in 32- and 64-bit floats
                        self.value[n] += int(ret[mv] * ONE + 0.5)
                    elif evaluate is not None:
                        self.value[n] += evaluate(s, mv)
                    else:
                        self.value[n] += ONE // 2
        self.iterations = it
        # most visited root child
        best = 0
        bv = -1
        c = self.child[0]
        while c:
            if self.visits[c] > bv and self.move[c] in moves:
                bv = self.visits[c]
                best = c
            c = self.sibling[c]
        return self.move[best] if best else moves[0]


_path = [0] * 128

# round(ONE * ln(n)) for n below 32; larger n: the top 5 bits from this table plus ONE * ln(2) per bit shifted
_LN = (0, 0, 710, 1125, 1420, 1648, 1835, 1993, 2129, 2250, 2358, 2455, 2545, 2627, 2702, 2773,
       2839, 2901, 2960, 3015, 3068, 3118, 3165, 3211, 3254, 3296, 3336, 3375, 3412, 3448, 3483, 3516)
_LN2 = 710


def ln1024(n):
    """ONE * ln(n), an integer (0 for n <= 1); from n = 32 on, low by at most ONE * ln(17/16) (about 62):
    enough to explore by."""
    if n < 32:
        return _LN[n] if n > 0 else 0
    shift = 0
    while n >= 32:  # (MicroPython's int has no bit_length)
        n >>= 1
        shift += 1
    return _LN[n] + shift * _LN2


def _isqrt(n):
    """The integer square root (floor) of n >= 0, by Newton's method on integers."""
    if n < 2:
        return n
    x = 1
    while x * x <= n:  # a power of two above the root
        x <<= 1
    while True:
        y = (x + n // x) >> 1
        if y >= x:
            return x
        x = y
