# Tanbo AI: the turn search (see ai.py). A depth-first walk over the player's own choices to the end of the turn,
# kept on an explicit stack and run in steps; Normal and Hard blend a look at their next turn into each leaf's value.
from games.tanbo import rules as R
from games.tanbo import turn as T
from games.tanbo.aieval import evaluate

# Normal and Hard: budget of the search of our following turn at each leaf. Normal's small look (6 nodes, within
# a 160-node ceiling, its own turn searched with 60: p95 about 0.87 s on the device) beat the Normal without it
# 64 % over 400 games and took Normal from 44 % (100 games) to 54 % [47-61] against MCTS-1000 (200 games; 63 % over
# the first 100 with an own-turn budget of 80, too slow); Hard still beats it 58 %.
INNER = (0, 6, 30)
NODE_CAP = (100, 160, 800)  # hard ceiling on the nodes of one decision, whatever the position
BLEND = 6  # the look at our next turn weighs 1/BLEND against the static evaluation of the same position
# (1/4 until the board terms of aieval.py; with them, against Normal over 600 games: 1/6 69 %, 1/5 and 1/8 67 %)
NODE = 0
WRAP = 1
STEP_NODES = 4  # nodes expanded between two chances to collect garbage
# poll() once per POLL_WORK units of work (a move applied or a node = 1, an evaluation = W_EVAL): about every
# 10 ms on the device, whatever the mix of forced moves, nodes and leaves (the brief: buttons read every 100 ms)
POLL_WORK = 4
W_EVAL = 2

PLAN_SLOTS = 512  # a power of two
PLAN_MAX = 320  # a Hard search records about 250 at most (6 seeded Hard games); beyond, a move is searched again


class Plan:
    """key() of a state -> the move found for it by the last search of this turn: an open-addressing table in two
    bytearrays allocated once at import (2.5 KB). A dict grew in the middle of a search, to 1336 bytes in one
    block at 130 entries, and at 96 KB the device's heap then had no such block: the search ran out of memory."""

    def __init__(self):
        self.keys = bytearray(4 * PLAN_SLOTS)  # key + 1, little-endian (0: empty slot)
        self.moves = bytearray(PLAN_SLOTS)
        self.n = 0

    def _slot(self, k):
        """The slot holding key k, or the empty slot where it would go."""
        keys = self.keys
        k += 1
        i = k & (PLAN_SLOTS - 1)
        while True:
            at = 4 * i
            v = keys[at] | (keys[at + 1] << 8) | (keys[at + 2] << 16) | (keys[at + 3] << 24)
            if v == 0 or v == k:
                return i, v
            i = (i + 1) & (PLAN_SLOTS - 1)

    def get(self, k):
        i, v = self._slot(k)
        return self.moves[i] if v else None

    def put(self, k, move):
        i, v = self._slot(k)
        if not v:
            if self.n >= PLAN_MAX:
                return
            self.n += 1
            k += 1
            at = 4 * i
            keys = self.keys
            keys[at] = k & 255
            keys[at + 1] = (k >> 8) & 255
            keys[at + 2] = (k >> 16) & 255
            keys[at + 3] = k >> 24
        self.moves[i] = move

    def clear(self):
        if self.n:
            keys = self.keys
            for i in range(4 * PLAN_SLOTS):
                keys[i] = 0
            self.n = 0

    def size(self):
        return self.n


_plan = Plan()  # the moves found by the last search of this turn
_owner = [None]  # (player, level) the plan belongs to


class Search:
    def __init__(self, me, level, poll):
        self.me = me
        self.level = level
        self.poll = poll
        self.nodes = 0
        self.due = POLL_WORK
        self.stopped = False
        self.hurried = False  # poll() said stop: lines already opened are not searched further
        self.best = None
        self.inner = INNER[level]
        self.cap = NODE_CAP[level]
        self.record = True  # keep the line in _plan
        self.stack = []
        self.result = None
        self.moves = ()

    def work(self, units):
        """Count work done; poll() when enough has piled up since the last call."""
        self.due -= units
        if self.due <= 0:
            self.due = POLL_WORK
            if not self.poll():
                self.stopped = self.hurried = True

    def alive(self):
        self.nodes += 1
        self.work(1)
        if self.nodes >= self.cap:
            self.stopped = True  # out of nodes: finish the lines in hand with their first candidates
        return not self.stopped

    # The search is a depth-first walk kept on an explicit stack and run in steps of a few nodes, so that
    # choose() can collect garbage between steps from a shallow call stack (MicroPython's collector must not run
    # in the middle of deep calls on the wasm build the tests use; on the device it keeps fragmentation down).
    # A frame is [kind, state, moves, next index, share, best value, best move, inner]; a WRAP frame waits for
    # the look at our next turn from a leaf, to blend it with that leaf's static value.
    def finish(self):
        move = self.best
        if move is None or move not in self.moves:
            move = self.moves[0]
        self.stack = []
        return move

    def begin(self, state, budget):
        self.stack = []
        self.result = None
        self.descend(state, budget, False)

    def step(self):
        """Expand a few nodes; False once the search is over (self.best then holds the move)."""
        stack = self.stack
        n = 0
        while stack and n < STEP_NODES:
            fr = stack[-1]
            i = fr[3]
            if i < len(fr[2]) and not (self.hurried and i):
                fr[3] = i + 1
                self.descend(_after(fr[1], fr[2][i]), fr[4], fr[7])
                n += 1
            else:
                stack.pop()
                if self.record and not fr[7]:
                    _plan.put(key(fr[1]), fr[6])
                if not stack:
                    self.best = fr[6]
                self.deliver(fr[5])
        return bool(stack)

    def descend(self, s, budget, inner):
        me = self.me
        while True:
            if s.is_over() or (s.b[R.PLAYER] != me and s.phase() != R.SETUP):
                self.leaf(s, inner)
                return
            self.work(1)
            p = s.to_move()
            if p == R.CHANCE:
                s = _after(s, _likeliest(s))
                continue
            if p != me:  # the opponent's swap inside our big move: it changes their board, not our plan
                s = _after(s, s.legal_moves()[0])
                continue
            moves = _candidates(s)
            if len(moves) == 1:
                s = _after(s, moves[0])
                continue
            break
        if not self.alive() or budget < len(moves):
            moves = moves[:1]  # out of budget: follow the first candidate to the end of the turn
        self.stack.append([NODE, s, moves, 0, (budget - 1) // len(moves), None, moves[0], inner])

    def deliver(self, v):
        stack = self.stack
        while stack:
            fr = stack[-1]
            if fr[0] == NODE:
                if fr[5] is None or v > fr[5]:
                    fr[5] = v
                    fr[6] = fr[2][fr[3] - 1]
                return
            stack.pop()  # a WRAP: our next turn's value is in, blend it with the leaf's own
            self.work(W_EVAL)
            v = (v + (BLEND - 1) * evaluate(fr[1], self.me)) // BLEND  # integers: the same on the device
        self.result = v

    def leaf(self, s, inner):
        if not inner and self.inner and not self.stopped:
            self.work(1)
            hypo = _my_next_turn(s, self.me)
            if hypo is not None:
                self.stack.append([WRAP, s, (), 0, 0, None, None, True])
                self.descend(hypo, self.inner, True)
                return
        self.work(W_EVAL)
        self.deliver(evaluate(s, self.me))


def key(s):
    """A 30-bit digest of the encoded state, the same on every Python. Not hash(): CircuitPython hashes bytes to 8
    bits (its 1-byte string hashes), so plans of different states collided there and the device played moves
    planned for another position."""
    return int.from_bytes(s.encode(), "little") % 1073741789  # the largest prime below 2**30


def _my_next_turn(s, me):
    """A hypothetical copy of s where the opponent's coming turn is skipped and our next turn starts: our board
    only changes in our own turns (bar a big move's swap), so this previews how well our turn set up the next.
    Whatever the opponent had started (pieces in hand, a pending draw) is put back on their board or dropped:
    it only blurs their side of the evaluation, the same way for every plan compared."""
    b = s.b
    if s.is_over() or b[R.PLAYER] == me or b[R.FARM + me] == R.OFF:
        return None
    o = 1 - me
    c = s.copy()
    cb = c.b
    if cb[R.FARM + o] == R.OFF or cb[R.PHASE] == R.SOW:
        back = (cb[R.CURSOR] + 4) % 5
        at = (o * 5 + back) * 4
        for k in range(4):
            cb[at + k] += cb[R.HAND + k]
            cb[R.HAND + k] = 0
        if cb[R.HAND + R.FARMER] or cb[R.FARM + o] == R.OFF:
            cb[R.FARM + o] = back
        cb[R.HAND + R.FARMER] = 0
    cb[R.PENDING] = 0
    cb[R.PICK] = R.NONE
    cb[R.PLAYER] = me
    T.start_turn(cb)
    return c


def _after(s, m):
    c = s.copy()
    c.apply(m)
    return c


def _likeliest(s):
    best = 0
    bw = -1
    for o, w in s.chance_outcomes():
        if w > bw:
            bw = w
            best = o
    return best


def _candidates(s):
    """The moves worth searching: harvest the dearest rice, give back the cheapest, any other choice."""
    moves = s.legal_moves()
    ph = s.phase()
    if ph == R.HARVEST:
        return [max(moves)]
    if ph == R.REST:
        return [min(moves)]
    if ph == R.SOW and R.FARMER in moves:
        # the farmer last is tried first: it keeps the landing paddy's count as it is
        moves.remove(R.FARMER)
        moves.insert(0, R.FARMER)
    return moves
