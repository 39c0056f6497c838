# The keeps a roll allows, each scored by the keep planner (games/beans/plan.py's Goal, which inherits them): a
# module of its own because the device compiles a module in one piece on import, and small ones need less heap.

# poll() is called after about this much work: one unit ~ one roll outcome checked (a scored keep counts 8), 0.3-0.7
# ms on the device, so the longest stretch without poll() stays well under the 100 ms the brief allows
# (python -m sim.bench --parts memory, poll-gap column: about 0.05 s)
POLL_WORK = 32


# Chances are fixed-point integers: ONE is certain (the device's floats are 32-bit, the desktop's 64: integers make
# the same decisions on both). 2**16 keeps every sum of plan.py below 2**30, a small int on the device.
ONE_BITS = 16
ONE = 1 << ONE_BITS


class Keeps:
    """Keep generation and scoring for plan.Goal (which has the categories, value() and the work counters).

    The search recurses value() -> best() -> value() ...: only these two frames per roll searched, on the device's
    2048-byte pystack. Keeps come from generators (their frames live on the heap, not the pystack) and the helpers
    best() calls (_prep, _take) return before it recurses."""

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
