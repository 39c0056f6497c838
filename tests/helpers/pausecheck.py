"""The pause contract's driver (tests/test_pause_contract.py): a game in the headless simulator played by presses
chosen from a seeded policy, one press each time the program waits for a button, with what was on screen and the
moves played recorded at every wait. A second run makes the same presses and opens the pause menu at chosen
decisions: the contract is that every wait then shows the same screen and the same moves follow."""
import hashlib
import os
import random
import sys

from pocket.verbs import CHANCE
from tests.helpers.simtools import sim

# app.wait's ticks are the computer's and the dice's pace; any other caller of app.tick() waits for a button (a
# decision: Match.decide; a menu, a box, the help, a record, a view's own loop such as "A: go on")
PACE_WAITS = ("wait",)
DECIDE = ("human_turn", "decide")  # Match's loop of a person's decision
IDLE_FRAMES = 2  # a wait counts once the program has sat in it this many frame boundaries running
LAZY = True  # draw the screen only at the waits (tests/test_pause_contract.py compares it with drawing
# every frame)
MAX_FRAMES = 3000  # the longest a computer's turn (at the Fast pace) or a replay may take before a wait


def rules_of(game):
    import importlib
    return importlib.import_module("games.%s.rules" % game)


def waiting_in():
    """Called at a frame boundary in the program's thread: the function whose app.tick() this frame ends."""
    f = sys._getframe()
    while f is not None:
        if f.f_code.co_name == "tick" and f.f_code.co_filename.replace("\\", "/").endswith("pocket/app.py"):
            return f.f_back.f_code.co_name if f.f_back is not None else None
        f = f.f_back
    return None


class Driver:
    """One game in a simulator: press(), then settle() runs it to the next wait for a button."""

    def __init__(self, game, seed, players, options=(), skip=0):
        # skip: the computer (Easy) plays every seat for the game's first `skip` moves, chance included
        self.skip = skip
        self.players = players
        if skip:
            players = tuple("cpu:0" for _ in players)
        self._ctx = sim(game=game, seed=seed, players=players, options=options)
        self.s = self._ctx.__enter__()
        self.waiting = None
        self.still = 0
        self.moves = []  # (who, move) of every move played: a seat or CHANCE
        self.match = None
        self.s.hooks.append(self._hook)
        if LAZY:
            # the screen is drawn only when it is looked at (each wait): the program's refreshes mark nothing but
            # displayio's dirty areas, which add up until then (most of the time is drawing, not the game)
            display = self.s.display
            self.draw = display.refresh
            display.refresh = lambda *a, **k: True
        self.s.run(1)
        self.s.match.app.settings.set("pace", 0)  # the Fast pace: the computer's turns in few frames

    def close(self):
        self._ctx.__exit__(None, None, None)

    def _hook(self, s):
        w = waiting_in()
        self.still = self.still + 1 if w == self.waiting else 0
        self.waiting = w
        m = s.match
        if m is not None and m is not self.match:
            self.match = m
            played = m.view_played
            log = self.moves

            def spy(move):
                if move is not None:
                    log.append((m.state.to_move(), move))
                played(move)
            m.view_played = spy
        if self.skip and m is not None and len(self.moves) >= self.skip:
            self.skip = 0  # the people take their seats (from the next decision on), with their names
            for p in range(len(m.human)):
                m.human[p] = self.players[p] == "human"
                if m.human[p]:
                    m.setup.kinds[p] = 0
            m.names = m.setup.names()

    def settle(self):
        """Run until the program waits for a button (or the game is over); returns where it waits."""
        for _ in range(MAX_FRAMES):
            if self.waiting is not None and self.waiting not in PACE_WAITS and self.still >= IDLE_FRAMES:
                return self.waiting
            if self.over():
                return None
            self.s.run(1)
        raise AssertionError("no wait for a button within %d frames (waiting in %r)" % (MAX_FRAMES, self.waiting))

    def over(self):
        st = self.s.state
        return st is None or st.is_over()

    def press(self, button):
        self.s.press(button, hold=1)
        self.s.run(2)  # pressed, then released: the next press is a new one

    def look(self):
        """The screen as it is now (drawn, when drawing waits for a look)."""
        if LAZY:
            self.draw()
        return self.s.display.fb

    def differs(self, fb):
        """The box (x0, y0, x1, y1) of the pixels where the screen differs from the frame buffer fb, or None."""
        now = self.look()
        xs = []
        ys = []
        for k in range(0, len(now), 2):
            if now[k] != fb[k] or now[k + 1] != fb[k + 1]:
                xs.append((k // 2) % 160)
                ys.append((k // 2) // 160)
        return (min(xs), min(ys), max(xs), max(ys)) if xs else None

    def screen(self):
        return hashlib.md5(bytes(self.look())).hexdigest()

    def kind(self):
        """What decision waits: the status strip's phase word, and what came just before it (the game's start, a
        chance outcome, a computer's move, another person's, or the same person's last partial decision)."""
        m = self.s.match
        st = m.state
        words = m.app.status.text.text.split()
        phase = words[-1] if words and words[-1].isalpha() else ""
        if not self.moves:
            after = "start"
        else:
            who = self.moves[-1][0]
            if who == CHANCE:
                after = "chance"
            elif not m.human[who]:
                after = "computer"
            elif who != st.to_move():
                after = "hand-over" if getattr(m.rules, "HIDDEN", False) else "other person"
            else:
                after = "same person"
        return phase, after

    def can_pause(self):
        """A human decides and START opens the pause menu (it is not the game's "done" now)."""
        m = self.s.match
        return self.waiting in DECIDE and not m.view.start_is_move(m.state)


MACROS = (("A",),) * 3 + (("A", "UP", "A"),) * 2 + (("RIGHT",),) * 2 + (("LEFT",), ("UP",), ("DOWN",), ("B",),
                                                                    ("SELECT",))


def policy_press(rng, driver, queue):
    """The reference run's press at a wait: mostly A, the D-pad, sometimes B or SELECT, and "A UP A" (a piece
    picked, then the square ahead: Cetkaik's pawns move so); START when it is the game's "done"; A or B in a
    view's own menu, A in a box or a view's own loop. queue: the rest of a sequence begun."""
    where = driver.waiting
    if where == "ask":
        return rng.choice(("A", "A", "DOWN", "B"))
    if where not in DECIDE:
        return "A"
    if queue:
        return queue.pop(0)
    m = driver.s.match
    if m.view.start_is_move(m.state) and rng.random() < 0.3:
        return "START"
    seq = list(rng.choice(MACROS))
    queue.extend(seq[1:])
    return seq[0]


class Trace:
    """The reference run: at each wait i, where the program waited, its screen, the state's bytes, the moves
    played so far, the kind of decision (human decisions only) and the press made."""

    def __init__(self):
        self.waits = []
        self.screens = []
        self.fbs = []
        self.states = []
        self.moves = []
        self.kinds = []
        self.pausable = []
        self.presses = []
        self.computer_after = []  # whether the computer played between wait i and wait i + 1


def reference(game, seed, players, presses, options=(), skip=0):
    d = Driver(game, seed, players, options, skip)
    rng = random.Random(seed * 7919 + len(players))
    t = Trace()
    queue = []
    try:
        for _ in range(presses):
            where = d.settle()
            if where is None:
                break
            t.waits.append(where)
            t.screens.append(d.screen())
            t.fbs.append(bytes(d.look()))
            t.states.append(d.s.state.encode())
            t.moves.append(len(d.moves))
            t.pausable.append(d.can_pause())
            t.kinds.append(d.kind() if where in DECIDE else None)
            b = policy_press(rng, d, queue)
            t.presses.append(b)
            n = len(d.moves)
            d.press(b)
            d.settle()
            t.computer_after.append(any(who >= 0 and not d.s.match.human[who] for who, _ in d.moves[n:]))
        d.settle()
        t.all_moves = list(d.moves)
    finally:
        d.close()
    return t


def pause_points(trace, extra=2, limit=12):
    """Where the pause menu is opened: the first wait of each kind of decision at which START pauses (those after
    the computer's or another person's move first when there are more than `limit`), and `extra` more chosen by
    the seed (often in the middle of a choice: a piece picked, a die kept)."""
    seen = set()
    points = []
    others = []
    for i, k in enumerate(trace.kinds):
        if k is None or not trace.pausable[i]:
            continue
        k = k + (trace.computer_after[i],)  # a decision the computer's turn follows: START pressed while it plays
        if k in seen:
            others.append(i)
            continue
        seen.add(k)
        points.append(i)
    first = ("computer", "hand-over", "other person")
    points.sort(key=lambda i: (trace.kinds[i][1] not in first and not trace.computer_after[i], i))
    rng = random.Random(len(trace.presses))
    points = points[:limit]
    points.extend(rng.sample(others, min(extra, len(others))))
    return sorted(points)


def check(game, seed, players, trace, points, items, once=(), options=(), skip=0, after=6):
    """Replay trace's presses, taking each of the pause menu's `items` (functions of the driver) in turn at each
    of `points` (and the `once` items at the first two), and `after` presses more; every wait must show what the
    reference run showed, with the same state and the same moves, and each item must come back to the screen it
    left. Returns the failures (text), empty when the contract holds."""
    d = Driver(game, seed, players, options, skip)
    problems = []
    last = min(len(trace.presses), max(points) + after + 1) if points else 0
    asked = None  # the wait at which START was pressed while the computer played
    try:
        for i in range(last):
            where = d.settle()
            label = "wait %d (%s)" % (i, trace.kinds[i] or trace.waits[i])
            if asked is not None and trace.waits[i] in DECIDE:
                # the next decision: the pause menu opens first; Resume, and it is the decision it would have been
                if where != "ask":
                    problems.append("wait %d: START during the computer's turn: no pause menu at the next decision "
                                    "(waits in %s)" % (asked, where))
                    return problems
                asked = None
                tap(d, "A")
                where = d.settle()
            same = d.screen() == trace.screens[i]
            if where != trace.waits[i] or not same or d.s.state.encode() != trace.states[i]:
                problems.append("%s: waits in %s, screen %s, state %s, moves %s (pauses taken before it)" % (
                    label, where, "same" if same else "differs",
                    "same" if d.s.state.encode() == trace.states[i] else "differs",
                    "same" if d.moves == trace.all_moves[:len(d.moves)] else "differ"))
                return problems
            if i in points:
                for item in (tuple(items) + tuple(once) if i in points[:2] else items):
                    taken = item(d)
                    where = d.settle()
                    while where is not None and where not in DECIDE:  # a view's own loop in the replay (A hurries it)
                        d.press("A")
                        where = d.settle()
                    if where not in DECIDE or d.screen() != trace.screens[i]:
                        problems.append("%s: after the pause menu's %s: waits in %s, screen differs in %s" % (
                            label, taken, where, d.differs(trace.fbs[i])))
                        shots = os.environ.get("PAUSE_SHOTS")  # a folder: the screens with and without, to look at
                        if shots:
                            name = os.path.join(shots, "%s-%d-%s" % (game, i, item.__name__))
                            d.s.screenshot(name + ".png", 2)
                            d.s.display.fb[:] = trace.fbs[i]
                            d.s.screenshot(name + "-without.png", 2)
                        return problems
            d.press(trace.presses[i])
            if i in points and trace.computer_after[i]:
                # START while the computer plays (its thinking, its pace, a view's own loop): the pause menu
                # opens at the next decision (above)
                d.s.press("START", hold=1)
                d.s.run(2)
                asked = i
        if last == len(trace.presses) and asked is None:
            d.settle()
            if d.moves != trace.all_moves:
                problems.append("the moves played differ from the run without the pause")
    finally:
        d.close()
    return problems


# ---- the pause menu's items that return to the game (pocket.pause: Resume, How to play, Hints, Save and quit,
# Restart, the view's pause_items, Last CPU turn last)
def tap(d, *buttons):
    for b in buttons:
        d.settle()
        d.press(b)


def resume(d):
    tap(d, "START", "A")
    return "Resume"


def restart_no(d):
    tap(d, "START", "DOWN", "DOWN", "DOWN", "DOWN", "A", "A", "A")  # Restart? No; Resume
    return "Restart then No"


def how_to_play(d):
    tap(d, "START", "DOWN", "A", "RIGHT", "B", "A")  # a page turned, back, Resume
    return "How to play"


def hints_off_on(d):
    tap(d, "START", "DOWN", "DOWN", "RIGHT", "A")
    d.settle()  # played a frame with the hints switched
    tap(d, "START", "DOWN", "DOWN", "RIGHT", "A")
    return "Hints off, then on"


def last_cpu_turn(d):
    if d.s.match.last_turn is None:
        return resume(d)
    tap(d, "START", "UP", "A")  # the last row
    return "Last CPU turn"


def view_items(d):
    """Each of the view's own pause items (Cetkaik's Game record): opened, closed with B, then Resume."""
    extra = getattr(d.s.match.view, "pause_items", ())
    for k in range(len(extra)):
        tap(d, "START", *(["DOWN"] * (5 + k) + ["A", "B", "A"]))
    return "the view's own items %r" % (tuple(extra),)


# at every point; and (their effect on the game is the same as Resume's, and they cost more frames) at two
ITEMS = (resume, hints_off_on, last_cpu_turn, view_items)
ONCE = (restart_no, how_to_play)
