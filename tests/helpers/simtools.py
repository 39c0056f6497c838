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
GOOD = rgb(ui.GOOD)
BAD = rgb(ui.BAD)
PLAYER = tuple(rgb(c) for c in ui.PLAYER)


@contextlib.contextmanager
def sim(**kw):
    """A headless simulator; its drive is a new temporary folder unless drive_dir says (saves are read there)."""
    import shutil
    import tempfile
    from sim.runner import Sim
    own = None
    if kw.get("drive_dir") is None:
        kw["drive_dir"] = own = tempfile.mkdtemp(prefix="sim-drive-")
    s = Sim(**kw)
    try:
        yield s
    finally:
        s.close()
        if own:
            shutil.rmtree(own, ignore_errors=True)


def replay_last_cpu_turn(s, frames):
    """Open the pause menu, take "Last CPU turn" (its last row: UP from Resume wraps to it) and run `frames`: the
    messages the strip said meanwhile, each once in a row."""
    app = s.match.app
    seen = []
    say = app.say

    def spy(text):
        if text not in seen[-1:]:
            seen.append(text)
        say(text)
    app.say = spy
    try:
        s.tap("START")
        s.run(5)
        s.tap("UP")
        s.run(3)
        s.tap("A")
        s.run(frames)
    finally:
        app.say = say
    return seen


def run_until_over(s, frames=50, tries=200):
    """Run the simulator until its game is over (computer players), `frames` at a time; the state is over on return."""
    for _ in range(tries):
        s.run(frames)
        if s.state is not None and s.state.is_over():
            return
    raise AssertionError("the game did not end in %d frames" % (frames * tries))


def text_mask(text):
    """The pixels terminalio's 6x12 font sets for `text` on one line: rows of 0/1, 6 columns a character."""
    import terminalio
    rows = [[0] * (6 * len(text)) for _ in range(12)]
    for i, ch in enumerate(text):
        g = terminalio.FONT.get_glyph(ord(ch))
        if g is None:
            continue
        for y in range(12):
            for x in range(6):
                rows[y][6 * i + x] = 1 if g.bitmap[g.tile_index * 6 + x, y] else 0
    return rows


def find_text(s, text, color, x0=0, y0=0, w=160, h=128):
    """(x, y) where `text` is drawn in `color` inside the rectangle: every pixel the font sets has that colour and
    no other pixel of its cells has; None when it is not there."""
    mask = text_mask(text)
    tw = len(mask[0])
    px = [[s.pixel(x, y) for x in range(x0, x0 + w)] for y in range(y0, y0 + h)]
    for oy in range(h - 12 + 1):
        for ox in range(w - tw + 1):
            ok = True
            for y in range(12):
                row = px[oy + y]
                m = mask[y]
                for x in range(tw):
                    if (row[ox + x] == color) != bool(m[x]):
                        ok = False
                        break
                if not ok:
                    break
            if ok:
                return x0 + ox, y0 + oy
    return None
