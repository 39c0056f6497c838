"""Bossa's colour pairs stay apart for colour-blind players (sim/games/bossa/colours.py: Machado 2009 simulations,
CIE76 Delta E), and the simulation itself is the real thing: red and green collapse for protanopes."""
from sim.games.bossa import colours


def test_every_pair_stays_apart_in_every_vision():
    for a, b, floor, why, des in colours.table():
        for vision, de in des.items():
            assert de >= floor, "%s/%s (%s) only %.1f apart with %s" % (a, b, why, de, vision)


def test_the_simulation_merges_what_colour_blind_players_confuse():
    red, green = (0xE0, 0x30, 0x30), (0x30, 0xA0, 0x30)
    normal = colours.delta_e(red, green)
    for vision in ("protanopia", "deuteranopia"):
        assert colours.delta_e(colours.simulate(red, vision), colours.simulate(green, vision)) < normal / 2
    grey = colours.simulate((128, 128, 128), "tritanopia")  # greys stay greys
    assert all(abs(c - 128) < 3 for c in grey)


def contrast(a, b):
    """WCAG 2's contrast ratio of two "RRGGBB" colours."""
    def lum(hexrgb):
        out = 0.0
        for i, w in enumerate((0.2126, 0.7152, 0.0722)):
            c = int(hexrgb[2 * i:2 * i + 2], 16) / 255
            out += w * (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4)
        return out
    la, lb = sorted((lum(a), lum(b)))
    return (lb + 0.05) / (la + 0.05)


def test_black_dots_are_counted_at_1x():
    # issue 37: a black dot dimmed on the white line was dark brown on tan (8C6C44 on C8A070, 2.0:1)
    from sim.games.bossa import art
    pal = dict(art.PALETTE)
    assert contrast(pal["k"], pal["t"]) >= 7      # a black dot that counts
    assert contrast(pal["b"], pal["t"]) >= 4.5    # dimmed, still counted
    assert contrast(pal["w"], pal["t"]) >= 2.4    # (white on the tan face: as before)
    for name, rows in art.sprites():
        if name.startswith("tile"):
            for y, r in enumerate(rows):  # every dot 2 px by 2 px: a dot's pixel has a neighbour across and down
                for x, c in enumerate(r):
                    if c in "wk":
                        assert "wk".find(c) >= 0 and (r[x - 1] == c or r[x + 1] == c), (name, x, y)
                        assert rows[y - 1][x] == c or rows[y + 1][x] == c, (name, x, y)
