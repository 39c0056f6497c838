"""The computer's last turn stays readable until the human acts, and the pause menu's "Last CPU turn" shows it
again step by step without touching the game (pocket.match: record, end_turn, replay; pocket.pause)."""
from tests.helpers import simtools
from tests.helpers.simtools import PIG


def until_human_after_cpu(s, limit=4000):
    seen_cpu = False
    for _ in range(limit):
        s.run(1)
        m = s.match
        if m is None:
            continue
        p = m.state.to_move()
        if p == 0 and seen_cpu and m.last_decider == 0:
            return
        if p == 1:
            seen_cpu = True
    raise AssertionError("the human was never asked after the computer")


def footer(s):
    app = s.match.app
    return "" if app.footer.hidden else app.footer_text.text


def test_the_computer_turn_stays_said_until_the_first_press():
    with simtools.sim(extra_games=[PIG]) as s:
        s.start_game("refgame", seed=3, players=("human", "cpu:0"))
        s.run(2)
        s.match.app.settings.set("pace", 0)
        s.tap("RIGHT")  # Hold: the computer's turn comes
        s.run(3)
        s.tap("A")
        until_human_after_cpu(s)
        s.run(20)
        last = s.match.last_turn
        assert last is not None and last[4] == 1 and last[3] >= 1  # the seat, the moves kept
        said = footer(s)
        assert said == last[5] and said.startswith("CPU"), said  # e.g. "CPU +7: Hold"
        s.tap("SELECT")  # a look is no act: still said
        s.run(3)
        assert footer(s) == said
        s.tap("LEFT")  # the first act: what begin() said (nothing, in this game) is back
        s.run(3)
        assert footer(s) != said


def test_last_cpu_turn_replays_every_step_on_a_copy():
    with simtools.sim(extra_games=[PIG]) as s:
        s.start_game("refgame", seed=3, players=("human", "cpu:0"))
        s.run(2)
        app = s.match.app
        app.settings.set("pace", 0)
        s.tap("RIGHT")
        s.run(3)
        s.tap("A")
        until_human_after_cpu(s)
        s.run(5)
        m = s.match
        before = m.state.encode()
        steps = m.last_turn[3]
        seen = simtools.replay_last_cpu_turn(s, 40 * steps + 60)
        # each step numbered, "1/3 CPU: Roll" ..., then the summary again; the strip says it is a replay
        steps_said = [t for t in seen if t[:1].isdigit()]
        assert [t.split(" ")[0] for t in steps_said] == ["%d/%d" % (i + 1, steps) for i in range(steps)], seen
        assert seen[-1] == m.last_turn[5]
        assert app.status.name.text not in ("Replay", "Replayed")  # the game's own strip is back
        assert m.state.encode() == before and s.match is m  # the game itself did not move
        assert m.state.to_move() == 0


def test_no_replay_item_before_the_computer_has_played():
    from pocket import pause
    with simtools.sim(extra_games=[PIG]) as s:
        s.start_game("refgame", seed=3, players=("human", "cpu:0"))
        s.run(2)
        assert s.match.last_turn is None
        asked = []
        app = s.match.app
        app.ask = lambda title, items, *a, **k: asked.append(list(items)) or None
        pause.pause(s.match)
        assert pause.REPLAY not in asked[0]


def test_a_view_whose_hint_reaches_into_the_footer_gets_no_summary_there():
    with simtools.sim(extra_games=[PIG]) as s:
        s.start_game("refgame", seed=3, players=("human", "cpu:0"))
        s.run(2)
        s.match.app.settings.set("pace", 0)
        s.match.view.hint_under_footer = True  # as Bossa's view says
        s.tap("RIGHT")
        s.run(3)
        s.tap("A")
        until_human_after_cpu(s)
        s.run(20)
        assert s.match.last_turn is not None  # still kept for the pause menu
        assert footer(s) == ""


def test_the_computers_move_is_on_screen_while_it_is_said():
    # issue 37: the words ran ahead of the picture (Cetkaik said "CPU takes your Pawn on XY" ~0.6 s before the
    # piece moved): the match shows the move made for the whole pause that follows it, then plays on
    with simtools.sim(extra_games=[PIG]) as s:
        s.start_game("refgame", seed=3, players=("human", "cpu:0"))
        s.run(2)
        m = s.match
        shown = []
        show = m.view.show

        def spy(state):
            shown.append((m.app.footer_text.text, state.encode() != m.state.encode(), state is m.state))
            show(state)
        m.view.show = spy
        s.tap("RIGHT")
        s.run(3)
        s.tap("A")
        until_human_after_cpu(s)
        m.view.show = show
    ahead = [t for t, differs, live in shown if t.startswith("CPU: ") and not live]
    assert ahead, shown  # a copy with the move made, shown while "CPU: Roll" is said
    assert all(differs for t, differs, live in shown if not live and t.startswith("CPU: "))
