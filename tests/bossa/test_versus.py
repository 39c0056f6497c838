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


def test_a_player_can_bring_its_own_learned_table(tmp_path):
    from games.bossa import learned, weights
    from sim.games.bossa import train
    path = tmp_path / "w.py"
    train.write(str(path), [0] * learned.TABLE_SIZE, ["zeros"])
    a, _ = versus.player("hard:WEIGHTS=%s;LEARNED=(0,1,1)" % path, versus.AI_PATH)
    s = _draw_state()
    a._level[0] = 2
    assert a._eval[0](s, 0) == 0 and a._eval[0] is not learned.learned and a.evaluate(s, 0) == 0
    assert weights.TABLE != bytes([128]) * learned.TABLE_SIZE and learned.learned(s, 0) != 0


def _draw_state():
    from games.bossa import rules
    from games.bossa.layout import P_DRAW
    from pocket.rng import Rng
    s = rules.new_game(seed=3)
    rng = Rng(3)
    while s.phase() != P_DRAW or s.pile_count() > 14:
        s.apply(rng.choice(s.legal_moves()) if s.to_move() >= 0 else rng.weighted(s.chance_outcomes()))
    return s
