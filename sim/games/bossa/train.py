"""Bossa's learned evaluation (issue 36): self-play games, a logistic regression of their results on the table
entries games/bossa/learned.py's features() names, the weights scaled to small integers and written to
games/bossa/weights.py (desktop only; numpy and scipy for the fit).

    python -m sim.games.bossa.train --seed 1                     # the shipped table (see weights.py's header)
    python -m sim.games.bossa.train --seed 1 --games 4000,8000 --out /tmp/w.py

How: round 0 plays --games[0] self-play games at Normal (the hand-made evaluation) and fits a table; each later round
plays its count of games with the table of the round before (Hard's search, LEARNED on) and fits again on every
round's positions (policy iteration, as TD-Gammon's self-play but fitted to results). A position is every state
where a player is about to draw (what the search evaluates); its target is whether that player won (a draw 1/2).
A fraction --eps of turns is a random turn (every position is still the real game's), so the table sees states the
AIs avoid. Games are played in --jobs processes, under PyPy when `pypy3` is on the PATH (the AI is integer-only,
so both interpreters play the same games); the same seed writes the same table.
"""
import argparse
import os
import sys
import tempfile

from sim import tablefit
from sim.tablefit import CLIP, Q, fit, load_table as _load_table, logloss, quantize  # noqa: F401 (fitstrong, tests)

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))


def play(k, seed, rnd, ai, rules, eps, level, out):
    """Plays one self-play game; appends each drawer's position (NF entries + the drawer) to out; returns the
    winner (2 = draw)."""
    from pocket.rng import Rng
    from games.bossa.layout import P_DRAW, P_MAIN
    base = seed * 1000003 + rnd * 100003 + k
    rngs = [Rng(base * 2 + 1), Rng(base * 2 + 2)]
    chance = Rng(base * 7 + 5)
    explore = Rng(base * 3 + 11)
    s = rules.new_game(seed=base)
    from games.bossa import learned
    f = [0] * learned.NF
    seen = []
    steps = []
    while not s.is_over():
        p = s.to_move()
        if p == -1:
            if s.b[2] == P_DRAW:
                learned.features(s, f)
                seen.append(tuple(f[:learned.BASE_NF]) + (s.b[3],))
            s.apply(chance.weighted(s.chance_outcomes()))
            continue
        if steps:
            s.apply(steps.pop(0))
            continue
        if s.phase() == P_MAIN and eps and explore.below(1000) < eps:
            turns = ai.macros(s, p, True)
            if turns:
                steps.extend(explore.choice(turns))
                del ai._plan[:]
                s.apply(steps.pop(0))
                continue
        s.apply(ai.choose(s, level, rngs[p], _go))
    w = s.winner()
    tablefit.label(seen, w, out)
    return w


def _go():
    return True


def _load(weights):
    """Bossa's ai and rules, the learned evaluation reading the table in the file `weights` (None: as shipped)."""
    from games.bossa import ai, learned, rules
    if weights:
        learned.SCALE, learned.TABLE = _load_table(weights)
        if len(learned.TABLE) == learned.BASE_SIZE:  # a round's table: the entries after it weigh nothing
            learned.TABLE = learned.TABLE + bytes([128]) * (learned.TABLE_SIZE - learned.BASE_SIZE)
    return ai, rules


def worker(argv):
    """--worker SEED ROUND FIRST COUNT EPS LEVEL WEIGHTS OUT: plays games FIRST.. of a round into OUT (int16 rows)."""
    tablefit.run_worker(argv, _load, play)


def generate(seed, rnd, games, eps, level, weights, jobs, cache):
    """The rows of a round's games, played by this module's workers (sim.tablefit.generate)."""
    from games.bossa import learned
    return tablefit.generate("sim.games.bossa.train", learned.BASE_NF, seed, rnd, games, eps, level, weights, jobs,
                             cache)


def write(path, q, header):
    tablefit.write_table(path, q, [
        "Bossa's learned evaluation (issue 36), written by sim/games/bossa/train.py: do not edit by hand;",
        "games/bossa/learned.py's features() names the entries."] + header, 30)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "--worker":
        return worker(argv[1:])
    ap = argparse.ArgumentParser(prog="python -m sim.games.bossa.train", description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--games", default="6000,6000", help="self-play games per round, comma-separated")
    ap.add_argument("--eps", type=int, default=50, help="random turns per 1,000 turns (default 50)")
    ap.add_argument("--l2", type=float, default=2.0)
    ap.add_argument("--jobs", type=int, default=2)
    # its table is entries 0-450 of games/bossa/weights.py, which sim.games.bossa.fitstrong --residual writes
    ap.add_argument("--out", default=os.path.join(tempfile.gettempdir(), "bossa-weights-451.py"))
    ap.add_argument("--cache", default=os.path.join(tempfile.gettempdir(), "bossa-train-cache"),
                    help="where the rounds' positions are kept (a rerun reads them instead of playing again)")
    a = ap.parse_args(argv)
    sys.path[:0] = [os.path.join(ROOT, "lib"), ROOT]
    from games.bossa import learned as ai
    rounds = [int(x) for x in a.games.split(",")]
    q, notes = tablefit.train_rounds(generate, write, rounds, a, ai.BASE_SIZE, ai.F_BIAS, 1, "Normal", "drawer")
    header = ["Made by: python -m sim.games.bossa.train --seed %d --games %s --eps %d --l2 %g" % (
        a.seed, a.games, a.eps, a.l2)] + notes
    write(a.out, q, header)
    print("wrote", a.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
