"""Tanbo memory figures on CircuitPython's 32-bit core (sim/cpy32.py) and the Hard search's working set (not a test).

    python -m sim.tanbo_mpy

Prints: the smallest heap the engine + AI import into and what stays resident; the smallest heap in which full
games at each level complete with the collector working as on the device (4 KB steps, four seeded games, one on
each kind of setup); and the peak working set of one Hard decision measured by tracemalloc on CPython (CPython's
objects are larger than MicroPython's, so this is an upper bound).
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for _p in (os.path.join(ROOT, "lib"), ROOT):
    if _p not in sys.path:
        sys.path.insert(0, _p)

from sim import cpy32  # noqa: E402

IMPORT = """
import gc
gc.collect()
base = gc.mem_alloc()
from pocket.rng import Rng
from games.tanbo import rules, ai
gc.collect()
print('RESULT', gc.mem_alloc() - base, gc.mem_alloc())
"""

# One game per run, its loop at the top level: the wasm build's collector loses objects of large frames, so the
# frames on the stack while choose() collects must stay small (choose() itself is built for that).
GAME = """
from pocket.rng import Rng
from games.tanbo import rules, ai
rng = Rng(%(seed)d)
s = rules.new_game(seed=%(seed)d, setup=%(setup)d)
while not s.is_over():
    if s.to_move() == -1:
        s.apply(rng.weighted(s.chance_outcomes()))
    else:
        s.apply(ai.choose(s, %(level)d, rng, lambda: True))
print('RESULT ok')
"""
GAMES = ((4, 0), (5, 3), (6, 8), (7, 11))


def result(code, heap_kb):
    r = cpy32.run_result(code, heap_kb=heap_kb, timeout=300)
    if not r.ok:
        return None
    return [x for x in r.stdout.splitlines() if x.startswith("RESULT")][-1].split()[1:]


def cpython_working_set(seeds):
    import tracemalloc
    from games.tanbo import ai, rules
    from pocket.rng import Rng
    worst = 0
    tracemalloc.start()
    for seed in seeds:
        rng = Rng(seed)
        s = rules.new_game(seed=seed)
        while not s.is_over():
            if s.to_move() == rules.CHANCE:
                s.apply(rng.weighted(s.chance_outcomes()))
                continue
            tracemalloc.reset_peak()
            base = tracemalloc.get_traced_memory()[0]
            m = ai.choose(s, 2, rng, lambda: True)
            worst = max(worst, tracemalloc.get_traced_memory()[1] - base)
            s.apply(m)
    tracemalloc.stop()
    return worst


def main():
    for heap in range(24, 68, 4):
        got = result(IMPORT, heap)
        if got:
            print("import rules + ai: fits a %d KB heap; resident %s bytes" % (heap, got[0]))
            break
    for level in (0, 1, 2):
        for heap in range(32, 68, 4):
            if all(result(GAME % {"level": level, "seed": seed, "setup": setup}, heap) for seed, setup in GAMES):
                print("%s: four full games complete in a %d KB heap (collector as on the device)" % (
                    ("Easy", "Normal", "Hard")[level], heap))
                break
        else:
            print("%s: the games did not complete within 64 KB" % ("Easy", "Normal", "Hard")[level])
    print("Hard decision working set on CPython (tracemalloc, 4 games): %d bytes" % cpython_working_set(range(4)))


if __name__ == "__main__":
    main()
