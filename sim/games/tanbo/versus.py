"""Tanbo AI variants against each other in seat-swapped self-play (desktop only; sim/games/bossa/versus.py's twin):
Hard with the learned table against the shipped Hard, which sim.peer.tournament's --set (one module for both
players) cannot play.

    PYTHONPATH=lib:. pypy3 -m sim.games.tanbo.versus "hard:WEIGHTS=sim/games/tanbo/weights.py" hard --pairs 300
    PYTHONPATH=lib:. pypy3 -m sim.games.tanbo.versus "hard:WEIGHTS=/tmp/w.py;BLEND=3" hard --pairs 300

A player is a level (easy, normal, hard) and, after a colon, constants of games/tanbo/ai.py to override
(NAME=python expression, separated by ';'; WEIGHTS=path values the search's leaves with a learned table:
sim/games/tanbo/weights.py, or one written by `python -m sim.games.tanbo.train --out path`). Each player gets its own copy of the AI module (its own plan), so two
variants can meet; --baseline loads player B from another ai.py. Seeding: pair k plays new_game(seed=k) twice, A in
seat 0 then 1, with the same draws. Prints A's score (draws count half) with its Wilson 95 % interval.
"""
import os
import sys

from games.tanbo.layout import WINNER
from sim import versus

AI_PATH = os.path.join(os.path.dirname(__file__), "..", "..", "..", "games", "tanbo", "ai.py")


def _weights(mod, path):
    """This copy of the AI values its search's leaves with the learned table in the file at path."""
    from sim.games.tanbo.train import _load_table
    from sim.games.tanbo import learned
    learned.install(mod, _load_table(path))


def load_ai(path, overrides):
    """A fresh copy of an ai.py module with some constants replaced."""
    return versus.override(versus.copy_module("tanbo_ai", path), overrides, _weights)


def player(spec, path):
    """(ai module, level) from "normal:NAME=VALUE;..."."""
    return versus.player(spec, path, load_ai)


def play(rules, players, k, before=None, ended=None):
    """sim.versus.play's game; returns the winner (2 = draw)."""
    return versus.play(rules, players, k, before, ended).b[WINNER]


def match(a, b, pairs, baseline=None):
    """A's score over 2 * pairs seat-swapped games: (score, games)."""
    from games.tanbo import rules
    return versus.score(play, rules, player(a, AI_PATH), player(b, baseline or AI_PATH), pairs)


def main(argv=None):
    return versus.main("python -m sim.games.tanbo.versus", __doc__.split("\n\n")[0], match, argv)


if __name__ == "__main__":
    sys.exit(main())
