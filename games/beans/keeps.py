# The keeps a roll allows, each scored by the keep planner (games/beans/plan.py's Goal, which inherits them): a
# module of its own because the device compiles a module in one piece on import, and small ones need less heap.

# poll() is called after about this much work: one unit ~ one roll outcome checked (a scored keep counts 8), 0.3-0.7
# ms on the device, so the longest stretch without poll() stays well under the 100 ms the brief allows
# (python -m sim.pollgap beans: about 0.05-0.07 s)
POLL_WORK = 32


class Keeps:
    """Keep generation and scoring for plan.Goal (which has the categories, value() and the work counters)."""

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
