"""The simulator's window: the whole handheld drawn around its screen (sim.badge), its NeoPixels lit, its buttons lit
while pressed (keys or mouse clicks), its speaker sounding through pygame.mixer when there is an audio device."""
import time

from sim import badge
from sim import device as dev
from sim.runner import SimStop, add_paths, run_program
from sim.speaker import MixerSpeaker

LEGEND = "Arrows: D-pad   X: A   Z: B   Enter: START   Space/Backspace: SELECT   (or click)   Esc: quit"
LEGEND_H = 24


def keymap(pygame):
    return {
        pygame.K_LEFT: "LEFT", pygame.K_RIGHT: "RIGHT", pygame.K_UP: "UP", pygame.K_DOWN: "DOWN",
        pygame.K_x: "A", pygame.K_z: "B", pygame.K_RETURN: "START", pygame.K_KP_ENTER: "START",
        pygame.K_SPACE: "SELECT", pygame.K_BACKSPACE: "SELECT",
    }


def fitting_scale(pygame, choices=(4, 3, 2, 1)):
    """The largest zoom whose window fits the desktop (with room for a title bar and a task bar)."""
    try:
        sizes = pygame.display.get_desktop_sizes()
        dw, dh = max(sizes)
    except Exception:  # an old SDL, or no desktop to ask: the first choice that fits a 1366x768 laptop
        dw, dh = 1366, 768
    for s in choices:
        if badge.W * s <= dw - 20 and badge.H * s + LEGEND_H <= dh - 90:
            return s
    return choices[-1]


class WindowSim:
    """scale: an int zoom of the device picture (pixel art), or a float (--scale real) for a smooth one."""

    def __init__(self, display, device, scale=4, speaker=None):
        import pygame
        self.pygame = pygame
        self.display = display
        self.device = device
        self.scale = scale
        pygame.display.init()  # the mixer starts on its own (MixerSpeaker), so a missing audio device costs only sound
        pygame.font.init()
        pygame.display.set_caption("Pocket Tabletop (simulator)")
        self.size = (int(round(badge.W * scale)), int(round(badge.H * scale)))
        self.legend_font = pygame.font.Font(None, 18)
        legend = self.legend_font.render(LEGEND, True, (200, 200, 200))
        w = max(self.size[0], legend.get_width() + 12)
        self.origin = ((w - self.size[0]) // 2, 0)
        self.screen = pygame.display.set_mode((w, self.size[1] + LEGEND_H))
        self.keys = keymap(pygame)
        self.held = badge.track_held(device)
        self.clicked = None  # the button the mouse holds down
        self.seen = None
        self.start = time.monotonic()
        self.device.clock = lambda: (time.monotonic() - self.start) * 1000
        self.device.speaker = speaker if speaker is not None else MixerSpeaker()
        # the computer thinking refreshes the display (spinner, the NeoPixels' chase) without ending a frame: show
        # those refreshes too, and read the keys then (B hurries it)
        self.in_frame = False
        refresh_display = display._refresh_display

        def refreshed():
            done = refresh_display()
            if not self.in_frame:
                self.pump()
            return done

        display._refresh_display = refreshed
        self.screen.fill((20, 20, 20))
        self.screen.blit(legend, (6, self.size[1] + 5))

    def screen_at(self, x, y):
        """Where screen pixel (x, y) is drawn in the window (its top-left corner)."""
        return (self.origin[0] + int((badge.SCREEN_X + x) * self.scale),
                self.origin[1] + int((badge.SCREEN_Y + y) * self.scale))

    def led_at(self, i):
        """The centre of NeoPixel i in the window."""
        cx, cy = badge.LEDS[i]
        return (self.origin[0] + int((cx + 0.5) * self.scale), self.origin[1] + int((cy + 0.5) * self.scale))

    def blit(self):
        pg = self.pygame
        img = badge.picture(self.display, self.device, self.held)
        surf = pg.image.frombuffer(img.tobytes(), (badge.W, badge.H), "RGB")
        if isinstance(self.scale, int):
            surf = pg.transform.scale(surf, self.size)
        else:
            surf = pg.transform.smoothscale(surf, self.size)
        self.screen.blit(surf, self.origin)
        pg.display.flip()

    def click(self, pos, down):
        x = (pos[0] - self.origin[0]) / self.scale
        y = (pos[1] - self.origin[1]) / self.scale
        if down:
            name = badge.button_at(x, y)
            if name is not None:
                self.clicked = name
                self.device.key(name, True)
        elif self.clicked is not None:
            self.device.key(self.clicked, False)
            self.clicked = None

    def frame(self, period_ms):
        self.in_frame = True
        try:
            self.pump()
        finally:
            self.in_frame = False
        time.sleep(period_ms / 1000)

    def pump(self):
        """Read the window's events (keys, clicks, closing it) and redraw when something changed."""
        pg = self.pygame
        for ev in pg.event.get():
            if ev.type == pg.QUIT or (ev.type == pg.KEYDOWN and ev.key == pg.K_ESCAPE):
                raise SimStop()
            if ev.type in (pg.KEYDOWN, pg.KEYUP) and ev.key in self.keys:
                self.device.key(self.keys[ev.key], ev.type == pg.KEYDOWN)
            elif ev.type in (pg.MOUSEBUTTONDOWN, pg.MOUSEBUTTONUP) and ev.button == 1:
                self.click(ev.pos, ev.type == pg.MOUSEBUTTONDOWN)
        px = self.device.pixels
        seen = (self.display.refreshes, tuple(px.shown) if px is not None else (), frozenset(self.held))
        if seen != self.seen:  # redraw when the screen, the lights or the buttons changed
            self.seen = seen
            self.blit()

    def prepare(self):
        import pocket.clock as clock
        clock.ticks = self.device.ticks_ms
        clock.frame = self.frame

    def run(self):
        try:
            run_program(self.device, self.prepare)
        except SimStop:
            pass
        finally:
            self.pygame.quit()


def open_window(nvm_path, scale=None, game_setup=None, dpi=96):
    """Run the program in a window until it is closed. Raises RuntimeError when no screen can be opened.
    scale: a zoom, None (the largest that fits the desktop) or "real" (the screen at its physical size)."""
    import os
    add_paths()
    try:
        import pygame
    except ImportError as exc:
        raise RuntimeError("pygame is not installed") from exc
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY") and os.name != "nt" \
            and os.environ.get("SDL_VIDEODRIVER") not in ("dummy", "offscreen") and not _is_macos():
        raise RuntimeError("no screen (DISPLAY is not set)")
    try:
        pygame.display.init()
        pygame.display.set_mode((1, 1))
    except pygame.error as exc:
        raise RuntimeError("no screen (%s)" % exc) from exc
    from sim.display import new_display
    os.chdir(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # the drive's root, as on the device
    display = new_display()
    device = dev.Device(display, nvm_path)
    device.install()
    if game_setup is not None:
        game_setup(device)
    if scale is None:
        scale = fitting_scale(pygame)
    elif scale == "real":
        scale = badge.real_size_scale(dpi)
    WindowSim(display, device, scale).run()


def _is_macos():
    import sys
    return sys.platform == "darwin"
