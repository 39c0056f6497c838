PAGES = (
    ("Goal", "Be the first to 13 coins. Fulfil the six contracts of your harvest card in order, bottom first, "
             "and sell the card for coins: 3/4/5/6 done pay 1/2/3/4."),
    ("Your turn", "Roll the dice. Set at least one aside on the field, then roll the rest again (START) or stop "
                  "(B). Field dice never roll again. After you stop, the field fulfils your contracts."),
    ("Others' turns", "After each roll of the active player, the others may fulfil contracts with the dice "
                      "just rolled (not the field): you are asked when it can help. Settings, Auto-claim: done "
                      "for you."),
    ("Selling", "With 3 or more done you may sell (SELECT in the keep phase, or choose Sell). Your next card "
                "moves up and works at once with the same dice."),
    ("Contracts", "2S 1B: two soy, one blue. 5 differ.: five varieties. 4 same: four of one. full B3: three "
                  "blue and a pair. 5 of S+B: five soy or blue. 7, no B: all seven dice, no blue."),
    ("Dice", "4 white dice: blue, broken, brown, soy. 3 cream dice: green, red, chinese, blue, soy. Letters: "
             "G green, S soy, R red, C chinese, B blue, N brown, X broken."),
    ("Controls", "LEFT/RIGHT choose a die, A sets it aside, START rolls, B stops (or takes a die back). In a "
                 "claim: LEFT/RIGHT choose Fulfil, Sell or Pass, A plays, B passes."),
    ("End", "Someone reaching 13 ends the game; if off turn, the active player may not roll again. Most coins "
            "wins; a tie shares the win."),
    ("House data", "The dice faces and the 61 harvest cards are this game's own design: the originals are not "
                   "public."),
)
