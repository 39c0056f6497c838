"""Tanbo computer opponent: plays legal moves within its budget, sees wins through big moves, and the levels
are ordered. Strength figures over 200+ games come from `python -m sim.games.tanbo.eval` (not a test)."""
import pytest

from games.tanbo import ai
from games.tanbo import rules as R
from pocket.rng import Rng
from sim import cpy32, selfplay
from tests.helpers.ondrive import deployed_drive  # noqa: F401 (a fixture)
from sim.selfplay import RANDOM
from tests.tanbo.helpers import EMPTY, position

SNAKE2 = (2, 0, 0, 0)


def play(seed, levels, setup=0, poll=None):
    """levels[p]: 0-2, or RANDOM for uniformly random moves. Returns the final state."""
    s = R.new_game(seed=seed, setup=setup)
    return selfplay.play(ai, s, levels, Rng(seed * 7919 + 1), poll=poll, check=True)


def wins(level, other, games, setup=0):
    return selfplay.seat_swapped(lambda g, levels: play(g, levels, setup), level, other, games)


def test_hard_beats_random_play():
    assert wins(2, RANDOM, 16) >= 15


def test_easy_still_beats_random_play():
    assert wins(0, RANDOM, 16) >= 13


def test_levels_are_ordered():
    # over 200 games Hard wins 58% against Normal; Normal 86% against Easy (python -m sim.games.tanbo.eval):
    # Normal came close to Hard when it got a small look at its next turn (it scores 63% against MCTS-1000)
    assert wins(2, 1, 60) >= 32
    assert wins(1, 0, 60) >= 48


@pytest.mark.parametrize("setup", [3, 8, 11])
def test_ai_games_finish_on_seasonal_setups(setup):
    for seed in range(3):
        s = play(seed, (2, 1), setup)
        assert s.b[R.REASON] in (R.WIN_25, R.WIN_LEAD, R.WIN_TURN, R.END_TURNS)


def test_same_seed_same_game():
    a = play(5, (2, 0))
    b = play(5, (2, 0))
    assert a.encode() == b.encode()


def big_move_to_victory():
    # sowing the farmer first makes paddy 2 a big move (1 snake, 1 rice); the second sowing from paddy 2 can end
    # with the white rice on paddy 4 (1 snake, 5 red): 5 red harvested = 25 points. The other order only sows.
    theirs = [(2, 0, 0, 0)] * 5
    return position([(1, 0, 0, 0), EMPTY, (0, 1, 0, 0), SNAKE2, (1, 0, 0, 5)], theirs)


@pytest.mark.parametrize("level", [1, 2])
def test_ai_plays_through_a_big_move_to_win(level):
    s = big_move_to_victory()
    assert s.legal_moves() == [R.SNAKE, R.FARMER]
    rng = Rng(1)
    s.apply(ai.choose(s, level, rng, lambda: True))
    assert s.phase() == R.SWAP1  # the big move happened
    s.apply(s.legal_moves()[0])
    s.apply(s.legal_moves()[0])
    assert s.to_move() == 0 and s.legal_moves() == [R.SNAKE, R.WHITE]
    finish_turn(s, level, rng)
    assert s.is_over() and s.returns() == [1.0, 0.0] and s.scores()[0] == 25


def finish_turn(s, level, rng):
    while not s.is_over() and s.to_move() == 0:
        s.apply(ai.choose(s, level, rng, lambda: True))


def test_ai_orders_the_sowing_so_the_harvest_wins():
    # hand: snake, white, farmer from paddy 0 -> paddies 1, 2, 3. Paddy 3 (1 snake, 4 black, 2 red) harvests 5 rice
    # (26 points) if the white lands last, but only 4 if the snake does
    s = position([(1, 1, 0, 0), EMPTY, SNAKE2, (1, 0, 4, 2), EMPTY], stores=((0, 0, 0), (0, 0, 0)))
    finish_turn(s, 1, Rng(3))
    assert s.is_over() and s.returns() == [1.0, 0.0] and s.b[R.REASON] == R.WIN_25


def test_stop_request_still_gives_a_legal_move():
    calls = [0]

    def poll():
        calls[0] += 1
        return calls[0] < 2

    for seed in range(4):
        s = play(seed, (2, 2), poll=poll)
        assert s.is_over()


def searching_positions(seeds=range(6), level=2):
    """States from seeded Hard games where the AI runs a turn search (not a forced or planned move)."""
    out = []
    rng = Rng(9)
    for seed in seeds:
        s = R.new_game(seed=seed, setup=seed)
        while not s.is_over():
            if s.to_move() == R.CHANCE:
                s.apply(rng.weighted(s.chance_outcomes()))
                continue
            before = s.copy()
            h = ai._start(s, level, Rng(1), lambda: True)
            if isinstance(h, ai.Search):  # a turn search (not the swap search)
                out.append(before)
            s.apply(ai.choose(s, level, rng, lambda: True))
    return out


def run_search(s, level, poll):
    """(move, search) of one decision, stepped to the end as choose() does."""
    ai._owner[0] = None  # no plan from an earlier search: search from scratch
    search = ai._start(s, level, Rng(1), poll)
    while search.step():
        pass
    return search.finish(), search


def test_search_budget_is_counted_in_nodes():
    # a decision's nodes are bounded by the budgets, whatever the position (a line followed past the budget
    # still counts its nodes, hence the factor 2)
    worst = 0
    for s in searching_positions():
        worst = max(worst, run_search(s, 2, lambda: True)[1].nodes)
    assert 0 < worst <= 2 * ai.BUDGET[2] * (ai.INNER[2] + 1)


def test_a_long_search_polls_all_along():
    # poll() is called once per few units of work (a node or a move applied is one): at least once per
    # POLL_WORK nodes, so the buttons are read every few ms of the device however long the decision
    from games.tanbo.ai import POLL_WORK
    longest = 0
    for s in searching_positions(range(3)):
        calls = [0]

        def poll():
            calls[0] += 1
            return True

        search = run_search(s, 2, poll)[1]
        assert calls[0] >= search.nodes // POLL_WORK
        longest = max(longest, calls[0])
    assert longest >= 50


def test_a_stop_request_ends_the_search_soon_with_a_legal_move():
    for s in searching_positions(range(3)):
        calls = [0]

        def poll():
            calls[0] += 1
            return calls[0] < 3

        move, search = run_search(s, 2, poll)
        assert move in s.legal_moves()
        # after the stop, only the lines already opened are followed to the end of the turn
        assert search.nodes <= 30, search.nodes  # a full Hard search takes up to ~800
        assert calls[0] <= 3 + 10


def test_the_swap_search_polls_and_stops_when_asked():
    s = big_move_to_victory()
    s.apply(ai.choose(s, 2, Rng(1), lambda: True))
    assert s.phase() == R.SWAP1 and s.to_move() == 1
    calls = [0]

    def poll():
        calls[0] += 1
        return True

    full = ai.choose(s, 2, Rng(1), poll)
    assert calls[0] >= len(s.legal_moves())  # at least once per first pick tried
    stopped = [0]

    def stop():
        stopped[0] += 1
        return False

    m = ai.choose(s, 2, Rng(1), stop)
    assert m in s.legal_moves() and stopped[0] == 1
    c = s.copy()
    c.apply(m)
    assert ai.choose(c, 2, Rng(1), stop) in c.legal_moves()  # the second pick too, planned or not
    assert full in s.legal_moves()


# On CircuitPython 10.2.1's own 32-bit core (sim/cpy32.py): the device's object sizes, collector and 2048-byte
# pystack; these games run with the collector working as on the device.
MPY_IMPORT = """
import gc
gc.collect()
base = gc.mem_alloc()
from pocket.rng import Rng
from games.tanbo import rules, ai
gc.collect()
print('RESULT', gc.mem_alloc() - base)
"""

MPY_GAME = """
from pocket.rng import Rng
from games.tanbo import rules, ai
rng = Rng(%(seed)d)
s = rules.new_game(seed=%(seed)d, setup=%(setup)d)
n = 0
while not s.is_over():
    if s.to_move() == -1:
        s.apply(rng.weighted(s.chance_outcomes()))
    else:
        s.apply(ai.choose(s, %(level)d, rng, lambda: True))
    n += 1
print('RESULT', n, s.is_over(), s.b[rules.REASON])
"""


def mpy_result(code, heap_kb, drive):
    # from a deployed drive: the .mpy files the device loads (it never compiles a game's module: ai.py, with its
    # evaluation, no longer compiles from source in 64 KB, and need not, docs/ENGINE.md)
    r = cpy32.run_result(code, heap_kb=heap_kb, timeout=120, cwd=drive)
    assert r.ok, r
    return [x for x in r.stdout.splitlines() if x.startswith("RESULT")][-1].split()[1:]


@pytest.mark.device("cpy32")
def test_engine_and_ai_import_under_micropython_64k(deployed_drive):
    resident = int(mpy_result(MPY_IMPORT, 64, deployed_drive)[0])
    # 28 KB, plus the turn plan's table (2.5 KB, ai.Plan), now allocated at import instead of a dict that
    # grew in the middle of a search (and failed to at 96 KB on the device twin)
    assert resident < 30 * 1024 + 512, resident


@pytest.mark.device("cpy32")
@pytest.mark.parametrize("seed, setup", [(4, 0), (7, 11)])
def test_hard_ai_plays_a_full_game_under_micropython_64k(seed, setup, deployed_drive):
    n, over, reason = mpy_result(MPY_GAME % {"seed": seed, "setup": setup, "level": 2}, 64, deployed_drive)
    assert over == "True" and int(n) > 20 and int(reason) > 0


def cpython_working_set(seeds):
    """The peak working set of one Hard decision, by tracemalloc on CPython (an upper bound: CPython's objects
    are larger than the device's)."""
    import tracemalloc
    worst = 0
    tracemalloc.start()
    for seed in seeds:
        rng = Rng(seed)
        s = R.new_game(seed=seed)
        while not s.is_over():
            if s.to_move() == R.CHANCE:
                s.apply(rng.weighted(s.chance_outcomes()))
                continue
            tracemalloc.reset_peak()
            base = tracemalloc.get_traced_memory()[0]
            m = ai.choose(s, 2, rng, lambda: True)
            worst = max(worst, tracemalloc.get_traced_memory()[1] - base)
            s.apply(m)
    tracemalloc.stop()
    return worst


def test_hard_search_working_set_is_small():
    worst = cpython_working_set([4])
    assert 0 < worst < 32 * 1024, worst


@pytest.mark.parametrize("module", ["ai"])
def test_the_ai_compile_time_constants_are_the_layout_numbers(module):
    # the AI's hot paths read the state through private const() copies of layout.py's numbers (a global look-up
    # costs on the device): a change of the layout must change them too
    import importlib
    from games.tanbo import layout
    mod = importlib.import_module("games.tanbo." + module)
    names = [n for n in vars(mod) if n.startswith("_") and n[1:].isupper() and hasattr(layout, n[1:])]
    assert len(names) >= 10
    for n in names:
        assert getattr(mod, n) == getattr(layout, n[1:]), n
