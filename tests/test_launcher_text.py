"""The launcher's texts are adafruit_display_text bitmap_labels (pocket.launcher_text, the design card's text
library), drawn pixel for pixel as pocket.text's tiles draw them, checked by the screen contract (sim.textcheck) like
tiles, and a description longer than the screen scrolls."""
import sys

from sim import textcheck
from tests.helpers import simtools


def launcher(block_library=False, frames=20, extra_games=()):
    """(framebuffer, the kinds of the menu's texts, the footer's kind) of the launcher's first screen."""
    saved = {}
    if block_library:
        for name in [n for n in sys.modules if n.startswith("adafruit_display_text")]:
            saved[name] = sys.modules.pop(name)
        sys.modules["adafruit_display_text"] = None  # import fails with ImportError
    try:
        with simtools.sim(extra_games=extra_games) as s:
            s.run(frames)
            app = sys.modules["pocket.app"].current
            menu = app.overlay[len(app.overlay) - 1]
            kinds = {type(menu[i]).__name__ for i in range(len(menu))}
            return bytes(s.display.fb), kinds, type(app.footer_text).__name__
    finally:
        if block_library:
            del sys.modules["adafruit_display_text"]
            sys.modules.update(saved)


def test_the_menu_and_its_line_are_bitmap_labels_drawn_as_the_tiles_draw_them():
    fb, kinds, footer = launcher()
    assert "Label" in kinds and "Text" not in kinds, kinds
    assert footer == "Label"
    fb2, kinds2, footer2 = launcher(block_library=True)  # without the library: pocket.text's tiles
    assert "Label" not in kinds2 and footer2 == "Text"
    assert fb2 == fb


def test_the_screen_contract_reads_the_labels():
    from adafruit_display_text.bitmap_label import Label
    from pocket import ui
    with simtools.sim() as s:
        s.run(20)
        app = sys.modules["pocket.app"].current
        assert textcheck.check(app) == []
        menu = app.overlay[len(app.overlay) - 1]
        texts = [it for it in textcheck.walk(textcheck._One(menu), [], 0, 0, 1) if it.kind == "text"]
        assert [t.text for t in texts][:3] == ["Choose a game", "Tanbo", "Cetkaik"]
        menu.append(Label(ui.FONT, text="Off the edge", anchor_point=(0, 0), anchored_position=(120, 60)))
        problems = textcheck.check(app)
        assert any("Off the edge" in p and "leaves the screen" in p for p in problems), problems
        menu.append(Label(ui.FONT, text="Over", anchor_point=(0, 0), anchored_position=(20, 66)))
        problems = textcheck.check(app)
        assert any("Over" in p and "Tanbo" in p for p in problems), problems


LONG = (("refgame", "Pig", 2, 2, "Roll a die, keep the points or risk them all on one", ()), "tests.refgame")


def test_a_description_longer_than_the_screen_scrolls():
    with simtools.sim(extra_games=[LONG]) as s:
        s.run(10)
        s.tap("UP", "UP")  # Settings, then the last game: Pig
        app = sys.modules["pocket.app"].current
        line = app.footer_text
        assert line.text.startswith("Roll a die, keep the points")
        strip = []
        for _ in range(4):
            strip.append(bytes(s.display.fb[2 * 160 * 116:]))
            s.run(6)
        assert len(set(strip)) == 4  # a character every 6 frames
        assert line.current_index >= 3
        assert textcheck.check(app) == []
        s.tap("DOWN")  # Settings: its short line does not move
        s.run(2)
        still = bytes(s.display.fb[2 * 160 * 116:])
        s.run(12)
        assert bytes(s.display.fb[2 * 160 * 116:]) == still


def test_play_py_importing_the_launcher_for_a_rematch_does_not_import_the_text_library():
    """play.py imports pocket.launcher (launch, new_seed) in the game's heap at a Rematch: the library (about 16 KB)
    must come only with the launcher's screens (the twin's rematch ran out of memory when it came with the module)."""
    import subprocess
    code = ("import sys; sys.path[:0] = ['lib', '.']\n"
            "from sim import device\n"
            "import pocket.launcher\n"
            "print(sorted(n for n in sys.modules if n.startswith(('adafruit_display_text', 'pocket.launcher_text'))))")
    from sim.runner import ROOT
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.stdout.strip().splitlines()[-1] == "[]", out.stdout + out.stderr


DEVICE_CHECK = r"""
import sys
sys.path.append(%(site)r)  # the pip-installed library's sources
import terminalio
from adafruit_display_text.bitmap_label import Label
F = terminalio.FONT
per_row = F.bitmap.width // 6
for text, anchor in ((%(text)r, 0.0), (%(text)r, 0.5), ("Choose a game", 0.5)):
    lab = Label(F, text=text, color=0xFFFFFF, anchor_point=(anchor, 0.0), anchored_position=(80, 65))
    left = 80 - (6 * len(text)) // 2 if anchor else 80  # where pocket.text puts the first cell
    gx = lab.x + lab[0].x + lab._tilegrid.x
    gy = lab.y + lab[0].y + lab._tilegrid.y
    bm = lab.bitmap
    same = True
    for i, ch in enumerate(text):
        g = F.get_glyph(ord(ch))
        ox, oy = (g.tile_index %% per_row) * 6, (g.tile_index // per_row) * 12
        for y in range(12):
            for x in range(6):
                bx, by = left + 6 * i + x - gx, 65 + y - gy
                got = bm[bx, by] if 0 <= bx < bm.width and 0 <= by < bm.height else 0
                same = same and bool(got) == bool(F.bitmap[ox + x, oy + y])
    print(text, anchor, "same" if same else "DIFFERENT")
"""


def test_on_the_device_core_a_label_sets_the_pixels_the_tiles_set():
    """cpy32-display draws nothing, but its terminalio font and bitmap_label's bitmap are the device's own: the
    label's bitmap, where the screen shows it, holds the pixels of the font's 6x12 cells as pocket.text places them."""
    import os
    import pytest
    from sim import cpy32
    if not cpy32.available("cpy32-display"):
        pytest.skip(cpy32.missing_reason("cpy32-display"))
    import adafruit_display_text
    site = os.path.dirname(os.path.dirname(adafruit_display_text.__file__))
    r = cpy32.run_result(DEVICE_CHECK % {"site": site, "text": "Sow rice and snakes (2p) jgq^v"}, display=True,
                         heap_kb=256)
    assert r.ok, r.stderr
    lines = r.stdout.strip().splitlines()
    assert len(lines) == 3 and all(l.endswith(" same") for l in lines), r.stdout
