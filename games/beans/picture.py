# A contract as a picture a newcomer reads without the card letters: words before, the dice it asks for (the
# varieties' own die faces, as rolled on screen), words after. The info line under the card draws the next
# contract this way (games/beans/view.py); the card panel keeps its short texts (6 in 160x36 px).
from games.beans import contracts as C


def parts(contract):
    """(words before, varieties of the dice to draw, words after) of a contract, e.g. 2S 1B -> ("", [1, 1, 4], ""),
    full B3 -> ("", [4, 4, 4], " + pair"), 5 of S+B -> ("5 of ", [1, 4], ""), 6 differ. -> ("6 different", [], "")."""
    kind = contract & 15
    a = (contract >> 4) & 15
    if kind == C.K_EXACT:
        dice = []
        for v in range(7):
            dice += [v] * C.need(contract, v)
        return "", dice, ""
    if kind == C.K_DIFF:
        return "%d different" % a, [], ""
    if kind == C.K_KIND:
        return "%d of one kind" % a, [], ""
    if kind == C.K_FULL:
        if (contract >> 8) & 1:
            return "", [a, a, a], " + pair"
        return "", [a, a], " + 3 alike"
    if kind == C.K_FIVE:
        return "5 of ", [a, (contract >> 8) & 15], ""
    if kind == C.K_NONE:
        return "All 7, no ", [a], ""
    if kind == C.K_TRIPLES:
        return "2 triples", [], ""
    return "3 pairs", [], ""
