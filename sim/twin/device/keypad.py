# keypad (CircuitPython 10) for the twin: Event, EventQueue, ShiftRegisterKeys with the device's API and read-only
# attributes. The queue is a ring buffer of max_events x 6 bytes (shared-module/keypad/EventQueue.c: a 16-bit
# encoded event and a timestamp object each), so its heap matches the C object's; the twin's harness fills it.


class Event:
    def __init__(self, key_number=0, pressed=True, timestamp=None):
        self._k = key_number
        self._p = bool(pressed)
        self._t = timestamp

    @property
    def key_number(self):
        return self._k

    @property
    def pressed(self):
        return self._p

    @property
    def released(self):
        return not self._p

    @property
    def timestamp(self):
        return self._t

    def __eq__(self, other):
        return self._k == other._k and self._p == other._p

    def __hash__(self):
        return self._k << 1 | self._p


class EventQueue:
    def __init__(self, max_events=64):
        self._buf = bytearray(max_events * 6)
        self._max = max_events
        self._read = 0
        self._count = 0
        self._over = False

    @property
    def overflowed(self):
        return self._over

    def _put(self, key, pressed):
        if self._count >= self._max:
            self._over = True
            return
        i = ((self._read + self._count) % self._max) * 6
        v = key | (0x8000 if pressed else 0)
        self._buf[i] = v & 255
        self._buf[i + 1] = v >> 8
        self._count += 1

    def _take(self):
        i = self._read * 6
        v = self._buf[i] | (self._buf[i + 1] << 8)
        self._read = (self._read + 1) % self._max
        self._count -= 1
        return v

    def get(self):
        if not self._count:
            return None
        v = self._take()
        return Event(v & 0x7FFF, bool(v & 0x8000))

    def get_into(self, event):
        if not self._count:
            return False
        v = self._take()
        event._k = v & 0x7FFF
        event._p = bool(v & 0x8000)
        return True

    def clear(self):
        self._count = 0
        self._over = False

    def __bool__(self):
        return self._count > 0

    def __len__(self):
        return self._count


class _Pin:
    """What digitalio allocates per pin inside the C scanner (three DigitalInOut structs)."""

    def __init__(self, pin):
        self.pin = pin


class ShiftRegisterKeys:
    def __init__(self, *, clock, data, latch, value_to_latch=True, key_count, value_when_pressed, interval=0.02,
                 max_events=64, debounce_threshold=1):
        if key_count < 1:
            raise ValueError("key_count must be >= 1")
        self._pins = (_Pin(clock), _Pin(latch), _Pin(data))
        self._debounce = bytearray(key_count)
        self._key_count = key_count
        self._events = EventQueue(max_events)
        import _twin
        _twin.keys[0] = self

    @property
    def events(self):
        return self._events

    @property
    def key_count(self):
        return self._key_count

    def reset(self):
        self._events.clear()

    def deinit(self):
        import _twin
        if _twin.keys[0] is self:
            _twin.keys[0] = None

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.deinit()


Keys = ShiftRegisterKeys  # the PyBadge has only the shift register; code asking for Keys gets the same queue API
