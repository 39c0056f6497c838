"""The launcher's icon row is laid out by adafruit_displayio_layout's GridLayout (the design card's layout library,
docs/RUNTIME.md), and looks the same without the library (the launcher then places the icons itself)."""
import sys

from tests.helpers import simtools


def menu_pixels(block_library=False):
    saved = {}
    if block_library:
        for name in [n for n in sys.modules if n.startswith("adafruit_displayio_layout")]:
            saved[name] = sys.modules.pop(name)
        sys.modules["adafruit_displayio_layout"] = None  # import fails with ImportError
    try:
        with simtools.sim() as s:
            s.run(20)
            app = sys.modules["pocket.app"].current
            rows = [app.stage[0][i] for i in range(len(app.stage[0]))]
            kinds = [type(r).__name__ for r in rows]
            icons = None
            for r in rows:
                if type(r).__name__ in ("GridLayout", "Group") and len(r) == 5:
                    icons = [(r.x + r[i].x, r.y + r[i].y) for i in range(5)]
            return bytes(s.display.fb), kinds, icons
    finally:
        if block_library:
            del sys.modules["adafruit_displayio_layout"]
            sys.modules.update(saved)


def test_the_icon_row_is_a_grid_layout_and_the_same_without_the_library():
    fb, kinds, icons = menu_pixels()
    assert "GridLayout" in kinds
    assert icons == [(12 + 30 * i, 4) for i in range(5)]
    fb2, kinds2, icons2 = menu_pixels(block_library=True)
    assert "GridLayout" not in kinds2
    assert icons2 == icons
    assert fb2 == fb
