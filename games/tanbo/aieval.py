# Tanbo AI: the static evaluation of a position for one player (larger is better): points, then what each
# player's next turn can harvest from the paddy their farmer stands on, and each board: its rice, the rice a last
# piece landing there would harvest, the rice no snake guards and the snakes. Loaded and dropped with ai.py; a
# module of its own only so that each compiles from source in a 64 KB heap on the device's core.
# consts from games/tanbo/layout.py (python -m sim.consts writes this block: change the numbers there)
try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x
_SETUP = const(0)
_SOW = const(1)
_HARVEST = const(2)
_OVER = const(8)
_TARGET = const(25)
_LEAD = const(20)
_TURN_GAIN = const(20)
_OFF = const(5)
_FARM = const(40)
_STORE = const(42)
_HAND = const(52)
_PHASE = const(57)
_PLAYER = const(58)
_CURSOR = const(59)
_PENDING = const(60)
# end of consts

# Values are integers in hundredths of a point (the device's floats are 32-bit, the desktop's 64: integers make
# the same decisions on both).
POINT = const(100)
WIN = const(1000 * POINT)
W_MY_NEXT = const(1)     # what my next turn can harvest (the opponent moves first and may change my board)
W_THEIR_NEXT = const(1)  # what their next turn can harvest
W_BOARD_RICE = const(50)
# Board terms (tuned by self-play: docs/BENCHMARKS.md, "Tanbo's AI tuning"): rice a landing would harvest is worth
# more than rice behind as many snakes (the stronger players wait and harvest big), rice with no snake goes back
# to the bag when a last piece lands there (a Sow), and each snake on the board is one a harvest pays.
W_HARVESTABLE = const(50)  # per point of the dearest rice a last piece landing there would harvest
W_UNGUARDED = const(-30)   # per point of rice in a paddy without snakes
W_SNAKE = const(-50)       # per snake
THREAT = const(300 * POINT)
V_CULTIVATE = const(120)  # per rice a cultivation will draw
V_BIG = const(300)        # a second sowing
V_SOW_DRAW = const(200)   # snakes out, 2 rice in
V_SOW_LOSS = const(60)    # per rice sent back to the bag
V_REST = const(300)       # per harvested rice given back


def evaluate(s, me):
    b = s.b
    if b[_PHASE] == _OVER:
        r = s.returns()[me]  # 1.0, 0.5 or 0.0: exact in any float
        return WIN * (int(2 * r) - 1) + (s.score(me) - s.score(1 - me))
    at = _STORE + me * 3
    mine = 3 * b[at] + 4 * b[at + 1] + 5 * b[at + 2]
    at = _STORE + (1 - me) * 3
    theirs = 3 * b[at] + 4 * b[at + 1] + 5 * b[at + 2]
    v = POINT * (mine - theirs)
    first = b[_PLAYER]  # the player whose turn it is plays first
    gain, harvest = next_turn(s, me)
    v += W_MY_NEXT * gain + board(b, me)
    if harvest and _wins(mine, theirs, harvest):
        v += THREAT if first == me else 3 * THREAT // 10  # they move first and may stop us
    gain, harvest = next_turn(s, 1 - me)
    v -= W_THEIR_NEXT * gain + board(b, 1 - me)
    if harvest and _wins(theirs, mine, harvest):
        v -= THREAT if first != me else THREAT // 2
    return v


def _wins(score, other, gain):
    return score + gain >= _TARGET or score + gain - other >= _LEAD or gain >= _TURN_GAIN


def board(b, p):
    """The worth of player p's paddies: their rice, the rice a last piece landing there would harvest (a rice
    onto R >= S > 0, or a snake onto rice alone: R - S, or R - 1, of the dearest), unguarded rice, snakes."""
    t = 0
    for at in range(p * 20, p * 20 + 20, 4):
        s = b[at]
        w = b[at + 1]
        k = b[at + 2]
        r = b[at + 3]
        pts = 3 * w + 4 * k + 5 * r
        t += W_BOARD_RICE * pts + W_SNAKE * s
        h = w + k + r - s
        if not s:
            t += W_UNGUARDED * pts
            h -= 1
        if h > 0:
            if h <= r:
                t += W_HARVESTABLE * 5 * h
            elif h <= r + k:
                t += W_HARVESTABLE * (5 * r + 4 * (h - r))
            else:
                t += W_HARVESTABLE * (5 * r + 4 * k + 3 * (h - r - k))
    return t


def next_turn(s, p):
    """(value, harvest points) of the best last piece p's next sowing can place, from the farmer's paddy
    (or p's hand when p is sowing now): harvest points, or a smaller worth for the other actions. Scalars, no
    lists: it runs twice per evaluation."""
    b = s.b
    ph = b[_PHASE]
    if b[_PLAYER] == p and ph != _SOW and ph != _SETUP:
        if ph == _HARVEST:
            pts = 4 * b[_PENDING]
            return POINT * pts, pts
        return 0, 0
    f = b[_FARM + p]
    if f == _OFF:
        if ph != _SOW:
            return 0, 0
        h0 = b[_HAND]
        h1 = b[_HAND + 1]
        h2 = b[_HAND + 2]
        h3 = b[_HAND + 3]
        h4 = b[_HAND + 4]
        cursor = b[_CURSOR]
        origin = -1
    else:
        at = (p * 5 + f) * 4
        h0 = b[at]
        h1 = b[at + 1]
        h2 = b[at + 2]
        h3 = b[at + 3]
        h4 = 1
        cursor = (f + 1) % 5
        origin = f
    last = (cursor + h0 + h1 + h2 + h3 + h4 - 1) % 5
    if last == origin:
        c0 = c1 = c2 = c3 = 0
    else:
        at = (p * 5 + last) * 4
        c0 = b[at]
        c1 = b[at + 1]
        c2 = b[at + 2]
        c3 = b[at + 3]
    # each kind in hand as the last piece, in kind order (the first of equals wins)
    best = -99 * POINT
    best_h = 0
    if h0:
        best, best_h = _action_value(b, p, c0 + 1, c1, c2, c3)
    if h1:
        v, h = _action_value(b, p, c0, c1 + 1, c2, c3)
        if v > best:
            best, best_h = v, h
    if h2:
        v, h = _action_value(b, p, c0, c1, c2 + 1, c3)
        if v > best:
            best, best_h = v, h
    if h3:
        v, h = _action_value(b, p, c0, c1, c2, c3 + 1)
        if v > best:
            best, best_h = v, h
    if h4:
        v, h = _action_value(b, p, c0, c1, c2, c3)
        if v > best:
            best, best_h = v, h
    return best, best_h


def _action_value(b, p, s, w, k, r):
    """(value, harvest points) of the action a last paddy with s snakes and w, k, r rice triggers."""
    rice = w + k + r
    if s == 0:
        if rice == 0:  # rest: one harvested rice back per paddy crossed
            st = _STORE + p * 3
            return -V_REST * min(2, b[st] + b[st + 1] + b[st + 2]), 0
        return -V_SOW_LOSS * rice, 0  # sow
    if rice == 0:
        return V_SOW_DRAW, 0  # sow: snakes out, 2 rice in
    if rice > s:  # harvest the dearest
        n = rice - s
        if r >= n:
            pts = 5 * n
        elif r + k >= n:
            pts = 5 * r + 4 * (n - r)
        else:
            pts = 5 * r + 4 * k + 3 * (n - r - k)
        return POINT * pts, pts
    if s > rice:
        return V_CULTIVATE * (s - rice), 0
    return V_BIG, 0
