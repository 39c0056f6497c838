"""Cetkaik invariants for python -m sim.invariants: every piece is on the board or in a hand with its colour and
profession, the Tam2 is on the board exactly once, and the two scores always sum to 40."""
from games.cetkaik.board import INITIAL, TAM


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
