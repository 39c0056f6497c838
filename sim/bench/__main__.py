"""Benchmarks of every registered game: memory (the whole device on the twin, engine + AI alone) and decision time
on CircuitPython's 32-bit core, strength against
OpenSpiel's MCTS/ISMCTS and uniform random, pyspiel.random_sim_test, the bean dice stop policy. A full run writes
docs/BENCHMARKS.md with docs/benchmarks/bench.json and bench.png; --quick prints a subset in under 2 minutes."""
import argparse
import json
import os
import sys
import tempfile

from sim import bench
from sim.bench import catalog, report, run


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m sim.bench", description=__doc__)
    ap.add_argument("--quick", action="store_true", help="a subset that finishes in under 2 minutes")
    ap.add_argument("--games", help="comma-separated game ids (default: every registered game)")
    ap.add_argument("--refgame", action="store_true", help="also measure Pig, the reference game")
    ap.add_argument("--parts", help="comma-separated subset of memory,conformance,strength,checks (each game's own: sim/games/<id>/bench.py)")
    ap.add_argument("--levels", help="comma-separated AI levels 0,1,2")
    ap.add_argument("--mem-games", type=int,
                    help="seeded self-play games per level for the engine + AI on the 32-bit core")
    ap.add_argument("--mem-decisions", type=int, help="AI decisions per game on the 32-bit core (then random moves)")
    ap.add_argument("--random-games", type=int, help="games per level against uniform random")
    ap.add_argument("--mcts-games", type=int, help="games per level against MCTS/ISMCTS")
    ap.add_argument("--mcts-levels", help="levels that play MCTS/ISMCTS (default: all)")
    ap.add_argument("--simulations", type=int, help="MCTS/ISMCTS simulations per move (default 1000)")
    ap.add_argument("--minutes", type=float, help="wall-clock budget of the tournaments")
    ap.add_argument("--jobs", type=int, help="worker processes (memory runs and tournaments)")
    ap.add_argument("--out", help="directory for BENCHMARKS.md, bench.json, bench.png (default: docs/ for a full "
                                  "run, a temporary directory for --quick)")
    ap.add_argument("--render", action="store_true",
                    help="run nothing: rewrite BENCHMARKS.md and bench.png from the existing bench.json")
    ap.add_argument("--merge", action="store_true",
                    help="keep the previous bench.json's results for the parts not run now")
    a = ap.parse_args(argv)
    kw = {}
    if a.games:
        kw["games"] = a.games.split(",")
    if a.refgame:
        kw["refgame"] = True
    if a.parts:
        kw["parts"] = tuple(a.parts.split(","))
    if a.levels:
        kw["levels"] = tuple(int(x) for x in a.levels.split(","))
    for name in ("mem_games", "mem_decisions", "random_games", "mcts_games", "simulations", "jobs"):
        v = getattr(a, name)
        if v is not None:
            kw[name] = v
    if a.mcts_levels:
        kw["mcts_levels"] = tuple(int(x) for x in a.mcts_levels.split(","))
    if a.minutes is not None:
        kw["strength_minutes"] = a.minutes
    cfg = run.Config.quick_config(**kw) if a.quick else run.Config(**kw)
    command = "python -m sim.bench " + " ".join(argv if argv is not None else sys.argv[1:])
    if a.out:
        out = a.out
    elif a.quick:
        out = os.path.join(tempfile.gettempdir(), "pocket-bench")
    else:
        out = os.path.join(bench.ROOT, "docs")
    md = os.path.join(out, "BENCHMARKS.md")
    js = os.path.join(out, "benchmarks", "bench.json")
    if a.render:
        with open(js, encoding="utf-8") as f:
            res = json.load(f)
        menu = [gid for gid, _ in catalog.registered()]
        res["order"].sort(key=lambda gid: menu.index(gid) if gid in menu else len(menu))
        report.write(res, md, js, os.path.join(out, "benchmarks", "bench.png"))
        print("rewrote %s from %s" % (md, js))
        return 0
    res = run.run(cfg, command=command.strip())
    if a.merge and os.path.exists(js):
        with open(js, encoding="utf-8") as f:
            run.merge(res, json.load(f), cfg.parts)
    report.print_tables(res)
    report.write(res, md, js, os.path.join(out, "benchmarks", "bench.png"))
    print("\nwrote %s and %s (+ bench.png when matplotlib is installed) in %.0f s" % (md, js, res["seconds"]))
    return 0


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    # wasmtime's runtime thread can panic while the interpreter shuts down; the results are written by now.
    os._exit(code)
