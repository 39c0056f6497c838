"""The benchmark machinery (sim/bench) without open-spiel: statistics, the heap search, the parsing of runs on
CircuitPython's core, its CPU clock and pystone factor, the tournament bookkeeping and the report."""
import os

import pytest

from sim import cpy32
from sim.bench import device, memory, pystone, report, run, stats, strength

needs_core = pytest.mark.device


def test_wilson_matches_known_intervals():
    lo, hi = stats.wilson(5, 10)
    assert abs(lo - 0.2366) < 1e-3 and abs(hi - 0.7634) < 1e-3
    lo, hi = stats.wilson(0, 10)
    assert lo == 0.0 and abs(hi - 0.2775) < 1e-3
    lo, hi = stats.wilson(120, 200)
    assert 0.53 < lo < 0.54 and 0.66 < hi < 0.67
    assert stats.wilson(0, 0) == (0.0, 1.0)


def test_percentiles_are_nearest_rank():
    xs = list(range(1, 101))
    assert stats.percentile(xs, 50) == 50
    assert stats.percentile(xs, 95) == 95
    assert stats.percentile([3.0], 95) == 3.0
    assert stats.percentile([], 50) is None
    assert stats.summary([2, 1, 3]) == {"n": 3, "mean": 2.0, "p50": 2, "p95": 3, "max": 3}


@pytest.mark.parametrize("need", [4, 8, 36, 60, 64, 68, 100, 260, 512])
def test_heap_search_finds_the_smallest_fitting_multiple_of_4k(need):
    probes = []

    def fits(kb):
        probes.append(kb)
        return kb >= need

    kb, tried = memory.smallest_heap(fits, low_kb=4, high_kb=64)
    assert kb == need
    assert all(k % memory.STEP_KB == 0 for k in probes)
    assert len(probes) == len(set(probes)) <= 12  # a binary search, not a scan


def test_heap_search_reports_none_when_nothing_fits():
    kb, tried = memory.smallest_heap(lambda kb: False, low_kb=4, high_kb=64, cap_kb=256)
    assert kb is None and max(tried) == 256


class FakeResult:
    def __init__(self, ok, stdout, stderr="", error=""):
        self.ok, self.stdout, self.stderr, self.error = ok, stdout, stderr, error


def test_run_output_is_parsed_and_failures_classified():
    out = "CLOCK cpu 2.5\nIMPORTED 9000\nT 1500 300 4\nT 2500 700 9\nGAME 0 40 2 1\nPEAK 12000 480\nDONE 5000\n"
    r = memory.Run(FakeResult(True, out), 64)
    assert r.ok and r.status == "ok"
    assert r.imported == 9000 and r.peak == 12000 and r.pystack == 480 and r.clock == "cpu" and r.read_us == 2.5
    assert r.times_us == [1500, 2500] and r.poll_gaps_us == [300, 700] and r.polls == [4, 9]
    assert r.games == [(40, 2, True)]
    oom = memory.Run(FakeResult(False, "IMPORTED 9000\n", "Traceback\nMemoryError: memory allocation failed\n",
                                "exit code 1"), 32)
    assert not oom.ok and oom.status == "memory"
    fault = memory.Run(FakeResult(False, "IMPORTED 9000\n", "NameError: local variable referenced\n", "exit 1"), 64)
    assert fault.status == "fault"
    # a game that did not end is not a fit even if the script finished
    unfinished = memory.Run(FakeResult(True, "GAME 0 20000 5 0\nDONE 1\n"), 64)
    assert not unfinished.ok


@needs_core
def test_engine_and_ai_run_on_the_core_and_report_peak_and_cpu_times():
    m = memory.measure("refgame", 0, games=1, decisions=5)
    assert m["sample_ok"] and m["timed_ok"] and m["time_heap_kb"] == memory.TIME_HEAPS_KB[0], m
    assert 0 < m["imported_bytes"] < m["peak_bytes"] < 64 * 1024
    assert 0 < m["pystack"] < 2048
    assert m["clock"] == "cpu" and 0 < m["clock_read_us"] < 100
    assert 1 <= len(m["times_us"]) <= 5 and len(m["poll_gaps_us"]) == len(m["times_us"])
    assert all(g <= t + 50 for g, t in zip(m["poll_gaps_us"], m["times_us"]))  # a gap lies inside its decision
    # the engine alone (hot seat): a peak, no timing
    e = memory.measure("refgame", None, games=1)
    assert e["sample_ok"] and 0 < e["peak_bytes"] < m["peak_bytes"] and "times_us" not in e


def test_each_decision_keeps_its_least_time_over_the_runs():
    def fake(times, gaps, polls=(3, 4)):
        out = "".join("T %d %d %d\n" % (t, g, p) for t, g, p in zip(times, gaps, polls))
        return memory.Run(FakeResult(True, out + "GAME 0 9 2 1\nDONE 1\n"), 64)
    a, b = fake([100, 900], [50, 800]), fake([300, 200], [40, 90])
    assert memory.min_times([a, b]) == ([100, 200], [40, 90])
    # runs that did not make the same decisions are not mixed: the first one stands
    assert memory.min_times([a, fake([1, 1], [1, 1], (3, 5))]) == ([100, 900], [50, 800])


@needs_core
def test_the_cpu_clock_leaves_out_the_time_spent_waiting_for_a_cpu():
    """Sharing one CPU with a busy process doubles the wall time of the same work but not its CPU time."""
    import subprocess
    import sys
    code = memory.CLOCK + ("w0 = time.ticks_us()\nc0 = cpu_us()\nx = 0\nfor i in range(300000):\n    x += i\n"
                           "print('W', time.ticks_diff(time.ticks_us(), w0), cpu_us() - c0)\n")
    one_cpu = sorted(os.sched_getaffinity(0))[:1]

    def work():
        p = subprocess.run([cpy32.tool("cpy32"), "-c", code], capture_output=True, text=True, timeout=120,
                           preexec_fn=lambda: os.sched_setaffinity(0, one_cpu))
        wall, cpu = [int(x) for x in p.stdout.split("W")[1].split()]
        return wall, cpu

    _, alone = work()
    busy = subprocess.Popen([sys.executable, "-c", "while True: pass"],
                            preexec_fn=lambda: os.sched_setaffinity(0, one_cpu))
    try:
        wall, shared = work()
    finally:
        busy.kill()
        busy.wait()
    assert wall > 1.6 * shared, (wall, shared)
    assert 0.6 * alone < shared < 1.5 * alone, (alone, shared)


@needs_core
def test_pystone_runs_on_the_core_and_gives_the_device_factor():
    rate, clock = pystone.rate(loops=5000)
    assert clock == "cpu" and 20000 < rate < 5000000, rate
    assert pystone.factor([1500.0]) == 1.0 and pystone.factor([200000.0, 220000.0]) == 140.0
    m = device.apply_factor({"times_us": [1000, 3000], "poll_gaps_us": [100, 500], "polls": [1, 2]}, 100.0)
    assert m["device_s"]["max"] == 0.3 and m["poll_gap_device_s"]["max"] == 0.05 and "times_us" not in m


def test_tournament_bookkeeping_swaps_seats_and_counts_every_game():
    cfg = run.Config(games=["refgame"], parts=("strength",), levels=(0, 1), random_games=6, mcts_games=0,
                     mcts_levels=(), strength_minutes=5)
    res = run.run(cfg, log=lambda *a: None)
    st = res["games"]["refgame"]["strength"]
    for lv in ("0", "1"):
        s = st[lv]["random"]
        assert s["n"] == 6 and s["wins"] + s["draws"] + s["losses"] == 6
        assert s["ci95"][0] <= s["rate"] <= s["ci95"][1]
    assert res["games"]["refgame"]["cpython_ms"]["1"]["n"] > 0
    seats = [strength.play("refgame", 0, "random", 3, seat)["score"] for seat in (0, 1)]
    assert all(x in (0.0, 0.5, 1.0) for x in seats)


def test_a_crashing_ai_is_reported_not_fatal(monkeypatch):
    from sim.bench import catalog
    rules, ai = catalog.load("refgame")

    class Broken:
        LEVELS = ai.LEVELS

        @staticmethod
        def choose(state, level, rng, poll):
            raise RuntimeError("boom")

    monkeypatch.setattr(catalog, "load", lambda gid: (rules, Broken))
    key, pair = strength.play_pair(("refgame", 1, "random", 0, 10))
    assert key == ("refgame", 1, "random")
    assert all("boom" in x["error"] for x in pair)


def twin_row(peak, ok=True, why="", low=3000):
    return {"ok": ok, "why": why, "peak": peak, "low_block": low, "pystack": 900}


def sample_results():
    return {
        "date": "2026-11-21 23:00 UTC", "command": "python -m sim.bench", "order": ["tanbo"],
        "machine": {"cpu": "x", "cpus": 2, "platform": "linux", "python": "3.11"},
        "config": run.Config().as_dict(), "missing": [["beans", "The bean dice game"]],
        "factors": {"cpython": 425.0},
        "pystone": {"rates": [280000, 284000], "clock": "cpu", "samd51": 1500.0, "factor": 188.0},
        "twin_config": {"heaps": [112, 96], "split_kb": 8, "pystack": 3072},
        "twin_menu": twin_row(40 * 1024, low=58 * 1024),
        "games": {"tanbo": {
            "title": "Tanbo",
            "memory": {"1": {"imported_bytes": 20 * 1024, "peak_bytes": 30 * 1024, "pystack": 500, "sample_ok": True,
                             "time_heap_kb": 64, "timed_ok": True, "clock": "cpu",
                             "device_s": {"n": 10, "mean": 1.2, "p50": 0.5, "p95": 1.5, "max": 2.0},
                             "poll_gap_device_s": {"n": 10, "p50": 0.01, "p95": 0.05, "max": 0.08},
                             "device_s_all": [0.5] * 10},
                       "engine": {"imported_bytes": 15 * 1024, "peak_bytes": 18 * 1024, "pystack": 300,
                                  "sample_ok": True}},
            "twin": {"1": {"112": twin_row(85 * 1024), "96": twin_row(85 * 1024, False, "MemoryError"),
                           "split": {"ok": False, "why": "code.py: MemoryError: memory allocation failed (with no "
                                     "free block of 8192 bytes: an allocation that large after the start)",
                                     "peak": 80 * 1024, "low_block": 0, "pystack": 900, "split_kb": 8}},
                     "engine": {"112": twin_row(79 * 1024), "96": twin_row(79 * 1024),
                                "split": twin_row(79 * 1024)}},
            "strength": {"1": {"mcts": {"peer": "mcts1000", "n": 20, "score": 8.0, "rate": 0.4, "wins": 8,
                                        "draws": 0, "losses": 12, "ci95": list(stats.wilson(8, 20)),
                                        "mean_moves": 50.0}}},
            "cpython_ms": {"1": {"n": 10, "p50": 2.0, "p95": 4.0, "max": 5.0}},
            "conformance": {"ok": True, "message": "10 simulations"}}},
    }


def test_report_states_every_missed_target_plainly(tmp_path):
    res = sample_results()
    text = report.write(res, str(tmp_path / "B.md"), str(tmp_path / "b" / "bench.json"),
                        str(tmp_path / "b" / "bench.png"))
    # whole device 85 KB on the twin, engine + AI 30 KB alone: the rest 55 KB; 96 KB fails; the split probe caught it
    assert "| tanbo | Normal | 85.0 | 30.0 | 55.0 | 20.0 | 2.9 | 900 | yes / NO | YES |" in text
    assert "| tanbo | hot seat | 79.0 | 18.0 | 61.0 | 15.0 | 2.9 | 900 | yes / yes | none |" in text
    assert ("| tanbo | - / 85.0 / - / 79.0 | all / 1 of 2 | - / 1.50 / - | 40 % [22-61 %], 20 games vs mcts1000 |"
            in text)
    assert "**tanbo** misses: Normal allocates a block of 8 KB or more after the start" in text
    assert "Normal p95 1.50 s (mean 1.20 s) against 1 s (needs about 67 %" in text
    assert "Normal scores 40 % [22-61 %] over 20 games vs mcts1000" in text
    assert "1 s of the core's CPU time = 188.0 s on the device" in text
    assert ("| tanbo | Normal | 10 | 0.500 | 1.500 | 2.000 | 1.200 | 1 | 0.080 | 64 KB, cpu clock | 2.00 / 4.00 |"
            in text)
    assert "The launcher alone (`boot-menu`): peak 40.0 KB" in text
    assert "poll() too rare" not in text
    assert "beans (The bean dice game)" in text  # listed as missing
    assert os.path.getsize(str(tmp_path / "b" / "bench.json")) > 100


def test_a_scenario_over_the_bar_is_a_miss_and_leaves_no_peak():
    res = sample_results()
    res["games"]["tanbo"]["twin"]["1"]["112"] = twin_row(0, False, "MemoryError")
    text = report.memory_table(res)
    assert "| tanbo | Normal | fails | 30.0 | - |" in text
    assert ("heap", "Normal does not complete in 112 KB (MemoryError)") in report.misses_of(
        "tanbo", res["games"]["tanbo"])


def test_hard_over_four_seconds_is_a_miss():
    res = sample_results()
    g = res["games"]["tanbo"]
    g["memory"]["2"] = {"device_s": {"n": 5, "mean": 2.0, "p50": 1.0, "p95": 4.5, "max": 6.0}}
    assert any(k == "time" and t.startswith("Hard p95 4.50 s") for k, t in report.misses_of("tanbo", g))
    g["memory"]["2"]["device_s"]["p95"] = 3.9
    assert not any(t.startswith("Hard") for _, t in report.misses_of("tanbo", g))


def test_report_keeps_hand_written_notes_when_regenerated(tmp_path):
    md = str(tmp_path / "B.md")
    res = sample_results()
    report.write(res, md, str(tmp_path / "j.json"), str(tmp_path / "p.png"))
    text = open(md).read().replace("(no notes yet)", "Tanbo's Normal needs a smaller table.")
    open(md, "w").write(text)
    report.write(res, md, str(tmp_path / "j.json"), str(tmp_path / "p.png"))
    assert "Tanbo's Normal needs a smaller table." in open(md).read()


def test_schedule_plays_random_first_and_gives_normal_twice_the_peer_share():
    cfg = run.Config(random_games=4, mcts_games=6)
    rand, peer = run.tasks(cfg, ["a", "b", "c"], {"a": True, "b": True, "c": False})
    assert len(rand) == 2 * 3 * 2 and all(t[2] == "random" and t[0] != "c" for t in rand)
    assert len(peer) == 3 * 3 * 2 and all(t[2] == "mcts" for t in peer)
    first = [(t[1], t[3]) for t in peer[:8]]
    assert first == [(1, 0), (1, 0), (1, 1), (1, 1), (2, 0), (2, 0), (0, 0), (0, 0)]
    # every (game, level, pair) exactly once
    assert len(set((t[0], t[1], t[3]) for t in peer)) == len(peer)


def test_merge_keeps_parts_and_games_this_run_did_not_redo():
    old = sample_results()
    old["games"]["tanbo"]["memory"] = {"1": {"live_bytes": 1}}
    new = {"order": ["beans"], "games": {"beans": {"title": "Beans", "strength": {}}},
           "missing": [["beans", "The bean dice game"], ["rice", "Seasons of Rice"]]}
    run.merge(new, old, ("strength",))
    menu = [gid for gid, _ in run.catalog.registered()]
    assert new["order"] == sorted(["beans", "tanbo"], key=lambda g: menu.index(g) if g in menu else -1)
    assert new["games"]["tanbo"]["memory"] == {"1": {"live_bytes": 1}}
    assert new["missing"] == [["rice", "Seasons of Rice"]]
    assert new["merged"][0]["kept"] == ["tanbo (all parts)"]


def test_report_flags_a_search_that_polls_too_rarely():
    res = sample_results()
    res["games"]["tanbo"]["memory"]["1"]["poll_gap_device_s"]["max"] = 0.3
    assert "Normal calls poll() only every 0.30 s at worst" in report.headlines(res)
    assert "- poll() too rare" in report.headlines(res)
    res["games"]["tanbo"]["memory"]["1"]["poll_gap_device_s"]["max"] = 0.05
    assert "poll()" not in report.headlines(res)


def test_every_table_row_has_as_many_cells_as_its_header():
    res = sample_results()
    res["games"]["tanbo"]["memory"]["0"] = {"sample_ok": False, "sample_error": "AttributeError: x"}
    res["games"]["tanbo"]["memory"]["2"] = {"sample_ok": True, "peak_bytes": 1, "timed_ok": False,
                                            "timed_error": "MemoryError", "time_heap_kb": 256,
                                            "device_s": {"n": 1, "p95": 1.0}}
    for table in (report.memory_table(res), report.time_table(res), report.strength_table(res),
                  report.summary_rows(res)):
        lines = table.splitlines()
        assert len(lines) > 2
        width = lines[0].count("|")
        assert all(line.count("|") == width for line in lines), table


def test_bean_stop_policy_comes_from_the_beans_module_when_present(monkeypatch):
    import sys
    import types
    fake = types.ModuleType("sim.games.beans.optimum")
    calls = []

    def compare(n_positions=100, seed=1, level=2):
        calls.append((n_positions, level))
        return {"positions": n_positions, "mean_gap": 0.01 * (3 - level), "max_gap": 0.1, "worst": (0.1, "x")}

    fake.compare = compare
    monkeypatch.setitem(sys.modules, "sim.games.beans.optimum", fake)
    # the game's own check (sim/games/beans/bench.py), run by the benchmark's "checks" part for the games run
    res = {"order": ["beans"], "games": {"beans": {"title": "Bean Dice"}}}
    run.run_checks(res, run.Config.quick_config(), log=lambda *a: None)
    assert calls == [(20, 0), (20, 1), (20, 2)]
    (title, text), = report.check_sections(res)
    assert title == "The bean dice stop policy"
    assert "| Hard | 20 | 0.0100 | 0.1000 |" in text
    assert "Hard's mean gap 1.00 % meets the 2 % target" in text
    monkeypatch.setitem(sys.modules, "sim.games.beans.optimum", None)  # not there: reported as missing
    run.run_checks(res, run.Config(), log=lambda *a: None)
    assert res["games"]["beans"]["check"]["status"] == "missing"
    assert "missing: sim/games/beans/optimum.py" in report.check_sections(res)[0][1]


def test_render_rewrites_the_report_from_the_json_alone(tmp_path):
    import json
    from sim.bench.__main__ import main
    (tmp_path / "benchmarks").mkdir()
    (tmp_path / "benchmarks" / "bench.json").write_text(json.dumps(sample_results()))
    assert main(["--render", "--out", str(tmp_path)]) == 0
    text = (tmp_path / "BENCHMARKS.md").read_text()
    assert "| tanbo | - / 85.0 / - / 79.0 |" in text


def test_merge_of_a_partial_strength_run_keeps_the_matchups_it_did_not_play():
    old = {"order": ["tanbo"], "games": {"tanbo": {
        "strength": {"0": {"random": {"n": 200}}, "1": {"random": {"n": 200}, "mcts": {"n": 8}}},
        "cpython_ms": {"0": {"p50": 1}, "1": {"p50": 2}}}}}
    new = {"order": ["tanbo"], "missing": [], "games": {"tanbo": {
        "strength": {"1": {"mcts": {"n": 40}}}, "cpython_ms": {"1": {"p50": 3}}}}}
    run.merge(new, old, ("strength",))
    st = new["games"]["tanbo"]["strength"]
    assert st == {"0": {"random": {"n": 200}}, "1": {"random": {"n": 200}, "mcts": {"n": 40}}}
    assert new["games"]["tanbo"]["cpython_ms"] == {"0": {"p50": 1}, "1": {"p50": 3}}
    assert sorted(new["merged"][0]["kept"]) == ["tanbo level 0 vs random", "tanbo level 1 vs random"]


def test_a_normal_p95_over_the_target_is_a_miss_even_when_the_mean_is_fast():
    res = sample_results()
    d = res["games"]["tanbo"]["memory"]["1"]["device_s"]
    d["mean"], d["p95"] = 0.3, 1.2
    assert any(k == "time" and "p95 1.20 s (mean 0.30 s) against 1 s" in t
               for k, t in report.misses_of("tanbo", res["games"]["tanbo"]))
    d["p95"] = 0.9
    assert not any(k == "time" for k, _ in report.misses_of("tanbo", res["games"]["tanbo"]))


def test_a_game_whose_normal_never_met_the_peer_says_so():
    res = sample_results()
    g = res["games"]["tanbo"]
    del g["strength"]["1"]["mcts"]
    g["strength"]["1"]["random"] = {"peer": "random", "n": 200, "score": 200.0, "rate": 1.0, "wins": 200,
                                    "draws": 0, "losses": 0, "ci95": list(stats.wilson(200, 200)), "mean_moves": 9}
    assert ("win", "Normal has not played MCTS/ISMCTS (no game finished within the time budget)") in \
        report.misses_of("tanbo", g)


def test_normal_vs_the_peer_is_met_at_60_percent_with_the_lower_bound_above_50():
    res = sample_results()
    g = res["games"]["tanbo"]

    def verdict(score, n):
        g["strength"]["1"]["mcts"] = {"peer": "MCTS-1000", "n": n, "score": score, "rate": score / n,
                                      "ci95": list(stats.wilson(score, n))}
        return [t for k, t in report.misses_of("tanbo", g) if k == "win"]
    assert verdict(122, 200) == []  # 61 % [54-67]: the issue's target
    assert "over 20 games only" in verdict(13, 20)[0]  # 65 % [43-82]: too few games
    assert "Normal scores 54 %" in verdict(108, 200)[0]


def test_merged_results_keep_the_name_of_the_run_that_measured_them():
    old = {"date": "D2", "command": "memory run", "order": ["tanbo"],
           "games": {"tanbo": {"memory": {"1": {}}, "strength": {"1": {"random": {"n": 200}}}}},
           "merged": [{"date": "D1", "command": "strength run", "kept": ["tanbo strength"]}]}
    new = {"order": ["tanbo"], "missing": [], "games": {"tanbo": {"conformance": {"ok": True}}}}
    run.merge(new, old, ("conformance",))
    by_run = dict((m["command"], sorted(m["kept"])) for m in new["merged"])
    assert by_run == {"strength run": ["tanbo strength"], "memory run": ["tanbo memory"]}


def test_the_headline_takes_normal_vs_the_peer_from_the_tournament_file_when_it_has_more_games(tmp_path):
    import json
    from sim.bench import report
    pairs = {"tanbo normal:mcts1000": {str(k): {"a": [1.0, 0.0], "cpu": 1.0, "moves": []} for k in range(10)}}
    path = str(tmp_path / "strength.json")
    with open(path, "w") as f:
        json.dump({"pairs": pairs}, f)
    own = {"strength": {"1": {"mcts": {"rate": 1.0, "ci95": (0.7, 1.0), "n": 8, "peer": "mcts1000"}}}}
    assert report.normal_vs_peer("tanbo", own) is own["strength"]["1"]["mcts"]  # no file given: the bench's own
    got = report.normal_vs_peer("tanbo", own, path)
    assert got["n"] == 20 and got["rate"] == 0.5 and "fast peer" in got["peer"]
    own["strength"]["1"]["mcts"]["n"] = 40  # more games of its own: the bench's figure stands
    assert report.normal_vs_peer("tanbo", own, path)["n"] == 40
    assert report.normal_vs_peer("rice", {}, path) is None


def test_the_headline_names_levels_that_do_not_differ_as_the_issue_asks(tmp_path):
    import json
    from sim.bench import report

    def pairs(scores):
        return {str(k): {"a": list(scores[2 * k:2 * k + 2]), "cpu": 1.0, "moves": []} for k in range(len(scores) // 2)}
    path = str(tmp_path / "strength.json")
    with open(path, "w") as f:
        json.dump({"pairs": {
            "tanbo normal:mcts1000": pairs([1.0] * 12 + [0.0] * 8),  # 60 %
            "tanbo hard:mcts1000": pairs([1.0] * 12 + [0.0] * 8),  # 60 %: not more than Normal
            "tanbo hard:easy": pairs([1.0] * 13 + [0.0] * 7),  # 65 %: met
            "tanbo normal:easy": pairs([1.0] * 11 + [0.0] * 9),  # 55 %: under 58 %
            "rice normal:mcts1000": pairs([1.0] * 12 + [0.0] * 8),
            "rice hard:mcts1000": pairs([1.0] * 13 + [0.0] * 7),  # more than Normal
            "cetkaik normal:mcts1000": pairs([1.0] * 20),  # both win every game: the peer cannot tell them apart
            "cetkaik hard:mcts1000": pairs([1.0] * 20),
            "cetkaik hard:normal": pairs([1.0] * 13 + [0.0] * 7),  # so Hard against Normal decides
            "beans normal:mcts1000": pairs([1.0] * 6),
            "beans hard:mcts1000": pairs([1.0] * 6),
            "beans hard:normal": pairs([1.0] * 10 + [0.0] * 10),  # 50 %: not shown
        }}, f)
    got = [t for k, t in report.level_misses("tanbo", path)]
    assert got == ["Hard scores 60.0 % against (IS)MCTS-1000 over 20 games, not more than Normal's 60.0 % over 20",
                   "Normal beats Easy 55.0 % over 20 games (target 58 %)"]
    assert report.level_misses("rice", path) == []
    assert report.level_misses("cetkaik", path) == []
    assert [k for k, _ in report.level_misses("beans", path)] == ["levels"]
    assert report.level_misses("tanbo", None) == []
    assert ("levels", got[1]) in report.misses_of("tanbo", {}, peer=path)


def test_a_tournament_variant_patches_a_constant_and_refuses_bad_input(tmp_path, capsys):
    from sim.peer import tournament
    from games.bossa import ai
    keep = ai.REPLY_TOP
    try:
        mod, name, value = tournament.patch("games.bossa.ai.REPLY_TOP=(0, 3, 3)")
        assert mod is ai and ai.REPLY_TOP == (0, 3, 3)
    finally:
        ai.REPLY_TOP = keep
    for bad, why in (("games.bossa.ai.NO_SUCH=1", "has no constant"), ("games.nope.ai.X=1", "no module"),
                     ("games.bossa.ai.REPLY_TOP=open('x')", "not a Python literal"), ("REPLY_TOP", "MODULE.NAME")):
        with pytest.raises(ValueError, match=why):
            tournament.patch(bad)
    # a variant never lands in the benchmark's own file
    with pytest.raises(SystemExit):
        tournament.main(["--games", "refgame", "--set", "games.bossa.ai.REPLY_TOP=(0,3,3)"])
    assert "give its own --out" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        tournament.main(["--games", "refgame", "--set", "games.bossa.ai.NOPE=1", "--out", str(tmp_path / "v.json")])
    assert "has no constant NOPE" in capsys.readouterr().err
    assert ai.REPLY_TOP == keep


def test_the_game_log_replays_the_tournaments_own_game_and_shows_bossas_table(capsys):
    from sim.peer import gamelog, tournament
    for game_id in ("refgame", "bossa"):
        lines = []
        got = gamelog.log(game_id, ("random", "easy"), 5, out=lines.append)
        assert got == tournament.play(game_id, ("random", "easy"), 5)[0]
        assert "-- random, seat 0" in lines and "-- easy, seat 1" in lines and lines[-1].startswith("== returns")
    # Bossa's table before each turn: both lines with their die, both open hands, the pile
    table = [x[5:] for x in lines if x.startswith("   | ")]
    assert len(table) % 5 == 0 and len(table) >= 20
    first, later = table[:5], table[-5:]
    assert first[0] == "white (nobody's): [not rolled]" and first[1] == "black (nobody's): [not rolled]"
    assert first[2].startswith("p0 hand ") and first[3].startswith("p1 hand ") and first[4] == "pile 18"
    assert len(first[2].split(";")[0].split(", ")) == 4  # the four tiles dealt, in the moves' own words
    assert later[0].startswith("white (p") and later[1].startswith("black (p") and "[not rolled]" not in later[0]
    with pytest.raises(SystemExit):
        gamelog.main(["bossa", "normal:nobody", "0"])
    assert "unknown player" in capsys.readouterr().err


def test_the_page_lists_every_pairing_of_the_tournament_file(tmp_path):
    import json
    from sim.bench import report
    path = str(tmp_path / "strength.json")
    with open(path, "w") as f:
        json.dump({"pairs": {
            "cetkaik normal:emm6": {str(k): {"a": [1.0, 0.0], "cpu": 4.0, "moves": []} for k in range(5)},
            "bossa hard:normal": {str(k): {"a": [1.0, 1.0], "cpu": 0.1, "moves": []} for k in range(3)}}}, f)
    page = report.markdown(sample_results(), "", path)
    section = page.split("## Tournaments")[1].split("\n## ")[0]
    rows = [line for line in section.splitlines() if line.startswith("| ") and "---" not in line][1:]
    assert [r.split(" | ")[:5] for r in rows] == [["| bossa", "hard", "normal", "6", "100 %"],
                                                   ["| cetkaik", "normal", "emm6", "10", "50 %"]]
    assert "no tournament file" in report.tournament_table(str(tmp_path / "none.json"))
