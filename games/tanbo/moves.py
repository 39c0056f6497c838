# Tanbo: one move played on the state bytearray, checked first so that an illegal move changes nothing
# (split from rules.py so that each module compiles in little RAM on the device).
from games.tanbo.layout import *  # noqa: F401,F403
from games.tanbo.turn import (base, place, sow_on, harvest_one, harvest_on, draw_on, give_back, rest_on,
                              remove_one, excess_on, start_turn, swap_picks, swap, resow)


def apply_move(b, move):
    """Validate and play one decision or chance outcome on the state bytearray b (ValueError if illegal)."""
    ph = b[PHASE]
    p = b[PLAYER]
    if ph == SOW:
        if not (0 <= move <= 4 and b[HAND + move]):
            raise ValueError("illegal move %r" % (move,))
        place(b, move)
        sow_on(b)
    elif ph == HARVEST:
        at = base(p, b[LAST])
        if not (1 <= move <= 3 and b[at + move]):
            raise ValueError("illegal move %r" % (move,))
        harvest_one(b, move)
        harvest_on(b)
    elif ph == DRAW:
        if not (1 <= move <= 3 and b[BAG + move - 1]):
            raise ValueError("illegal move %r" % (move,))
        b[BAG + move - 1] -= 1
        b[base(p, b[LAST]) + move] += 1
        b[PENDING] -= 1
        draw_on(b)
    elif ph == REST:
        at = STORE + p * 3 + move - 1
        if not (1 <= move <= 3 and b[at]):
            raise ValueError("illegal move %r" % (move,))
        give_back(b, move)
        rest_on(b)
    elif ph == EXCESS:
        at = base(p, b[CURSOR])
        if not (0 <= move <= 3 and b[at + move]):
            raise ValueError("illegal move %r" % (move,))
        remove_one(b, move)
        excess_on(b)
    elif ph == SETUP:
        if not (0 <= move <= 4):
            raise ValueError("illegal move %r" % (move,))
        b[FARM + p] = move
        if p == 0:
            b[PLAYER] = 1
        else:
            b[PLAYER] = 0
            start_turn(b)
    elif ph == SWAP1:
        if move not in swap_picks(b, 1 - p, NONE):
            raise ValueError("illegal move %r" % (move,))
        if move == NO_SWAP:
            resow(b)   # the swap changed nothing
            return
        b[PICK] = move
        b[PHASE] = SWAP2
    elif ph == SWAP2:
        if move not in swap_picks(b, 1 - p, b[PICK]):
            raise ValueError("illegal move %r" % (move,))
        swap(b, 1 - p, b[PICK], move)
        b[PICK] = NONE
        resow(b)
    else:
        raise ValueError("the game is over")
