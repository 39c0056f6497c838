# Tanbo computer opponent. A turn is planned as a whole: a depth-first search over the player's own decisions
# (the order of the sown pieces, what an over-full paddy loses) through the action and any big moves, until the
# turn passes. Chance is resolved by the likeliest colour; harvests take the best colours and rests give back the
# cheapest (what the rulebook advises). The end-of-turn positions are scored by a static evaluation: points,
# then what each player's next turn can harvest from the paddy their farmer stands on, and each board (its rice,
# what a landing would harvest, unguarded rice, snakes).
# Normal (a little) and Hard (more) also search their own following turn from each end of turn (skipping the opponent's, which cannot touch our
# board except through a big move) and blends that into the score, so it sets up its next harvest. Budgets are
# node counts, and the search is deterministic (the rng only makes Easy's mistakes), so a seed replays the same
# game. The search itself is in aisearch.py, the evaluation in aieval.py, the swap and farmer choices in aiswap.py.
import gc

from games.tanbo import rules as R

# each module is compiled in RAM on the device: start each compile on a collected heap (less peak, less
# fragmentation)
gc.collect()
from games.tanbo.aieval import evaluate  # noqa: E402,F401
gc.collect()
from games.tanbo.aiswap import choose_farmer, choose_swap  # noqa: E402
gc.collect()
from games.tanbo.aisearch import INNER, NODE_CAP, Search, _candidates, _owner, _plan, key  # noqa: E402,F401
gc.collect()

LEVELS = ("Easy", "Normal", "Hard")

# node budgets per level for the own-turn search: the strongest found within a decision's time on the device
# (Hard spends its nodes on a deeper look at its next turn, aisearch.INNER; how they were chosen: docs/BENCHMARKS.md,
# "Tanbo's AI tuning")
BUDGET = (24, 100, 80)
MISTAKE_PERCENT = 30  # Easy: chance of a random piece order, so that Easy loses to Normal and beats random play

RESERVE = 20000  # bytes kept free before each step (a step allocates a few KB)
try:
    from gc import mem_free as _mem_free, collect as _collect
except ImportError:  # CPython: no gc.mem_free, and no need
    _mem_free = _collect = None


def choose(state, level, rng, poll):
    # A small frame on purpose (a handful of slots): garbage is collected here, between steps of the search.
    h = _start(state, level, rng, poll)
    if isinstance(h, int):
        return h  # decided without a search
    while h.step():
        _guard()
    return h.finish()


def _start(state, level, rng, poll):
    """The move when no search is needed (forced, planned, setup, swap, Easy's slip), else a Search to step."""
    moves = state.legal_moves()
    if len(moves) == 1:
        return moves[0]
    me = state.to_move()
    ph = state.phase()
    if ph == R.SETUP:
        return choose_farmer(state, me)
    if ph == R.SWAP1 or ph == R.SWAP2:
        return choose_swap(state, me, level, poll)
    if level == 0 and ph == R.SOW and rng.below(100) < MISTAKE_PERCENT:
        return rng.choice(moves)
    cands = _candidates(state)
    if len(cands) == 1:
        return cands[0]
    if _owner[0] == (me, level):
        move = _plan.get(key(state))
        if move is not None and move in moves:
            return move
    _plan.clear()
    _owner[0] = (me, level)
    search = Search(me, level, poll)
    search.moves = moves
    search.begin(state, BUDGET[level])
    return search


def _guard():
    if _mem_free is not None and _mem_free() < RESERVE:
        _collect()
