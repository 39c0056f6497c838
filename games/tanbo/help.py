PAGES = (
    ("Goal", "Harvest rice from your five paddies. White rice is worth 3, black 4, red 5. Win at once with 25 "
             "points, a 20-point lead, or 20 points in one turn."),
    ("Your turn", "Take up every piece of the paddy where your farmer (hat) stands, farmer too. Sow them one by "
                  "one into the next paddies, left to right and round again. You choose the order."),
    ("Actions", "Last paddy sown, by its snakes S and rice R:\nR>S>0 harvest R-S\nS>R>0 draw S-R rice\n"
                "S or R 0: sow 2 of other\nboth 0: rest (pay rice)\nS=R: big move\nShort bag: draw the rest"),
    ("Big move", "Your opponent swaps two of their pieces (or two alike: Swap (no change)). Then you sow "
                 "the last paddy again and act on where it ends."),
    ("More rules", "Rest: the farmer walks to the next paddy with pieces; give back one harvested rice per step. "
                   "End of turn: a paddy over 10 pieces loses the excess, your choice."),
    ("Screen", "Top: opponent. Middle: rice left in the bag and snakes in reserve. Bottom: your paddies, "
               "snakes/rice under each, then your choices and what the highlighted one does."),
    ("House rules", "Rainy and Dry setups are our own (the box's are not public). Safety nets: 40 turns each, "
                    "3 big moves a turn."),
)
