# Tanbo: points, the end phase (trimming paddies over 10 pieces), the end of a turn and the win conditions.
# Functions on the state bytearray b; split from turn.py so each module compiles in little RAM on the device.
from games.tanbo.layout import *  # noqa: F401,F403


def score(b, p):
    at = STORE + p * 3
    return 3 * b[at] + 4 * b[at + 1] + 5 * b[at + 2]


def count(b, p, i):
    """Pieces in player p's paddy i, the farmer included."""
    at = (p * 5 + i) * 4
    return b[at] + b[at + 1] + b[at + 2] + b[at + 3] + (1 if b[FARM + p] == i else 0)


def base(p, i):
    return (p * 5 + i) * 4


def end_phase(b):
    b[CURSOR] = 0
    excess_on(b)


def remove_one(b, k):
    b[(b[PLAYER] * 5 + b[CURSOR]) * 4 + k] -= 1
    if k == SNAKE:
        b[RESERVE] += 1
    else:
        b[BAG + k - 1] += 1
    b[PENDING] -= 1


def excess_on(b):
    p = b[PLAYER]
    while True:
        if b[PHASE] == EXCESS and b[PENDING]:
            at = (p * 5 + b[CURSOR]) * 4
            only = only_kind(b, at, 0)
            if only < 0:
                return  # a real choice
            remove_one(b, only)
            continue
        if b[PHASE] == EXCESS:
            b[CURSOR] += 1
        i = b[CURSOR]
        while i < 5 and count(b, p, i) <= PADDY_LIMIT:
            i += 1
        if i == 5:
            break
        b[CURSOR] = i
        b[PENDING] = count(b, p, i) - PADDY_LIMIT
        b[PHASE] = EXCESS
    finish_turn(b)


def finish_turn(b):
    b[TURNS] += 1
    if b[TURNS] >= MAX_TURNS:
        game_over(b, leader(b), END_TURNS)
        return
    b[PLAYER] = 1 - b[PLAYER]
    b[PHASE] = NEXT  # _start_turn's loop carries on


def leader(b):
    a = score(b, 0)
    c = score(b, 1)
    return 0 if a > c else (1 if c > a else 2)


def check_wins(b):
    p = b[PLAYER]
    mine = score(b, p)
    theirs = score(b, 1 - p)
    if mine >= TARGET:
        game_over(b, p, WIN_25)
    elif mine - theirs >= LEAD:
        game_over(b, p, WIN_LEAD)
    elif b[GAIN] >= TURN_GAIN:
        game_over(b, p, WIN_TURN)
    elif theirs - mine >= LEAD:
        game_over(b, 1 - p, WIN_LEAD)


def game_over(b, winner, reason):
    b[WINNER] = winner
    b[REASON] = reason
    b[PHASE] = OVER
    b[PENDING] = 0


def action_for(s, r):
    """The action a last paddy with s snakes and r rice triggers."""
    if s == 0 and r == 0:
        return A_REST
    if s == 0 or r == 0:
        return A_SOW
    if r > s:
        return A_HARVEST
    if s > r:
        return A_CULTIVATE
    return A_BIG


def only_kind(b, at, lo):
    """The kind present in b[at+lo .. at+3] when it is the only one there, else -1."""
    only = -1
    for k in range(lo, 4):
        if b[at + k]:
            if only >= 0:
                return -1
            only = k
    return only
