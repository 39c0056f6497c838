# Help pages for Tanbo (pocket.helpview). A third element is a diagram: rows of characters KEY maps to the 8x8
# pieces of the game's sprite sheet (assets/tanbo.bmp: 1 snake, 2 white, 3 black, 4 red rice, 5 farmer).
SHEET = "tanbo"
KEY = {" ": (), "s": (1,), "w": (2,), "b": (3,), "r": (4,), "f": (5,)}

PAGES = (
    ("Goal", "Harvest rice from your five paddies. White rice is worth 3, black 4, red 5. Win at once with 25 "
             "points, a 20-point lead, or 20 points in one turn."),
    ("Pieces", "Top to bottom: your farmer (hat), a snake, white rice (3 points), black rice (4), red rice "
               "(5). Snakes help rice grow; too many stop the harvest.",
     ("f", " ", "s", " ", "w", " ", "b", " ", "r")),
    ("Your turn", "Take up every piece of the paddy where your farmer (hat) stands, farmer too. Sow them one by "
                  "one into the next paddies, left to right and round again. You choose the order."),
    ("Actions", "Sowing \"ends in 4\": the\nlast piece lands in 4,\nwhich acts:\nHarvest: more rice\n"
                "Cultivate: more snakes\nSow: one kind only\nRest: empty; Big move",
     ("sww  ssw  ss  sw",)),
    ("Examples", "Below: 1 snake 2 rice: Harvest 1 (2-1). 2 snakes 1 rice: Cultivate 1, draw 1 rice from "
                 "the bag. Snakes only: Sow. 1 and 1: Big move.",
     ("sww  ssw  ss  sw",)),
    ("Sow", "A paddy of snakes only: they go back to the reserve and 2 rice come from the bag. Rice only: "
            "it goes back to the bag and 2 snakes come in."),
    ("Big move", "Your opponent swaps two of their pieces (or two alike: Swap (no change)). Then you sow "
                 "the last paddy again and act on where it ends. A 4th big move in a turn does nothing."),
    ("More rules", "Rest: the farmer walks to the next paddy with pieces; give back one harvested rice per step. "
                   "End of turn: a paddy over 10 pieces loses the excess, your choice."),
    ("Screen", "Middle: the bag, snakes in reserve, +4: points this turn (gold) or the last turn's (its "
               "player's colour). Under each paddy: its number (grey), snakes (green), rice (white)."),
    ("Game setups", "Setup on the game's screen: Standard (2 snakes a paddy), Rainy (more rice), Dry (fewer "
                    "pieces) or Random. A game ends after 40 turns each: the higher score wins."),
)
