"""The bean dice as drawn (issue 18): 12x12 tiles, a shape of its own for every variety as well as a colour, colours
that stay apart under simulated colour blindness, and the sprite sheet built from sim/games/beans/art.py by sim.art."""
import os

from sim import art
from sim.games.beans import art as beans_art
from sim.games.beans import colourblind as cb

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_the_sheet_is_the_art_tools_output_of_the_rules():
    with open(os.path.join(ROOT, "sim", "games", "beans", "art.txt")) as f:
        assert f.read() == beans_art.render()  # sim/games/beans/art.txt is what sim/games/beans/art.py writes
    w, h, palette, sprites = art.parse(beans_art.render(), "beans")
    assert (w, h) == (14, 12) and len(sprites) == 16  # 12x12 dice in 14-wide cells
    for name, rows in sprites:
        assert all(r[0] == "." and r[-1] == "." for r in rows), name  # the die is 12 px wide
    # assets/beans.bmp is what sim.art builds from it (python -m sim.art --check)
    assert art.main(["--check"]) == 0


def test_every_variety_has_its_own_shape():
    masks = [tuple(tuple(ch != "." for ch in row) for row in shape) for shape in beans_art.SHAPES]
    assert len(set(masks)) == 7  # even in one colour (a grey print) the seven marks differ
    for shape in beans_art.SHAPES:
        assert len(shape) == 8 and all(len(r) == 8 for r in shape)
    # the same mark on both dice colours: only the die's colour changes
    for v in range(7):
        white = beans_art.face("w", v)
        cream = beans_art.face("c", v)
        assert [r.replace("w", "c") for r in white] == cream


def test_bean_colours_stay_apart_for_colour_blind_players():
    report = cb.report()
    assert [r[0] for r in report] == ["normal", "protanopia", "deuteranopia", "tritanopia"]
    for vision, pair, on_die in report:
        assert pair[0] >= cb.MIN_PAIR, (vision, pair)
        assert on_die[0] >= cb.MIN_ON_DIE, (vision, on_die)


def test_the_check_catches_the_old_palettes_red_and_brown_pair():
    # the palette before issue 18: red D03030 / brown 7A4A20 merged for protanopes (Delta E about 7)
    old = {"red": "D03030", "brown": "7A4A20", "green": "3CA03C"}
    seen = {k: cb.simulate(cb.rgb(v), "protanopia") for k, v in old.items()}
    assert cb.delta_e(seen["red"], seen["brown"]) < cb.MIN_PAIR
