"""Bossa AI strength and speed on the desktop (not shipped).

python -m sim.games.bossa.eval --games 200 [--mode novice] [--modifiers 1] [--pairs 2:1,1:0,0:r,2:r]
Each pair A:B plays --games games (seats alternate, seeds 0..n-1); 'r' is a uniformly random player.
Prints A's win rate (draws count half) and CPython ms per AI decision (p50/p95; x425 = device estimate), as CPU
time of this process (time.process_time), so other jobs on the machine do not inflate it. "Per turn" is the first
decision of a turn, where the whole turn is searched; the later decisions of a turn replay the plan.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", "..")), "lib"))

from games.bossa import ai, rules
from pocket.rng import Rng
from sim import selfplay

DEVICE_FACTOR = 425


def name(level):
    return "r" if level == selfplay.RANDOM else str(level)


class TurnNotes:
    """The bossa AI, noting for each decision whether it is the first of a turn (the whole turn is searched
    there; later decisions replay the plan). The notes line up with selfplay's times for the same level."""

    def __init__(self):
        self.fresh = {0: [], 1: [], 2: []}

    def choose(self, state, level, rng, poll):
        self.fresh[level].append(not ai._plan)
        return ai.choose(state, level, rng, poll)


def play(seed, levels, options, times, notes):
    s = rules.new_game(seed=seed, **options)
    return selfplay.play(notes, s, levels, Rng(seed * 7 + 1), chance=Rng(seed * 13 + 5), times=times)


def per_turn(times, notes):
    """The times of the first decisions of turns, per level."""
    return dict((lv, [t for t, fresh in zip(times.get(lv, []), notes.fresh[lv]) if fresh]) for lv in (0, 1, 2))


def pct(xs, q):
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--mode", default="regular")
    ap.add_argument("--modifiers", type=int, default=0)
    ap.add_argument("--pairs", default="2:1,1:0,2:0,0:r,1:r,2:r")
    a = ap.parse_args(argv)
    options = {"mode": a.mode, "modifiers": a.modifiers}
    times = {}
    notes = TurnNotes()
    print("options", options, "games per pair", a.games)
    for pair in a.pairs.split(","):
        x, y = [selfplay.RANDOM if v == "r" else int(v) for v in pair.split(":")]
        score = selfplay.seat_swapped(lambda g, levels: play(g, levels, options, times, notes), x, y, a.games)
        print("%s vs %s: %.1f%% for %s" % (name(x), name(y), 100.0 * score / a.games, name(x)))
        sys.stdout.flush()
    turns = per_turn(times, notes)
    rows = [times.get(lv, []) for lv in (0, 1, 2)] + [turns[lv] for lv in (0, 1, 2)]  # rows 3-5: per turn
    for lv, ts in enumerate(rows):
        if ts:
            print("per turn (first decision of a turn):" if lv == 3 else "per decision:" if lv == 0 else "", end="")
            p50 = pct(ts, 0.5) * 1000
            p95 = pct(ts, 0.95) * 1000
            mean = sum(ts) / len(ts) * 1000
            print("%s: %d decisions, CPython ms mean %.2f p50 %.2f p95 %.2f max %.2f; device est. (x%d) p50 %.2f s"
                  " p95 %.2f s" % (ai.LEVELS[lv % 3], len(ts), mean, p50, p95, max(ts) * 1000, DEVICE_FACTOR,
                                   p50 * DEVICE_FACTOR / 1000, p95 * DEVICE_FACTOR / 1000))


if __name__ == "__main__":
    main()
