# board (Adafruit PyBadge, CircuitPython 10): pins and the built-in display. On the device DISPLAY is a static C
# object (no heap); here a small stand-in that keeps root_group and counts refreshes (nothing is drawn).


class Pin:
    def __init__(self, name):
        self._name = name

    def __repr__(self):
        return "board." + self._name


class _Display:
    width = 160
    height = 128
    rotation = 0

    def __init__(self):
        self.root_group = None
        self.auto_refresh = True
        self.brightness = 1.0
        self.refreshes = 0

    def refresh(self, *, target_frames_per_second=None, minimum_frames_per_second=0):
        self.refreshes += 1
        return True


DISPLAY = _Display()
board_id = "pybadge"
BUTTON_CLOCK = Pin("BUTTON_CLOCK")
BUTTON_OUT = Pin("BUTTON_OUT")
BUTTON_LATCH = Pin("BUTTON_LATCH")
NEOPIXEL = Pin("NEOPIXEL")
SPEAKER = Pin("SPEAKER")
SPEAKER_ENABLE = Pin("SPEAKER_ENABLE")
LIGHT = Pin("LIGHT")
A0 = Pin("A0")
A1 = Pin("A1")
