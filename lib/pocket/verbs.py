# The runtime's shared words for a turn, in a leaf module (it imports nothing) so that pocket.match, the screens it
# opens (pocket.pause, pocket.results), the games and the desktop tools share them without importing each other.
CHANCE = -1          # to_move() while chance decides (docs/ENGINE.md); every game's layout.py takes these two
TERMINAL = -2        # to_move() once the game is over (OpenSpiel's terminal id is -4: ours is our own)
MENU = "menu"        # back to the menu (the game was saved)
REMATCH = "rematch"  # a new game of the same setup
UNDO = -1000         # View.input() returns this to step back a partial decision
