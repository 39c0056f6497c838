PAGES = (
    ("Goal", "Empty your hand first, or make your line 6 positions long. A player who cannot play loses."),
    ("Tiles", "27 tiles show white and black dots. On the white line a tile counts only its white dots, on the "
              "black line only its black ones. A colour a tile lacks cannot count as 0."),
    ("Lines", "Each line starts at a die. A new position is worth exactly 1 more or 1 less than the one before. "
              "Next to the die: 1 or 2 tiles. Then as many tiles as before, or one more. Play on either line."),
    ("Turn", "Draw a tile, then place one position or use a token. Each token once a game: Redraw a tile, "
             "Exchange a tile with the other hand, Stack tiles of the same count and sum on a position."),
    ("End", "Empty hand: win. A line of 6: its owner wins (you win if your last tiles filled the other line). "
            "Pile empty: fewer tiles wins. Novice: no owners, any tile count."),
    ("Modifiers", "Option: keep Double or Invert. Once a game, on one tile you place: Double its dots or swap "
                  "its colours. SELECT arms it."),
    ("Controls", "UP/DOWN: a line or the tokens, A picks. Then A adds the tile under the cursor to the sum; "
                 "START places, B takes back."),
)
