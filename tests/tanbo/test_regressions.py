"""Regressions found by the long invariant run (python -m sim.invariants --games 10000)."""
from games.tanbo import rules
from pocket.rng import Rng


def test_a_game_ending_at_the_turn_limit_during_a_trim_still_encodes_and_decodes():
    seed = 830  # random play: the 80th turn ends while an over-full paddy is being trimmed (3547 before the rules
    # of saves format 2 changed the random games)
    rng = Rng(seed)
    st = rules.new_game(seed=seed)
    while not st.is_over():
        p = st.to_move()
        st.apply(rng.weighted(st.chance_outcomes()) if p == -1 else rng.choice(st.legal_moves()))
    assert st.b[rules.REASON] == rules.END_TURNS and st.b[rules.CURSOR] == 5   # the sweep one past paddy 5
    again = rules.decode(st.encode())
    assert again.encode() == st.encode() and again.is_over()
