"""Fits Bossa's extended evaluation (sim/games/bossa/value.py) to the results of strong play (issue 36, third
session; desktop only, numpy and scipy).

    PYTHONPATH=lib:. python -m sim.games.bossa.fitstrong /tmp/strong.bin --out /tmp/value.py

Reads sim.games.bossa.strong's records (Normal against ISMCTS-1000), holds out one game in five (by game, so no
position of a held-out game is fitted), and prints the held-out log-loss of: a coin, the shipped table
(games/bossa/weights.py), learned.py's 451 entries refitted to these games, and value.py's entries fitted to them.
Then fits value.py's table on every game and writes it (train.py's format) to --out.
"""
import argparse
import sys

from sim.games.bossa import train, value
from games.bossa import learned


def fit_residual(rows, fixed, free, l2, iters=12):
    """train.fit's Newton steps over the entries `free` only, the others held at `fixed` (an offset)."""
    import numpy as np
    from scipy import sparse
    from scipy.sparse import linalg  # noqa: F401 (sparse.linalg)
    n, nf = rows.shape[0], rows.shape[1] - 1
    size = len(fixed)
    cols = np.concatenate([rows[:, :nf].astype(np.int64), np.full((n, 1), learned.F_BIAS)], axis=1)
    x = sparse.csr_matrix((np.ones(n * (nf + 1)), (np.repeat(np.arange(n), nf + 1), cols.ravel())), shape=(n, size))
    y = rows[:, nf] / 2.0
    w = fixed.copy()
    xf = x[:, free]
    for _ in range(iters):
        p = 1 / (1 + np.exp(-(x @ w)))
        g = xf.T @ (p - y) + l2 * w[free]
        h = xf.T @ sparse.diags(p * (1 - p)) @ xf + l2 * sparse.identity(len(free))
        step = sparse.linalg.spsolve(h.tocsc(), g)
        w[free] -= step
        if abs(step).max() < 1e-6:
            break
    return w


def main(argv=None):
    import numpy as np
    ap = argparse.ArgumentParser(prog="python -m sim.games.bossa.fitstrong", description=__doc__.split("\n\n")[0])
    ap.add_argument("records")
    ap.add_argument("--l2", type=float, default=2.0)
    ap.add_argument("--out")
    ap.add_argument("--residual", action="store_true", help="write a table whose first 451 entries are the shipped "
                    "table's and whose new entries are fitted with those fixed (the shipped table plus the draws)")
    o = ap.parse_args(argv)
    ext, games = value.rows(o.records)
    base, _ = value.rows(o.records, extended=False)
    held = games % 5 == 4
    y = ext[held, -1] / 2.0
    print("%d positions of %d games (%d held out, %d positions); drawer wins %.3f" % (
        len(ext), games.max() + 1, (np.unique(games[held])).size, held.sum(), ext[:, -1].mean() / 2))
    coin = 0.6931
    from games.bossa.weights import TABLE
    TABLE = TABLE[:learned.BASE_SIZE]  # the self-play entries (sim.games.bossa.train's), kept by --residual
    shipped = np.array([t - 128 for t in TABLE]) / train.Q
    res = {"coin": coin, "shipped table": train.logloss(base[held], shipped, learned.F_BIAS)}
    w = train.fit(base[~held], learned.BASE_SIZE, learned.F_BIAS, o.l2)
    res["451 entries refitted"] = train.logloss(base[held], w, learned.F_BIAS)
    n = learned.BASE_NF
    for name, drop in (("451 entries + the peer flag", range(n, n + 4)), ("extended, no peer flag", [n + 4]),
                       ("extended, no line-of-5 draws", [n + 2, n + 3]), ("extended, no stuck draws", [n, n + 1])):
        x = ext.copy()
        for c in drop:
            x[:, c] = learned.F_BIAS  # the column dropped: its entry is the bias's (fitted with it)
        w = train.fit(x[~held], value.SIZE, learned.F_BIAS, o.l2)
        res[name] = train.logloss(x[held], w, learned.F_BIAS)
    w = train.fit(ext[~held], value.SIZE, learned.F_BIAS, o.l2)
    res["extended (%d entries)" % value.SIZE] = train.logloss(ext[held], w, learned.F_BIAS)
    res["extended, quantized"] = train.logloss(ext[held], train.quantize(w) / train.Q, learned.F_BIAS)
    for k, v in res.items():
        print("  %-28s held-out log-loss %.4f" % (k, v))
    del y
    new = np.arange(learned.BASE_SIZE, value.SIZE)
    fixed = np.concatenate([shipped, np.zeros(value.SIZE - learned.BASE_SIZE)])
    w = fit_residual(ext[~held], fixed, new, o.l2)
    print("  %-28s held-out log-loss %.4f" % ("shipped + the new entries", train.logloss(ext[held], w, learned.F_BIAS)))
    if o.out:
        if o.residual:
            q = train.quantize(fit_residual(ext, fixed, new, o.l2))
            q[:learned.BASE_SIZE] = [t - 128 for t in TABLE]
        else:
            q = train.quantize(train.fit(ext, value.SIZE, learned.F_BIAS, o.l2))
        train.write(o.out, q, [
            "Made by: python -m sim.games.bossa.fitstrong RECORDS --l2 %g%s (%d positions, %d games)"
            % (o.l2, " --residual" if o.residual else "", len(ext), games.max() + 1),
            "RECORDS: python -m sim.games.bossa.strong --first 5000 --pairs 205, then --first 5300 --pairs 418 (games",
            "of Normal against ISMCTS-1000); entries 0-450 (--residual): python -m sim.games.bossa.train --seed 1",
            "--games 20000 (self-play), docs/BENCHMARKS.md"])
        print("wrote", o.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
