# Computer players for Rizieres du Cambodge. Every decision rests on one placement search: each legal spot of
# a card is tried in place on a copy of the land and valued as points closed now plus the hoped-for points of
# the open fields (less likely the more furrow sides still face empty squares and the fewer cards are left).
# Drafting uses the same values for both lands: keep what scores for you, send to the row (wet season) or take
# (dry season) what would score for the opponent. The opponent's hand is known by elimination (all 18 cards
# are dealt), so the AI reasons only from what its player can see (state.unseen).
from games.rice import deck, rules
from games.rice import land as L
from games.rice.land import GN, SCORED, BOFF

LEVELS = ("Easy", "Normal", "Hard")
# chance that an open field still closes, by furrow sides facing empty squares
HOPE = (1.0, 0.6, 0.4, 0.22, 0.12, 0.06)
# rough worth of each ancestor (points it tends to bring), used only to pick the ancestor at the start
ANC_WORTH = (3, 3, 7, 2, 2, 3, 2, 5, 4, 3, 4, 3, 3, 3, 2, 3, 2, 3)


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
        f, b, h = L.contents(s.item, off, fc)
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

    def _best(self, card, noise, rng):
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
        for i, code in enumerate(moves):
            if i & 7 == 7 and not self.poll():
                break
            pos = code >> 2
            rot = code & 3
            L.put(s.land, s.item, s.bb, p, card, pos, rot)
            v = self.gain(pos, pos + BOFF[rot])
            L.take(s.land, s.item, pos, rot, off)
            s.bb[:] = self.bb
            if noise:
                v += rng.below(noise * 10 + 1) / 10.0
            if best_v is None or v > best_v:
                best_v = v
                best_m = code + rules.PLACE0
        return best_v, best_m


def choose(state, level, rng, poll=_always):
    moves = state.legal_moves()
    if len(moves) == 1:
        return moves[0]
    s = state.copy()
    me = s.to_move()
    ph = s.ph
    if level == 0 and s.step != rules.ST_PLACE and rng.below(2):
        return rng.choice(moves)   # Easy drafts half at random
    if ph == rules.PH_ANC:
        return _ancestor(s, me, moves, poll)
    mine = Planner(s, me, poll)
    if s.step == rules.ST_PLACE:
        card = s.pcard[me]
        if level == 0:
            return mine.best(card, 4, rng)[1]
        return mine.best(card)[1]
    theirs = Planner(s, 1 - me, poll)
    gain_me = {}
    gain_them = {}
    need_them = level > 0 and (ph == rules.PH_DRY or s.step == rules.ST_ROW or level == 2)
    for c in moves:
        gain_me[c] = mine.best(c)[0]
        if need_them:
            gain_them[c] = theirs.best(c)[0]
        if not poll():
            break
    if ph == rules.PH_DRY:
        if level == 2:
            return _dry_minimax(s, me, moves, gain_me, gain_them, poll)
        w = 0.4 if level == 1 else 0.0
        return _argmax(moves, gain_me, gain_them, 1.0, w)
    if s.step == rules.ST_CARD:
        if level == 2:
            return _wet_pair(moves, gain_me, gain_them)
        return _argmax(moves, gain_me, gain_them, 1.0, 0.0)
    # the row card: deny the opponent the card they want most, unless it is also ours to lose
    if level == 0:
        return _argmax(moves, gain_me, gain_them, -1.0, 0.0)
    return _argmax(moves, gain_me, gain_them, -0.35, 1.0)


def _argmax(moves, a, b, wa, wb):
    best = None
    bm = moves[0]
    for m in moves:
        v = wa * a.get(m, -99.0) + wb * b.get(m, 0.0)
        if best is None or v > best:
            best = v
            bm = m
    return bm


def _wet_pair(moves, gain_me, gain_them):
    """Land card for the pair (land card, row card) that best balances my gain against the opponent's best
    card among the ones I pass."""
    best = None
    bm = moves[0]
    for land in moves:
        for row in moves:
            if row == land:
                continue
            passed = 0.0
            for c in moves:
                if c != land and c != row:
                    g = gain_them.get(c, 0.0)
                    if g > passed:
                        passed = g
            v = gain_me.get(land, -99.0) - 0.5 * passed + 0.3 * gain_them.get(row, 0.0)
            if best is None or v > best:
                best = v
                bm = land
    return bm


def _dry_minimax(s, me, moves, gain_me, gain_them, poll):
    """Exact alternate picking over the row with today's values (a card's worth to each land held fixed)."""
    cards = list(moves)
    n = len(cards)
    best = None
    bm = cards[0]
    for i in range(n):
        rest = cards[:i] + cards[i + 1:]
        v = gain_me.get(cards[i], 0.0) + _pick(rest, False, gain_me, gain_them, 0.7)
        if best is None or v > best:
            best = v
            bm = cards[i]
        if not poll():
            break
    return bm


def _pick(cards, mine, gain_me, gain_them, decay):
    if not cards:
        return 0.0
    best = None
    for i in range(len(cards)):
        rest = cards[:i] + cards[i + 1:]
        c = cards[i]
        if mine:
            v = decay * gain_me.get(c, 0.0) + _pick(rest, False, gain_me, gain_them, decay * 0.7)
            if best is None or v > best:
                best = v
        else:
            v = -decay * gain_them.get(c, 0.0) + _pick(rest, True, gain_me, gain_them, decay * 0.7)
            if best is None or v < best:
                best = v
    return best


def _ancestor(s, me, moves, poll):
    """Keep as ancestor the card whose ancestor is worth more than the other card is as the first land card."""
    best = None
    bm = moves[0]
    for anc in moves:
        first = [c for c in moves if c != anc][0]
        t = rules.State()
        t.anc[me] = anc
        pts = t._place(me, first, rules.PLACE0 + L.ORIGIN * 4, False)
        v = ANC_WORTH[anc] + pts + deck.card_farmers(first) * 0.5
        if best is None or v > best:
            best = v
            bm = anc
    return bm
