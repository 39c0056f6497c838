"""The shared search helpers on the reference game (Pig)."""
from tests.refgame import search as ai
from pocket.rng import Rng
from tests.refgame import rules


def play(first, second, seed):
    rng = Rng(seed)
    s = rules.new_game()
    while not s.is_over():
        p = s.to_move()
        s.apply(rng.weighted(s.chance_outcomes()) if p == -1 else (first, second)[p](s, rng))
    return s.returns()


def test_every_array_of_the_tree_holds_the_whole_node_budget():
    m = ai.Mcts(max_nodes=300)
    for arr in (m.visits, m.avail, m.value, m.child, m.sibling, m.move, m.mover):
        assert len(arr) == 300


def test_mcts_fills_its_node_budget_without_error_and_stays_within_it():
    m = ai.Mcts(max_nodes=200)
    s = rules.new_game()
    move = m.search(s, Rng(1), iterations=2000)
    assert move in s.legal_moves()
    assert m.used == 200


def test_mcts_beats_random_and_stops_when_polled():
    mcts = ai.Mcts(max_nodes=500)
    wins = 0
    for g in range(20):
        me = lambda s, rng: mcts.search(s, rng, iterations=200)  # noqa: E731
        r = play(me, ai.random_move, g) if g % 2 == 0 else play(ai.random_move, me, g)
        wins += r[g % 2]
    assert wins >= 15
    calls = []

    def poll():
        calls.append(1)
        return len(calls) < 5

    s = rules.new_game()
    assert mcts.search(s, Rng(2), iterations=100000, poll=poll) in s.legal_moves()
    assert mcts.iterations == 4


def test_expectimax_holds_at_the_target_and_rolls_when_far():
    def evaluate(state, player):
        return state.score[player] + (state.turn_total if state.player == player else 0) * 0.9
    s = rules.new_game()
    s.score[0] = 14
    s.turn_total = 6  # holding wins
    _, best = ai.expectimax(s, 3, lambda st, p: 100.0 if st.is_over() and st.score[p] >= 20 else evaluate(st, p), 0)
    assert best == rules.HOLD
    s2 = rules.new_game()
    _, best = ai.expectimax(s2, 3, evaluate, 0)
    assert best == rules.ROLL
