# Help pages for Cetkaik (the runtime wraps at 25 columns, 8 lines a page).
PAGES = (
    ("Goal", "Capture pieces to build hands. On a new hand: ta xot1 ends the season and takes its points "
             "times the stake; ty mok1 doubles the stake. 20 points each; 40 wins."),
    ("Your turn", "Move a piece, move the Tam2 (gold disc) two king steps, or drop a captured piece on any "
                  "empty square. Captured pieces keep their colour (red/black ink)."),
    ("Pieces", "V Vessel P Pawn A Archer C Chariot T Tiger H Horse L Clerk S Shaman G General K King. Yours "
               "point up. Green: hue (moves change there). Blue: water."),
    ("Moves 1", "P 1 ahead. V slides ahead. A slides straight. C jumps 2 straight. T 1 diagonal. H jumps 2 "
                "diagonal. L 1 sideways or slides ahead/back. S 1 ahead/back or slides sideways."),
    ("Moves 2", "G 1 any way but back. K 1 any way. In hue: P 1 any straight way, A T slide diagonally, C "
                "jumps 2 diagonal, L S slide further, G guards its neighbours."),
    ("Stepping", "A square you could reach that holds a piece (ring) can be stepped over: move again from "
                 "there. If that second move slides, throw sticks: the dark sides are how far you may go."),
    ("Water", "Entering water (blue) from outside needs 3+ dark sticks, else nothing moves. Vessels, the Tam2 "
              "and drops need no throw."),
    ("Hands 1", "King 3. Animals: Horse Tiger 3. Army: General 2 Pawns 3. Comrades: Chariot 2 Pawns 3. Five "
                "Pawns 3. Cavalry: Horse Archer Pawn 5. Attack: Horse Chariot Vessel 5."),
    ("Hands 2", "Culture: General Shaman Clerk 7. Social Order: add Archer Pawn 10. All ten kinds 50. Same "
                "colour +2. The King stands in for any piece of its colour."),
    ("Penalties", "Stepping over the Tam2: -5. Moving the Tam2 right after your opponent did, or back where it "
                  "started: -3."),
    ("Controls", "D-pad: cursor. A: pick a piece, then a dot. Ring: step over. Right off the board: your hand, "
                 "to drop. B: back. SELECT: list the hands. START: pause menu."),
)
