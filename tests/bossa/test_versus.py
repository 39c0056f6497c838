"""The desktop weight tool (sim/games/bossa/versus.py): its overrides reach the AI copy, and games are scored."""
import pytest

from sim.games.bossa import versus


def test_overrides_reach_only_that_copy_of_the_ai():
    a, level = versus.player("hard:W_TOKEN=7;LINE_V=(0, 1, 2, 3, 4, 5, 6)", versus.AI_PATH)
    b, _ = versus.player("hard", versus.AI_PATH)
    assert level == 2 and a.W_TOKEN == 7 and a.LINE_V[6] == 6 and b.W_TOKEN != 7
    with pytest.raises(SystemExit):
        versus.player("normal:NO_SUCH_WEIGHT=1", versus.AI_PATH)


def test_a_match_scores_every_game():
    score, n = versus.match("easy", "easy:EASY_TOKEN=0", 2)
    assert n == 4 and 0 <= score <= 4 and score * 2 == int(score * 2)
