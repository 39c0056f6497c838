"""Tanbo AI strength and speed on the desktop (not a test: run it by hand).

    python -m sim.games.tanbo.eval --games 200                 # every pairing of random/Easy/Normal/Hard
    python -m sim.games.tanbo.eval --games 200 --pair 2:1      # Hard vs Normal only
    python -m sim.games.tanbo.eval --games 50 --setup 11       # on random seasonal setups

Seats alternate between games. Reports win rates (draws count half) and CPython time per decision, p50/p95,
with the device estimate at x425 (docs: ../shared/notes/platform.md).
"""
import argparse
import os
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
for _p in (os.path.join(ROOT, "lib"), ROOT):
    if _p not in sys.path:
        sys.path.insert(0, _p)

from games.tanbo import ai, rules  # noqa: E402
from pocket.rng import Rng  # noqa: E402
from sim import selfplay  # noqa: E402

NAMES = {-1: "Random", 0: "Easy", 1: "Normal", 2: "Hard"}
DEVICE_FACTOR = 425


def play(seed, levels, setup, times):
    return selfplay.play(ai, rules.new_game(seed=seed, setup=setup), levels, Rng(seed * 7919 + 1), times=times)


def match(a, b, games, setup, times):
    reasons = {}
    turns = [0]

    def play_one(g, seats):
        s = play(g, seats, setup, times)
        why = rules.REASONS[s.b[rules.REASON]]
        reasons[why] = reasons.get(why, 0) + 1
        turns[0] += s.b[rules.TURNS]
        return s

    pts = selfplay.seat_swapped(play_one, a, b, games)
    return pts / games, reasons, turns[0] / games


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--setup", type=int, default=0)
    ap.add_argument("--pair", action="append", help="A:B levels, -1 = random (repeatable)")
    args = ap.parse_args()
    pairs = [tuple(int(x) for x in p.split(":")) for p in args.pair] if args.pair else [
        (0, -1), (1, -1), (2, -1), (1, 0), (2, 0), (2, 1)]
    times = {0: [], 1: [], 2: []}
    for a, b in pairs:
        t0 = time.time()
        rate, reasons, turns = match(a, b, args.games, args.setup, times)
        print("%-6s vs %-6s  %5.1f%%  (%d games, setup %d, %.1f turns/game, %s)  [%.0fs]" % (
            NAMES[a], NAMES[b], 100 * rate, args.games, args.setup, turns, reasons, time.time() - t0))
    for lv in (0, 1, 2):
        xs = times[lv]
        if not xs:
            continue
        p50, p95, mx = pct(xs, 0.5) * 1e3, pct(xs, 0.95) * 1e3, max(xs) * 1e3
        mean = 1e3 * sum(xs) / len(xs)
        print("%-6s %6d decisions  CPython ms: mean %.2f p50 %.2f p95 %.2f max %.1f  -> device s (x%d): "
              "mean %.2f p50 %.2f p95 %.2f max %.1f" % (
                  NAMES[lv], len(xs), mean, p50, p95, mx, DEVICE_FACTOR, mean * DEVICE_FACTOR / 1e3,
                  p50 * DEVICE_FACTOR / 1e3, p95 * DEVICE_FACTOR / 1e3, mx * DEVICE_FACTOR / 1e3))


if __name__ == "__main__":
    main()
