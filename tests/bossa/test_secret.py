"""Bossa hot seat: the secret keep of Double or Invert gets the hand-over screen before each player's choice
(State.secret(), docs/ENGINE.md), and the first player's choice stays hidden from the second."""
from games.bossa.layout import O_KEEP, P_KEEP
from tests.helpers import simtools


def until_keep(s, frames=60):
    """Press A through the dice and the colour choice (and any hand-over) until the first keep is on screen."""
    for _ in range(frames):
        st = s.state
        if st is not None and st.phase() == P_KEEP:
            return st
        s.tap("A")
        s.run(5)
    raise AssertionError("never reached the modifier keep")


def test_each_secret_keep_in_hot_seat_starts_with_the_hand_over_screen():
    with simtools.sim() as s:
        s.start_game("bossa", seed=3, players=("human", "human"), options=(0, 1))
        s.run(10)
        st = until_keep(s)
        first = st.to_move()
        assert st.secret()
        assert s.match.app.stage.hidden  # "Pass the handheld to ...": the board is hidden
        s.tap("A")  # "I am P.."
        s.run(3)
        assert not s.match.app.stage.hidden
        s.tap("A")  # keeps Double (the first choice)
        s.run(5)
        st = s.state
        assert st.phase() == P_KEEP and st.to_move() == 1 - first and st.b[O_KEEP + first]
        assert s.match.app.stage.hidden  # hand-over again before the second secret choice
        s.tap("A")
        s.run(3)
        view = s.match.view
        assert not s.match.app.stage.hidden and view.me == 1 - first
        assert view.toks[0][3] == 0  # the other player's kept modifier is not shown
        s.tap("RIGHT", "A")  # keeps Invert
        s.run(5)
        assert not s.state.secret()


def test_no_hand_over_against_the_computer_and_none_without_a_secret():
    with simtools.sim() as s:
        s.start_game("bossa", seed=3, players=("human", "cpu:1"), options=(0, 1))
        s.run(10)
        for _ in range(40):
            assert not s.match.app.stage.hidden
            st = s.state
            if st is not None and st.phase() > P_KEEP:
                break
            s.tap("A")
            s.run(5)
    from games.bossa import rules
    st = rules.new_game(seed=3, modifiers=0)
    assert not st.secret()
