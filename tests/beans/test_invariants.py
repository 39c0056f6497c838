"""The bean game's invariant checker passes along many random games and catches a damaged state."""
import pytest

from games.beans import rules as R
from pocket.rng import Rng
from sim import invariants
from sim.games.beans import invariants as beans_invariants


def test_the_checker_passes_along_random_and_computer_games():
    figures = invariants.run_game("beans", 12, seed=500, out=lambda *a: None)
    assert figures["checker"] == "own invariants" and figures["moves"] > 12 * 100


def state_where(test, players=3, seed=1):
    """The first state of a random game for which test(state) holds."""
    for s in range(seed, seed + 300):
        rng = Rng(s)
        st = R.new_game(seed=s, players=players)
        while not st.is_over():
            if test(st):
                return st
            st.apply(rng.weighted(st.chance_outcomes()) if st.to_move() == -1 else rng.choice(st.legal_moves()))
    raise AssertionError("no such state")


def keeping_with_coins(st):
    return st.phase == R.P_KEEP and st.kept and sum(st.coin_cards) >= 2 and not st.last


def lose_a_die(st):
    i = [i for i in range(7) if st.where[i] == R.FIELD][0]
    st.where[i] = 7


def roll_a_field_die_again(st):
    st.where[[i for i in range(7) if st.where[i] == R.FIELD][0]] = R.OFF


def lose_a_coin(st):
    p = [p for p in range(st.players) if st.coin_cards[p]][0]
    c = [c for c in range(R.N_CARDS) if st.loc[c] == 1 + p][0]
    st.loc[c] = 0  # back to the reserve, still counted in the player's coins


def score_off_by_one(st):
    p = [p for p in range(st.players) if st.coin_cards[p]][0]
    st.coin_cards[p] -= 1


def card_in_two_places(st):
    st.next_card[0] = st.active_card[1]


def card_lost(st):
    c = st.next_card[0]
    st.loc[c] = 0
    st.next_card[0] = R.NONE


def aid_made_up(st):
    st.aids[0] = R.AIDS + 1


def last_round_too_early(st):
    st.last = 1


@pytest.mark.parametrize("damage", [lose_a_die, roll_a_field_die_again, lose_a_coin, score_off_by_one,
                                    card_in_two_places, card_lost, aid_made_up, last_round_too_early])
def test_the_checker_catches_a_damaged_state(damage):
    st = state_where(keeping_with_coins)
    beans_invariants.check(st)
    damage(st)
    with pytest.raises(AssertionError):
        beans_invariants.check(st)


def test_the_checker_catches_an_end_without_13_coins():
    rng = Rng(3)
    st = R.new_game(seed=3, players=2)
    while not st.is_over():
        st.apply(rng.weighted(st.chance_outcomes()) if st.to_move() == -1 else rng.choice(st.legal_moves()))
    beans_invariants.check(st)
    for p in range(st.players):  # as if the game had ended with nobody at 13 coins
        st.aids[p] = 0
    st.last = 0
    with pytest.raises(AssertionError):
        beans_invariants.check(st)
