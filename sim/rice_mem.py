"""Memory of the rice engine and AI: CPython's tracemalloc peak of each decision (an upper bound for the live
heap a decision needs: CPython objects are larger than MicroPython's) and MicroPython's allocation volume.

    python -m sim.rice_mem --level 2 --games 3
"""
import argparse
import os
import sys
import tracemalloc

sys.path[:0] = [os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"),
                os.path.dirname(os.path.dirname(os.path.abspath(__file__)))]

from games.rice import ai, rules  # noqa: E402
from pocket.rng import Rng  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--level", type=int, default=2)
    ap.add_argument("--games", type=int, default=3)
    args = ap.parse_args()
    peaks = []
    for g in range(args.games):
        s = rules.new_game(seed=g)
        rng = Rng(g)
        while not s.is_over():
            if s.to_move() == rules.CHANCE:
                s.apply(rng.weighted(s.chance_outcomes()))
                continue
            tracemalloc.start()
            m = ai.choose(s, args.level, rng)
            peaks.append(tracemalloc.get_traced_memory()[1])
            tracemalloc.stop()
            s.apply(m)
    peaks.sort()
    print("level %d, %d decisions: CPython tracemalloc peak per decision p50 %d B, p95 %d B, max %d B" % (
        args.level, len(peaks), peaks[len(peaks) // 2], peaks[int(len(peaks) * .95)], peaks[-1]))


if __name__ == "__main__":
    main()
