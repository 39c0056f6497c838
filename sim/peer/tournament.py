"""Seat-swapped tournaments between our AI levels and the MCTS peers (desktop only).

    python -m sim.peer.tournament --games tanbo,rice --pairs normal:mcts1000,hard:easy --n 200 --jobs 2 --merge
    python -m sim.peer.tournament --report            # the table of what the results file holds
    python -m sim.peer.tournament --games bossa --pairs normal:mcts1000 --set "games.bossa.ai.REPLY_TOP=(0,3,3)" \
        --out /tmp/variant.json                       # a variant of an AI, tried against the same seeds

Players: easy, normal, hard (games/<id>/ai.py), random, mcts<N> (sim/peer/mcts.py: UCT with solver, or ISMCTS
with our determinize where observe() hides something), mctse<N>, mctsn<N>, mctsh<N> (UCT whose
playouts are our Easy, Normal or Hard, for perfect-information games), os-mcts<N> (OpenSpiel's own MCTSBot/ISMCTSBot through
sim/peer/openspiel_game.py, the reference; needs open-spiel), emm<N> (sim/peer/expecti.py: two-ply expectiminimax
over the contract, its N best one-ply moves searched two plies deep, positions scored by the game's peer evaluation
sim/games/<id>/peereval.py; Cetkaik's peer since MCTS-1000 no longer wins there).
Seeding: pair k plays games 2k and 2k+1 from new_game(seed=k) with the same chance draws, A in seat 0 then seat
1, every player's random numbers from k and its seat: a longer run replays the same first games, and `--merge`
plays only the pairs the results file lacks. One process per job (`--jobs 2` = both cores); results are saved
after every pair, so an interrupted run loses at most the pairs in flight.
Which code played: each run stamps every player with a behaviour fingerprint (its decisions in the same 64 positions
of four seeded random games, `fingerprint()`), and each pair with its players' stamps. A pair whose stamp differs from
the file's current one was played by another version of an AI: `--merge` plays it again and the table leaves it
out, so a changed AI never mixes its games with its predecessor's, while a refactor that keeps every decision
keeps its results. Each game also records a digest of its moves and the interpreter, so runs under PyPy
(`pypy3 -m sim.peer.tournament`, about 3x faster) can be checked to replay CPython's games exactly.
"""
import argparse
import ast
import importlib
import json
import multiprocessing
import os
import platform
import sys
import time
import zlib

from pocket.rng import Rng
from pocket.verbs import CHANCE
from sim.bench import catalog, stats

LEVELS = {"easy": 0, "normal": 1, "hard": 2}
GUIDED = {"mctse": 0, "mctsn": 1, "mctsh": 2}  # MCTS whose playouts are our Easy, Normal or Hard
DEFAULT_OUT = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "benchmarks", "strength.json")


class Level:
    def __init__(self, ai, level, seed):
        self.ai, self.level, self.rng = ai, level, Rng(seed)

    def choose(self, state):
        return self.ai.choose(state, self.level, self.rng, _go)


class RandomPlayer:
    def __init__(self, seed):
        self.rng = Rng(seed)

    def choose(self, state):
        return self.rng.choice(state.legal_moves())


def _go():
    return True


def make_player(name, game_id, rules, ai, seed):
    if name in LEVELS:
        if ai is None:
            raise ValueError("%s has no AI module" % game_id)
        return Level(ai, LEVELS[name], seed)
    if name == "random":
        return RandomPlayer(seed)
    if name.startswith("os-mcts"):
        from sim.bench.strength import OpenSpielPeer
        return OpenSpielPeer(game_id, rules, seed, int(name[7:]))
    if name[:5] in GUIDED:  # UCT with playouts by one of our levels (perfect-information games)
        from sim.peer import mcts
        peer = mcts.Uct(seed, int(name[5:]), policy=mcts.LevelPolicy(ai, GUIDED[name[:5]], seed + 1))
        peer.name = name
        return peer
    if name.startswith("mcts"):
        from sim.peer import mcts
        return mcts.make(rules, seed, int(name[4:]))
    if name.startswith("emm"):  # two-ply expectiminimax with the game's peer evaluation (sim/peer/expecti.py)
        from sim.peer import expecti
        return expecti.Expecti(seed, int(name[3:]), expecti.game_evaluation(game_id))
    raise ValueError("unknown player %r" % name)


def _crc(move, digest):
    """The running digest of a sequence of moves (or decisions)."""
    return zlib.crc32(("%r," % (move,)).encode(), digest)


def play(game_id, names, k, max_moves=20000, watch=None):
    """One game from seed k: names[p] sits in seat p. Returns (returns, moves, digest of the moves).
    watch(state, p, move), if given, sees each move (p = -1 for chance) before it is applied (sim.peer.gamelog)."""
    rules, ai = catalog.load(game_id)
    players = [make_player(names[p], game_id, rules, ai, (k * 7919 + 17) * 2 + p)
               for p in (0, 1)]
    chance = Rng(k * 104729 + 3)  # the same draws for both seatings of a seed
    state = rules.new_game(seed=k, players=2)
    n = 0
    digest = 0
    while not state.is_over():
        if n >= max_moves:
            raise RuntimeError("no end after %d moves" % max_moves)
        p = state.to_move()
        if p == CHANCE:
            move = chance.weighted(state.chance_outcomes())
        else:
            move = players[p].choose(state)
        if watch is not None:
            watch(state, p, move)
        state.apply(move)
        digest = _crc(move, digest)
        n += 1
    return [float(x) for x in state.returns()], n, digest


# The stamp's version: "2." + 8 hex digits. Version 1 (8 hex digits, `fingerprint_v1`) asked only 16 positions and
# could not tell Bossa's Normal from its Hard; files keep its stamps, checked against version 1 (see current()).
FP_GAMES = (1000003, 1000033, 1000037, 1000039)


def fingerprint(game_id, name):
    """What a player does: "2." + the digest of its decisions in the same 64 positions for every player (every 3rd
    decision with a real choice, up to 16 a game, in four seeded random games). MCTS peers are stamped by their
    algorithm at 20 simulations (the count is in their name)."""
    return "2.%08x" % _walk(game_id, name, FP_GAMES, 16, 3, 2)


def fingerprint_v1(game_id, name):
    """Version 1: every 5th decision of two seeded random games, 8 each (how the stamps before version 2 were made)."""
    return "%08x" % _walk(game_id, name, FP_GAMES[:2], 8, 5, 1)


def _walk(game_id, name, seeds, asks, every, choices):
    """The digest of name's decisions at every `every`-th decision that has at least `choices` legal moves, `asks`
    of them a game, along random games from seeds."""
    if name.startswith("mcts") or name.startswith("os-mcts"):
        name = name[:name.index("mcts") + (5 if name[:5] in GUIDED else 4)] + "20"
    rules, ai = catalog.load(game_id)
    digest = 0
    for k in seeds:
        walker = Rng(k)
        players = [make_player(name, game_id, rules, ai, k * 2 + p) for p in (0, 1)]
        state = rules.new_game(seed=k, players=2)
        n = 0
        while not state.is_over() and n < asks * every:
            p = state.to_move()
            if p == CHANCE:
                state.apply(walker.weighted(state.chance_outcomes()))
                continue
            legal = state.legal_moves()
            if len(legal) < choices:
                state.apply(walker.choice(legal))
                continue
            if n % every == 0:
                digest = _crc(players[p].choose(state.copy()), digest)
            state.apply(walker.choice(state.legal_moves()))  # afresh: a game may reuse its list of moves
            n += 1
    return digest


def play_pair(task):
    """Games 2k (A in seat 0) and 2k+1 (A in seat 1). Returns (task, record): record = {"a": [A's score in
    each], "moves": [...], "cpu": CPU seconds} or {"error": text}."""
    game_id, a, b, k = task
    t0 = time.process_time()
    try:
        r0, m0, d0 = play(game_id, (a, b), k)
        r1, m1, d1 = play(game_id, (b, a), k)
    except Exception as exc:  # a crash is a result to report, not a reason to lose the run
        return task, {"error": "%s: %s" % (type(exc).__name__, exc)}
    return task, {"a": [r0[0], r1[1]], "moves": [m0, m1], "digest": ["%08x" % d0, "%08x" % d1],
                  "cpu": round(time.process_time() - t0, 2), "python": platform.python_implementation()}


def load(path):
    if os.path.exists(path):
        with open(path) as f:
            return json.load(f)
    return {"pairs": {}}


def save(res, path):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(res, f, indent=0, sort_keys=True)
    os.replace(tmp, path)


def key_of(game_id, a, b):
    return "%s %s:%s" % (game_id, a, b)


def current(res, key, rec):
    """Whether a pair's record was played by the players the file's stamp for its pairing names (a record stamped
    by version 1 is checked against the players' version-1 stamps, which stamp() keeps in "fp1")."""
    fp = rec.get("fp")
    if fp == res.get("fp", {}).get(key):
        return True
    return fp is not None and "." not in fp and fp == res.get("fp1", {}).get(key)


def stamp(res, games, pairs, fingerprints=None):
    """Set the file's stamp of each pairing to its players' fingerprints now (computed once per player)."""
    fps = {} if fingerprints is None else fingerprints
    for g in games:
        for a, b in pairs:
            for x in (a, b):
                if (g, x) not in fps:
                    fps[(g, x)] = (fingerprint(g, x), fingerprint_v1(g, x))
            key = key_of(g, a, b)
            res.setdefault("fp", {})[key] = "%s:%s" % (fps[(g, a)][0], fps[(g, b)][0])
            res.setdefault("fp1", {})[key] = "%s:%s" % (fps[(g, a)][1], fps[(g, b)][1])
    return res


def tasks(res, games, pairs, n):
    """Pairs k = 0..n/2-1 of every (game, A:B) the results lack (or hold from other players), k-major so a partial
    run stays balanced."""
    out = []
    for k in range(n // 2):
        for g in games:
            for a, b in pairs:
                key = key_of(g, a, b)
                rec = res["pairs"].get(key, {}).get(str(k))
                if rec is None or not current(res, key, rec):
                    out.append((g, a, b, k))
    return out


def _bar(done, total, t0, jobs_cpu, out):
    width = 30
    fill = width * done // max(total, 1)
    el = time.time() - t0
    left = el / done * (total - done) if done else 0.0
    out.write("\r[%s%s] %d/%d pairs, %.1f min elapsed, about %.1f min left, %.0f CPU s  " % (
        "#" * fill, "." * (width - fill), done, total, el / 60, left / 60, jobs_cpu))
    out.flush()


def run(games, pairs, n, path, jobs=1, merge=False, minutes=None, out=sys.stderr):
    res = load(path) if merge else {"pairs": {}}
    stamp(res, games, pairs)
    todo = tasks(res, games, pairs, n)
    deadline = time.time() + minutes * 60 if minutes else None
    t0 = time.time()
    done = 0
    cpu = 0.0
    _bar(0, len(todo), t0, 0, out)
    pool = multiprocessing.get_context("fork").Pool(jobs) if jobs > 1 else None
    results = pool.imap_unordered(play_pair, todo, chunksize=1) if pool else map(play_pair, todo)
    try:
        for (g, a, b, k), rec in results:
            rec["fp"] = res["fp"][key_of(g, a, b)]
            res["pairs"].setdefault(key_of(g, a, b), {})[str(k)] = rec
            save(res, path)
            done += 1
            cpu += rec.get("cpu", 0.0)
            _bar(done, len(todo), t0, cpu, out)
            if deadline and time.time() > deadline:
                break
    finally:
        if pool:
            pool.terminate()
            pool.join()
    out.write("\n")
    return res


def rows(res):
    """[(game, A, B, games, A's score, low, high, W, D, L, CPU s per game, errors, interpreters)] sorted, counting
    only the pairs played by the players the file's stamp names (see current())."""
    out = []
    for key in sorted(res["pairs"]):
        g, ab = key.split(" ")
        a, b = ab.split(":")
        played = [r for r in res["pairs"][key].values() if current(res, key, r)]
        recs = [r for r in played if "a" in r]
        errors = len(played) - len(recs)
        scores = [x for r in recs for x in r["a"]]
        n = len(scores)
        s = sum(scores)
        lo, hi = stats.wilson(s, n)
        w = sum(1 for x in scores if x == 1.0)
        lo_n = sum(1 for x in scores if x == 0.0)
        cpu = sum(r["cpu"] for r in recs) / n if n else 0.0
        pythons = sorted(set(r.get("python", "CPython") for r in recs))
        out.append((g, a, b, n, s, lo, hi, w, n - w - lo_n, lo_n, cpu, errors, "+".join(pythons)))
    return out


def table(res):
    lines = ["| game | A | B | games | A's score | Wilson 95 % | W-D-L (A) | CPU s/game (interpreter) |",
             "|---|---|---|---|---|---|---|---|"]
    for g, a, b, n, s, lo, hi, w, d, l, cpu, err, py in rows(res):
        rate = s / n if n else 0.0
        lines.append("| %s | %s | %s | %d | %.0f %% | %.0f-%.0f %% | %d-%d-%d | %.1f (%s) |%s" % (
            g, a, b, n, 100 * rate, 100 * lo, 100 * hi, w, d, l, cpu, py or "-", " %d crashed" % err if err else ""))
    return "\n".join(lines)


def _pair(text):
    a, b = text.split(":")
    for x in (a, b):
        if not (x in LEVELS or x == "random" or x.startswith("mcts") or x.startswith("os-mcts") or
                (x.startswith("emm") and x[3:].isdigit())):
            raise argparse.ArgumentTypeError("unknown player %r" % x)
    return a, b


def patch(item):
    """Apply one --set MODULE.NAME=VALUE: the constant must exist and VALUE be a Python literal. The pool forks
    after this, so every process plays the variant; the fingerprints stamped on its games are the variant's."""
    lhs, eq, rhs = item.partition("=")
    mod_name, _, name = lhs.strip().rpartition(".")
    if not eq or not mod_name or not name:
        raise ValueError("expected MODULE.NAME=VALUE")
    try:
        mod = importlib.import_module(mod_name)
    except ImportError as e:
        raise ValueError("no module %s (%s)" % (mod_name, e))
    if not hasattr(mod, name):
        raise ValueError("%s has no constant %s" % (mod_name, name))
    try:
        value = ast.literal_eval(rhs.strip())
    except (ValueError, SyntaxError):
        raise ValueError("%r is not a Python literal" % rhs)
    setattr(mod, name, value)
    return mod, name, value


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m sim.peer.tournament", description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", help="comma-separated game ids (default: every registered game)")
    ap.add_argument("--pairs", default="normal:mcts1000,hard:mcts1000,normal:easy,hard:easy,hard:normal",
                    help="comma-separated A:B (default: %(default)s)")
    ap.add_argument("--n", type=int, default=200, help="games per pairing, an even number (default 200)")
    ap.add_argument("--jobs", type=int, default=2, help="processes (default 2: one per core)")
    ap.add_argument("--merge", action="store_true", help="keep the results file and play only what it lacks")
    ap.add_argument("--minutes", type=float, help="stop after this many wall-clock minutes (pairs in flight lost)")
    ap.add_argument("--out", default=DEFAULT_OUT, help="results file (default docs/benchmarks/strength.json)")
    ap.add_argument("--report", action="store_true", help="only print the table of the results file")
    ap.add_argument("--set", action="append", default=[], metavar="MODULE.NAME=VALUE",
                    help="play a variant: a module constant replaced by a Python literal in every process, e.g. "
                         "games.<id>.ai.NAME=(0,3,3) (repeatable; needs --out: the default file holds "
                         "what ships)")
    a = ap.parse_args(argv)
    path = os.path.normpath(a.out)
    if a.set and path == os.path.normpath(DEFAULT_OUT):
        ap.error("--set plays a variant: give its own --out file (the default one holds the shipped AIs' games)")
    for item in a.set:
        try:
            patch(item)
        except ValueError as e:
            ap.error("--set %s: %s" % (item, e))
    if not a.report:
        games = catalog.select(a.games.split(",") if a.games else None)
        pairs = [_pair(x) for x in a.pairs.split(",")]
        run(games, pairs, a.n, path, a.jobs, a.merge, a.minutes)
    print(table(load(path)))


if __name__ == "__main__":
    main()
