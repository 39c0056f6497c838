"""Regression (found by the button fuzzer): looking at the rival's land with SELECT while choosing a card replaced
the hand with the dry-season row, so the next press chose from the wrong list (or divided by zero)."""
from tests.helpers import simtools


def test_peeking_keeps_the_hand_being_chosen_from():
    with simtools.sim(game="rice", seed=4, players=("human", "cpu:0")) as s:
        for _ in range(40):
            s.run(10)
            v = s.match.view
            if v.mode == "card" and s.state.to_move() == 0:
                break
        assert v.mode == "card"
        hand = list(v.cards)
        assert hand
        s.tap("SELECT")                 # your land
        s.tap("SELECT")                 # the rival's
        assert v.cards == hand
        s.tap("SELECT")                 # back to the hand
        before = s.state.encode()
        s.tap("RIGHT", "A")
        s.run(5)
        assert s.state.encode() != before  # a card from the hand was taken
