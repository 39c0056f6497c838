"""The simulator's window path (pygame), run on SDL's dummy video driver: keys and clicks reach the program, the
window draws the whole device (sim.badge) with the framebuffer zoomed 4x in its screen and the NeoPixels lit."""
import os

import pytest


@pytest.fixture
def window(monkeypatch, tmp_path):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    from sim import runner, window as win
    from sim.display import new_display
    from sim import device as dev
    runner.add_paths()
    display = new_display()
    device = dev.Device(display, str(tmp_path / "nvm.bin"))
    device.install()
    w = win.WindowSim(display, device, scale=4)
    yield w, runner
    runner.purge_modules()


def plus1(pos):
    return pos[0] + 1, pos[1] + 1


def test_keys_move_the_menu_and_the_window_shows_the_screen_zoomed(window):
    w, runner = window
    pg = w.pygame
    frames = [0]
    real_frame = w.frame
    grabbed = {}

    def frame(period_ms):
        frames[0] += 1
        if frames[0] == 10:
            grabbed["before"] = bytes(w.display.fb)
            pg.event.post(pg.event.Event(pg.KEYDOWN, key=pg.K_DOWN))
        if frames[0] == 12:
            pg.event.post(pg.event.Event(pg.KEYUP, key=pg.K_DOWN))
        if frames[0] == 20:
            grabbed["after"] = bytes(w.display.fb)
            grabbed["window"] = [(x, y, w.display.pixel(x, y), w.screen.get_at(plus1(w.screen_at(x, y))))
                                 for x, y in ((2, 2), (80, 20), (10, 70), (150, 120))]
            pg.event.post(pg.event.Event(pg.KEYDOWN, key=pg.K_ESCAPE))
        real_frame(1)

    w.frame = frame
    w.run()
    assert frames[0] == 20  # Escape ends the simulation in the frame that reads it
    assert grabbed["before"] != grabbed["after"]  # DOWN moved the menu's highlight
    # the window shows the framebuffer 4x in the device's screen: compare a few pixels
    for x, y, (r, g, b), got in grabbed["window"]:
        assert abs(got.r - r) <= 8 and abs(got.g - g) <= 8 and abs(got.b - b) <= 8, (x, y, got, (r, g, b))


def test_no_screen_falls_back_to_headless_with_a_message(monkeypatch, tmp_path, capsys):
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    monkeypatch.chdir(tmp_path)
    from sim.__main__ import main
    main(["--nvm", str(tmp_path / "nvm.bin")])
    err = capsys.readouterr()
    assert "running headless instead" in err.err
    assert os.path.exists(tmp_path / "sim-screenshot.png")


def test_a_click_presses_a_button_which_lights_up_and_the_lights_are_drawn(window):
    from sim import badge
    w, runner = window
    pg = w.pygame
    frames = [0]
    real_frame = w.frame
    grabbed = {}
    cx, cy = next((b[1], b[2]) for b in badge.BUTTONS if b[0] == "DOWN")
    at = (w.origin[0] + cx * w.scale + 1, w.origin[1] + cy * w.scale + 1)

    def frame(period_ms):
        frames[0] += 1
        if frames[0] == 10:
            grabbed["before"] = bytes(w.display.fb)
            grabbed["cap up"] = tuple(w.screen.get_at(at))[:3]
            pg.event.post(pg.event.Event(pg.MOUSEBUTTONDOWN, button=1, pos=at))
        if frames[0] == 12:
            grabbed["cap down"] = tuple(w.screen.get_at(at))[:3]
            pg.event.post(pg.event.Event(pg.MOUSEBUTTONUP, button=1, pos=at))
        if frames[0] == 16:
            grabbed["cap released"] = tuple(w.screen.get_at(at))[:3]
            grabbed["after"] = bytes(w.display.fb)
            w.device.pixels.fill((255, 0, 0))  # as pocket.lights does: set, then show
            w.device.pixels.show()
        if frames[0] == 18:
            grabbed["led"] = tuple(w.screen.get_at(w.led_at(2)))[:3]
            # the computer thinking: the chase and a display refresh between frames are drawn at once
            w.device.pixels.fill((0, 0, 0))
            w.device.pixels[4] = (40, 40, 40)
            w.device.pixels.show()
            w.display.refresh()
            grabbed["chase"] = [tuple(w.screen.get_at(w.led_at(i)))[:3] for i in (2, 4)]
            pg.event.post(pg.event.Event(pg.KEYDOWN, key=pg.K_ESCAPE))
        real_frame(1)

    w.frame = frame
    w.run()
    assert grabbed["before"] != grabbed["after"]  # the click on DOWN moved the menu's highlight
    assert grabbed["cap down"] == badge.PRESSED != grabbed["cap up"] == grabbed["cap released"]
    r, g, b = grabbed["led"]
    assert r > 150 and g < 40 and b < 40, grabbed["led"]
    off, lit = grabbed["chase"]
    assert off == badge.LED_OFF and lit != badge.LED_OFF and abs(lit[0] - lit[2]) < 8, grabbed["chase"]
