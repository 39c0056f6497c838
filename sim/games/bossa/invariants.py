"""Bossa's own invariants for python -m sim.invariants: check(state) raises AssertionError with a message.

27 tiles, each in one place (pile, the set-aside tile, a hand, a line, buried under a Stack, discarded by a
Redraw); every position of both number lines made of the tiles on it (count and dots, modifiers included) and one
step from its neighbour, rising toward the high end of the line and falling toward the low end; in the regular rules
1-2 tiles beside the die, then one tile more or one fewer than the neighbour toward the die; no line longer than six
positions, both sides of the die together; action tokens used match what they leave behind; the hands face down
until the colours are chosen (only the higher roller sees their own); the end agrees with the rule it names."""
from games.bossa import rules as R
from games.bossa.decode import check_bytes

PLACES = (R.PILE, R.ASIDE, R.HAND, R.HAND + 1, R.LINE, R.BURIED, R.DISCARD)


def check(state):
    b = state.b
    places = [0] * len(PLACES)
    for t in range(R.NT):
        loc = b[R.O_LOC + t]
        assert loc in PLACES, "tile %d is nowhere (place %d)" % (t, loc)
        places[PLACES.index(loc)] += 1
    assert sum(places) == R.NT and places[1] == 1, "tiles by place %r" % (places,)
    try:
        check_bytes(b)
    except ValueError as exc:
        raise AssertionError(str(exc))
    ph = b[R.O_PHASE]
    if ph in (R.P_DICE, R.P_CHOOSE, R.P_COLOUR, R.P_KEEP):
        assert places[2] == places[3] == 4 and places[0] == R.NT - 9, "the deal %r" % (places,)
    if ph in (R.P_DICE, R.P_CHOOSE, R.P_COLOUR):
        for p in (0, 1):
            seen = state.observe(p)
            for q in (0, 1):
                shown = [t for t in range(R.NT) if seen[R.O_LOC + t] == R.HAND + q]
                face_up = ph != R.P_DICE and p == q == b[R.O_CHOOSER]
                assert len(shown) == (4 if face_up else 0), "player %d sees hand %d before the colours" % (p, q)
    assert state.scores() == [places[2], places[3]], "scores are the tiles left in hand"
    over = ph == R.P_OVER
    assert over == (b[R.O_WIN] != 255), "winner set before the end, or missing at the end"
    if over:
        check_end(state, places)


def check_end(state, places):
    b = state.b
    w = b[R.O_WIN]
    why = b[R.O_REASON]
    hands = places[2:4]
    full = [not state.novice() and state.npos(line) >= R.SIX for line in (0, 1)]
    if why == R.R_EMPTY:
        assert hands[w] == 0, "won by an empty hand holding %d" % hands[w]
    elif why == R.R_FILL:
        assert hands[w] == 0 and any(full[x] and b[R.O_OWNER + x] != w for x in (0, 1)), "end C"
    elif why == R.R_SIX:
        assert any(full[x] and b[R.O_OWNER + x] == w for x in (0, 1)), "end B without the winner's full line"
    elif why == R.R_PILE:
        assert places[0] == 0, "end E with tiles in the pile"
        expect = 2 if hands[0] == hands[1] else (0 if hands[0] < hands[1] else 1)
        assert w == expect, "end E gave %d for hands %r" % (w, hands)
    elif why == R.R_STUCK:
        p = b[R.O_PLAYER]
        assert w == 1 - p, "end D: the stuck player won"
        probe = state.copy()
        probe.b[R.O_PHASE] = R.P_MAIN
        assert not probe.legal_moves(), "end D, yet the player had a move"
    else:
        raise AssertionError("end with no reason")
    ret = state.returns()
    assert ret == ([0.5, 0.5] if w == 2 else [1.0 - w, float(w)]), "returns %r for winner %d" % (ret, w)
