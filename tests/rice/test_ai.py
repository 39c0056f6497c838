import pytest
"""Rizieres du Cambodge AI: strength ordering, budgets (poll), determinism, no peeking, MicroPython."""
from games.rice import ai, rules
from pocket.rng import Rng
from sim import selfplay
from sim.selfplay import RANDOM
from tests.helpers.ondrive import run_on_drive


def play(seed, levels):
    return selfplay.play(ai, rules.new_game(seed=seed), levels, Rng(seed * 7 + 1), check=True)


def wins(a, b, games, base=500):
    """Wins of level a against level b, seats alternated (a draw counts half)."""
    return selfplay.seat_swapped(lambda g, levels: play(base + g, levels), a, b, games)


def test_every_level_beats_a_random_player():
    for level in (0, 1, 2):
        assert wins(level, RANDOM, 8) >= 7


def test_levels_are_ordered():
    assert wins(1, 0, 16) >= 11
    assert wins(2, 0, 16) >= 11
    # more than half: Normal has a smaller form of Hard's placement lookahead (these 40 seeds give 21)
    assert wins(2, 1, 40) >= 21


def states_of_every_kind(seed=3):
    """One state per kind of decision: ancestor, land card, placement, row card, last card, dry pick, dry place."""
    s = rules.new_game(seed=seed)
    rng = Rng(seed)
    kinds = {}
    while not s.is_over():
        if s.to_move() == rules.CHANCE:
            s.apply(0)
            continue
        kinds.setdefault((s.ph, s.step), s.copy())
        s.apply(rng.choice(s.legal_moves()))
    assert len(kinds) == 7
    return kinds


def test_a_stopped_search_still_returns_a_legal_move():
    for s in states_of_every_kind().values():
        for level in (0, 1, 2):
            m = ai.choose(s, level, Rng(1), poll=lambda: False)
            assert m in s.legal_moves()


def test_the_search_polls():
    calls = [0]

    def poll():
        calls[0] += 1
        return True

    kinds = states_of_every_kind()
    ai.choose(kinds[(rules.PH_WET, rules.ST_CARD)], 2, Rng(1), poll)
    assert calls[0] >= 5


def forget_placements():
    """Empty the placement values the AI remembers, in the plan module this `ai` uses (a test before may have
    imported the games afresh, as the launcher does)."""
    ai.Planner.best.__globals__["forget"]()


def counting_poll(stop_after=None):
    calls = [0]

    def poll():
        calls[0] += 1
        return stop_after is None or calls[0] <= stop_after

    return poll, calls


def test_every_search_polls_all_along():
    # placements polls once per square looked around and once per two spots valued; drafting and the dry
    # season's exact picking poll between cards (a spot or a card's line is a few ms on the device)
    for seed in (3, 5):
        for kind, s in states_of_every_kind(seed).items():
            if kind == (rules.PH_ANC, rules.ST_CARD):
                continue  # two cards, nothing to search
            for level in (1, 2):
                forget_placements()  # no answer remembered from an earlier decision
                poll, calls = counting_poll()
                ai.choose(s, level, Rng(1), poll)
                assert calls[0] >= 10, (kind, level, calls[0])
                if s.step == rules.ST_PLACE:
                    assert calls[0] >= len(s.legal_moves()) // 2, (kind, level, calls[0])


def test_a_stop_request_is_honoured_at_once():
    for kind, s in states_of_every_kind(7).items():
        for level in (0, 1, 2):
            forget_placements()
            poll, calls = counting_poll(stop_after=2)
            m = ai.choose(s, level, Rng(1), poll)
            assert m in s.legal_moves()
            assert calls[0] <= 2 + 4, (kind, level, calls[0])  # a Hard placement alone polls ~600 times


def test_same_seed_same_move():
    for s in states_of_every_kind(5).values():
        for level in (0, 1, 2):
            assert ai.choose(s, level, Rng(9)) == ai.choose(s, level, Rng(9))


def test_the_second_chooser_does_not_peek_at_the_first_secret_choice():
    s = rules.new_game(seed=12)
    s.apply(s.legal_moves()[0])
    s.apply(s.legal_moves()[0])
    a, b = s.copy(), s.copy()
    hand = s.legal_moves()
    for st, card in ((a, hand[0]), (b, hand[-1])):
        st.apply(card)
        st.apply(st.legal_moves()[0])
        st.apply(st.legal_moves()[0])
    assert a.observe(1) == b.observe(1)
    for level in (0, 1, 2):
        x, y = a.copy(), b.copy()
        for step in range(3):   # land card, placement, row card of player 2
            mx = ai.choose(x, level, Rng(4))
            my = ai.choose(y, level, Rng(4))
            assert mx == my
            x.apply(mx)
            y.apply(my)


def closing_spots(count=4):
    """Placement decisions from seeded random games where one spot closes a field worth 8+ points."""
    found = []
    for seed in range(200):
        s = rules.new_game(seed=seed)
        rng = Rng(seed)
        while not s.is_over() and len(found) < count:
            if s.to_move() == rules.CHANCE:
                s.apply(0)
                continue
            if s.step == rules.ST_PLACE and s.ph == rules.PH_DRY:
                gains = []
                for m in s.legal_moves():
                    t = s.copy()
                    t.apply(m)
                    gains.append(t.score[s.cur] - s.score[s.cur])
                if max(gains) >= 8:
                    found.append((s.copy(), max(gains)))
            s.apply(rng.choice(s.legal_moves()))
        if len(found) >= count:
            return found
    return found


def test_normal_and_hard_take_a_big_closing():
    spots = closing_spots()
    assert len(spots) == 4
    for s, best in spots:
        for level in (1, 2):
            t = s.copy()
            t.apply(ai.choose(t, level, Rng(2)))
            assert t.score[s.cur] - s.score[s.cur] >= best - 3


MPY_GAME = """
import gc
from pocket.rng import Rng
# the deployed drive's .mpy files, as the device loads them (nothing is compiled on the device)
from games.rice import rules, ai
gc.collect()
# The collector runs only here at top level, between the AI's units of work (ai.think yields between them): the
# heap must hold everything live plus one unit's garbage (stricter than the device; written for a WASI build
# whose collector lost live frames mid-call).
gc.disable()
RNG = Rng(%(seed)d)
S = rules.new_game(seed=%(seed)d)
MOVES = []
PEAK = 0
while not S.is_over():
    gc.collect()
    if S.to_move() == -1:
        M = RNG.weighted(S.chance_outcomes())
    else:
        OUT = [None]
        G = ai.think(S, 2, RNG, OUT)
        for _ in G:
            PEAK = max(PEAK, gc.mem_alloc())
            gc.collect()
        PEAK = max(PEAK, gc.mem_alloc())
        M = OUT[0]
        G = None
    S.apply(M)
    MOVES.append(M)
print('RESULT', S.scores(), MOVES, PEAK)
"""


@pytest.mark.device("cpy32")
def test_hard_plays_a_full_game_on_circuitpython_in_a_64k_heap():
    seed = 4
    r = run_on_drive(MPY_GAME % {"seed": seed}, heap_kb=64, timeout=240)
    assert r.ok, r
    line = [x for x in r.stdout.splitlines() if x.startswith("RESULT")][-1]
    s = rules.new_game(seed=seed)
    rng = Rng(seed)
    moves = []
    while not s.is_over():
        m = rng.weighted(s.chance_outcomes()) if s.to_move() == -1 else ai.choose(s, 2, rng)
        s.apply(m)
        moves.append(m)
    assert line.startswith("RESULT %r %r" % (s.scores(), moves))   # the same game as on CPython
    assert int(line.split()[-1]) < 64 * 1024


@pytest.mark.device("cpy32")
def test_engine_and_ai_load_in_a_64k_heap():
    r = run_on_drive("import gc\nfrom games.rice import rules, ai\ngc.collect()\ns = rules.new_game(seed=1)\n"
                  "gc.collect()\nprint('FREE', gc.mem_free())", heap_kb=64)
    assert r.ok, r
    assert int(r.stdout.split()[-1]) > 28000


def test_a_hurried_answer_is_not_remembered():
    from games.rice import ai as plan
    s = states_of_every_kind()[(rules.PH_DRY, rules.ST_PLACE)]
    me = s.to_move()
    card = s.pcard[me]
    assert len(s.legal_moves()) > 8
    plan.forget()
    plan.Planner(s.copy(), me, lambda: False).best(card)      # stopped after a few spots
    assert remembered(plan) == 0
    plan.Planner(s.copy(), me, lambda: True).best(card)
    assert remembered(plan) == 1


def remembered(plan):
    """How many answers the memo holds."""
    n = 0
    for i in range(plan.SLOTS):
        if plan._KEY[i] is not None:
            for c in range(plan.NCARDS):
                j = 4 * (plan.NCARDS * i + c)
                n += 1 if plan._VAL[j + 2] or plan._VAL[j + 3] else 0
    return n
