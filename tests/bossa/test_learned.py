"""Bossa's learned evaluation (issue 36): the table's entries, its value from both seats."""
from games.bossa import ai, learned as L, weights
from games.bossa.layout import P_DRAW
from tests.bossa.helpers import draw_states, make
from tests.bossa.test_ai import FIVE_BLACK

# the parts of the table in features() order: f[i] must fall in PARTS[i]
PARTS = [(L._F_HAND, 100), (L._F_PILE, 95), (L._F_TOK, 8), (L._F_TOK + 8, 8)]
PARTS += [(L._F_LINE, 63), (L._F_LOW, 6), (L._F_HIGH, 12), (L._F_LINE + 63, 63), (L._F_LOW + 6, 6),
          (L._F_HIGH + 12, 12), (L._F_ENDS, 25)]
PARTS += [(L._F_COL + 7 * i, 7) for i in range(4)] + [(L._F_STUCK, 12), (L._F_STUCK + 12, 12)]
BASE = len(PARTS)  # the self-play entries (sim.games.bossa.train's); then the draws' (sim.games.bossa.fitstrong's)
PARTS += [(L._F_MOB, 36), (L._F_MOB + 36, 36), (L._F_THREAT, 11), (L._F_THREAT + 11, 11), (L._F_PEER, 1)]


def test_every_entry_falls_in_its_own_part_of_the_table():
    assert len(PARTS) == L.NF and sum(n for _, n in PARTS[:BASE]) + 1 == L.BASE_SIZE and BASE == L.BASE_NF
    assert L.F_BIAS == L.BASE_SIZE - 1 and L._F_PEER + 2 == L.TABLE_SIZE == len(weights.TABLE)
    f = [0] * L.NF
    seen = set()
    for s in draw_states(6):
        L.features(s, f)
        for i, (lo, n) in enumerate(PARTS):
            assert lo <= f[i] < lo + n, (i, f[i])
        seen.update(f)
    assert len(seen) > 60  # the entries change with the game


def test_the_value_is_the_drawers_and_turns_with_the_seat():
    for s in draw_states(2):
        f = [0] * L.NF
        L.features(s, f)
        total = weights.TABLE[L.F_BIAS] - 128 + sum(weights.TABLE[i] - 128 for i in f)
        p = s.b[3]
        assert L.learned(s, p) == total * weights.SCALE == -L.learned(s, 1 - p)


def test_a_line_its_owner_can_finish_is_worth_more_than_one_nobody_can():
    # the drawer (0) owns black, five positions (FIVE_BLACK): 7 in 2 tiles at the high end makes six
    near = make(hand0=["W1B3", "B4", "W6"], hand1=["W4", "W2B2", "W3B1"], white=(3, ()), black=FIVE_BLACK,
                owners=(1, 0), phase=P_DRAW)
    far = make(hand0=["W1B2", "W5", "W6"], hand1=["W4", "W2B2", "W3B1"], white=(3, ()), black=FIVE_BLACK,
               owners=(1, 0), phase=P_DRAW)
    assert near.npos(1) == 5 and L.learned(near, 0) > L.learned(far, 0) + 32 * weights.SCALE


def test_hard_evaluates_with_the_table_and_the_other_levels_with_the_hand_made_weights():
    assert ai.LEARNED == (0, 0, 1)



def _computer_game(keep):
    """A Bossa match in the simulator, Hard against Normal to the end: the states the match went through, and per
    computer decision (the AI's code still loaded after it, its turn's plan has steps left, the table loaded)."""
    import sys
    from tests.helpers import simtools
    with simtools.sim() as s:
        s.start_game("bossa", seed=4, players=("cpu:2", "cpu:1"))
        s.run(1)
        match, view = type(s.match), type(s.match.view)
        orig, was = match.computer_move, view.keep_ai
        log = []
        states = []

        def spy(self, p):
            move = orig(self, p)
            ai = sys.modules.get("games.bossa.ai")
            log.append((self.ai is not None, ai is not None and ai.planned(), "games.bossa.learned" in sys.modules))
            states.append(self.state.encode())
            return move

        match.computer_move = spy
        view.keep_ai = keep
        try:
            simtools.run_until_over(s)
        finally:
            match.computer_move, view.keep_ai = orig, was
        return states, log


def test_the_ai_is_dropped_after_each_computer_turn_and_kept_between_its_steps_with_the_same_moves():
    # the view's keep_ai False (the room Hard's learned table needs at 96 KB): the AI's code is loaded for each
    # computer turn and dropped after its last step (ai.planned()), so the turn's plan is played out and the
    # computer plays the same game as with its code kept all along
    dropped, log = _computer_game(False)
    assert len(log) > 20 and all(kept == planned for kept, planned, _ in log)
    assert any(planned for _, planned, _ in log) and any(not planned for _, planned, _ in log)
    assert log[-1][2]  # Hard's table, loaded at its first decision, stays
    kept, log = _computer_game(True)
    assert all(loaded for loaded, _, _ in log)
    assert dropped == kept
