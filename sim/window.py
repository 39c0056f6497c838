"""The simulator's window: the framebuffer zoomed 4x in a pygame window, keys mapped to the handheld's buttons."""
import time

from sim import device as dev
from sim.runner import SimStop, add_paths, run_program

LEGEND = "Arrows: D-pad   X: A   Z: B   Enter: START   Space/Backspace: SELECT   Esc: quit"


def keymap(pygame):
    return {
        pygame.K_LEFT: "LEFT", pygame.K_RIGHT: "RIGHT", pygame.K_UP: "UP", pygame.K_DOWN: "DOWN",
        pygame.K_x: "A", pygame.K_z: "B", pygame.K_RETURN: "START", pygame.K_KP_ENTER: "START",
        pygame.K_SPACE: "SELECT", pygame.K_BACKSPACE: "SELECT",
    }


class WindowSim:
    def __init__(self, display, device, scale=4):
        import pygame
        self.pygame = pygame
        self.display = display
        self.device = device
        self.scale = scale
        pygame.display.init()  # not pygame.init(): the simulator needs no audio device
        pygame.font.init()
        pygame.display.set_caption("Pocket Tabletop (simulator)")
        w, h = 160 * scale, 128 * scale
        self.screen = pygame.display.set_mode((w, h + 24))
        self.font = pygame.font.Font(None, 18)
        self.keys = keymap(pygame)
        self.seen_refreshes = -1
        self.start = time.monotonic()
        self.device.clock = lambda: (time.monotonic() - self.start) * 1000
        legend = self.font.render(LEGEND, True, (200, 200, 200))
        self.screen.fill((20, 20, 20))
        self.screen.blit(legend, (6, h + 5))

    def blit(self):
        import numpy as np
        pg = self.pygame
        fb = np.frombuffer(bytes(self.display.fb), dtype=">u2").reshape(128, 160)
        rgb = np.zeros((128, 160, 3), dtype=np.uint8)
        rgb[..., 0] = ((fb >> 11) & 31) * 255 // 31
        rgb[..., 1] = ((fb >> 5) & 63) * 255 // 63
        rgb[..., 2] = (fb & 31) * 255 // 31
        surf = pg.surfarray.make_surface(rgb.swapaxes(0, 1))
        surf = pg.transform.scale(surf, (160 * self.scale, 128 * self.scale))
        self.screen.blit(surf, (0, 0))
        pg.display.flip()

    def frame(self, period_ms):
        pg = self.pygame
        for ev in pg.event.get():
            if ev.type == pg.QUIT or (ev.type == pg.KEYDOWN and ev.key == pg.K_ESCAPE):
                raise SimStop()
            if ev.type in (pg.KEYDOWN, pg.KEYUP) and ev.key in self.keys:
                self.device.key(self.keys[ev.key], ev.type == pg.KEYDOWN)
        if self.display.refreshes != self.seen_refreshes:
            self.seen_refreshes = self.display.refreshes
            self.blit()
        time.sleep(period_ms / 1000)

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


def open_window(nvm_path, scale=4, game_setup=None):
    """Run the program in a window until it is closed. Raises RuntimeError when no screen can be opened."""
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
    WindowSim(display, device, scale).run()


def _is_macos():
    import sys
    return sys.platform == "darwin"
