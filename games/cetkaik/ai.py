# Cetkaik computer players. One evaluator for every level: a move is worth what the pieces it captures add to
# the mover's hands (complete hands, and hands one or two pieces away), minus what the moved piece would give the
# opponent where the opponent can take it, plus what taking an attacker saves; throws scale a move by its odds.
# Easy: captures first with noise, no safety. Normal: the one-ply evaluation with the opponent's threat map.
# Hard: Normal, then the best few candidates are played out and the opponent's best capture after each is
# subtracted (two plies). Budgets are counts; the work per decision is bounded by the move lists.
# Values are integers (hundredths of a point): no float boxing on the device, so a decision allocates little.
# The evaluator (the search, below, drives it): piece values from hands, threat maps, move scores,
# the ty mok1 / ta xot1 choice and the choice after a distance throw. Integers in hundredths of a point.
# Loaded for each computer decision and dropped after it (view.keep_ai), evaluator and search together.
import gc

from games.cetkaik.layout import DROP, P_DECIDE, P_AFTER, V_PHASE, V_TURN, V_TAM, _mem_free, _collect
# consts from games/cetkaik/layout.py (python -m sim.consts writes this block: change the numbers there)
try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x
_PIECE = const(1)
_SLIDE = const(2)
_TAM_MOVE = const(3)
_DROP = const(4)
_TY_MOK = const(0)
_TA_XOT = const(1)
_GIVE_UP = const(2)
_FINAL = const(100)
_MAX_STAKE = const(6)
_P_DECIDE = const(5)
_V_PHASE = const(0)
_V_TURN = const(1)
_V_S0 = const(2)
_V_STAKE = const(4)
_V_SEASON = const(5)
_V_SEASONS = const(6)
_V_TAMLAST = const(8)
_V_SRC = const(13)
_V_VIA = const(14)
# end of consts
from games.cetkaik.board import WATER, VESSEL, TAM
from games.cetkaik.board import piece_paths, tam_paths
from games.cetkaik.rules import main
from games.cetkaik.hands import HANDS, KI, mask_counts

NEAR = (100, 35, 12, 4, 1)            # % of a hand's points counted when 0..4 pieces are still missing
AT_LEAST = (32, 31, 26, 16, 6, 1, 0, 0, 0)   # 32 x P(sticks >= d)
# Official rules: a throw that falls short loses the turn (only the declared square counts), so a move that needs a
# throw is charged a turn's worth for its odds of failing; without it both sides spend turns on long-shot slides
# (1 season, 200 games: Normal over Easy 54 % -> 71 %, Hard over Normal 49 % -> 62 %; 200 makes Hard worse)
TEMPO = 100


def _never_stop():
    return True


_buf = []   # one piece's moves (_paths): reused, so the search never holds a list of every move (issue 14)


def _paths(b, hue, s):
    """The moves of the piece on s, in a list shared by every call (emptied, never shrunk): use it before the
    next call."""
    out = _buf
    del out[:]
    piece_paths(b, hue, s, out)
    return out


def _tam_moves(b, tam):
    """The Tam2's moves, in _paths()' shared list."""
    out = _buf
    del out[:]
    tam_paths(b, tam, out)
    return out


def potential(h, base):
    """What the hand h[base:base + 20] is worth (hundredths), hands a few pieces away counted at a discount."""
    kings = (1 if h[base + KI] else 0) + (1 if h[base + 10 + KI] else 0)
    total = 500 if kings else 0
    for i in range(1, 10):
        needs = HANDS[i][2]
        if not needs:
            continue
        lack = -kings
        for prof, n in needs:
            have = h[base + prof] + h[base + 10 + prof]
            if have < n:
                lack += n - have
        if lack < 0:
            lack = 0
        if lack < 5:
            total += HANDS[i][1] * NEAR[lack]
    lack = 0
    for prof in range(10):
        if not h[base + prof] and not h[base + 10 + prof]:
            lack += 1
    if lack < 5:
        total += 50 * NEAR[lack]
    return total


_cache = [None, None, None]   # the last hands and their tables: hands change only on captures and drops


def _kind(q):
    return ((q >> 4) & 1) * 10 + (q & 15) - 1


class _Eval:
    """Per-decision tables: what each piece kind is worth to either hand, the opponent's threat map."""

    def __init__(self, state, me, poll=_never_stop):
        self.s = state
        self.me = me
        h = state.hand
        key = bytes(h) + bytes((me,))
        if _cache[0] != key:
            gain = [0] * 20    # capturing a piece of kind k adds this to my hands
            loss = [0] * 20    # the opponent adds this by capturing my piece of kind k
            pm = potential(h, me * 20)
            po = potential(h, 20 - me * 20)
            for k in range(20):
                h[me * 20 + k] += 1
                gain[k] = potential(h, me * 20) - pm + 50
                h[me * 20 + k] -= 1
                h[20 - me * 20 + k] += 1
                loss[k] = potential(h, 20 - me * 20) - po + 50
                h[20 - me * 20 + k] -= 1
                if k & 3 == 3:
                    poll()   # the tables take ~0.1 s on the device
            _cache[0] = key
            _cache[1] = gain
            _cache[2] = loss
        self.gain = _cache[1]
        self.loss = _cache[2]
        self.stake = 1 << state.v[_V_STAKE]
        self.threat = None
        self.hit = None

    def threats(self, poll=_never_stop):
        """threat[sq]: odds in 32nds that the opponent can end a move on sq; hit[sq]: the most the opponent piece
        on sq threatens to take (taking it lifts that threat)."""
        s = self.s
        t = bytearray(81)
        hit = [0] * 81
        b = s.board
        me = self.me
        loss = self.loss
        hue = s.hue()
        opp = 1 - me
        n = 0
        for sq in range(81):
            r = b[sq]
            if not r or r == TAM or (r >> 5) != opp:
                continue
            for m in _paths(b, hue, sq):
                n += 1
                if n & 31 == 0:
                    poll()
                kind = m >> 21
                d = m & 127
                p = _odds(b, m, kind)
                if p > t[d]:
                    t[d] = p
                q = b[d]
                if q and q != TAM and (q >> 5) == me:
                    w = loss[_kind(q)] * p // 32
                    a = (m >> 14) & 127
                    if w > hit[a]:
                        hit[a] = w
            poll()
        self.threat = t
        self.hit = hit

    def score(self, m, level):
        """Value of main move m for the mover, in hundredths."""
        s = self.s
        b = s.board
        kind = m >> 21
        a = (m >> 14) & 127
        via = (m >> 7) & 127
        d = m & 127
        if kind == _TAM_MOVE:
            fut = (1 if s.v[_V_TAMLAST] else 0) + (1 if d == a else 0)
            return -300 * fut * self.stake - 5
        if kind == _DROP:
            return -self.gain[a] - 30
        q = b[d]
        v = 0
        if q and d != a:
            v += self.gain[_kind(q)]
            if level > 0:
                v += self.hit[d] * 4 // 5
        pen = 500 * self.stake if via != a and b[via] == TAM else 0   # Stepping over the Tam2: -5
        if level > 0:
            t = self.threat
            v += (t[a] - t[d]) * self.loss[_kind(b[a])] // 32
            # a small pull forward, so the armies meet and hands get made
            v += 3 * ((d // 9 - a // 9) if self.me else (a // 9 - d // 9))
        p = _odds(b, m, kind)
        if s.official():
            # official: Stepping over the Tam2 counts even when the move fails; a failure loses the turn
            return v * p // 32 - pen - (32 - p) * TEMPO // 32
        return (v - pen) * p // 32


def _odds(b, m, kind):
    """Odds in 32nds that move m happens (the distance throw, the water throw)."""
    a = (m >> 14) & 127
    d = m & 127
    p = 32
    if kind == _SLIDE:
        via = (m >> 7) & 127
        dr = d // 9 - via // 9
        dc = d % 9 - via % 9
        if dr < 0:
            dr = -dr
        if dc < 0:
            dc = -dc
        p = AT_LEAST[dr if dr > dc else dc]
    if WATER[d] and not WATER[a] and (b[a] & 15) - 1 != VESSEL:
        p = p // 2
    return p


def _reply(state, m, v1, me, ev, poll=_never_stop):
    """v1 corrected by the opponent's best capture after m (moves needing a throw keep their one-ply value)."""
    kind = m >> 21
    if kind == _SLIDE or (kind == _PIECE and WATER[m & 127]):
        return v1 - 10
    c = state.copy()
    # m is one of legal_moves(): skip apply()'s check, which would generate the piece's paths again
    main(c, m)
    poll()
    if c.v[_V_PHASE] == _P_DECIDE:
        return v1 + 100   # a new hand: the decision follows and the season may end here
    if c.v[_V_TURN] == me or c.is_over():
        return v1
    b = c.board
    hue = c.hue()
    opp = 1 - me
    worst = 0
    for sq in range(81):
        p = b[sq]
        if not p or p == TAM or (p >> 5) != opp:
            continue
        for r in _paths(b, hue, sq):
            k = r >> 21
            q = b[r & 127]
            if q and q != TAM and (q >> 5) == me:
                w = ev.loss[_kind(q)] * _odds(b, r, k) // 32
                if w > worst:
                    worst = w
        poll()
    # v1 already counted the threats before m; replace them by the best capture left after it
    return v1 - worst * 9 // 10 + _max_threat_loss(ev, state, me) * 9 // 10


def _max_threat_loss(ev, state, me):
    b = state.board
    t = ev.threat
    worst = 0
    for sq in range(81):
        q = b[sq]
        if t[sq] and q and q != TAM and (q >> 5) == me:
            w = ev.loss[_kind(q)] * t[sq] // 32
            if w > worst:
                worst = w
    return worst


def _decide(state, level, poll=_never_stop):
    """ty mok1 or ta xot1 from the scores, the stake and what each side's hands are close to."""
    v = state.v
    me = v[_V_TURN]
    gain = state.ta_xot_gain()
    mine = v[_V_S0 + me]
    if gain <= 0:
        return _TY_MOK       # never pay by choice; the stake may yet turn
    if mine + gain >= 40 or level == 0 or v[_V_STAKE] >= _MAX_STAKE:
        return _TA_XOT
    if v[_V_SEASON] + 1 >= v[_V_SEASONS] and mine + gain > 20:
        return _TA_XOT       # the last season, and taking it wins
    h = state.hand
    theirs = potential(h, 20 - me * 20)
    if level == 1:
        # double only a small early gain while the opponent's hands are far from complete
        return _TY_MOK if v[_V_STAKE] == 0 and gain < 6 and theirs < 600 else _TA_XOT
    # Hard: double while its own near hands clearly outweigh the opponent's, the stake is low, and the opponent
    # cannot make a new hand with its next capture
    mine_near = potential(h, me * 20) - 100 * state.hand_total(me)
    if v[_V_STAKE] <= 1 and mine_near > theirs + 200 and mine + 2 * gain < 40 and \
            not _they_complete_next(state, me, poll):
        return _TY_MOK
    return _TA_XOT


def _they_complete_next(state, me, poll):
    """True when the opponent has a capture, likely to succeed, that makes a new hand for them."""
    opp = 1 - me
    h = state.hand
    b = state.board
    before = mask_counts(h, opp * 20)
    hue = state.hue()
    for sq in range(81):
        p = b[sq]
        if not p or p == TAM or (p >> 5) != opp:
            continue
        for m in _paths(b, hue, sq):
            kind = m >> 21
            q = b[m & 127]
            if q and q != TAM and (q >> 5) == me and _odds(b, m, kind) >= 16:
                k = opp * 20 + _kind(q)
                h[k] += 1
                new = mask_counts(h, opp * 20) & ~before
                h[k] -= 1
                if new:
                    return True
        poll()
    return False


def _after(state, level, rng, poll=_never_stop):
    """After the distance throw: the best reachable square on the line, or give up."""
    moves = state.legal_moves()
    if len(moves) == 1:
        return _GIVE_UP
    v = state.v
    ev = _Eval(state, v[_V_TURN], poll)
    if level > 0:
        ev.threats(poll)
    a = v[_V_SRC]
    via = v[_V_VIA]
    best = _GIVE_UP
    # giving up costs nothing; under the official rules it costs the turn (as score() charges a failed throw) and
    # the Stepping over the Tam2 made anyway (which the finals' scores count too)
    bv = 0
    if state.official():
        bv = -TEMPO - (500 * ev.stake if state.board[via] == TAM else 0)
    if level == 0:
        bv = -1000000
    for m in moves:
        if m != _GIVE_UP:
            x = ev.score((_PIECE << 21) | (a << 14) | (via << 7) | (m - _FINAL), level)
            if x > bv:
                bv = x
                best = m
    return best


# ---- the search
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
