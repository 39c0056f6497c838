"""Colour-blindness check of the bean dice's palette: every pair of bean colours, and each bean against the white and
cream die it sits on, seen with normal vision and simulated protanopia, deuteranopia and tritanopia (Machado,
Oliveira and Fernandes 2009, severity 1.0, on linear RGB: sim/colourblind.py), as CIE76 colour differences (Delta E
in CIELAB).

    python -m sim.games.beans.colourblind      the table of the smallest differences (docs/rules/beans.md quotes it)

The dice also differ by shape (sim/games/beans/art.py), so colour is never the only cue; the check keeps colour a good
second cue too: no bean pair under Delta E MIN_PAIR for any vision."""
import sys

from sim.colourblind import VISIONS, delta_e, simulate
from sim.games.beans.art import PALETTE, BEAN, DIE_COLOURS

MIN_PAIR = 18    # any two bean colours, any vision (about "clearly different" in CIE76 terms)
MIN_ON_DIE = 12  # a bean against the die it is printed on

NAMES = ("green", "soy", "red", "chinese", "blue", "brown", "broken")


def rgb(hexs):
    return tuple(int(hexs[i:i + 2], 16) for i in (0, 2, 4))


def bean_colours():
    pal = dict(PALETTE)
    return [rgb(pal[ch]) for ch in BEAN]


def report():
    """[(vision, worst pair (delta, name a, name b), worst bean on a die (delta, bean, die))]."""
    pal = dict(PALETTE)
    beans = bean_colours()
    dice = [(name, rgb(pal[ch])) for name, ch in DIE_COLOURS]
    out = []
    for vision in VISIONS:
        seen = [simulate(c, vision) for c in beans]
        pair = min((delta_e(seen[i], seen[j]), NAMES[i], NAMES[j])
                   for i in range(7) for j in range(i + 1, 7))
        on_die = min((delta_e(seen[i], simulate(d, vision)), NAMES[i], name) for i in range(7) for name, d in dice)
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
