"""Desktop-only peers for measuring our AI: an OpenSpiel adapter for every game of the engine contract
(openspiel_game), OpenSpiel's MCTS and ISMCTS written directly over the contract (mcts), a two-ply expectiminimax
over the contract with a game's own peer evaluation (expecti: `emm<N>`, Cetkaik's peer, whose games MCTS-1000 no
longer wins), and the seat-swapped tournament runner (tournament)."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# appended, not prepended: the device's top-level code.py must not shadow the standard library's `code` (pdb)
for _p in (ROOT, os.path.join(ROOT, "lib")):
    if _p not in sys.path:
        sys.path.append(_p)
