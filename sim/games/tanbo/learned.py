"""Tanbo's learned evaluation (issue 36), a desktop variant of Hard: the value of a position where a turn has
just passed, from the table of small integers in weights.py (fitted to self-play results by
sim/games/tanbo/train.py). features() names one entry of each of the table's parts; their sum is the logit (x SCALE)
that the player whose turn it is wins. Integer adds only, nothing allocated per evaluation, as the device would run
it; but it plays no better than the hand-made evaluation (docs/BENCHMARKS.md, "Tanbo's learned evaluation"), so it
stays on the desktop: install(ai) makes a copy of games/tanbo/ai.py value its search's leaves with it.

    from sim.games.tanbo import learned; learned.install(ai)
    PYTHONPATH=lib:. pypy3 -m sim.games.tanbo.versus "hard:WEIGHTS=sim/games/tanbo/weights.py" hard --pairs 300
"""
from sim.games.tanbo.weights import SCALE, TABLE


_OFF = 5
_FARM = 40
_STORE = 42
_BAG = 48
_RESERVE = 51
_HAND = 52
_PHASE = 57
_PLAYER = 58
_CURSOR = 59
_TURNS = 62
_SOW = 1
_TARGET = 25
_LEAD = 20
_TURN_GAIN = 20
# the table's parts: offsets in the order features() fills them (tests/tanbo/test_learned.py's PARTS)
_F_SP = 0  # the mover's points (0-24): 25
_F_SQ = 25  # the other's points (0-24): 25
_F_DIFF = 50  # the mover's lead (-19..19): 39
_F_NP = 89  # the mover's next turn (ai.next_turn): its kind (0-4) or harvest points (5-25), + 26 when it
# wins the game: 52
_F_NQ = 141  # the other's next turn, alike: 52
_F_PH = 193  # the phase the mover is in (0-9): 10
_F_PAD = 203  # each paddy: where it lies from its owner's farmer (0-4) x snakes (0-4) x rice (0-5): 150 for
# the mover's five, then 150 for the other's
_F_PTS = 503  # points of rice on the board / 3 (0-14): the mover's 15, the other's 15
_F_BAG = 533  # rice in the bag (0-30): 31
_F_RED = 564  # red rice in the bag (0-5) x black (0-3: 0-2, 3-5, 6-8, 9-10): 24
_F_RES = 588  # snakes in the reserve (0-20): 21
_F_TURN = 609  # turns played / 2 (0-15): 16
_F_BIAS = 625
F_BIAS = _F_BIAS
NF = 22  # entries summed per evaluation (the bias besides)
TABLE_SIZE = 626
_F = [0] * NF  # the entries of the state evaluated now (reused: no allocation per evaluation)


def _next(f, i, part, v, h, mine, theirs):
    """f[i]: the entry of a next turn worth (v, h) (ai.next_turn) for a player with mine points against theirs."""
    if h:
        c = 5 + (h if h < 20 else 20)
        if mine + h >= _TARGET or mine + h - theirs >= _LEAD or h >= _TURN_GAIN:
            c += 26
    elif v < -250:
        c = 0  # a rest that gives rice back, or a sow that sends much rice to the bag
    elif v < 0:
        c = 1
    elif v == 0:
        c = 2
    elif v <= 200:
        c = 3  # a sow that draws, a cultivation of one
    else:
        c = 4  # a big move, a larger cultivation
    f[i] = part + c


def features(s, f, next_turn):
    """Fill f (NF ints) with the table entries of s (not over) for the player whose turn it is (b[PLAYER]).
    next_turn is games.tanbo.ai's (passed in, so that this module holds no reference to the AI's)."""
    b = s.b
    p = b[_PLAYER]
    q = 1 - p
    at = _STORE + p * 3
    mine = 3 * b[at] + 4 * b[at + 1] + 5 * b[at + 2]
    at = _STORE + q * 3
    theirs = 3 * b[at] + 4 * b[at + 1] + 5 * b[at + 2]
    f[0] = _F_SP + (mine if mine < 24 else 24)
    f[1] = _F_SQ + (theirs if theirs < 24 else 24)
    d = mine - theirs
    f[2] = _F_DIFF + 19 + (-19 if d < -19 else (19 if d > 19 else d))
    v, h = next_turn(s, p)
    _next(f, 3, _F_NP, v, h, mine, theirs)
    v, h = next_turn(s, q)
    _next(f, 4, _F_NQ, v, h, theirs, mine)
    ph = b[_PHASE]
    f[5] = _F_PH + ph
    i = 6
    for j in range(2):
        o = p if j == 0 else q
        farm = b[_FARM + o]
        taken = farm == _OFF and o == p and ph == _SOW  # the mover's farmer's paddy is in hand
        if farm == _OFF:
            farm = (b[_CURSOR] + 4) % 5 if o == p else 0
        pts = 0
        for k in range(5):
            x = (farm + k) % 5
            at = (o * 5 + x) * 4
            if k == 0 and taken:
                at = _HAND
            sn = b[at]
            w = b[at + 1]
            bl = b[at + 2]
            r = b[at + 3]
            pts += 3 * w + 4 * bl + 5 * r
            r += w + bl
            f[i] = _F_PAD + 150 * j + 30 * k + (sn if sn < 4 else 4) * 6 + (r if r < 5 else 5)
            i += 1
        pts //= 3
        f[16 + j] = _F_PTS + 15 * j + (pts if pts < 14 else 14)
    n = b[_BAG] + b[_BAG + 1] + b[_BAG + 2]
    f[18] = _F_BAG + (n if n < 30 else 30)
    bl = b[_BAG + 1] // 3
    r = b[_BAG + 2]
    f[19] = _F_RED + (r if r < 5 else 5) * 4 + (bl if bl < 3 else 3)
    n = b[_RESERVE]
    f[20] = _F_RES + (n if n < 20 else 20)
    n = b[_TURNS] >> 1
    f[21] = _F_TURN + (n if n < 15 else 15)


def learned(s, me, next_turn):
    """The table's value of s (not over) for me: the logit x SCALE that the player to move wins, turned to me."""
    features(s, _F, next_turn)
    t = TABLE
    v = t[_F_BIAS] - 128 * (NF + 1)
    for i in _F:
        v += t[i]
    v *= SCALE
    return v if s.b[_PLAYER] == me else -v


L_WIN = 3072  # a game won, on the table's scale (6 logits; ai.WIN would be some 200)
_OVER = 8


def install(ai, table=None):
    """Make `ai` (games/tanbo/ai.py, or a copy of it: sim.games.tanbo.versus gives each player its own) value its
    search's leaves with this table (or with `table`, (SCALE, TABLE) of another weights file) instead of the
    hand-made evaluation, at every level: a game over is +-L_WIN and the score difference, any other leaf learned().
    The search calls ai.evaluate for its leaves only, so the device's ai.py needs no hook for it."""
    scale, tab = (SCALE, TABLE) if table is None else table[:2]
    next_turn = ai.next_turn
    f = [0] * NF

    def value(s, me):
        b = s.b
        if b[_PHASE] == _OVER:
            r = s.returns()[me]
            return L_WIN * (int(2 * r) - 1) + (s.score(me) - s.score(1 - me))
        features(s, f, next_turn)
        v = tab[_F_BIAS] - 128 * (NF + 1)
        for i in f:
            v += tab[i]
        v *= scale
        return v if b[_PLAYER] == me else -v

    ai.evaluate = value
    return value
