"""Bossa AI strength and speed on the desktop (not shipped).

python -m sim.bossa_eval --games 200 [--mode novice] [--modifiers 1] [--pairs 2:1,1:0,0:r,2:r]
Each pair A:B plays --games games (seats alternate, seeds 0..n-1); 'r' is a uniformly random player.
Prints A's win rate (draws count half) and CPython ms per AI decision (p50/p95; x425 = device estimate), as CPU
time of this process (time.process_time), so other jobs on the machine do not inflate it. "Per turn" is the first
decision of a turn, where the whole turn is searched; the later decisions of a turn replay the plan.
"""
import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))

from games.bossa import ai, rules
from pocket.rng import Rng

DEVICE_FACTOR = 425


def play(seed, levels, options, times):
    s = rules.new_game(seed=seed, **options)
    rng = Rng(seed * 7 + 1)
    chance = Rng(seed * 13 + 5)
    while not s.is_over():
        p = s.to_move()
        if p == rules.CHANCE:
            s.apply(chance.weighted(s.chance_outcomes()))
            continue
        lv = levels[p]
        if lv == "r":
            s.apply(rng.choice(s.legal_moves()))
            continue
        fresh = not ai._plan  # the first decision of a turn: the whole turn is searched here
        t0 = time.process_time()
        m = ai.choose(s, lv, rng, lambda: True)
        dt = time.process_time() - t0
        times[lv].append(dt)
        if fresh:
            times[lv + 3].append(dt)
        s.apply(m)
    return s.returns()


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
    times = {0: [], 1: [], 2: [], 3: [], 4: [], 5: []}
    print("options", options, "games per pair", a.games)
    for pair in a.pairs.split(","):
        x, y = [v if v == "r" else int(v) for v in pair.split(":")]
        score = 0.0
        for g in range(a.games):
            if g % 2 == 0:
                score += play(g, (x, y), options, times)[0]
            else:
                score += play(g, (y, x), options, times)[1]
        print("%s vs %s: %.1f%% for %s" % (x, y, 100.0 * score / a.games, x))
        sys.stdout.flush()
    for lv in (0, 1, 2, 3, 4, 5):
        ts = times[lv]
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
