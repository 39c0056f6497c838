# Bossa computer opponent. A turn (a placement of several tiles, a token) is searched as one macro move; the
# AI then plays its steps one decision at a time from a cached plan. Hands are open, so the only unknowns are
# the pile and the set-aside tile: the AI treats every unseen tile (pile + set-aside) as an equally likely draw,
# which is exactly what the player sees, and never looks at which one is set aside.
from games.bossa.rules import _goal4
from games.bossa.layout import (ARM, ASIDE, CAND, DONE, HAND, M_END, M_EXCHANGE, M_POS, M_REDRAW, M_STACK, MOD, NT,
                               O_CNT, O_LOC, O_NPOS, O_OPT, O_OWNER, O_PHASE, O_PLAYER, O_TOK, O_VAL, P_BUILD,
                               P_CHOOSE, P_COLOUR, P_DRAW, P_KEEP, P_MAIN, P_OVER, P_RDDRAW, P_STACK, PILE, SIX,
                               T_EXCHANGE, T_REDRAW, T_STACK)
from pocket.modules import run

LEVELS = ("Easy", "Normal", "Hard")
# values are ints (no float boxing on the device); Easy's scale: 100 = one tile of hand difference
WIN = 10000
# per tile of hand difference: a tile fewer is not worth having (issue 16: 100 -> -40 scored 54 % with -30 against
# +30 in self-play, and 42 % against ISMCTS-1000 on the 50 seeds where +100 scored 35.5 %): an empty hand wins, but
# a fuller hand is harder to shut out, and being shut out is how most games are lost
W_HAND = -40
W_TOKEN = 150  # per unused action token
LINE_V = (0, 60, 140, 250, 420, 650, 900)  # a line's positions, for its owner
ENDS_V = (0, 0, 60, 100, 120)  # the ends a player can place at now (fewer: easier to be shut out)
THREAT_NEXT = 7000  # a line one short of six that its owner can extend, the owner drawing next
THREAT_LATER = 2500  # the same, the other player drawing next
# (the weights above: chosen for Normal and Hard against ISMCTS-1000 and in self-play, 2026-11, sim/games/bossa)
# Easy keeps the weights every level had before the two-ply look
EASY_HAND = 100
EASY_TOKEN = 40
EASY_LINE = (0, 30, 60, 90, 120, 150, 180)
EASY_ENDS = (0, 0, 0, 0, 0)
W_BURN = 180  # a player who must spend a token to survive
FAR = 40  # % weight of the stuck risk of the player who draws second
GUESS = 30  # % chance a stuck player draws a playable tile
REPLY_TOP = (0, 2, 3)  # turns looked at two plies deep, per level (Hard: more draws of the same 3 turns, not more turns:
# 6 turns x 5 draws scored 46 % against Normal, 3 x 8 scores 52.3 % [50-55] over 2000 games, sim.games.bossa.versus;
# Normal's 2 turns score 51.4 % [48-54] against its 3 over 1000 games, and take its device p95 from 0.98 s to 0.74 s)
REPLY_DRAWS = (0, 3, 8)  # the opponent's draws tried in that look, per level
TOKEN_CALL = (0, -400, -400)  # per level: a best placement worth less than this (two-ply) weighs Redraw and Exchange
TOKEN_TOP = (0, 1, 2)  # like REPLY_TOP, for the Redraw and Exchange turns weighed then (Normal 3 took the device max
# to 3.5 s, Hard 3 to 4.7 s; 1 and 2 score the same in self-play)
REDRAW_SAMPLES = 4  # draws looked at to value a Redraw
# Hard also weighs Redraw and Exchange near the end, when the pile holds END_PILE tiles or fewer or the opponent
# END_HAND or fewer: there a stronger ISMCTS often takes the tile the opponent needs (sim.games.bossa.teacher).
# Hard with it: 39.5 % against ISMCTS-1000 (38 % without) and 54.5 % [52-57] against Normal over 2000 games
# (52.5 % without); Normal with it scored 38 % against ISMCTS-1000 (36 % without), within the noise of 200 games.
END_PILE = (0, 0, 6)
END_HAND = (0, 0, 2)

_level = [0]  # the level deciding now (evaluate's weights)
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
    return token_turns(s, p, out)


def token_turns(s, p, out):
    """Every Redraw and Exchange p can play, appended to out."""
    tok = s.b[O_TOK + p]
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


def _ends(s, p):
    """How many of the four ends p can place at with the hand as it is."""
    return s._can_place(p, 0) + s._can_place(p, 1) + s._can_place(p, 2) + s._can_place(p, 3)


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


# The learned evaluation (issue 36): a table of small integers fitted to game results by sim/games/bossa/train.py,
# written into weights.py and read by learned.py (a module of its own: ai.py with it does not compile from source
# in the 64 KB heap of tests/bossa/test_ai.py). features() names, for a state where a player is about to draw, one entry of each of the
# table's parts; their sum is the logit (x SCALE) that the player about to draw wins. Regular mode only (novice
# lines have no owner); levels whose LEARNED flag is 0 keep the hand-made weights above (Easy, and novice games).
# On for Hard (issue 36): Hard with the table (and its entries for who can still move after each draw) scores 63.1 %
# [60-66] against Normal (1,000 games, strength.json) and 51.0 % [46-56] against ISMCTS-1000 (400); Normal with it
# would be over its device time (p95 1.1 s; the first table played no better: 38.4 %), so Normal and Easy keep the
# hand-made weights (their decisions unchanged). learned.py and its table stay from Hard's first decision on (Hard's
# whole-device peak 84.5 KB); this module's code is loaded for each computer turn only (the view's keep_ai, planned()
# below), which makes the room: docs/BENCHMARKS.md gives the figures and the twin's memory at 96 KB.
# Variants on the desktop: `--set "games.bossa.ai.LEARNED=(0,1,1)"` (sim.peer.tournament) or `LEARNED=...` (versus.py).
LEARNED = (0, 0, 1)
_eval = [None]  # the learned evaluation, imported at the first decision that uses it


_shift = [0]  # where the opponent's sampled draws start in the unseen tiles (set from rng each decision)
STRATIFY = 1  # 0: always from the first unseen tile, which biased the sample toward the low tile numbers
_halted = [False]  # poll() said stop in the middle of a look: its value is unfinished, not to be used


def evaluate(s, me):
    """Value for `me` of a state where a player is about to draw (or the game is over)."""
    b = s.b
    if b[O_PHASE] == P_OVER:
        w = s.winner()
        return 0 if w == 2 else (WIN if w == me else -WIN)
    if LEARNED[_level[0]] and not b[O_OPT] & 1:
        return _eval[0](s, me)
    op = 1 - me
    nxt = b[O_PLAYER]
    hm = s.hand_count(me)
    ho = s.hand_count(op)
    # three names at a time: MicroPython swaps up to three without a tuple, four build one (this runs thousands
    # of times a decision, and tests/bossa's no-collection game counts every byte)
    if _level[0]:
        w_token, line_v, ends_v = W_TOKEN, LINE_V, ENDS_V
        w_hand = W_HAND
    else:
        w_token, line_v, ends_v = EASY_TOKEN, EASY_LINE, EASY_ENDS
        w_hand = EASY_HAND
    v = w_hand * (ho - hm) + w_token * (_free_tokens(s, me) - _free_tokens(s, op))
    for i in range(2):
        p = nxt if i == 0 else 1 - nxt
        sign = 1 if p == op else -1
        ends = _ends(s, p)
        v -= sign * ends_v[ends]
        if not ends:
            loss = (100 - GUESS) * (W_BURN if _free_tokens(s, p) else WIN * 8 // 10) // 100
            v += sign * (loss if p == nxt else loss * FAR // 100)
    if not b[O_OPT] & 1:
        for line in (0, 1):
            n = s.npos(line)
            owner = b[O_OWNER + line]
            sign = 1 if owner == me else -1
            v += sign * line_v[n]
            if n == SIX - 1:
                # a line one short of six: its owner wins by extending it at either end
                if s._can_place(owner, line * 2) or s._can_place(owner, line * 2 + 1):
                    v += sign * (THREAT_NEXT if owner == nxt else THREAT_LATER)
    return v


_scratch = []


def _score_macro(s, me, seq, unseen, poll=None):
    c = _state(0, s)  # scratch States reused: no copy allocated per look
    for m in seq:
        c.do(m)
    if c.b[O_PHASE] != P_RDDRAW or not unseen:
        return evaluate(c, me)
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
        tot += evaluate(c, me)
        c.b[O_LOC + t] = old
        n += 1
    return tot // n


def _best(state, me, options, level, rng, poll, top_n):
    """Easy: one cheap look at every turn (with noise). Normal and Hard: the best top_n of those looked
    at again two plies deep: the opponent's next draw (REPLY_DRAWS[level] of the unseen tiles, spread evenly from
    a seeded offset)
    and, for each, the opponent's best answer by the cheap look; the turn whose worst-answer average is best wins."""
    unseen = _unseen(state)
    if STRATIFY and level:
        _shift[0] = rng.below(64)  # where the opponent's sampled draws start: not always the lowest tile
    values = []
    _halted[0] = False
    for seq in options:
        if not poll():
            break
        v = _score_macro(state, me, seq, unseen, poll)
        if _halted[0]:
            break  # a Redraw's average cut short
        if level == 0:
            v += rng.below(300)
        values.append(v)
    if not values:
        return options[0], -WIN
    # no list.sort(key=...): picking the best few by hand is cheaper here, and sort with a key function
    # corrupts the heap of the MicroPython build the tests run on
    best = _argmax(values)
    if level == 0:
        return options[best], values[best]
    top = []
    for _ in range(min(top_n, len(values))):
        i = _argmax(values)
        if values[i] <= -WIN:
            break  # a lost turn: not worth a closer look
        top.append(i)
        if values[i] >= WIN:
            return options[i], WIN  # a won turn
        values[i] = -WIN * 10
    bv = -WIN * 10
    pick = best
    if not top:
        return options[best], values[best]
    for i in top:
        if not poll():
            break
        _halted[0] = False
        v = _reply_value(state, me, options[i], unseen, REPLY_DRAWS[level], poll)
        if _halted[0]:
            break  # told to stop in the middle of this look: the best of the finished ones stands
        if v > bv:
            bv = v
            pick = i
    return options[pick], bv


def _state(i, s):
    """Scratch State number i holding a copy of s (no allocation after the first use)."""
    while len(_scratch) <= i:
        _scratch.append(s.copy())
    c = _scratch[i]
    c.b[:] = s.b
    return c


def _reply_value(state, me, seq, unseen, draws, poll):
    """Value for `me` of playing seq: averaged over `draws` tiles the opponent may draw next (a Redraw's own draw
    paired with one of them), the opponent then playing the answer the cheap look likes best for them."""
    c = _state(1, state)
    for m in seq:
        c.do(m)
    if c.b[O_PHASE] == P_OVER:
        return evaluate(c, me)
    op = 1 - me
    n = len(unseen)
    step = n // draws + 1 if n else 1
    tot = 0
    k = 0
    for i in range(_shift[0] % step if STRATIFY else 0, n, step):
        if k and _poll_stops(poll):
            break
        d = _state(2, c)
        if d.b[O_PHASE] == P_RDDRAW:  # my Redraw: I draw one tile, the opponent another
            d.do(unseen[i])
            t = unseen[(i + step // 2 + 1) % n]
            if d.b[O_LOC + t] >= HAND:
                t = unseen[(i + 1) % n] if n > 1 else t
        else:
            t = unseen[i]
        if d.b[O_PHASE] == P_DRAW and d.b[O_LOC + t] < HAND:
            d.do(t)  # the opponent's draw (it ends the game when they are stuck)
        if d.b[O_PHASE] == P_OVER:
            tot += evaluate(d, me)
        else:
            v = _answer(d, me, op, unseen, poll)
            if _halted[0]:
                break
            tot += v
        k += 1
    return tot // k if k else evaluate(c, me)


def _answer(d, me, op, unseen, poll):
    """My value after the opponent's best answer (by the cheap look) in d, op's MAIN phase: every placement and
    Stack, or their Redraw and Exchange when they have none. The answers are played straight from the search's
    masks, without listing them (fewer allocations: this runs some thirty times a decision). poll() runs before
    each answer; told to stop, _halted[0] is set and the value is unfinished."""
    b = d.b
    worst = WIN * 10
    found = _found
    stack = not b[O_TOK + op] & T_STACK
    for end in range(4):
        for j in range(-1, b[O_NPOS + end] if stack else 0):
            if j < 0:
                g = d.target(end)
                if g is None:
                    continue
            else:
                k = end * ARM + j
                c = b[O_CNT + k]
                g = _goal4(b[O_VAL + k], -1, c, c)
            del found[:]
            d._search(op, end >> 1, g, (), 255, found)
            if not found:
                continue
            _TILES[:] = CAND  # the look below searches again and overwrites CAND
            for mask, mi in found:
                if _poll_stops(poll):
                    del found[:]
                    return worst
                e = _state(3, d)
                if j < 0:
                    e.do(M_END + end)
                else:
                    e.do(M_STACK)
                    e.do(M_POS + k)
                i = 0
                while mask:
                    if mask & 1:
                        e.do(_TILES[i] + (MOD if i == mi else 0))
                    mask >>= 1
                    i += 1
                e.do(DONE)
                v = evaluate(e, me)
                if v < worst:
                    worst = v
    del found[:]
    if worst < WIN * 10:
        return worst
    # nothing to place: a Redraw or an Exchange, the turns token_turns() lists in its order (every Redraw by tile,
    # then every Exchange by the tile given and the tile taken), played from the tiles without listing them: near
    # the end Hard looks at this for each of its own token turns, and the lists took a decision of the 64 KB test
    # (tests/bossa/test_ai.py, no collection inside a decision) from 15 KB to 30 KB of allocations
    tok = b[O_TOK + op]
    xo = HAND + op
    xm = HAND + me
    for kind in range(2):
        if tok & (T_EXCHANGE if kind else T_REDRAW) or (not kind and not d.pile_count()):
            continue
        for g in range(NT):
            if b[O_LOC + g] != xo:
                continue
            for t in range(NT if kind else 1):
                if kind and b[O_LOC + t] != xm:
                    continue
                if _poll_stops(poll):
                    return worst if worst < WIN * 10 else evaluate(d, me)
                v = _token_answer(d, me, kind, g, t, unseen)
                if v < worst:
                    worst = v
    return worst if worst < WIN * 10 else evaluate(d, me)


def _token_answer(d, me, kind, g, t, unseen):
    """My value after the opponent's Redraw of g (kind 0) or Exchange of g for my t (kind 1) in d."""
    e = _state(3, d)
    if kind:
        e.do(M_EXCHANGE)
        e.do(g)
        e.do(t)
    else:
        e.do(M_REDRAW)
        e.do(g)
    if e.b[O_PHASE] == P_RDDRAW:  # the opponent's Redraw: they draw the first unseen tile still out
        for t in unseen:
            if e.b[O_LOC + t] < HAND:
                e.do(t)
                break
        else:
            e.b[O_PLAYER] = me
            e.b[O_PHASE] = P_DRAW
    return evaluate(e, me)


_found = []  # the answers' search results, one list reused
_TILES = bytearray(NT)  # the candidates those results index


def _argmax(values):
    best = 0
    for i in range(1, len(values)):
        if values[i] > values[best]:
            best = i
    return best


def choose(state, level, rng, poll):
    b = state.b
    if _plan and _next[0] == b:
        m = _plan.pop(0)
        _advance(state, m)
        return m
    del _plan[:]
    ph = b[O_PHASE]
    if ph == P_CHOOSE or ph == P_COLOUR or ph == P_KEEP:
        return run("games.bossa.aisetup", "choice", state, level, rng)  # once a game: loaded, then dropped
    me = b[O_PLAYER]
    _level[0] = level
    if LEARNED[level] and _eval[0] is None:
        from games.bossa.learned import learned
        _eval[0] = learned
    if ph == P_MAIN:
        options = macros(state, me, False, poll)
    else:
        options = []
        _finish(state, me, [], options, -1)
    if not options:
        return rng.choice(state.legal_moves())
    if level == 0 and rng.below(2) == 0:
        best = rng.choice(options)
    else:
        best, v = _best(state, me, options, level, rng, poll, REPLY_TOP[level])
        if level and ph == P_MAIN and (v < TOKEN_CALL[level] or _near_end(state, me, level)) and poll():
            # the best placement looks bad: a Redraw or an Exchange may do better
            extra = token_turns(state, me, [])
            if extra and options[0][0] != M_REDRAW and options[0][0] != M_EXCHANGE:
                other, w = _best(state, me, extra, level, rng, poll, TOKEN_TOP[level])
                if w > v:
                    best = other
    _plan.extend(best[1:])
    _advance(state, best[0])
    return best[0]


def planned():
    """Whether the turn being played has steps left in its plan (pocket.match keeps the AI's code until then)."""
    return len(_plan) > 0


def _near_end(state, me, level):
    # END_PILE 0 is off (Normal), not "when the pile is empty": the last turn would then weigh tokens too
    return END_PILE[level] and (state.pile_count() <= END_PILE[level] or state.hand_count(1 - me) <= END_HAND[level])


def _advance(state, m):
    if _plan:
        c = state.copy()
        c.do(m)
        _next[0] = c.b
    else:
        _next[0] = None
