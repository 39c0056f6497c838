# Help pages (the runtime wraps at 25 columns, 8 lines a page). A third element is a diagram: rows of the
# characters KEY maps to tiles of the game's sprite sheet (pocket.helpview, docs/SCREENS.md), drawn as the land is.
SHEET = "rice"
_OPEN, _CLOSED, _GHOST, _BAD, _EDGES = 1, 2, 3, 4, 5   # games/rice/view.py T_OPEN ... T_EDGES (+ path sides N1 E2 S4 W8)
_FARMER, _BUFFALO, _HOUSE = 21, 23, 24                   # games/rice/view.py's item tiles
KEY = {
    " ": (),
    # a card: square A (paths N, E, W; a farmer) above square B (paths E, S, W): the furrow joins them
    "A": (_OPEN, _EDGES + 11, _FARMER), "B": (_OPEN, _EDGES + 14),
    # a closed field of four squares (paths all around) with a farmer and a buffalo
    "a": (_CLOSED, _EDGES + 9, _FARMER), "b": (_CLOSED, _EDGES + 3), "c": (_CLOSED, _EDGES + 12),
    "d": (_CLOSED, _EDGES + 6, _BUFFALO),
    # an open field: its right-hand furrow faces an empty square
    "e": (_OPEN, _EDGES + 13, _HOUSE), "f": (_OPEN, _EDGES + 5),
    # placing: your land, the card where it fits (yellow), where it does not (red)
    "l": (_OPEN, _EDGES + 15), "g": (_GHOST, _EDGES + 15), "r": (_BAD, _EDGES + 15),
}
PAGES = (
    ("Goal", "Grow your own land of rice fields, card by card. A field scores when paths close it all "
             "around. Most points wins; a tie goes to the most farmers."),
    ("Cards", "A card is two squares. Brown lines are paths, thin dark lines are furrows. Sides that touch "
              "must match: path to path, furrow to furrow. Corners do not count.",
     ("A", "B")),
    ("Start", "You get 2 cards: keep one as your ancestor (a bonus rule, shown on the card) and the other "
              "starts your land. Then 7 cards each."),
    ("Wet season", "Each turn pick a card for your land and place it, then a card for the dry-season row. "
                   "Choices are secret. Then hands swap. Three turns, then your last card goes to your land."),
    ("Dry season", "The player with fewer points starts (then fewer farmers). Take turns: pick a card from "
                   "the row of 6 and place it at once."),
    ("Fields", "Squares joined by furrows form a field. Top: closed by paths all around (it scored: lighter green). "
               "Bottom: open, a furrow faces an empty square.",
     ("ab", "cd", "  ", "ef")),
    ("More fields", "A field with an empty hole inside it stays open. No card may close a field that a path "
                    "ends inside."),
    ("Scoring", "Size (squares+houses) 1/2/3/4/5+: 2/3/5/8/11. Farmers 1/2/3/4+: 1/3/5/8. Buffalo 2 "
                "each. House +1. End: -1 per buffalo in an open field."),
    ("Your turn", "Cards: LEFT/RIGHT choose, A picks, B undoes your last step. SELECT looks: your whole "
                  "land, again the rival's land and the row, again back."),
    ("Placing", "D-pad moves the card, A places it, B puts it back. Fits 2+ ways: A, then LEFT/RIGHT "
                "turn it. Yellow: fits, red: not. SELECT looks: rival's land, row.",
     ("lg", "lg", "  ", "lr", "lr")),
    ("House deck", "The real cards are not public: this deck of 18 dominoes and 16 of the ancestors are "
                   "our own design. Pally and Chantrea are the game's."),
)
