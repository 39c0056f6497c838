# Tanbo computer opponent. A turn is planned as a whole: a depth-first search over the player's own decisions
# (the order of the sown pieces, what an over-full paddy loses) through the action and any big moves, until the
# turn passes. Chance is resolved by the likeliest colour; harvests take the best colours and rests give back the
# cheapest (what the rulebook advises). The end-of-turn positions are scored by a static evaluation: points,
# then what each player's next turn can harvest from the paddy their farmer stands on, and the rice on the boards.
# Hard scores each end of turn by searching its own following turn too (skipping the opponent's, which cannot
# touch our board except through a big move), so it sets up its next harvest. Budgets are node counts, and the
# search is deterministic (the rng only makes Easy's mistakes), so a seed replays the same game.
from games.tanbo import rules as R
from games.tanbo import turn as T
from games.tanbo.aieval import evaluate
from games.tanbo.aiswap import choose_farmer, choose_swap

LEVELS = ("Easy", "Normal", "Hard")

# node budgets per level for the own-turn search
BUDGET = (24, 80, 80)
INNER = (0, 0, 30)  # Hard: budget of the search of our following turn at each leaf
NODE_CAP = (100, 200, 800)  # hard ceiling on the nodes of one decision, whatever the position
BLEND = 0.25  # Hard: weight of the look at our next turn against the static evaluation of the same position
MISTAKE_PERCENT = 22  # Easy: chance of a random piece order

_plan = {}  # hash of an encoded state -> move found by the last search of this turn (kept small: ints only)
_owner = [None]  # (player, level) the plan belongs to


def choose(state, level, rng, poll):
    moves = state.legal_moves()
    if len(moves) == 1:
        return moves[0]
    me = state.to_move()
    ph = state.phase()
    if ph == R.SETUP:
        return choose_farmer(state, me)
    if ph == R.SWAP1 or ph == R.SWAP2:
        return choose_swap(state, me, level)
    if level == 0 and ph == R.SOW and rng.below(100) < MISTAKE_PERCENT:
        return rng.choice(moves)
    cands = _candidates(state)
    if len(cands) == 1:
        return cands[0]
    key = hash(state.encode())
    if _owner[0] == (me, level):
        move = _plan.get(key)
        if move is not None and move in moves:
            return move
    _plan.clear()
    _owner[0] = (me, level)
    search = Search(me, level, poll)
    search.run(state, BUDGET[level], True)
    move = search.best
    if move is None or move not in moves:
        move = moves[0]
    return move


class Search:
    def __init__(self, me, level, poll):
        self.me = me
        self.level = level
        self.poll = poll
        self.nodes = 0
        self.stopped = False
        self.best = None
        self.inner = INNER[level]
        self.cap = NODE_CAP[level]
        self.record = True  # keep the line in _plan (not for hypothetical turns)

    def alive(self):
        self.nodes += 1
        if self.nodes & 15 == 0 and not self.poll():
            self.stopped = True
        if self.nodes >= self.cap:
            self.stopped = True  # out of nodes: finish the lines in hand with their first candidates
        return not self.stopped

    def run(self, s, budget, root):
        """Best value for self.me of the rest of the current turn of s's mover; records the line in _plan."""
        me = self.me
        while True:
            if s.is_over() or (s.b[R.PLAYER] != me and s.phase() != R.SETUP):
                return self.leaf(s)
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
        share = (budget - 1) // len(moves)
        best_v = None
        best_m = moves[0]
        for m in moves:
            v = self.run(_after(s, m), share, False)
            if best_v is None or v > best_v:
                best_v = v
                best_m = m
        if self.record:
            _plan[hash(s.encode())] = best_m
        if root:
            self.best = best_m
        return best_v

    def leaf(self, s):
        if self.inner and not self.stopped:
            hypo = _my_next_turn(s, self.me)
            if hypo is not None:
                sub = Search(self.me, 1, self.poll)
                sub.record = False
                sub.cap = self.cap
                sub.nodes = self.nodes
                v = sub.run(hypo, self.inner, False)
                self.nodes = sub.nodes
                self.stopped = sub.stopped
                return BLEND * v + (1.0 - BLEND) * evaluate(s, self.me)
        return evaluate(s, self.me)


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
