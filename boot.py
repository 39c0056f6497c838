# Boot-time setup: runs before CircuitPython starts USB, so it can't know whether a computer is attached
# (supervisor.runtime.usb_connected is False here on every start). It leaves the CIRCUITPY drive to the computer,
# as CircuitPython starts it: the launcher gives it to the games later when no computer turns up (pocket.drive;
# docs/RUNTIME.md, "Who writes the drive"). Hold SELECT while the handheld starts to give the games the drive even
# with a computer attached (saves and game records on the drive); the computer then sees it read-only until a reset
# without SELECT.
import time

import board
import keypad
import storage

keys = keypad.ShiftRegisterKeys(clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT, latch=board.BUTTON_LATCH,
                                key_count=8, value_when_pressed=True)
time.sleep(0.1)  # let the scanner see the buttons
event = keypad.Event()
select_held = False
while keys.events.get_into(event):
    if event.pressed and event.key_number == 3:  # SELECT
        select_held = True
keys.deinit()
if select_held:
    storage.remount("/", readonly=False)
