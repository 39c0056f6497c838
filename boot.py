# Boot-time setup: who may write the CIRCUITPY drive until the next reset (storage.remount works only here).
# No computer attached (on battery, or a USB charger): the games get the drive, where saves survive a power cut
# (docs/RUNTIME.md, Saves). A computer attached: the computer keeps it, so you can copy files and are never locked
# out; saves then go to the nvm alone. Hold SELECT while the handheld starts to give the games the drive anyway
# (game records, saves on the drive); the computer then sees it read-only until a reset without SELECT.
import time

import board
import keypad
import storage
import supervisor

keys = keypad.ShiftRegisterKeys(clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT, latch=board.BUTTON_LATCH,
                                key_count=8, value_when_pressed=True)
time.sleep(0.1)  # let the scanner see the buttons
event = keypad.Event()
select_held = False
while keys.events.get_into(event):
    if event.pressed and event.key_number == 3:  # SELECT
        select_held = True
keys.deinit()
if select_held or not supervisor.runtime.usb_connected:
    storage.remount("/", readonly=False)
