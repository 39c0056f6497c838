# Help pages for Bossa (pocket.helpview). The "Lines" page draws a white line from the game's sprite sheet
# (docs/SCREENS.md): tiles and the white die.
SHEET = "bossa"
TILE_W = 8  # Bossa's sprites are 8 px wide, 12 high
_WHITE_LINE = 1  # + tile: games/bossa/view.py S_TILE
_WHITE_DIE = 28  # + value: view.py S_DIE[0]
_TOKEN = 41  # + 0..4: Redraw, Exchange, Stack, Double, Invert: pictures (view.py S_TOK)
KEY = {
    " ": (),
    "D": (_WHITE_DIE + 4,),
    "a": (_WHITE_LINE + 13,),  # the tile with 1 white and 2 black dots: worth 1 on the white line
    "R": (_TOKEN,), "E": (_TOKEN + 1,), "S": (_TOKEN + 2,), "X": (_TOKEN + 3,), "I": (_TOKEN + 4,),
}
for _k in range(1, 7):  # "1".."6": the white-only tiles
    KEY[str(_k)] = (_WHITE_LINE + _k - 1,)

PAGES = (
    ("Goal", "Empty your hand first, or make your line 6 positions long. A player who cannot play loses."),
    ("Start", "Both roll a die; the higher chooses: own the white or the black line (\"White line, CPU "
              "starts\": the other plays first), or \"I play first\" and the other picks a line."),
    ("Tiles", "This tile has 1 white and 2 black dots: it counts 1 on the white line, 2 on the black line. A "
              "colour a tile lacks cannot count as 0.",
     ("a",)),
    # (an empty second row lifts a diagram a text line above the box's footer "<  >  B: back": 6 lines of text)
    ("Lines", "A line runs in number order from its die: 1 less a step left (down to 1), 1 more right. "
              "Place at either end. Die 4: 3, 1+1 left; 5, 2+4 right.",
     ("1a 3 D 5 24", "           ")),
    ("Numbers", "Under a line: white, each position's sum (the die's under it); green, what each open end "
                "needs next; gold, the newest position, or the sum of the tiles you are adding (4?)."),
    # one tile more, one fewer, one more again: 2+3, 6, 1+1+5
    ("Tile counts", "1 or 2 tiles next to the die, then 1 more or 1 fewer than the one toward the die, "
                    "never as many. Die 4: 5 in 2, 6 in 1, 7 in 3. Novice: any count.",
     ("D 23 6 1a5", "          ")),
    ("Turn", "Draw a tile, then place a position, or use one of your three tokens (next page). Each token "
             "works once a game, then turns grey."),
    # the pictures stand right of the text, each on the line of its name (8 rows: one a text line; a line holds
    # 22 characters beside them)
    ("Tokens", "Tokens, once a game:\nRedraw: swap a tile\nwith the pile's top.\nExchange: swap a tile\n"
               "with the other hand.\nStack: cover a\nposition: same count,\nsame sum. Grey: used.",
     (" ", "R", " ", "E", " ", "S", " ", " ")),
    ("End", "Empty hand: win. A line of 6 positions, both sides of the die: its owner wins (you win if your "
            "last tiles filled the other line). Pile empty: fewer tiles wins. Novice: no owners."),
    ("Modifiers", "Option, keep one:\nDouble: its dots\ncount twice, or\nInvert: white and\nblack dots swap.\n"
                  "Both choose in secret.\nOnce, on a tile you\nplace: UP arms it.",
     (" ", "X", " ", "I", " ", " ", " ", " ")),
    ("Controls", "UP/DOWN: a line or the tokens. LEFT/RIGHT: the end of the line (green: the value it needs). "
                 "A picks, A adds a tile; START places, B takes back. SELECT: hands larger."),
)
