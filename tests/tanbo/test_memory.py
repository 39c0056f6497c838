"""Tanbo's memory levers: the setups module is dropped once the game is built (its code leaves the device's heap)
and the turn search's plan stays a small table."""
import sys

from games.tanbo import ai, rules, setup as setups
from pocket.rng import Rng
from pocket.modules import forget


def test_the_setups_are_dropped_once_the_game_is_built():
    assert rules.RANDOM == setups.RANDOM
    forget("games.tanbo.setup")   # as on the device, where nothing else holds it (pocket.modules.run leaves alone
    st = rules.new_game(seed=3, setup=rules.RANDOM)   # a module its caller did not import)
    assert "games.tanbo.setup" not in sys.modules
    assert st.phase() == rules.SETUP


def test_the_plan_is_a_table_allocated_once_that_acts_as_a_dict():
    p = ai.Plan()
    keys, moves = p.keys, p.moves
    ref = {}
    rng = Rng(9)
    for i in range(ai.PLAN_MAX + 50):
        k = rng.below(1 << 30) if i % 3 else (i * ai.PLAN_SLOTS) % 1073741789  # colliding slots too
        p.put(k, i & 255)
        if k in ref or len(ref) < ai.PLAN_MAX:
            ref[k] = i & 255
    assert p.size() == ai.PLAN_MAX == len(ref)
    for k, m in ref.items():
        assert p.get(k) == m
    assert p.get(123456789) is None or 123456789 in ref
    p.clear()
    assert p.size() == 0 and all(p.get(k) is None for k in ref)
    assert p.keys is keys and p.moves is moves  # the same two buffers, never regrown


def test_the_plan_of_a_turn_is_capped():
    assert ai.PLAN_MAX < ai.PLAN_SLOTS * 3 // 4  # the table never fills up
    st = rules.new_game(seed=2)
    rng = Rng(2)
    biggest = 0
    for _ in range(60):
        if st.is_over():
            break
        if st.to_move() < 0:
            st.apply(rng.weighted(st.chance_outcomes()))
            continue
        st.apply(ai.choose(st, 2, rng, lambda: True))
        biggest = max(biggest, ai._plan.size())
    assert 0 < biggest <= ai.PLAN_MAX
