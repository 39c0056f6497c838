"""The next contract as a picture (issue 18): words and the dice it asks for, never the card letters, and the info
line's text with the dice's room and the shortest tail within the screen's 26 columns."""
import re

from games.beans.cards import CARDS
from games.beans.picture import parts
from games.beans import contracts as C

LETTER = re.compile(r"\d[GSRCBNX]\b|\b[GSRCBNX]\d|\+[GSRCBNX]\b|\bno [GSRCBNX]\b|differ\.")


def every_contract():
    seen = set()
    for card in range(len(CARDS)):
        for c in CARDS[card]:
            if c not in seen:
                seen.add(c)
                yield c


def test_every_contract_is_words_and_dice_within_the_line():
    for c in every_contract():
        before, kinds, after = parts(c)
        assert len(kinds) <= 5, C.text(c)
        assert not LETTER.search(before + after), (C.text(c), before, after)
        cols = len("Next " + before) + (14 * len(kinds) + 5) // 6 + len(after) + len(": 100%")
        assert cols <= 26, C.text(c)
        counts = [0] * 7
        for v in kinds:
            counts[v] += 1
        if c & 15 == C.K_EXACT:
            assert C.met(c, counts)      # the dice drawn are the contract itself


def test_examples():
    assert parts(C.exact((0, 2, 0, 0, 1, 0, 0))) == ("", [1, 1, 4], "")
    assert parts(C.K_DIFF | 6 << 4) == ("6 different", [], "")
    assert parts(C.K_FULL | 4 << 4 | 1 << 8) == ("", [4, 4, 4], " + pair")
    assert parts(C.K_FIVE | 1 << 4 | 4 << 8) == ("5 of ", [1, 4], "")
    assert parts(C.K_NONE | 4 << 4) == ("All 7, no ", [4], "")
