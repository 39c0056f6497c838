# Tanbo computer opponent. A turn is planned as a whole: a depth-first search over the player's own decisions
# (the order of the sown pieces, what an over-full paddy loses) through the action and any big moves, until the
# turn passes. Chance is resolved by the likeliest colour; harvests take the best colours and rests give back the
# cheapest (what the rulebook advises). The end-of-turn positions are scored by a static evaluation: points,
# then what each player's next turn can harvest from the paddy their farmer stands on, and each board (its rice,
# what a landing would harvest, unguarded rice, snakes).
# Normal (a little) and Hard (more) also search their own following turn from each end of turn (skipping the opponent's, which cannot touch our
# board except through a big move) and blends that into the score, so it sets up its next harvest. Budgets are
# node counts, and the search is deterministic (the rng only makes Easy's mistakes), so a seed replays the same
# game. The static evaluation follows the layout's constants below (it was aieval.py, a module of its own only so
# that each compiled from source in a 64 KB heap; it always loaded and dropped with this one, issue 39).
from games.tanbo import rules as R
from games.tanbo.rules import apply_move, kinds_in, swap

LEVELS = ("Easy", "Normal", "Hard")

# node budgets per level for the own-turn search: the strongest found within a decision's time on the device
# (Hard spends its nodes on a deeper look at its next turn, INNER below; how they were chosen: docs/BENCHMARKS.md,
# "Tanbo's AI tuning")
BUDGET = (24, 100, 80)
MISTAKE_PERCENT = 30  # Easy: chance of a random piece order, so that Easy loses to Normal and beats random play

RESERVE = 20000  # bytes kept free before each step (a step allocates a few KB)
try:
    from gc import mem_free as _mem_free, collect as _collect
except ImportError:  # CPython: no gc.mem_free, and no need
    _mem_free = _collect = None


def choose(state, level, rng, poll):
    # A small frame on purpose (a handful of slots): garbage is collected here, between steps of the search.
    h = _start(state, level, rng, poll)
    if isinstance(h, int):
        return h  # decided without a search
    while h.step():
        _guard()
    return h.finish()


def _start(state, level, rng, poll):
    """The move when no search is needed (forced, planned, setup, swap, Easy's slip), else a Search to step."""
    moves = state.legal_moves()
    if len(moves) == 1:
        return moves[0]
    me = state.to_move()
    ph = state.phase()
    if ph == R.SETUP:
        return choose_farmer(state, me)
    if ph == R.SWAP1 or ph == R.SWAP2:
        return choose_swap(state, me, level, poll)
    if level == 0 and ph == R.SOW and rng.below(100) < MISTAKE_PERCENT:
        return rng.choice(moves)
    cands = _candidates(state)
    if len(cands) == 1:
        return cands[0]
    if _owner[0] == (me, level):
        move = _plan.get(key(state))
        if move is not None and move in moves:
            return move
    _plan.clear()
    _owner[0] = (me, level)
    search = Search(me, level, poll)
    search.moves = moves
    search.begin(state, BUDGET[level])
    return search


def _guard():
    if _mem_free is not None and _mem_free() < RESERVE:
        _collect()


# ---- the turn search: a depth-first walk over the player's own choices to the end of the turn, kept on an explicit
# stack and run in steps; Normal and Hard blend a look at their next turn into each leaf's value

# consts from games/tanbo/layout.py (python -m sim.consts writes this block: change the numbers there)
try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x
_FARMER = const(4)
_SETUP = const(0)
_SOW = const(1)
_HARVEST = const(2)
_DRAW = const(3)
_REST = const(4)
_SWAP1 = const(5)
_SWAP2 = const(6)
_OVER = const(8)
_NEXT = const(9)
_TARGET = const(25)
_LEAD = const(20)
_TURN_GAIN = const(20)
_OFF = const(5)
_FARM = const(40)
_STORE = const(42)
_BAG = const(48)
_HAND = const(52)
_PHASE = const(57)
_PLAYER = const(58)
_CURSOR = const(59)
_PENDING = const(60)
_PICK = const(67)
_LAST = const(68)
_NONE = const(255)
# end of consts

# ---- the static evaluation of a position for one player (larger is better): points, then what each player's next
# turn can harvest from the paddy their farmer stands on, and each board: its rice, the rice a last piece landing
# there would harvest, the rice no snake guards and the snakes.

# Values are integers in hundredths of a point (the device's floats are 32-bit, the desktop's 64: integers make
# the same decisions on both).
POINT = const(100)
WIN = const(1000 * POINT)
W_MY_NEXT = const(1)     # what my next turn can harvest (the opponent moves first and may change my board)
W_THEIR_NEXT = const(1)  # what their next turn can harvest
W_BOARD_RICE = const(50)
# Board terms (tuned by self-play: docs/BENCHMARKS.md, "Tanbo's AI tuning"): rice a landing would harvest is worth
# more than rice behind as many snakes (the stronger players wait and harvest big), rice with no snake goes back
# to the bag when a last piece lands there (a Sow), and each snake on the board is one a harvest pays.
W_HARVESTABLE = const(50)  # per point of the dearest rice a last piece landing there would harvest
W_UNGUARDED = const(-30)   # per point of rice in a paddy without snakes
W_SNAKE = const(-50)       # per snake
THREAT = const(300 * POINT)
V_CULTIVATE = const(120)  # per rice a cultivation will draw
V_BIG = const(300)        # a second sowing
V_SOW_DRAW = const(200)   # snakes out, 2 rice in
V_SOW_LOSS = const(60)    # per rice sent back to the bag
V_REST = const(300)       # per harvested rice given back


def evaluate(s, me):
    b = s.b
    if b[_PHASE] == _OVER:
        r = s.returns()[me]  # 1.0, 0.5 or 0.0: exact in any float
        return WIN * (int(2 * r) - 1) + (s.score(me) - s.score(1 - me))
    at = _STORE + me * 3
    mine = 3 * b[at] + 4 * b[at + 1] + 5 * b[at + 2]
    at = _STORE + (1 - me) * 3
    theirs = 3 * b[at] + 4 * b[at + 1] + 5 * b[at + 2]
    v = POINT * (mine - theirs)
    first = b[_PLAYER]  # the player whose turn it is plays first
    gain, harvest = next_turn(s, me)
    v += W_MY_NEXT * gain + board(b, me)
    if harvest and _wins(mine, theirs, harvest):
        v += THREAT if first == me else 3 * THREAT // 10  # they move first and may stop us
    gain, harvest = next_turn(s, 1 - me)
    v -= W_THEIR_NEXT * gain + board(b, 1 - me)
    if harvest and _wins(theirs, mine, harvest):
        v -= THREAT if first != me else THREAT // 2
    return v


def _wins(score, other, gain):
    return score + gain >= _TARGET or score + gain - other >= _LEAD or gain >= _TURN_GAIN


def board(b, p):
    """The worth of player p's paddies: their rice, the rice a last piece landing there would harvest (a rice
    onto R >= S > 0, or a snake onto rice alone: R - S, or R - 1, of the dearest), unguarded rice, snakes."""
    t = 0
    for at in range(p * 20, p * 20 + 20, 4):
        s = b[at]
        w = b[at + 1]
        k = b[at + 2]
        r = b[at + 3]
        pts = 3 * w + 4 * k + 5 * r
        t += W_BOARD_RICE * pts + W_SNAKE * s
        h = w + k + r - s
        if not s:
            t += W_UNGUARDED * pts
            h -= 1
        if h > 0:
            if h <= r:
                t += W_HARVESTABLE * 5 * h
            elif h <= r + k:
                t += W_HARVESTABLE * (5 * r + 4 * (h - r))
            else:
                t += W_HARVESTABLE * (5 * r + 4 * k + 3 * (h - r - k))
    return t


def next_turn(s, p):
    """(value, harvest points) of the best last piece p's next sowing can place, from the farmer's paddy
    (or p's hand when p is sowing now): harvest points, or a smaller worth for the other actions. Scalars, no
    lists: it runs twice per evaluation."""
    b = s.b
    ph = b[_PHASE]
    if b[_PLAYER] == p and ph != _SOW and ph != _SETUP:
        if ph == _HARVEST:
            pts = 4 * b[_PENDING]
            return POINT * pts, pts
        return 0, 0
    f = b[_FARM + p]
    if f == _OFF:
        if ph != _SOW:
            return 0, 0
        h0 = b[_HAND]
        h1 = b[_HAND + 1]
        h2 = b[_HAND + 2]
        h3 = b[_HAND + 3]
        h4 = b[_HAND + 4]
        cursor = b[_CURSOR]
        origin = -1
    else:
        at = (p * 5 + f) * 4
        h0 = b[at]
        h1 = b[at + 1]
        h2 = b[at + 2]
        h3 = b[at + 3]
        h4 = 1
        cursor = (f + 1) % 5
        origin = f
    last = (cursor + h0 + h1 + h2 + h3 + h4 - 1) % 5
    if last == origin:
        c0 = c1 = c2 = c3 = 0
    else:
        at = (p * 5 + last) * 4
        c0 = b[at]
        c1 = b[at + 1]
        c2 = b[at + 2]
        c3 = b[at + 3]
    # each kind in hand as the last piece, in kind order (the first of equals wins)
    best = -99 * POINT
    best_h = 0
    if h0:
        best, best_h = _action_value(b, p, c0 + 1, c1, c2, c3)
    if h1:
        v, h = _action_value(b, p, c0, c1 + 1, c2, c3)
        if v > best:
            best, best_h = v, h
    if h2:
        v, h = _action_value(b, p, c0, c1, c2 + 1, c3)
        if v > best:
            best, best_h = v, h
    if h3:
        v, h = _action_value(b, p, c0, c1, c2, c3 + 1)
        if v > best:
            best, best_h = v, h
    if h4:
        v, h = _action_value(b, p, c0, c1, c2, c3)
        if v > best:
            best, best_h = v, h
    return best, best_h


def _action_value(b, p, s, w, k, r):
    """(value, harvest points) of the action a last paddy with s snakes and w, k, r rice triggers."""
    rice = w + k + r
    if s == 0:
        if rice == 0:  # rest: one harvested rice back per paddy crossed
            st = _STORE + p * 3
            return -V_REST * min(2, b[st] + b[st + 1] + b[st + 2]), 0
        return -V_SOW_LOSS * rice, 0  # sow
    if rice == 0:
        return V_SOW_DRAW, 0  # sow: snakes out, 2 rice in
    if rice > s:  # harvest the dearest
        n = rice - s
        if r >= n:
            pts = 5 * n
        elif r + k >= n:
            pts = 5 * r + 4 * (n - r)
        else:
            pts = 5 * r + 4 * k + 3 * (n - r - k)
        return POINT * pts, pts
    if s > rice:
        return V_CULTIVATE * (s - rice), 0
    return V_BIG, 0


# ---- the turn search's budgets and tables

# Normal and Hard: budget of the search of our following turn at each leaf (it sets up the next harvest;
# measured in docs/BENCHMARKS.md, "Tanbo's AI tuning")
INNER = (0, 6, 30)
NODE_CAP = (100, 200, 800)  # hard ceiling on the nodes of one decision, whatever the position
BLEND = const(6)  # the look at our next turn weighs 1/BLEND against the static evaluation of the same position
NODE = const(0)
WRAP = const(1)
STEP_NODES = const(4)  # nodes expanded between two chances to collect garbage
# poll() once per POLL_WORK units of work (a move applied or a node = 1, an evaluation = W_EVAL): about every
# 10 ms on the device, whatever the mix of forced moves, nodes and leaves (the brief: buttons read every 100 ms)
POLL_WORK = const(4)
W_EVAL = const(2)

PLAN_SLOTS = const(512)  # a power of two
PLAN_MAX = const(320)  # a Hard search records about 250 at most (6 seeded Hard games); beyond, a move is searched again


class Plan:
    """key() of a state -> the move found for it by the last search of this turn: an open-addressing table in two
    bytearrays allocated once at import (2.5 KB). A dict grew in the middle of a search, to 1336 bytes in one
    block at 130 entries, and at 96 KB the device's heap then had no such block: the search ran out of memory."""

    def __init__(self):
        self.keys = bytearray(4 * PLAN_SLOTS)  # key + 1, little-endian (0: empty slot)
        self.moves = bytearray(PLAN_SLOTS)
        self.used = bytearray(2 * PLAN_MAX)  # the slots filled, so that clear() empties only them
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
            n = self.n
            if n >= PLAN_MAX:
                return
            self.used[2 * n] = i & 255
            self.used[2 * n + 1] = i >> 8
            self.n = n + 1
            k += 1
            at = 4 * i
            keys = self.keys
            keys[at] = k & 255
            keys[at + 1] = (k >> 8) & 255
            keys[at + 2] = (k >> 16) & 255
            keys[at + 3] = k >> 24
        self.moves[i] = move

    def clear(self):
        # only the slots filled: zeroing the whole table took 0.1 s on the device, each decision
        keys = self.keys
        used = self.used
        for j in range(0, 2 * self.n, 2):
            at = 4 * (used[j] | (used[j + 1] << 8))
            keys[at] = keys[at + 1] = keys[at + 2] = keys[at + 3] = 0
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
            b = s.b
            ph = b[_PHASE]
            if ph == _OVER or (b[_PLAYER] != me and ph != _SETUP):
                self.leaf(s, inner)
                return
            self.work(1)
            if ph == _DRAW:
                s = _after(s, _likeliest(b))
                continue
            if ph == _SWAP1 and b[_PLAYER] == me:  # the opponent's swap inside our big move: it changes their
                # board, not our plan; their first pick with its first partner, both picks in one go
                self.work(1)
                s = _their_swap(s)
                continue
            if ph == _SWAP2 or b[_PLAYER] != me:
                s = _after(s, s.legal_moves()[0])
                continue
            moves = _candidates(s)
            if len(moves) == 1:
                s = _after(s, moves[0])
                continue
            if self.alive() and budget >= len(moves):
                break
            # out of budget: follow the first candidate to the end of the turn, without a frame (its value goes
            # straight up, as through a frame of one move); in our own turn the move goes in the plan
            if not inner and self.record:
                _plan.put(key(s), moves[0])
            s = _after(s, moves[0])
            budget -= 1
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
    if s.is_over() or b[_PLAYER] == me or b[_FARM + me] == _OFF:
        return None
    o = 1 - me
    c = s.copy()
    cb = c.b
    if cb[_FARM + o] == _OFF or cb[_PHASE] == _SOW:
        back = (cb[_CURSOR] + 4) % 5
        at = (o * 5 + back) * 4
        for k in range(4):
            cb[at + k] += cb[_HAND + k]
            cb[_HAND + k] = 0
        if cb[_HAND + _FARMER] or cb[_FARM + o] == _OFF:
            cb[_FARM + o] = back
        cb[_HAND + _FARMER] = 0
    cb[_PENDING] = 0
    cb[_PICK] = _NONE
    cb[_PLAYER] = me
    R.start_turn(cb)
    return c


def _after(s, m):
    """s with move m played, a new state (State.copy() and apply() without their two calls)."""
    b = s.b[:]
    apply_move(b, m)
    if b[_PHASE] == _NEXT:
        R.start_turn(b)
    return R.State(b)


def _their_swap(s):
    """After our big move: the opponent's first legal pick (SWAP1's first move, never the no-change swap, which
    comes last) swapped with its first legal partner (SWAP2's first move), as the two moves would play it."""
    b = s.b[:]
    o = 1 - b[_PLAYER]
    first = -1
    for i in range(5):
        m = kinds_in(b, o, i)
        if not m:
            continue
        other = 0  # the kinds in o's other paddies
        for j in range(5):
            if j != i:
                other |= kinds_in(b, o, j)
        for k in range(5):
            if (m >> k) & 1 and other & ~(1 << k):
                first = i * 5 + k
                break
        if first >= 0:
            break
    fi = first // 5
    fk = first % 5
    second = -1
    for i in range(5):
        if i != fi:
            m = kinds_in(b, o, i) & ~(1 << fk)
            if m:
                k = 0
                while not (m >> k) & 1:
                    k += 1
                second = i * 5 + k
                break
    swap(b, o, first, second)
    b[_PICK] = _NONE
    R.resow(b)
    if b[_PHASE] == _NEXT:
        R.start_turn(b)
    return R.State(b)


def _likeliest(b):
    """The likeliest colour of the draw (the first of equals)."""
    best = 0
    bw = 0
    for c in (1, 2, 3):
        w = b[_BAG + c - 1]
        if w > bw:
            bw = w
            best = c
    return best


def _candidates(s):
    """The moves worth searching: harvest the dearest rice, give back the cheapest, any other choice."""
    b = s.b
    ph = b[_PHASE]
    if ph == _SOW:
        moves = [k for k in range(4) if b[_HAND + k]]
        if b[_HAND + _FARMER]:
            # the farmer last is tried first: it keeps the landing paddy's count as it is
            moves.insert(0, _FARMER)
        return moves
    if ph == _HARVEST:
        at = (b[_PLAYER] * 5 + b[_LAST]) * 4
        for c in (3, 2, 1):
            if b[at + c]:
                return [c]
    if ph == _REST:
        at = _STORE + b[_PLAYER] * 3 - 1
        for c in (1, 2, 3):
            if b[at + c]:
                return [c]
    return s.legal_moves()


# ---- decisions outside the player's own turn: where to place the farmer at setup, and which two of our pieces to
# swap when the opponent's big move asks us to
def choose_farmer(s, me):
    best = 0
    best_v = None
    for m in range(5):
        c = s.copy()
        c.b[R.FARM + me] = m
        v, _h = next_turn(c, me)
        if best_v is None or v > best_v:
            best_v = v
            best = m
    return best


_swap_pair = [None, None]


class SwapSearch:
    """We swap two of our own pieces inside the opponent's big move: the pair that leaves our next turn best.
    The swap that changes nothing (R.NO_SWAP, listed last when offered) is taken only when it beats every pair:
    swapping on ties played better (Hard vs Normal 80% against 73.5% over 200 games, docs/rules/tanbo.md). Run
    in steps (one first pick, tried with every second pick, per step) like the turn search, so
    garbage is collected between steps from a shallow frame."""

    def __init__(self, s, me, level, poll):
        self.s = s
        self.me = me
        self.poll = poll
        self.hurried = [False]
        self.moves = s.legal_moves()
        self.i = 0
        self.best_v = None
        self.best = (self.moves[0], None)
        self.limit = 40 if level == 0 else 400  # pairs looked at

    def step(self):
        if not self.poll():  # a step values one first pick with each second pick (about 10 pairs)
            return False
        a = self.moves[self.i]
        self.i += 1
        if a == R.NO_SWAP:
            v, _h = next_turn(self.s, self.me)   # our board as it is
            second = None
            n = 1
        else:
            c = self.s.copy()
            c.apply(a)
            seconds = c.legal_moves()
            v, second = _best_second(c, self.me, a, seconds, self.poll, self.limit, self.hurried)
            n = len(seconds)
        if self.best_v is None or v > self.best_v:
            self.best_v = v
            self.best = (a, second)
        self.limit -= n
        return self.i < len(self.moves) and self.limit > 0 and not self.hurried[0]

    def finish(self):
        _swap_pair[0] = self.best[0]
        _swap_pair[1] = self.best[1]
        return self.best[0]


def choose_swap(s, me, level, poll):
    """A SwapSearch to step for the first pick; the second pick at once (the pair chosen with the first)."""
    if s.phase() == R.SWAP1:
        return SwapSearch(s, me, level, poll)
    moves = s.legal_moves()
    if _swap_pair[0] == s.b[R.PICK] and _swap_pair[1] in moves:
        return _swap_pair[1]
    return _best_second(s.copy(), me, s.b[R.PICK], moves, poll)[1]


POLL_PAIRS = 8  # pairs valued between two calls of poll() (a few ms on the device)


def _best_second(c, me, first, seconds, poll, limit=400, hurried=None):
    """The best second pick, trying each on c in place and swapping back (c is a scratch copy). Stops early
    when poll() says so (and notes it in hurried[0])."""
    best_v = None
    best = seconds[0]
    b = c.b
    n = 0
    for m in seconds[:limit]:
        n += 1
        if n % POLL_PAIRS == 0 and not poll():
            if hurried is not None:
                hurried[0] = True
            break
        R.swap(b, me, first, m)
        v, _h = next_turn(c, me)
        R.swap(b, me, (m // 5) * 5 + first % 5, (first // 5) * 5 + m % 5)  # the same two pieces, back
        if best_v is None or v > best_v:
            best_v = v
            best = m
    return best_v, best
