"""Bossa near the end of the pile: an expectimax over the real draws (issue 36; desktop only, screened by
sim.games.bossa.phases --endgame). Every unseen tile is looked at as the next draw (each equally likely: what a
player sees), each player answering with their best turn (placements, Stack, Redraw and Exchange); at each level
the top `keep` turns by their one-turn value are looked at deeper. Leaves are the learned table's win probability
(games/bossa/learned.py), in thousandths. Far beyond the device's budget at depth 1 and more (a decision at a pile
of 5: about 30 CPython ms at depth 1 and keep 3, some 15 device seconds)."""
from games.bossa.layout import ASIDE, NT, O_LOC, O_PHASE, O_PLAYER, P_DRAW, P_OVER, P_RDDRAW, PILE
import importlib


def _now(name):
    """games.bossa's module `name` as loaded now: a match's return to the menu loads the game's modules again (the
    tests do it in one process), and ai.macros reads the candidate tiles of the rules it was loaded with."""
    return importlib.import_module("games.bossa." + name)

_SIG = []  # win probability in thousandths by logit x 8, -64..64 (built at import)


def _sig_table():
    import math
    for i in range(-64, 65):
        _SIG.append(int(1000 / (1 + math.exp(-i / 8.0))))


_sig_table()


def _leaf(s, me):
    b = s.b
    if b[O_PHASE] == P_OVER:
        w = s.winner()
        return 500 if w == 2 else (1000 if w == me else 0)
    from games.bossa.weights import SCALE
    v = _now("learned").learned(s, me)  # logit x 32 x SCALE
    i = v * 8 // (32 * SCALE)
    i = -64 if i < -64 else (64 if i > 64 else i)
    return _SIG[i + 64]


def _draw(s, t):
    """s (at a draw) after drawing unseen tile t: a set-aside t trades places with a pile tile first."""
    b = s.b
    if b[O_LOC + t] == ASIDE:
        for u in range(NT):
            if b[O_LOC + u] == PILE:
                b[O_LOC + u] = ASIDE
                break
        b[O_LOC + t] = PILE
    s.do(t)


def _chance(s, me, depth, keep):
    """Value of s at a draw (P_DRAW or P_RDDRAW), averaged over the unseen tiles."""
    b = s.b
    tot = 0
    n = 0
    for t in range(NT):
        x = b[O_LOC + t]
        if x != PILE and x != ASIDE:
            continue
        c = s.copy()
        _draw(c, t)
        tot += _node(c, me, depth, keep)
        n += 1
    return tot // n if n else _leaf(s, me)


def _node(s, me, depth, keep):
    ph = s.b[O_PHASE]
    if ph == P_OVER:
        return _leaf(s, me)
    if ph == P_DRAW:
        if depth <= 0:
            return _leaf(s, me)
        return _chance(s, me, depth - 1, keep)
    if ph == P_RDDRAW:
        return _chance(s, me, depth, keep)
    # P_MAIN
    return _turn(s, me, depth, keep)[1]


def _turn(s, me, depth, keep):
    """(best turn, its value for me) of the player to move in s (P_MAIN)."""
    p = s.b[O_PLAYER]
    options = _now("ai").macros(s, p, True)
    if not options:
        return None, _leaf(s, me)
    sign = 1 if p == me else -1
    after = []
    vals = []
    for seq in options:
        c = s.copy()
        for m in seq:
            c.do(m)
        after.append(c)
        ph = c.b[O_PHASE]
        vals.append(_leaf(c, me) if ph != P_RDDRAW else _chance(c, me, 0, keep))
    if depth > 0:
        order = sorted(range(len(options)), key=lambda i: -sign * vals[i])[:keep]
        for i in order:
            c = after[i]
            if c.b[O_PHASE] != P_OVER:
                vals[i] = _node(c, me, depth, keep)
        cand = order
    else:
        cand = range(len(options))
    best = None
    for i in cand:
        if best is None or sign * vals[i] > sign * vals[best]:
            best = i
    return options[best], vals[best]


def best(s, me, depth, keep):
    return _turn(s, me, depth, keep)
