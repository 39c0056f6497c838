# The device's `time` (monotonic, monotonic_ns, sleep; no ticks_*) on the twin's virtual clock.
import _twin

try:
    from time import localtime, mktime, time  # noqa: F401  (the core's own, for completeness)
except ImportError:
    pass


def sleep(seconds):
    ms = int(seconds * 1000)
    _twin.sleep_ms(ms if ms > 0 else 0)


def monotonic_ns():
    _twin.creep()
    return _twin.now_ms() * 1000000


def monotonic():
    _twin.creep()
    return _twin.now_ms() / 1000  # a float32 on the device, as here
