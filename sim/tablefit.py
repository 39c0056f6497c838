"""What the games' trainers share (issue 36; desktop only, numpy and scipy for the fit): self-play rounds played in
worker processes and cached, a logistic regression of the results on one-hot table entries, and the table scaled to
signed bytes and written as a module (SCALE, TABLE) the game's learned evaluation reads.

A trainer (sim/games/bossa/train.py, sim/games/tanbo/train.py) names its module, which runs as a worker with
`--worker SEED ROUND FIRST COUNT EPS LEVEL WEIGHTS OUT` and writes int16 rows: the entries, then the result (0 lost,
1 draw, 2 won).
"""
import os
import subprocess
import sys
import zlib

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
Q = 32  # table units per logit
CLIP = 127


def has_program(name):
    for d in os.environ.get("PATH", "").split(os.pathsep):
        if os.access(os.path.join(d, name), os.X_OK):
            return True
    return False


def generate(module, width, seed, rnd, games, eps, level, weights, jobs, cache):
    """Rows (numpy int16 array, width + 1 columns) of a round's games, played by `module`'s workers in `jobs`
    processes (under PyPy when pypy3 is on the PATH). A part already in the cache directory (same seed, round, games,
    exploration, level and table) is read instead of played again. Returns (rows, the interpreter)."""
    import numpy as np
    exe = "pypy3" if has_program("pypy3") else sys.executable
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
        cmd = [exe, "-m", module, "--worker", str(seed), str(rnd), str(first), str(count), str(eps), str(level),
               weights or "-", path]
        env = dict(os.environ, PYTHONPATH=os.pathsep.join([os.path.join(ROOT, "lib"), ROOT]))
        procs.append((subprocess.Popen(cmd, cwd=ROOT, env=env), path))
    for proc, path in procs:
        if proc.wait():
            raise SystemExit("a worker failed: %s" % " ".join(proc.args))
        os.replace(path + ".part", path)
        parts.append(path)
    return np.concatenate([np.fromfile(p, dtype=np.int16).reshape(-1, width + 1) for p in sorted(parts)]), exe


def fit(rows, size, bias, l2, iters=12):
    """Logistic regression by Newton's method on one-hot entries (plus the bias entry): weights per entry, log-loss."""
    import numpy as np
    from scipy import sparse
    from scipy.sparse import linalg  # noqa: F401 (sparse.linalg)
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
    return np.clip(np.round(w * Q), -CLIP, CLIP).astype(np.int64)


def write_table(path, q, header, scale):
    """Writes the module: header lines (the first says whose table and which trainer wrote it), SCALE, TABLE."""
    data = bytes(int(v) + 128 for v in q)
    lines = ["# " + h for h in header]
    lines.append("# TABLE[i] - 128 is entry i's weight in 1/%d logit; the search's value is the sum x SCALE" % Q)
    lines.append("# (a logit of 1 = %d x SCALE)." % Q)
    lines.append("SCALE = %d" % scale)
    lines.append("TABLE = (")
    for i in range(0, len(data), 24):
        lines.append("    %r" % data[i:i + 24])
    lines.append(")")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def load_table(path):
    """(SCALE, TABLE) from a table module's file."""
    env = {}
    with open(path) as f:
        exec(compile(f.read(), path, "exec"), env)
    return env["SCALE"], env["TABLE"]


def train_rounds(generate, write, rounds, a, size, bias, level0, level0_name, who):
    """Plays and fits each round (policy iteration: round 0 at level0, each later one Hard with the table of the
    round before, fitted on every round's positions); one position in ten held out to report the log-loss. generate
    and write are the trainer's; a holds seed, eps, jobs, cache and l2; who names the player whose result a row is.
    Returns (the last table, a note per round)."""
    import tempfile
    import time
    import numpy as np
    tmp = tempfile.mkdtemp(prefix="table-train-")
    os.makedirs(a.cache, exist_ok=True)
    t0 = time.time()
    data = []
    weights = None
    notes = []
    for rnd, games in enumerate(rounds):
        level = level0 if rnd == 0 else 2
        rows, exe = generate(a.seed, rnd, games, a.eps, level, weights, a.jobs, a.cache)
        data.append(rows)
        every = np.concatenate(data)
        # hold out one position in ten (by its row number: positions of one game stay mostly together)
        held = (np.arange(len(every)) // 20) % 10 == 9
        ll = llq = float("nan")  # too few positions to hold any out
        if held.any():
            w = fit(every[~held], size, bias, a.l2)
            ll = logloss(every[held], w, bias)
            llq = logloss(every[held], quantize(w) / Q, bias)
        q = quantize(fit(every, size, bias, a.l2))
        base = float(every[:, -1].mean() / 2)
        notes.append("round %d: %d games at %s, %d positions; held-out log-loss %.4f (table %.4f; a coin 0.6931)"
                     % (rnd, games, level0_name if rnd == 0 else "Hard with round %d's table" % (rnd - 1),
                        len(rows), ll, llq))
        print(notes[-1], "%s wins %.3f, %.0f s (%s)" % (who, base, time.time() - t0, os.path.basename(exe)))
        sys.stdout.flush()
        weights = os.path.join(tmp, "w%d.py" % rnd)
        write(weights, q, [])
    return q, notes


def label(seen, winner, out):
    """Appends to out each position's entries (seen: tuples of entries + the player whose position it is) and that
    player's result: 0 lost, 1 a draw (winner 2), 2 won."""
    for x in seen:
        out.extend(x[:-1])
        out.append(1 if winner == 2 else (2 if winner == x[-1] else 0))


def run_worker(argv, load, play):
    """A trainer's worker (`--worker SEED ROUND FIRST COUNT EPS LEVEL WEIGHTS OUT`): plays games FIRST.. of a round
    into OUT's int16 rows. load(weights file, or None) returns (ai, rules) with that table in place; play(k, seed,
    rnd, ai, rules, eps, level, out) plays one game and appends its rows."""
    import array
    seed, rnd, first, count, eps, level = [int(x) for x in argv[:6]]
    weights, out_path = argv[6], argv[7]
    sys.path[:0] = [os.path.join(ROOT, "lib"), ROOT]
    ai, rules = load(None if weights == "-" else weights)
    out = array.array("h")
    for k in range(first, first + count):
        play(k, seed, rnd, ai, rules, eps, level, out)
    with open(out_path + ".part", "wb") as f:
        out.tofile(f)
