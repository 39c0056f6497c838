"""A cursor press redraws at most a quarter of the screen, in every game (issue 37 point 7: Rice redrew 61-89 %,
Tanbo 33 %, Bossa's zoom 65 %; the first press after the computer's turn, which took its summary away, Tanbo 28 % and
Rice 29 %). Counted from displayio's refreshed areas by sim.bench.redraw (pixels, not time):
three decisions a game against the computer, twelve D-pad presses each."""
import pytest

from sim.bench import redraw
from sim.twin.scenarios import registry


@pytest.mark.parametrize("game", [g[0] for g in registry()])
def test_a_cursor_press_redraws_at_most_a_quarter_of_the_screen(game):
    stages = redraw.shares(game)
    assert len(stages) == redraw.STAGES
    for k, got in enumerate(stages):
        got = got[1:]  # (whether the computer's turn summary was on the strip: its first press is bounded too)
        assert len(got) >= 6, (k, got)  # the presses reached the decision
        assert max(got) <= redraw.BOUND, (game, k + 1, ["%.0f" % x for x in got])
