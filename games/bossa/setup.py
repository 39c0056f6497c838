# Bossa's starting position, built once a game (games/bossa/rules.py new_game() imports it, then drops it).
from pocket.rng import Rng

from games.bossa.layout import (ASIDE, HAND, NT, O_BMOD, O_LOC, O_MODT, O_OPT, O_OWNER, O_PHASE, O_VER, O_WIN,
                               P_DICE, PILE, SIZE, VERSION)


def build(seed, mode, modifiers):
    """The state bytes of a new game: the seed shuffles the tiles (one set aside, four to each hand, the pile)."""
    b = bytearray(SIZE)
    b[O_VER] = VERSION
    b[O_OPT] = (1 if mode == "novice" else 0) | (2 if modifiers else 0)
    b[O_PHASE] = P_DICE
    for p in (0, 1):
        b[O_OWNER + p] = 255
        b[O_MODT + p] = 255
    b[O_WIN] = 255
    b[O_BMOD] = 255
    # the seed shuffles the tiles: one set aside face down, four to each hand, the rest is the pile
    order = bytearray(range(NT))
    Rng(seed).shuffle(order)
    for i in range(NT):
        t = order[i]
        b[O_LOC + t] = ASIDE if i == 0 else (HAND if i <= 4 else (HAND + 1 if i <= 8 else PILE))
    return b
