"""Holding A fast-forwards the computer's turns (pocket.app.App.fast, App.wait, Match), and the held A is not also
taken as the first press of the next human decision (Buttons.mute / App.settle)."""
import pytest

from sim import device as dev
from tests.helpers import simtools
from tests.helpers.simtools import PIG

SLOW = 2  # the "CPU moves" setting: the longest pause after each computer move


def frames_until_human(s, limit=3000):
    """Frames run until the human (seat 1) is asked for a decision."""
    start = s.frame_no
    while s.frame_no - start < limit:
        s.run(1)
        m = s.match
        if m is not None and m.state.to_move() == 1 and m.last_decider == 1:
            return s.frame_no - start
    raise AssertionError("the human was never asked")


def computer_turn(hold_a):
    with simtools.sim(extra_games=[PIG]) as s:
        s.start_game("refgame", seed=3, players=("cpu:0", "human"))
        s.run(1)
        s.match.app.settings.set("pace", SLOW)
        if hold_a:
            s.device.key("A", True)
        n = frames_until_human(s)
        before = s.state.encode()
        fast = s.match.app.fast
        s.run(30)  # A still held: the human's decision must not be taken
        after_hold = s.state.encode()
        release = None
        if hold_a:
            s.device.key("A", False)
            s.run(3)
            release = s.state.encode()
            s.tap("A")  # a new press is a decision again
            s.run(3)
        return n, fast, before, after_hold, release, s.state.encode()


def test_holding_a_fast_forwards_the_computer_and_does_not_leak_into_the_human_decision():
    slow, fast_flag0, *_ = computer_turn(False)
    quick, fast_flag, before, after_hold, after_release, after_press = computer_turn(True)
    assert fast_flag and not fast_flag0  # App.fast says so while A is held
    assert quick * 3 < slow, (quick, slow)  # the same computer turn, in a third of the frames or fewer
    assert after_hold == before  # holding A through the end of the computer's turn chose nothing
    assert after_release == before  # nor did releasing it
    assert after_press != before  # a fresh press of A is the decision (Roll)


@pytest.fixture
def keys():
    from sim.display import new_display
    d = dev.Device(new_display())
    d.install()
    import importlib
    import pocket.buttons
    importlib.reload(pocket.buttons)  # bind to the stand-in keypad
    return pocket.buttons, dev.ShiftRegisterKeys()


def push(k, name, pressed=True):
    k.events._put(dev.KEY_NAMES.index(name), pressed)


def test_mute_drops_a_queued_a_and_ignores_a_held_a_until_released_but_keeps_other_presses(keys):
    bt, k = keys
    b = bt.Buttons(k)
    push(k, "A")  # pressed while the computer played, not yet read
    push(k, "LEFT")
    b.mute(bt.A)
    assert b.poll(10) == bt.LEFT  # the D-pad press is kept, the A dropped
    assert b.held & bt.A and b.poll(20) == 0  # still held: still nothing
    push(k, "A", False)
    push(k, "A")
    assert b.poll(30) == bt.A  # released and pressed again: a press


def test_mute_of_a_button_not_held_drops_only_what_was_queued(keys):
    bt, k = keys
    b = bt.Buttons(k)
    push(k, "A")
    push(k, "A", False)  # a tap, queued
    b.mute(bt.A)
    assert b.poll(10) == 0
    push(k, "A")
    assert b.poll(20) == bt.A  # the next press counts
    b.mute(bt.A)
    assert b.poll(30) == 0  # held through the mute: ignored...
    push(k, "A", False)
    assert b.poll(40) == 0
    push(k, "A")
    assert b.poll(50) == bt.A  # ...until pressed again


def test_a_held_a_is_still_seen_as_held_while_muted(keys):
    bt, k = keys
    b = bt.Buttons(k)
    push(k, "A")
    b.poll(0)
    b.mute(bt.A)
    assert b.poll(10) == 0 and b.held & bt.A  # App.fast still sees the hold: the fast-forward goes on


def test_an_a_pressed_as_the_computer_turn_ends_is_not_the_human_decision():
    """The press lands between the computer's last frame and the human's first (while the board is redrawn): it
    was meant for the computer's turn, so it must not roll for the human."""
    with simtools.sim(extra_games=[PIG]) as s:
        s.start_game("refgame", seed=3, players=("cpu:0", "human"))
        s.run(1)
        view = s.match.view
        shown = view.show
        pressed = []

        def show(state):
            shown(state)
            if state.to_move() == 1 and not pressed:
                pressed.append(state.encode())
                s.device.key("A", True)
                s.device.key("A", False)

        view.show = show
        frames_until_human(s)
        s.run(20)
        assert pressed and s.state.encode() == pressed[0]
        s.tap("A")
        s.run(3)
        assert s.state.encode() != pressed[0]
