# Tanbo: the big move's swap: « votre adversaire doit choisir exactement 2 de ses pions ... et intervertir leur
# position ». The opponent picks two of their own pieces. A swap that changes something takes two pieces of
# different kinds in different paddies (two moves, a pick each); any other pair (alike pieces, or two pieces of one
# paddy) changes nothing and is the one move NO_SWAP, offered beside them when the opponent has such a pair. With
# no swap that changes something, the swap is skipped (docs/rules/tanbo.md).
from games.tanbo.layout import *  # noqa: F401,F403


def swap_picks(b, o, first):
    """Moves of player o for the big-move swap: the first picks (and NO_SWAP when a swap that changes nothing is
    possible too: two pieces in one paddy, or two alike), or with first != NONE the second picks. Empty when no
    swap would change anything."""
    f = b[FARM + o]
    out = []
    if first == NONE:
        keep = False
        seen = 0   # kinds met in the paddies before
        for i in range(5):
            at = (o * 5 + i) * 4
            n = 0
            for k in range(5):
                if b[at + k] if k < 4 else f == i:
                    n += b[at + k] if k < 4 else 1
                    if (seen >> k) & 1:
                        keep = True
                    seen |= 1 << k
                    if has_partner(b, o, i, k):
                        out.append(i * 5 + k)
            if n > 1:
                keep = True
        if out and keep:
            out.append(NO_SWAP)
        return out
    fi = first // 5
    fk = first % 5
    for i in range(5):
        if i == fi:
            continue
        at = (o * 5 + i) * 4
        for k in range(5):
            if k != fk and (b[at + k] if k < 4 else f == i):
                out.append(i * 5 + k)
    return out


def kinds_in(b, o, i):
    """Bit k set for each kind k (FARMER included) in player o's paddy i."""
    at = (o * 5 + i) * 4
    m = 16 if b[FARM + o] == i else 0
    if b[at]:
        m |= 1
    if b[at + 1]:
        m |= 2
    if b[at + 2]:
        m |= 4
    if b[at + 3]:
        m |= 8
    return m


def can_swap(b, o):
    """swap_picks(b, o, NONE) != [], without building it (each big move asks): a swap that changes something
    needs two non-empty paddies, and it exists unless every non-empty paddy holds one and the same kind."""
    one = 0
    paddies = 0
    for i in range(5):
        m = kinds_in(b, o, i)
        if m:
            paddies += 1
            if one == 0:
                one = m
            elif m != one:
                one = -1
            if m & (m - 1):
                one = -1  # two kinds in one paddy: any piece elsewhere pairs with one of them
    return paddies > 1 and one < 0


def has_partner(b, o, pi, pk):
    f = b[FARM + o]
    for i in range(5):
        if i == pi:
            continue
        at = (o * 5 + i) * 4
        for k in range(5):
            if k != pk and (b[at + k] if k < 4 else f == i):
                return True
    return False


def swap(b, o, first, second):
    for here, there in ((first, second), (second, first)):
        i, k = here // 5, here % 5
        j = there // 5
        if k == FARMER:
            b[FARM + o] = j
        else:
            b[(o * 5 + i) * 4 + k] -= 1
            b[(o * 5 + j) * 4 + k] += 1
