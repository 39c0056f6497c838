"""The pause is a no-op for the game, in every registered game (issue 37): at each kind of decision a game reaches
(its phases; after the start, a chance outcome, the computer's move, another person's, the same person's partial
choice; the hot-seat hand-over), the pause menu is opened and each item that returns to the game is taken (Resume,
Hints off then on, Last CPU turn, the view's own items such as Cetkaik's Game record, How to play, Restart then
No); START is also pressed while the computer plays. The screen must come back as it was, and the same presses
must then give the same moves and the same screens as a run without the pause (tests/helpers/pausecheck.py).

Tanbo's show() emptied the choices input() reads: after Resume the cursor was gone and no button answered."""
import pytest

from tests.helpers import pausecheck as pc
from tests.helpers.contract import registered_ids

SEED = 1
# (players, moves the computer plays for every seat first, presses): from the start against the computer (Easy),
# from the start in hot seat, and after 12 moves (later phases: Tanbo's rests and swaps, Bossa's stacks...)
SETUPS = (
    (("human", "cpu:0"), 0, 30),
    (("human", "human"), 0, 24),
    (("human", "cpu:0"), 12, 16),
)


def setup_id(s):
    return "%s%s" % ("hot-seat" if s[0][1] == "human" else "vs-cpu", "-from-%d" % s[1] if s[1] else "")


@pytest.mark.parametrize("setup", SETUPS, ids=setup_id)
@pytest.mark.parametrize("game", registered_ids())
def test_the_pause_menu_changes_nothing_of_the_game(game, setup):
    players, skip, presses = setup
    trace = pc.reference(game, SEED, players, presses, skip=skip)
    points = pc.pause_points(trace, extra=1, limit=5)
    assert points, "%s: no decision where START pauses in %d presses" % (game, presses)
    kinds = [trace.kinds[i] for i in points]
    if players[1] != "human" and not skip:
        # the computer's turn came before a decision paused, or after one (START pressed while it plays)
        assert any(k[1] == "computer" for k in kinds) or any(trace.computer_after[i] for i in points), kinds
    elif not skip and getattr(pc.rules_of(game), "HIDDEN", False):
        assert any(k[1] == "hand-over" for k in kinds), kinds
    problems = pc.check(game, SEED, players, trace, points, pc.ITEMS, pc.ONCE, skip=skip)
    assert not problems, "%s %s, pauses at %s:\n%s" % (game, setup_id(setup), kinds, "\n".join(problems))


def test_start_during_the_computers_turn_pauses_at_the_next_decision():
    """START while the computer plays is not lost: the pause menu opens when you decide next, and Resume leaves
    the game as it would have been (checked by pc.check wherever the computer played after a pause point)."""
    trace = pc.reference("tanbo", 3, ("human", "cpu:0"), 12)
    points = [i for i in range(len(trace.presses)) if trace.computer_after[i] and trace.pausable[i]][:1]
    assert points
    assert not pc.check("tanbo", 3, ("human", "cpu:0"), trace, points, (pc.resume,))


def test_drawing_only_at_the_waits_shows_what_drawing_every_frame_shows():
    """The driver draws the screen only when it looks at it (pc.LAZY: displayio's dirty areas add up between):
    the same screens at every wait as drawing at every frame, as the device does."""
    lazy = pc.LAZY
    try:
        pc.LAZY = False
        every = pc.reference("bossa", 2, ("human", "cpu:0"), 16)
        pc.LAZY = True
        waits = pc.reference("bossa", 2, ("human", "cpu:0"), 16)
    finally:
        pc.LAZY = lazy
    assert len(every.screens) == 16 and every.screens == waits.screens and every.states == waits.states
