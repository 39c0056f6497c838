# The device twin's harness, run by CircuitPython's 32-bit core (cpy32-display) in front of the deployed files.
# It owns the virtual clock, the press script, the button-mashing player and the heap/pystack figures; the
# hardware stand-ins beside it call into it. State that must survive supervisor.reload() (a new process, as the
# device's fresh heap) goes to a small text file the host reads back. Desktop only: never copied to a drive.
import gc
import sys

import micropython

from _conditions import holds

EXIT_RELOAD = 42
EXIT_FAILED = 3
KEYS = ("B", "A", "START", "SELECT", "RIGHT", "DOWN", "UP", "LEFT")
MASH = (("A", 35), ("RIGHT", 15), ("LEFT", 15), ("UP", 12), ("DOWN", 12), ("SELECT", 2), ("B", 4))
MASH_TOTAL = 95
PROBE_EVERY = 16  # frames between searches for the largest free block (each costs a few collections)
SAMPLE_READS = 32  # clock reads between heap samples while the program computes between frames
DIALOG_FRAMES = 900  # frames a dialog may stay open while the masher plays before the scenario fails

S = {}  # the persistent state (str -> int/str), see load()/save()
keys = [None]  # the live ShiftRegisterKeys (keypad stand-in)
script = []
held = {}  # key name -> frames left until its release
figures = {"peak": 0, "low_block": 1 << 30, "pystack": 0, "frames": 0, "presses": 0, "games": 0, "splits": 0}
base = [0]
reads = [0]
pins = [None]  # the split probe's pins (a chain of 1-tuples), see split_heap()


def load(path):
    S["path"] = path
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if "=" in line:
                k, v = line.split("=", 1)
                S[k] = int(v) if v.lstrip("-").isdigit() else v
    with open(S["script"]) as f:
        for line in f:
            line = line.split("#")[0].strip()
            if line:
                script.append(line.split())


def save():
    with open(S["path"], "w") as f:
        for k in S:
            if k != "path":
                f.write("%s=%s\n" % (k, S[k]))


def report():
    """Figures of this process (heap in use above the harness's own, after a collection). Written piece by piece:
    the program may have left almost no heap (it is still live when a reload ends the process)."""
    gc.collect()
    with open(S["report"], "a") as f:
        f.write("program=%s peak=%d low_block=%d pystack=%d frames=%d presses=%d base=%d games=%d splits=%d "
                "ms=%d\n" % (S.get("program", "?"), figures["peak"], figures["low_block"], figures["pystack"],
                             figures["frames"], figures["presses"], base[0], figures["games"], figures["splits"],
                             S["ms"]))
        f.write("modules=")
        for name in sys.modules:
            f.write(name)
            f.write(",")
        f.write("\n")


def count_saves():
    """Drive files the program's saves wrote in this process (its Store counts them), added to the scenario's."""
    a = sys.modules.get("pocket.app")
    app = getattr(a, "current", None) if a is not None else None
    store = getattr(getattr(app, "settings", None), "store", None)
    files = getattr(store, "files", 0)
    if files:
        S["drive_files"] = S.get("drive_files", 0) + files
        store.files = 0


def finish(code, why=""):
    count_saves()
    usb_connected()  # what the host has asked by now
    S["why"] = why
    S["exit"] = code
    save()
    report()
    raise SystemExit(code)


# --- the USB cable -------------------------------------------------------------------------------------------------
ENUMERATE_MS = 300  # a host configures the handheld this long after USB starts (sim.device.ENUMERATE_MS)


def usb_connected():
    """supervisor.runtime.usb_connected, as CircuitPython 10.2.1 runs it (sim.device.Usb says it in full): USB
    starts after boot.py (S["usb_at"]: when the host enumerates; absent: not yet, or no host: S["usb"] "none");
    a "computer" then asks whether it may write the drive and, told yes, holds it (S["locked"]: remount refused);
    a "quiet" host never asks. S["host_writable"]: what the computer was last told (1 writable, 0 read-only)."""
    at = S.get("usb_at", -1)
    if at < 0 or S["ms"] < at:
        return False
    if S.get("usb") == "computer" and not S.get("asked", 0):
        S["asked"] = 1
        w = S.get("usb_writable", 1)
        S["host_writable"] = w
        if w:
            S["locked"] = 1
    return True


def start_usb():
    """supervisor_workflow_start(), after boot.py: the host (if any) enumerates a moment later."""
    if S.get("usb", "computer") != "none":
        S["usb_at"] = S["ms"] + ENUMERATE_MS


# --- clock --------------------------------------------------------------------------------------------------------
def now_ms():
    return S["ms"]


def creep():
    """Reads of the clock between frames: time creeps 1 ms per 20 reads (the program works), and the heap is sampled."""
    r = reads[0] + 1
    reads[0] = r
    if r % 20 == 0:
        S["ms"] += 1
    if r % SAMPLE_READS == 0:
        sample(False)


def sleep_ms(ms):
    """A frame boundary: advance the clock, run the script, sample."""
    S["ms"] += ms
    figures["frames"] += 1
    watch()
    release_held()
    step()
    sample(figures["frames"] % PROBE_EVERY == 0)


# --- figures ------------------------------------------------------------------------------------------------------
def sample(probe):
    p = micropython.pystack_use()
    if p > figures["pystack"]:
        figures["pystack"] = p
    gc.collect()
    used = gc.mem_alloc() - base[0]
    if used > figures["peak"]:
        figures["peak"] = used
    if probe:
        b = largest_block()
        if b < figures["low_block"]:
            figures["low_block"] = b
        split = S.get("split", 0)
        if split and b >= split and (S.get("split_from") == "start" or match() is not None):
            split_heap(split)


def largest_block():
    lo, hi = 0, gc.mem_free()
    while lo + 16 < hi:
        mid = (lo + hi) // 2
        try:
            x = bytearray(mid)
            x = None
            lo = mid
        except MemoryError:
            hi = mid
    gc.collect()
    return lo


def split_heap(limit):
    """The split probe: leave no free block of `limit` bytes or more, so the program's next allocation of that size
    fails with MemoryError (after its collection, as on a fragmented device heap). The free heap is filled with
    one-block objects with the collector held off; every (limit/16 - 1)th is kept as a pin, the rest are dropped,
    so what the collection frees is runs shorter than `limit`. The previous pins are dropped first (they would pile
    up), so the pins cost about 16 bytes per `limit` of free heap. Each block is 16 bytes on the 32-bit core."""
    pins[0] = None
    gc.collect()
    every = limit // 16 - 1
    chain = None
    i = 0
    gc.disable()
    try:
        while True:
            x = (i,)  # a 1-tuple: 12 bytes, one block
            if i % every == 0:
                chain = (chain,)
            i += 1
    except MemoryError:
        pass
    x = None
    gc.enable()
    pins[0] = chain
    chain = None
    gc.collect()
    figures["splits"] += 1
    S["split_done"] = 1


# --- what the runtime hides -----------------------------------------------------------------------------------------
def watch():
    """The runtime survives a MemoryError: inside an AI search the match plays a random move instead ("low memory"),
    elsewhere play.py shows "Out of memory" and goes back to the menu. The player sees a weaker AI or a lost game,
    so the twin counts both: it wraps the live match's ai.choose and the live app's message() once each."""
    m = match()
    if m is not None:
        ai = m.ai
        if ai is not None and getattr(ai, "choose", None) is not None and not hasattr(ai, "_twin_choose"):
            ai._twin_choose = ai.choose
            ai.choose = choose_watched
    a = sys.modules.get("pocket.app")
    cls = getattr(a, "App", None) if a is not None else None
    if cls is not None and not hasattr(cls, "_twin_message"):
        cls._twin_message = cls.message
        cls.message = message_watched


def choose_watched(state, level, rng, poll):
    ai = match().ai
    try:
        return ai._twin_choose(state, level, rng, poll)
    except MemoryError:
        S["ai_oom"] = S.get("ai_oom", 0) + 1
        if S.get("split_done"):
            S["ai_oom_split"] = 1
        raise


def message_watched(app, text, title="", hint="A: OK"):
    S["message"] = text.replace("\n", " ")[:80]
    if "memory" in text:  # "Out of memory ...", "Not enough memory for ...": the scenario has failed
        finish(EXIT_FAILED, "on screen: " + S["message"])
    return app._twin_message(text, title, hint)


def on_screen():
    """What the player sees when a script line is not reached: an open dialog, the footer's line."""
    a = sys.modules.get("pocket.app")
    app = getattr(a, "current", None) if a is not None else None
    if app is None:
        return ""
    out = ""
    if len(app.overlay) > 0:
        out += "; a dialog is open"
        if S.get("message"):
            out += " (the last message: %s)" % S["message"]
    footer = getattr(getattr(app, "footer_text", None), "text", "")
    if footer:
        out += "; footer: " + footer
    return out


# --- buttons ------------------------------------------------------------------------------------------------------
def put(name, pressed):
    k = keys[0]
    if k is not None:
        k.events._put(KEYS.index(name), pressed)


def tap(name, hold=1):
    put(name, True)
    held[name] = hold
    figures["presses"] += 1


def release_held():
    for name in list(held):
        n = held[name] - 1
        if n <= 0:
            del held[name]
            put(name, False)
        else:
            held[name] = n


def rand(n):
    """A small seeded generator (xorshift32), kept in the state so a reload continues the same stream."""
    x = S.get("rng", 2463534242)
    x ^= (x << 13) & 0xFFFFFFFF
    x ^= x >> 17
    x ^= (x << 5) & 0xFFFFFFFF
    S["rng"] = x
    return x % n


# --- what the program shows -----------------------------------------------------------------------------------------
def match():
    m = sys.modules.get("pocket.match")
    return getattr(m, "current", None) if m is not None else None


def condition(words):
    """True when the program is where the words say (_conditions.py; "frames": the wait is over)."""
    if words[0] == "frames":
        return S.get("wait", 0) <= 0
    a = sys.modules.get("pocket.app")
    return holds(words, match(), getattr(a, "current", None) if a is not None else None, S.get("program"))


def mash_press():
    """One press of a player who knows nothing of the game: mostly A and the D-pad; START only where it means done."""
    m = match()
    view = getattr(m, "view", None)
    if view is None:  # a message before the game's screen exists (play.py's "Out of memory"): answer it
        tap("A")
        return
    st = m.state
    if view.start_is_move(st) and rand(10) == 0:
        tap("START")
        return
    r = rand(MASH_TOTAL)
    for name, w in MASH:
        if r < w:
            tap(name)
            return
        r -= w


def step():
    """Run the press script at a frame boundary. Lines (sim/twin/scenarios.py): press K [N], hold K N, wait N,
    until COND... [max N], mash until COND... [max N], expect COND..., again LINE until MINUTES, end."""
    while True:
        i = S["line"]
        if i >= len(script):
            finish(0, "script done")
        w = script[i]
        op = w[0]
        if op == "press":
            if held:
                return  # wait for the previous press to be released
            n = int(w[2]) if len(w) > 2 else 1
            done = S.get("count", 0)
            if done >= n:
                S["count"] = 0
                S["line"] = i + 1
                continue
            if S.get("gap", 0) > 0:
                S["gap"] -= 1
                return
            tap(w[1])
            S["count"] = done + 1
            S["gap"] = 2
            return
        if op == "hold":
            tap(w[1], int(w[2]))
            S["line"] = i + 1
            return
        if op == "wait":
            n = S.get("count", 0)
            if n >= int(w[1]):
                S["count"] = 0
                S["line"] = i + 1
                continue
            S["count"] = n + 1
            return
        if op in ("until", "mash"):
            cond, limit = split_limit(w[1:] if op == "until" else w[2:])
            if condition(cond):
                S["count"] = 0
                S["line"] = i + 1
                if op == "mash" and cond[0] == "results":
                    figures["games"] += 1
                continue
            n = S.get("count", 0) + 1
            S["count"] = n
            if n > limit:
                finish(EXIT_FAILED, "line %d (%s): not reached in %d frames%s" % (i + 1, " ".join(w), limit,
                                                                                   on_screen()))
            if op == "mash" and not held and n % S.get("pace", 3) == 0 and condition(("human",)):
                mash_press()
            if op == "mash":
                # a dialog nobody will dismiss (the CPU's turn, or shown before the first frame): fail now, saying so
                stuck = S.get("dialog", 0) + 1 if condition(("modal",)) else 0
                S["dialog"] = stuck
                if stuck > DIALOG_FRAMES:
                    finish(EXIT_FAILED, "line %d (%s): stuck %d frames%s" % (i + 1, " ".join(w), stuck, on_screen()))
            return
        if op == "pace":  # pace N: the masher presses every N frames (default 3)
            S["pace"] = int(w[1])
            S["line"] = i + 1
            continue
        if op == "expect":
            if not condition(w[1:]):
                finish(EXIT_FAILED, "line %d: expected %s" % (i + 1, " ".join(w[1:])))
            S["line"] = i + 1
            continue
        if op == "again":  # again LINE until MINUTES: back to script line LINE (1-based) until the clock says so
            if S["ms"] < int(w[3]) * 60000:
                S["line"] = int(w[1]) - 1
                continue
            S["line"] = i + 1
            continue
        if op == "end":
            finish(0, "script done")
        finish(EXIT_FAILED, "line %d: unknown command %s" % (i + 1, op))


def split_limit(words):
    if len(words) >= 2 and words[-2] == "max":
        return words[:-2], int(words[-1])
    return words, 20000


# --- running a program file -----------------------------------------------------------------------------------------
STAND_INS = ("board", "keypad", "supervisor", "storage", "microcontroller", "digitalio", "neopixel_write",
             "adafruit_pixelbuf", "audioio", "audiocore")


class _Os:
    pass


def _urandom(n):
    return bytes(rand(256) for _ in range(n))


def seeded_os():
    """`os` as the program imports it, but for urandom: drawn from the scenario's seeded stream, so a new game's seed
    (pocket.launcher.new_seed) and with it every run of a scenario are the same (the core's urandom made each run a
    different game: a memory failure could not be replayed). `python -m sim.twin --seed N` plays other games."""
    import os
    proxy = _Os()
    for k in dir(os):
        if not k.startswith("__"):
            setattr(proxy, k, getattr(os, k))
    proxy.urandom = _urandom
    sys.modules["os"] = proxy


def run(state_path):
    load(state_path)   # (the caller has put twin_time in sys.modules as `time`: it imports this module)
    for name in STAND_INS:  # imported before the baseline, so their code is the harness's cost, not the program's
        __import__(name)
    seeded_os()
    gc.collect()
    base[0] = gc.mem_alloc()
    name = S["program"]
    with open(name) as f:
        src = f.read()
    code = compile(src, name, "exec")
    src = None
    try:
        exec(code, {"__name__": "__main__", "__file__": name})
    except SystemExit:
        raise
    except BaseException as exc:  # a crash: the figures so far to the report, the traceback to stderr
        S["why"] = "%s: %s" % (type(exc).__name__, exc)
        save()
        report()
        raise
    # the program returned: the device would now wait at the REPL prompt
    if name == "boot.py":
        S["program"] = "code.py"
        start_usb()
        finish(EXIT_RELOAD, "boot.py done")
    finish(EXIT_FAILED, "%s returned (the device would stop at the REPL)" % name)
