"""Bossa's colours as colour-blind players see them: python -m sim.games.bossa.colours

Simulates protanopia, deuteranopia and tritanopia (Machado, Oliveira and Fernandes 2009, severity 1.0, applied in
linear RGB) on the sprite sheet's palette (sim/games/bossa/art.txt) and the marks drawn from ui's colours, and prints
each pair that must stay apart with its CIE76 colour difference (Delta E in CIELAB) under normal vision and each
simulation. tests/bossa/test_colours.py holds every pair above its floor.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))))

MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
VISIONS = ("normal",) + tuple(MACHADO)

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


def _lin(c):
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _srgb(c):
    c = min(1.0, max(0.0, c))
    return 255.0 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(rgb, vision):
    """(r, g, b) 0-255 as seen with `vision` (one of VISIONS)."""
    if vision == "normal":
        return rgb
    lin = [_lin(v) for v in rgb]
    m = MACHADO[vision]
    return tuple(_srgb(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))


def lab(rgb):
    r, g, b = (_lin(v) for v in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def delta_e(c1, c2):
    a, b = lab(c1), lab(c2)
    return sum((a[i] - b[i]) ** 2 for i in range(3)) ** 0.5


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
