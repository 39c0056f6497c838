"""Tanbo AI variants against each other in seat-swapped self-play (desktop only; sim/games/bossa/versus.py's twin):
Hard with the learned table against the shipped Hard, which sim.peer.tournament's --set (one module for both
players) cannot play.

    PYTHONPATH=lib:. pypy3 -m sim.games.tanbo.versus "hard:LEARNED=(0,0,1)" hard --pairs 300
    PYTHONPATH=lib:. pypy3 -m sim.games.tanbo.versus "hard:LEARNED=(0,0,1);WEIGHTS=/tmp/w.py" hard --pairs 300

A player is a level (easy, normal, hard) and, after a colon, constants of games/tanbo/ai.py to override
(NAME=python expression, separated by ';'; WEIGHTS=path plays another learned table, e.g. one written by
`python -m sim.games.tanbo.train --out path`). Each player gets its own copy of the AI module (its own plan), so two
variants can meet; --baseline loads player B from another ai.py. Seeding: pair k plays new_game(seed=k) twice, A in
seat 0 then 1, with the same draws. Prints A's score (draws count half) with its Wilson 95 % interval.
"""
import argparse
import importlib.util
import os
import sys
import time

from pocket.rng import Rng
from games.tanbo.layout import WINNER
from sim.bench.stats import wilson

LEVELS = {"easy": 0, "normal": 1, "hard": 2}
AI_PATH = os.path.join(os.path.dirname(__file__), "..", "..", "..", "games", "tanbo", "ai.py")
_copies = [0]


def load_ai(path, overrides):
    """A fresh copy of an ai.py module with some constants replaced."""
    _copies[0] += 1
    spec = importlib.util.spec_from_file_location("tanbo_ai_copy%d" % _copies[0], path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    from sim.games.tanbo import learned
    learned.install(mod)  # the table of sim/games/tanbo/weights.py, for the levels LEARNED names
    for item in filter(None, overrides.split(";")):
        name, value = item.split("=", 1)
        name = name.strip()
        if name == "WEIGHTS":  # another learned table: a file written by sim.games.tanbo.train --out
            from sim.games.tanbo.train import _load_table
            from sim.games.tanbo import learned
            learned.install(mod, _load_table(value.strip()))
            continue
        if not hasattr(mod, name):
            raise SystemExit("ai.py has no constant %s" % name)
        setattr(mod, name, eval(value, {}))  # a number, a tuple, 10**6 (desktop input, not the device's)
    return mod


def player(spec, path):
    """(ai module, level) from "normal:NAME=VALUE;..."."""
    level, _, overrides = spec.partition(":")
    if level not in LEVELS:
        raise SystemExit("unknown level %r (easy, normal, hard)" % level)
    return load_ai(path, overrides), LEVELS[level]


def play(rules, players, k, before=None, ended=None):
    """Game from seed k, players[p] = (ai, level) in seat p; returns the winner (2 = draw). before(p, state,
    chance), if given, runs before each decision; the list `ended`, if given, receives the final state."""
    rngs = [Rng((k * 7919 + 17) * 2 + p) for p in (0, 1)]
    chance = Rng(k * 104729 + 3)
    s = rules.new_game(seed=k, players=2)
    while not s.is_over():
        p = s.to_move()
        if p == -1:
            m = chance.weighted(s.chance_outcomes())
        else:
            ai, level = players[p]
            if before is not None:
                before(p, s, chance)
            m = ai.choose(s, level, rngs[p], _go)
        s.apply(m)
    if ended is not None:
        ended.append(s)
    return s.b[WINNER]


def _go():
    return True


def match(a, b, pairs, baseline=None):
    """A's score over 2 * pairs seat-swapped games: (score, games)."""
    from games.tanbo import rules
    pa = player(a, AI_PATH)
    pb = player(b, baseline or AI_PATH)
    score = 0.0
    for k in range(pairs):
        for seat in (0, 1):
            w = play(rules, (pa, pb) if seat == 0 else (pb, pa), k)
            score += 0.5 if w == 2 else (1.0 if w == seat else 0.0)
    return score, 2 * pairs


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m sim.games.tanbo.versus", description=__doc__.split("\n\n")[0])
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--pairs", type=int, default=100)
    ap.add_argument("--baseline", help="another ai.py for player B")
    o = ap.parse_args(argv)
    t0 = time.time()
    score, n = match(o.a, o.b, o.pairs, o.baseline)
    lo, hi = wilson(score, n)
    print("%s vs %s: %.1f %% [%.0f-%.0f] over %d games (%.0f s)" % (
        o.a, o.b, 100 * score / n, 100 * lo, 100 * hi, n, time.time() - t0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
