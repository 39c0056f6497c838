"""The two-ply expectiminimax peer (sim/peer/expecti.py, the tournament's emm<N>) and Cetkaik's peer evaluation
(sim/games/cetkaik/peereval.py). Small widths and one-season games: the figures against our levels are the
tournament's (docs/BENCHMARKS.md, "Cetkaik: a peer that still wins")."""
import argparse

import pytest

from pocket.rng import Rng
from pocket.verbs import CHANCE
from sim.bench import catalog
from sim.games.cetkaik import peereval
from sim.peer import expecti, tournament


def positions(rules, seed, count, every=7, **options):
    """Decision states met along a seeded random game (every `every`-th decision, sub-decisions included)."""
    rng = Rng(seed)
    s = rules.new_game(seed=seed, **options)
    out = []
    n = 0
    while not s.is_over() and len(out) < count:
        if s.to_move() == CHANCE:
            s.apply(rng.weighted(s.chance_outcomes()))
            continue
        legal = s.legal_moves()
        if n % every == every - 1 and len(legal) > 1:
            out.append(s.copy())
        s.apply(legal[rng.below(len(legal))])
        n += 1
    return out


@pytest.fixture(scope="module")
def cetkaik():
    return catalog.load("cetkaik")[0]


def test_emm_plays_legal_moves_and_leaves_the_state_alone(cetkaik):
    peer = tournament.make_player("emm2", "cetkaik", cetkaik, None, 1)
    assert peer.evaluate is peereval.evaluate
    for s in positions(cetkaik, 3, 5):
        before = s.encode()
        m = peer.choose(s)
        assert m in s.legal_moves()
        assert s.encode() == before
    assert peer.nodes > 0


def test_a_game_without_a_peer_evaluation_is_scored_by_its_points(monkeypatch):
    monkeypatch.setattr(expecti, "MAX_RUN", 1)   # Pig's rolls: one decision a turn searched (3 would take minutes)
    rules = catalog.load("refgame")[0]
    peer = tournament.make_player("emm3", "refgame", rules, None, 1)
    assert peer.evaluate is expecti.score_evaluation
    for s in positions(rules, 2, 4, every=2):
        assert peer.choose(s) in s.legal_moves()


def test_emm_replays_by_seed(cetkaik):
    ps = positions(cetkaik, 5, 4)
    one = [expecti.Expecti(7, 2, peereval.evaluate).choose(s) for s in ps]
    two = [expecti.Expecti(7, 2, peereval.evaluate).choose(s) for s in ps]
    assert one == two


class _NoCut(expecti.Expecti):
    """The same search without the alpha cut at the opponent's nodes."""

    def _value(self, s, me, plies, last, alpha, run):
        return expecti.Expecti._value(self, s, me, plies, last, -expecti.INF, run)


def test_the_alpha_cut_changes_no_decision(cetkaik):
    for s in positions(cetkaik, 11, 4, every=9):
        cut = expecti.Expecti(3, 3, peereval.evaluate)
        full = _NoCut(3, 3, peereval.evaluate)
        assert cut.choose(s) == full.choose(s)
        assert cut.nodes <= full.nodes


def test_the_alpha_cut_keeps_values_at_or_above_alpha_exact(cetkaik):
    """A candidate's opponent node stops only below alpha: at alpha = its true value it returns that value, one
    above it a bound at most the value."""
    peer = expecti.Expecti(3, 3, peereval.evaluate)
    checked = 0
    for s in positions(cetkaik, 12, 3, every=9):
        me = s.to_move()
        for m in list(s.legal_moves())[:6]:
            c = s.copy()
            c.apply(m)
            if c.to_move() != 1 - me:
                continue
            v = peer._value(c.copy(), me, 1, me, -expecti.INF, 1)
            assert peer._value(c.copy(), me, 1, me, v, 1) == v
            assert peer._value(c.copy(), me, 1, me, v + 1, 1) <= v
            checked += 1
    assert checked >= 6


def test_the_evaluation_is_zero_sum_and_counts_a_capture(cetkaik):
    for s in positions(cetkaik, 4, 6):
        assert peereval.evaluate(s, 0) == -peereval.evaluate(s, 1)
    s = cetkaik.new_game(seed=1)
    base = peereval.evaluate(s, 0)
    s.hand[1] += 1   # player 0 holds a red Pawn taken from player 1's army
    for q in range(81):
        if s.board[q] and s.board[q] != 15 and s.board[q] >> 5 == 1 and (s.board[q] & 15) == 2:
            s.board[q] = 0
            break
    assert peereval.evaluate(s, 0) > base + 2 * peereval.MATERIAL - 1


def test_emm_beats_random_in_one_season_games(cetkaik):
    """Four seat-swapped one-season games: the peer takes a hand and ends the season ahead each time (a random
    player holds no hand worth taking). About a second a game on CPython."""
    for k in range(4):
        players = [expecti.Expecti(k, 2, peereval.evaluate), tournament.RandomPlayer(k)]
        if k % 2:
            players.reverse()
        s = cetkaik.new_game(seed=k, seasons=1)
        chance = Rng(k + 100)
        while not s.is_over():
            p = s.to_move()
            s.apply(chance.weighted(s.chance_outcomes()) if p == CHANCE else players[p].choose(s))
        assert s.returns()[k % 2] == 1.0, (k, s.scores())


def test_the_tournament_takes_emm_names():
    assert tournament._pair("normal:emm6") == ("normal", "emm6")
    with pytest.raises(argparse.ArgumentTypeError):
        tournament._pair("normal:emmx")
