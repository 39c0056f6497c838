"""Builds Tanbo positions for rule tests: the pieces you name, everything else in the bag and the reserve."""
from games.tanbo import rules as R

EMPTY = (0, 0, 0, 0)


def position(mine, theirs=None, farm=(0, 0), stores=((0, 0, 0), (0, 0, 0)), player=0, turns=10):
    """mine/theirs: five (snakes, white, black, red) per player; the turn of `player` starts at once
    (preparation and the forced part of sowing already done)."""
    theirs = theirs or [(2, 0, 0, 0)] * 5
    b = bytearray(R.SIZE)
    snakes = 0
    rice = [0, 0, 0]
    for p, rows in ((player, mine), (1 - player, theirs)):
        for i, row in enumerate(rows):
            at = (p * 5 + i) * 4
            for k in range(4):
                b[at + k] = row[k]
            snakes += row[0]
            for c in range(3):
                rice[c] += row[1 + c]
    for p in range(2):
        for c in range(3):
            b[R.STORE + p * 3 + c] = stores[p][c]
            rice[c] += stores[p][c]
    for c in range(3):
        b[R.BAG + c] = R.BAG_START[c] - rice[c]
        assert b[R.BAG + c] >= 0
    assert snakes <= R.SNAKES_TOTAL
    b[R.RESERVE] = R.SNAKES_TOTAL - snakes
    b[R.FARM + player] = farm[0]
    b[R.FARM + 1 - player] = farm[1]
    b[R.PLAYER] = player
    b[R.WINNER] = R.NONE
    b[R.PICK] = R.NONE
    b[R.TURNS] = turns
    s = R.State(b)
    R.start_turn(s.b)
    return s


def paddies(s, p):
    return [s.paddy(p, i) for i in range(5)]


def conserved(s):
    """Raises unless every piece is accounted for (the decoder's own check)."""
    R.decode(s.encode())
    return True
