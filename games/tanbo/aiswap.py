# Tanbo AI: decisions outside the player's own turn: where to place the farmer at setup, and which two of our
# pieces to swap when the opponent's big move asks us to.
from games.tanbo import rules as R
from games.tanbo import flow as T
from games.tanbo.aieval import next_turn


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
        T.swap(b, me, first, m)
        v, _h = next_turn(c, me)
        T.swap(b, me, (m // 5) * 5 + first % 5, (first // 5) * 5 + m % 5)  # the same two pieces, back
        if best_v is None or v > best_v:
            best_v = v
            best = m
    return best_v, best
