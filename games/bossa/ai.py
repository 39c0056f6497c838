# Bossa computer opponent. A turn (a placement of several tiles, a token) is searched as one macro move; the
# AI then plays its steps one decision at a time from a cached plan. Hands are open, so the only unknowns are
# the pile and the set-aside tile: the AI treats every unseen tile (pile + set-aside) as an equally likely draw,
# which is exactly what the player sees, and never looks at which one is set aside.
from games.bossa.base import _goal4
from games.bossa.tiles import (ARM, ASIDE, CAND, DONE, HAND, M_BLACK, M_END, M_EXCHANGE, M_FIRST, M_INVERT, M_POS,
                               M_REDRAW, M_STACK, M_WHITE, MOD, NT, O_CNT, O_LOC, O_NPOS, O_OPT, O_OWNER, O_PHASE,
                               O_PLAYER, O_TOK, O_VAL, P_BUILD, P_CHOOSE, P_COLOUR, P_DRAW, P_KEEP, P_MAIN, P_OVER,
                               P_RDDRAW, P_STACK, PILE, SIX, T_EXCHANGE, T_REDRAW, T_STACK, TB, TW)

LEVELS = ("Easy", "Normal", "Hard")
# values are ints (no float boxing on the device): 100 = one tile of hand difference
WIN = 10000
W_HAND = 100  # per tile of hand difference
W_TOKEN = 40  # per unused action token
W_BURN = 180  # a player who must spend a token to survive
FAR = 40  # % weight of the stuck risk of the player who draws second
GUESS = 30  # % chance a stuck player draws a playable tile, when not counted
TOP = 6  # turns Hard looks at closely
TOKENS_LEVEL = 2  # from this level on, Redraw and Exchange are weighed on every turn
REDRAW_SAMPLES = 4  # draws looked at to value a Redraw

_plan = []  # the rest of the current macro move
_next = [None]  # the state bytes the plan expects next


def macros(s, p, tokens=True, poll=None):
    """Every complete turn for p at the MAIN phase, as lists of decisions. tokens=False: Redraw and Exchange
    only when nothing can be placed. poll() runs before each position's search; told to stop, it returns the
    turns found so far (if any)."""
    b = s.b
    out = []
    for end in range(4):
        g = s.target(end)
        if g is None:
            continue
        found = []
        s._search(p, end >> 1, g, (), 255, found)
        for mask, mi in found:
            seq = [M_END + end]
            _add_tiles(seq, CAND, mask, mi)
            seq.append(DONE)
            out.append(seq)
    tok = b[O_TOK + p]
    if not tok & T_STACK:
        for end in range(4):
            for j in range(b[O_NPOS + end]):
                if out and poll is not None and not poll():
                    return out
                k = end * ARM + j
                c = b[O_CNT + k]
                found = []
                s._search(p, end >> 1, _goal4(b[O_VAL + k], -1, c, c), (), 255, found)
                for mask, mi in found:
                    seq = [M_STACK, M_POS + k]
                    _add_tiles(seq, CAND, mask, mi)
                    seq.append(DONE)
                    out.append(seq)
    if out and not tokens:
        return out
    mine = s.hand(p)
    if not tok & T_REDRAW and mine and s.pile_count():
        for t in mine:
            out.append([M_REDRAW, t])
    if not tok & T_EXCHANGE and mine:
        theirs = s.hand(1 - p)
        for g in mine:
            for t in theirs:
                out.append([M_EXCHANGE, g, t])
    return out


def _add_tiles(seq, cand, mask, mi):
    j = 0
    while mask:
        if mask & 1:
            seq.append(cand[j] + (MOD if j == mi else 0))
        mask >>= 1
        j += 1


def _finish(s, p, prefix, out, last):
    """Every way to end p's turn from a mid-turn phase (after a restore): tiles in increasing order only."""
    ph = s.b[O_PHASE]
    if ph == P_OVER or ph == P_DRAW or ph == P_RDDRAW or s.b[O_PLAYER] != p:
        out.append(prefix)
        return
    for m in s.legal_moves():
        if (ph == P_BUILD or ph == P_STACK) and m != DONE and (m % MOD) <= last:
            continue
        c = s.copy()
        c.do(m)
        _finish(c, p, prefix + [m], out, m % MOD if m < DONE else -1)
        if len(out) > 200:
            return


def _can_place(s, p):
    return s._can_place(p, 0) or s._can_place(p, 1) or s._can_place(p, 2) or s._can_place(p, 3)


def _unseen(s):
    b = s.b
    return [t for t in range(NT) if b[O_LOC + t] == PILE or b[O_LOC + t] == ASIDE]


def _free_tokens(s, p):
    tok = s.b[O_TOK + p]
    return (not tok & T_REDRAW) + (not tok & T_EXCHANGE) + (not tok & T_STACK)


def _poll_stops(poll):
    """True (and _halted[0] set) when poll() says stop; poll None: never."""
    if poll is None or poll():
        return False
    _halted[0] = True
    return True


_halted = [False]  # poll() said stop in the middle of a deep look: its value is unfinished, not to be used


def _draw_odds(s, p, unseen, poll=None, empty_from=None):
    """Share (%) of the unseen tiles whose draw lets p place (empty_from None: p has no placement with the hand as it
    is), or, with empty_from = h, lets p place all h + 1 tiles of the hand in one position.
    poll() runs before each tile (a tile's look is a few ms on the device)."""
    b = s.b
    ok = 0
    n = 0
    for t in unseen:
        if _poll_stops(poll):
            break
        old = b[O_LOC + t]
        if old == PILE or old == ASIDE:  # skip a tile already drawn in a simulated Redraw
            n += 1
            b[O_LOC + t] = HAND + p
            if _can_place(s, p) if empty_from is None else _can_empty(s, p, empty_from + 1):
                ok += 1
            b[O_LOC + t] = old
    return ok * 100 // n if n else 0


def _can_empty(s, p, h):
    """Can p place all h tiles of the hand in one position?"""
    for end in range(4):
        g = s.target(end)
        if g is not None and g[2] <= h <= g[3]:
            g[2] = h
            g[3] = h
            if s._search(p, end >> 1, g, (), 255, None):
                return True
    return False


def evaluate(s, me, unseen, deep, poll=None):
    """Value for `me` of a state where a player is about to draw (or the game is over). The deep look polls;
    when it is told to stop, _halted[0] is set and the value is unfinished."""
    b = s.b
    if b[O_PHASE] == P_OVER:
        w = s.winner()
        return 0 if w == 2 else (WIN if w == me else -WIN)
    op = 1 - me
    nxt = b[O_PLAYER]
    hm = s.hand_count(me)
    ho = s.hand_count(op)
    v = W_HAND * (ho - hm) + W_TOKEN * (_free_tokens(s, me) - _free_tokens(s, op))
    for i in range(2):
        p = nxt if i == 0 else 1 - nxt
        sign = 1 if p == op else -1
        if not _can_place(s, p):
            q = _draw_odds(s, p, unseen, poll) if deep else GUESS
            loss = (100 - q) * (W_BURN if _free_tokens(s, p) else WIN * 8 // 10) // 100
            v += sign * (loss if p == nxt else loss * FAR // 100)
        elif deep and p == nxt:
            h = ho if p == op else hm
            if h <= 3:
                v -= sign * (WIN * 8 // 1000) * _draw_odds(s, p, unseen, poll, h)
    if not b[O_OPT] & 1:
        for line in (0, 1):
            n = s.npos(line)
            owner = b[O_OWNER + line]
            sign = 1 if owner == me else -1
            v += sign * 30 * n
            if n == SIX - 1:
                # a line one short of six: its owner wins by extending it at either end
                if s._can_place(owner, line * 2) or s._can_place(owner, line * 2 + 1):
                    v += sign * (WIN * 7 // 10 if owner == nxt else 2500)
    return v


_scratch = []


def _score_macro(s, me, seq, unseen, deep, poll=None):
    if _scratch:  # one scratch State reused: no copy allocated per look
        c = _scratch[0]
        c.b[:] = s.b
    else:
        c = s.copy()
        _scratch.append(c)
    for m in seq:
        c.do(m)
    if c.b[O_PHASE] != P_RDDRAW or not unseen:
        return evaluate(c, me, unseen, deep, poll)
    # Redraw: average over a few of the tiles that may come (spread over the unseen ones)
    step = len(unseen) // REDRAW_SAMPLES + 1
    tot = 0
    n = 0
    c.b[O_PLAYER] = 1 - me
    c.b[O_PHASE] = P_DRAW
    for i in range(0, len(unseen), step):
        if i and _poll_stops(poll):
            break
        t = unseen[i]
        old = c.b[O_LOC + t]
        c.b[O_LOC + t] = HAND + me
        tot += evaluate(c, me, unseen, deep, poll)
        c.b[O_LOC + t] = old
        n += 1
    return tot // n


def _best(state, me, options, level, rng, poll):
    """Easy and Normal: one cheap look at every turn. Hard: the best TOP of those looked at again with the
    draw odds (how likely each player is to be stuck or to empty the hand after the next draw). (Playing the best
    few against the opponent's best answer after a few draws was tried: no stronger over 200 games, 4x slower.)"""
    unseen = _unseen(state)
    values = []
    _halted[0] = False
    for seq in options:
        if not poll():
            break
        v = _score_macro(state, me, seq, unseen, False, poll)
        if _halted[0]:
            break  # a Redraw's average cut short
        if level == 0:
            v += rng.below(300)
        values.append(v)
    if not values:
        return options[0]
    # no list.sort(key=...): picking the best few by hand is cheaper here, and sort with a key function
    # corrupts the heap of the MicroPython build the tests run on
    best = _argmax(values)
    if level < 2:
        return options[best]
    deep = []
    for _ in range(min(TOP, len(values))):
        i = _argmax(values)
        values[i] = -WIN * 10
        deep.append(i)
    bv = -WIN * 10
    pick = best
    for i in deep:
        if not poll():
            break
        _halted[0] = False
        v = _score_macro(state, me, options[i], unseen, True, poll)
        if _halted[0]:
            break  # told to stop in the middle of this look: the best of the finished ones stands
        if v > bv:
            bv = v
            pick = i
    return options[pick]


def _argmax(values):
    best = 0
    for i in range(1, len(values)):
        if values[i] > values[best]:
            best = i
    return best


def _setup_choice(s, level, rng):
    b = s.b
    ph = b[O_PHASE]
    p = b[O_PLAYER]
    if level == 0:
        return rng.choice(s.legal_moves())
    if ph == P_KEEP:
        return M_INVERT  # Invert turns any one-colour tile into the other colour: the more flexible one
    if ph == P_COLOUR:
        return rng.choice(s.legal_moves())  # the hands are still face down: nothing tells the colours apart
    mine = s.hand(p)
    white = 0
    black = 0
    for t in mine:
        white += TW[t] > 0
        black += TB[t] > 0
    if abs(white - black) < 2:
        return M_FIRST
    return M_WHITE if white >= black else M_BLACK


def choose(state, level, rng, poll):
    b = state.b
    if _plan and _next[0] == b:
        m = _plan.pop(0)
        _advance(state, m)
        return m
    del _plan[:]
    ph = b[O_PHASE]
    if ph == P_CHOOSE or ph == P_COLOUR or ph == P_KEEP:
        return _setup_choice(state, level, rng)
    me = b[O_PLAYER]
    if ph == P_MAIN:
        options = macros(state, me, level >= TOKENS_LEVEL, poll)
    else:
        options = []
        _finish(state, me, [], options, -1)
    if not options:
        return rng.choice(state.legal_moves())
    if level == 0 and rng.below(2) == 0:
        best = rng.choice(options)
    else:
        best = _best(state, me, options, level, rng, poll)
    _plan.extend(best[1:])
    _advance(state, best[0])
    return best[0]


def _advance(state, m):
    if _plan:
        c = state.copy()
        c.do(m)
        _next[0] = c.b
    else:
        _next[0] = None
