# Bossa's hidden information for the desktop's search tools (State.observe / determinize, docs/ENGINE.md):
# imported only when they are called, so on the device (whose computer player never calls them) this code never
# takes heap.
from games.bossa.layout import (ASIDE, HAND, NT, O_CHOOSER, O_KEEP, O_LOC, O_PHASE, O_PLAYER, P_CHOOSE, P_COLOUR,
                               P_DICE, P_KEEP, PILE)


def hidden_hands(state, p):
    """Hands p cannot see, as a bit mask (bit q: hand q). The hands are face down until the colours are fixed
    (step 1-2); only the higher roller has looked at theirs ("vérifie sa main"), to choose."""
    b = state.b
    ph = b[O_PHASE]
    if ph == P_DICE:
        return 3
    if ph == P_CHOOSE or ph == P_COLOUR:
        return 2 >> p if b[O_CHOOSER] == p else 3
    return 0


def observe(state, player):
    b = bytearray(state.b)
    hidden = hidden_hands(state, player)
    for t in range(NT):
        loc = b[O_LOC + t]
        if loc == ASIDE or (loc == HAND and hidden & 1) or (loc == HAND + 1 and hidden & 2):
            b[O_LOC + t] = PILE
    # the modifier the other player kept stays secret until both have kept one
    if b[O_PHASE] == P_KEEP and b[O_PLAYER] == player:
        b[O_KEEP + 1 - player] = 0
    return bytes(b)


def determinize(state, player, rng):
    s = state.copy()
    b = s.b
    hidden = hidden_hands(state, player)
    deal = []  # the hidden hands, four tiles each, dealt again from the unseen tiles
    for q in (0, 1):
        if hidden & (1 << q):
            deal.append(HAND + q)
    unseen = [PILE, ASIDE] + deal
    pool = [t for t in range(NT) if b[O_LOC + t] in unseen]
    rng.shuffle(pool)
    i = 0
    for t in pool:
        if i == 0:
            b[O_LOC + t] = ASIDE
        elif i <= 4 * len(deal):
            b[O_LOC + t] = deal[(i - 1) // 4]
        else:
            b[O_LOC + t] = PILE
        i += 1
    if b[O_PHASE] == P_KEEP and b[O_PLAYER] == player and b[O_KEEP + 1 - player]:
        b[O_KEEP + 1 - player] = 1 + rng.below(2)
    return s
