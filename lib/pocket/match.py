# The game runner: one match of one game, whatever the game. It owns the turn loop (chance, computer, human),
# the pause menu, hot-seat hand-over, autosave at turn boundaries, undo within a turn, and the results screen.
# The game supplies rules (docs/ENGINE.md), ai and a View (docs/SCREENS.md).
import gc

from pocket import buttons as bt
from pocket import clock
from pocket.rng import Rng
from pocket.setup import HUMAN, level_of
from pocket.modules import forget, run
from pocket.verbs import CHANCE, MENU, REMATCH, UNDO
# consts from lib/pocket/fields.py (python -m sim.consts writes this block: change the numbers there)
from micropython import const
_T_SCORES = const(1)
_T_MOVES = const(2)
_T_COUNT = const(3)
_T_SEAT = const(4)
_T_SAID = const(5)
# end of consts

PACE = (250, 800, 1400)  # ms a computer move stays announced, by the "CPU moves" setting (Normal: issue 37's 0.8 s)
# ms between saves at turn boundaries: on the drive (a save erases its unit's 4 KB sector, the two copies in turn:
# at most 6 erases an hour of a sector), and in nvm alone (each nvm save is an erase of its one flash block: 12 an
# hour at most). A power cut loses at most the moves made since the last save (docs/RUNTIME.md, BENCHMARKS.md).
SAVE_EVERY = 300000
REPLAY_MAX = 32  # moves of the last computer turn kept for "Last CPU turn" (a longer turn keeps its last 32)

current = None  # the live Match, for the simulator's tests and fuzzers


def _no():
    return False


class Match:
    def __init__(self, app, setup, store, state=None, rng_state=None, hints=True, view_bytes=None):
        global current
        current = self
        self.app = app
        self.setup = setup
        self.store = store
        self.entry = setup.entry()[1]
        self.slot = setup.game_id  # its saves are kept by id (pocket.saves)
        self.rules = __import__("games.%s.rules" % setup.game_id, None, None, ["new_game"])
        self.options = setup.option_kwargs()
        players = len(setup.kinds)
        if state is None:
            state = self.rules.new_game(seed=setup.seed, players=players, **self.options)
        if state.players != players:
            raise ValueError("save does not match its setup")
        self.state = state
        self.rng = Rng(setup.seed ^ 0x5EED)
        if rng_state:
            self.rng.setstate(rng_state)
        self.names = setup.names()
        self.human = [k == HUMAN for k in setup.kinds]
        self.hints = hints
        self.hidden = getattr(self.rules, "HIDDEN", False)
        self.ai = None
        view_mod = __import__("games.%s.view" % setup.game_id, None, None, ["View"])
        # a view that does not keep the AI (keep_ai False) has it loaded at each computer decision only: its code
        # is then never under the view's objects, where the hole it leaves would split the heap
        if not all(self.human) and getattr(view_mod.View, "keep_ai", True):
            self.ai = __import__("games.%s.ai" % setup.game_id, None, None, ["choose"])
        self.view = view_mod.View(app, self)
        if view_bytes is not None:
            self.view.load_bytes(view_bytes)  # ValueError when they are not what save_bytes() wrote
        self.undo = []  # copies of the state before each partial decision of the current human turn
        self.last_decider = None
        self.viewer = None  # the human whose private view is on screen (hot seat with hidden information)
        # the computer's turn being played, or the last one (pause menu "Last CPU turn"): a list of the T_ fields
        # of pocket/fields.py. One buffer, made at the computer's first move (no list grows during play, hot seat makes none): a
        # new recording (the next chance or computer step, once the human has acted) replaces the last turn. See
        # record() and end_turn().
        self.turn = None
        self.last_turn = None
        self.buf = None
        # the seat whose decision is on screen, from begin() until input() returns a move, else -1: a view's
        # show() then draws that decision as input() left it and never resets it (docs/SCREENS.md, the pause)
        self.deciding = -1
        self.saved_at = clock.ticks()

    # --- saves ----------------------------------------------------------------------------------------------
    # A save: the setup, a flags byte (1: hints on, 2: the view's bytes follow), the RNG state (4 bytes),
    # State.encode(), then the view's own bytes if any (optional View.save_bytes(): e.g. a game record, which is
    # no part of the game's state) and their length (2 bytes). Read by unpack() below (pocket.resume's), never
    # evaluated.
    def pack(self):
        b = self.setup.pack()
        save_bytes = getattr(self.view, "save_bytes", None)
        extra = save_bytes() if save_bytes is not None else None
        b.append((1 if self.hints else 0) | (2 if extra else 0))
        s = self.rng.getstate()
        b.extend(bytes((s & 255, (s >> 8) & 255, (s >> 16) & 255, (s >> 24) & 255)))
        b.extend(self.state.encode())
        if extra:
            b.extend(extra)
            b.extend(bytes((len(extra) & 255, len(extra) >> 8)))
        return b

    @staticmethod
    def unpack(data):
        """(setup, hints, RNG state, the state's bytes, the view's bytes or None) of what pack() wrote;
        ValueError or IndexError when the bytes are not such a save."""
        from pocket.setup import unpack
        setup, rest = unpack(data)
        flags = rest[0]
        if flags > 3:
            raise ValueError("bad flags")
        rng_state = rest[1] | (rest[2] << 8) | (rest[3] << 16) | (rest[4] << 24)
        end = len(rest)
        extra = None
        if flags & 2:
            n = rest[end - 2] | (rest[end - 1] << 8)
            end -= 2 + n
            if n == 0 or end <= 5:
                raise ValueError("bad view bytes")
            extra = bytes(rest[end:end + n])
        return setup, flags & 1 == 1, rng_state, bytes(rest[5:end]), extra

    def autosave(self, now=True):
        """Keep the game in its slot: at once (pause, Save and quit), or at a turn boundary (now False) when
        SAVE_EVERY has passed since the last save."""
        if not now and clock.diff(clock.ticks(), self.saved_at) < SAVE_EVERY:
            return
        self.saved_at = clock.ticks()
        try:
            self.store.write_game(self.slot, self.pack())
        except (ValueError, OSError) as exc:
            self.app.say("Not saved: %s" % exc)

    # --- the turn loop ----------------------------------------------------------------------------------------
    def play(self):
        app = self.app
        st = self.state
        self.view.show(st)
        app.mark()
        type(app).pausing = 1  # START while no person decides opens the pause menu at the next decision (App.tick)
        while True:
            if st.is_over():
                self.store.erase_game(self.slot)
                return self.results()
            p = st.to_move()
            if p == CHANCE:
                self.undo = []  # never undo past dice: that would be a free re-roll
                outcome = self.rng.weighted(st.chance_outcomes())
                self.record(outcome, -1)
                self.view_animate(outcome)
                app.settle()  # an A held or pressed to hurry the dice does not confirm the next decision
                self.view_played(outcome)
                st.apply(outcome)
                self.view.show(st)
                app.mark()
                continue
            if p != self.last_decider:
                self.undo = []
                self.last_decider = p
                self.autosave(False)
            app.status.player(p, self.names[p])
            app.lights.player(p)
            app.mark()
            if self.human[p]:
                move = self.human_turn(p, self.end_turn())
                self.deciding = -1
                type(app).pausing = 1
                if move is None:
                    return MENU
                if move == REMATCH:
                    return REMATCH
                if move == UNDO:
                    if self.undo:
                        self.state = st = self.undo.pop()
                        self.view_played(None)
                        self.view.show(st)
                        app.sound.play("select")
                    continue
                self.undo.append(st.copy())
            else:
                move = self.computer_move(p)
                self.undo = []
            self.view_played(move)
            st.apply(move)
            self.view.show(st)
            app.mark()

    # --- the last computer turn, kept to be read and replayed -------------------------------------------------
    def record(self, move, p):
        """Before a chance outcome (p -1) or computer move (p its seat) is applied: keep it in the turn being
        recorded, which starts with the state's bytes (at most REPLAY_MAX moves: then it starts again)."""
        t = self.turn
        if t is None or t[_T_COUNT] >= REPLAY_MAX:
            self.last_turn = None  # its buffer is the new turn's
            if self.buf is None:
                self.buf = [0] * REPLAY_MAX
            st = self.state
            # (a long turn starts again: who and what stay)
            seat, said = (-1, "") if t is None else (t[_T_SEAT], t[_T_SAID])
            self.turn = t = [st.encode(), st.scores(), self.buf, 0, seat, said]
        t[_T_MOVES][t[_T_COUNT]] = move
        t[_T_COUNT] += 1
        if p >= 0:
            t[_T_SEAT] = p

    def end_turn(self):
        """A human is about to decide: what was recorded since the last human decision becomes the last computer
        turn if the computer played in it (dice rolled during a human's own turn are not kept), with its summary
        in one line: who, what the turn scored them, its last move ("CPU +19: Sow farmer"). True when it did."""
        t = self.turn
        self.turn = None
        if t is None or t[_T_SEAT] < 0:
            return False
        p = t[_T_SEAT]
        gain = self.state.scores()[p] - t[_T_SCORES][p]
        said = t[_T_SAID]
        words = getattr(self.view, "turn_words", None)  # optional: the view sums up the whole turn (issue 37)
        line = words(p, gain, said) if words is not None else None
        t[_T_SAID] = line or ("%s %+d: %s" % (self.names[p], gain, said) if gain else
                              "%s: %s" % (self.names[p], said))[:26]
        self.last_turn = t
        return True

    def view_played(self, move):
        """Optional View.played(state, move): just before move is applied to state (chance outcomes too), or
        with move None after an undo restored state; e.g. to keep a game record."""
        played = getattr(self.view, "played", None)
        if played is not None:
            played(self.state, move)

    def view_animate(self, move):
        anim = getattr(self.view, "animate", None)
        if anim is not None:
            anim(self.state, move)

    def computer_move(self, p):
        app = self.app
        st = self.state
        level = level_of(self.setup.kinds[p])
        app.say("%s is thinking..." % self.names[p])
        app.think_begin()
        note = ""
        room = getattr(self.view, "make_room", None)  # optional: the view frees what it loads again (its words)
        if room is not None:
            room()
        try:
            if self.ai is None:  # dropped while a screen needed its memory (drop_ai)
                self.ai = __import__("games.%s.ai" % self.setup.game_id, None, None, ["choose"])
            move = self.ai.choose(st, level, self.rng, app.think_poll)
        except MemoryError:
            # out of memory mid-search: free what the search held, and the AI's code with its caches (the next
            # computer turn loads it again), then play a quick legal move instead
            self.drop_ai()
            gc.collect()
            move = self.rng.choice(st.legal_moves())
            note = " (low memory)"
        finally:
            app.think_end()
        if not getattr(self.view, "keep_ai", True) and not getattr(self.ai, "planned", _no)():
            # the view says the turn's words and screens need the room more than the AI's code (once the AI has
            # played the last step of a turn it plans whole and plays one decision at a time: ai.planned())
            self.drop_ai()
        try:
            legal = st.legal_moves()
        except MemoryError:
            # no block for the whole list right after a search (the AI chose among the legal moves): trust it
            legal = None
            gc.collect()
        if legal is not None and move not in legal:  # never let an AI bug corrupt the game
            move = legal[0]
        legal = None
        text = st.move_text(move)
        app.say("%s: %s%s" % (self.names[p], text, note))
        self.record(move, p)
        self.turn[_T_SAID] = text
        app.sound.play("move")  # the computer's move is heard as a player's is
        # A held (app.fast) fast-forwards: every app.wait() of the animation and of the pace takes one frame
        self.view_animate(move)
        ms = PACE[app.settings.get("pace")]
        pace = getattr(self.view, "pace", None)  # optional: a game whose turns have many small steps shortens them
        if pace is not None:
            ms = pace(st, move, ms)
        # the move made is on screen while it is said: the words never run ahead of the picture (issue 37); a
        # view may draw it itself (show_made False: a game whose apply() on a copy would cost a large block)
        if getattr(self.view, "show_made", True):
            try:
                after = st.copy()
                after.apply(move)
                self.view.show(after)
                app.mark()
            except MemoryError:  # no room for a copy: the words stand alone a moment, as before
                gc.collect()
            after = None
        app.wait(ms)
        app.settle()  # an A held or pressed to fast-forward does not confirm the next human decision
        return move

    def hand_over(self, p):
        """Hot seat with hidden information: hide the board until the next player says they are ready."""
        app = self.app
        app.stage.hidden = True
        app.message("Pass the handheld to %s. Others, look away!" % self.names[p], "Pass to %s" % self.names[p],
                    "A: I am %s" % self.names[p])
        app.stage.hidden = False
        self.viewer = p
        self.view.show(self.state)
        app.mark()

    def human_turn(self, p, after_cpu=False):
        """Frames until the human picks a move; returns it, UNDO, None (quit to menu) or REMATCH. after_cpu: the
        computer played since the last human decision (its summary is said until the first press). START opens the
        pause menu, also when it was pressed while no person decided (app.pausing 2); show() then brings back the
        decision as it was: a pause changes nothing of the game or the decision (docs/SCREENS.md)."""
        app = self.app
        view = self.view
        asked = app.pausing == 2
        type(app).pausing = 0  # START is this decision's now (or closes the hand-over's box)
        auto = getattr(view, "auto", None)  # optional (docs/SCREENS.md): a move the view plays for the human
        if auto is not None:
            move = auto(self.state)
            if move is not None and move in self.state.legal_moves():
                app.say("%s auto: %s" % (self.names[p], self.state.move_text(move)))
                app.sound.play("move")
                app.wait(PACE[app.settings.get("pace")])
                return move
        secret = getattr(self.state, "secret", None)  # optional: a secret choice (docs/ENGINE.md)
        if ((self.hidden and self.viewer != p) or (secret is not None and secret())) and sum(
                1 for h in self.human if h) > 1:
            self.hand_over(p)
        self.viewer = p
        app.say("")                # before begin(), which may say what the decision is about
        view.begin(self.state)
        self.deciding = p
        # the computer's turn just played stays said until the human acts (a press but SELECT's look and START's
        # pause), then what begin() said is back
        last = self.last_turn
        hint = None
        if after_cpu and not getattr(view, "hint_under_footer", False):
            hint = "" if app.footer.hidden else app.footer_text.text
            app.say(last[_T_SAID])
        while True:
            pressed = app.tick()
            if asked:  # START while no person decided (the computer's turn, the dice): the pause comes now
                asked = False
                if not view.start_is_move(self.state):
                    pressed |= bt.START
            if not pressed:
                continue
            if hint is not None and not pressed & (bt.SELECT | bt.START):  # looking and pausing are not acting
                if app.footer_text.text == last[_T_SAID]:
                    app.say(hint)
                hint = None
            if pressed & bt.START and not view.start_is_move(self.state):
                r = self.pause()
                if r == MENU:
                    return None
                if r == REMATCH:
                    return REMATCH
                view.show(self.state)
                app.mark()
                continue
            move = view.input(self.state, pressed)
            if move is None:
                continue
            if move == UNDO:
                if self.undo:
                    return move
                app.sound.play("bad")
                continue
            if move in self.state.legal_moves():
                app.sound.play("move")
                return move
            app.sound.play("bad")

    def drop_ai(self):
        """Forget the game's AI modules (games.<id>.ai*): their code is freed until computer_move imports them
        again. Only between turns: for the help pages, and at the results. An AI's caches start empty again."""
        if self.ai is not None:
            self.ai = None
            forget("games.%s.ai" % self.setup.game_id, True)
            gc.collect()

    # --- menus (their code is imported when one opens and forgotten after: pocket.pause, pocket.results) ----
    def pause(self):
        """The pause menu. Returns None to resume, MENU (saved) or REMATCH."""
        self.autosave()  # a player may switch off while paused
        return run("pocket.pause", "pause", self)

    def results(self):
        """The results screen, then Rematch or Menu (REMATCH or MENU). The AI is no longer needed: it is dropped
        first (a rematch starts after a reload)."""
        self.drop_ai()
        return run("pocket.results", "results", self)
