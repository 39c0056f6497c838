"""Quick variants of the benchmark's checks, run on every registered game (and Pig) in the normal suite:
the AI contract of docs/ENGINE.md, and engine + AI on CircuitPython's 32-bit core in a 64 KB heap.
The full measurements (heap search, decision times, tournaments) are `python -m sim.bench`."""
import pytest

from pocket.rng import Rng
from sim.bench import catalog, memory
from tests.helpers import contract
from tests.helpers.ondrive import deployed_drive  # noqa: F401 (a fixture)

IDS = ["refgame"] + contract.registered_ids()
HEAP_KB = 64
MAX_MOVES = 400  # a random game of beans runs to ~2,000 moves; the full games are tests/test_heap_64k.py's


def load_ai(game_id):
    rules, ai = catalog.load(game_id)
    if ai is None:
        pytest.skip("games/%s/ai.py does not exist yet" % game_id)
    return rules, ai


def decision_states(rules, seed, count=3):
    """A few states where a player decides, spread over one seeded random game."""
    rng = Rng(seed)
    s = rules.new_game(seed=seed, players=2)
    states = []
    n = 0
    while not s.is_over() and n < 20000:
        if s.to_move() == -1:
            s.apply(rng.weighted(s.chance_outcomes()))
        else:
            if n % 7 == 0 and len(s.legal_moves()) > 1:
                states.append(s.copy())
            s.apply(rng.choice(s.legal_moves()))
        n += 1
    step = max(1, len(states) // count)
    return states[::step][:count]


@pytest.mark.parametrize("game_id", IDS)
def test_ai_keeps_its_contract(game_id):
    """LEVELS; a legal move at every level; the state left untouched; same seed, same move; a stop honoured."""
    rules, ai = load_ai(game_id)
    assert tuple(ai.LEVELS) == ("Easy", "Normal", "Hard")
    states = decision_states(rules, 11)
    assert states, "no decision with a choice in a whole random game"
    for state in states:
        before = state.encode()
        for level in range(len(ai.LEVELS)):
            m1 = ai.choose(state, level, Rng(5), lambda: True)
            assert m1 in state.legal_moves(), "%s level %d chose illegal %r" % (game_id, level, m1)
            assert state.encode() == before, "choose() changed the state it was given"
            m2 = ai.choose(state, level, Rng(5), lambda: True)
            assert m1 == m2, "same state and seed, different moves: the budget must be counts, not time"
            stopped = ai.choose(state, level, Rng(5), lambda: False)
            assert stopped in state.legal_moves(), "a stopped search must still return a legal move"


@pytest.mark.device
@pytest.mark.parametrize("game_id", IDS)
def test_engine_and_ai_play_on_the_core_in_64k(game_id, deployed_drive):
    """Two AI decisions per level in a game (the rest random, at most MAX_MOVES), heap capped at 64 KB."""
    _, ai = load_ai(game_id)
    for level in range(len(ai.LEVELS)):
        # the games from a deployed drive, as the device loads them (.mpy); refgame (tests/) from the repository
        runner = None if game_id == "refgame" else memory.core_runner(root=deployed_drive)
        r = memory.run(game_id, level, HEAP_KB, runner=runner, games=1, decisions=2, seed=5, max_moves=MAX_MOVES,
                       timeout=300)
        assert r.ok, "%s level %d: %s (%s)" % (game_id, level, r.status, r.error)
