# Keep/stop planning for one goal contract: the contract seen through its categories, the roll tables, the chance
# that one more roll completes it (the hint's question, view.py) and the expectimax value over the remaining rolls,
# whose keeps the computer players' Search (ai.py) adds: a hot-seat game's hint loads this module without the AI.
# The field is reduced to "categories" that matter for the contract (irrelevant varieties lumped into one), each
# count capped at what the contract can use, so the exact recursion stays small. Also used by sim/games/beans/optimum.py.
from array import array

from games.beans.rules import ONE, ONE_BITS
from games.beans.contracts import (met, need, split_first, split_next, split_roll, N_CREAM, N_WHITE, K_EXACT,
                                   K_FIVE, K_NONE, K_DIFF, K_KIND, K_FULL, K_TRIPLES, K_PAIRS)

# poll() is called after about this much work: one unit ~ one roll outcome checked (a scored keep counts 8), 0.3-0.7
# ms on the device, so the longest stretch without poll() stays well under the 100 ms the brief allows
# (python -m sim.bench --parts memory, poll-gap column: about 0.05 s)
POLL_WORK = 32


class Goal:
    """One contract seen through its categories. cat[v]: category of variety v; rep[k]: a variety standing for
    category k (or -1 for the lumped 'other' that never counts); cap[k]: how many of k can matter.
    memo_cap: plan positions remembered at most per table (the device's AI keeps it small: memory stays bounded,
    time grows instead); memo, hmemo: Tables to use (and clear) instead of new ones; rows, wts: roll-table buffers
    to reuse (from buffers(): made once, a new goal then allocates no long-lived piece amid the game's heap)."""

    def __init__(self, contract, memo_cap=100000, memo=None, hmemo=None, rows=None, wts=None, poll=None):
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
        # plan positions are memo keys as small ints: capped category counts in mixed radix (mul), then the dice
        # left and the depth (below 2**30, a small int on the device)
        mul = []
        m = 1
        for k in range(self.n):
            mul.append(m)
            m *= cap[k] + 1
        self.mul = mul
        self.memo = Table(memo_cap) if memo is None else memo
        self.hmemo = Table(memo_cap) if hmemo is None else hmemo
        self.memo.clear()
        self.hmemo.clear()
        # one colour's rolls of n dice lumped into categories, made when first needed: rows of n category counts
        # in one bytearray, their weights (out of 6**n) in an array; at[2 * n + white] is the first row, or -1
        if rows is None:
            rows, wts = buffers(self.n)
        else:
            for i in range(self.n * (_ROWS_WHITE + _ROWS_CREAM)):
                rows[i] = 0
            for i in range(_ROWS_WHITE + _ROWS_CREAM):
                wts[i] = 0
        self.rows = rows
        self.wts = wts
        self.view = memoryview(self.rows)
        self.at = [-1] * 10
        self.num = [0] * 10
        self.used = 0
        self.nodes = 0
        self.poll = None  # the runtime's poll() while a decision is searched
        self.work = 0     # work since the last poll()
        self.spent = 0    # work this decision (before the last poll)
        self.limit = 0
        self.sink = None  # a list: every keep scored at depth 1 is added to it (see deepen)
        self.hurry = False  # poll() said hurry: the search returns the best found so far
        self.kind = kind
        # every roll table now, while the call stack is shallow: made during a search they would add their frames
        # (and contracts.rolls') to the deepest point of the recursion, on the device's 2048-byte pystack. poll()
        # every few rolls (a table of 4 dice took ~0.15 s on the device: the screen and buttons must not wait)
        self.poll = poll
        for n in range(N_WHITE + 1):
            self.table(True, n)
        for n in range(N_CREAM + 1):
            self.table(False, n)
        self.poll = None
        self.work = 0

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

    def table(self, white, n):
        """One colour's rolls of n dice in categories: (first row, number of rows) of rows/wts."""
        i = 2 * n + (1 if white else 0)
        at = self.at[i]
        if at >= 0:
            return at, self.num[i]
        at = self.used
        width = self.n
        rows = self.rows
        seen = {}  # category counts (3 bits each) -> row
        used = at
        kinds, mult, ks = split_first(white, n)
        more = True
        poll = self.poll
        k = 0
        while more:  # contracts.rolls' splits, without its list (one piece of heap less to find)
            k += 1
            if poll is not None and not k & 31:
                poll()  # its hurry stays asked (App.hurry): the search that follows sees it
            packed, w = split_roll(kinds, mult, ks)
            more = split_next(ks, n)
            key = 0
            for v in range(7):
                key += ((packed >> (3 * v)) & 7) << (3 * self.cat[v])
            r = seen.get(key)
            if r is None:
                r = used
                seen[key] = r
                used += 1
                for v in range(7):
                    rows[r * width + self.cat[v]] += (packed >> (3 * v)) & 7
            self.wts[r] += w
        self.at[i] = at
        self.num[i] = used - at
        self.used = used
        self.work += used - at + 8
        if self.work > POLL_WORK:
            self.tick()
        return at, used - at

    def _key(self, f):
        x = 0
        mul = self.mul
        for k in range(self.n):
            x += f[k] * mul[k]
        return x

    # ---- the recursion
    def value(self, f, nw, nc, depth=8, budget=None):
        """Probability (out of ONE) of meeting the goal, before rolling nw white and nc cream dice with field
        categories f, playing the best keeps and stops. depth: rolls searched exactly; beyond it (or once `budget`
        keeps have been scored) one last roll is assumed. Once hurried it returns what it has (an underestimate).
        Deeper than one roll it asks best(), which only the computer players' Search (ai.py) has: the hint asks
        for depth 1."""
        if self.met(f) and not self.none:
            return ONE
        if nw + nc == 0:
            return ONE if self.met(f) else 0
        if depth <= 1 or (budget is not None and self.nodes > budget):
            return self.horizon(f, nw, nc)
        key = ((self._key(f) * 5 + nw) * 4 + nc) * 16 + depth  # f capped, nw <= 4, nc <= 3, depth < 16
        got = self.memo.get(key)
        if got is not None:
            return got
        if self.hurry:
            return 0
        # the mean over white rows of (the mean over cream rows): the cream sum is divided by 3**nc at once, so
        # every sum stays below 6**nw * 2**nc * ONE < 2**30 (a small int on the device); the rest of 6**(nw+nc)
        # is divided at the end
        total = 0
        cream3 = 3 ** nc
        at = self.at  # the tables made in __init__ (no table() frame here: this is the deepest point)
        num = self.num
        cs = at[2 * nc]
        cn = num[2 * nc]
        ws = at[2 * nw + 1]
        wn = num[2 * nw + 1]
        n = self.n
        view = self.view
        wts = self.wts
        for i in range(ws, ws + wn):
            fw = view[i * n:i * n + n]
            inner = 0
            for j in range(cs, cs + cn):
                inner += wts[j] * self.best(f, fw, view[j * n:j * n + n], nw, nc, depth - 1, budget)[0]
                if self.hurry:
                    return (total + wts[i] * (inner // cream3)) // (6 ** nw << nc)
            total += wts[i] * (inner // cream3)
        v = total // (6 ** nw << nc)
        self.memo.put(key, v)
        return v

    def horizon(self, f, nw, nc):
        """The chance that one more roll of nw white and nc cream dice completes the goal (keeping all that helps:
        with counts compared against thresholds, that is the field plus the whole roll)."""
        key = (self._key(f) * 5 + nw) * 4 + nc
        got = self.hmemo.get(key)
        if got is not None:
            return got
        if self.hurry:
            return 0
        n = self.n
        at = self.at  # the tables made in __init__ (no table() frame here: this is the deepest point)
        num = self.num
        cs = at[2 * nc]
        cn = num[2 * nc]
        ws = at[2 * nw + 1]
        wn = num[2 * nw + 1]
        rows = self.rows
        wts = self.wts
        all_cream = 6 ** nc
        h = [0] * n
        g = [0] * n
        total = 0
        for i in range(ws, ws + wn):
            b = i * n
            for k in range(n):
                h[k] = f[k] + rows[b + k]
            if self.met(h):
                total += wts[i] * all_cream
                continue
            hit = 0
            for j in range(cs, cs + cn):
                b = j * n
                for k in range(n):
                    g[k] = h[k] + rows[b + k]
                if self.met(g):
                    hit += wts[j]
            total += wts[i] * hit
            self.work += cn
            if self.work > POLL_WORK:
                self.tick()
                if self.hurry:
                    return _chance(total, nw + nc)
        v = _chance(total, nw + nc)
        self.hmemo.put(key, v)
        return v


def _chance(hits, dice):
    """hits out of 6**dice, out of ONE: hits * ONE / (2**dice * 3**dice); hits <= 6**7 < 2**19, so
    hits << (16 - dice) stays below 2**28."""
    return (hits << (ONE_BITS - dice)) // 3 ** dice


def buffers(n=8):
    """Roll-table buffers for goals of up to n categories (8: seven wanted varieties and the lumped rest)."""
    return bytearray(n * (_ROWS_WHITE + _ROWS_CREAM)), array("H", bytes(2 * (_ROWS_WHITE + _ROWS_CREAM)))


# rows a Goal's roll tables can need: multisets of 0-4 white dice of 4 varieties, of 0-3 cream dice of 5
_ROWS_WHITE = 1 + 4 + 10 + 20 + 35
_ROWS_CREAM = 1 + 5 + 15 + 35


# ---- the planner's memo tables (here, not a module of their own: they always load with the planner)
class Table:
    """A memo of small-int keys to small-int values in two flat arrays (open addressing), forgotten all at once when `cap`
    entries are in. Dicts of tuple keys left long-lived little objects and growing hash tables among a search's
    garbage and fragmented the device's heap; this allocates nothing once made (it grows only for large caps)."""

    def __init__(self, cap):
        self.cap = cap
        size = 16
        while size < cap + cap // 4 and size < 1024:  # at most 80 % full (cap 100: 128 slots, 1 KB)
            size *= 2
        self._alloc(size)

    def _alloc(self, size):
        self.size = size
        self.mask = size - 1
        self.keys = array("i", bytes(4 * size))  # key + 1; 0: empty (keys are below 2**30)
        self.vals = array("i", bytes(4 * size))
        self.n = 0

    def __len__(self):
        return self.n

    def clear(self):
        if self.n:
            keys = self.keys
            for i in range(self.size):
                keys[i] = 0
            self.n = 0

    def _slot(self, key):
        """Index of key's entry, or of the empty slot where it would go (keys are stored plus one: 0 is empty)."""
        keys = self.keys
        mask = self.mask
        i = (key ^ (key >> 9) ^ (key >> 17)) & mask
        key += 1
        while True:
            k = keys[i]
            if k == key or not k:
                return i
            i = (i + 1) & mask

    def get(self, key):
        i = self._slot(key)
        return self.vals[i] if self.keys[i] else None

    def put(self, key, v):
        """Stores v under key; a full table is first cleared (recomputing is what costs, not forgetting)."""
        if self.n >= self.cap:
            self.clear()
        if 8 * self.n >= 7 * self.size:  # only for caps above the first size (desktop tools)
            old_k = self.keys
            old_v = self.vals
            self._alloc(2 * self.size)
            for j in range(len(old_k)):
                if old_k[j]:
                    self.put(old_k[j] - 1, old_v[j])
        i = self._slot(key)
        if not self.keys[i]:
            self.keys[i] = key + 1
            self.n += 1
        self.vals[i] = v


# ---- the one goal planner of a game and its memo tables, shared by the computer players (ai.py) and the hint
# (view.py): this module, not ai.py, so that a hot-seat game's hint does not import the AI
MEMO_CAP = 100  # plan positions remembered at most, per table (each table: 128 slots of 8 bytes)
# every goal plans in these two memo tables and one pair of roll-table buffers: made at import, while the heap is
# in one piece (a goal is made mid-game: nothing new stays behind)
_tables = (Table(MEMO_CAP), Table(MEMO_CAP))
_buffers = buffers()
_goals = {}


def goal_for(contract, fresh_roll=True, poll=None, kind=Goal):
    """The goal planner of a contract, of class `kind` (the AI asks for its Search, the hint for any Goal)."""
    g = _goals.get(contract)
    if g is None or not isinstance(g, kind):
        _goals.clear()  # one goal at a time: the plan tables stay small on the device
        g = kind(contract, MEMO_CAP, _tables[0], _tables[1], _buffers[0], _buffers[1], poll)
        _goals[contract] = g
    elif fresh_roll:
        g.memo.clear()
        g.hmemo.clear()  # each roll is planned afresh (later keeps of the same roll reuse the tables)
    return g
