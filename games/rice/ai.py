# Computer players for Rizieres du Cambodge. Every decision rests on one placement search: each legal spot of
# a card is tried in place on a copy of the land and valued as points closed now plus the hoped-for points of
# the open fields (less likely the more furrow sides still face empty squares and the fewer cards are left).
# Drafting uses the same values for both lands: keep what scores for you, send to the row (wet season) or take
# (dry season) what would score for the opponent. The opponent's hand is known by elimination (all 18 cards
# are dealt), so the AI reasons only from what its player can see (state.unseen).
from games.rice import deck, rules
from games.rice import land as L
from games.rice.plan import Planner, lookahead

LEVELS = ("Easy", "Normal", "Hard")
# rough worth of each ancestor (points it tends to bring), used only to pick the ancestor at the start
ANC_WORTH = (3, 3, 7, 2, 2, 3, 2, 5, 4, 3, 4, 3, 3, 3, 2, 3, 2, 3)


def _always():
    return True


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
        if level == 2:
            return lookahead(s, me, card, poll)
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
