"""A missing or damaged sprite sheet shows a readable error screen naming what to copy again, then the menu."""
import sys

import pytest

from tests.helpers import simtools

ASSET_GAME = (("assetgame", "Asset Pig", 2, 2, "", ()), "tests.assetgame")


def overlay_text():
    app = sys.modules["pocket.app"].current
    return " ".join(x.text.replace("\n", " ") for box in app.overlay for x in box if hasattr(x, "text"))


@pytest.mark.parametrize("sheet, words", [("no_such_sheet", "Missing assets/no_such_sheet.bmp"),
                                          ("../tests/fixtures/broken", "damaged")])
def test_a_bad_sheet_gives_an_error_screen_not_a_crash(sheet, words, monkeypatch):
    monkeypatch.setenv("ASSETGAME_SHEET", sheet)
    with simtools.sim(extra_games=[ASSET_GAME]) as s:
        s.start_game("assetgame", seed=1, players=("human", "cpu:0"))
        s.run(10)
        text = overlay_text()
        assert words in text and "assets folder" in text, text
        s.tap("A")
        s.run(10)
        assert "pocket.launcher" in sys.modules  # back in the menu


def test_running_out_of_memory_for_a_sheet_says_so_not_damaged(monkeypatch):
    import displayio
    real = displayio.Bitmap

    class Bitmap(real):
        def __init__(self, *args):
            # the sheet loader (pocket.bmp) finds no room for the sheet's bitmap; everything else gets its Bitmap
            if sys._getframe(1).f_globals.get("__name__") == "pocket.bmp":
                raise MemoryError("memory allocation failed, allocating 10240 bytes")
            super().__init__(*args)

    monkeypatch.setattr(displayio, "Bitmap", Bitmap)
    monkeypatch.setenv("ASSETGAME_SHEET", "tanbo")
    with simtools.sim(extra_games=[ASSET_GAME]) as s:
        s.start_game("assetgame", seed=1, players=("human", "cpu:0"))
        s.run(10)
        text = overlay_text()
        assert "Not enough memory for assets/tanbo.bmp" in text and "Out of memory" in text, text
        assert "damaged" not in text and "Missing" not in text, text
        s.tap("A")
        s.run(10)
        assert "pocket.launcher" in sys.modules  # back in the menu
