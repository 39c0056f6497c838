"""Tanbo's own invariants for python -m sim.invariants: check(state) raises AssertionError with a message."""
from games.tanbo import rules as R


def check(state):
    b = state.b
    ph = b[R.PHASE]
    # every piece accounted for: 20 snakes, 15 white, 10 black, 5 red
    snakes = b[R.RESERVE] + b[R.HAND]
    rice = [b[R.BAG + c] + b[R.HAND + 1 + c] + b[R.STORE + c] + b[R.STORE + 3 + c] for c in range(3)]
    for q in range(10):
        snakes += b[q * 4]
        for c in range(3):
            rice[c] += b[q * 4 + 1 + c]
    assert snakes == R.SNAKES_TOTAL, "%d snakes" % snakes
    assert tuple(rice) == R.BAG_START, "rice %r" % (rice,)
    # two farmers: on the boards, or one in the hand of the player sowing (none placed before the setup is done)
    placed = sum(1 for p in range(2) if b[R.FARM + p] != R.OFF)
    assert placed + b[R.HAND + R.FARMER] == 2 or ph == R.SETUP, "farmers"
    if ph == R.SETUP:
        return
    mover = b[R.PLAYER]
    # the other player's paddies were trimmed at the end of their turn (a swap moves pieces one for one)
    for i in range(5):
        assert state.count(1 - mover, i) <= R.PADDY_LIMIT, "paddy %d of the waiting player holds %d" % (
            i + 1, state.count(1 - mover, i))
    # points gained this turn were harvested this turn: they are part of the mover's score
    assert b[R.GAIN] <= state.score(mover), "turn gain above the score"
    assert b[R.CHAIN] <= R.MAX_CHAIN and b[R.TURNS] <= R.MAX_TURNS
    # Cultivate and Sow draw what the bag holds: a draw never finds the bag empty
    if ph == R.DRAW:
        assert 0 < b[R.PENDING] <= b[R.BAG] + b[R.BAG + 1] + b[R.BAG + 2], "draws beyond the bag"
    # the big-move swap: the no-change swap is offered only beside swaps that change something
    if ph == R.SWAP1:
        moves = state.legal_moves()
        assert moves and moves[-1] != R.NO_SWAP or len(moves) > 1, "no-change swap alone"
        assert R.NO_SWAP not in moves[:-1], "no-change swap not last"
    if ph == R.OVER:
        w = b[R.WINNER]
        sc = state.scores()
        why = b[R.REASON]
        if why == R.WIN_25:
            assert sc[w] >= R.TARGET, "won by 25 with %d" % sc[w]
        elif why == R.WIN_LEAD:
            assert sc[w] - sc[1 - w] >= R.LEAD, "won by a lead of %d" % (sc[w] - sc[1 - w])
        elif why == R.WIN_TURN:
            assert b[R.GAIN] >= R.TURN_GAIN and w == mover, "won by a turn of %d" % b[R.GAIN]
        else:  # the turn limit (the one safety net): the higher score wins, equal scores draw
            assert why == R.END_TURNS and b[R.TURNS] == R.MAX_TURNS, "ended by %d" % why
            expect = 2 if sc[0] == sc[1] else (0 if sc[0] > sc[1] else 1)
            assert w == expect, "safety net gave %d for %r" % (w, sc)
