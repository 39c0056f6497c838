# The bean game's computer players. Keeps and stops come from Search below, the goal planner of plan.py with the
# keeps searched (expectimax over the remaining rolls for the first contract the field does not meet yet; the
# search is here, not in plan.py, because only the AI uses it: the hint loads plan.py alone); claims are always
# taken; sales follow the next contract's printed chance. Budgets are counts (search depth, work units), so a seed replays the same game.
from games.beans import rules as R
from games.beans.rules import ONE
from games.beans.cards import PCT

LEVELS = ("Easy", "Normal", "Hard")
# rolls searched exactly (beyond them one last roll is assumed), for goals of fixed varieties (exact counts, five
# of two, none of) and for goals of free varieties (n of a kind, fulls, triples, pairs, n different: 7x more work)
DEPTH = ((1, 1), (1, 1), (3, 2))
SELL_BELOW = (20, 101, 101)  # sell a card with 3+ done when the next contract's printed chance is below this (%)
MISTAKE = 6                # Easy: one keep in this many is random
GO_ON = (0, ONE // 10, 0)  # with a contract already secured this turn, roll on only if the next is this likely

# the goal planner, its memo tables and goal_for live in plan.py: the hint imports that without this module
from games.beans.plan import Goal, goal_for, POLL_WORK, MEMO_CAP, _goals  # noqa: F401 (MEMO_CAP, _goals: tools, tests)

# work per decision (plan.py's units, 0.3-0.7 ms each on the device) past which the search hurries: Normal stays
# under 1 s a decision, Hard at p95 about 1.5 s (at most about 5 s)
WORK = (600, 900, 10000)


def choose(state, level, rng, poll):
    moves = state.legal_moves()
    if len(moves) == 1:
        return moves[0]
    p = state.to_move()
    if R.CLAIM in moves:
        return R.CLAIM
    if R.SELL in moves and should_sell(state, p, level) and state.phase != R.P_KEEP:
        return R.SELL
    if state.phase == R.P_KEEP:
        return keep_move(state, p, level, rng, poll)
    return R.PASS


def should_sell(state, p, level):
    done = state.done[p]
    if done >= 6 or state.coins(p) + R.SALE[done] >= R.GOAL:
        return True
    if state.last:
        return True  # the game ends with this turn: cash in
    pct = PCT[6 * state.active_card[p] + done]
    return pct < SELL_BELOW[level]


def _split(state, where):
    """Variety counts of the dice in `where`, white and cream apart."""
    w = [0] * 7
    c = [0] * 7
    for i in range(7):
        if state.where[i] == where:
            if i < R.N_WHITE:
                w[state.face[i]] += 1
            else:
                c[state.face[i]] += 1
    return w, c


def keep_move(state, p, level, rng, poll):
    moves = state.legal_moves()
    field = state.counts(R.FIELD)
    # the goal: the first contract from the card's progress that the field does not meet yet
    secured = 0
    contract = None
    done = state.done[p]
    card = state.active_card[p]
    while card != R.NONE and done + secured < 6 and secured < 3:
        c = R.CARDS[card][done + secured]
        if not R.met(c, field):
            contract = c
            break
        secured += 1
    keeps = [m for m in moves if m >= R.KEEP]
    if contract is None or not poll():
        return keeps[0] if keeps else R.STOP
    if level == 0 and keeps and rng.below(MISTAKE) == 0:
        return rng.choice(keeps)
    g = goal_for(contract, poll=poll, kind=Search)
    g.start(poll, WORK[level])
    fw, fc = _split(state, R.FRESH)
    nw = state._off_count(0, R.N_WHITE) + sum(fw)
    nc = state._off_count(R.N_WHITE, 7) + sum(fc)
    v, kw, kc, stop = plan_keep(g, field, fw, fc, nw, nc, level, not state.kept, state.last)
    if state.last and state.kept and not sum(kw) + sum(kc):
        return R.STOP
    if kw is not None:
        for colour, keep, fresh in ((0, kw, fw), (1, kc, fc)):
            for k in range(g.n):
                if keep[k]:
                    for var in range(7):
                        if fresh[var] and g.cat[var] == k:
                            return R.KEEP + 7 * colour + var
    if not keeps or state.kept:
        if R.ROLL not in moves or stop or v <= 0:
            return R.STOP
        if secured and v < GO_ON[level]:
            return R.STOP  # a contract is in hand; more rolls mostly feed the others
        return R.ROLL
    return keeps[0]


def plan_keep(g, field, fw, fc, nw, nc, level, must_keep=True, last=False):
    """The keep this level plays for goal g: (value, keep_white, keep_cream, stop), keeps as category counts.
    field, fw, fc: variety counts (field, fresh white, fresh cream); nw, nc: dice that roll again if it rolls."""
    f = g.counts(field)
    gw = _cats(g, fw)
    gc = _cats(g, fc)
    if last:  # no more rolls: keep what helps now, then stop
        kw, kc = _all_useful(g, f, gw, gc)
        return 0, kw, kc, True
    free = g.rep[-1] >= 0 and not g.none
    depth = DEPTH[level][1 if free else 0]
    if depth > 1:
        return g.deepen(f, gw, gc, nw, nc, depth, must_keep)
    return g.best(f, gw, gc, nw, nc, 1, None, must_keep)


def _cats(g, counts):
    out = [0] * g.n
    for v in range(7):
        out[g.cat[v]] += counts[v]
    return tuple(out)


def _all_useful(g, f, gw, gc):
    kw = [0] * g.n
    kc = [0] * g.n
    for k in range(g.n):
        if g.rep[k] < 0 or (g.none and k == 0):
            continue
        room = g.cap[k] - f[k]
        kw[k] = min(gw[k], room)
        kc[k] = min(gc[k], room - kw[k])
    return kw, kc


class Search(Goal):
    """A goal planner that also searches the keeps (the computer players': the hint needs only Goal)."""

    # ---- the keeps a roll allows, each scored. The search recurses value() -> best() -> value() ...: only these
    # two frames per roll searched, on the device's 2048-byte pystack. Keeps come from generators (their frames live
    # on the heap, not the pystack) and the helpers best() calls (_prep, _take) return before it recurses.
    def best(self, f, fw, fc, nw, nc, depth, budget=None, must_keep=True):
        """The best keep for a roll (fw white, fc cream category counts): (value, keep_white, keep_cream, stop).
        Goals of fixed varieties try every keep of useful dice. For free-variety goals keeps are generated: every
        useful die of the chosen categories is kept, only the categories and, for blue and soy, the colour of the
        kept dice vary (an approximation that keeps the search small)."""
        best = (-ONE, None, None, True)
        for stage in (0, 1):
            if stage:
                if best[1] is not None and best[0] > 0:
                    break
                # nothing useful or nothing hopeful: set aside one die that does not matter (or the least harmful)
                keeps = _one_die(self.n, fw, fc)
            else:
                keeps = self._keeps(f, fw, fc, must_keep)
            for kw, kc in keeps:
                v, g, lw, lc, stop = self._prep(f, kw, kc, nw, nc)
                if v is None:
                    v = self.value(g, lw, lc, depth, budget)
                best = self._take(best, v, kw, kc, stop)
        return best

    def _keeps(self, f, fw, fc, must_keep):
        # every keep best() scores, in its order (a generator: the same two lists, changed between yields)
        n = self.n
        room = [0] * n
        for k in range(n):
            room[k] = self.cap[k] - f[k] if self.rep[k] >= 0 else 0
            if self.none and k == 0:
                room[k] = 0  # never keep the forbidden variety by choice
        if self.pick:
            cats = [k for k in range(n) if room[k] and fw[k] + fc[k]]
            for group in _subsets(cats, self.pick):
                for keep in self._splits(group, fw, fc, room, must_keep):
                    yield keep
        elif self.lumped_kind:
            for keep in self._every(fw, fc, room, must_keep):
                yield keep
        else:
            group = [k for k in range(n) if room[k] and fw[k] + fc[k]]
            for keep in self._splits(group, fw, fc, room, must_keep):
                yield keep

    def _every(self, fw, fc, room, must_keep):
        # goals of fixed varieties have few categories: try every keep of useful dice, by colour (keeping fewer
        # than all can pay: a white blue kept is a white die that will not roll a brown)
        n = self.n
        kw = [0] * n
        kc = [0] * n
        while True:
            if not must_keep or sum(kw) + sum(kc):
                yield kw, kc
            k = 0
            while k < n:
                if kw[k] < fw[k] and kw[k] + kc[k] < room[k]:
                    kw[k] += 1
                    break
                kw[k] = 0
                if kc[k] < fc[k] and kc[k] < room[k]:
                    kc[k] += 1
                    break
                kc[k] = 0
                k += 1
            if k == n:
                return

    def _splits(self, group, fw, fc, room, must_keep):
        # keep min(rolled, room) of each category in the group; try each white/cream split where both are possible
        n = self.n
        kw = [0] * n
        kc = [0] * n
        lo = [0] * n
        hi = [0] * n
        for k in group:
            t = min(fw[k] + fc[k], room[k])
            lo[k] = max(0, t - fc[k])
            hi[k] = min(t, fw[k])
            kw[k] = lo[k]
            kc[k] = t - lo[k]
        while True:
            if must_keep:
                kept = 0
                for k in group:
                    kept += kw[k] + kc[k]
            if not must_keep or kept:
                yield kw, kc
            i = 0
            while i < len(group):
                k = group[i]
                if kw[k] < hi[k]:
                    kw[k] += 1
                    kc[k] -= 1
                    break
                kc[k] += kw[k] - lo[k]
                kw[k] = lo[k]
                i += 1
            if i == len(group):
                return

    def _prep(self, f, kw, kc, nw, nc):
        """A keep's field g (capped), dice left lw, lc, and its value when known without a search:
        (value or None, g, lw, lc, stop)."""
        self.nodes += 1  # the unit of work the budget counts: one keep scored
        self.work += 8
        if self.work > POLL_WORK:
            self.tick()
        n = self.n
        g = [0] * n
        for k in range(n):
            g[k] = f[k] + kw[k] + kc[k]
            if g[k] > self.cap[k]:
                g[k] = self.cap[k]
        g = tuple(g)
        lw = nw - sum(kw)
        lc = nc - sum(kc)
        if self.none:
            # the 'ok' dice must reach seven: the field size is what is no longer rolled
            if g[0]:
                return 0, g, lw, lc, True
            if lw + lc == 0:
                return ONE, g, lw, lc, True
            return None, g, lw, lc, False
        if self.met(g):
            return ONE, g, lw, lc, True
        if lw + lc == 0:
            return 0, g, lw, lc, True
        return None, g, lw, lc, False

    def _take(self, best, v, kw, kc, stop):
        if self.sink is not None:
            self.sink.append((v, tuple(kw), tuple(kc), stop))
        if v > best[0]:
            return (v, tuple(kw), tuple(kc), stop)
        return best

    def _score(self, best, f, kw, kc, nw, nc, depth, budget):
        """best, or the keep (kw, kc) searched `depth` rolls deep when it is better."""
        v, g, lw, lc, stop = self._prep(f, kw, kc, nw, nc)
        if v is None:
            v = self.value(g, lw, lc, depth, budget)
        return self._take(best, v, kw, kc, stop)

    def deepen(self, f, fw, fc, nw, nc, depth, must_keep=True):
        """best() searched in two passes: every keep scored one roll ahead, then the keeps again `depth` rolls
        deep, the most promising first, until the work limit (or poll) says hurry. Each value is a lower bound of
        the deep value (a deeper search only adds choices; a hurried one returns a partial sum), so the largest
        found so far is played."""
        self.sink = []
        try:
            self.best(f, fw, fc, nw, nc, 1, None, must_keep)
            cands = self.sink
        finally:
            self.sink = None
        # the most promising first, ties in the order scored (MicroPython's sort is not stable, CPython's is: a
        # key without ties sorts the same on both)
        order = sorted(range(len(cands)), key=lambda i: (cands[i][0], -i), reverse=True)
        best = cands[order[0]]
        for i in order:
            c = cands[i]
            if self.hurry:
                break
            if c[3]:
                continue  # met, or no die left to roll: the value is exact already
            # _score's steps, in this frame: one frame less under the recursion
            v, g, lw, lc, stop = self._prep(f, c[1], c[2], nw, nc)
            if v is None:
                v = self.value(g, lw, lc, depth, None)
            if v > best[0]:
                best = (v, c[1], c[2], stop)
        return best


def _one_die(n, fw, fc):
    # the first white die, then the first cream die, each kept alone
    zero = [0] * n
    for white in (True, False):
        src = fw if white else fc
        for k in range(n):
            if src[k]:
                one = [0] * n
                one[k] = 1
                yield (one, zero) if white else (zero, one)
                break


def _subsets(items, most):
    """Every non-empty subset of items with at most `most` elements (as lists)."""
    out = [[]]
    for x in items:
        for s in out[:]:
            if len(s) < most:
                out.append(s + [x])
    return out[1:] if len(out) > 1 else [[]]
