# Runs the game chosen in the launcher, then reloads into the menu (code.py). Not meant to be started by hand.
from pocket.play import main

main()
