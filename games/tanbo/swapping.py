# Tanbo: the big move's swap: the opponent exchanges two of their own pieces of different kinds that stand in
# different paddies (a swap of alike pieces would change nothing, so it does not count; docs/rules/tanbo.md).
from games.tanbo.layout import *  # noqa: F401,F403


def swap_picks(b, o, first):
    """Pieces of player o that may be picked for the big-move swap (the second pick when first != NONE):
    two pieces of different kinds in different paddies, so the swap always changes something."""
    f = b[FARM + o]
    out = []
    if first == NONE:
        for i in range(5):
            at = (o * 5 + i) * 4
            for k in range(5):
                if (b[at + k] if k < 4 else f == i) and has_partner(b, o, i, k):
                    out.append(i * 5 + k)
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
