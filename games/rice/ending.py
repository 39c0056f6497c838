# The end of a game of rice (final scoring), imported only when the game ends or its scores are shown.
from games.rice.layout import ANC_NAMES, A_CHANTREA, A_CLOSED2, A_SETS, A_HOUSES, A_OPENBUF, A_LARGEST, A_FOUR, \
    A_OPENSQ, A_BIG, A_FB, PH_OVER, ST_CARD
from games.rice import land as L


def finish(s):
    for p in (0, 1):
        s.bonus[p] = sum(v for _, v in s.end_scoring(p))
    s.ph = PH_OVER
    s.cur = 0
    s.step = ST_CARD


def end_scoring(s, p):
    """[(label, points)] of the final scoring for p (open buffalo, end-scoring ancestor)."""
    a = s.anc[p]
    fl = s.fields(p)
    out = []
    open_buf = 0
    for sq, f, b, h, closed in fl:
        if not closed:
            open_buf += b
    if open_buf:
        out.append(("Open buffalo", open_buf if a == A_OPENBUF else -open_buf))
    closed_fl = [x for x in fl if x[4]]
    bonus = 0
    if a == A_CHANTREA:
        bonus = 2 * sum(x[1] for x in fl if not x[4])
    elif a == A_CLOSED2:
        bonus = 2 * len(closed_fl)
    elif a == A_SETS:
        bonus = 3 * min(sum(x[1] for x in closed_fl), sum(x[2] for x in closed_fl),
                        sum(x[3] for x in closed_fl))
    elif a == A_HOUSES:
        bonus = 2 * sum(x[3] for x in fl)
    elif a == A_LARGEST:
        big = 0
        for x in closed_fl:
            if x[0] + x[3] > big:
                big = x[0] + x[3]
        bonus = L.SIZE_PTS[min(big, 5)]
    elif a == A_FOUR:
        bonus = 5 if len(closed_fl) >= 4 else 0
    elif a == A_OPENSQ:
        for x in fl:
            if not x[4] and x[0] > bonus:
                bonus = x[0]
    elif a == A_BIG:
        bonus = 2 * len([x for x in closed_fl if x[0] + x[3] >= 5])
    elif a == A_FB:
        bonus = 3 * len([x for x in closed_fl if x[1] and x[2]])
    if bonus:
        out.append((ANC_NAMES[a], bonus))
    return out
