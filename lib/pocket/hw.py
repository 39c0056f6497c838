# The handheld's hardware, opened once: display, buttons, NeoPixels, speaker. The simulator provides stand-ins
# for `board`, `keypad`, `neopixel`, `audioio`... so this file is the same on the device and the desktop.
import board
import keypad


class Hardware:
    def __init__(self):
        self.display = board.DISPLAY
        self.display.auto_refresh = False
        self.keys = keypad.ShiftRegisterKeys(
            clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT, latch=board.BUTTON_LATCH,
            key_count=8, value_when_pressed=True)
        self.pixels = None
        try:
            import neopixel
            self.pixels = neopixel.NeoPixel(board.NEOPIXEL, 5, brightness=0.05, auto_write=False)
        except Exception:  # no NeoPixels on this board: the status light is optional
            self.pixels = None
