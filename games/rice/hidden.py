# determinize for the rice engine (the hidden information of games/rice/rules.py), imported only when an AI asks.
from games.rice import layout
from games.rice.layout import DISCARD, NONE, SECRET_PHASES


def determinize(s, player, rng):
    """A copy where every card `player` cannot see is dealt again at random into the same hidden slots (the
    opponent's hand and secret choices, the face-down deal); a resampled secret placement is a random legal
    one. Lands, the row and the ancestors are public."""
    d = s.copy()
    o = 1 - player
    pool = layout.cards_of(s.unseen(player))
    rng.shuffle(pool)
    k = 0
    n = layout.count(s.hand[o])
    d.hand[o] = _mask(pool, k, n)
    k += n
    secret = s.ph in SECRET_PHASES
    if secret and s.pcard[o] != NONE:
        d.pcard[o] = pool[k]
        k += 1
    if secret and s.prow[o] != NONE:
        d.prow[o] = pool[k]
        k += 1
    for p in (0, 1):
        n = layout.count(s.deal[p])
        d.deal[p] = _mask(pool, k, n)
        k += n
    if secret and s.ppos[o] >= 0:
        moves = d.placements(o, d.pcard[o])
        d.ppos[o] = rng.choice(moves) if moves else DISCARD
    return d


def _mask(cards, k, n):
    m = 0
    for i in range(k, k + n):
        m |= 1 << cards[i]
    return m
