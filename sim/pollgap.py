"""python -m sim.pollgap: how long an AI goes without calling poll(), in device-estimated seconds.

The runtime passes `poll` to ai.choose so the spinner turns and B (hurry) is read; the brief asks that button reads
never wait more than 100 ms on the device. This plays seeded self-play games on CPython, times every decision and the
longest stretch between two poll() calls (counting from the start of choose() and up to its return) with the
thread's CPU time, and multiplies by the CPython device factor. Quick to run while tuning; `python -m sim.bench`
measures the same under MicroPython for the record.

usage: python -m sim.pollgap [--games N] [--levels 0,1,2] [--seed S] GAME [GAME ...]
"""
import argparse
import os
import sys
import time

_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for _p in (_ROOT, os.path.join(_ROOT, "lib")):
    if _p not in sys.path:
        sys.path.append(_p)

CPYTHON_FACTOR = 425.0  # ../shared/notes/platform.md: 1 s on the device = 425 x CPython 3.11 time
LIMIT_S = 0.1


class Gaps:
    """A poll() that remembers the longest gap between calls since reset()."""

    def __init__(self, clock=time.thread_time):
        self.clock = clock
        self.last = 0.0
        self.longest = 0.0

    def reset(self):
        self.last = self.clock()
        self.longest = 0.0

    def __call__(self):
        t = self.clock()
        if t - self.last > self.longest:
            self.longest = t - self.last
        self.last = t
        return True


def measure(game_id, level, games=4, seed=1, max_moves=20000):
    """{"decisions", "worst_gap_s", "worst_decision_s", "p95_gap_s"} in device-estimated seconds."""
    from pocket.rng import Rng
    from sim.bench import catalog
    rules, ai = catalog.load(game_id)
    gaps = Gaps()
    worst_gap = []
    worst_time = []
    for g in range(games):
        rng = Rng(seed + g)
        s = rules.new_game(seed=seed + g, players=2)
        n = 0
        while not s.is_over() and n < max_moves:
            if s.to_move() == -1:
                m = rng.weighted(s.chance_outcomes())
            else:
                gaps.reset()
                t0 = gaps.last
                m = ai.choose(s, level, rng, gaps)
                gaps()  # the stretch from the last poll to the return counts too
                worst_gap.append(gaps.longest * CPYTHON_FACTOR)
                worst_time.append((gaps.last - t0) * CPYTHON_FACTOR)
            s.apply(m)
            n += 1
    worst_gap.sort()
    return {"decisions": len(worst_gap), "worst_gap_s": worst_gap[-1] if worst_gap else 0.0,
            "p95_gap_s": worst_gap[int(0.95 * (len(worst_gap) - 1))] if worst_gap else 0.0,
            "worst_decision_s": max(worst_time) if worst_time else 0.0}


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m sim.pollgap", description=__doc__.split("\n\n")[1])
    ap.add_argument("games_ids", nargs="+", metavar="GAME")
    ap.add_argument("--games", type=int, default=4, help="seeded self-play games per level (default 4)")
    ap.add_argument("--levels", default="0,1,2", help="AI levels, comma-separated (default 0,1,2)")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    try:
        levels = [int(x) for x in args.levels.split(",")]
    except ValueError:
        ap.error("--levels takes numbers such as 0,1,2")
    from sim.bench import catalog
    known = [i for i, _ in catalog.registered()] + [catalog.REFGAME]
    for gid in args.games_ids:
        if gid not in known:
            ap.error("unknown game %r (installed: %s)" % (gid, ", ".join(known)))
    print("device-estimated seconds (CPython thread time x %g); target: poll() at least every %.1f s"
          % (CPYTHON_FACTOR, LIMIT_S))
    bad = 0
    for gid in args.games_ids:
        for lv in levels:
            r = measure(gid, lv, args.games, args.seed)
            flag = "ok" if r["worst_gap_s"] <= LIMIT_S else "TOO RARE"
            bad += flag != "ok"
            print("%-8s level %d: %4d decisions, longest poll gap %.3f s (p95 %.3f s), slowest decision %.2f s  %s"
                  % (gid, lv, r["decisions"], r["worst_gap_s"], r["p95_gap_s"], r["worst_decision_s"], flag))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
