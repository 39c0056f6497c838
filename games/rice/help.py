# Help pages (the runtime wraps at 26 columns, 8 lines a page).
PAGES = (
    ("Goal", "Grow your own land of rice fields, card by card. A field scores when paths close it all "
             "around. Most points wins; a tie goes to the most farmers."),
    ("Cards", "A card is two squares. Brown lines are paths, thin dark lines are furrows. Sides that touch "
              "must match: path to path, furrow to furrow. Corners do not count as touching."),
    ("Start", "You get 2 cards: keep one as your ancestor (a bonus rule, shown on the card) and the other "
              "starts your land. Then 7 cards each."),
    ("Wet season", "Each turn pick a card for your land and place it, then a card for the dry-season row. "
                   "Choices are secret. Then hands swap. Three turns, then your last card goes to your land."),
    ("Dry season", "The player with fewer points starts (then fewer farmers). Take turns: pick a card from "
                   "the row of 6 and place it at once."),
    ("Fields", "Squares joined by furrows form a field. It closes when no furrow faces an empty square. A "
               "field with an empty hole inside it stays open. No card may close a field that a path ends "
               "inside."),
    ("Scoring", "Size (squares+houses) 1/2/3/4/5+: 2/3/5/8/11. Farmers 1/2/3/4+: 1/3/5/8. Buffalo 2 "
                "each. House +1. End: -1 per buffalo in an open field."),
    ("House deck", "The real cards are not public: this deck of 18 dominoes and 16 of the ancestors are "
                   "our own design. Pally and Chantrea are the game's."),
    ("Your turn", "Card: LEFT/RIGHT, A picks, B undoes. Place: D-pad moves, B turns, A places. SELECT: "
                  "look at the rival land and the row (then B: undo)."),
)
