"""Short run of the invariant checker (the long run is `python -m sim.invariants --games 10000`)."""
import os

import pytest

from sim import invariants
from tests.helpers import contract

GAMES = int(os.environ.get("POCKET_INVARIANT_GAMES", "200"))


@pytest.mark.parametrize("game_id", contract.registered_ids())
def test_seeded_games_keep_every_invariant(game_id):
    figures = invariants.run_game(game_id, GAMES, seed=1000, level=0, out=lambda s: None)
    assert figures["games"] == GAMES and figures["moves"] > GAMES
    assert figures["checker"] == "own invariants"  # every game has sim/games/<id>/invariants.py


def test_a_broken_invariant_is_reported_with_its_seed(monkeypatch):
    import sys
    import types
    from tests.refgame import ai, rules

    def check(state):
        assert sum(state.score) < 10, "too many points"

    monkeypatch.setitem(sys.modules, "games.refgame.rules", rules)
    monkeypatch.setitem(sys.modules, "games.refgame.ai", ai)
    monkeypatch.setitem(sys.modules, "sim.games.refgame.invariants", types.SimpleNamespace(check=check))
    import games.registry
    monkeypatch.setattr(games.registry, "GAMES", (("refgame", "Pig", 2, 2, "", ()),))
    with pytest.raises(invariants.InvariantFailure, match="refgame seed 7 .*too many points"):
        invariants.run_game("refgame", 3, seed=7, out=lambda s: None)


def test_the_cetkaik_checker_catches_a_lost_piece_and_a_score_leak():
    from games.cetkaik import rules
    from sim.games.cetkaik.invariants import check
    st = rules.new_game(seed=1)
    check(st)
    lost = st.copy()
    lost.board[0] = 0
    with pytest.raises(AssertionError, match="not conserved"):
        check(lost)
    leak = st.copy()
    leak.v[rules.V_S0] += 1
    with pytest.raises(AssertionError, match="sum to 40"):
        check(leak)


def test_cetkaik_under_cerke_online_rules_keeps_every_invariant():
    # the default run above plays the official rules; the checker also looks at what follows each distance throw
    figures = invariants.run_game("cetkaik", GAMES // 2, seed=3000, level=1, out=lambda s: None,
                                  options={"rules": "online"})
    assert figures["game"] == "cetkaik (rules=online)" and figures["games"] == GAMES // 2
