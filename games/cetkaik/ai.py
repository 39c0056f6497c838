# Cetkaik computer players. One evaluator for every level: a move is worth what the pieces it captures add to
# the mover's hands (complete hands, and hands one or two pieces away), minus what the moved piece would give the
# opponent where the opponent can take it, plus what taking an attacker saves; throws scale a move by its odds.
# Easy: captures first with noise, no safety. Normal: the one-ply evaluation with the opponent's threat map.
# Hard: Normal, then the best few candidates are played out and the opponent's best capture after each is
# subtracted (two plies). Budgets are counts; the work per decision is bounded by the move lists.
# Values are integers (hundredths of a point): no float boxing on the device, so a decision allocates little.
import gc

from games.cetkaik.layout import DROP, P_DECIDE, P_AFTER, V_PHASE, V_TURN, V_TAM, _mem_free, _collect

gc.collect()  # compile the evaluator on a clean heap (see the top of games/cetkaik/rules.py)
from games.cetkaik.aieval import _Eval, _decide, _after, _reply, _paths, _tam_moves  # noqa: E402
from games.cetkaik.board import TAM  # noqa: E402

LEVELS = ("Easy", "Normal", "Hard")
HARD_CANDIDATES = 8   # two-ply checks per decision at Hard
AI_RESERVE = 10240    # a search step allocates up to about 6 KB (Hard, the opening); collect below this free


def _guard():
    # collect between search steps, from a shallow frame (see layout.room)
    if _mem_free is not None and _mem_free() < AI_RESERVE:
        _collect()


def choose(state, level, rng, poll):
    # A small frame on purpose (about 10 slots): collections run here, between search steps (see layout.room).
    _guard()
    if state.v[V_PHASE] == P_DECIDE:
        return _decide(state, level, poll)
    if state.v[V_PHASE] == P_AFTER:
        return _after(state, level, rng, poll)
    h = _Search(state, level, rng, poll)
    while h.step():
        _guard()
    return h.best


class _Search:
    """A decision in steps, each allocating a few KB at most: threats, one ply over every move, then (Hard) one
    two-ply check per step."""

    def __init__(self, state, level, rng, poll):
        self.state = state
        self.level = level
        self.rng = rng
        self.poll = poll
        self.me = state.v[V_TURN]
        self.ev = None
        self.phase = 0
        self.best = None

    def step(self):
        ph = self.phase
        self.phase = ph + 1
        if ph == 0:
            self.ev = _Eval(self.state, self.me, self.poll)
            if self.level > 0:
                self.ev.threats(self.poll)
            return True
        if ph == 1:
            self._one_ply()
            return self.level == 2
        return self._check(ph - 2)

    def _one_ply(self):
        state = self.state
        level = self.level
        poll = self.poll
        ev = self.ev
        # the pieces' and the Tam2's moves, piece by piece in one reused list (never all of them at once: a list
        # of hundreds of moves is a block a fragmented 96 KB heap may not have, issue 14), in legal_moves()' order;
        # the drops, hundreds of moves that all score alike with a full hand, come after (below)
        b = state.board
        hue = state.hue()
        me = self.me
        tam = state.v[V_TAM]
        noise = 30 if level == 0 else 2
        k = HARD_CANDIDATES if level == 2 else 0
        top_v = [-1000000] * (k + 1)    # the best k one-ply values and moves, best first (Hard)
        top_m = [0] * (k + 1)
        self.top_v = top_v
        self.top_m = top_m
        self.bv2 = -1000000
        best = None
        bv = -1000000
        n = 0
        x = self.rng.below(32768)   # one draw, then a small LCG: Rng's 30-bit arithmetic boxes ints on the device
        sq = 0
        while sq <= 81:   # 81: the Tam2's moves
            if sq < 81:
                p = b[sq]
                sq += 1
                if not p or p == TAM or (p >> 5) != me:
                    continue
                moves = _paths(b, hue, sq - 1)
            else:
                sq += 1
                moves = _tam_moves(b, tam)
            stop = False
            for m in moves:
                if best is None:
                    best = m
                n += 1
                if n & 15 == 0 and not poll():
                    stop = True
                    break
                x = (x * 1103 + 12345) & 32767
                v = ev.score(m, level) + x % (noise + 1)
                if v > bv:
                    bv = v
                    best = m
                if k and v > top_v[k - 1]:
                    i = k - 1
                    while i > 0 and top_v[i - 1] < v:
                        top_v[i] = top_v[i - 1]
                        top_m[i] = top_m[i - 1]
                        i -= 1
                    top_v[i] = v
                    top_m[i] = m
            if stop:
                break
            poll()
        if level or best is None:
            # a drop only gives a piece back, worth the same on every square: one square (the first empty one)
            # per kind in hand weighs it; Easy never drops unless nothing else is legal
            b = state.board
            h = state.hand
            base = self.me * 20
            sq = 0
            while b[sq]:
                sq += 1
            for kind in range(20):
                if h[base + kind]:
                    m = (DROP << 21) | (kind << 14) | sq
                    if best is None:
                        best = m
                    if level:
                        x = (x * 1103 + 12345) & 32767
                        v = ev.score(m, level) + x % (noise + 1)
                        if v > bv:
                            bv = v
                            best = m
        self.best = best

    def _check(self, i):
        """Hard: candidate i two plies deep. False when done."""
        if i >= HARD_CANDIDATES or self.top_v[i] <= -1000000 or not self.poll():
            return False
        m = self.top_m[i]
        v = _reply(self.state, m, self.top_v[i], self.me, self.ev, self.poll)
        if v > self.bv2:
            self.bv2 = v
            self.best = m
        return True
