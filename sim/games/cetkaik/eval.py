"""Desktop benchmark for the Cetkaik AI: win rates between levels (and a random player) and CPython time per
decision (x425 = device estimate). Usage: python -m sim.games.cetkaik.eval [games] [seasons] [rules]
(rules: official, the default, or online: cerke_online's rules, the game option "Rules")"""
import os
import sys
import time

_ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
for _p in (_ROOT, os.path.join(_ROOT, "lib")):
    if _p not in sys.path:
        sys.path.append(_p)

from games.cetkaik import rules, ai  # noqa: E402
from pocket.rng import Rng  # noqa: E402
from sim import selfplay  # noqa: E402
from sim.selfplay import RANDOM  # noqa: E402



RULES = "official"


def play(seed, levels, seasons, times):
    """levels[p]: AI level of player p (RANDOM: uniform random). Returns the final state."""
    return selfplay.play(ai, rules.new_game(seed=seed, seasons=seasons, rules=RULES), levels, Rng(seed),
                         times=times)


def match(a, b, games, seasons, times):
    """Games between level a and level b, sides alternating. Returns (a's points, games)."""
    pts = 0.0
    for g in range(games):
        if g % 2 == 0:
            r = play(1000 + g, (a, b), seasons, times).returns()[0]
        else:
            r = play(1000 + g, (b, a), seasons, times).returns()[1]
        pts += r
    return pts, games


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    seasons = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    global RULES
    RULES = sys.argv[3] if len(sys.argv) > 3 else "official"
    print("rules: %s" % RULES)
    times = {0: [], 1: [], 2: []}
    name = {RANDOM: "Random", 0: "Easy", 1: "Normal", 2: "Hard"}
    for a, b in ((2, RANDOM), (1, RANDOM), (0, RANDOM), (1, 0), (2, 0), (2, 1)):
        t = time.time()
        pts, n = match(a, b, games, seasons, times)
        print("%-6s vs %-6s: %5.1f / %d = %.0f%%  (%.0fs)" % (name[a], name[b], pts, n, 100.0 * pts / n,
                                                            time.time() - t))
    for lv in (0, 1, 2):
        xs = times[lv]
        if xs:
            p50, p95 = pct(xs, 0.5) * 1000, pct(xs, 0.95) * 1000
            print("%-6s %6d decisions  CPython p50 %.2f ms p95 %.2f ms  -> device x425: p50 %.2f s p95 %.2f s"
                  % (name[lv], len(xs), p50, p95, p50 * 0.425, p95 * 0.425))


if __name__ == "__main__":
    main()
