"""Tanbo's learned evaluation (issue 36): self-play games, a logistic regression of their results on the table
entries sim/games/tanbo/learned.py's features() names, the weights scaled to small integers and written to
sim/games/tanbo/weights.py (desktop only; numpy and scipy for the fit).

    python -m sim.games.tanbo.train --seed 1 --games 80000      # the table (see weights.py's header)
    python -m sim.games.tanbo.train --seed 1 --games 4000,4000 --out /tmp/w.py

How (as sim/games/bossa/train.py): round 0 plays --games[0] self-play games at Normal (the hand-made evaluation)
and fits a table; each later round plays its count of games at Hard with the table of the round before and fits
again on every round's positions. A position is every state where a turn has just passed (what the search's leaves
evaluate: the new mover at its first decision, or a draw or swap inside its turn), set-up placements aside; its
target is whether the player to move won (a draw 1/2). Tanbo's levels are deterministic, so a fraction --eps of
turns is played at random (every position is still the real game's) for variety. Games are played in --jobs
processes, under PyPy when `pypy3` is on the PATH (the AI is integer-only, so both interpreters play the same
games); the same seed writes the same table.
"""

import argparse
import array
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
Q = 32  # table units per logit
SCALE = 16  # search units per table unit (a logit = Q x SCALE = 512: far below ai.WIN)
CLIP = 127
LEVEL_NAMES = ("Easy", "Normal", "Hard")


def _load_table(path):
    """(SCALE, TABLE) from a weights module file."""
    env = {}
    with open(path) as f:
        exec(compile(f.read(), path, "exec"), env)
    return env["SCALE"], env["TABLE"]


def play(k, seed, rnd, ai, rules, eps, level, out):
    """Plays one self-play game; appends each position where a turn has just passed (NF entries + the result for
    the player to move: 2 won, 1 draw, 0 lost) to out; returns the winner (2 = draw)."""
    from pocket.rng import Rng
    from sim.games.tanbo import learned as L
    from games.tanbo.layout import PLAYER, SETUP, TURNS
    base = seed * 1000003 + rnd * 100003 + k
    rngs = [Rng(base * 2 + 1), Rng(base * 2 + 2)]
    chance = Rng(base * 7 + 5)
    explore = Rng(base * 3 + 11)
    s = rules.new_game(seed=base)
    f = [0] * L.NF
    seen = []
    wild = -1  # the turn (b[TURNS]) played at random, -1 none
    decided = -1  # the last turn whose coin was tossed
    while not s.is_over():
        b = s.b
        p = s.to_move()
        was = b[PLAYER]
        if p == -1:
            s.apply(chance.weighted(s.chance_outcomes()))
        else:
            if b[PLAYER] == p and s.phase() != SETUP and decided != b[TURNS]:
                decided = b[TURNS]
                if eps and explore.below(1000) < eps:
                    wild = b[TURNS]
            if wild == b[TURNS] and b[PLAYER] == p and s.phase() != SETUP:
                s.apply(explore.choice(s.legal_moves()))
            else:
                s.apply(ai.choose(s, level, rngs[p], _go))
        b = s.b
        if b[PLAYER] != was and not s.is_over() and s.phase() != SETUP:
            L.features(s, f, ai.next_turn)
            seen.append(tuple(f) + (b[PLAYER],))
    from games.tanbo.layout import WINNER
    w = s.b[WINNER]
    for x in seen:
        out.extend(x[:-1])
        out.append(1 if w == 2 else (2 if w == x[-1] else 0))
    return w


def _go():
    return True


def worker(argv):
    """--worker SEED ROUND FIRST COUNT EPS LEVEL WEIGHTS OUT: plays games FIRST.. of a round into OUT (int16 rows)."""
    seed, rnd, first, count, eps, level = [int(x) for x in argv[:6]]
    weights, out_path = argv[6], argv[7]
    sys.path[:0] = [os.path.join(ROOT, "lib"), ROOT]
    from games.tanbo import ai, rules
    from sim.games.tanbo import learned
    if weights != "-":
        learned.install(ai, _load_table(weights))
        ai.LEARNED = (0, 0, 1)
    out = array.array("h")
    for k in range(first, first + count):
        play(k, seed, rnd, ai, rules, eps, level, out)
    with open(out_path + ".part", "wb") as f:
        out.tofile(f)


def generate(seed, rnd, games, eps, level, weights, jobs, cache):
    """Rows (numpy int16 array, NF + 1 columns) of a round's games, played in `jobs` processes. A part already in
    the cache directory (same seed, round, games, exploration and table) is read instead of played again."""
    import numpy as np
    import zlib
    from sim.games.tanbo import learned
    exe = "pypy3" if _has("pypy3") else sys.executable
    procs = []
    parts = []
    per = (games + jobs - 1) // jobs
    tag = "%08x" % zlib.crc32(open(weights, "rb").read()) if weights else ("normal" if level == 1 else "L%d" % level)
    for j in range(jobs):
        first = j * per
        count = min(per, games - first)
        if count <= 0:
            break
        path = os.path.join(cache, "s%d_r%d_%d+%d_e%d_%s.bin" % (seed, rnd, first, count, eps, tag))
        if os.path.exists(path):
            parts.append(path)
            continue
        cmd = [exe, "-m", "sim.games.tanbo.train", "--worker", str(seed), str(rnd), str(first), str(count), str(eps),
               str(level), weights or "-", path]
        env = dict(os.environ, PYTHONPATH=os.pathsep.join([os.path.join(ROOT, "lib"), ROOT]))
        procs.append((subprocess.Popen(cmd, cwd=ROOT, env=env), path))
    for proc, path in procs:
        if proc.wait():
            raise SystemExit("a worker failed: %s" % " ".join(proc.args))
        os.replace(path + ".part", path)
        parts.append(path)
    return np.concatenate([np.fromfile(p, dtype=np.int16).reshape(-1, learned.NF + 1) for p in sorted(parts)]), exe


def _has(name):
    for d in os.environ.get("PATH", "").split(os.pathsep):
        if os.access(os.path.join(d, name), os.X_OK):
            return True
    return False


def fit(rows, size, bias, l2, iters=12):
    """Logistic regression by Newton's method on one-hot entries (plus the bias entry): weights per entry, log-loss."""
    import numpy as np
    from scipy import sparse
    n, nf = rows.shape[0], rows.shape[1] - 1
    cols = np.concatenate([rows[:, :nf].astype(np.int64), np.full((n, 1), bias)], axis=1)
    x = sparse.csr_matrix((np.ones(n * (nf + 1)), (np.repeat(np.arange(n), nf + 1), cols.ravel())), shape=(n, size))
    y = rows[:, nf] / 2.0
    w = np.zeros(size)
    for _ in range(iters):
        z = x @ w
        p = 1 / (1 + np.exp(-z))
        g = x.T @ (p - y) + l2 * w
        h = x.T @ sparse.diags(p * (1 - p)) @ x + l2 * sparse.identity(size)
        step = sparse.linalg.spsolve(h.tocsc(), g)
        w -= step
        if abs(step).max() < 1e-6:
            break
    return w


def logloss(rows, w, bias):
    import numpy as np
    nf = rows.shape[1] - 1
    z = w[rows[:, :nf].astype(np.int64)].sum(axis=1) + w[bias]
    p = np.clip(1 / (1 + np.exp(-z)), 1e-9, 1 - 1e-9)
    y = rows[:, nf] / 2.0
    return float(-(y * np.log(p) + (1 - y) * np.log(1 - p)).mean())


def quantize(w):
    import numpy as np
    q = np.clip(np.round(w * Q), -CLIP, CLIP).astype(np.int64)
    return q


def write(path, q, header):
    data = bytes(int(v) + 128 for v in q)
    lines = ["# Tanbo's learned evaluation (issue 36), written by sim/games/tanbo/train.py: do not edit by hand."]
    lines += ["# " + h for h in header]
    lines.append("# TABLE[i] - 128 is entry i's weight in 1/%d logit (sim/games/tanbo/learned.py's features()" % Q)
    lines.append("# names the entries); the search's value is the sum x SCALE (a logit of 1 = %d x SCALE)." % Q)
    lines.append("SCALE = %d" % SCALE)
    lines.append("TABLE = (")
    for i in range(0, len(data), 24):
        lines.append("    %r" % data[i:i + 24])
    lines.append(")")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "--worker":
        return worker(argv[1:])
    ap = argparse.ArgumentParser(prog="python -m sim.games.tanbo.train", description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--games", default="80000", help="self-play games per round, comma-separated")
    ap.add_argument("--eps", type=int, default=50, help="random turns per 1,000 turns (default 50)")
    ap.add_argument("--l2", type=float, default=160.0, help="L2 penalty (default 160: weaker ones fit better and "
                    "play worse, BENCHMARKS)")
    ap.add_argument("--level", type=int, default=1, help="round 0's level (1 Normal, 2 Hard; hand-made evaluation)")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--out", default=os.path.join(ROOT, "sim", "games", "tanbo", "weights.py"))
    ap.add_argument("--cache", default=os.path.join(tempfile.gettempdir(), "tanbo-train-cache"),
                    help="where the rounds' positions are kept (a rerun reads them instead of playing again)")
    a = ap.parse_args(argv)
    import numpy as np
    sys.path[:0] = [os.path.join(ROOT, "lib"), ROOT]
    from sim.games.tanbo import learned as ai
    rounds = [int(x) for x in a.games.split(",")]
    tmp = tempfile.mkdtemp(prefix="tanbo-train-")
    os.makedirs(a.cache, exist_ok=True)
    t0 = time.time()
    data = []
    weights = None
    notes = []
    for rnd, games in enumerate(rounds):
        level = a.level if rnd == 0 else 2
        rows, exe = generate(a.seed, rnd, games, a.eps, level, weights, a.jobs, a.cache)
        data.append(rows)
        every = np.concatenate(data)
        # hold out one position in ten (by its row number: positions of one game stay mostly together)
        held = (np.arange(len(every)) // 20) % 10 == 9
        ll = llq = float("nan")  # too few positions to hold any out
        if held.any():
            w = fit(every[~held], ai.TABLE_SIZE, ai.F_BIAS, a.l2)
            ll = logloss(every[held], w, ai.F_BIAS)
            llq = logloss(every[held], quantize(w) / Q, ai.F_BIAS)
        q = quantize(fit(every, ai.TABLE_SIZE, ai.F_BIAS, a.l2))
        base = float(every[:, -1].mean() / 2)
        notes.append("round %d: %d games at %s, %d positions; held-out log-loss %.4f (table %.4f; a coin 0.6931)"
                     % (rnd, games, LEVEL_NAMES[level] if rnd == 0 else "Hard with round %d's table" % (rnd - 1),
                        len(rows), ll, llq))
        print(notes[-1], "mover wins %.3f, %.0f s (%s)" % (base, time.time() - t0, os.path.basename(exe)))
        sys.stdout.flush()
        weights = os.path.join(tmp, "w%d.py" % rnd)
        write(weights, q, [])
    header = ["Made by: python -m sim.games.tanbo.train --seed %d --games %s --eps %d --l2 %g%s" % (
        a.seed, a.games, a.eps, a.l2, " --level %d" % a.level if a.level != 1 else "")] + notes
    write(a.out, q, header)
    print("wrote", a.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
