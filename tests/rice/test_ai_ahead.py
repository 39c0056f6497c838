"""Rice AI work done ahead of the placement (games/rice/ai.py, its placement search): a new land's spots from the old land's, and the
cards to come valued at the row pick in the land the pending card makes. Both must give what the placement would
have computed itself."""
from games.rice import ai as plan
from games.rice import ai, rules
from games.rice import land as L
from pocket.rng import Rng


def _always():
    return True


def states(seed, keep):
    """The states of one seeded Normal self-play game for which keep(state) is true."""
    s = rules.new_game(seed=seed)
    rng = Rng(seed)
    out = []
    while not s.is_over():
        if s.to_move() == rules.CHANCE:
            s.apply(0)
            continue
        if keep(s):
            out.append(s.copy())
        s.apply(ai.choose(s, 1, rng))
    return out


def test_spots_after_a_card_are_the_spots_of_the_new_land():
    n = 0
    for seed in (1, 2):
        for s in states(seed, lambda s: s.step == rules.ST_PLACE):
            p = s.to_move()
            off = p * L.GN
            old = L.spots(s.land, off, s.cells(p))
            for move in s.legal_moves()[:6]:
                if move == rules.DISCARD:
                    continue
                t = s.copy()
                rules.place(t, p, t.pcard[p], move, False)
                code = move - rules.PLACE0
                pos = code >> 2
                got = plan._spots_after(old, t.land, off, pos, pos + L.BOFF[code & 3])
                assert got == L.spots(t.land, off, t.cells(p))
                n += 1
    assert n > 50


def test_prepare_values_the_cards_to_come_in_the_land_of_the_next_placement():
    n = 0
    for seed in (3, 4):
        for s in states(seed, lambda s: s.ph == rules.PH_WET and s.step == rules.ST_ROW):
            me = s.to_move()
            before = (bytes(s.land), bytes(s.bb), bytes(s.log[me]))
            plan.forget()
            plan.prepare(s, me, _always)
            assert (bytes(s.land), bytes(s.bb), bytes(s.log[me])) == before   # all taken back
            # the land once the pending card is down (the reveal): the memo already knows its cards
            t = s.copy()
            rules.place(t, me, t.pcard[me], t.ppos[me], False)
            slot = [i for i in range(plan.SLOTS) if plan._KEY[i] == bytes(t.log[me])]
            assert len(slot) == 1
            future = t.hand[me] | t.unseen(me)
            for c in t.row:
                future |= 1 << c
            for c in range(plan.NCARDS):
                if not (future >> c) & 1 or c == t.pcard[me]:
                    continue
                j = 4 * (plan.NCARDS * slot[0] + c)
                assert plan._VAL[j + 2] or plan._VAL[j + 3], c
                remembered = plan.Planner(t, me, _always).best(c)
                assert remembered == plan.Planner(t, me, _always)._best(c, 0, None)
                n += 1
    plan.forget()
    assert n > 20
