"""The device picture: a PyBadge drawn as pixel art around the simulator's screen, with its 5 NeoPixels lit as the
program set them and its 8 buttons lit while pressed.

One unit is one screen pixel; the board is the PyBadge's 86 x 54 mm at the 1.8" screen's scale (4.57 units a mm):
the screen in the middle, the D-pad on the left, A and B on the right, SELECT and START under the screen with the
NeoPixels in a row between them. `render()` returns an (H, W, 3) uint8 array at one unit a pixel;
`scaled()` zooms it without smoothing (pixel art). Tests read the lights back with `led_color()`."""
import numpy as np

W, H = 392, 246
SCREEN_X, SCREEN_Y = 116, 36          # top-left of the 160x128 screen
PX_PER_MM = 160 / 35.04               # the ST7735R's active area is 35.04 x 28.03 mm

PCB = (30, 26, 44)
PCB_EDGE = (70, 62, 96)
SILK = (226, 226, 232)
GLASS = (10, 10, 12)
GOLD = (200, 160, 70)
SWITCH = (150, 150, 156)              # the tactile switch's metal body
CAP = (44, 44, 50)
CAP_RIM = (96, 96, 104)
PRESSED = (240, 192, 64)              # a pressed button's cap (the house accent)
LED_BODY = (236, 234, 226)
LED_OFF = (64, 62, 58)          # an unlit NeoPixel's die

# (name, centre x, centre y, cap radius, label, label side)
BUTTONS = (
    ("UP", 54, 86, 10, None, None), ("DOWN", 54, 134, 10, None, None),
    ("LEFT", 30, 110, 10, None, None), ("RIGHT", 78, 110, 10, None, None),
    ("A", 356, 94, 12, "A", "below"), ("B", 322, 126, 12, "B", "below"),
    ("SELECT", 88, 208, 7, "SELECT", "below"), ("START", 304, 208, 7, "START", "below"),
)
LEDS = tuple((148 + 24 * i, 208) for i in range(5))  # the 5 NeoPixels' centres, in a row under the screen
LED_R = 4                                             # the lit die's radius; the LED's body is a 12x12 square

# a 3x5 pixel font for the silkscreen (only the letters it needs)
FONT = {
    "A": "010101111101101", "B": "110101110101110", "C": "011100100100011", "E": "111100110100111",
    "K": "101101110101101", "L": "100100100100111", "O": "010101101101010", "P": "110101110100100",
    "R": "110101110101101", "S": "011100010001110", "T": "111010010010010", "Y": "101101010010010",
    "G": "011100101101011", "D": "110101101101110", "U": "101101101101111", " ": "000000000000000",
}


def _disc(img, cx, cy, r, color, ring=None):
    """A filled circle of radius r (in units) centred on the pixel (cx, cy); ring: the outermost pixel row's colour."""
    y, x = np.ogrid[-cy:H - cy, -cx:W - cx]
    d2 = x * x + y * y
    inside = d2 <= r * r + r
    img[inside] = color
    if ring is not None:
        img[inside & (d2 > (r - 1) * (r - 1) + (r - 1))] = ring


def _rounded(img, x0, y0, x1, y1, r, color):
    """A filled rectangle [x0, x1) x [y0, y1) with corners of radius r."""
    img[y0 + r:y1 - r, x0:x1] = color
    img[y0:y1, x0 + r:x1 - r] = color
    for cx, cy in ((x0 + r, y0 + r), (x1 - r - 1, y0 + r), (x0 + r, y1 - r - 1), (x1 - r - 1, y1 - r - 1)):
        _disc(img, cx, cy, r, color)


def _text(img, text, cx, y, color):
    """Silkscreen text in the 3x5 font, centred on cx."""
    x = cx - (4 * len(text) - 1) // 2
    for ch in text:
        bits = FONT.get(ch, FONT[" "])
        for i, b in enumerate(bits):
            if b == "1":
                img[y + i // 3, x + i % 3] = color
        x += 4


def _arrow(img, cx, cy, direction, color):
    """A small silkscreen triangle pointing away from the D-pad's centre."""
    for k in range(3):
        for j in range(-k, k + 1):
            dx, dy = {"UP": (j, k - 2), "DOWN": (j, 2 - k), "LEFT": (k - 2, j), "RIGHT": (2 - k, j)}[direction]
            img[cy + dy, cx + dx] = color


def _base():
    img = np.zeros((H, W, 3), dtype=np.uint8)
    img[:] = (0, 0, 0)
    _rounded(img, 0, 0, W, H, 22, PCB_EDGE)
    _rounded(img, 2, 2, W - 2, H - 2, 20, PCB)
    for cx, cy in ((14, 14), (W - 15, 14), (14, H - 15), (W - 15, H - 15)):  # mounting holes
        _disc(img, cx, cy, 6, GOLD)
        _disc(img, cx, cy, 3, (0, 0, 0))
    # the TFT: black glass around the 160x128 active area, deeper below (where its flex cable runs)
    _rounded(img, SCREEN_X - 8, SCREEN_Y - 8, SCREEN_X + 168, SCREEN_Y + 128 + 14, 3, GLASS)
    _text(img, "POCKET TABLETOP", W // 2, 16, SILK)
    for name, cx, cy, r, label, _ in BUTTONS:
        s = r + 3  # the tactile switch's square body under the cap
        img[cy - s:cy + s + 1, cx - s:cx + s + 1] = SWITCH
        for dx, dy in ((-s + 2, -s + 2), (s - 2, -s + 2), (-s + 2, s - 2), (s - 2, s - 2)):
            img[cy + dy, cx + dx] = CAP  # its four corner dots
        if label:
            _text(img, label, cx, cy + s + 4, SILK)
    for name, cx, cy, r, _, _ in BUTTONS[:4]:  # arrows beside the D-pad's caps, pointing outwards
        off = {"UP": (0, -r - 9), "DOWN": (0, r + 9), "LEFT": (-r - 9, 0), "RIGHT": (r + 9, 0)}[name]
        if 0 <= cx + off[0] - 2 and cx + off[0] + 2 < W:
            _arrow(img, cx + off[0], cy + off[1], name, SILK)
    for cx, cy in LEDS:
        img[cy - 6:cy + 7, cx - 6:cx + 7] = LED_BODY
    return img


_BASE = None


def base():
    global _BASE
    if _BASE is None:
        _BASE = _base()
    return _BASE


def led_shade(color, brightness):
    """How a NeoPixel looks: its hue, at an intensity that grows with the light it gives (colour x brightness) but
    stays visible when dim, as a 5 % NeoPixel is plainly lit to the eye. None when it is off."""
    r, g, b = (int(c) for c in color)
    top = max(r, g, b)
    level = top * float(brightness) / 255
    if top == 0 or level <= 0:
        return None
    k = (0.7 + 0.3 * min(1.0, level) ** 0.25) * 255 / top
    return (min(255, int(r * k)), min(255, int(g * k)), min(255, int(b * k)))


def render(screen_rgb, leds=(), brightness=1.0, held=(), screen_brightness=1.0):
    """The device picture: screen_rgb an (128, 160, 3) uint8 array; leds the NeoPixels' colours as the program
    last showed them, at `brightness`; held the names of the buttons pressed."""
    img = base().copy()
    scr = screen_rgb
    if screen_brightness < 1.0:
        scr = (screen_rgb.astype(np.uint16) * int(screen_brightness * 256) >> 8).astype(np.uint8)
    img[SCREEN_Y:SCREEN_Y + 128, SCREEN_X:SCREEN_X + 160] = scr
    for name, cx, cy, r, _, _ in BUTTONS:
        _disc(img, cx, cy, r, PRESSED if name in held else CAP, ring=None if name in held else CAP_RIM)
    for i, (cx, cy) in enumerate(LEDS):
        shade = led_shade(leds[i], brightness) if i < len(leds) else None
        if shade is None:
            _disc(img, cx, cy, LED_R, LED_OFF)
            continue
        # its light spills onto the board around the LED's white body (a halo), and the die shines
        y, x = np.ogrid[-cy:H - cy, -cx:W - cx]
        halo = (x * x + y * y <= 110) & np.all(img == PCB, axis=2)
        img[halo] = (np.array(PCB, dtype=np.uint16) + np.array(shade, dtype=np.uint16)) // 2
        _disc(img, cx, cy, LED_R, shade)
    return img


def led_color(img, i, scale=1):
    """The colour at the centre of NeoPixel i in a device picture (at `scale`)."""
    cx, cy = LEDS[i]
    return tuple(int(c) for c in img[cy * scale + scale // 2, cx * scale + scale // 2])


def button_at(x, y):
    """The button under a point of the picture (in units), or None: what a click presses."""
    for name, cx, cy, r, _, _ in BUTTONS:
        if (x - cx) ** 2 + (y - cy) ** 2 <= (r + 3) ** 2:
            return name
    return None


def scaled(img, scale):
    return img if scale == 1 else np.repeat(np.repeat(img, scale, axis=0), scale, axis=1)


def fb_to_rgb(fb, width=160, height=128):
    """The display's RGB565 framebuffer (big-endian) as an (height, width, 3) uint8 array."""
    v = np.frombuffer(bytes(fb), dtype=">u2").reshape(height, width).astype(np.uint32)
    rgb = np.empty((height, width, 3), dtype=np.uint8)
    rgb[..., 0] = ((v >> 11) & 31) * 255 // 31
    rgb[..., 1] = ((v >> 5) & 63) * 255 // 63
    rgb[..., 2] = (v & 31) * 255 // 31
    return rgb


def write_png(path, img):
    from sim.png import write_png as png
    png(path, img.shape[1], img.shape[0], (row.tobytes() for row in img))


def real_size_scale(dpi=96):
    """The zoom that shows the screen at its physical size (35.04 mm wide) on a monitor of `dpi` dots an inch."""
    return 35.04 / 25.4 * dpi / 160


def track_held(device):
    """Follow the buttons held on a sim.device.Device (every press goes through its key()): the set the picture
    lights up, kept up to date."""
    held = set()
    key = device.key

    def tracked(name, pressed=True):
        if pressed:
            held.add(name)
        else:
            held.discard(name)
        key(name, pressed)

    device.key = tracked
    return held


def picture(display, device, held=()):
    """The device picture of a simulated handheld now: its screen (at the display's brightness), lights, buttons."""
    px = device.pixels
    leds = px.shown if px is not None else ()
    level = px.brightness if px is not None else 1.0
    try:
        screen_level = float(display.brightness)
    except (AttributeError, TypeError, ValueError):
        screen_level = 1.0
    return render(fb_to_rgb(display.fb, display.width, display.height), leds, level, held, screen_level)
