# Help pages for Cetkaik (the runtime wraps at 26 columns, 8 lines a page).
PAGES = (
    ("Goal", "Capture pieces to build hands (yaku). When a move makes a new hand, end the season and take its "
             "points times the stake (ta xot1), or double the stake and play on (ty mok1). 20 points each at "
             "the start; 40 wins at once."),
    ("Your turn", "Move a piece, move the Tam2 (gold disc) two king steps, or drop a captured piece on any "
                  "empty square. Captured pieces keep their colour (red/black ink)."),
    ("Pieces", "V Vessel, P Pawn, A Archer, C Chariot, T Tiger, H Horse, L Clerk, S Shaman, G General, K King. "
               "Your pieces point up. Green squares are hue: pieces move differently there. Blue is water."),
    ("Stepping", "A square you could reach that holds a piece (ring) can be stepped over: move again from "
                 "there. If that second move slides, throw sticks: the dark sides are how far you may go."),
    ("Water", "Entering water (blue) from outside needs 3+ dark sticks, else nothing moves. Vessels, the Tam2 "
              "and drops need no throw."),
    ("Hands", "King 3, Animals (Horse Tiger) 3, Army (General 2 Pawns) 3, Comrades (Chariot 2 Pawns) 3, 5 "
              "Pawns 3, Cavalry (Horse Archer Pawn) 5, Attack (Horse Chariot Vessel) 5, Culture 7, Social "
              "Order 10, all ten 50. Same colour +2."),
    ("Penalties", "Stepping over the Tam2: -5. Moving the Tam2 right after your opponent did, or back where it "
                  "started: -3. The King stands in for any piece of its colour."),
    ("Controls", "D-pad: cursor. A: pick a piece, then a dot. Ring: step over. Right off the board: your hand, "
                 "to drop. B: back. SELECT: list the hands. START: pause menu."),
)
