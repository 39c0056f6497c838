"""Bossa's learned evaluation (issue 36): self-play games, a logistic regression of their results on the table
entries games/bossa/learned.py's features() names, the weights scaled to small integers and written to
games/bossa/weights.py (desktop only; numpy and scipy for the fit).

    python -m sim.games.bossa.train --seed 1                     # the shipped table (see weights.py's header)
    python -m sim.games.bossa.train --seed 1 --games 4000,8000 --out /tmp/w.py

How: round 0 plays --games[0] self-play games at Normal (the hand-made evaluation) and fits a table; each later round
plays its count of games with the table of the round before (Hard's search, LEARNED on) and fits again on every
round's positions (policy iteration, as TD-Gammon's self-play but fitted to results). A position is every state
where a player is about to draw (what the search evaluates); its target is whether that player won (a draw 1/2).
A fraction --eps of turns is a random turn (every position is still the real game's), so the table sees states the
AIs avoid. Games are played in --jobs processes, under PyPy when `pypy3` is on the PATH (the AI is integer-only,
so both interpreters play the same games); the same seed writes the same table.
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
CLIP = 127


def _load_table(path):
    """(SCALE, TABLE) from a weights module file."""
    env = {}
    with open(path) as f:
        exec(compile(f.read(), path, "exec"), env)
    return env["SCALE"], env["TABLE"]


def play(k, seed, rnd, ai, rules, eps, level, out):
    """Plays one self-play game; appends each drawer's position (NF entries + the drawer) to out; returns the
    winner (2 = draw)."""
    from pocket.rng import Rng
    from games.bossa.layout import P_DRAW, P_MAIN
    base = seed * 1000003 + rnd * 100003 + k
    rngs = [Rng(base * 2 + 1), Rng(base * 2 + 2)]
    chance = Rng(base * 7 + 5)
    explore = Rng(base * 3 + 11)
    s = rules.new_game(seed=base)
    from games.bossa import learned
    f = [0] * learned.NF
    seen = []
    steps = []
    while not s.is_over():
        p = s.to_move()
        if p == -1:
            if s.b[2] == P_DRAW:
                learned.features(s, f)
                seen.append(tuple(f[:learned.BASE_NF]) + (s.b[3],))
            s.apply(chance.weighted(s.chance_outcomes()))
            continue
        if steps:
            s.apply(steps.pop(0))
            continue
        if s.phase() == P_MAIN and eps and explore.below(1000) < eps:
            turns = ai.macros(s, p, True)
            if turns:
                steps.extend(explore.choice(turns))
                del ai._plan[:]
                s.apply(steps.pop(0))
                continue
        s.apply(ai.choose(s, level, rngs[p], _go))
    w = s.winner()
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
    from games.bossa import ai, learned, rules
    if weights != "-":
        learned.SCALE, learned.TABLE = _load_table(weights)
        if len(learned.TABLE) == learned.BASE_SIZE:  # a round's table: the entries after it weigh nothing
            learned.TABLE = learned.TABLE + bytes([128]) * (learned.TABLE_SIZE - learned.BASE_SIZE)
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
    from games.bossa import learned
    exe = "pypy3" if _has("pypy3") else sys.executable
    procs = []
    parts = []
    per = (games + jobs - 1) // jobs
    tag = "%08x" % zlib.crc32(open(weights, "rb").read()) if weights else "normal"
    for j in range(jobs):
        first = j * per
        count = min(per, games - first)
        if count <= 0:
            break
        path = os.path.join(cache, "s%d_r%d_%d+%d_e%d_%s.bin" % (seed, rnd, first, count, eps, tag))
        if os.path.exists(path):
            parts.append(path)
            continue
        cmd = [exe, "-m", "sim.games.bossa.train", "--worker", str(seed), str(rnd), str(first), str(count), str(eps),
               str(level), weights or "-", path]
        env = dict(os.environ, PYTHONPATH=os.pathsep.join([os.path.join(ROOT, "lib"), ROOT]))
        procs.append((subprocess.Popen(cmd, cwd=ROOT, env=env), path))
    for proc, path in procs:
        if proc.wait():
            raise SystemExit("a worker failed: %s" % " ".join(proc.args))
        os.replace(path + ".part", path)
        parts.append(path)
    return np.concatenate([np.fromfile(p, dtype=np.int16).reshape(-1, learned.BASE_NF + 1) for p in sorted(parts)]), exe


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
    lines = ["# Bossa's learned evaluation (issue 36), written by sim/games/bossa/train.py: do not edit by hand."]
    lines += ["# " + h for h in header]
    lines.append("# TABLE[i] - 128 is entry i's weight in 1/%d logit (games/bossa/learned.py's features() names the" % Q)
    lines.append("# entries);")
    lines.append("# the search's value is the sum x SCALE (a logit of 1 = %d x SCALE)." % Q)
    lines.append("SCALE = 30")
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
    ap = argparse.ArgumentParser(prog="python -m sim.games.bossa.train", description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--games", default="6000,6000", help="self-play games per round, comma-separated")
    ap.add_argument("--eps", type=int, default=50, help="random turns per 1,000 turns (default 50)")
    ap.add_argument("--l2", type=float, default=2.0)
    ap.add_argument("--jobs", type=int, default=2)
    # its table is entries 0-450 of games/bossa/weights.py, which sim.games.bossa.fitstrong --residual writes
    ap.add_argument("--out", default=os.path.join(tempfile.gettempdir(), "bossa-weights-451.py"))
    ap.add_argument("--cache", default=os.path.join(tempfile.gettempdir(), "bossa-train-cache"),
                    help="where the rounds' positions are kept (a rerun reads them instead of playing again)")
    a = ap.parse_args(argv)
    import numpy as np
    sys.path[:0] = [os.path.join(ROOT, "lib"), ROOT]
    from games.bossa import learned as ai
    rounds = [int(x) for x in a.games.split(",")]
    tmp = tempfile.mkdtemp(prefix="bossa-train-")
    os.makedirs(a.cache, exist_ok=True)
    t0 = time.time()
    data = []
    weights = None
    notes = []
    for rnd, games in enumerate(rounds):
        level = 1 if rnd == 0 else 2
        rows, exe = generate(a.seed, rnd, games, a.eps, level, weights, a.jobs, a.cache)
        data.append(rows)
        every = np.concatenate(data)
        # hold out one position in ten (by its row number: positions of one game stay mostly together)
        held = (np.arange(len(every)) // 20) % 10 == 9
        ll = llq = float("nan")  # too few positions to hold any out
        if held.any():
            w = fit(every[~held], ai.BASE_SIZE, ai.F_BIAS, a.l2)
            ll = logloss(every[held], w, ai.F_BIAS)
            llq = logloss(every[held], quantize(w) / Q, ai.F_BIAS)
        q = quantize(fit(every, ai.BASE_SIZE, ai.F_BIAS, a.l2))
        base = float(every[:, -1].mean() / 2)
        notes.append("round %d: %d games at %s, %d positions; held-out log-loss %.4f (table %.4f; a coin 0.6931)"
                     % (rnd, games, "Normal" if level == 1 else "Hard with round %d's table" % (rnd - 1),
                        len(rows), ll, llq))
        print(notes[-1], "drawer wins %.3f, %.0f s (%s)" % (base, time.time() - t0, os.path.basename(exe)))
        sys.stdout.flush()
        weights = os.path.join(tmp, "w%d.py" % rnd)
        write(weights, q, [])
    header = ["Made by: python -m sim.games.bossa.train --seed %d --games %s --eps %d --l2 %g" % (
        a.seed, a.games, a.eps, a.l2)] + notes
    write(a.out, q, header)
    print("wrote", a.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
