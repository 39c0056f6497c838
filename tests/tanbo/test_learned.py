"""Tanbo's learned evaluation (issue 36, a desktop variant: sim/games/tanbo/learned.py): the table's entries on a
hand-worked position and in real games, its value from both seats, the integer sum against the fitted model, the
trainer's file and its seed, and the search valuing its leaves with it once installed."""

import pytest

from games.tanbo import ai
from games.tanbo import rules as R
from pocket.rng import Rng
from sim.games.tanbo import learned as L, train, versus, weights
from tests.tanbo.helpers import EMPTY, position

SNAKE2 = (2, 0, 0, 0)
# the parts of the table in features() order: f[i] must fall in PARTS[i]
PARTS = [(L._F_SP, 25), (L._F_SQ, 25), (L._F_DIFF, 39), (L._F_NP, 52), (L._F_NQ, 52), (L._F_PH, 10)]
PARTS += [(L._F_PAD + 30 * k, 30) for k in range(5)] + [(L._F_PAD + 150 + 30 * k, 30) for k in range(5)]
PARTS += [(L._F_PTS, 15), (L._F_PTS + 15, 15), (L._F_BAG, 31), (L._F_RED, 24), (L._F_RES, 21), (L._F_TURN, 16)]


def passed_states(games=6, eps=100):
    """Every state of some Normal self-play games where a turn has just passed (what the search's leaves value),
    with a tenth of the turns at random as the trainer plays them."""
    out = []
    rows = []
    f = [0] * L.NF
    for k in range(games):
        s = R.new_game(seed=k)
        rng = Rng(k + 1)
        wild = Rng(k + 7)
        while not s.is_over():
            was = s.b[R.PLAYER]
            if s.to_move() == -1:
                s.apply(rng.weighted(s.chance_outcomes()))
            elif s.phase() != R.SETUP and wild.below(1000) < eps:
                s.apply(wild.choice(s.legal_moves()))
            else:
                s.apply(ai.choose(s, 1, rng, lambda: True))
            if s.b[R.PLAYER] != was and not s.is_over() and s.phase() != R.SETUP:
                out.append(s.copy())
        w = s.b[R.WINNER]
        for x in out[len(rows):]:
            L.features(x, f, ai.next_turn)
            rows.append(list(f) + [1 if w == 2 else (2 if w == x.b[R.PLAYER] else 0)])
    return out, rows


def test_the_entries_of_a_hand_worked_position():
    # player 0 takes up paddy 0 (a snake, a white, the farmer) and sows onto paddies 1-3; paddy 3 (1 snake, 4 black,
    # 2 red) harvests 26 points with the white last: a win. Player 1's farmer on paddy 0 (2 snakes) lands its last
    # piece on paddy 3 (2 snakes): a sow that draws (200). 4 + 10 snakes on the boards, 7 rice.
    s = position([(1, 1, 0, 0), EMPTY, SNAKE2, (1, 0, 4, 2), EMPTY], [SNAKE2] * 5, turns=10)
    assert s.phase() == R.SOW and s.b[R.PLAYER] == 0
    f = [0] * L.NF
    L.features(s, f, ai.next_turn)
    assert f == [0, 25, 50 + 19,
                 89 + 5 + 20 + 26,  # 26 points harvested (capped at 20), and they win the game
                 141 + 3,  # the other's sow that draws
                 193 + R.SOW,
                 203 + 6 + 1,  # paddy 0 is in hand: 1 snake, 1 rice
                 203 + 30, 203 + 60 + 12, 203 + 90 + 6 + 5, 203 + 120,  # 0/0, 2/0, 1 snake/6 rice (5+), 0/0
                 353 + 12, 353 + 30 + 12, 353 + 60 + 12, 353 + 90 + 12, 353 + 120 + 12,  # the other's 2 snakes each
                 503 + (3 + 16 + 10) // 3, 518 + 0,
                 533 + 23,  # rice in the bag
                 564 + 3 * 4 + 6 // 3,  # 3 red, 6 black
                 588 + 6,  # snakes in the reserve
                 609 + 5]  # turn 10


def test_every_entry_falls_in_its_own_part_of_the_table():
    assert len(PARTS) == L.NF and sum(n for _, n in PARTS) + 1 == L.TABLE_SIZE == len(weights.TABLE)
    assert L.F_BIAS == L.TABLE_SIZE - 1
    assert [lo for lo, _ in PARTS] == sorted(lo for lo, _ in PARTS)
    seen = set()
    states, rows = passed_states()
    assert len(states) > 50
    for row in rows:
        for i, (lo, n) in enumerate(PARTS):
            assert lo <= row[i] < lo + n, (i, row[i])
        seen.update(row[:-1])
    assert len(seen) > 150  # the entries change with the game


def test_the_value_is_the_movers_and_turns_with_the_seat():
    states, _ = passed_states(2)
    for s in states:
        f = [0] * L.NF
        L.features(s, f, ai.next_turn)
        total = weights.TABLE[L.F_BIAS] - 128 + sum(weights.TABLE[i] - 128 for i in f)
        p = s.b[R.PLAYER]
        assert L.learned(s, p, ai.next_turn) == total * weights.SCALE == -L.learned(s, 1 - p, ai.next_turn)


def test_the_integer_table_keeps_the_fitted_models_signs_and_order(monkeypatch):
    np = pytest.importorskip("numpy")
    pytest.importorskip("scipy")
    states, rows = passed_states(30)
    rows = np.array(rows, dtype=np.int16)
    w = train.fit(rows, L.TABLE_SIZE, L.F_BIAS, 1.0)
    q = train.quantize(w)
    monkeypatch.setattr(L, "TABLE", bytes(int(v) + 128 for v in q))
    z = [float(w[r[:-1].astype(np.int64)].sum() + w[L.F_BIAS]) for r in rows]
    v = [L.learned(s, s.b[R.PLAYER], ai.next_turn) / (train.Q * L.SCALE) for s in states]
    assert max(abs(a) for a in z) > 1  # the fit says something
    # rounding to 1/32 logit moves a sum of 23 entries by at most 23/64 (clipping aside)
    assert all(abs(a - b) <= 23 / 64.0 for a, b in zip(z, v))
    assert all((a > 0) == (b > 0) for a, b in zip(z, v) if abs(a) > 0.4)
    order = [(z[i] < z[j]) == (v[i] < v[j]) for i in range(0, len(z), 3) for j in range(1, len(z), 7)
             if abs(z[i] - z[j]) > 0.8]
    assert len(order) > 100 and all(order)


def test_the_search_values_its_leaves_with_the_table_once_installed():
    # install() replaces the evaluation of its own copy of ai.py (sim.games.tanbo.versus gives each player one);
    # the shipped module keeps the hand-made one
    plain = versus.load_ai(versus.AI_PATH, "")
    with_table = versus.load_ai(versus.AI_PATH, "")
    value = L.install(with_table)
    calls = []
    with_table.evaluate = lambda s, me: calls.append(me) or value(s, me)
    s = position([(1, 1, 0, 0), EMPTY, SNAKE2, (1, 0, 1, 0), (1, 2, 0, 0)], [SNAKE2] * 5)
    plain.choose(s, 2, Rng(1), lambda: True)
    assert not calls
    with_table.choose(s, 2, Rng(1), lambda: True)
    assert calls
    assert ai.evaluate is not value and plain.evaluate is not value


def test_a_game_over_is_worth_more_than_any_table_value():
    s = position([(1, 1, 0, 0), EMPTY, SNAKE2, (1, 0, 4, 2), EMPTY], [SNAKE2] * 5)
    value = L.install(versus.load_ai(versus.AI_PATH, ""))
    assert abs(value(s, 0)) < L.L_WIN
    finish = s.copy()
    while not finish.is_over():
        finish.apply(ai.choose(finish, 1, Rng(3), lambda: True))
    assert finish.returns() == [1.0, 0.0]
    assert value(finish, 0) == L.L_WIN + 26 and value(finish, 1) == -L.L_WIN - 26
    states, _ = passed_states(4)
    assert max(abs(value(x, 0)) for x in states) < L.L_WIN


def test_the_versus_tool_plays_the_table_against_the_hand_made_hard():
    a = versus.player("hard:WEIGHTS=" + L.__file__.replace("learned.py", "weights.py"), versus.AI_PATH)
    b = versus.player("hard", versus.AI_PATH)
    assert a[0].evaluate is not b[0].evaluate
    from games.tanbo import rules
    won = [versus.play(rules, (a, b), k) for k in range(3)] + [versus.play(rules, (b, a), k) for k in range(3)]
    assert all(w in (0, 1, 2) for w in won)
    # the two players differ: with the table Hard makes other decisions (their games differ somewhere)
    ends = []
    for pl in ((a, b), (b, b)):
        out = []
        versus.play(rules, pl, 5, ended=out)
        ends.append(out[0].encode())
    assert ends[0] != ends[1]
