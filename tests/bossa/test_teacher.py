"""The comparison tool (sim/games/bossa/teacher.py): every game and every question is counted once, and a turn's
first decision is named by what it does."""
from games.bossa import rules as R
from games.bossa.layout import M_END, M_EXCHANGE, O_OWNER
from pocket.rng import Rng
from sim.games.bossa import teacher


def test_every_game_and_question_is_counted_once():
    r = teacher.run("easy", 1, peer_sims=10, teacher_sims=10)
    assert r["games"] == 2 and sum(r["ends"].values()) == 2
    assert 0 <= r["score"] <= 2
    assert r["asked"] > 0 and sum(r["pairs"].values()) == r["asked"] and 0 <= r["agreed"] <= r["asked"]
    text = teacher.report("easy", r, 10, 10)
    assert "over 2 games" in text and "the same in %d of %d" % (r["agreed"], r["asked"]) in text


def test_a_first_decision_is_named_by_the_line_it_grows():
    s = R.new_game(seed=3)
    rng = Rng(1)
    while s.phase() != R.P_MAIN:
        s.apply(rng.choice(s.legal_moves()))
    me = s.to_move()
    own = 0 if s.b[O_OWNER] == me else 1
    assert teacher.kind(s, M_END + own * 2 + 1) == "own H"
    assert teacher.kind(s, M_END + (1 - own) * 2) == "foe L"
    assert teacher.kind(s, M_EXCHANGE) == "Exchange"
