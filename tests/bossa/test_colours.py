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
