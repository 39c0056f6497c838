"""sim.mpy.run with MicroPython's monotonic clock reading the CPU time of the thread running the wasm instead of
the wall clock, so decision times do not grow when other processes share the cores."""
from sim import mpy


def run(code, heap_kb=64, timeout=60.0, repo=mpy.REPO, prelude=True):
    return mpy.run(code, heap_kb=heap_kb, timeout=timeout, repo=repo, prelude=prelude, cpu_clock=True)
