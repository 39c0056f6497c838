# Pocket Tabletop: the launcher the handheld runs at boot (games run in play.py with a fresh heap).
from pocket.launcher import main

main()
