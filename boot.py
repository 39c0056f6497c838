# Boot-time setup. Safe by default: the computer can always write the CIRCUITPY drive.
# Hold SELECT while the handheld starts to let the games write files (game records) instead; the computer then
# sees the drive read-only until the next reset without SELECT, so you can never be locked out.
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
