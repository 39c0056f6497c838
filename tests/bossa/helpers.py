"""Builds Bossa positions for the tests: tiles by name ("W2", "B3", "W1B4"), lines as lists of positions."""
from games.bossa import rules as R
from games.bossa.layout import (ARM, ASIDE, BURIED, DISCARD, HAND, LINE, NT, O_BN, O_BMOD, O_CNT, O_FIRST, O_KEEP, O_LOC,
                               O_MODT, O_NPOS, O_OWNER, O_PHASE, O_PLAYER, O_POS, O_START, O_TOK, O_VAL, P_MAIN,
                               P_DRAW, PILE, TB, TW, tile_value)


def tile_name(t):
    """The tests' short name of a tile: "W2", "B3", "W1B4" (the game itself says it in words: tiles.tile_words)."""
    w = TW[t]
    k = TB[t]
    if not k:
        return "W%d" % w
    if not w:
        return "B%d" % k
    return "W%dB%d" % (w, k)


NAMES = dict((tile_name(t), t) for t in range(NT))


def tid(name):
    return NAMES[name]


def make(hand0=(), hand1=(), white=(3, ()), black=(4, ()), player=0, novice=False, modifiers=0, keep=(0, 0),
         owners=(0, 1), pile=None, aside=None, tokens=(0, 0), phase=P_MAIN):
    """A live state. white/black = (die value, [[tile names of a position], ...]): each position goes to the low end
    (drawn left of the die) when it is worth less than the die, else to the high end, each end in the order listed
    (from the die outward). pile=None: every other tile."""
    s = R.new_game(seed=0, mode="novice" if novice else "regular", modifiers=modifiers)
    b = s.b
    used = set()
    for t in range(NT):
        b[O_LOC + t] = 7  # nowhere yet
    for p, hand in ((0, hand0), (1, hand1)):
        for n in hand:
            b[O_LOC + tid(n)] = HAND + p
            used.add(tid(n))
    for line, (die, positions) in enumerate((white, black)):
        b[O_START + line] = die
        for pos in positions:
            s_ = sum(tile_value(tid(n), line) for n in pos)
            end = line * 2 + (1 if s_ > die else 0)
            j = b[O_NPOS + end]
            b[O_NPOS + end] = j + 1
            for n in pos:
                t = tid(n)
                b[O_LOC + t] = LINE
                b[O_POS + t] = end * ARM + j
                used.add(t)
            b[O_VAL + end * ARM + j] = s_
            b[O_CNT + end * ARM + j] = len(pos)
    free = [t for t in range(NT) if t not in used]
    a = tid(aside) if aside else free[-1]
    b[O_LOC + a] = ASIDE
    free.remove(a)
    if pile is None:
        for t in free:
            b[O_LOC + t] = PILE
    else:
        for n in pile:
            b[O_LOC + tid(n)] = PILE
            free.remove(tid(n))
        for t in free:
            b[O_LOC + t] = DISCARD
    for p in (0, 1):
        b[O_OWNER + p] = 255 if novice else owners[p]
        b[O_KEEP + p] = keep[p]
        b[O_TOK + p] = tokens[p]
        b[O_MODT + p] = 255
    b[O_FIRST] = 0
    b[O_PLAYER] = player
    b[O_PHASE] = phase
    b[O_BN] = 0
    b[O_BMOD] = 255
    return s


def names(tiles):
    return sorted(tile_name(t) for t in tiles)


def check_invariants(s):
    """Tiles conserved, one tile aside, every line a chain of +1 steps from the die toward its high end and -1
    steps toward its low end, whose values are the dots on top."""
    b = s.b
    assert sum(1 for t in range(NT) if b[O_LOC + t] == ASIDE) == 1
    assert all(b[O_LOC + t] <= DISCARD for t in range(NT))
    for end in range(4):
        line = end >> 1
        prev = b[O_START + line]
        for j in range(s.nend(end)):
            value, top = s.position(end, j)
            assert value == prev + (1 if end & 1 else -1) >= 1, (end, j, value, prev)
            assert len(top) == b[O_CNT + end * ARM + j] >= 1
            assert value == sum(tile_value(t, line, s.modifier_of(t)) for t in top)
            assert all(tile_value(t, line, s.modifier_of(t)) > 0 for t in top)
            if not s.novice():
                if j == 0:
                    assert len(top) <= 2
                else:
                    c = b[O_CNT + end * ARM + j - 1]
                    assert len(top) in (c - 1, c + 1)
            prev = value
    if not s.novice():
        assert s.npos(0) <= 6 and s.npos(1) <= 6
    for t in range(NT):
        if b[O_LOC + t] == BURIED:
            assert b[O_POS + t] // ARM < 4
    return True


__all__ = ["tid", "make", "names", "check_invariants", "TW", "TB", "P_DRAW", "HAND", "LINE", "BURIED", "DISCARD",
           "PILE", "ASIDE"]


def now(name):
    """games.bossa's module as loaded now (another test's match may have loaded the rules again since this file was
    imported: an AI module imported before would read the candidate tiles of the old rules)."""
    import importlib
    return importlib.import_module("games.bossa." + name)


def draw_states(games=4):
    """Every state of some seeded Normal self-play games where a player is about to draw."""
    from games.bossa.layout import P_DRAW
    from pocket.rng import Rng
    rules = now("rules")
    ai = now("ai")
    out = []
    for k in range(games):
        s = rules.new_game(seed=k)
        rng = Rng(k + 1)
        while not s.is_over():
            if s.to_move() == -1:
                if s.phase() == P_DRAW:
                    out.append(s.copy())
                s.apply(rng.weighted(s.chance_outcomes()))
            else:
                s.apply(ai.choose(s, 1, rng, lambda: True))
    return out
