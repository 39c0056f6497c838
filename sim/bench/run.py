"""The whole benchmark: memory and device time (CircuitPython's 32-bit core: sim/bench/device.py), conformance,
strength (CPython), the bean dice stop policy. Every part writes into one results dict (see report.py for how it
is shown)."""
import importlib
import inspect
import multiprocessing
import os
import platform
import sys
import time

from sim import bench
from sim.bench import catalog, device, stats, strength
from sim.games import part

class Config:
    """What to run. Config(): the issue's full sizes; Config.quick_config(): a subset that finishes in under 2
    minutes."""

    def __init__(self, **kw):
        self.games = None            # ids, None: every registered game
        self.refgame = False         # include Pig (the reference game)
        self.parts = ("memory", "conformance", "strength", "checks")
        self.levels = (0, 1, 2)
        self.mem_games = 2           # seeded self-play games per engine + AI run on cpy32
        self.mem_decisions = 100000  # AI decisions per game on cpy32 (then random moves)
        self.mem_max_moves = 20000   # a game cut here counts as played through (quick runs cap long games)
        self.twin = True             # the whole device on the twin, per game and level
        self.twin_heaps = (112, 96)  # KB: the bar (peaks and free blocks are read here), then the goal
        self.split_kb = 8            # the split probe's size (0: not run)
        self.pystone_runs = 2        # pystone on cpy32, half before and half after the rest
        self.time_runs = 2           # timed runs per level; each decision keeps its least time (memory.min_times)
        self.random_games = 200      # games against uniform random, per level
        self.mcts_games = 200        # games against MCTS/ISMCTS, per level
        self.mcts_levels = (0, 1, 2)
        self.simulations = 1000
        self.strength_minutes = 60.0  # wall-clock budget for the tournaments (round robin, so partial is fair)
        self.conformance_sims = 5
        self.jobs = 1
        self.quick = False
        for k, v in kw.items():
            if not hasattr(self, k):
                raise TypeError("unknown option %s" % k)
            setattr(self, k, v)

    @classmethod
    def quick_config(cls, **kw):
        base = dict(quick=True, mem_games=1, mem_decisions=3, mem_max_moves=300, twin_heaps=(112,), split_kb=0,
                    time_runs=1,
                    random_games=4, mcts_games=2, mcts_levels=(1,), simulations=50, strength_minutes=0.5,
                    conformance_sims=2)
        base.update(kw)
        return cls(**base)

    def as_dict(self):
        return dict((k, v) for k, v in self.__dict__.items())


def machine():
    info = {"python": sys.version.split()[0], "platform": platform.platform(), "cpus": os.cpu_count()}
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    info["cpu"] = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    try:
        info["load_average"] = [round(x, 2) for x in os.getloadavg()]
    except OSError:
        pass
    from importlib import metadata
    for name in ("open-spiel", "matplotlib"):
        try:
            info[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            info[name] = "missing"
    return info


def _log(msg):
    print(msg, flush=True)


def run_memory(results, cfg, log=_log):
    device.run_memory(results, cfg, log)


def run_conformance(results, cfg, log=_log):
    for gid in results["order"]:
        ok, msg = strength.conformance(gid, sims=cfg.conformance_sims)
        results["games"][gid]["conformance"] = {"ok": ok, "message": msg}
        log("  %s random_sim_test: %s (%s)" % (gid, "ok" if ok else "FAILED", msg))


def tasks(cfg, order, have_ai):
    """Two phases of seed pairs, each interleaved (round robin) so a deadline cuts every pairing about evenly:
    uniform random first (cheap), then MCTS/ISMCTS with Normal, the headline, given twice the share."""
    ids = [g for g in order if have_ai.get(g)]
    rand, peer = [], []
    for i in range(cfg.random_games // 2):
        for level in cfg.levels:
            for gid in ids:
                rand.append((gid, level, "random", i, cfg.simulations))
    weights = dict((lv, 2 if lv == 1 else 1) for lv in cfg.mcts_levels if lv in cfg.levels)
    nxt = dict((lv, 0) for lv in weights)
    pairs = cfg.mcts_games // 2
    while any(nxt[lv] < pairs for lv in weights):
        for level in sorted(weights, key=lambda lv: (lv != 1, -lv)):
            for _ in range(weights[level]):
                if nxt[level] < pairs:
                    for gid in ids:
                        peer.append((gid, level, "mcts", nxt[level], cfg.simulations))
                    nxt[level] += 1
    return rand, peer


def run_strength(results, cfg, log=_log):
    have_ai = dict((gid, catalog.load(gid)[1] is not None) for gid in results["order"])
    rand, peer = tasks(cfg, results["order"], have_ai)
    t0 = time.time()
    end = t0 + cfg.strength_minutes * 60.0
    collected = {}
    done = 0
    # random games get at most a third of the budget when peers are to play, so the peers always get time
    for todo, deadline in ((rand, t0 + cfg.strength_minutes * 60.0 / (3.0 if peer else 1.0)), (peer, end)):
        done += _play_all(todo, deadline, cfg.jobs, collected)
    todo = rand + peer
    results["strength_run"] = {"pairs_planned": len(todo), "pairs_played": done,
                               "seconds": round(time.time() - t0, 1),
                               "stopped_by_deadline": done < len(todo)}
    log("  tournaments: %d of %d seed pairs in %.0f s" % (done, len(todo), time.time() - t0))
    for (gid, level, peer), games in sorted(collected.items()):
        errors = [x["error"] for x in games if "error" in x]
        games = [x for x in games if "error" not in x]
        g = results["games"][gid]
        if errors:
            g.setdefault("errors", []).extend("%s vs %s: %s" % (_level_name(level), peer, e) for e in errors[:3])
            log("  %s %s vs %s: %d game(s) crashed, first: %s" % (gid, _level_name(level), peer, len(errors),
                                                                 errors[0]))
        n = len(games)
        if not n:
            continue
        score = sum(x["score"] for x in games)
        wins = sum(1 for x in games if x["score"] == 1.0)
        losses = sum(1 for x in games if x["score"] == 0.0)
        lo, hi = stats.wilson(score, n)
        g.setdefault("strength", {}).setdefault(str(level), {})[peer] = {
            "peer": games[0]["peer"], "n": n, "score": score, "rate": score / n, "wins": wins,
            "draws": n - wins - losses, "losses": losses, "ci95": [lo, hi],
            "mean_moves": sum(x["moves"] for x in games) / float(n)}
        ms = g.setdefault("cpython_ms_all", {}).setdefault(str(level), [])
        for x in games:
            ms.extend(x["ms"])
    for gid in results["order"]:
        g = results["games"][gid]
        all_ms = g.pop("cpython_ms_all", {})
        g["cpython_ms"] = dict((lv, stats.summary(v)) for lv, v in all_ms.items())


def _level_name(level):
    return ("Easy", "Normal", "Hard")[level]


def _play_all(todo, deadline, jobs, collected):
    """Play seed pairs until done or past the deadline; results go into collected[key]. Returns pairs played."""
    done = 0
    if not todo:
        return 0
    todo = [t + (deadline,) for t in todo]
    if jobs <= 1:
        for t in todo:
            if time.time() > deadline:
                break
            key, pair = strength.play_pair(t)
            if pair:
                collected.setdefault(key, []).extend(pair)
                done += 1
        return done
    pool = multiprocessing.get_context("fork").Pool(jobs)
    try:
        for key, pair in pool.imap_unordered(strength.play_pair, todo, chunksize=1):
            if pair:
                collected.setdefault(key, []).extend(pair)
                done += 1
            if time.time() > deadline:
                break
    finally:
        pool.terminate()
        pool.join()
    return done


def run_checks(results, cfg, log=_log):
    """Each game's own check, when its sim/games/<id>/bench.py has check(cfg, log) (Bean Dice's stop policy against
    the exact optimum): kept in the game's results as "check", shown in the report under the module's TITLE."""
    for gid in results["order"]:
        mod = part(gid, "bench") if gid != catalog.REFGAME else None
        if mod is not None and hasattr(mod, "check"):
            results["games"][gid]["check"] = mod.check(cfg, log)


def _jsonable(x):
    if isinstance(x, dict):
        return dict((str(k), _jsonable(v)) for k, v in x.items())
    if isinstance(x, (list, tuple)):
        return [_jsonable(v) for v in x]
    if isinstance(x, (int, float, str, bool)) or x is None:
        return x
    return repr(x)


PART_KEYS = {"memory": ("memory", "twin"), "conformance": ("conformance",),
             "strength": ("strength", "cpython_ms", "errors"), "checks": ("check",)}


def _merge_matchups(results, old):
    """A strength run of some levels or peers (say `--levels 1 --random-games 0`) keeps the earlier results of the
    level/peer pairs it did not play, and the CPython decision times of the levels it did not time."""
    kept = []
    for gid in results["order"]:
        og = (old.get("games") or {}).get(gid) or {}
        ng = results["games"][gid]
        for key in ("strength", "cpython_ms"):
            if key not in og:
                continue
            mine = ng.setdefault(key, {})
            for lv, val in og[key].items():
                if key == "strength":
                    row = mine.setdefault(lv, {})
                    for peer, res in val.items():
                        if peer not in row:
                            row[peer] = res
                            kept.append("%s level %s vs %s" % (gid, lv, peer))
                elif lv not in mine:
                    mine[lv] = val
    return kept


def merge(results, old, parts):
    """Keep an earlier run's results for the parts this run did not redo (same game ids only), so the slow parts
    can run at different times: `--parts memory` now, `--parts strength,conformance --merge` later."""
    kept = []
    if "strength" in parts:
        kept.extend(_merge_matchups(results, old))
    for part, keys in PART_KEYS.items():
        if part in parts:
            continue
        for gid in results["order"]:
            og = (old.get("games") or {}).get(gid) or {}
            for k in keys:
                if k in og:
                    results["games"][gid][k] = og[k]
                    kept.append("%s %s" % (gid, k))
        if part == "strength" and "strength_run" in old:
            results["strength_run"] = old["strength_run"]
    for gid in old.get("order") or []:
        if gid not in results["order"] and gid in (old.get("games") or {}):
            results["order"].append(gid)
            results["games"][gid] = old["games"][gid]
            kept.append("%s (all parts)" % gid)
    results["missing"] = [m for m in results["missing"] if m[0] not in results["order"]]
    menu = [gid for gid, _ in catalog.registered()]
    results["order"].sort(key=lambda gid: menu.index(gid) if gid in menu else -1)
    if "memory" not in parts:
        for k in ("pystone", "twin_menu", "twin_config"):
            if k in old:
                results[k] = old[k]
    _credit(results, old, kept)
    return results


def _credit(results, old, kept):
    """Name, for each kept result, the run that measured it: the previous run, or the run it had kept it from."""
    origin = {}
    for m in old.get("merged") or []:
        for item in m["kept"]:
            origin[item] = m
    runs = []
    for item in kept:
        gid = item.split(" ")[0]
        src = origin.get(item) or (origin.get(gid + " strength") if " vs " in item else None) or \
            {"date": old.get("date"), "command": old.get("command"), "config": old.get("config")}
        for r in runs:
            if r["date"] == src["date"] and r["command"] == src["command"]:
                r["kept"].append(item)
                break
        else:
            runs.append({"date": src["date"], "command": src["command"], "config": src.get("config"), "kept": [item]})
    if runs:
        results.setdefault("merged", []).extend(runs)


def run(cfg, log=_log, command=""):
    order = catalog.select(cfg.games, with_refgame=cfg.refgame)
    results = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "command": command,
               "machine": machine(), "config": cfg.as_dict(), "order": order,
               "missing": [list(x) for x in catalog.missing()],
               "factors": {"cpython": bench.CPYTHON_FACTOR},
               "games": dict((gid, {"title": catalog.title(gid)}) for gid in order)}
    log("device time: CPU time on cpy32 times a factor from pystone in this run (sim/bench/pystone.py)")
    log("games: %s; missing: %s" % (", ".join(order) or "none",
                                     ", ".join(i for i, _ in catalog.missing()) or "none"))
    t0 = time.time()
    if "memory" in cfg.parts:
        log("memory and device time (CircuitPython's 32-bit core: engine + AI alone, then the twin)...")
        run_memory(results, cfg, log)
    have_pyspiel = True
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        have_pyspiel = False
        results["pyspiel_missing"] = True
        log("open-spiel is not installed (pip install -r requirements-bench.txt): MCTS peers and conformance skipped")
    if "conformance" in cfg.parts and have_pyspiel:
        log("conformance (pyspiel.random_sim_test)...")
        run_conformance(results, cfg, log)
    if "strength" in cfg.parts:
        if not have_pyspiel:
            cfg.mcts_levels = ()
        log("strength (budget %.1f min, %d job(s))..." % (cfg.strength_minutes, cfg.jobs))
        run_strength(results, cfg, log)
    if "checks" in cfg.parts:
        run_checks(results, cfg, log)
    results["seconds"] = round(time.time() - t0, 1)
    return results
