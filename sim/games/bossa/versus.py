"""Bossa AI weights against each other in seat-swapped self-play (desktop only; how ai.py's weights were chosen).

    PYTHONPATH=lib:. pypy3 -m sim.games.bossa.versus "normal" "normal:W_TOKEN=40;ENDS_V=(0,0,0,0,0)" --pairs 300
    PYTHONPATH=lib:. pypy3 -m sim.games.bossa.versus "hard:REPLY_TOP=(0,3,4)" normal --pairs 300 --baseline old/ai.py

A player is a level (easy, normal, hard) and, after a colon, constants of games/bossa/ai.py to override
(NAME=python expression, separated by ';'; WEIGHTS=path plays another learned table, e.g. one written by
`python -m sim.games.bossa.train --out path`). Each player gets its own copy of the AI module, so two weight sets can
meet; --baseline loads player B from another ai.py (an older version, to measure a change against it).
Seeding as sim.peer.tournament: pair k plays new_game(seed=k) twice, A in seat 0 then 1, with the same draws.
Prints A's score (draws count half) with its Wilson 95 % interval. 300 pairs take about 15 s under PyPy
for Normal against Normal; against ISMCTS-1000 use sim.peer.tournament (about 2 s a game).
"""
import os
import sys

from sim import versus

AI_PATH = os.path.join(os.path.dirname(__file__), "..", "..", "..", "games", "bossa", "ai.py")
LEARNED_PATH = os.path.join(os.path.dirname(AI_PATH), "learned.py")


def _weights(mod, path):
    """Another learned table (a weights.py written by sim.games.bossa.train --out) for this copy of the AI, read by
    its own copy of learned.py."""
    from sim.games.bossa.train import _load_table
    lmod = versus.copy_module("bossa_learned", LEARNED_PATH)
    lmod.SCALE, lmod.TABLE = _load_table(path)
    mod._eval[0] = lmod.learned


def load_ai(path, overrides):
    """A fresh copy of an ai.py module with some constants replaced."""
    return versus.override(versus.copy_module("bossa_ai", path), overrides, _weights)


def player(spec, path):
    """(ai module, level) from "normal:NAME=VALUE;..."."""
    return versus.player(spec, path, load_ai)


def play(rules, players, k, before=None, ended=None):
    """sim.versus.play's game (the oracle and the teacher use before and ended); returns the winner (2 = draw)."""
    return versus.play(rules, players, k, before, ended).winner()


def match(a, b, pairs, baseline=None):
    """A's score over 2 * pairs seat-swapped games: (score, games)."""
    from games.bossa import rules
    return versus.score(play, rules, player(a, AI_PATH), player(b, baseline or AI_PATH), pairs)


def main(argv=None):
    return versus.main("python -m sim.games.bossa.versus", __doc__.split("\n\n")[0], match, argv)


if __name__ == "__main__":
    sys.exit(main())
