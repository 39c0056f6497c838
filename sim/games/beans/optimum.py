"""Hard's keep/stop choices against the exact optimal policy, for single-contract goals (issue 8's benchmark).

A position: a contract taken from the deck (seeded), some dice already on the field, the rest just rolled, the
active player to set dice aside. The goal: meet that one contract by the end of the turn. For every keep the
player may make (every sub-multiset of the fresh dice, by colour and variety, at least one die) the exact chance
of meeting the goal afterwards is computed, playing the best keeps in the later rolls (games/beans/ai.py Search at full
depth: every keep of useful dice for goals of fixed varieties, which makes it exact there; for free-variety goals
(n of a kind, fulls, triples, pairs, n different) later rolls keep every useful die of the chosen varieties, so
their reference is a close lower bound of the optimum). gap = best keep's chance - the chance after Hard's keep.

python -m sim.games.beans.optimum --positions 200 --seed 1
"""
import argparse
import os
import sys
import time

_ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
for _p in (_ROOT, os.path.join(_ROOT, "lib")):  # `python -m sim...` from the repo root: lib/ holds pocket
    if _p not in sys.path:
        sys.path.append(_p)

from games.beans import ai, cards, plan, rules as R
from games.beans.contracts import WHITE, CREAM
from pocket.rng import Rng

FULL_DEPTH = 8


def random_position(rng, min_field=2, max_field=4):
    """(contract, field counts, fresh white counts, fresh cream counts, white dice left, cream dice left)."""
    card = rng.below(len(cards.CARDS))
    contract = cards.CARDS[card][rng.below(6)]
    k = min_field + rng.below(max_field - min_field + 1)
    dice = list(range(7))
    rng.shuffle(dice)
    field = [0] * 7
    fw = [0] * 7
    fc = [0] * 7
    for n, i in enumerate(dice):
        face = rng.choice(WHITE if i < R.N_WHITE else CREAM)
        if n < k:
            field[face] += 1
        elif i < R.N_WHITE:
            fw[face] += 1
        else:
            fc[face] += 1
    return contract, field, fw, fc, sum(fw), sum(fc)


def keep_values(g, f, gw, gc, nw, nc):
    """Exact chance of meeting g after each possible keep: {(keep_white, keep_cream): chance}."""
    n = g.n
    kw = [0] * n
    kc = [0] * n
    out = {}
    while True:
        if sum(kw) + sum(kc):
            out[(tuple(kw), tuple(kc))] = exact_after(g, f, kw, kc, nw, nc)
        k = 0
        while k < n:
            if kw[k] < gw[k]:
                kw[k] += 1
                break
            kw[k] = 0
            if kc[k] < gc[k]:
                kc[k] += 1
                break
            kc[k] = 0
            k += 1
        if k == n:
            return out


def exact_after(g, f, kw, kc, nw, nc):
    best = g._score((-plan.ONE, None, None, True), f, kw, kc, nw, nc, FULL_DEPTH, None)
    return best[0] / plan.ONE  # a probability


def compare(n_positions=100, seed=1, level=2, min_field=2, max_field=4):
    """Mean and max gap (in probability of meeting the goal) between `level`'s keep and the best keep."""
    rng = Rng(seed)
    gaps = []
    worst = None
    skipped = 0
    t0 = time.time()
    while len(gaps) < n_positions:
        contract, field, fw, fc, nw, nc = random_position(rng, min_field, max_field)
        g = ai.Search(contract)
        f = g.counts(field)
        if g.met(f) and not g.none:
            skipped += 1  # nothing to decide
            continue
        gw = ai._cats(g, fw)
        gc = ai._cats(g, fc)
        values = keep_values(g, f, gw, gc, nw, nc)
        best = max(values.values())
        if level < 0:  # a naive player for contrast: sets aside the first die it sees
            kw = [0] * g.n
            kc = [0] * g.n
            k = [i for i in range(g.n) if gw[i]]
            if k:
                kw[k[0]] = 1
            else:
                kc[[i for i in range(g.n) if gc[i]][0]] = 1
        else:
            ai_g = ai.Search(contract, ai.MEMO_CAP)  # the AI plans with its own tables, as small as in a game
            ai_g.start(None, ai.WORK[level])
            _v, kw, kc, _stop = ai.plan_keep(ai_g, field, fw, fc, nw, nc, level)
        if kw is None:
            gap = best
        else:
            got = exact_after(g, f, list(kw), list(kc), nw, nc)
            gap = best - got
        gaps.append(gap)
        if worst is None or gap > worst[0]:
            worst = (gap, cards.text(contract), field, fw, fc)
    return {
        "positions": len(gaps),
        "mean_gap": sum(gaps) / len(gaps),
        "max_gap": max(gaps),
        "share_optimal": sum(1 for x in gaps if x < 1e-9) / len(gaps),
        "worst": worst,
        "skipped_already_met": skipped,
        "seconds": time.time() - t0,
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--level", type=int, default=2)
    ap.add_argument("--min-field", type=int, default=2)
    args = ap.parse_args()
    print(compare(args.positions, args.seed, args.level, args.min_field))


if __name__ == "__main__":
    main()
