"""Engine + AI alone on CircuitPython 10.2.1's 32-bit core (sim/cpy32.py): the device's compiler, object sizes,
collector and pystack. Run from a deployed drive (the .mpy files the device loads) or from the source tree.

- run(): SCRIPT in one heap: N seeded self-play games at one AI level (both seats); prints the heap taken by
  importing the modules, and either (sample=True) the peak heap in use after a collection, sampled at every 8th
  poll() call (inside the AI's search) and before every move, with the pystack high-water mark; or (times=True)
  every decision's CPU time and the longest CPU time between two poll() calls. After `decisions` AI decisions a
  game goes on with random moves, so a short (quick) run still walks the engine through a whole game.
  Level None: the engine alone (every move random: a hot-seat game's engine).
- measure(): both runs for one game and level.
- smallest_heap(): binary search, in 4 KB steps, of the smallest heap that fits (tests/test_heap_64k.py's question
  asked the other way round).

Times: CPU time, not wall time (the machine is shared): Linux's /proc/thread-self/schedstat gives the time the
thread waited for a CPU (updated when it gets one, so exact while it runs); wall time (ticks_us) less that wait is
the CPU time, to the microsecond (a reading taken across a switch is taken again). What the kernel cannot see
(the virtual machine's CPU taken by its host) still counts, so the timed run is made twice and each decision's
least time kept (min_times). Each reading costs a few microseconds; the script measures that cost and takes it
off every figure. Where /proc is missing the times are wall times and say so (clock "wall").
sim/bench/pystone.py turns them into device seconds.
"""
from sim import cpy32
from sim.bench import catalog

STEP_KB = 4
SAMPLE_HEAP_KB = 256  # the sampling run's heap: roomy, so the peak is the program's, not the cap's
# Decisions are timed in the first of these heaps where the games complete, collections as on the device: the
# engine's share of a device heap is about 64 KB (tests/test_heap_64k.py holds it there).
TIME_HEAPS_KB = (64, 96, 128, 256)
SAMPLE_EVERY = 8  # poll() calls between heap samples in the sampling run

CLOCK = """
import time
try:
    _sf = open('/proc/thread-self/schedstat', 'rb')
except OSError:
    _sf = None
_sb = bytearray(96)


def _waited():
    # microseconds this thread has waited for a CPU (second field, in ns)
    if _sf is None:
        return 0
    _sf.seek(0)
    _sf.readinto(_sb)
    i = 0
    while _sb[i] != 32:
        i += 1
    i += 1
    j = i
    while _sb[j] > 32:
        j += 1
    v = 0
    for k in range(i, j - 3):
        v = v * 10 + _sb[k] - 48
    return v


_t0 = time.ticks_us()
_w0 = _waited()


def cpu_us():
    # a switch between reading the wait and the wall clock would count that wait twice: read again
    while True:
        w = _waited()
        t = time.ticks_us()
        if _waited() == w:
            return time.ticks_diff(t, _t0) - (w - _w0)


_c = cpu_us()
for _i in range(200):
    cpu_us()
READ_US = (cpu_us() - _c) / 201
print('CLOCK', 'cpu' if _sf is not None else 'wall', READ_US)
"""

SCRIPT = """
import gc
import micropython
gc.collect()
_base = gc.mem_alloc()
%(clock)s
from pocket.rng import Rng
rules = __import__(%(rules)r, None, None, ['x'])
ai = __import__(%(ai)r, None, None, ['x']) if %(ai)r else None
gc.collect()
print('IMPORTED', gc.mem_alloc() - _base)
LEVEL = %(level)d
TIMES = %(times)d
SAMPLE = %(sample)d
_f = [0, 0, 0, 0, 0]  # peak, pystack, polls, last poll (cpu us), longest gap


def sample():
    p = micropython.pystack_use()
    if p > _f[1]:
        _f[1] = p
    gc.collect()
    a = gc.mem_alloc() - _base
    if a > _f[0]:
        _f[0] = a


def poll():
    n = _f[2] + 1
    _f[2] = n
    if TIMES:
        t = cpu_us()
        g = t - _f[3]
        if g > _f[4]:
            _f[4] = g
        _f[3] = t
    elif SAMPLE and n %% %(every)d == 0:
        sample()
    return True


for g in range(%(games)d):
    seed = %(seed)d + g
    rng = Rng(seed)
    s = rules.new_game(seed=seed, players=2)
    n = 0
    d = 0
    while not s.is_over() and n < %(max_moves)d:
        if SAMPLE:
            sample()
        p = s.to_move()
        if p == -1:
            m = rng.weighted(s.chance_outcomes())
        elif d < %(decisions)d:
            if TIMES:
                _f[2] = 0
                _f[4] = 0
                t0 = cpu_us()
                _f[3] = t0
                m = ai.choose(s, LEVEL, rng, poll)
                t1 = cpu_us()
                g1 = t1 - _f[3]
                k = _f[2]
                # every clock read inside the decision is taken off its time; one read off each gap
                print('T', int(t1 - t0 - k * READ_US), int(max(g1, _f[4]) - READ_US), k)
            else:
                m = ai.choose(s, LEVEL, rng, poll)
            d += 1
        else:
            m = rng.choice(s.legal_moves())
        s.apply(m)
        n += 1
    print('GAME', g, n, d, int(s.is_over() or n >= %(max_moves)d))
if SAMPLE:
    sample()
    print('PEAK', _f[0], _f[1])
gc.collect()
print('DONE', gc.mem_alloc())
"""


def script(game_id, level, games=1, seed=1, decisions=100000, times=False, sample=False, max_moves=20000):
    """level None: the engine alone (every move random)."""
    rules_name, ai_name = catalog.module_names(game_id)
    if level is None:
        ai_name, level, decisions = "", 0, 0
    return SCRIPT % {"rules": rules_name, "ai": ai_name, "level": level, "games": games, "seed": seed,
                     "decisions": decisions, "times": int(times), "sample": int(sample), "every": SAMPLE_EVERY,
                     "max_moves": max_moves, "clock": CLOCK if times else ""}


class Run:
    """The outcome of one run on the core."""

    def __init__(self, result, heap_kb):
        self.heap_kb = heap_kb
        self.ok = False
        self.imported = None
        self.peak = None
        self.pystack = None
        self.clock = None
        self.read_us = None
        self.times_us = []
        self.poll_gaps_us = []
        self.polls = []
        self.games = []  # (moves, decisions, over)
        self.error = ""
        for line in result.stdout.splitlines():
            parts = line.split()
            if not parts:
                continue
            if parts[0] == "T" and len(parts) == 4:
                self.times_us.append(max(0, int(parts[1])))
                self.poll_gaps_us.append(max(0, int(parts[2])))
                self.polls.append(int(parts[3]))
            elif parts[0] == "GAME":
                self.games.append((int(parts[2]), int(parts[3]), parts[4] == "1"))
            elif parts[0] == "PEAK":
                self.peak, self.pystack = int(parts[1]), int(parts[2])
            elif parts[0] == "CLOCK":
                self.clock, self.read_us = parts[1], float(parts[2])
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


def core_runner(root=cpy32.REPO, pystack=cpy32.DEFAULT_PYSTACK):
    """A runner on cpy32 with the drive (or repo) at `root` first on sys.path, as the device's '' and /lib."""
    def runner(code, heap_kb, timeout):
        return cpy32.run_result(code, heap_kb=heap_kb, timeout=timeout, pystack=pystack, cwd=root)
    return runner


def run(game_id, level, heap_kb, timeout=900.0, runner=None, **kw):
    runner = runner or core_runner()
    return Run(runner(script(game_id, level, **kw), heap_kb, timeout), heap_kb)


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
    """The run whose decisions are timed: the first heap of TIME_HEAPS_KB where the games complete."""
    r = None
    for kb in TIME_HEAPS_KB:
        r = run(game_id, level, kb, runner=runner, times=True, **kw)
        if r.ok:
            break
    return r


def min_times(runs):
    """Decision by decision, the least of several timed runs of the same seeded games (the same decisions: the
    budgets are counts), so a stall no run can see from inside (the virtual machine's CPU taken by its host) does
    not count. ([times], [gaps]) of the first run when the runs differ."""
    first = runs[0]
    same = [r for r in runs if r.ok and len(r.times_us) == len(first.times_us) and r.polls == first.polls]
    if len(same) < 2:
        return first.times_us, first.poll_gaps_us
    return ([min(x) for x in zip(*[r.times_us for r in same])],
            [min(x) for x in zip(*[r.poll_gaps_us for r in same])])


def measure(game_id, level, games=1, decisions=100000, seed=1, runner=None, log=None, max_moves=20000,
            times=True, time_runs=2):
    """The sampling run (peak heap, pystack), then the timed run (time_runs times: min_times), for one game and
    level (None: engine alone, no timing). Returns a dict: bytes, and times in CPU microseconds of the core."""
    kw = dict(games=games, decisions=decisions, seed=seed, max_moves=max_moves)
    s = run(game_id, level, SAMPLE_HEAP_KB, runner=runner, sample=True, **kw)
    out = {"level": level, "games": games, "decisions_per_game": decisions, "seed": seed, "sample_ok": s.ok,
           "sample_error": s.error, "imported_bytes": s.imported, "peak_bytes": s.peak, "pystack": s.pystack,
           "game_lengths": [g[0] for g in s.games]}
    if log:
        log("  %s level %s: engine+AI peak %s bytes, pystack %s (%s)" % (
            game_id, level, s.peak, s.pystack, "ok" if s.ok else s.error))
    if not times or level is None or not s.ok:
        return out
    t = timed_run(game_id, level, runner=runner, **kw)
    runs = [t] + [run(game_id, level, t.heap_kb, runner=runner, times=True, **kw) for _ in range(time_runs - 1)
                  if t.ok]
    us, gaps = min_times(runs)
    out.update({"time_heap_kb": t.heap_kb, "timed_ok": t.ok, "timed_error": t.error, "clock": t.clock,
                "clock_read_us": t.read_us, "times_us": us, "poll_gaps_us": gaps, "polls": t.polls,
                "time_runs": len(runs)})
    if log:
        log("  %s level %s: %d decisions timed (%s clock) in a %d KB heap (%s)" % (
            game_id, level, len(t.times_us), t.clock, t.heap_kb, "ok" if t.ok else t.error))
    return out
