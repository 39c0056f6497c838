"""What the benchmark (python -m sim.bench, its "checks" part) measures of Bean Dice alone: each level's keep against
the exact best keep (sim/games/beans/optimum.py's compare()), a section of docs/BENCHMARKS.md."""
import importlib
import inspect

TITLE = "The bean dice stop policy"


def check(cfg, log):
    """compare() at each level it accepts: {"status", "call", "result"} (status "missing" or "error" with a message)."""
    from sim.bench.run import _jsonable, _level_name
    try:
        mod = importlib.import_module("sim.games.beans.optimum")
    except ImportError as exc:
        log("  bean dice stop policy: missing (sim/games/beans/optimum.py not present)")
        return {"status": "missing", "message": "sim/games/beans/optimum.py is not on this branch (%s)" % exc}
    compare = getattr(mod, "compare", None)
    if compare is None:
        return {"status": "missing", "message": "sim/games/beans/optimum.py has no compare()"}
    try:
        params = inspect.signature(compare).parameters
    except (TypeError, ValueError):
        params = {}
    base = {}
    if "quick" in params:
        base["quick"] = cfg.quick
    if "n_positions" in params:
        base["n_positions"] = 20 if cfg.quick else 200
    levels = cfg.levels if "level" in params else (None,)
    out = {}
    for level in levels:
        kw = dict(base)
        if level is not None:
            kw["level"] = level
        try:
            r = compare(**kw)
        except Exception as exc:
            log("  bean dice stop policy: compare() failed: %s" % exc)
            return {"status": "error", "message": "compare(%r) failed: %s: %s" % (kw, type(exc).__name__, exc)}
        out["all" if level is None else _level_name(level)] = _jsonable(r)
        log("  bean dice stop policy, %s: %s" % ("all" if level is None else _level_name(level), str(r)[:200]))
    return {"status": "ok", "call": base, "result": out}


def text(b):
    """The report's section: what check() found."""
    from sim.bench.report import _cell
    r = b["result"]
    rows = []
    if isinstance(r, dict) and all(isinstance(v, dict) for v in r.values()):
        keys = []
        for v in r.values():
            for k in v:
                if k not in keys and not isinstance(v[k], (list, dict)):
                    keys.append(k)
        rows.append("`sim/games/beans/optimum.py` compare(%s): the level's keep against the exact best keep, gap in "
                    "probability of meeting the card's goal." % ", ".join("%s=%r" % kv for kv in
                                                                         sorted(b.get("call", {}).items())))
        rows.append("")
        rows.append("| level | " + " | ".join(keys) + " |")
        rows.append("|---|" + "---|" * len(keys))
        for lv, v in r.items():
            rows.append("| %s | %s |" % (lv, " | ".join(_cell(v.get(k)) for k in keys)))
        hard = r.get("Hard") or {}
        if isinstance(hard.get("mean_gap"), (int, float)):
            rows.append("")
            rows.append("Hard's mean gap %.2f %% %s the 2 %% target of the beans issue." % (
                100 * hard["mean_gap"], "meets" if hard["mean_gap"] <= 0.02 else "misses"))
        return "\n".join(rows)
    return "```\n%s\n```" % (r,)
