# The flow of a game of rice (reveals, seasons), as functions of a rules.State; apart from
# rules.py so that no module is large to compile on the device. The end of the game (games/rice/ending.py) is
# imported when the game ends, not for the whole match.
from games.rice import layout
from games.rice.layout import A_START, PH_WET, PH_LAST, PH_COIN, PH_DRY, ST_CARD, ST_PLACE, PLACE0, DISCARD, \
    NONE, WET_TURNS
from games.rice import land as L
from games.rice.land import ORIGIN


def place(s, p, card, move, dry):
    if move == DISCARD:
        s.gone |= 1 << card
        return 0
    code = move - PLACE0
    pos = code >> 2
    rot = code & 3
    s.own_land()
    L.put(s.land, s.bb, p, card, pos, rot)
    s.log[p].extend(bytes((card, code >> 8, code & 255)))
    pts, n = L.close_fields(s.land, s.bb, p, pos, rot, s.anc[p], dry, True)
    s.score[p] += pts
    s.closed[p] += n
    return pts


def replay(s):
    """The land that s's placements build (a copy whose shared land was given back, see rules.State.copy):
    the same cards in the same order close the same fields."""
    land = bytearray(2 * L.GN)
    bb = bytearray(8)
    for p in (0, 1):
        lg = s.log[p]
        for i in range(0, len(lg), 3):
            code = (lg[i + 1] << 8) | lg[i + 2]
            L.put(land, bb, p, lg[i], code >> 2, code & 3)
            L.close_fields(land, bb, p, code >> 2, code & 3, s.anc[p], False, True)
    return land


def reveal_ancestors(s):
    for p in (0, 1):
        s.anc[p] = s.pcard[p]
        s.pcard[p] = NONE
        first = layout.cards_of(s.hand[p])[0]
        # the first card's orientation is a symmetry of the whole land, so it is always laid flat
        place(s, p, first, PLACE0 + ORIGIN * 4, False)
        s.hand[p] = s.deal[p]
        s.deal[p] = 0
    s.ph = PH_WET
    s.turn = 0
    s.cur = 0
    s.step = ST_CARD


def reveal(s):
    for p in (0, 1):
        place(s, p, s.pcard[p], s.ppos[p], False)
        s.pcard[p] = NONE
        s.ppos[p] = -1
    if s.ph == PH_LAST:
        begin_dry(s)
        return
    s.row.append(s.prow[0])
    s.row.append(s.prow[1])
    s.prow[0] = s.prow[1] = NONE
    s.hand[0], s.hand[1] = s.hand[1], s.hand[0]   # pass the rest of your hand
    s.turn += 1
    s.cur = 0
    if s.turn == WET_TURNS:
        # the last card of each hand goes to the land
        s.ph = PH_LAST
        s.step = ST_PLACE
        for p in (0, 1):
            s.pcard[p] = layout.cards_of(s.hand[p])[0]
            s.hand[p] = 0
    else:
        s.step = ST_CARD


def begin_dry(s):
    s.turn = 0
    for p in (0, 1):
        if s.anc[p] == A_START:
            s.first = p
            start_dry(s)
            return
    sc = s.score
    if sc[0] == sc[1]:
        f0 = s.farmers(0)
        f1 = s.farmers(1)
        if f0 == f1:
            s.ph = PH_COIN   # the seed says the youngest starts: we toss a coin
            return
        s.first = 0 if f0 < f1 else 1
    else:
        s.first = 0 if sc[0] < sc[1] else 1
    start_dry(s)


def start_dry(s):
    s.ph = PH_DRY
    s.cur = s.first
    s.step = ST_CARD
