"""The game runner (pocket.match) driven through the headless simulator with the reference game."""
import sys

from tests.helpers import simtools
from tests.helpers.simtools import ACCENT, PIG


def test_computer_against_computer_reaches_the_results_then_the_menu():
    with simtools.sim(extra_games=[PIG]) as s:
        s.start_game("refgame", seed=5, players=("cpu:0", "cpu:2"))
        simtools.run_until_over(s)
        s.run(5)
        assert ACCENT in s.region_colors(40, 8, 80, 12)  # the results box title
        s.tap("A")  # close the score breakdown
        s.tap("DOWN", "A")  # Rematch / Menu -> Menu
        s.run(10)
        assert "pocket.launcher" in sys.modules


def test_b_never_undoes_a_committed_move():
    with simtools.sim(extra_games=[PIG]) as s:
        s.start_game("refgame", seed=2, players=("human", "cpu:0"))
        s.run(5)
        s.tap("A")  # roll: a decision followed by the die
        s.run(5)
        before = s.state.encode()
        s.tap("B", "B")
        assert s.state.encode() == before


def test_memory_error_in_the_ai_falls_back_to_a_legal_move_with_a_notice():
    class Exhausted:
        @staticmethod
        def choose(state, level, rng, poll):
            raise MemoryError("simulated")

    seen = []

    def spy(sim):
        if sim.match:
            sim.match.ai = Exhausted
            seen.append((sim.state.encode(), sim.match.app.footer_text.text))

    with simtools.sim(extra_games=[PIG]) as s:
        s.start_game("refgame", seed=9, players=("cpu:1", "cpu:1"))
        s.hooks.append(spy)
        s.run(600)
    assert len({state for state, _ in seen}) > 5  # the game went on
    assert any(text.endswith("(low memory)") for _, text in seen)


def test_out_of_memory_in_the_ai_frees_its_code_before_the_quick_move():
    # the twin at 96 KB: after a search ran out, there was no room left for the list of legal moves of the
    # fallback until the AI's code and caches went too
    dropped = []

    class Exhausted:
        @staticmethod
        def choose(state, level, rng, poll):
            raise MemoryError("simulated")

    def spy(sim):
        if sim.match and sim.match.ai is not None and sim.match.ai is not Exhausted:
            sim.match.ai = Exhausted   # the real AI, loaded again: this one runs out of memory too
            dropped.append(sim.frame_no)

    with simtools.sim(extra_games=[PIG]) as s:
        s.start_game("refgame", seed=9, players=("cpu:1", "cpu:1"))
        s.hooks.append(spy)
        s.run(200)
    assert len(dropped) > 2   # each fallback dropped the AI, and the next decision loaded it again


def test_a_view_that_does_not_keep_the_ai_has_it_dropped_after_each_computer_decision():
    # Cetkaik's view (keep_ai = False): its turn's words and the human's screens need the room on the device
    def play(keep, planned=None):
        with simtools.sim(extra_games=[PIG]) as s:
            s.start_game("refgame", seed=3, players=("cpu:1", "cpu:1"))
            s.run(2)
            view = type(s.match.view)
            if not keep:
                view.keep_ai = False
            ai = s.match.ai
            if planned is not None:
                ai.planned = planned
            try:
                seen = []
                s.hooks.append(lambda sim: seen.append((sim.state.encode(), sim.match.ai is not None))
                               if sim.match else None)
                s.run(300)
            finally:
                if not keep:
                    del view.keep_ai
                if planned is not None:
                    del ai.planned
            return len({state for state, _ in seen}), [loaded for _, loaded in seen]

    positions, loaded = play(True)
    assert positions > 5 and all(loaded)          # by default the AI stays loaded from one decision to the next
    positions, loaded = play(False)
    assert positions > 5                          # the computer went on deciding, loading its code each time
    assert loaded.count(False) > len(loaded) // 2 and not loaded[-1]   # and between decisions it was not there
    # an AI that plays a planned turn one decision at a time (Bossa) is kept until the plan's last step: here one
    # whose plan never ends
    positions, loaded = play(False, lambda: True)
    assert positions > 5 and all(loaded)


def test_help_opens_from_the_pause_menu_and_pages_turn():
    with simtools.sim(extra_games=[PIG]) as s:
        s.start_game("refgame", seed=1, players=("human", "cpu:0"))
        s.run(5)
        s.tap("START", "DOWN", "A")  # How to play
        s.run(3)
        page1 = bytes(s.display.fb)
        s.tap("RIGHT")
        page2 = bytes(s.display.fb)
        assert page1 != page2
        s.tap("B", "B")  # close help, resume
        s.run(3)
        s.tap("A")  # the game still takes input
        s.run(5)
        assert s.state.encode() != s.match.rules.new_game().encode() or s.state.to_move() != 0


def test_b_makes_the_thinking_computer_hurry_and_the_spinner_turns():
    patient = (("patient", "Patient Pig", 2, 2, "", ()), "tests.patientgame")
    with simtools.sim(extra_games=[patient]) as s:
        s.start_game("patient", seed=1, players=("cpu:1", "human"))
        s.device.key_at(200, "B")  # pressed while the computer thinks (its search starts in the first frame)
        s.run(3)
        ai = s.match.ai
        assert ai.polls and ai.polls[0] < 5000  # it stopped early: B was read during the search (not the 20 s cap)


def test_thinking_turns_the_spinner_and_refreshes_the_screen_every_60_ms():
    from sim import device as dev
    from sim.display import new_display
    from sim.runner import purge_modules
    d = dev.Device(new_display())
    d.install()
    purge_modules()
    import pocket.clock as clock
    clock.ticks = lambda: d.ms
    from pocket.app import App
    app = App()
    app.think_begin()
    before = d.display.refreshes
    phases = set()
    for _ in range(30):
        d.ms += 20
        assert app.think_poll()
        phases.add(app.status.phase)
    assert len(phases) == 4  # |, /, -, \
    assert 8 <= d.display.refreshes - before <= 12  # 600 ms of thinking: a refresh every 60 ms, no more
    assert not app.status.spin.hidden
    app.think_end()
    assert app.status.spin.hidden
    purge_modules()


def test_help_in_a_match_frees_the_ai_and_the_next_computer_turn_loads_it_again():
    # the help pages need the room on the device (the twin's pause-resume at 96 KB ran out of memory there)
    with simtools.sim(extra_games=[PIG]) as s:
        s.start_game("refgame", seed=1, players=("human", "cpu:0"))
        s.run(5)
        assert s.match.ai is not None and "games.refgame.ai" in sys.modules
        s.tap("START", "DOWN", "A")  # How to play
        s.run(3)
        assert s.match.ai is None and "games.refgame.ai" not in sys.modules
        s.tap("B", "B")  # close help, resume
        for _ in range(40):
            if s.match.ai is not None:
                break
            s.tap("A")
            s.run(20)
        assert s.match.ai is not None and "games.refgame.ai" in sys.modules


def test_rematch_starts_the_new_game_after_a_reload():
    # a fresh heap for every game, as from the menu (in one heap, each game's leftovers piled up: the twin's hour)
    with simtools.sim(extra_games=[PIG]) as s:
        s.start_game("refgame", seed=5, players=("cpu:0", "cpu:2"))
        simtools.run_until_over(s)
        first = s.match
        match_module = sys.modules["pocket.match"]
        s.run(5)
        s.tap("A")  # close the score breakdown
        s.tap("A")  # Rematch
        s.run(10)
        assert s.match is not None and s.match is not first
        assert sys.modules["pocket.match"] is not match_module  # a reload: every module of ours loaded afresh
        assert not s.state.is_over()
