# Buttons from keypad events, folded into bitmasks (as deshipu's ugame does), with D-pad auto-repeat.
# Key numbers are the PyBadge's shift-register order: B=0 A=1 START=2 SELECT=3 RIGHT=4 DOWN=5 UP=6 LEFT=7.
import keypad

from pocket.clock import MASK, diff

B = 1
A = 2
START = 4
SELECT = 8
RIGHT = 16
DOWN = 32
UP = 64
LEFT = 128
DPAD = RIGHT | DOWN | UP | LEFT
NAMES = ("B", "A", "START", "SELECT", "RIGHT", "DOWN", "UP", "LEFT")

REPEAT_DELAY = 300
REPEAT_EVERY = 80


class Buttons:
    def __init__(self, keys):
        self.keys = keys
        self.event = keypad.Event()  # one Event, reused: no allocation per frame
        self.held = 0
        self.repeat_bit = 0
        self.repeat_at = 0
        self.overflows = 0
        self.muted = 0  # buttons whose presses are dropped until they are released (mute())

    def poll(self, now):
        """Bitmask of buttons pressed since the last poll, plus auto-repeats of a held D-pad direction."""
        q = self.keys.events
        pressed = 0
        if q.overflowed:
            # events were lost, so what is queued no longer adds up: drop it and forget what we think is held.
            # overflowed is read-only on CircuitPython; clear() is what resets it.
            q.clear()
            self.overflows += 1
            self.held = 0
            self.repeat_bit = 0
            self.muted = 0
        ev = self.event
        while q.get_into(ev):
            bit = 1 << ev.key_number
            if ev.pressed:
                self.held |= bit
                if not bit & self.muted:
                    pressed |= bit
                if bit & DPAD:
                    self.repeat_bit = bit
                    self.repeat_at = (now + REPEAT_DELAY) & MASK
            else:
                self.held &= ~bit
                self.muted &= ~bit
                if bit == self.repeat_bit:
                    self.repeat_bit = 0
        rb = self.repeat_bit
        if rb and (self.held & rb) and not (pressed & rb) and diff(now, self.repeat_at) >= 0:
            pressed |= rb
            self.repeat_at = (now + REPEAT_EVERY) & MASK
        self.muted &= self.held  # a muted button that is up again counts from its next press
        return pressed

    def mute(self, mask):
        """Drop the presses of mask's buttons not read yet, and ignore those held until they are released: a
        player holding A to fast-forward the computer's turn must not also confirm the next decision. Other
        buttons are not touched."""
        self.muted |= mask

    def clear(self):
        self.keys.events.clear()
        self.held = 0
        self.repeat_bit = 0
        self.muted = 0
