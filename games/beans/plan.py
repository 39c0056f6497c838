# Keep/stop planning for one goal contract: expectimax over the remaining rolls of the active player.
# The field is reduced to "categories" that matter for the contract (irrelevant varieties lumped into one), each
# count capped at what the contract can use, so the exact recursion stays small. Also used by sim/beans_optimum.py.
from games.beans.contracts import (met, need, rolls, K_EXACT, K_FIVE, K_NONE, K_DIFF, K_KIND, K_FULL, K_TRIPLES,
                                   K_PAIRS)

# poll() is called after about this much work: one unit ~ one roll outcome checked (a scored keep counts 8), 0.3-0.7
# ms on the device, so the longest stretch without poll() stays well under the 100 ms the brief allows
# (python -m sim.pollgap beans: about 0.05-0.07 s)
POLL_WORK = 32


class Goal:
    """One contract seen through its categories. cat[v]: category of variety v; rep[k]: a variety standing for
    category k (or -1 for the lumped 'other' that never counts); cap[k]: how many of k can matter."""

    def __init__(self, contract):
        self.contract = contract
        kind = contract & 15
        a = (contract >> 4) & 15
        cat = [0] * 7
        rep = []
        cap = []
        if kind == K_EXACT or kind == K_FIVE:
            wanted = []
            for v in range(7):
                k = need(contract, v) if kind == K_EXACT else (4 if v == a or v == (contract >> 8) & 15 else 0)
                if k:
                    wanted.append((v, k))
            for v, k in wanted:
                cat[v] = len(rep)
                rep.append(v)
                cap.append(k)
            other = len(rep)
            for v in range(7):
                if not (kind == K_EXACT and need(contract, v)) and not (kind == K_FIVE and v in (a, (contract >> 8) & 15)):
                    cat[v] = other
            rep.append(-1)
            cap.append(0)
        elif kind == K_NONE:
            for v in range(7):
                cat[v] = 0 if v == a else 1
            rep = [a, (a + 1) % 7]
            cap = [7, 7]  # the forbidden variety must be seen to rule a roll out; 'ok' dice count up to seven
        else:
            c = 1 if kind == K_DIFF else (a if kind == K_KIND else (2 if kind == K_PAIRS else 3))
            for v in range(7):
                cat[v] = v
            rep = list(range(7))
            cap = [c] * 7
        self.cat = cat
        self.rep = rep
        self.cap = cap
        self.n = len(rep)
        self.none = kind == K_NONE
        # kinds whose varieties are free: how many categories one may go for at once
        self.pick = {K_KIND: 1, K_FULL: 2, K_TRIPLES: 2, K_PAIRS: 3}.get(kind, 0)
        self.lumped_kind = kind in (K_EXACT, K_FIVE, K_NONE)
        self.memo = {}
        self.hmemo = {}
        self.memo_cap = 100000  # the device's AI lowers it: memory stays bounded, time grows instead
        self.lumped = {}
        self.nodes = 0
        self.poll = None  # the runtime's poll() while a decision is searched
        self.work = 0     # work since the last poll()
        self.spent = 0    # work this decision (before the last poll)
        self.limit = 0
        self.sink = None  # a list: every keep scored at depth 1 is added to it (see deepen)
        self.hurry = False  # poll() said hurry: the search returns the best found so far
        self.kind = kind

    def start(self, poll, limit=0):
        """Before a decision: the runtime's poll, and a work limit (0: none) past which the search hurries."""
        self.poll = poll
        self.nodes = 0
        self.work = 0
        self.spent = 0
        self.limit = limit
        self.hurry = False

    def tick(self):
        self.spent += self.work
        self.work = 0
        if self.limit and self.spent > self.limit:
            self.hurry = True
        if self.poll is not None and not self.poll():
            self.hurry = True
            self.nodes = 1 << 29  # past any budget: what is left of the search takes the cheapest values

    def counts(self, field):
        """Category counts (capped) of a 7-variety count list."""
        f = [0] * self.n
        for v in range(7):
            f[self.cat[v]] += field[v]
        for k in range(self.n):
            if f[k] > self.cap[k]:
                f[k] = self.cap[k]
        return tuple(f)

    def met(self, f):
        """True when category counts f (capped or not) meet the goal."""
        kind = self.kind
        if kind == K_EXACT:
            cap = self.cap
            for k in range(self.n - 1):
                if f[k] < cap[k]:
                    return False
            return True
        if kind == K_FIVE:
            return f[0] >= 1 and f[1] >= 1 and f[0] + f[1] >= 5
        if kind == K_NONE:
            return f[0] == 0 and f[1] == 7
        return met(self.contract, f)  # free varieties: categories are the varieties themselves

    def roll_list(self, white, n):
        """One colour's rolls of n dice as [(category counts, weight)]."""
        key = (white, n)
        got = self.lumped.get(key)
        if got is not None:
            return got
        acc = {}
        for packed, w in rolls(white, n):
            f = [0] * self.n
            for v in range(7):
                f[self.cat[v]] += (packed >> (3 * v)) & 7
            t = tuple(f)
            acc[t] = acc.get(t, 0) + w
        got = list(acc.items())
        self.lumped[key] = got
        self.work += len(got) + 8
        if self.work > POLL_WORK:
            self.tick()
        return got

    # ---- the recursion
    def value(self, f, nw, nc, depth=8, budget=None):
        """Probability of meeting the goal, before rolling nw white and nc cream dice with field categories f,
        playing the best keeps and stops. depth: rolls searched exactly; beyond it (or once `budget` keeps have
        been scored) one last roll is assumed. Once hurried it returns what it has (an underestimate)."""
        if self.met(f) and not self.none:
            return 1.0
        if nw + nc == 0:
            return 1.0 if self.met(f) else 0.0
        if depth <= 1 or (budget is not None and self.nodes > budget):
            return self.horizon(f, nw, nc)
        key = (f, nw, nc, depth)
        got = self.memo.get(key)
        if got is not None:
            return got
        if self.hurry:
            return 0.0
        total = 0.0
        creams = self.roll_list(False, nc)
        for fw, ww in self.roll_list(True, nw):
            for fc, wc in creams:
                total += ww * wc * self.best(f, fw, fc, nw, nc, depth - 1, budget)[0]
                if self.hurry:
                    return total / 6 ** (nw + nc)
        v = total / 6 ** (nw + nc)
        if len(self.memo) >= self.memo_cap:
            self.memo.clear()  # full: start again rather than stop remembering (recomputing is what costs)
        self.memo[key] = v
        return v

    def horizon(self, f, nw, nc):
        """The chance that one more roll of nw white and nc cream dice completes the goal (keeping all that helps:
        with counts compared against thresholds, that is the field plus the whole roll)."""
        key = (f, nw, nc)
        got = self.hmemo.get(key)
        if got is not None:
            return got
        if self.hurry:
            return 0.0
        n = self.n
        creams = self.roll_list(False, nc)
        all_cream = 6 ** nc
        h = [0] * n
        g = [0] * n
        total = 0
        for tw, ww in self.roll_list(True, nw):
            for k in range(n):
                h[k] = f[k] + tw[k]
            if self.met(h):
                total += ww * all_cream
                continue
            hit = 0
            for tc, wc in creams:
                for k in range(n):
                    g[k] = h[k] + tc[k]
                if self.met(g):
                    hit += wc
            total += ww * hit
            self.work += len(creams)
            if self.work > POLL_WORK:
                self.tick()
                if self.hurry:
                    return total / 6 ** (nw + nc)
        v = total / 6 ** (nw + nc)
        if len(self.hmemo) >= self.memo_cap:
            self.hmemo.clear()
        self.hmemo[key] = v
        return v

    def best(self, f, fw, fc, nw, nc, depth, budget=None, must_keep=True):
        """The best keep for a roll (fw white, fc cream category counts): (value, keep_white, keep_cream, stop).
        Goals of fixed varieties try every keep of useful dice. For free-variety goals keeps are generated: every
        useful die of the chosen categories is kept, only the categories and, for blue and soy, the colour of the
        kept dice vary (an approximation that keeps the search small)."""
        n = self.n
        best = (-1.0, None, None, True)
        room = [0] * n
        for k in range(n):
            room[k] = self.cap[k] - f[k] if self.rep[k] >= 0 else 0
            if self.none and k == 0:
                room[k] = 0  # never keep the forbidden variety by choice
        if self.pick:
            cats = [k for k in range(n) if room[k] and fw[k] + fc[k]]
            for group in _subsets(cats, self.pick):
                best = self._splits(best, group, f, fw, fc, room, nw, nc, depth, budget, must_keep)
        elif self.lumped_kind:
            best = self._every(best, f, fw, fc, room, nw, nc, depth, budget, must_keep)
        else:
            group = [k for k in range(n) if room[k] and fw[k] + fc[k]]
            best = self._splits(best, group, f, fw, fc, room, nw, nc, depth, budget, must_keep)
        if best[1] is None or best[0] <= 0.0:
            # nothing useful or nothing hopeful: set aside one die that does not matter (or the least harmful)
            for white in (True, False):
                src = fw if white else fc
                for k in range(n):
                    if src[k]:
                        one = [0] * n
                        one[k] = 1
                        zero = [0] * n
                        best = self._score(best, f, one if white else zero, zero if white else one, nw, nc,
                                           depth, budget)
                        break
        return best

    def _every(self, best, f, fw, fc, room, nw, nc, depth, budget, must_keep):
        # goals of fixed varieties have few categories: try every keep of useful dice, by colour (keeping fewer
        # than all can pay: a white blue kept is a white die that will not roll a brown)
        n = self.n
        kw = [0] * n
        kc = [0] * n
        while True:
            if not must_keep or sum(kw) + sum(kc):
                best = self._score(best, f, kw, kc, nw, nc, depth, budget)
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
                return best

    def _splits(self, best, group, f, fw, fc, room, nw, nc, depth, budget, must_keep):
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
                best = self._score(best, f, kw, kc, nw, nc, depth, budget)
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
                return best

    def _score(self, best, f, kw, kc, nw, nc, depth, budget):
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
                v = 0.0
                stop = True
            elif lw + lc == 0:
                v = 1.0
                stop = True
            else:
                v = self.value(g, lw, lc, depth, budget)
                stop = False
        elif self.met(g):
            v = 1.0
            stop = True
        elif lw + lc == 0:
            v = 0.0
            stop = True
        else:
            v = self.value(g, lw, lc, depth, budget)
            stop = False
        if self.sink is not None:
            self.sink.append((v, tuple(kw), tuple(kc), stop))
        if v > best[0]:
            return (v, tuple(kw), tuple(kc), stop)
        return best

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
        cands.sort(key=_first, reverse=True)
        best = cands[0]
        for c in cands:
            if self.hurry:
                break
            if c[3]:
                continue  # met, or no die left to roll: the value is exact already
            v = self._score((-1.0, None, None, True), f, c[1], c[2], nw, nc, depth, None)
            if v[0] > best[0]:
                best = v
        return best


def _first(c):
    return c[0]


def _subsets(items, most):
    """Every non-empty subset of items with at most `most` elements (as lists)."""
    out = [[]]
    for x in items:
        for s in out[:]:
            if len(s) < most:
                out.append(s + [x])
    return out[1:] if len(out) > 1 else [[]]
