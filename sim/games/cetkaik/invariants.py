"""Cetkaik invariants for python -m sim.invariants: every piece is on the board or in a hand with its colour and
profession, the Tam2 is on the board exactly once, the two scores always sum to 40, and after a distance throw the
squares offered follow the game's rule set (official: the declared square only; cerke_online: the declared line
within the throw). `python -m sim.invariants --game cetkaik --option rules=online` checks cerke_online's."""
from games.cetkaik.board import INITIAL, TAM
from games.cetkaik.layout import (P_AFTER, GIVE_UP, FINAL, V_PHASE, V_RULES, V_VIA, V_DST, V_DIST, RULES_OFFICIAL,
                                 RULES_ONLINE)


def _counts_of_initial():
    counts = {}
    for p in INITIAL:
        if p and p != TAM:
            key = ((p >> 4) & 1, (p & 15) - 1)
            counts[key] = counts.get(key, 0) + 1
    return counts


START = _counts_of_initial()


def check(state):
    counts = {}
    tams = 0
    for p in state.board:
        if p == TAM:
            tams += 1
        elif p:
            key = ((p >> 4) & 1, (p & 15) - 1)
            counts[key] = counts.get(key, 0) + 1
    for player in range(2):
        for colour in range(2):
            for prof in range(10):
                n = state.hand[player * 20 + colour * 10 + prof]
                if n:
                    counts[(colour, prof)] = counts.get((colour, prof), 0) + n
    assert tams == 1, "%d Tam2 on the board" % tams
    assert counts == START, "pieces not conserved: %r" % {k: (counts.get(k, 0), START.get(k, 0)) for k in START
                                                          if counts.get(k, 0) != START.get(k, 0)}
    s = state.scores()
    assert s[0] + s[1] == 40, "scores %r do not sum to 40" % (s,)
    assert state.v[V_RULES] <= RULES_ONLINE, "rule set %d" % state.v[V_RULES]
    if state.v[V_PHASE] == P_AFTER:
        _check_finals(state)


def _check_finals(state):
    v = state.v
    legal = state.legal_moves()
    assert GIVE_UP in legal, "giving up is always possible after the throw"
    via, planned, dist = v[V_VIA], v[V_DST], v[V_DIST]
    for m in legal:
        if m == GIVE_UP:
            continue
        t = m - FINAL
        if v[V_RULES] == RULES_OFFICIAL:
            assert t == planned, "official rules: only the declared square %d, not %d" % (planned, t)
        dr, dc = t // 9 - via // 9, t % 9 - via % 9
        pr, pc = planned // 9 - via // 9, planned % 9 - via % 9
        sign = lambda x: (x > 0) - (x < 0)  # noqa: E731
        assert (sign(dr), sign(dc)) == (sign(pr), sign(pc)), "square %d off the declared line" % t
        assert max(abs(dr), abs(dc)) <= dist, "square %d beyond the throw %d" % (t, dist)
