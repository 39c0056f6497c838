# A card and a move in words a newcomer reads (the card panel, the computer's move in the bottom strip).
# Loaded with the view (and by rules.py's move text) and never dropped; not part of view.py because rules.py
# needs it too, and rules.py importing the view would be an import circle.
from games.rice.layout import ITEMS, FARMERS, BUFFALO, HOUSE
from games.rice.land import GW


def what(card):
    """What stands on a card, in words: "farmer+buffalo", "2 farmers", "nothing"."""
    farmers = (ITEMS[card * 2] & FARMERS) + (ITEMS[card * 2 + 1] & FARMERS)
    out = []
    if farmers:
        out.append("farmer" if farmers == 1 else "%d farmers" % farmers)
    for bit, word in ((BUFFALO, "buffalo"), (HOUSE, "house")):
        if (ITEMS[card * 2] | ITEMS[card * 2 + 1]) & bit:
            out.append(word)
    return "+".join(out) if out else "nothing"


def took(card):
    """A row card taken, in at most 20 characters (the strip's line after "CPU1: ")."""
    w = what(card)
    if w == "nothing":
        return "Takes an empty card"
    if "+" in w or w[0] == "2":
        return "Takes " + w
    return "Takes a %s card" % w


def where(bb, p, pos, other):
    """Where squares pos and other lie from player p's land (its box bb[4p:4p+4] before the card): "on the
    left", "top right", "below", "in a gap"... in words a newcomer reads without coordinates (at most 12
    characters: "CPU1: Puts it " leaves 12 of the strip's 26)."""
    i = p * 4
    xs = (pos % GW, other % GW)
    ys = (pos // GW, other // GW)
    h = "left" if max(xs) < bb[i] else "right" if min(xs) > bb[i + 1] else ""
    v = "top" if max(ys) < bb[i + 2] else "bottom" if min(ys) > bb[i + 3] else ""
    if h and v:
        return "%s %s" % (v, h)
    if h:
        return "on the " + h
    if v:
        return "above" if v == "top" else "below"
    return "in a gap"


def starts(name, room=26):
    """Who opens the dry season, in at most `room` characters: "Dry season: CPU starts", "Dry: You start"."""
    verb = "start" if name == "You" else "starts"
    t = "Dry season: %s %s" % (name, verb)
    if len(t) > room:
        t = "Dry: %s %s" % (name, verb)
    return t
