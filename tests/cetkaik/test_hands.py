"""Hands (役) of Cetkaik: games/cetkaik/hands.py score(pieces) -> (total, sorted names)."""
import pytest

from games.cetkaik.hands import score


def P(spec):
    """'r pawn, b king' -> [("red", "pawn"), ("black", "king")]; 'r pawn*2' repeats."""
    out = []
    for item in spec.split(","):
        item = item.strip()
        if not item:
            continue
        n = 1
        if "*" in item:
            item, n = item.split("*")
            n = int(n)
        col, prof = item.split()
        out += [({"r": "red", "b": "black"}[col], prof)] * n
    return out


ALL_RED = "r vessel, r pawn, r archer, r chariot, r tiger, r horse, r clerk, r shaman, r general, r king"

CASES = [
    ("", 0),
    ("r king", 5),                                    # a lone King is always the same colour
    ("b king", 5),
    ("r horse, r tiger", 5),                          # The Animals, flash
    ("r horse, b tiger", 3),                          # The Animals
    ("r horse, b horse, r tiger, b tiger", 5),        # never twice; the flash form wins
    ("r horse, b archer, r pawn", 5),                 # The Cavalry
    ("b horse, b archer, b pawn", 7),
    ("r horse, b chariot, r vessel", 5),              # The Attack
    ("r horse, r chariot, r vessel", 7),
    ("r general, b shaman, r clerk", 7),              # The Culture
    ("b general, b shaman, b clerk", 9),
    ("r general, b shaman, r clerk, b archer, r pawn", 17),   # Social Order 10 + Culture 7
    ("r general, r shaman, r clerk, r archer, r pawn", 21),   # both flash: 12 + 9
    ("r general, b pawn*2", 3),                       # The Army
    ("b general, b pawn*2", 5),
    ("r chariot, b pawn, r pawn", 3),                 # The Comrades
    ("r pawn*3, b pawn*2", 3),                        # The Deadly Army
    ("r pawn*5, b pawn*3", 5),
    ("r pawn*4, b pawn*4", 3),
    ("r pawn*2, b king", 11),                         # King 5 + Comrades 3 + Army 3 (the notes' example)
    ("r king, r horse", 10),                          # King 5 + Animals flash (King as a red Tiger) 5
    ("b king, r horse", 8),                           # King 5 + Animals 3
    ("r general, b pawn*2, b king", 15),              # King 5 + Army flash (black King as General) 5 + Comrades 5
    ("r king, b king", 8),                            # King 5 + Animals 3: each King fills one role
    (ALL_RED, 107),                                   # Unbeatable 52 + Social 12 + Culture 9 + Cavalry 7 + Attack 7
                                                      # + King 5 + Animals 5 + Army 5 + Comrades 5
    (ALL_RED.replace("r tiger, ", ""), 55),           # no Unbeatable: the King is no wildcard there
    ("r horse, b tiger, r archer, b pawn", 8),        # the seed's example: Animals 3 + Cavalry 5
    ("r clerk, b shaman", 0),
    ("r vessel", 0),
]


@pytest.mark.parametrize("spec,total", CASES)
def test_hand_totals(spec, total):
    assert score(P(spec))[0] == total


def test_at_least_25_cases_cover_every_hand():
    assert len(CASES) >= 25
    names = set()
    for spec, _ in CASES:
        for n in score(P(spec))[1]:
            names.add(n.replace(" (flash)", ""))
    assert names == {"The Unbeatable", "The Social Order", "The Culture", "The Cavalry", "The Attack", "The King",
                     "The Animals", "The Army", "The Comrades", "The Deadly Army"}


def test_names_are_sorted_and_flash_is_marked():
    total, names = score(P("r pawn*2, b king"))
    assert (total, names) == (11, ["The Army", "The Comrades", "The King (flash)"])
    assert score(P("r horse, r tiger"))[1] == ["The Animals (flash)"]
    total, names = score(P(ALL_RED))
    assert names == sorted(names) and "The Unbeatable (flash)" in names and len(names) == 9


def test_mixed_unbeatable_is_plain():
    spec = ALL_RED.replace("r vessel", "b vessel")
    total, names = score(P(spec))
    assert "The Unbeatable" in names and "The Unbeatable (flash)" not in names
    # Attack loses its flash (black Vessel) but the red King may stand in for a red Vessel: still flash
    assert "The Attack (flash)" in names


def test_order_of_pieces_does_not_matter():
    a = P("r horse, b tiger, r archer, b pawn, r king")
    assert score(a) == score(list(reversed(a)))
