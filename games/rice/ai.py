# Computer players for Rizieres du Cambodge. Every decision rests on one placement search: each legal spot of
# a card is tried in place on a copy of the land and valued as points closed now plus the hoped-for points of
# the open fields (less likely the more furrow sides still face empty squares and the fewer cards are left).
# Drafting uses the same values for both lands: keep what scores for you, send to the row (wet season) or take
# (dry season) what would score for the opponent. The opponent's hand is known by elimination (all 18 cards
# are dealt), so the AI reasons only from what its player can see (state.unseen).
from games.rice import layout, rules
from games.rice import land as L
from games.rice.layout import EDGES, NCARDS
from games.rice.land import GN, GW, SCORED, BOFF, FARMERS_IN
# (names bound here: a module attribute costs the device a second lookup, and these run for every spot tried)
from games.rice.land import field, field_points, is_closed, inner_path, put, take, closes_dead_end

# ---- the placement search (a card's spots in a land, valued), its memo, and Normal's and Hard's lookahead

# chance (percent) that an open field still closes, by furrow sides facing empty squares. Values are kept in
# hundredths of a point as small ints: MicroPython allocates every float, ints cost nothing.
HOPE = (100, 60, 40, 22, 12, 6)
# The memo of best(): a land's best spot for each card, kept from one decision to the next while the land does
# not change (in the dry season one land changes per pick: the other's values serve again). A fixed table, made
# once: SLOTS lands (the two real ones, the lookahead's lands), the least recently used given up for a new one.
# _KEY[i]: the placements (log bytes) of slot i's land, None if free; _TAG[2i], _TAG[2i + 1]: its ancestor and
# season; _VAL[4 * (NCARDS * i + card):+4]: gain + 32768 and move (0: not known), 16 bits each, big-endian.
SLOTS = 6
_KEY = [None] * SLOTS
_TAG = bytearray(2 * SLOTS)
_AGE = [0] * SLOTS
_VAL = bytearray(4 * NCARDS * SLOTS)
_CLOCK = [0]


def forget():
    """Empties the memo (tests: a pinned game must not depend on what an earlier search remembered)."""
    for i in range(SLOTS):
        _KEY[i] = None


def _slot(log, anc, dry):
    """The memo's slot of the land these placements build (claimed, emptied, if no slot holds it)."""
    t = _CLOCK[0] + 1
    _CLOCK[0] = t
    old = 0
    for i in range(SLOTS):
        k = _KEY[i]
        if k is not None and k == log and _TAG[2 * i] == anc and _TAG[2 * i + 1] == dry:
            _AGE[i] = t
            return i
        if _AGE[i] < _AGE[old]:
            old = i
    _KEY[old] = bytes(log)
    _TAG[2 * old] = anc
    _TAG[2 * old + 1] = dry
    _AGE[old] = t
    j = 4 * NCARDS * old
    for x in range(j, j + 4 * NCARDS):
        _VAL[x] = 0
    return old


def _always():
    return True


class Planner:
    """Values placements of cards in one player's land (the state's, changed and restored)."""

    def __init__(self, s, p, poll):
        self.s = s
        self.land = s.land   # (a property of the state: read once, not at every square)
        self.p = p
        self.poll = poll
        self.cells = s.cells(p)
        self.bb = s.bb[:]
        self.anc = s.anc[p]
        self.dry = s.ph == rules.PH_DRY
        # placements this player will still make after the one being planned
        self.rem = 7 - len(self.cells) // 2
        self.fval = None
        self.spots = None   # the land's spots, found at the first card (L.spots)
        self.stopped = False

    def _poll(self):
        if self.poll():
            return True
        self.stopped = True   # a hurried answer: not worth remembering
        return False

    def field_value(self, fc, opened):
        """Worth of one field: its points if it closes now, else its points times the hope that it closes,
        less the buffalo it would abandon."""
        s = self.s
        off = self.p * GN
        anc = self.anc
        f = b = h = 0
        land = self.land
        for c in fc:   # L.contents without its tuple
            x = (land[off + c] >> 4) & 7
            if x == 4:
                b += 1
            elif x == 5:
                h += 1
            else:
                f += FARMERS_IN[x]
        if opened == 0 and is_closed(land, off, s.bb, self.p, fc, 0):
            return 100 * field_points(len(fc), f, b, h, anc, self.dry)
        rem = self.rem
        if opened == 0 or rem * 3 < opened or inner_path(land, off, fc):
            q = 0   # it cannot close any more (a hole, a dead-end path, too few cards left)
        else:
            q = HOPE[opened if opened < 5 else 5]
            if rem < 2:
                q //= 2
        v = (q * field_points(len(fc), f, b, h, anc, self.dry) if q else 0) - (100 - q) * b
        if anc == layout.A_CHANTREA:
            v += 2 * (100 - q) * f
        return v

    def _index(self):
        """Field of every open square and each field's worth, for the land as it is now."""
        land = self.land
        off = self.p * GN
        self.fid = {}
        self.fval = []
        for c in self.cells:
            if land[off + c] & SCORED or c in self.fid:
                continue
            fc, opened = field(land, off, c)
            k = len(self.fval)
            for x in fc:
                self.fid[x] = k
            self.fval.append(self.field_value(fc, opened))

    def gain(self, a, b):
        """Change of the land's worth once squares a and b are down: the new squares' fields replace the old
        fields they swallow."""
        land = self.land
        off = self.p * GN
        fid = self.fid
        fval = self.fval
        old = 0   # bit k: old field k already subtracted (no list: this runs for every spot tried)
        v = 0
        start = a
        while True:   # a's field, then b's if it is another (no tuple: this runs for every spot tried)
            fc, opened = field(land, off, start)
            v += self.field_value(fc, opened)
            for c in fc:
                k = fid.get(c, -1)
                if k >= 0 and not (old >> k) & 1:
                    old |= 1 << k
                    v -= fval[k]
            if start == b or b in fc:
                return v
            start = b

    def best(self, card, noise=0, rng=None):
        """(gain, move): the best placement of card and how much it adds to the land's worth."""
        j = -1
        if not noise:
            # the same question comes back at the next step of a turn, and in the dry season at the next pick
            # for the land that did not change (the memo is keyed by the land's placements)
            j = 4 * (NCARDS * _slot(self.s.log[self.p], self.anc, self.dry) + card)
            m = (_VAL[j + 2] << 8) | _VAL[j + 3]
            if m:
                return ((_VAL[j] << 8) | _VAL[j + 1]) - 32768, m
        self.stopped = False
        r = self._best(card, noise, rng)
        if j >= 0 and not self.stopped:   # (a hurried answer is not remembered)
            v = r[0] + 32768
            if 0 <= v < 65536:
                # (the slot is still this land's: no other land was asked for while _best ran)
                _VAL[j] = v >> 8
                _VAL[j + 1] = v & 255
                _VAL[j + 2] = r[1] >> 8
                _VAL[j + 3] = r[1] & 255
        return r

    def _best(self, card, noise, rng, keep=1):
        s = self.s
        land = self.land
        p = self.p
        off = p * GN
        sp = self.spots
        if sp is None:
            sp = self.spots = L.spots(land, off, self.cells, self._poll)
        k = card * 8
        best_v = None
        best_m = rules.DISCARD
        top = []
        i = 0
        for x in sp:   # the spots in the order of their codes: the order L.placements lists them in
            rot = (x >> 16) & 3
            # the card's sides against the squares around the spot (L.sides_fit, from the spot's two rules)
            if (EDGES[k + rot * 2] ^ (x >> 12)) & (x >> 8) & 15 or (EDGES[k + rot * 2 + 1] ^ (x >> 4)) & x & 15:
                continue
            pos = x >> 18
            if closes_dead_end(land, off, card, pos, rot):
                continue
            if i & 1 and not self._poll():   # a spot can take a few ms on the device
                break
            i += 1
            if self.fval is None:
                self._index()
            put(land, s.bb, p, card, pos, rot)
            try:   # the land may be the game's own (shared, see ai.think): always taken back
                v = self.gain(pos, pos + BOFF[rot])
            finally:
                take(land, pos, rot, off)
                s.bb[:] = self.bb
            if noise:
                v += rng.below(noise * 100 + 1)
            m = (x >> 16) + rules.PLACE0
            if keep > 1 and (len(top) < keep or v > top[-1][0]):
                top = _top(top + [(v, m)], keep)
            if best_v is None or v > best_v:
                best_v = v
                best_m = m
        if best_v is None:
            return -200, rules.DISCARD
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


def lookahead(s, me, card, poll, out, keep=3, width=4):
    """Normal's and Hard's placement (a generator, see ai.think): the keep best spots now, each valued again by
    how well the width most promising cards still to come (what this player may still get: the row, the hands
    going round) fit the land it leaves. The best spot so far is kept in out[0]. Each spot is tried on s's land
    in place and taken back (a copy of the state per spot left 1 KB holes in the heap)."""
    pl = Planner(s, me, poll)
    top = pl._best(card, 0, None, keep)
    if not isinstance(top, list):
        out[0] = top[1]   # the card fits nowhere
        return
    out[0] = top[0][1]
    if len(top) == 1:
        return
    future = s.hand[me] | s.unseen(me)
    for c in s.row:
        future |= 1 << c
    future = layout.cards_of(future & ~(1 << card))
    yield
    # the most promising future cards in today's land
    ranked = []
    for c in future:
        ranked.append((pl.best(c)[0], c))
        yield
    future = [c for _, c in _top(ranked, width)]
    anc = s.anc[me]
    dry = s.ph == rules.PH_DRY
    best = None
    off = me * GN
    cells = pl.cells
    n = len(cells)
    was = bytearray(n)   # the squares' bytes before a spot's fields are marked SCORED
    i = 0
    land = pl.land
    while i < n:
        was[i] = land[off + cells[i]]
        i += 1
    bb = s.bb[:]
    log = s.log[me]
    for g, m in top:
        code = m - rules.PLACE0
        pos = code >> 2
        rot = code & 3
        L.put(land, s.bb, me, card, pos, rot)
        # the land is the game's own (ai.think shares it): the spot is taken back before the next yield, and
        # even when the search fails (out of memory), so no yield while it is down
        try:
            s.log[me] = log + bytes((card, code >> 8, code & 255))
            L.close_fields(land, s.bb, me, pos, rot, anc, dry, True)
            nxt = Planner(s, me, poll)
            nxt.spots = _spots_after(pl.spots, land, off, pos, pos + BOFF[rot])
            gains = []
            for c in future:
                gains.append((nxt.best(c)[0], c))
            fut = 0
            for x, _ in _top(gains, max(1, nxt.rem)):
                if x > 0:
                    fut += x
        finally:
            L.take(land, pos, rot, off)
            i = 0
            while i < n:   # (no range object: nothing to allocate while taking back)
                land[off + cells[i]] = was[i]
                i += 1
            s.bb[:] = bb
            s.log[me] = log
        v = g + fut * 35 // 100
        if best is None or v > best:
            best = v
            out[0] = m
        yield


def prepare(s, me, poll):
    """At the wet season's row pick: the land card already placed (it stays pending until both players reveal)
    is put down in place, and every card still to come is valued in the land it makes, then all is taken back.
    The memo keeps the values: the next placement's lookahead ranks these cards in that land, and the row pick
    is the lighter decision. Nothing yields while the card is down (ai.think shares the game's land)."""
    code = s.ppos[me] - rules.PLACE0
    card = s.pcard[me]
    if code < 0 or card >= NCARDS:
        return
    land = s.land
    off = me * GN
    cells = s.cells(me)
    n = len(cells)
    was = bytearray(n)
    i = 0
    while i < n:
        was[i] = land[off + cells[i]]
        i += 1
    bb = s.bb[:]
    log = s.log[me]
    future = s.hand[me] | s.unseen(me)
    for c in s.row:
        future |= 1 << c
    future = layout.cards_of(future & ~(1 << card))
    pos = code >> 2
    rot = code & 3
    L.put(land, s.bb, me, card, pos, rot)
    try:
        s.log[me] = log + bytes((card, code >> 8, code & 255))
        L.close_fields(land, s.bb, me, pos, rot, s.anc[me], s.ph == rules.PH_DRY, True)
        nxt = Planner(s, me, poll)
        for c in future:
            nxt.best(c)
    finally:
        L.take(land, pos, rot, off)
        i = 0
        while i < n:
            land[off + cells[i]] = was[i]
            i += 1
        s.bb[:] = bb
        s.log[me] = log

def _spots_after(old, land, off, a, b):
    """The land's spots (L.spots) once a card is down on squares a and b, from its spots before: the spots on
    or beside the new squares are listed again (gone, or their rules changed), the others kept (their squares'
    neighbours did not change). The same list as L.spots gives on the new land, for a fraction of the work."""
    new = L.spots(land, off, (a, b))
    near = (a - GW, a - 1, a, a + 1, a + GW, b - GW, b - 1, b, b + 1, b + GW)
    m = len(new)
    n = m
    for x in old:
        p = x >> 18
        if p not in near and p + BOFF[(x >> 16) & 3] not in near:
            n += 1
    out = [0] * n   # (sized once: see L.spots)
    j = k = 0
    for x in old:   # both lists in the order of their codes: merged in that order
        p = x >> 18
        if p in near or p + BOFF[(x >> 16) & 3] in near:
            continue
        while j < m and new[j] < x:
            out[k] = new[j]
            k += 1
            j += 1
        out[k] = x
        k += 1
    while j < m:
        out[k] = new[j]
        k += 1
        j += 1
    return out


# ---- the decisions
LEVELS = ("Easy", "Normal", "Hard")
# the placement lookahead (lookahead() above) of Normal and Hard: (spots valued again, cards to come tried there)
LOOKAHEAD = (None, (2, 2), (3, 4))
# rough worth of each ancestor (points it tends to bring), used only to pick the ancestor at the start
ANC_WORTH = (3, 3, 7, 2, 2, 3, 2, 5, 4, 3, 4, 3, 3, 3, 2, 3, 2, 3)


def choose(state, level, rng, poll=_always):
    out = [None]
    for _ in think(state, level, rng, out, poll):
        if not poll():
            break
    return out[0]


def think(state, level, rng, out, poll=_always):
    """The search as a generator: it yields between units of work (one card valued in one land) and keeps
    the best move so far in out[0]. choose() polls at every yield; a memory test can collect garbage there,
    where no other function frame is live."""
    moves = _legal(state, poll)
    out[0] = moves[0]
    if len(moves) == 1:
        return
    # the search works on the game's own state, no copy: it tries spots on the land in place (the bounding box
    # and, in the lookahead and prepare, the placement log too) and always puts everything back (try/finally)
    # before it polls or yields. A copy cost about 600 bytes a decision, and the state kept each of them
    # (rules.State.copy lists the copies sharing its land) until the next card placed.
    s = state
    me = s.to_move()
    ph = s.ph
    if level == 0 and s.step != rules.ST_PLACE and rng.below(2):
        out[0] = rng.choice(moves)   # Easy drafts half at random
        return
    if ph == rules.PH_ANC:
        out[0] = _ancestor(s, me, moves, poll)
        return
    mine = Planner(s, me, poll)
    if s.step == rules.ST_PLACE:
        card = s.pcard[me]
        if level == 0:
            out[0] = mine.best(card, 4, rng)[1]
        else:
            # Normal: Hard's lookahead, over its two best spots and the two most promising cards to come (most of
            # Hard's edge against ISMCTS-1000, at half of Hard's cost: docs/rules/rice.md)
            for _ in lookahead(s, me, card, poll, out, *LOOKAHEAD[level]):
                yield
        return
    theirs = Planner(s, 1 - me, poll)
    gain_me = {}
    gain_them = {}
    need_them = level > 0 and (ph == rules.PH_DRY or s.step == rules.ST_ROW or level == 2)
    seen = []
    for c in moves:
        gain_me[c] = mine.best(c)[0]
        seen.append(c)
        out[0] = _argmax(seen, gain_me, gain_them, 100, 0)
        yield
        if need_them:
            gain_them[c] = theirs.best(c)[0]
            yield
    if ph == rules.PH_DRY:
        if level == 2:
            out[0] = _dry_minimax(s, me, moves, gain_me, gain_them, poll)
        else:
            out[0] = _argmax(moves, gain_me, gain_them, 100, 40 if level == 1 else 0)
    elif s.step == rules.ST_CARD:
        if level == 2:
            out[0] = _wet_pair(moves, gain_me, gain_them)
        else:
            out[0] = _argmax(moves, gain_me, gain_them, 100, 0)
    elif level == 0:
        out[0] = _argmax(moves, gain_me, gain_them, -100, 0)
    else:
        # the row card: deny the opponent the card they want most, unless it is also ours to lose
        out[0] = _argmax(moves, gain_me, gain_them, -35, 100)
    if level > 0 and ph != rules.PH_DRY:
        # the decision made, the cards still to come are valued in the land of the next placement (the memo
        # keeps them): that placement's lookahead ranks them all there, and a wet-season pick is the lighter
        # decision. The land card is placed right after its pick; the row pick comes before the reveal that
        # puts down the card placed (prepare lays it in place for the time of it)
        if s.step == rules.ST_CARD:
            rest = s.unseen(me)
            for c in s.row:
                rest |= 1 << c
            for c in layout.cards_of(rest):
                mine.best(c)
                yield
        else:
            prepare(s, me, poll)


def _legal(state, poll):
    """state.legal_moves(), polling while a card's placements are listed (the long part: every spot beside the
    land is tried). A hurried list may be partial, never empty while the card fits somewhere."""
    if state.step != rules.ST_PLACE:
        return state.legal_moves()
    p = state.cur
    codes = L.placements(state.land, p * L.GN, state.cells(p), state.pcard[p], poll)
    for i in range(len(codes)):
        codes[i] += rules.PLACE0
    return codes if codes else [rules.DISCARD]


def _argmax(moves, a, b, wa, wb):
    """The move with the largest wa * a[m] + wb * b[m] (weights in percent)."""
    best = None
    bm = moves[0]
    for m in moves:
        v = wa * a.get(m, -9900) + wb * b.get(m, 0)
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
            passed = 0
            for c in moves:
                if c != land and c != row:
                    g = gain_them.get(c, 0)
                    if g > passed:
                        passed = g
            v = 10 * gain_me.get(land, -9900) - 5 * passed + 3 * gain_them.get(row, 0)
            if best is None or v > best:
                best = v
                bm = land
    return bm


def _dry_minimax(s, me, moves, gain_me, gain_them, poll):
    """Exact alternate picking over the row with today's values (a card's worth to each land held fixed).
    Integers only (tenths of a point, later picks discounted 30% a ply) so the search allocates nothing."""
    n = len(moves)
    gm = [gain_me.get(c, 0) // 10 for c in moves]
    gt = [gain_them.get(c, 0) // 10 for c in moves]
    full = (1 << n) - 1
    best = None
    bm = moves[0]
    for i in range(n):
        # _pick(rest, False, gm, gt, 70, n) unrolled by one ply, so poll() runs before each of the opponent's
        # answers (a whole row's picking is thousands of lines); a pick cut short is not compared
        rest = full & ~(1 << i)
        low = None
        for j in range(n):
            if (rest >> j) & 1:
                if not poll():
                    return bm
                v = _pick(rest & ~(1 << j), True, gm, gt, 49, n) - 70 * gt[j]
                if low is None or v < low:
                    low = v
        v = 100 * gm[i] + (0 if low is None else low)
        if best is None or v > best:
            best = v
            bm = moves[i]
    return bm


def _pick(mask, mine, gm, gt, decay, n):
    if not mask:
        return 0
    best = None
    nxt = decay * 7 // 10
    for i in range(n):
        if (mask >> i) & 1:
            rest = _pick(mask & ~(1 << i), not mine, gm, gt, nxt, n)
            if mine:
                v = decay * gm[i] + rest
                if best is None or v > best:
                    best = v
            else:
                v = rest - decay * gt[i]
                if best is None or v < best:
                    best = v
    return best


def _ancestor(s, me, moves, poll):
    """Keep as ancestor the card whose ancestor is worth more than the other card is as the first land card."""
    best = None
    bm = moves[0]
    bb = s.bb[:]
    for anc in moves:
        first = [c for c in moves if c != anc][0]
        # the first card laid flat in the (still empty) land of the AI's copy, then taken back
        L.put(s.land, s.bb, me, first, L.ORIGIN, 0)
        try:
            pts = L.close_fields(s.land, s.bb, me, L.ORIGIN, 0, anc, False, False)[0]
        finally:
            L.take(s.land, L.ORIGIN, 0, me * L.GN)
            s.bb[:] = bb
        v = 2 * (ANC_WORTH[anc] + pts) + layout.card_farmers(first)  # in half points: integers, as on the device
        if best is None or v > best:
            best = v
            bm = anc
    return bm
