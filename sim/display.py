"""A bus-less displayio display that renders into a framebuffer: the simulator's screen, headless or windowed.

Only the areas displayio reports dirty are redrawn, exactly as on the device, so a screen that forgets to
refresh looks stale here too."""
import busdisplay
import displayio
from displayio._area import Area

W, H = 160, 128


class FrameDisplay(busdisplay.BusDisplay):
    def __init__(self, width=W, height=H):
        self.fb = bytearray(width * height * 2)  # RGB565, big-endian as sent to the ST7735
        self.refreshes = 0
        self.drawn = 0  # pixels of the areas displayio refreshed, summed (sim.bench.redraw: a cursor press's share)
        super().__init__(None, b"", width=width, height=height, auto_refresh=False)

    def _refresh_area(self, area):
        clipped = Area()
        if not self._core.clip_area(area, clipped):
            return True
        w, h = clipped.width(), clipped.height()
        self.drawn += w * h
        words = (w * h + 1) // 2
        buf = memoryview(bytearray(words * 4)).cast("I")
        mask = memoryview(bytearray(((w * h) // 32 + 1) * 4)).cast("I")
        self._core.fill_area(clipped, mask, buf)
        data = buf.tobytes()
        for j in range(h):
            at = ((clipped.y1 + j) * self.width + clipped.x1) * 2
            self.fb[at:at + w * 2] = data[j * w * 2:(j + 1) * w * 2]
        return True

    def _refresh_display(self):
        self.refreshes += 1
        return super()._refresh_display()

    def _send_pixels(self, pixels):  # never called: no bus
        pass

    def pixel(self, x, y):
        """(r, g, b) of the pixel as the screen shows it (RGB565 widened to 8 bits a channel)."""
        at = (y * self.width + x) * 2
        v = (self.fb[at] << 8) | self.fb[at + 1]
        r = (v >> 11) & 31
        g = (v >> 5) & 63
        b = v & 31
        return (r * 255 // 31, g * 255 // 63, b * 255 // 31)

    def rgb_rows(self, scale=1):
        for y in range(self.height):
            row = bytearray()
            for x in range(self.width):
                px = bytes(self.pixel(x, y))
                row += px * scale
            for _ in range(scale):
                yield bytes(row)

    def screenshot(self, path, scale=1):
        from sim.png import write_png
        write_png(path, self.width * scale, self.height * scale, self.rgb_rows(scale))


def new_display():
    displayio.release_displays()
    return FrameDisplay()
