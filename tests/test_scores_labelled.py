"""Whose score is whose: the status strip shows each score after its player's colour swatch (StatusBar.scores),
and the results box stays below the strip, with each player's colour beside the line about them."""
from pocket import ui
from tests.helpers import simtools
from tests.helpers.simtools import PIG, PLAYER


def test_the_strip_puts_each_players_colour_before_their_score():
    with simtools.sim() as s:
        s.start_game("tanbo", seed=2, players=("human", "cpu:0"))
        s.run(20)
        bar = s.match.app.status
        text = bar.text.text
        assert "-" not in text.split()[0]  # no bare "0-5"
        marks = [m for m in bar.marks if not m.hidden]
        assert len(marks) == 2
        for i, m in enumerate(marks):
            assert s.pixel(m.x + 2, 5) == PLAYER[i]
            # the score follows its swatch: the next cell of the text has ink in the foreground colour
            cell = [s.pixel(m.x + 6 + dx, dy) for dx in range(6) for dy in range(2, 10)]
            assert simtools.FG in cell
        assert marks[0].x < marks[1].x
        bar.right("plain")  # a view's plain text hides them
        assert all(m.hidden for m in bar.marks)


def run_to_results(s, limit=20000):
    for _ in range(limit // 10):
        s.run(10)
        m = s.match
        if m is not None and m.state.is_over() and len(m.app.overlay):
            s.run(5)
            return m
    raise AssertionError("no results")


def test_the_results_box_leaves_the_strip_and_marks_each_players_line():
    with simtools.sim(extra_games=[PIG]) as s:
        s.start_game("refgame", seed=3, players=("cpu:0", "cpu:0"))
        s.run(2)
        s.match.app.settings.set("pace", 0)
        s.device.key("A", True)
        m = run_to_results(s)
        s.device.key("A", False)
        s.run(5)
        app = m.app
        box = app.overlay[len(app.overlay) - 1]
        tops = [box[i].y for i in range(len(box)) if hasattr(box[i], "width") and not hasattr(box[i], "text")]
        assert min(tops) >= ui.STRIP
        assert s.pixel(6, 6) == PLAYER[m.state.returns().index(max(m.state.returns()))]  # the winner's swatch
        # the lines "CPU1: n" and "CPU2: n" each have their player's colour beside them, clear of the box's edge
        # and of the text (a pixel of the panel on either side)
        from pocket.text import Text
        body = [box[i] for i in range(len(box)) if isinstance(box[i], Text) and box[i].height > 1][0]
        panel = s.pixel(body.x - 2, body.y + 5)
        seen = set()
        for r in range(4):
            c = s.pixel(body.x + 2, body.y + 12 * r + 5)
            if c in PLAYER:
                seen.add(PLAYER.index(c))
                assert s.pixel(body.x, body.y + 12 * r + 5) == panel       # a gap after the box's edge
                assert s.pixel(body.x + 5, body.y + 12 * r + 5) == panel   # and before the text
        assert seen == {0, 1}
