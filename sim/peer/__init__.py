"""Desktop-only peers for measuring our AI: an OpenSpiel adapter for every game of the engine contract
(openspiel_game), OpenSpiel's MCTS and ISMCTS written directly over the contract (mcts), and the seat-swapped
tournament runner (tournament)."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# appended, not prepended: the device's top-level code.py must not shadow the standard library's `code` (pdb)
for _p in (ROOT, os.path.join(ROOT, "lib")):
    if _p not in sys.path:
        sys.path.append(_p)
