"""Colours as colour-blind players see them, for the games' palette checks (sim/games/<id>/: beans' colourblind.py,
bossa's colours.py): protanopia, deuteranopia and tritanopia simulated after Machado, Oliveira and Fernandes 2009
(severity 1.0, on linear RGB), and CIE76 colour differences (Delta E in CIELAB)."""

MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
VISIONS = ("normal",) + tuple(MACHADO)


def _lin(c):
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _srgb(c):
    c = min(1.0, max(0.0, c))
    return 255.0 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(rgb, vision):
    """(r, g, b) 0-255 as seen with `vision` (one of VISIONS)."""
    if vision == "normal":
        return tuple(float(v) for v in rgb)
    lin = [_lin(float(v)) for v in rgb]
    m = MACHADO[vision]
    return tuple(_srgb(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))


def lab(rgb):
    r, g, b = (_lin(float(v)) for v in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def delta_e(c1, c2):
    a, b = lab(c1), lab(c2)
    return sum((a[i] - b[i]) ** 2 for i in range(3)) ** 0.5
