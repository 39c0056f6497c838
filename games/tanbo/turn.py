# Tanbo: a turn on the state bytearray b: preparation, sowing, the five actions and the big move's second sowing.
# Plain functions on b keep each module small enough to compile in the device's RAM.
from games.tanbo.layout import *  # noqa: F401,F403
from games.tanbo.endturn import (score, count, base, end_phase, check_wins, game_over, leader,  # noqa: F401
                                 action_for, only_kind, remove_one, excess_on)
from games.tanbo.swapping import swap_picks, swap, can_swap  # noqa: F401


def start_turn(b):
    # turns that need no decision follow each other in this loop, not by recursion (small device stacks)
    b[PHASE] = NEXT
    while b[PHASE] == NEXT:
        take_up(b)


def take_up(b):
    p = b[PLAYER]
    f = b[FARM + p]
    at = (p * 5 + f) * 4
    for k in range(4):
        b[HAND + k] = b[at + k]
        b[at + k] = 0
    b[HAND + FARMER] = 1
    b[FARM + p] = OFF
    b[CURSOR] = (f + 1) % 5
    b[CHAIN] = 0
    b[GAIN] = 0
    b[PHASE] = SOW
    sow_on(b)


def place(b, k):
    p = b[PLAYER]
    i = b[CURSOR]
    b[HAND + k] -= 1
    if k == FARMER:
        b[FARM + p] = i
    else:
        b[(p * 5 + i) * 4 + k] += 1
    b[LAST] = i
    b[CURSOR] = (i + 1) % 5


def sow_on(b):
    # once the hand holds one kind only, the order no longer matters: sow the rest at once
    kinds = 0
    k = 0
    for j in range(5):
        if b[HAND + j]:
            kinds += 1
            k = j
    if kinds > 1:
        return
    while b[HAND + k]:
        place(b, k)
    action(b)


def action(b):
    p = b[PLAYER]
    last = b[LAST]
    at = (p * 5 + last) * 4
    s = b[at]
    r = b[at + 1] + b[at + 2] + b[at + 3]
    act = action_for(s, r)
    if act == A_HARVEST:
        b[PENDING] = r - s
        b[PHASE] = HARVEST
        harvest_on(b)
    elif act == A_CULTIVATE:
        b[PENDING] = min(s - r, b[BAG] + b[BAG + 1] + b[BAG + 2])   # a short bag gives what it holds
        b[PURPOSE] = A_CULTIVATE
        b[PHASE] = DRAW
        draw_on(b)
    elif act == A_SOW:
        if s == 0:
            for c in (1, 2, 3):
                b[BAG + c - 1] += b[at + c]
                b[at + c] = 0
            add = min(2, b[RESERVE])
            b[RESERVE] -= add
            b[at] = add
            end_phase(b)
        else:
            b[RESERVE] += s
            b[at] = 0
            b[PENDING] = min(2, b[BAG] + b[BAG + 1] + b[BAG + 2])
            b[PURPOSE] = A_SOW
            b[PHASE] = DRAW
            draw_on(b)
    elif act == A_REST:
        steps = 0
        for d in range(1, 5):
            j = (last + d) % 5
            q = (p * 5 + j) * 4
            if b[q] + b[q + 1] + b[q + 2] + b[q + 3]:
                steps = d
                b[FARM + p] = j
                break
        st = STORE + p * 3
        b[PENDING] = min(steps, b[st] + b[st + 1] + b[st + 2])
        b[PHASE] = REST
        rest_on(b)
    else:  # big move
        if b[CHAIN] >= MAX_CHAIN:
            end_phase(b)
            return
        b[CHAIN] += 1
        if can_swap(b, 1 - p):
            b[PHASE] = SWAP1
        else:
            resow(b)


def harvest_one(b, c):
    p = b[PLAYER]
    b[(p * 5 + b[LAST]) * 4 + c] -= 1
    b[STORE + p * 3 + c - 1] += 1
    b[GAIN] = min(255, b[GAIN] + POINTS[c])
    b[PENDING] -= 1


def harvest_on(b):
    at = (b[PLAYER] * 5 + b[LAST]) * 4
    while b[PENDING]:
        only = only_kind(b, at, 1)
        if only < 0:
            return  # a real choice of colour
        harvest_one(b, only)
    check_wins(b)
    if b[PHASE] != OVER:
        end_phase(b)


def draw_on(b):
    # PENDING never exceeds the bag (Cultivate and Sow draw what is left): a draw always finds a rice
    if b[PENDING] == 0:
        end_phase(b)


def give_back(b, c):
    b[STORE + b[PLAYER] * 3 + c - 1] -= 1
    b[BAG + c - 1] += 1
    b[PENDING] -= 1


def rest_on(b):
    st = STORE + b[PLAYER] * 3 - 1
    while b[PENDING]:
        only = only_kind(b, st, 1)
        if only < 0:
            return
        give_back(b, only)
    check_wins(b)  # losing points can hand the opponent a 20-point lead
    if b[PHASE] != OVER:
        end_phase(b)


def resow(b):
    # the big move's second moving phase starts from the last paddy, with all its pieces (farmer included)
    p = b[PLAYER]
    last = b[LAST]
    at = (p * 5 + last) * 4
    for k in range(4):
        b[HAND + k] = b[at + k]
        b[at + k] = 0
    if b[FARM + p] == last:
        b[HAND + FARMER] = 1
        b[FARM + p] = OFF
    b[CURSOR] = (last + 1) % 5
    b[PHASE] = SOW
    sow_on(b)
