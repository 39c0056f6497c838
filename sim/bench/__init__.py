"""Benchmarks: memory, device time and AI strength of every game (desktop only). Run `python -m sim.bench --help`.

Layout: catalog (which games, which modules), memory (engine + AI under real MicroPython with a capped heap:
smallest heap, decision times), strength (our AI against OpenSpiel's MCTS / ISMCTS and uniform random),
stats (Wilson intervals, percentiles), report (docs/BENCHMARKS.md, JSON, PNG), run (the whole thing).
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
for _p in (os.path.join(ROOT, "lib"), ROOT):
    if _p not in sys.path:
        sys.path.insert(0, _p)

# Device-time factors from the platform notes (pystone rates, 2026-11): one second on the device (CircuitPython,
# SAMD51 @120 MHz) is worth 1/70 s of the wasmtime MicroPython build and 1/425 s of CPython 3.11.
MPY_WASMTIME_FACTOR = 70.0
CPYTHON_FACTOR = 425.0
