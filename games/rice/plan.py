# The placement search of the rice AI (games/rice/ai.py): each legal spot of a card is tried in place on a
# private copy of the land and valued as points closed now plus the hoped-for points of the open fields.
from games.rice import deck, rules
from games.rice import land as L
from games.rice.land import GN, SCORED, BOFF

# chance that an open field still closes, by furrow sides facing empty squares
HOPE = (1.0, 0.6, 0.4, 0.22, 0.12, 0.06)
_CACHE = {}


def _always():
    return True


class Planner:
    """Values placements of cards in one player's land (a private copy of the state, changed and restored)."""

    def __init__(self, s, p, poll):
        self.s = s
        self.p = p
        self.poll = poll
        self.cells = s.cells(p)
        self.bb = s.bb[:]
        self.anc = s.anc[p]
        self.dry = s.ph == rules.PH_DRY
        # placements this player will still make after the one being planned
        self.rem = 7 - len(self.cells) // 2
        self.fval = None

    def field_value(self, fc, opened):
        """Worth of one field: its points if it closes now, else its points times the hope that it closes,
        less the buffalo it would abandon."""
        s = self.s
        off = self.p * GN
        anc = self.anc
        f, b, h = L.contents(s.land, off, fc)
        if opened == 0 and L.is_closed(s.land, off, s.bb, self.p, fc, 0):
            return L.field_points(len(fc), f, b, h, anc, self.dry)
        rem = self.rem
        if opened == 0 or rem * 3 < opened or L.inner_path(s.land, off, fc):
            q = 0.0   # it cannot close any more (a hole, a dead-end path, too few cards left)
        else:
            q = HOPE[opened if opened < 5 else 5]
            if rem < 2:
                q *= 0.5
        v = q * L.field_points(len(fc), f, b, h, anc, self.dry) - (1.0 - q) * b
        if anc == deck.A_CHANTREA:
            v += 2 * (1.0 - q) * f
        return v

    def _index(self):
        """Field of every open square and each field's worth, for the land as it is now."""
        s = self.s
        off = self.p * GN
        self.fid = {}
        self.fval = []
        for c in self.cells:
            if s.land[off + c] & SCORED or c in self.fid:
                continue
            fc, opened = L.field(s.land, off, c)
            k = len(self.fval)
            for x in fc:
                self.fid[x] = k
            self.fval.append(self.field_value(fc, opened))

    def gain(self, a, b):
        """Change of the land's worth once squares a and b are down: the new squares' fields replace the old
        fields they swallow."""
        s = self.s
        off = self.p * GN
        fc, opened = L.field(s.land, off, a)
        v = self.field_value(fc, opened)
        cells = fc
        if b not in fc:
            fb, opened = L.field(s.land, off, b)
            v += self.field_value(fb, opened)
            cells = fc + fb
        old = []
        fid = self.fid
        for c in cells:
            k = fid.get(c, -1)
            if k >= 0 and k not in old:
                old.append(k)
                v -= self.fval[k]
        return v

    def best(self, card, noise=0, rng=None):
        """(gain, move): the best placement of card and how much it adds to the land's worth."""
        key = None
        if not noise:
            # within a turn the lands do not change: the same question comes back at the next step
            key = (bytes(self.s.log[self.p]), self.anc, self.dry, card)
            hit = _CACHE.get(key)
            if hit:
                return hit
        r = self._best(card, noise, rng)
        if key is not None:
            if len(_CACHE) > 40:
                _CACHE.clear()
            _CACHE[key] = r
        return r

    def _best(self, card, noise, rng, keep=1):
        s = self.s
        p = self.p
        off = p * GN
        moves = L.placements(s.land, off, self.cells, card)
        if not moves:
            return -2.0, rules.DISCARD
        if self.fval is None:
            self._index()
        best_v = None
        best_m = moves[0]
        top = []
        for i, code in enumerate(moves):
            if i & 7 == 7 and not self.poll():
                break
            pos = code >> 2
            rot = code & 3
            L.put(s.land, s.bb, p, card, pos, rot)
            v = self.gain(pos, pos + BOFF[rot])
            L.take(s.land, pos, rot, off)
            s.bb[:] = self.bb
            if noise:
                v += rng.below(noise * 10 + 1) / 10.0
            if keep > 1:
                top.append((v, code + rules.PLACE0))
            if best_v is None or v > best_v:
                best_v = v
                best_m = code + rules.PLACE0
        if keep > 1:
            return _top(top, keep)
        return best_v, best_m


def _top(pairs, k):
    """The k pairs with the largest first item, largest first (a plain selection: list.sort with a key
    misbehaved under the desktop MicroPython build)."""
    out = []
    for x in pairs:
        i = len(out)
        while i > 0 and out[i - 1][0] < x[0]:
            i -= 1
        if i < k:
            out.insert(i, x)
            if len(out) > k:
                out.pop()
    return out


def lookahead(s, me, card, poll, keep=3, width=6):
    """Hard's placement: the few best spots now, each valued again by how well the cards still to come
    (what this player may still get: the row, the hands going round) fit the land it leaves."""
    pl = Planner(s, me, poll)
    top = pl._best(card, 0, None, keep)
    if not isinstance(top, list):
        return top[1]   # the card fits nowhere
    if len(top) == 1:
        return top[0][1]
    future = s.hand[me] | s.unseen(me)
    for c in s.row:
        future |= 1 << c
    future = deck.cards_of(future & ~(1 << card))
    # the most promising future cards in today's land
    ranked = []
    for c in future:
        ranked.append((pl.best(c)[0], c))
    future = [c for _, c in _top(ranked, width)]
    anc = s.anc[me]
    dry = s.ph == rules.PH_DRY
    best = None
    bm = top[0][1]
    for g, m in top:
        if not poll():
            break
        t = s.copy()
        code = m - rules.PLACE0
        pos = code >> 2
        rot = code & 3
        L.put(t.land, t.bb, me, card, pos, rot)
        t.log[me].extend(bytes((card, code >> 8, code & 255)))
        L.close_fields(t.land, t.bb, me, pos, rot, anc, dry, True)
        nxt = Planner(t, me, poll)
        gains = []
        for c in future:
            gains.append((nxt.best(c)[0], c))
        fut = 0.0
        for x, _ in _top(gains, max(1, nxt.rem)):
            if x > 0:
                fut += x
        v = g + 0.35 * fut
        if best is None or v > best:
            best = v
            bm = m
    return bm
