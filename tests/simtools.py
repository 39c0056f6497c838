"""Helpers for tests that drive the headless simulator."""
import contextlib

from pocket import ui

PIG = (("refgame", "Pig", 2, 2, "Reference dice game", ()), "tests.refgame")


def rgb(color):
    """The (r, g, b) the simulated RGB565 screen shows for a 24-bit colour."""
    r, g, b = (color >> 16) & 255, (color >> 8) & 255, color & 255
    r5, g6, b5 = r >> 3, g >> 2, b >> 3
    return (r5 * 255 // 31, g6 * 255 // 63, b5 * 255 // 31)


BG = rgb(ui.BG)
PANEL = rgb(ui.PANEL)
ACCENT = rgb(ui.ACCENT)
FG = rgb(ui.FG)
PLAYER = tuple(rgb(c) for c in ui.PLAYER)


@contextlib.contextmanager
def sim(**kw):
    from sim.runner import Sim
    s = Sim(**kw)
    try:
        yield s
    finally:
        s.close()
