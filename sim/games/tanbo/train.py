"""Tanbo's learned evaluation (issue 36): self-play games, a logistic regression of their results on the table
entries sim/games/tanbo/learned.py's features() names, the weights scaled to small integers and written to
sim/games/tanbo/weights.py (desktop only; numpy and scipy for the fit).

    python -m sim.games.tanbo.train --seed 1 --games 80000      # the table (see weights.py's header)
    python -m sim.games.tanbo.train --seed 1 --games 4000,4000 --out /tmp/w.py

How (as sim/games/bossa/train.py): round 0 plays --games[0] self-play games at Normal (the hand-made evaluation)
and fits a table; each later round plays its count of games at Hard with the table of the round before and fits
again on every round's positions. A position is every state where a turn has just passed (what the search's leaves
evaluate: the new mover at its first decision, or a draw or swap inside its turn), set-up placements aside; its
target is whether the player to move won (a draw 1/2). Tanbo's levels are deterministic, so a fraction --eps of
turns is played at random (every position is still the real game's) for variety. Games are played in --jobs
processes, under PyPy when `pypy3` is on the PATH (the AI is integer-only, so both interpreters play the same
games); the same seed writes the same table.
"""

import argparse
import os
import sys
import tempfile

from sim import tablefit
from sim.tablefit import CLIP, Q, fit, load_table as _load_table, logloss, quantize  # noqa: F401 (fitstrong, tests)

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
SCALE = 16  # search units per table unit (a logit = Q x SCALE = 512: far below ai.WIN)
LEVEL_NAMES = ("Easy", "Normal", "Hard")


def play(k, seed, rnd, ai, rules, eps, level, out):
    """Plays one self-play game; appends each position where a turn has just passed (NF entries + the result for
    the player to move: 2 won, 1 draw, 0 lost) to out; returns the winner (2 = draw)."""
    from pocket.rng import Rng
    from sim.games.tanbo import learned as L
    from games.tanbo.layout import PLAYER, SETUP, TURNS
    base = seed * 1000003 + rnd * 100003 + k
    rngs = [Rng(base * 2 + 1), Rng(base * 2 + 2)]
    chance = Rng(base * 7 + 5)
    explore = Rng(base * 3 + 11)
    s = rules.new_game(seed=base)
    f = [0] * L.NF
    seen = []
    wild = -1  # the turn (b[TURNS]) played at random, -1 none
    decided = -1  # the last turn whose coin was tossed
    while not s.is_over():
        b = s.b
        p = s.to_move()
        was = b[PLAYER]
        if p == -1:
            s.apply(chance.weighted(s.chance_outcomes()))
        else:
            if b[PLAYER] == p and s.phase() != SETUP and decided != b[TURNS]:
                decided = b[TURNS]
                if eps and explore.below(1000) < eps:
                    wild = b[TURNS]
            if wild == b[TURNS] and b[PLAYER] == p and s.phase() != SETUP:
                s.apply(explore.choice(s.legal_moves()))
            else:
                s.apply(ai.choose(s, level, rngs[p], _go))
        b = s.b
        if b[PLAYER] != was and not s.is_over() and s.phase() != SETUP:
            L.features(s, f, ai.next_turn)
            seen.append(tuple(f) + (b[PLAYER],))
    from games.tanbo.layout import WINNER
    w = s.b[WINNER]
    tablefit.label(seen, w, out)
    return w


def _go():
    return True


def _load(weights):
    """Tanbo's ai and rules, Hard evaluating with the table in the file `weights` (None: the hand-made evaluation)."""
    from games.tanbo import ai, rules
    from sim.games.tanbo import learned
    if weights:
        learned.install(ai, _load_table(weights))  # rounds after the first play Hard only
    return ai, rules


def worker(argv):
    """--worker SEED ROUND FIRST COUNT EPS LEVEL WEIGHTS OUT: plays games FIRST.. of a round into OUT (int16 rows)."""
    tablefit.run_worker(argv, _load, play)


def generate(seed, rnd, games, eps, level, weights, jobs, cache):
    """The rows of a round's games, played by this module's workers (sim.tablefit.generate)."""
    from sim.games.tanbo import learned
    return tablefit.generate("sim.games.tanbo.train", learned.NF, seed, rnd, games, eps, level, weights, jobs,
                             cache)


def write(path, q, header):
    tablefit.write_table(path, q, [
        "Tanbo's learned evaluation (issue 36), written by sim/games/tanbo/train.py: do not edit by hand;",
        "sim/games/tanbo/learned.py's features() names the entries."] + header, SCALE)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "--worker":
        return worker(argv[1:])
    ap = argparse.ArgumentParser(prog="python -m sim.games.tanbo.train", description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--games", default="80000", help="self-play games per round, comma-separated")
    ap.add_argument("--eps", type=int, default=50, help="random turns per 1,000 turns (default 50)")
    ap.add_argument("--l2", type=float, default=160.0, help="L2 penalty (default 160: weaker ones fit better and "
                    "play worse, BENCHMARKS)")
    ap.add_argument("--level", type=int, default=1, help="round 0's level (1 Normal, 2 Hard; hand-made evaluation)")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--out", default=os.path.join(ROOT, "sim", "games", "tanbo", "weights.py"))
    ap.add_argument("--cache", default=os.path.join(tempfile.gettempdir(), "tanbo-train-cache"),
                    help="where the rounds' positions are kept (a rerun reads them instead of playing again)")
    a = ap.parse_args(argv)
    sys.path[:0] = [os.path.join(ROOT, "lib"), ROOT]
    from sim.games.tanbo import learned as ai
    rounds = [int(x) for x in a.games.split(",")]
    q, notes = tablefit.train_rounds(generate, write, rounds, a, ai.TABLE_SIZE, ai.F_BIAS, a.level,
                                     LEVEL_NAMES[a.level], "mover")
    header = ["Made by: python -m sim.games.tanbo.train --seed %d --games %s --eps %d --l2 %g%s" % (
        a.seed, a.games, a.eps, a.l2, " --level %d" % a.level if a.level != 1 else "")] + notes
    write(a.out, q, header)
    print("wrote", a.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
