# Time for the frame loop. On the device: supervisor.ticks_ms (wraps at 2**29). The simulator replaces
# `ticks` and `frame` on this module to run on a virtual clock (headless) or a window's clock.
import time

try:
    from supervisor import ticks_ms as ticks
except ImportError:  # MicroPython / plain CPython
    try:
        from time import ticks_ms as ticks
    except ImportError:
        def ticks():
            return int(time.monotonic() * 1000) & MASK

MASK = (1 << 29) - 1
HALF = 1 << 28


def diff(a, b):
    """a - b in ms, correct across the 2**29 wrap."""
    d = (a - b) & MASK
    return d - (1 << 29) if d >= HALF else d


_next = [0]


def frame(period_ms):
    """Sleep until the next frame boundary (never drifts more than one frame behind)."""
    now = ticks()
    wait = diff(_next[0], now)
    if wait > 0:
        time.sleep(wait / 1000)
    elif wait < -period_ms:
        _next[0] = now
    _next[0] = (_next[0] + period_ms) & MASK
