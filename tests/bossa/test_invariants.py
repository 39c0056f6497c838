"""Bossa's invariant checker passes along many random games and catches a damaged state."""
import pytest

from games.bossa import rules as R
from pocket.rng import Rng
from sim import invariants
from sim.games.bossa import invariants as bossa_invariants


def test_the_checker_passes_along_random_and_computer_games():
    figures = invariants.run_game("bossa", 40, seed=300, out=lambda *a: None)
    assert figures["checker"] == "own invariants" and figures["moves"] > 40 * 20


def states(phase_wanted, seed=1, **options):
    """The first state of a random game in one of the phases wanted."""
    for s in range(seed, seed + 200):
        rng = Rng(s)
        st = R.new_game(seed=s, **options)
        while not st.is_over():
            if st.b[R.O_PHASE] in phase_wanted and st.npos(0) + st.npos(1) >= 3:
                return st
            st.apply(rng.weighted(st.chance_outcomes()) if st.to_move() == -1 else rng.choice(st.legal_moves()))
        if st.b[R.O_PHASE] in phase_wanted:
            return st
    raise AssertionError("no such state")


def tiles_at(st, loc):
    return [t for t in range(R.NT) if st.b[R.O_LOC + t] == loc]


def line_tile(st):
    return tiles_at(st, R.LINE)[0]


def lose_a_hand_tile(st):
    st.b[R.O_LOC + tiles_at(st, R.HAND + st.b[R.O_PLAYER])[0]] = 9


def line_tile_back_to_pile(st):
    st.b[R.O_LOC + line_tile(st)] = R.PILE


def value_off_by_one(st):
    st.b[R.O_VAL + st.b[R.O_POS + line_tile(st)]] += 1


def discard_without_a_redraw(st):
    st.b[R.O_LOC + tiles_at(st, R.PILE)[0]] = R.DISCARD


def second_aside_tile(st):
    st.b[R.O_LOC + tiles_at(st, R.PILE)[0]] = R.ASIDE


def bury_without_a_stack(st):
    t = tiles_at(st, R.HAND + st.b[R.O_PLAYER])[0]
    st.b[R.O_LOC + t] = R.BURIED
    st.b[R.O_POS + t] = st.b[R.O_POS + line_tile(st)]


@pytest.mark.parametrize("damage", [lose_a_hand_tile, line_tile_back_to_pile, value_off_by_one,
                                    discard_without_a_redraw, second_aside_tile, bury_without_a_stack])
def test_the_checker_and_decode_catch_a_damaged_state(damage):
    st = states((R.P_MAIN,))
    bossa_invariants.check(st)
    damage(st)
    with pytest.raises(AssertionError):
        bossa_invariants.check(st)
    with pytest.raises(ValueError):
        R.decode(st.encode())


def finished(reason):
    for s in range(1, 400):
        rng = Rng(s)
        st = R.new_game(seed=s)
        while not st.is_over():
            st.apply(rng.weighted(st.chance_outcomes()) if st.to_move() == -1 else rng.choice(st.legal_moves()))
        if st.b[R.O_REASON] == reason:
            return st
    raise AssertionError("no game ended by %d" % reason)


@pytest.mark.parametrize("reason", [R.R_EMPTY, R.R_SIX, R.R_STUCK])
def test_the_checker_catches_a_wrong_winner(reason):
    st = finished(reason)
    bossa_invariants.check(st)
    st.b[R.O_WIN] = 1 - st.b[R.O_WIN]
    with pytest.raises(AssertionError):
        bossa_invariants.check(st)


def test_the_checker_catches_a_score_off_by_one():
    st = finished(R.R_EMPTY)
    w = st.b[R.O_WIN]
    t = tiles_at(st, R.PILE)[0] if tiles_at(st, R.PILE) else tiles_at(st, R.HAND + 1 - w)[0]
    st.b[R.O_LOC + t] = R.HAND + w  # the winner now holds a tile: one more in their score
    with pytest.raises(AssertionError):
        bossa_invariants.check(st)


def test_the_checker_and_decode_catch_a_line_that_turns_back_or_grows_past_six():
    from tests.bossa.helpers import make, tid
    st = make(hand0=["W6", "B6"], hand1=["B1"], white=(4, [["W5"]]))
    bossa_invariants.check(st)
    turned = make(hand0=["W6", "B6"], hand1=["B1"], white=(4, [["W5"]]))
    w4 = tid("W4")  # die 4, then 5, then back to 4 on the same side (the old one-ended lines allowed it)
    turned.b[R.O_LOC + w4] = R.LINE
    turned.b[R.O_POS + w4] = R.ARM + 1
    turned.b[R.O_VAL + R.ARM + 1] = 4
    turned.b[R.O_CNT + R.ARM + 1] = 1
    turned.b[R.O_NPOS + 1] = 2
    assert turned.position(1, 1) == (4, [w4])
    with pytest.raises(AssertionError, match="step"):
        bossa_invariants.check(turned)
    with pytest.raises(ValueError):
        R.decode(turned.encode())
    # die 4: 3, 2, 1 and 5, 6, 7 (tiles 1, 2, 1 and 2, 1, 2)
    six = [["W3"], ["W1", "W1B1"], ["W1B2"], ["W1B3", "W4"], ["W6"], ["W3B1", "W4B1"]]
    bossa_invariants.check(make(hand0=["B6"], hand1=["B1"], white=(4, six)))
    seven = make(hand0=["B6"], hand1=["B1"], white=(4, six + [["W2", "W2B1", "W4B2"]]))  # and 8: seven positions
    with pytest.raises(AssertionError, match="too long"):
        bossa_invariants.check(seven)
