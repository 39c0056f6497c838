"""The OpenSpiel adapter (sim/peer): every game of the engine contract as a pyspiel game. Needs open-spiel
(requirements-bench.txt); the normal suite skips these when it is not installed."""
import pytest

from pocket.rng import Rng
from tests.helpers import contract
from tests.test_peer_mcts import hidden_rules

pyspiel = pytest.importorskip("pyspiel", reason="open-spiel is not installed (pip install -r requirements-bench.txt)")
og = pytest.importorskip("sim.peer.openspiel_game")

IDS = ["refgame"] + contract.registered_ids()


@pytest.mark.parametrize("game_id", IDS)
def test_adapted_game_passes_openspiel_random_sim_test(game_id):
    game = og.register(contract.rules_module(game_id), game_id)
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)


def test_adapter_mirrors_the_engine_step_by_step():
    rules = contract.rules_module("refgame")
    game = og.register(rules, "refgame")
    s = game.new_initial_state()
    assert s.current_player() == 0 and s.legal_actions() == [0, 1]
    s.apply_action(0)  # roll: a chance node with the engine's weights as probabilities
    assert s.is_chance_node()
    outs = s.chance_outcomes()
    assert [o for o, _ in outs] == [1, 2, 3, 4, 5, 6] and abs(sum(p for _, p in outs) - 1) < 1e-9
    clone = s.clone()
    clone.apply_action(1)  # a 1 ends the turn, in the clone only
    assert clone.current_player() == 1 and s.is_chance_node()
    assert og.unwrap(s).encode() != og.unwrap(clone).encode()
    with pytest.raises(Exception):
        s.apply_action(9)  # illegal outcome: the engine's ValueError surfaces
    end = rules.new_game()
    end.score[0] = 20
    t = og.wrap(game, end)
    assert t.is_terminal() and t.returns() == [1.0, 0.0]


def test_hidden_information_gets_ismcts_with_our_determinize():
    from sim.bench import strength
    mod = hidden_rules()
    game = og.register(mod, "hidden_pig_test")
    assert game.get_type().information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    s = og.wrap(game, mod.new_game())
    assert s.information_state_string(0) != s.information_state_string(1)
    resample = og.resampler(3)
    w = resample(s, 0)
    assert w.information_state_string(0) == s.information_state_string(0)
    peer = strength.OpenSpielPeer("hidden_pig_test", mod, seed=1, simulations=30)
    assert peer.hidden and peer.name == "ismcts30"
    state = mod.new_game()
    assert peer.choose(state) in state.legal_moves()


def test_mcts_peer_plays_legal_moves_and_finds_the_winning_hold():
    from sim.bench import strength
    rules = contract.rules_module("refgame")
    peer = strength.OpenSpielPeer("refgame", rules, seed=2, simulations=200)
    assert peer.name == "mcts200" and not peer.hidden
    s = rules.new_game()
    s.score[0], s.score[1], s.turn_total = 15, 19, 6  # holding wins now; rolling risks the game
    assert peer.choose(s) == 1
    rng = Rng(4)
    s = rules.new_game()
    for _ in range(6):
        if s.is_over():
            break
        if s.to_move() == -1:
            s.apply(rng.weighted(s.chance_outcomes()))
        else:
            m = peer.choose(s)
            assert m in s.legal_moves()
            s.apply(m)
