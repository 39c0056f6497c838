"""Colour-blindness check of the bean dice's palette: every pair of bean colours, and each bean against the white and
cream die it sits on, seen with normal vision and simulated protanopia, deuteranopia and tritanopia (Machado,
Oliveira and Fernandes 2009, severity 1.0, on linear RGB), as CIE76 colour differences (Delta E in CIELAB).

    python -m sim.games.beans.colourblind      the table of the smallest differences (docs/rules/beans.md quotes it)

The dice also differ by shape (sim/games/beans/art.py), so colour is never the only cue; the check keeps colour a good
second cue too: no bean pair under Delta E MIN_PAIR for any vision."""
import sys

from sim.games.beans.art import PALETTE, BEAN, DIE_COLOURS

MIN_PAIR = 18    # any two bean colours, any vision (about "clearly different" in CIE76 terms)
MIN_ON_DIE = 12  # a bean against the die it is printed on

VISIONS = (
    ("normal", None),
    ("protanopia", ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998))),
    ("deuteranopia", ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881))),
    ("tritanopia", ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900))),
)
NAMES = ("green", "soy", "red", "chinese", "blue", "brown", "broken")


def _lin(c):
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _gamma(c):
    c = min(1.0, max(0.0, c))
    return 255.0 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def rgb(hexs):
    return tuple(int(hexs[i:i + 2], 16) for i in (0, 2, 4))


def simulate(colour, matrix):
    """The colour as the vision `matrix` sees it (None: unchanged), 0-255 sRGB floats."""
    if matrix is None:
        return tuple(float(c) for c in colour)
    lin = [_lin(float(c)) for c in colour]
    return tuple(_gamma(sum(matrix[r][k] * lin[k] for k in range(3))) for r in range(3))


def lab(colour):
    r, g, b = (_lin(c) for c in colour)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a, b):
    la, lb = lab(a), lab(b)
    return sum((la[i] - lb[i]) ** 2 for i in range(3)) ** 0.5


def bean_colours():
    pal = dict(PALETTE)
    return [rgb(pal[ch]) for ch in BEAN]


def report():
    """[(vision, worst pair (delta, name a, name b), worst bean on a die (delta, bean, die))]."""
    pal = dict(PALETTE)
    beans = bean_colours()
    dice = [(name, rgb(pal[ch])) for name, ch in DIE_COLOURS]
    out = []
    for vision, m in VISIONS:
        seen = [simulate(c, m) for c in beans]
        pair = min((delta_e(seen[i], seen[j]), NAMES[i], NAMES[j])
                   for i in range(7) for j in range(i + 1, 7))
        on_die = min((delta_e(seen[i], simulate(d, m)), NAMES[i], name) for i in range(7) for name, d in dice)
        out.append((vision, pair, on_die))
    return out


def main():
    print("%-13s %-28s %s" % ("vision", "closest bean pair (Delta E)", "closest bean on its die (Delta E)"))
    ok = True
    for vision, pair, on_die in report():
        print("%-13s %5.1f %-22s %5.1f %s on %s" % (vision, pair[0], pair[1] + "/" + pair[2], on_die[0], on_die[1],
                                                   on_die[2]))
        ok = ok and pair[0] >= MIN_PAIR and on_die[0] >= MIN_ON_DIE
    print("ok" if ok else "FAIL: under Delta E %d between beans or %d on a die" % (MIN_PAIR, MIN_ON_DIE))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
