# What a match's turn can end in besides a move: a leaf module (it imports nothing), so pocket.match and the
# screens it opens (pocket.pause, pocket.results) and the games' views share these without importing each other.
MENU = "menu"        # back to the menu (the game was saved)
REMATCH = "rematch"  # a new game of the same setup
UNDO = -1000         # View.input() returns this to step back a partial decision
