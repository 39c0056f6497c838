"""Generic checks of the engine contract (docs/ENGINE.md), shared by every game's tests."""
import importlib

from pocket.rng import Rng
from pocket.verbs import CHANCE


def rules_module(game_id):
    if game_id == "refgame":
        return importlib.import_module("tests.refgame.rules")
    return importlib.import_module("games.%s.rules" % game_id)


def registered_ids():
    from games.registry import GAMES
    return [g[0] for g in GAMES]


def option_sets(game_id):
    """Every single non-default option value, plus the defaults, as kwargs dicts."""
    if game_id == "refgame":
        return [{}]
    from games.registry import GAMES
    entry = [g for g in GAMES if g[0] == game_id][0]
    sets = [{}]
    for option in entry[5]:  # (key, label, values, value labels[, HOT_SEAT])
        key, values = option[0], option[2]
        for v in values[1:]:
            sets.append({key: v})
    return sets


def player_counts(game_id):
    if game_id == "refgame":
        return [2, 3]
    from games.registry import GAMES
    entry = [g for g in GAMES if g[0] == game_id][0]
    return list(range(entry[2], entry[3] + 1))


def random_game(rules, seed, players=2, options=None, max_moves=20000, check=True):
    """Plays a random game, checking the contract at every step. Returns (state, moves)."""
    rng = Rng(seed)
    state = rules.new_game(seed=seed, players=players, **(options or {}))
    assert state.players == players
    moves = []
    while not state.is_over():
        assert len(moves) < max_moves, "game did not end within %d moves" % max_moves
        p = state.to_move()
        legal = state.legal_moves()
        assert legal, "no legal move in a live state"
        assert all(isinstance(m, int) for m in legal)
        if p == CHANCE:
            outs = state.chance_outcomes()
            assert outs and all(w > 0 and isinstance(w, int) for _, w in outs)
            assert sorted(o for o, _ in outs) == sorted(legal)
            move = rng.weighted(outs)
        else:
            assert 0 <= p < players
            assert state.chance_outcomes() == []
            move = rng.choice(legal)
        if check:
            check_step(rules, state, move, legal, rng, p)
        state.apply(move)
        moves.append(move)
    assert state.to_move() == -2
    assert state.legal_moves() == []
    r = state.returns()
    assert len(r) == players and all(0.0 <= x <= 1.0 for x in r)
    assert abs(sum(r) - 1.0) < 1e-6 or all(abs(x - 0.5) < 1e-6 for x in r), r
    assert len(state.scores()) == players
    return state, moves


def check_step(rules, state, move, legal, rng, p):
    before = state.encode()
    # round trip
    again = rules.decode(before)
    assert again.encode() == before
    assert again.to_move() == state.to_move()
    assert sorted(again.legal_moves()) == sorted(legal)
    # copies are independent
    c = state.copy()
    c.apply(move)
    assert state.encode() == before, "apply on a copy changed the original"
    # an illegal move raises and changes nothing
    bad = max(legal) + 1000003
    try:
        state.apply(bad)
    except ValueError:
        pass
    else:
        raise AssertionError("illegal move %d accepted" % bad)
    assert state.encode() == before, "a refused move changed the state"
    text = state.move_text(move)
    assert isinstance(text, str) and text
    if p != CHANCE:
        obs = state.observe(p)
        d = state.determinize(p, rng)
        assert d.observe(p) == obs, "determinize() disagrees with observe()"
        assert d.to_move() == p


def replay(rules, seed, players, options, moves):
    state = rules.new_game(seed=seed, players=players, **(options or {}))
    for m in moves:
        state.apply(m)
    return state
