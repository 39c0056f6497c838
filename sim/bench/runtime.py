"""python -m sim.bench.runtime: the runtime's own figures.

1. Heap used by importing the runtime modules that the bare core can load (all but the display ones), measured on
   CircuitPython's 32-bit core (sim/cpy32.py, from .py sources) with gc.mem_alloc() deltas.
2. Desktop cost of the launcher's frame loop in the headless simulator: idle frames, and frames where the menu
   cursor moves (a redraw of the changed area), in ms of CPython + Blinka displayio (which draws in pure Python; the
   device draws in C, so these are upper bounds of the Python work, not device times)."""
import statistics
import sys
import time

from sim import cpy32
from sim.runner import Sim, add_paths

MODULES = ("pocket.clock", "pocket.rng", "pocket.saves", "pocket.settings", "pocket.setup")

IMPORT_CODE = """
import gc
gc.collect()
base = gc.mem_alloc()
import %s
gc.collect()
print('HEAP', gc.mem_alloc() - base)
"""


def micropython_import_heap():
    sizes = {}
    for m in MODULES:
        r = cpy32.run_result(IMPORT_CODE % m, heap_kb=64)
        if not r.ok:
            raise SystemExit("CircuitPython's core could not import %s: %s" % (m, r))
        sizes[m] = int(r.stdout.split("HEAP")[1])
    r = cpy32.run_result(IMPORT_CODE % ", ".join(MODULES), heap_kb=64)
    sizes["all of them"] = int(r.stdout.split("HEAP")[1])
    return sizes


def menu_frames(frames=300):
    """ms of each frame, split by whether the frame redrew the screen (the cursor moved) or not."""
    add_paths()
    sim = Sim()
    idle, redraw = [], []
    try:
        sim.run(10)
        for i in range(frames):
            if i % 10 == 0:
                sim.press("DOWN" if i % 20 else "UP", hold=1)
            before = sim.display.refreshes
            t = time.perf_counter()
            sim.run(1)
            ms = (time.perf_counter() - t) * 1000
            (redraw if sim.display.refreshes != before else idle).append(ms)
    finally:
        sim.close()
    return idle, redraw


def p95(xs):
    xs = sorted(xs)
    return xs[int(0.95 * (len(xs) - 1))]


def main():
    print("Heap used by importing the runtime on the 32-bit core (gc.mem_alloc delta, bytes):")
    for m, n in micropython_import_heap().items():
        print("  %-16s %6d" % (m, n))
    idle, moving = menu_frames()
    if not moving:
        raise SystemExit("no frame redrew the menu: the presses did not reach it")
    print("Launcher menu in the headless simulator (CPython + Blinka displayio), ms per frame:")
    print("  idle frame:        mean %.2f  p95 %.2f  (%d frames)" % (statistics.mean(idle), p95(idle), len(idle)))
    print("  redrawing frame:   mean %.2f  p95 %.2f  (%d frames)" % (statistics.mean(moving), p95(moving),
                                                                     len(moving)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
