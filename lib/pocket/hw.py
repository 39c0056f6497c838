# The handheld's hardware, opened once: display, buttons, NeoPixels, speaker. The simulator provides stand-ins
# for `board`, `keypad`, `neopixel`, `audioio`... so this file is the same on the device and the desktop.
import board
import keypad

from pocket.ui import PLAYER


class Pixels:
    """The five NeoPixels through the firmware's own neopixel_write: what Lights (below) uses of a NeoPixel
    (fill, [i] =, show) at 5 % brightness, in 15 bytes. The neopixel library and its pixel buffers kept about
    2 KB of every game's heap; it is still the fallback (the desktop simulator has no neopixel_write)."""

    def __init__(self, write):
        import digitalio
        self.pin = digitalio.DigitalInOut(board.NEOPIXEL)
        self.pin.switch_to_output()
        self.buf = bytearray(15)
        self.write = write

    def __setitem__(self, i, rgb):
        b = self.buf
        i *= 3
        b[i] = rgb[1] // 20  # GRB order; 5 % brightness
        b[i + 1] = rgb[0] // 20
        b[i + 2] = rgb[2] // 20

    def fill(self, rgb):
        for i in range(5):
            self[i] = rgb

    def show(self):
        self.write(self.pin, self.buf)


class Hardware:
    def __init__(self):
        self.display = board.DISPLAY
        self.display.auto_refresh = False
        self.keys = keypad.ShiftRegisterKeys(
            clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT, latch=board.BUTTON_LATCH,
            key_count=8, value_when_pressed=True, max_events=16)  # (64 by default: 6 bytes each, on the heap;
        # a frame reads them all, and an overflow drops what is queued: pocket.buttons)
        try:
            from neopixel_write import neopixel_write  # built into the firmware: the library below never loads there
            self.pixels = Pixels(neopixel_write)
        except Exception:  # not CircuitPython's firmware (Blinka raises here): the library, as the simulator has it
            try:
                import neopixel
                self.pixels = neopixel.NeoPixel(board.NEOPIXEL, 5, brightness=0.05, auto_write=False)
            except Exception:  # no NeoPixels on this board: the status light is optional
                self.pixels = None


# ---- the five NeoPixels as a status light: whose turn (player colour), computer thinking (a chase), a win (flash).
# Dim by default; everything is a no-op when the board has no NeoPixels or the setting is off. (Here, not a module
# of its own: it always loads with the hardware, and a module costs its own globals.)
def _scaled(color, k):
    return (((color >> 16) & 255) * k // 255, ((color >> 8) & 255) * k // 255, (color & 255) * k // 255)


class Lights:
    def __init__(self, pixels, enabled=True):
        self.pixels = pixels if enabled else None

    def player(self, index):
        if self.pixels is None:
            return
        self.pixels.fill(_scaled(PLAYER[index % len(PLAYER)], 255) if index is not None and index >= 0 else (0, 0, 0))
        self.pixels.show()

    def think(self, phase):
        if self.pixels is None:
            return
        p = self.pixels
        for i in range(5):
            p[i] = (40, 40, 40) if i == phase % 5 else (0, 0, 0)
        p.show()

    def win(self, index):
        self.player(index)

    def off(self):
        if self.pixels is not None:
            self.pixels.fill((0, 0, 0))
            self.pixels.show()
