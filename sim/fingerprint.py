"""python -m sim.fingerprint: what the games do, in a few hundred lines of digests, to diff before and after a
change that must not change behaviour (a move of files, a refactor):

    python -m sim.fingerprint > /tmp/before.txt     # on the old commit
    python -m sim.fingerprint > /tmp/after.txt      # on the new one
    diff /tmp/before.txt /tmp/after.txt             # nothing: same games, same figures, same screens

For every registered game: seeded self-play games between levels and random (sim.selfplay: the final state's
digest, returns and scores), the invariant checker's figures (sim.invariants, times left out, and whether the
game's own checks ran), then the digests of the screenshots sim.shots takes for docs/img and those each game's
sim/games/<id>/shots.py main(argv) takes for review, written to a temporary folder (docs/img is left alone).
--skip shots (or selfplay, invariants) leaves a part out."""
import argparse
import contextlib
import glob
import hashlib
import importlib
import io
import os
import sys
import tempfile

from sim.games import part
from sim.runner import add_paths

add_paths()
from pocket.rng import Rng  # noqa: E402
from sim.selfplay import RANDOM, play  # noqa: E402

PAIRINGS = ((0, RANDOM), (RANDOM, 1), (1, 0), (2, 1))  # levels of seats 0 and 1; further seats play at random
SEEDS = (1, 2)
INVARIANT_GAMES = 30


def digest(data):
    return hashlib.sha1(data).hexdigest()[:16]


def selfplay_lines(games):
    for g in games:
        rules = importlib.import_module("games.%s.rules" % g[0])
        ai = importlib.import_module("games.%s.ai" % g[0])
        for levels in PAIRINGS:
            levels = tuple(levels) + (RANDOM,) * (g[2] - 2)
            for seed in SEEDS:
                st = play(ai, rules.new_game(seed=seed, players=g[2]), levels, Rng(seed))
                yield "selfplay %s levels=%s seed=%d: %s returns=%s scores=%s" % (
                    g[0], levels, seed, digest(st.encode()), st.returns(), st.scores())


def invariant_lines(games):
    from sim import invariants
    for g in games:
        for level in (0, 1):
            f = invariants.run_game(g[0], INVARIANT_GAMES, seed=1, level=level, out=lambda line: None)
            f.pop("seconds")
            yield "invariants level %d %s" % (level, sorted(f.items()))


def shot_lines(games):
    from sim import shots
    with tempfile.TemporaryDirectory() as tmp:
        with contextlib.redirect_stdout(io.StringIO()):
            shots.main([], out=os.path.join(tmp, "docs"))
        for p in sorted(glob.glob(os.path.join(tmp, "docs", "*.png"))):
            yield "shot docs/img/%s %s" % (os.path.basename(p), digest(open(p, "rb").read()))
        for g in games:
            review = getattr(part(g[0], "shots"), "main", None)
            if review is None:
                continue
            out = os.path.join(tmp, g[0])
            os.makedirs(out)
            with contextlib.redirect_stdout(io.StringIO()):
                review([out])
            for p in sorted(glob.glob(os.path.join(out, "*.png"))):
                yield "shot %s review %s %s" % (g[0], os.path.basename(p), digest(open(p, "rb").read()))


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m sim.fingerprint", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--skip", action="append", default=[], choices=("selfplay", "invariants", "shots"))
    args = ap.parse_args(argv)
    from games.registry import GAMES
    for name, lines in (("selfplay", selfplay_lines), ("invariants", invariant_lines), ("shots", shot_lines)):
        if name not in args.skip:
            for line in lines(GAMES):
                print(line, flush=True)
    return 0


if __name__ == "__main__":
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sys.exit(main())
