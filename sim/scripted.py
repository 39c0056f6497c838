"""The device twin's press scripts (sim/twin/scenarios.py) played in the headless simulator on CPython, as a Sim
hook: the same lines (press, hold, wait, until, mash until, expect, end) and conditions as the twin's harness
(sim/twin/device/_twin.py), so a test can walk the screens a scenario reaches without the 32-bit core, e.g. to
check every text on them (sim.textcheck)."""
import importlib.util
import os
import sys

# the conditions are the twin harness's own (a file of sim/twin/device, which is not a package: it runs on the core)
_spec = importlib.util.spec_from_file_location(
    "_twin_conditions", os.path.join(os.path.dirname(__file__), "twin", "device", "_conditions.py"))
_conditions = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_conditions)

KEYS = ("B", "A", "START", "SELECT", "RIGHT", "DOWN", "UP", "LEFT")
MASH = (("A", 35), ("RIGHT", 15), ("LEFT", 15), ("UP", 12), ("DOWN", 12), ("SELECT", 2), ("B", 4))


class ScriptFailed(Exception):
    pass


class Script:
    def __init__(self, text, seed=2463534242):
        self.lines = [l.split() for l in text.splitlines() if l.strip()]
        self.line = 0
        self.count = 0
        self.gap = 0
        self.held = {}
        self.rng = seed
        self.done = False
        self.failed = None

    # --- what the program shows ---------------------------------------------------------------------------------
    @staticmethod
    def app():
        a = sys.modules.get("pocket.app")
        return getattr(a, "current", None) if a is not None else None

    def condition(self, sim, words):
        m = sim.match
        if m is not None and getattr(m.app, "root", None) is not getattr(self.app(), "root", 0):
            m = None  # a Match left over from before a reload
        return _conditions.holds(words, m, self.app(), "play.py" if m is not None else "code.py")

    # --- buttons ------------------------------------------------------------------------------------------------
    def tap(self, sim, name, hold=1):
        sim.device.key(name, True)
        self.held[name] = hold

    def release_held(self, sim):
        for name in list(self.held):
            n = self.held[name] - 1
            if n <= 0:
                del self.held[name]
                sim.device.key(name, False)
            else:
                self.held[name] = n

    def rand(self, n):
        x = self.rng
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.rng = x
        return x % n

    def mash(self, sim):
        m = sim.match
        if m.view.start_is_move(m.state) and self.rand(10) == 0:
            self.tap(sim, "START")
            return
        r = self.rand(sum(w for _, w in MASH))
        for name, w in MASH:
            if r < w:
                self.tap(sim, name)
                return
            r -= w

    # --- the hook -----------------------------------------------------------------------------------------------
    def __call__(self, sim):
        if self.done:
            return
        self.release_held(sim)
        try:
            self.step(sim)
        except ScriptFailed as exc:
            self.failed = str(exc)
            self.done = True

    def step(self, sim):
        while True:
            if self.line >= len(self.lines):
                self.done = True
                return
            w = self.lines[self.line]
            op = w[0]
            if op == "press":
                if self.held:
                    return
                n = int(w[2]) if len(w) > 2 else 1
                if self.count >= n:
                    self.count = 0
                    self.line += 1
                    continue
                if self.gap > 0:
                    self.gap -= 1
                    return
                self.tap(sim, w[1])
                self.count += 1
                self.gap = 2
                return
            if op == "hold":
                self.tap(sim, w[1], int(w[2]))
                self.line += 1
                return
            if op == "wait":
                if self.count >= int(w[1]):
                    self.count = 0
                    self.line += 1
                    continue
                self.count += 1
                return
            if op in ("until", "mash"):
                words = w[1:] if op == "until" else w[2:]
                limit = 20000
                if len(words) >= 2 and words[-2] == "max":
                    words, limit = words[:-2], int(words[-1])
                if self.condition(sim, words):
                    self.count = 0
                    self.line += 1
                    continue
                self.count += 1
                if self.count > limit:
                    raise ScriptFailed("line %d (%s): not reached in %d frames" % (self.line + 1, " ".join(w), limit))
                if op == "mash" and not self.held and self.count % 3 == 0 and self.condition(sim, ("human",)):
                    self.mash(sim)
                return
            if op == "expect":
                if not self.condition(sim, w[1:]):
                    raise ScriptFailed("line %d: expected %s" % (self.line + 1, " ".join(w[1:])))
                self.line += 1
                continue
            if op == "end":
                self.done = True
                return
            raise ScriptFailed("line %d: unknown command %s" % (self.line + 1, op))


def play(sim, text, max_frames=200000, chunk=200, partial=False):
    """Run the script to its end (or max_frames); raises ScriptFailed with the line that failed. partial: stopping
    at max_frames is no failure (the first part of a long scenario)."""
    s = Script(text)
    sim.hooks.append(s)
    start = sim.frame_no
    while not s.done and sim.frame_no - start < max_frames:
        sim.run(chunk)
    if s.failed:
        raise ScriptFailed(s.failed)
    if not s.done and not partial:
        raise ScriptFailed("not finished in %d frames" % max_frames)
    return sim.frame_no - start
