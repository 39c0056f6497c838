# Computer players for Rizieres du Cambodge. Every decision rests on one placement search: each legal spot of
# a card is tried in place on a copy of the land and valued as points closed now plus the hoped-for points of
# the open fields (less likely the more furrow sides still face empty squares and the fewer cards are left).
# Drafting uses the same values for both lands: keep what scores for you, send to the row (wet season) or take
# (dry season) what would score for the opponent. The opponent's hand is known by elimination (all 18 cards
# are dealt), so the AI reasons only from what its player can see (state.unseen).
from games.rice import layout, rules
from games.rice import land as L
# the placement search (aiplan.py: a module of its own so that each compiles from source in 64 KB)
from games.rice.aiplan import Planner, lookahead, prepare, _always


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
