# Keep/stop planning for one goal contract: expectimax over the remaining rolls of the active player.
# The field is reduced to "categories" that matter for the contract (irrelevant varieties lumped into one), each
# count capped at what the contract can use, so the exact recursion stays small. Also used by sim/beans_optimum.py.
from games.beans.contracts import (met, need, rolls, K_EXACT, K_FIVE, K_NONE, K_DIFF, K_KIND, K_FULL, K_TRIPLES,
                                   K_PAIRS)


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
        self.memo_cap = 100000  # the device's AI lowers it: memory stays bounded, time grows instead
        self.lumped = {}
        self.nodes = 0

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
        counts = [0] * 7
        for k in range(self.n):
            r = self.rep[k]
            if r >= 0:
                counts[r] += f[k]
        return met(self.contract, counts)

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
        return got

    # ---- the recursion
    def value(self, f, nw, nc, depth=8, budget=None):
        """Probability of meeting the goal, before rolling nw white and nc cream dice with field categories f,
        playing the best keeps and stops. depth: rolls searched exactly; beyond it, one last roll is assumed."""
        if self.met(f) and not self.none:
            return 1.0
        if nw + nc == 0:
            return 1.0 if self.met(f) else 0.0
        key = (f, nw, nc, depth)
        got = self.memo.get(key)
        if got is not None:
            return got
        self.nodes += 1
        total = 0.0
        allw = 0
        for fw, ww in self.roll_list(True, nw):
            for fc, wc in self.roll_list(False, nc):
                w = ww * wc
                allw += w
                if depth <= 1 or (budget is not None and self.nodes > budget):
                    total += w * self.best_last(f, fw, fc, nw, nc)
                else:
                    total += w * self.best(f, fw, fc, nw, nc, depth - 1, budget)[0]
        v = total / allw
        if len(self.memo) < self.memo_cap:
            self.memo[key] = v
        return v

    def best_last(self, f, fw, fc, nw, nc):
        # the horizon: keep everything useful and stop (the value of one last roll)
        g = list(f)
        for k in range(self.n):
            g[k] = min(self.cap[k], g[k] + fw[k] + fc[k])
        if self.none:
            return 1.0 if g[0] == 0 and g[1] == 7 else 0.0
        return 1.0 if self.met(g) else 0.0

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
        if v > best[0]:
            return (v, tuple(kw), tuple(kc), stop)
        return best


def _subsets(items, most):
    """Every non-empty subset of items with at most `most` elements (as lists)."""
    out = [[]]
    for x in items:
        for s in out[:]:
            if len(s) < most:
                out.append(s + [x])
    return out[1:] if len(out) > 1 else [[]]
