# Help pages for Bossa (pocket.helpview). The "Lines" page draws a white line from the game's sprite sheet
# (docs/SCREENS.md): tiles and the white die.
SHEET = "bossa"
TILE_W = 8  # Bossa's sprites are 8 px wide, 12 high
_WHITE_LINE = 1  # + tile: games/bossa/view.py S_TILE
_WHITE_DIE = 28  # + value: view.py S_DIE[0]
KEY = {
    " ": (),
    "D": (_WHITE_DIE + 4,),
    "a": (_WHITE_LINE + 13,),  # the tile with 1 white and 2 black dots: worth 1 on the white line
}
for _k in range(1, 7):  # "1".."6": the white-only tiles
    KEY[str(_k)] = (_WHITE_LINE + _k - 1,)

PAGES = (
    ("Goal", "Empty your hand first, or make your line 6 positions long. A player who cannot play loses."),
    ("Tiles", "27 tiles show white and black dots. On the white line a tile counts only its white dots, on the "
              "black line only its black ones. A colour a tile lacks cannot count as 0."),
    ("Lines", "A line runs in number order from its die: 1 less each step to the left, 1 more to the right. "
              "Place at either end. Die 4: 3, 1+1 left; 5, 2+4 right.",
     ("1a 3 D 5 24",)),
    ("Tile counts", "Next to the die: 1 or 2 tiles. Then as many tiles as the neighbour toward the die, or one "
                    "more. The low end stops at 1; above 6 needs several tiles. Novice: any count."),
    ("Turn", "Draw a tile, then place one position or use a token. Each token once a game: Redraw a tile, "
             "Exchange a tile with the other hand, Stack: cover a whole position, same count and sum."),
    ("End", "Empty hand: win. A line of 6 positions, both sides of the die: its owner wins (you win if your "
            "last tiles filled the other line). Pile empty: fewer tiles wins. Novice: no owners."),
    ("Modifiers", "Option: keep Double or Invert. Once a game, on one tile you place: Double its dots or swap "
                  "its colours. SELECT arms it."),
    ("Controls", "UP/DOWN: a line or the tokens. LEFT/RIGHT: the end of the line (green: the value it needs). "
                 "A picks. Then A adds the tile under the cursor; START places, B takes back."),
)
