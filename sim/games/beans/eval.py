"""Desktop evaluation of the bean game's AI: win rates between strengths, game length, time per decision.

python -m sim.games.beans.eval --games 200                 # Hard/Normal/Easy vs random, and Hard vs Normal vs Easy
python -m sim.games.beans.eval --games 200 --pair 2 1      # one pairing, two players, seats alternate
python -m sim.games.beans.eval --games 40 --players 4      # the first level in one seat, the second in the others
Levels: -1 random legal moves, 0 Easy, 1 Normal, 2 Hard. Game length: turns (a player's turn from the first roll to
passing the dice) and rolls (of the active player) a game. Decision time: the deciding thread's CPU time;
device estimate = CPython time x 425 (docs: shared/notes/platform.md).
"""
import argparse
import os
import sys
import time

_ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
for _p in (_ROOT, os.path.join(_ROOT, "lib")):  # `python -m sim...` from the repo root: lib/ holds pocket
    if _p not in sys.path:
        sys.path.append(_p)

from games.beans import ai, rules as R
from pocket.rng import Rng

NAMES = {-1: "random", 0: "Easy", 1: "Normal", 2: "Hard"}


def play(seed, levels, times=None, stats=None):
    """One game; levels[p] is an AI level or -1 (uniformly random). Returns (returns, decisions, turns);
    adds the game's rolls to stats["rolls"] when given."""
    players = len(levels)
    s = R.new_game(seed=seed, players=players)
    rng = Rng(seed * 7919 + 1)
    decisions = turns = rolls = 0
    last_active = -1
    prev = -1
    while not s.is_over():
        p = s.to_move()
        if p == R.CHANCE:
            ph = s.phase
            if ph == R.P_WHITE or (ph == R.P_CREAM and prev != R.P_WHITE):
                rolls += 1  # a roll is the white dice then the cream ones (either may be all on the field)
            prev = ph
            s.apply(rng.weighted(s.chance_outcomes()))
            continue
        prev = -1
        if s.active != last_active:
            turns += 1
            last_active = s.active
        lv = levels[p]
        if lv < 0:
            m = rng.choice(s.legal_moves())
        else:
            keep = s.phase == R.P_KEEP
            t = time.thread_time()
            m = ai.choose(s, lv, rng, lambda: True)
            if times is not None:
                dt = time.thread_time() - t
                times.setdefault(lv, []).append(dt)
                if keep:
                    times.setdefault(lv + 10, []).append(dt)  # keep/roll/stop decisions only
        s.apply(m)
        decisions += 1
    if stats is not None:
        stats["rolls"] = stats.get("rolls", 0) + rolls
    return s.returns(), decisions, turns


def match(a, b, games, times=None, players=2, stats=None):
    """Level a against level b (the other seats b too), seats rotating; returns (a's win share, avg turns)."""
    share = 0.0
    turns = 0
    for g in range(games):
        seat = g % players
        levels = [b] * players
        levels[seat] = a
        ret, _d, t = play(1000 + g, levels, times, stats)
        share += ret[seat]
        turns += t
    return share / games, turns / games


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--pair", type=int, nargs=2)
    ap.add_argument("--players", type=int, default=2)
    args = ap.parse_args()
    times = {}
    pairs = [tuple(args.pair)] if args.pair else [(2, -1), (1, -1), (0, -1), (2, 1), (2, 0), (1, 0)]
    for a, b in pairs:
        t0 = time.time()
        stats = {}
        share, turns = match(a, b, args.games, times, args.players, stats)
        print("%-6s vs %-6s (%d players): %5.1f %% of the wins over %d games (fair share %.1f %%), %.1f turns and "
              "%.1f rolls a game (%.0f s)" % (NAMES[a], NAMES[b], args.players, 100 * share, args.games,
                                              100.0 / args.players, turns, stats["rolls"] / args.games,
                                              time.time() - t0))
    for lv in sorted(times):
        xs = times[lv]
        print("%-6s %-5s %6d decisions: CPython ms mean %.2f p50 %.3f p95 %.2f max %.1f -> device (x425) mean %.2f s "
              "p50 %.2f s p95 %.2f s max %.2f s" % (NAMES[lv % 10], "keeps" if lv >= 10 else "all", len(xs),
                                                    1000 * sum(xs) / len(xs), 1000 * pct(xs, .5), 1000 * pct(xs, .95),
                                                    1000 * max(xs), 425 * sum(xs) / len(xs), 425 * pct(xs, .5),
                                                    425 * pct(xs, .95), 425 * max(xs)))


if __name__ == "__main__":
    main()
