"""Every game's engine and AI, at every level, play whole seeded games within a 64 KB heap and CircuitPython 10's
default 2048-byte pystack, on CircuitPython 10.2.1's own 32-bit core (sim/cpy32.py): the device's object sizes,
collector and frame stack, not an estimate from a 64-bit build.
Skipped, saying so, where the tools folder (../shared/tools/circuitpython) is not there."""
import pytest

from sim import cpy32
from sim.bench import memory
from tests.helpers import contract
from tests.helpers.ondrive import deployed_drive  # noqa: F401 (a fixture)

HEAP_KB = 64
# (Seasons of Rice's Hard needed 68 KB until its lookahead tried spots in place instead of on state copies.)
# The whole device is held to 112 KB by tests/test_twin.py; this is the engine's part.
HEAP_OVERRIDE = {}

pytestmark = pytest.mark.device("cpy32")


def runner(pystack, root):
    # from a deployed drive: the .mpy files the device loads (a device never compiles a game's module)
    return lambda code, heap_kb, timeout: cpy32.run_result(code, heap_kb=heap_kb, timeout=timeout, pystack=pystack,
                                                           cwd=root)


@pytest.mark.parametrize("level", [0, 1, 2])
@pytest.mark.parametrize("game_id", contract.registered_ids())
def test_whole_games_fit_a_64k_heap_and_the_pystack(game_id, level, deployed_drive):
    heap = HEAP_OVERRIDE.get((game_id, level), HEAP_KB)
    run = runner(cpy32.DEFAULT_PYSTACK, deployed_drive)
    r = memory.run(game_id, level, heap, runner=run, games=2, seed=1, timeout=300)
    assert r.status == "ok", r
    assert len(r.games) == 2 and all(over for _, _, over in r.games), r.games


@pytest.mark.parametrize("game_id", contract.registered_ids())
def test_rules_and_ai_import_in_a_64k_heap(game_id, deployed_drive):
    # what the team's before-stop hook checks: each game's rules and ai imported on the core from the .mpy files
    # deploy ships (the device never compiles them: a module no longer has to compile from source in 64 KB,
    # docs/ENGINE.md "Adding a game")
    code = "import games.%s.rules\nimport games.%s.ai\nprint('imported')" % (game_id, game_id)
    r = cpy32.run_result(code, heap_kb=HEAP_KB, timeout=60, cwd=deployed_drive)
    assert r.ok and "imported" in r.stdout, r


@pytest.mark.parametrize("game_id", contract.registered_ids())
def test_the_heap_cap_is_real(game_id):
    # the same run in half that heap runs out of memory (it does not quietly grow the heap); from the repository's
    # sources, compiled on the core (from a drive's .mpy files Bossa's Hard fits in 32 KB)
    run = runner(cpy32.DEFAULT_PYSTACK, cpy32.REPO)
    r = memory.run(game_id, 2, HEAP_KB // 2, runner=run, games=1, seed=1, timeout=300)
    assert r.status == "memory", r


def test_the_pystack_cap_is_real():
    deep = "def f(n):\n    return f(n + 1) if n < 80 else n\nprint(f(0))"  # 80 frames: about 3 KB of pystack
    r = cpy32.run_result(deep, heap_kb=HEAP_KB)
    assert not r.ok and "pystack exhausted" in r.stderr, r
    r = cpy32.run_result(deep, heap_kb=HEAP_KB, pystack=8192)
    assert r.ok and "80" in r.stdout, r
