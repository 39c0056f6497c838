"""Desktop benchmark for the rice AI: win rates between levels (and a random player) and CPython time per
decision, with the device estimate (x425, docs: platform notes).

    python -m sim.games.rice.eval --games 200            # every pairing below, seats alternated
    python -m sim.games.rice.eval --games 50 --pair 2,1  # one pairing: level 2 (Hard) against level 1 (Normal)
Levels: -1 random, 0 Easy, 1 Normal, 2 Hard.
"""
import argparse
import os
import sys
import time

sys.path[:0] = [os.path.join(os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", "..")), "lib"),
                os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))]

from games.rice import ai, rules  # noqa: E402
from pocket.rng import Rng  # noqa: E402
from sim import selfplay  # noqa: E402

DEVICE_FACTOR = 425
NAMES = {-1: "Random", 0: "Easy", 1: "Normal", 2: "Hard"}


def play(seed, levels, times):
    return selfplay.play(ai, rules.new_game(seed=seed), levels, Rng(seed * 7 + 1), times=times)


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def match(a, b, games, times, stats):
    def play_one(g, seats):
        s = play(1000 + g, seats, times)
        sc = s.scores()
        for p in (0, 1):
            st = stats.setdefault(seats[p], [0, 0, 0])
            st[0] += sc[p]
            st[1] += s.closed[p]
            st[2] += 1
        return s

    w = selfplay.seat_swapped(play_one, a, b, games)
    return [w, games - w]  # a 2-player draw is half each, so b has the rest


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--pair", default="")
    args = ap.parse_args()
    if args.pair:
        pairs = [tuple(int(x) for x in args.pair.split(","))]
    else:
        pairs = [(2, 1), (2, 0), (1, 0), (2, -1), (1, -1), (0, -1)]
    times = {}
    stats = {}
    for a, b in pairs:
        t = time.time()
        w = match(a, b, args.games, times, stats)
        print("%-6s vs %-6s %4d games: %5.1f%% - %5.1f%%  (%.0f s)" % (
            NAMES[a], NAMES[b], args.games, 100 * w[0] / args.games, 100 * w[1] / args.games, time.time() - t))
    for lv in sorted(stats):
        st = stats[lv]
        print("%-6s average %.1f points, %.2f closed fields per game" % (NAMES[lv], st[0] / st[2], st[1] / st[2]))
    for lv in sorted(times):
        ts = times[lv]
        print("%-6s %6d decisions  CPython ms p50 %.2f p95 %.2f max %.2f mean %.2f  -> device s p50 %.2f p95 %.2f" % (
            NAMES[lv], len(ts), 1e3 * pct(ts, .5), 1e3 * pct(ts, .95), 1e3 * max(ts), 1e3 * sum(ts) / len(ts),
            DEVICE_FACTOR * pct(ts, .5), DEVICE_FACTOR * pct(ts, .95)))


if __name__ == "__main__":
    main()
