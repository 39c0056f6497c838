"""Regressions found by the long invariant run (python -m sim.invariants --games 10000)."""
from games.tanbo import rules
from pocket.rng import Rng


def test_a_game_ending_at_the_turn_limit_during_a_trim_still_encodes_and_decodes():
    seed = 3547  # random play: the 80th turn ends while an over-full paddy is being trimmed
    rng = Rng(seed)
    st = rules.new_game(seed=seed)
    while not st.is_over():
        p = st.to_move()
        st.apply(rng.weighted(st.chance_outcomes()) if p == -1 else rng.choice(st.legal_moves()))
    assert st.b[rules.REASON] == rules.END_TURNS
    again = rules.decode(st.encode())
    assert again.encode() == st.encode() and again.is_over()
