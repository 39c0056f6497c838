"""How much of Bossa is luck: an AI that sees the next draws in advance against the same AI without (desktop only).

    PYTHONPATH=lib:. pypy3 -m sim.games.bossa.oracle normal --pairs 500

The oracle is a copy of games/bossa/ai.py at a level (optionally with constants overridden, as in
sim.games.bossa.versus) whose two-ply look, instead of averaging over a few of the unseen tiles, is told the tile
the opponent will really draw next (and, for its own Redraw, the tile it will really get and the opponent's after
it): it peeks at a copy of the game's chance generator. Its opponent is the same level playing fair. Seeding as
sim.games.bossa.versus (pair k: seed k twice, seats swapped, the same draws). The oracle's edge over a fair copy of
itself is what knowing the next draw is worth to that AI: the larger it is, the more of the game the draws decide
that a player could plan around; a score near 50 % says the tiles drawn matter little beyond what the AI expects.
"""
import argparse
import sys
import time

from pocket.rng import Rng
from sim.bench.stats import wilson
from sim.games.bossa import versus
from sim.games.bossa.versus import AI_PATH, player

PILE = 0  # games/bossa/layout.py: a tile in the pile


def _peek(s, chance, n):
    """The next n tiles the chance generator will draw from s's pile (each draw taken out before the next)."""
    copy = Rng(0)
    copy.setstate(chance.getstate())
    pile = s.pile()
    out = []
    while pile and len(out) < n:
        t = copy.weighted([(t, 1) for t in pile])
        out.append(t)
        pile.remove(t)
    return out


def oracle(spec):
    """(ai module, level) that sees the next draws: REPLY_DRAWS 1, REDRAW_SAMPLES 1 and STRATIFY 0 make its look
    use the first of the tiles _unseen() returns (and the second as the opponent's draw after its own Redraw)."""
    sees = "REPLY_DRAWS=(0,1,1);REDRAW_SAMPLES=1;STRATIFY=0"
    ai, level = player(spec + (";" if ":" in spec else ":") + sees, AI_PATH)
    ai._peeked = []
    ai._unseen = lambda s: list(ai._peeked)
    return ai, level


def play(rules, players, seer, k):
    """Game from seed k, players[p] = (ai, level) in seat p, seat `seer` the oracle; returns the winner."""
    def show(p, s, chance):
        if p == seer:
            players[p][0]._peeked[:] = _peek(s, chance, 2)
    return versus.play(rules, players, k, show)


def match(spec, pairs):
    from games.bossa import rules
    seer = oracle(spec)
    fair = player(spec, AI_PATH)
    score = 0.0
    for k in range(pairs):
        for seat in (0, 1):
            w = play(rules, (seer, fair) if seat == 0 else (fair, seer), seat, k)
            score += 0.5 if w == 2 else (1.0 if w == seat else 0.0)
    return score, 2 * pairs


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m sim.games.bossa.oracle", description=__doc__.split("\n\n")[0])
    ap.add_argument("level", help="easy, normal or hard, optionally :NAME=VALUE;... as in sim.games.bossa.versus")
    ap.add_argument("--pairs", type=int, default=300)
    o = ap.parse_args(argv)
    t0 = time.time()
    score, n = match(o.level, o.pairs)
    lo, hi = wilson(score, n)
    print("oracle %s vs %s: %.1f %% [%.0f-%.0f] over %d games (%.0f s)" % (
        o.level, o.level, 100 * score / n, 100 * lo, 100 * hi, n, time.time() - t0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
