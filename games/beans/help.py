# Help pages for the bean game (pocket.helpview). A third element is a diagram: rows of the characters KEY maps to
# tiles of the game's own sprite sheet (assets/beans.bmp, the dice as the game draws them; sim/games/beans/art.py).
SHEET = "beans"
TILE_W = 14             # the dice's cells are 14 px wide (12 px dice)
_WHITE, _CREAM = 1, 8   # + variety: a white / cream die showing it (games/beans/view.py: 1 + 7 * cream + variety)
KEY = {" ": (), ".": (15,)}  # ".": an empty die place
for _v in range(7):
    # upper case: a white die, lower case: a cream die, by the card letter (contracts.LETTERS "GSRCBNX")
    KEY["GSRCBNX"[_v]] = (_WHITE + _v,)
    KEY["gsrcbnx"[_v]] = (_CREAM + _v,)

PAGES = (
    ("Goal", "Be the first to 13 coins. Fulfil the six contracts of your harvest card in order, first the top "
             "left, and sell the card for coins: 3/4/5/6 done pay 1/2/3/4 coins."),
    ("Your turn", "Roll the dice. Set at least one aside on the field (A), then roll the rest again (Roll) "
                  "or stop. Field dice never roll again. After you stop, the field fulfils your contracts."),
    ("Stop and undo", "Right past the dice: Roll, then Stop; A on Stop stops. B never ends your turn: it takes "
                      "back the last die you set aside (until you roll again). SELECT: the others' cards."),
    ("Dice", "4 white dice (top), 3 cream dice (below): their six sides. Each bean has a mark as well as "
             "a colour.",
     ("BBXXNS", "bggrcs")),
    ("Bean letters", "Card letters:\nG green\nS soy\nR red\nC chinese\nB blue\nN brown\nX broken",
     (" ", "g", "S", "r", "c", "B", "N", "X")),
    ("Contracts", "2S 1B: two soy and one blue, as here. 5 kinds: five varieties. 4 same: four of one. full "
                  "B3: three blue and a pair.",
     ("SsB",)),
    ("More contracts", "5 of S+B: five that are soy or blue. 7, no B: all seven dice, none blue. 2 threes, "
                       "3 pairs: of any beans. Beside each: its chance in one roll of all seven dice."),
    ("Others' turns", "After each roll of the active player, the others may fulfil contracts with the dice "
                      "just rolled (not the field): you are asked when it can help. Settings, Auto-claim: done "
                      "for you."),
    ("Selling", "With 3 or more done you may sell (while keeping: right past Stop onto your card, A; or "
                "choose Sell). Your next card moves up and works at once with the same dice."),
    ("Screen", "Top: each player's coins. Roll: the dice just rolled. Field: the dice set aside. Then the "
               "card on screen: contracts done green with +, the next one lit, each with its chance."),
    ("Computer's turn", "While a computer plays or claims with your roll, its own card is shown, named in its "
                        "colour: \"CPU's card: 2 of 6 done\". Hold A to hurry it; Settings, CPU moves: Fast, "
                        "Normal or Slow."),
    ("End", "Reaching 13 ends the game (off turn: no more rolls). Players reaching 13 after the same roll share "
            "the win, whatever their totals; else most coins wins, ties sharing."),
    # last: whose rules these are, and what fills the rulebook's gaps (docs/rules/beans.md)
    ("About", "Wuerfel Bohnanza's rules (Uwe Rosenberg). Its parts are not public: the dice faces and the 61 "
              "harvest cards are this game's own design (house data); our rulings fill its gaps."),
)
