PAGES = (("Goal", "First to 20 points wins."), ("Turn", "Roll the die as often as you like, then hold to bank "
                                                "the total. A 1 loses the turn's total."))
