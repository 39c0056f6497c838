"""Bossa's extended evaluation (desktop research, sim/games/bossa/value.py, strong.py, fitstrong.py; issue 36): who can
still move after each draw, checked against the placement search and on a hand-worked position; the records and
the table are reproducible."""
import os

from games.bossa import learned
from games.bossa.layout import ASIDE, HAND, NT, O_LOC, P_DRAW, PILE, tile_value
from sim.games.bossa import strong, value
from tests.bossa.helpers import draw_states, make, now as _now


def test_the_helping_draws_are_what_the_placement_search_finds():
    checked = 0
    differs = 0
    for s in draw_states():
        unseen = [t for t in range(NT) if s.b[O_LOC + t] in (PILE, ASIDE)]
        for x in (0, 1):
            h = [0] * 4
            value.helps(s, x, h)
            for e in range(4):
                for t in unseen:
                    c = s.copy()
                    c.b[O_LOC + t] = HAND + x
                    found = bool(c._can_place(x, e))
                    said = h[e] < 0 or bool((h[e] >> tile_value(t, e >> 1)) & 1)
                    assert found == said, (x, e, t)
                    checked += 1
                    differs += found != bool(s._can_place(x, e))
    assert checked > 2000 and differs > 50  # the draw changes the answer often enough for the check to mean something


def test_a_hand_worked_position():
    # white die 3 (low end: 2, high end: 4, in 1-2 tiles), black die 4 (3 and 5); player 0 draws next.
    # Player 0 (W1, W2) places W2 at white's low end now: no draw leaves them stuck.
    # Player 1 (W6) places nowhere now; of the unseen W4, B1, W2B3, W5 (pile) and B6 (aside), W4 (white 4 at the
    # high end) and W2B3 (white 2 at the low end, or black 3 at black's low end) let them place: 3 of 5 leave them
    # stuck, 4.8 eighths, so 5; both have 3 tokens. Both lines are empty (the entry of a line of 0-3 positions).
    s = make(hand0=["W1", "W2"], hand1=["W6"], white=(3, ()), black=(4, ()), player=0, phase=P_DRAW,
             pile=["W4", "B1", "W2B3", "W5"], aside="B6")
    f = [0] * value.NF
    value.features(s, f)
    n = learned.BASE_NF
    assert f[n] == value.F_MOB + 0 * 4 + 3
    assert f[n + 1] == value.F_MOB + 36 + 5 * 4 + 3
    assert f[n + 2] == value.F_THREAT + 10 and f[n + 3] == value.F_THREAT + 11 + 10
    assert f[n + 4] == value.F_PEER
    g = [0] * value.NF
    learned.features(s, g)
    assert f[:n] == g[:n]
    # the W4 gone from the unseen tiles and player 1's Stack used: W2B3 alone helps, 3 of 4 leave them stuck (6
    # eighths), 2 tokens left
    s = make(hand0=["W1", "W2"], hand1=["W6"], white=(3, ()), black=(4, ()), player=0, phase=P_DRAW,
             pile=["B1", "W2B3", "W5"], aside="B6", tokens=(0, 4))
    value.features(s, f)
    assert f[n + 1] == value.F_MOB + 36 + 6 * 4 + 2


def test_a_line_of_five_counts_the_draws_that_finish_it():
    # black (player 1's) at five positions, 1 2 3 [4] 5 6: the low end is closed at 1, the high end needs 7 in 2
    # tiles (the 6 is one tile); player 1's black dots (W4, W2B2, W3B1: 0, 2, 1) make no 7 now, so the entry counts
    # the unseen tiles after which they do (a black 5 with W2B2, a black 6 with W3B1), in quarters of the unseen
    from tests.bossa.test_ai import FIVE_BLACK
    s = make(hand0=["W1B3", "B4", "W6"], hand1=["W4", "W2B2", "W3B1"], white=(3, ()), black=FIVE_BLACK, player=0,
             phase=P_DRAW)
    f = [0] * value.NF
    value.features(s, f)
    n = learned.BASE_NF
    assert not s._can_place(1, 2) and not s._can_place(1, 3)
    i = f[n + 3] - value.F_THREAT - 11  # the other's line (black: player 1's)
    unseen = [t for t in range(NT) if s.b[O_LOC + t] in (PILE, ASIDE)]
    good = [t for t in unseen if tile_value(t, 1) in (5, 6)]  # B5, W1B5, B6 (whichever are unseen)
    assert good and i - 5 == (4 * len(good) + len(unseen) // 2) // len(unseen)
    assert f[n + 2] == value.F_THREAT + 10  # white (the drawer's): no positions


def test_the_records_replay_and_the_fit_writes_the_same_bytes(tmp_path):
    rules = _now("rules")
    ai = _now("ai")
    a = strong.game(rules, ai, 1, 7, 0, sims=30)
    b = strong.game(rules, ai, 1, 7, 0, sims=30)
    assert a == b and len(a[0]) % strong.REC == 0 and len(a[0]) > 5 * strong.REC
    path = tmp_path / "r.bin"
    with open(path, "wb") as f:
        for k in range(6):
            f.write(strong.game(rules, ai, 1, k, k & 1, sims=30)[0])
    from sim.games.bossa import fitstrong
    fitstrong.main([str(path), "--out", str(tmp_path / "a.py")])
    fitstrong.main([str(path), "--out", str(tmp_path / "b.py")])
    assert (tmp_path / "a.py").read_bytes() == (tmp_path / "b.py").read_bytes()
    value.load(str(tmp_path / "a.py"))
    s = rules.new_game(seed=3)
    while s.phase() != P_DRAW:
        s.apply(s.legal_moves()[0] if s.to_move() != -1 else s.chance_outcomes()[0][0])
    assert value.learned_value(s, 0) == -value.learned_value(s, 1)


def test_the_hand_made_variant_is_the_shipped_evaluation_until_told_otherwise():
    from sim.games.bossa.versus import AI_PATH, load_ai
    mod = load_ai(AI_PATH, "")
    plain = mod.evaluate
    value.handmade(mod, stuck=False, threat=0)
    same = mod.evaluate
    value.handmade(mod, stuck=True, threat=0)
    drawn = mod.evaluate
    mod._level[0] = 1
    changed = 0
    for s in draw_states(2):
        for me in (0, 1):
            assert same(s, me) == plain(s, me)
            changed += drawn(s, me) != plain(s, me)
    assert changed > 10
    # the hand-worked position: player 1 (W6) cannot place, 3 of 5 draws leave them stuck: 60 % of the stuck
    # penalty (W_BURN: they hold tokens) instead of (100 - GUESS) %, x FAR % (they draw second)
    s = make(hand0=["W1", "W2"], hand1=["W6"], white=(3, ()), black=(4, ()), player=0, phase=P_DRAW,
             pile=["W4", "B1", "W2B3", "W5"], aside="B6")
    d = drawn(s, 0) - plain(s, 0)
    far = mod.FAR
    assert d == (60 * mod.W_BURN // 100) * far // 100 - ((100 - mod.GUESS) * mod.W_BURN // 100) * far // 100 == -7


def test_the_device_table_holds_the_new_entries_after_the_self_play_ones():
    from games.bossa import weights
    assert len(weights.TABLE) == value.SIZE == learned.TABLE_SIZE
    assert len(set(weights.TABLE[learned.BASE_SIZE:])) > 20  # the new entries were fitted


def test_the_device_evaluation_is_this_modules_reference():
    # games/bossa/learned.py computes the draws with integer code of its own (no lists per evaluation): it must name
    # the same entries as this module's features() and give the same values, in every drawer's state of 12 games
    L = _now("learned")
    value.load(value.__file__.replace(os.path.join("sim", "games", "bossa", "value.py"),
                                      os.path.join("games", "bossa", "weights.py")))
    f1 = [0] * L.NF
    f2 = [0] * value.NF
    moved = 0
    for s in draw_states(12):
        L.features(s, f1)
        value.features(s, f2)
        assert f1 == f2
        assert L.learned(s, 0) == value.learned_value(s, 0) == -L.learned(s, 1)
        moved += f1[17] % 36 // 4 > 0 or f1[18] % 36 // 4 > 0
    assert moved > 5  # states where a player is stuck after some draws were among them


def test_the_entries_are_the_placement_searchs_counts():
    # features() makes the subset sums only where learned.py's entries do not answer already: the entries must
    # still be what the placement search says with each unseen tile added
    from games.bossa.layout import O_OWNER, O_PLAYER, O_TOK
    f = [0] * value.NF
    n = learned.BASE_NF
    lines = 0
    for s in draw_states(3):
        value.features(s, f)
        b = s.b
        unseen = [t for t in range(NT) if b[O_LOC + t] in (PILE, ASIDE)]
        u = len(unseen)
        p = b[O_PLAYER]

        def after(x, ends):
            k = 0
            for t in unseen:
                c = s.copy()
                c.b[O_LOC + t] = HAND + x
                k += any(c._can_place(x, e) for e in ends)
            return k
        for j, x in enumerate((p, 1 - p)):
            tok = b[O_TOK + x]
            r = (8 * (u - after(x, range(4))) + u // 2) // u
            assert f[n + j] == value.F_MOB + j * 36 + r * 4 + 3 - bin(tok & 7).count("1")
        for j in range(2):
            line = (0 if b[O_OWNER] == p else 1) if j == 0 else (1 if b[O_OWNER] == p else 0)
            k = s.npos(line)
            if 4 <= k <= 5:
                lines += 1
                q = (4 * after(b[O_OWNER + line], (line * 2, line * 2 + 1)) + u // 2) // u
                assert f[n + 2 + j] == value.F_THREAT + j * 11 + (k - 4) * 5 + q
            else:
                assert f[n + 2 + j] == value.F_THREAT + j * 11 + 10
    assert lines > 5


def test_versus_plays_the_table_for_the_players_that_ask_for_it(monkeypatch):
    path = value.__file__.replace(os.path.join("sim", "games", "bossa", "value.py"),
                                  os.path.join("games", "bossa", "weights.py"))
    calls = []
    real = value.learned_value

    def counted(s, me):
        calls.append(me)
        return real(s, me)
    monkeypatch.setattr(value, "learned_value", counted)
    score, n = value.versus(path, "normal", "normal", 1)
    assert n == 2 and 0 <= score <= 2
    assert calls, "the player with the table never used it"
    alone = len(calls)
    del calls[:]
    score, n = value.versus(path, "normal", "normal+", 1)
    assert score == 1.0  # the same player in both seats: each wins the deal's game from one seat (no draw here)
    assert len(calls) > alone  # both players evaluate with the table now
