"""sim/selfplay.py on the reference game (Pig to 20): the loop the AI evals and AI tests share."""
import pytest

from pocket.rng import Rng
from sim.selfplay import RANDOM, play, seat_swapped
from tests.refgame import ai, rules


class Recorder:
    """An ai module that hands the decision to the reference AI and notes every call."""

    def __init__(self, real=ai):
        self.real = real
        self.calls = []

    def choose(self, state, level, rng, poll):
        m = self.real.choose(state, level, rng, poll)
        self.calls.append((state.to_move(), level, state.encode(), m))
        return m


class Illegal:
    def choose(self, state, level, rng, poll):
        return 7  # neither ROLL nor HOLD


class NoDraws:
    """An Rng that must not be drawn from."""

    def weighted(self, pairs):
        raise AssertionError("drew a chance outcome from rng")

    def choice(self, seq):
        raise AssertionError("drew a random move from rng")


def test_a_game_is_played_to_its_end():
    s = play(ai, rules.new_game(), (0, 1), Rng(1))
    assert s.is_over() and sorted(s.returns()) == [0.0, 1.0]


def test_the_same_seed_replays_the_same_game():
    def game(seed):
        rec = Recorder()
        rng = Rng(seed)
        s = play(rec, rules.new_game(), (1, RANDOM), rng)
        return rec.calls, s.encode(), rng.getstate()

    first = game(4)
    assert len(first[0]) >= 3
    assert game(4) == first
    assert game(5) != first  # the record tells games apart


def test_random_seats_never_call_the_ai():
    rec = Recorder()
    s = play(rec, rules.new_game(), (RANDOM, 0), Rng(2))
    assert s.is_over() and rec.calls
    assert set((p, level) for p, level, _, _ in rec.calls) == {(1, 0)}
    both = Recorder()
    assert play(both, rules.new_game(), (RANDOM, RANDOM), Rng(2)).is_over()
    assert both.calls == []


def test_chance_draws_from_its_own_rng_when_given_one():
    # Easy Pig (hold at 8) uses no randomness, so the dice are the only draws
    s = play(ai, rules.new_game(), (0, 0), NoDraws(), chance=Rng(3))
    assert s.is_over()
    with pytest.raises(AssertionError, match="chance outcome"):
        play(ai, rules.new_game(), (0, 0), NoDraws())


def test_check_catches_an_illegal_ai_move():
    with pytest.raises(AssertionError):
        play(Illegal(), rules.new_game(), (0, 0), Rng(1), check=True)
    assert play(ai, rules.new_game(), (0, 2), Rng(1), check=True).is_over()


def test_times_are_recorded_per_level():
    rec = Recorder()
    times = {}
    play(rec, rules.new_game(), (2, RANDOM), Rng(6), times=times)
    play(rec, rules.new_game(), (0, 2), Rng(7), times=times)
    assert sorted(times) == [0, 2]  # none for the random seat
    for level in (0, 2):
        assert len(times[level]) == sum(1 for _, lv, _, _ in rec.calls if lv == level)
        assert all(t >= 0 for t in times[level])
    assert sum(times[2]) > 0  # MCTS over 300 iterations takes measurable CPU time


def test_the_poll_given_reaches_the_ai():
    polls = [0]

    def poll():
        polls[0] += 1
        return True

    play(ai, rules.new_game(), (1, 1), Rng(1), poll=poll)
    assert polls[0] > 0


class Final:
    def __init__(self, returns):
        self._returns = returns

    def returns(self):
        return self._returns


def test_seat_swapped_alternates_seats_and_counts_draws_half():
    calls = []
    outcome = ([1.0, 0.0], [1.0, 0.0], [0.5, 0.5], [0.0, 1.0], [1.0, 0.0])

    def play_one(g, levels):
        calls.append((g, levels))
        return Final(outcome[g])

    score = seat_swapped(play_one, 2, RANDOM, 5)
    assert calls == [(0, (2, RANDOM)), (1, (RANDOM, 2)), (2, (2, RANDOM)), (3, (RANDOM, 2)), (4, (2, RANDOM))]
    # a holds seat 0, 1, 0, 1, 0: wins, loses, draws, wins, wins
    assert score == 3.5
