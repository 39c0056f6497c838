"""Benchmarks: memory, device time and AI strength of every game (desktop only). Run `python -m sim.bench --help`.

Layout: catalog (which games, which modules), memory (engine + AI alone on CircuitPython's 32-bit core: peak heap,
decision CPU times), pystone (the device-time factor, measured in the same run), device (that part of the run:
engine + AI, pystone and the device twin per game and level),
strength (our AI against OpenSpiel's MCTS / ISMCTS and uniform random),
stats (Wilson intervals, percentiles), report (docs/BENCHMARKS.md, JSON, PNG), run (the whole thing).
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
for _p in (os.path.join(ROOT, "lib"), ROOT):
    if _p not in sys.path:
        sys.path.insert(0, _p)

# CPython's device-time factor from the platform notes (pystone rates, 2026-11): one second on the device
# (CircuitPython, SAMD51 @120 MHz) is worth 1/425 s of CPython 3.11. The core's factor is measured in each run.
CPYTHON_FACTOR = 425.0
