"""A cursor press redraws at most a quarter of the screen, in every game (issue 37 point 7: Rice redrew 61-89 %,
Tanbo 33 %, Bossa's zoom 65 %). Counted from displayio's refreshed areas by sim.bench.redraw (pixels, not time):
three decisions a game against the computer, twelve D-pad presses each."""
import pytest

from sim.bench import redraw
from sim.twin.scenarios import registry


@pytest.mark.parametrize("game", [g[0] for g in registry()])
def test_a_cursor_press_redraws_at_most_a_quarter_of_the_screen(game):
    stages = redraw.shares(game)
    assert len(stages) == redraw.STAGES
    for k, got in enumerate(stages):
        summary, got = got[0], got[1:]
        assert len(got) >= 6, (k, got)  # the presses reached the decision
        if summary:  # the first press also takes the computer's turn summary away (once a turn): the strip
            assert got[0] <= redraw.BOUND + 19, (k, got)
            got = got[1:]
        assert max(got) <= redraw.BOUND, (game, k + 1, ["%.0f" % x for x in got])
