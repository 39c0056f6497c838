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


def main(argv=None):
    import numpy as np
    ap = argparse.ArgumentParser(prog="python -m sim.games.bossa.fitstrong", description=__doc__.split("\n\n")[0])
    ap.add_argument("records")
    ap.add_argument("--l2", type=float, default=2.0)
    ap.add_argument("--out")
    o = ap.parse_args(argv)
    ext, games = value.rows(o.records)
    base, _ = value.rows(o.records, extended=False)
    held = games % 5 == 4
    y = ext[held, -1] / 2.0
    print("%d positions of %d games (%d held out, %d positions); drawer wins %.3f" % (
        len(ext), games.max() + 1, (np.unique(games[held])).size, held.sum(), ext[:, -1].mean() / 2))
    coin = 0.6931
    from games.bossa.weights import TABLE
    shipped = np.array([t - 128 for t in TABLE]) / train.Q
    res = {"coin": coin, "shipped table": train.logloss(base[held], shipped, learned.F_BIAS)}
    w = train.fit(base[~held], learned.TABLE_SIZE, learned.F_BIAS, o.l2)
    res["451 entries refitted"] = train.logloss(base[held], w, learned.F_BIAS)
    n = learned.NF
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
    if o.out:
        q = train.quantize(train.fit(ext, value.SIZE, learned.F_BIAS, o.l2))
        train.write(o.out, q, ["Made by: python -m sim.games.bossa.fitstrong RECORDS --l2 %g (%d positions, %d games)"
                               % (o.l2, len(ext), games.max() + 1)])
        print("wrote", o.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
