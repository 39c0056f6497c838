"""Every registered game (and the reference game) obeys docs/ENGINE.md."""
import pytest

from tests.helpers import contract

IDS = ["refgame"] + contract.registered_ids()


@pytest.mark.parametrize("game_id", IDS)
def test_random_playouts_keep_the_contract(game_id):
    rules = contract.rules_module(game_id)
    seeds = range(6)
    for players in contract.player_counts(game_id):
        for options in contract.option_sets(game_id):
            for seed in seeds:
                contract.random_game(rules, seed, players, options)


@pytest.mark.parametrize("game_id", IDS)
def test_same_seed_and_moves_replay_the_same_game(game_id):
    rules = contract.rules_module(game_id)
    for seed in range(3):
        state, moves = contract.random_game(rules, 100 + seed, check=False)
        again = contract.replay(rules, 100 + seed, 2, {}, moves)
        assert again.encode() == state.encode()
        assert rules.new_game(seed=seed).encode() == rules.new_game(seed=seed).encode()


@pytest.mark.parametrize("game_id", IDS)
def test_garbage_is_refused_by_decode(game_id):
    rules = contract.rules_module(game_id)
    good = rules.new_game(seed=1).encode()
    for bad in (b"", b"\xff" * 3, good[:len(good) // 2], b"\x00" + good[1:2]):
        with pytest.raises(ValueError):
            rules.decode(bad)


@pytest.mark.parametrize("game_id", IDS)
def test_bad_setup_is_refused(game_id):
    rules = contract.rules_module(game_id)
    with pytest.raises(ValueError):
        rules.new_game(seed=0, players=99)
    with pytest.raises(ValueError):
        rules.new_game(seed=0, no_such_option=1)


def test_the_contract_checks_catch_a_broken_engine():
    """A deliberately broken engine (apply accepts anything) must fail the contract check."""
    rules = contract.rules_module("refgame")

    class Broken(rules.State):
        def apply(self, move):
            try:
                rules.State.apply(self, move)
            except ValueError:
                pass

    def new_game(seed=0, players=2, **options):
        return Broken(players)

    class Mod:
        pass

    mod = Mod()
    mod.new_game = new_game
    mod.decode = rules.decode
    with pytest.raises(AssertionError):
        contract.random_game(mod, 1)
