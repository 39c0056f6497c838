"""Button input: keypad events folded into bitmasks, D-pad repeat, queue overflow."""
import pytest

from sim import device as dev


@pytest.fixture
def keys():
    from sim.display import new_display
    d = dev.Device(new_display())
    d.install()
    import importlib
    import pocket.buttons
    importlib.reload(pocket.buttons)  # bind to the stand-in keypad
    k = dev.ShiftRegisterKeys()
    return pocket.buttons, k


def push(k, name, pressed=True):
    k.events._put(dev.KEY_NAMES.index(name), pressed)


def test_key_numbers_are_the_pybadge_order(keys):
    bt, k = keys
    b = bt.Buttons(k)
    for name in dev.KEY_NAMES:
        push(k, name)
        push(k, name, False)
    assert b.poll(0) == 255
    assert (bt.B, bt.A, bt.START, bt.SELECT, bt.RIGHT, bt.DOWN, bt.UP, bt.LEFT) == (1, 2, 4, 8, 16, 32, 64, 128)


def test_a_press_is_reported_once_and_released_keys_are_forgotten(keys):
    bt, k = keys
    b = bt.Buttons(k)
    push(k, "A")
    assert b.poll(0) == bt.A
    assert b.poll(10) == 0  # held, but A does not repeat
    assert b.held == bt.A
    push(k, "A", False)
    assert b.poll(20) == 0 and b.held == 0


def test_held_dpad_repeats_after_300_ms_then_every_80(keys):
    bt, k = keys
    b = bt.Buttons(k)
    push(k, "RIGHT")
    got = []
    for t in range(0, 700, 10):
        if b.poll(t):
            got.append(t)
    assert got[0] == 0 and got[1] == 300 and got[2] == 380 and got[3] == 460
    push(k, "RIGHT", False)
    assert b.poll(1000) == 0 and b.poll(2000) == 0


def test_repeat_survives_the_tick_counter_wrapping(keys):
    bt, k = keys
    b = bt.Buttons(k)
    near_wrap = (1 << 29) - 100
    push(k, "DOWN")
    assert b.poll(near_wrap) == bt.DOWN
    assert b.poll(near_wrap + 150) == 0
    assert b.poll((near_wrap + 300) & ((1 << 29) - 1)) == bt.DOWN  # after the wrap


def test_overflow_forgets_held_keys_and_keeps_going(keys):
    bt, k = keys
    b = bt.Buttons(k)
    push(k, "LEFT")
    b.poll(0)
    assert b.held == bt.LEFT
    for _ in range(100):  # more than the queue holds: the release of LEFT is lost
        push(k, "B")
        push(k, "B", False)
    assert k.events.overflowed
    pressed = b.poll(10)
    assert b.overflows == 1 and not k.events.overflowed
    assert b.held == 0 and pressed == 0 and len(k.events) == 0  # the queue no longer adds up: dropped
    assert b.poll(2000) == 0  # no stuck repeat of LEFT
    push(k, "A")
    assert b.poll(2010) == bt.A  # and input goes on


def test_overflowed_is_read_only_as_on_circuitpython(keys):
    bt, k = keys
    for _ in range(100):
        push(k, "B")
    assert k.events.overflowed
    with pytest.raises(AttributeError):
        k.events.overflowed = False
    k.events.clear()  # the only way to reset it on the device
    assert not k.events.overflowed and len(k.events) == 0


def test_one_event_object_is_reused(keys):
    bt, k = keys
    b = bt.Buttons(k)
    ev = b.event
    push(k, "A")
    b.poll(0)
    push(k, "B")
    b.poll(1)
    assert b.event is ev
