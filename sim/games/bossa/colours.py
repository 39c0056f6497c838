"""Bossa's colours as colour-blind players see them: python -m sim.games.bossa.colours

Simulates protanopia, deuteranopia and tritanopia (Machado, Oliveira and Fernandes 2009, severity 1.0, applied in
linear RGB: sim/colourblind.py) on the sprite sheet's palette (sim/games/bossa/art.txt) and the marks drawn from ui's colours, and prints
each pair that must stay apart with its CIE76 colour difference (Delta E in CIELAB) under normal vision and each
simulation. tests/bossa/test_colours.py holds every pair above its floor.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))))

from sim.colourblind import VISIONS, delta_e, simulate  # noqa: E402 (after the path, so the module runs as a script)

# (a, b, floor, why): palette keys of sim/games/bossa/art.txt; the floor is the smallest Delta E allowed in every vision
PAIRS = (
    ("w", "t", 20, "a white dot on a tile"),
    ("k", "t", 40, "a black dot on a tile"),
    ("a", "t", 5, "a dimmed white dot still shows"),
    ("b", "t", 10, "a dimmed black dot still shows"),
    ("w", "a", 8, "white dots: bright (the line's colour) against dimmed"),
    ("k", "b", 20, "black dots: bright against dimmed"),
    ("w", "k", 60, "white dot against black dot"),
    ("d", "z", 60, "the white die against the black die"),
    ("y", "g", 20, "a token unused against used"),
    ("y", "v", 15, "the marks under a hand tile: picked against can be added"),
    ("x", "t", 20, "a face-down tile against a face-up one"),
)


def palette():
    from sim.art import parse
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "art.txt")
    with open(path) as f:
        return dict((ch, c) for ch, c in parse(f.read())[2] if c is not None)


def rgb_of(value):
    return ((value >> 16) & 255, (value >> 8) & 255, value & 255)


def table():
    """[(a, b, floor, why, {vision: Delta E})] for every pair."""
    pal = palette()
    out = []
    for a, b, floor, why in PAIRS:
        ca, cb = rgb_of(pal[a]), rgb_of(pal[b])
        out.append((a, b, floor, why, dict((v, delta_e(simulate(ca, v), simulate(cb, v))) for v in VISIONS)))
    return out


def main():
    print("%-4s %-5s" % ("pair", "floor") + "".join("%13s" % v for v in VISIONS) + "  what")
    for a, b, floor, why, des in table():
        low = min(des.values())
        print("%s/%s  %5d" % (a, b, floor) + "".join("%13.1f" % des[v] for v in VISIONS) + "  " + why +
              ("" if low >= floor else "   BELOW THE FLOOR"))


if __name__ == "__main__":
    main()
