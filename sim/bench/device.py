"""The benchmark's memory and decision-time part, all on CircuitPython 10.2.1's 32-bit core:

1. pystone on cpy32 (sim/bench/pystone.py), before and after the rest: the device-time factor of this run;
2. per game and level, engine + AI alone on cpy32 from the deployed drive (sim/bench/memory.py): the engine+AI
   peak and pystack, then every decision's CPU time and longest gap between two poll() calls, times the factor;
   "hot seat" is the engine alone (random moves);
3. per game and level, the device twin (sim/twin) on the same drive: the whole device in the bar's heap (peak,
   lowest largest free block, pystack), again in the goal's heap, and once with the split probe (no free block of
   8 KB or more once the match exists: an allocation that large after the start fails).
Results go to results["games"][gid]["memory"] (engine, keyed by level "0".."2" and "engine") and ["twin"] (keyed by
the same), results["pystone"] and results["twin_menu"]."""
import concurrent.futures

from sim import cpy32
from sim.bench import catalog, memory, pystone, stats

LEVEL_SCENARIO = {"0": "easy", "1": "normal", "2": "hard", "engine": "hotseat"}


def _engine_task(gid, level, cfg, runner):
    lines = []
    m = memory.measure(gid, level, games=cfg.mem_games, decisions=cfg.mem_decisions, runner=runner,
                       log=lines.append, max_moves=cfg.mem_max_moves, time_runs=cfg.time_runs)
    return gid, ("engine" if level is None else str(level)), m, lines


def _twin_task(drive, gid, key, heap_kb, split, pystack=None):
    from sim.twin import host
    from sim.twin.scenarios import all_scenarios
    name = "%s-%s" % (gid, LEVEL_SCENARIO[key]) if gid else key
    scenarios = all_scenarios()
    if name not in scenarios:
        return gid, key, heap_kb, split, None
    res = host.Twin(drive, heap_kb=heap_kb, pystack=pystack, split=split).run(name, scenarios[name][0])
    return gid, key, heap_kb, split, {"scenario": name, "ok": res.ok, "why": res.why, "peak": res.peak,
                                      "low_block": res.low_block, "pystack": res.pystack, "frames": res.frames,
                                      "seconds": round(res.seconds, 1), "splits": res.splits,
                                      "split_kb": split // 1024}


def apply_factor(m, factor):
    """Device seconds from the core's CPU microseconds."""
    if "times_us" not in m:
        return m
    us = m.pop("times_us")
    gaps = m.pop("poll_gaps_us")
    m.pop("polls", None)
    m["device_s"] = stats.summary([u / 1e6 * factor for u in us])
    m["poll_gap_device_s"] = stats.summary([u / 1e6 * factor for u in gaps])
    m["device_s_all"] = [round(u / 1e6 * factor, 4) for u in us]
    return m


def run_memory(results, cfg, log=print):
    if not cpy32.available("cpy32") or not cpy32.available("cpy32-display"):
        results["device_missing"] = cpy32.missing_reason("cpy32-display")
        log("  skipped: " + results["device_missing"])
        return
    from sim.twin import host
    rates = []
    clock = None
    for _ in range(max(1, cfg.pystone_runs // 2)):
        r, clock = pystone.rate()
        rates.append(r)
    drive = host.Drive() if any(g != catalog.REFGAME for g in results["order"]) else None
    try:
        todo = []
        for gid in results["order"]:
            _, ai = catalog.load(gid)
            results["games"][gid].setdefault("memory", {})
            root = cpy32.REPO if gid == catalog.REFGAME else drive.root
            pystack = cpy32.DEFAULT_PYSTACK if drive is None else drive.pystack()
            runner = memory.core_runner(root, pystack)
            levels = [lv for lv in cfg.levels] if ai is not None else []
            for level in levels + [None]:
                todo.append(("engine", (gid, level, cfg, runner)))
            if drive is not None and gid != catalog.REFGAME and cfg.twin:
                for key in [str(lv) for lv in levels] + ["engine"]:
                    if cfg.quick and key != "1":
                        continue
                    for heap in cfg.twin_heaps:
                        todo.append(("twin", (drive, gid, key, heap, 0)))
                    if cfg.split_kb:
                        todo.append(("twin", (drive, gid, key, cfg.twin_heaps[0], cfg.split_kb * 1024)))
        if drive is not None and cfg.twin:
            todo.append(("twin", (drive, None, "boot-menu", cfg.twin_heaps[0], 0)))
        engine = []
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, cfg.jobs)) as ex:
            futs = [ex.submit(_engine_task if kind == "engine" else _twin_task, *args) for kind, args in todo]
            for f in concurrent.futures.as_completed(futs):
                out = f.result()
                if len(out) == 4:
                    gid, key, m, lines = out
                    for line in lines:
                        log(line)
                    engine.append((gid, key, m))
                    continue
                gid, key, heap, split, res = out
                if res is None:
                    continue
                log("  twin %s %s: %s, peak %.1f KB" % (res["scenario"], "split probe %d KB" % (split // 1024)
                                                          if split else "%d KB" % heap,
                                                          "ok" if res["ok"] else res["why"], res["peak"] / 1024.0))
                if gid is None:
                    results["twin_menu"] = res
                    continue
                slot = results["games"][gid].setdefault("twin", {}).setdefault(key, {})
                slot["split" if split else str(heap)] = res
        for _ in range(max(1, cfg.pystone_runs - len(rates))):
            r, clock = pystone.rate()
            rates.append(r)
        factor = pystone.factor(rates)
        results["pystone"] = {"rates": [round(r) for r in rates], "clock": clock, "samd51": pystone.SAMD51_PYSTONES,
                              "factor": round(factor, 1)}
        log("  pystone on cpy32: %s per s (%s clock); SAMD51 %d per s: 1 s of cpy32 = %.1f s on the device" % (
            ", ".join("%.0f" % r for r in rates), clock, pystone.SAMD51_PYSTONES, factor))
        for gid, key, m in engine:
            results["games"][gid]["memory"][key] = apply_factor(m, factor)
        results["twin_config"] = {"heaps": list(cfg.twin_heaps), "split_kb": cfg.split_kb,
                                  "pystack": drive.pystack() if drive else None}
    finally:
        if drive is not None:
            drive.close()
