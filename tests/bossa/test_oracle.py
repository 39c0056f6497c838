"""The luck tool (sim/games/bossa/oracle.py): the oracle's peek is the draw that really comes, and it plays."""
from games.bossa import rules as R
from pocket.rng import Rng
from sim.games.bossa import oracle


def _at_first_draw(seed):
    s = R.new_game(seed=seed)
    setup = Rng(1)
    while s.phase() != R.P_DRAW:
        moves = s.legal_moves()
        s.apply(setup.choice(moves))
    return s


def test_the_peek_is_the_next_two_draws_of_the_chance_generator():
    for seed in range(5):
        s = _at_first_draw(seed)
        chance = Rng(seed * 104729 + 3)
        seen = oracle._peek(s, chance, 2)
        first = chance.weighted(s.chance_outcomes())
        s.apply(first)
        pile = [t for t in s.pile()]
        second = chance.weighted([(t, 1) for t in pile])
        assert seen == [first, second]


def test_the_oracle_looks_only_at_what_it_was_shown():
    ai, level = oracle.oracle("normal")
    ai._peeked[:] = [3, 5]
    assert level == 1 and ai._unseen(None) == [3, 5] and ai.REPLY_DRAWS[1] == 1 and not ai.STRATIFY


def test_a_match_scores_every_game():
    score, n = oracle.match("easy", 1)
    assert n == 2 and 0 <= score <= 2 and score * 2 == int(score * 2)
