# The bean game's computer players. Keeps and stops come from games/beans/plan.py (expectimax over the remaining
# rolls for the first contract the field does not meet yet); claims are always taken; sales follow the next
# contract's printed chance. Budgets are counts (search depth, work units), so a seed replays the same game.
from games.beans import rules as R
from games.beans.rules import ONE
from games.beans.cards import PCT

LEVELS = ("Easy", "Normal", "Hard")
# rolls searched exactly (beyond them one last roll is assumed), for goals of fixed varieties (exact counts, five
# of two, none of) and for goals of free varieties (n of a kind, fulls, triples, pairs, n different: 7x more work)
DEPTH = ((1, 1), (1, 1), (3, 2))
SELL_BELOW = (20, 101, 101)  # sell a card with 3+ done when the next contract's printed chance is below this (%)
MISTAKE = 6                # Easy: one keep in this many is random
GO_ON = (0, ONE // 10, 0)  # with a contract already secured this turn, roll on only if the next is this likely

# the planner, its memo tables and goal_for live in plan.py: the hint imports that without this module
from games.beans.plan import goal_for, MEMO_CAP, _goals  # noqa: F401 (MEMO_CAP and _goals: for the tools and tests)

# work per decision (plan.py's units, 0.3-0.7 ms each on the device) past which the search hurries: Normal stays
# under 1 s a decision, Hard at p95 about 1.5 s (at most about 5 s)
WORK = (600, 900, 10000)


def choose(state, level, rng, poll):
    moves = state.legal_moves()
    if len(moves) == 1:
        return moves[0]
    p = state.to_move()
    if R.CLAIM in moves:
        return R.CLAIM
    if R.SELL in moves and should_sell(state, p, level) and state.phase != R.P_KEEP:
        return R.SELL
    if state.phase == R.P_KEEP:
        return keep_move(state, p, level, rng, poll)
    return R.PASS


def should_sell(state, p, level):
    done = state.done[p]
    if done >= 6 or state.coins(p) + R.SALE[done] >= R.GOAL:
        return True
    if state.last:
        return True  # the game ends with this turn: cash in
    pct = PCT[6 * state.active_card[p] + done]
    return pct < SELL_BELOW[level]


def _split(state, where):
    """Variety counts of the dice in `where`, white and cream apart."""
    w = [0] * 7
    c = [0] * 7
    for i in range(7):
        if state.where[i] == where:
            if i < R.N_WHITE:
                w[state.face[i]] += 1
            else:
                c[state.face[i]] += 1
    return w, c


def keep_move(state, p, level, rng, poll):
    moves = state.legal_moves()
    field = state.counts(R.FIELD)
    # the goal: the first contract from the card's progress that the field does not meet yet
    secured = 0
    contract = None
    done = state.done[p]
    card = state.active_card[p]
    while card != R.NONE and done + secured < 6 and secured < 3:
        c = R.CARDS[card][done + secured]
        if not R.met(c, field):
            contract = c
            break
        secured += 1
    keeps = [m for m in moves if m >= R.KEEP]
    if contract is None or not poll():
        return keeps[0] if keeps else R.STOP
    if level == 0 and keeps and rng.below(MISTAKE) == 0:
        return rng.choice(keeps)
    g = goal_for(contract, poll=poll)
    g.start(poll, WORK[level])
    fw, fc = _split(state, R.FRESH)
    nw = state._off_count(0, R.N_WHITE) + sum(fw)
    nc = state._off_count(R.N_WHITE, 7) + sum(fc)
    v, kw, kc, stop = plan_keep(g, field, fw, fc, nw, nc, level, not state.kept, state.last)
    if state.last and state.kept and not sum(kw) + sum(kc):
        return R.STOP
    if kw is not None:
        for colour, keep, fresh in ((0, kw, fw), (1, kc, fc)):
            for k in range(g.n):
                if keep[k]:
                    for var in range(7):
                        if fresh[var] and g.cat[var] == k:
                            return R.KEEP + 7 * colour + var
    if not keeps or state.kept:
        if R.ROLL not in moves or stop or v <= 0:
            return R.STOP
        if secured and v < GO_ON[level]:
            return R.STOP  # a contract is in hand; more rolls mostly feed the others
        return R.ROLL
    return keeps[0]


def plan_keep(g, field, fw, fc, nw, nc, level, must_keep=True, last=False):
    """The keep this level plays for goal g: (value, keep_white, keep_cream, stop), keeps as category counts.
    field, fw, fc: variety counts (field, fresh white, fresh cream); nw, nc: dice that roll again if it rolls."""
    f = g.counts(field)
    gw = _cats(g, fw)
    gc = _cats(g, fc)
    if last:  # no more rolls: keep what helps now, then stop
        kw, kc = _all_useful(g, f, gw, gc)
        return 0, kw, kc, True
    free = g.rep[-1] >= 0 and not g.none
    depth = DEPTH[level][1 if free else 0]
    if depth > 1:
        return g.deepen(f, gw, gc, nw, nc, depth, must_keep)
    return g.best(f, gw, gc, nw, nc, 1, None, must_keep)


def _cats(g, counts):
    out = [0] * g.n
    for v in range(7):
        out[g.cat[v]] += counts[v]
    return tuple(out)


def _all_useful(g, f, gw, gc):
    kw = [0] * g.n
    kc = [0] * g.n
    for k in range(g.n):
        if g.rep[k] < 0 or (g.none and k == 0):
            continue
        room = g.cap[k] - f[k]
        kw[k] = min(gw[k], room)
        kc[k] = min(gc[k], room - kw[k])
    return kw, kc
