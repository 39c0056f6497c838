"""The bean dice game: contracts, cards and turn rules (docs/rules/beans.md)."""
import itertools
from collections import Counter

import pytest

from games.beans import cards, contracts as C, rules as R
from pocket.rng import Rng
from sim.games.beans import cards as beans_cards

G, S, RD, CH, B, N, X = range(7)


def counts(**kw):
    names = {"g": G, "s": S, "r": RD, "c": CH, "b": B, "n": N, "x": X}
    out = [0] * 7
    for k, v in kw.items():
        out[names[k]] = v
    return out


_HIST = []


def histogram():
    """Independent exhaustive count: every one of the 6**7 ordered rolls of the seven dice, by variety counts."""
    if not _HIST:
        h = Counter()
        for faces in itertools.product(*cards.DICE):
            c = [0] * 7
            for f in faces:
                c[f] += 1
            h[tuple(c)] += 1
        _HIST.append(h)
    return _HIST[0]


# ---- contracts


def test_met_for_every_kind():
    two_soy_blue_broken = C.exact(counts(s=2, b=1, x=1))  # the rulebook's example
    assert C.met(two_soy_blue_broken, counts(s=2, b=1, x=1))
    assert C.met(two_soy_blue_broken, counts(s=3, b=2, x=1, g=1))
    assert not C.met(two_soy_blue_broken, counts(s=1, b=2, x=2))
    red_chinese = C.exact(counts(r=2, c=2))
    assert C.met(red_chinese, counts(r=2, c=2)) and not C.met(red_chinese, counts(r=2, c=1, b=4))
    six_diff = C.K_DIFF | (6 << 4)
    assert C.met(six_diff, [1, 1, 1, 1, 1, 1, 0]) and not C.met(six_diff, [2, 1, 1, 1, 1, 0, 0])
    four_same = C.K_KIND | (4 << 4)
    assert C.met(four_same, counts(n=4)) and C.met(four_same, counts(b=5)) and not C.met(four_same, counts(b=3, s=3))
    full_blue_triple = C.K_FULL | (B << 4) | (1 << 8)
    assert C.met(full_blue_triple, counts(b=3, s=2))
    assert not C.met(full_blue_triple, counts(b=2, s=3))     # blue is on the pair there
    assert not C.met(full_blue_triple, counts(b=5))           # the pair must be another variety
    full_blue_pair = C.K_FULL | (B << 4)
    assert C.met(full_blue_pair, counts(b=2, s=3)) and not C.met(full_blue_pair, counts(b=3, s=2))
    five = C.K_FIVE | (S << 4) | (B << 8)
    assert C.met(five, counts(s=2, b=3)) and C.met(five, counts(s=1, b=4))
    assert not C.met(five, counts(b=5)) and not C.met(five, counts(s=2, b=2, x=1))
    no_blue = C.K_NONE | (B << 4)
    assert C.met(no_blue, counts(s=2, x=2, n=1, g=2))
    assert not C.met(no_blue, counts(s=2, x=2, n=1, g=1, b=1))
    assert not C.met(no_blue, counts(s=2, x=2))               # all seven dice are needed (ruling)
    triples = C.K_TRIPLES
    assert C.met(triples, counts(b=3, x=3, s=1)) and not C.met(triples, counts(b=6, x=1))
    pairs = C.K_PAIRS
    assert C.met(pairs, counts(b=2, x=2, s=2, g=1)) and not C.met(pairs, counts(b=4, x=2, s=1))


def test_chance_equals_an_independent_exhaustive_count():
    h = histogram()
    assert sum(h.values()) == 6 ** 7
    picked = [C.exact(counts(s=2, b=1, x=1)), C.K_DIFF | (6 << 4), C.K_KIND | (4 << 4), C.K_FULL | (G << 4),
              C.K_FIVE | (B << 4) | (X << 8), C.K_NONE | (B << 4), C.K_TRIPLES, C.K_PAIRS, cards.CARDS[0][5]]
    for c in picked:
        hits = sum(w for k, w in h.items() if C.met(c, k))
        assert abs(C.chance(c) - hits / 6 ** 7) < 1e-12, C.text(c)
    # impossible: red is on one face of the three cream dice only
    assert C.chance(C.exact(counts(r=4))) == 0.0


def test_one_colour_rolls_are_the_multisets_with_their_weights():
    for white, n in ((True, 4), (False, 3), (True, 1), (False, 2)):
        outs = list(C.rolls(white, n))
        assert sum(w for _, w in outs) == 6 ** n
        faces = C.WHITE if white else C.CREAM
        direct = Counter()
        for roll in itertools.product(faces, repeat=n):
            c = [0] * 7
            for f in roll:
                c[f] += 1
            direct[sum(k << (3 * v) for v, k in enumerate(c))] += 1
        assert dict(outs) == dict(direct)


def test_a_roll_is_checked_against_the_faces_and_the_dice_thrown():
    # apply() checks a roll without listing them all: the check must agree with the list, and refuse the rest
    for white, n in ((True, 4), (False, 3), (True, 2), (False, 1)):
        listed = set(p for p, _ in C.rolls(white, n))
        for packed in range(1 << 15):
            assert C.is_roll(white, n, packed) == (packed in listed)
    assert not C.is_roll(True, 1, 1 << 21) and not C.is_roll(True, 1, -1) and not C.is_roll(True, 1, "1")
    s = fresh_state()
    assert s.to_move() == R.CHANCE and s.phase == R.P_WHITE
    with pytest.raises(ValueError):
        s.apply(4 << (3 * C.RED))  # red is on no white die
    with pytest.raises(ValueError):
        s.apply(2 << (3 * C.BLUE))  # two dice where four are thrown
    s.apply(4 << (3 * C.BLUE))
    assert s.phase == R.P_CREAM


# ---- the cards


def test_the_deck_follows_the_generator_rules():
    assert len(cards.CARDS) == 61 and all(len(c) == 6 for c in cards.CARDS)
    assert len(cards.PCT) == 61 * 6
    sets = beans_cards.reachable_sets()
    kinds = set()
    for i, card in enumerate(cards.CARDS):
        for j, c in enumerate(card):
            kinds.add(c & 15)
            assert cards.PCT[6 * i + j] == int(round(100 * C.chance(c)))
            assert cards.PCT[6 * i + j] >= 1
        # chances fall from bottom to top (10 % relative slack)
        assert all(cards.PCT[6 * i + j + 1] <= cards.PCT[6 * i + j] * 1.1 + 1 for j in range(5))
        # no set of dice fulfils four contracts in a row
        for s in sets:
            run = 0
            for c in card:
                run = run + 1 if C.met(c, s) else 0
                assert run <= 3, (i, s)
    assert kinds == set(range(8))  # every kind of the rulebook's list appears
    means = [sum(cards.PCT[6 * i + j] for i in range(61)) / 61 for j in range(6)]
    assert means == sorted(means, reverse=True) and means[0] > 45 and means[5] < 8


# ---- turn rules


def fresh_state(players=2, seed=1):
    return R.new_game(seed=seed, players=players)


def roll(s, white, cream):
    """Apply a roll given as variety lists for the white and the cream dice still off the field."""
    def pack(vs):
        return sum(1 << (3 * v) for v in vs)
    if s.phase == R.P_WHITE:
        s.apply(pack(white))
    if s.phase == R.P_CREAM:
        s.apply(pack(cream))


def give_card(monkeypatch, s, p, contracts_list, done=0):
    """Give player p a card with these contracts (the deck is patched for this test)."""
    deck = list(R.CARDS)
    deck[s.active_card[p]] = tuple(contracts_list)
    monkeypatch.setattr(R, "CARDS", tuple(deck))
    s.done[p] = done


def test_a_roll_is_two_chance_nodes_over_multisets():
    s = fresh_state()
    assert s.to_move() == R.CHANCE and s.phase == R.P_WHITE
    assert sum(w for _, w in s.chance_outcomes()) == 6 ** 4 and len(s.chance_outcomes()) == 35
    s.apply(s.chance_outcomes()[0][0])
    assert s.phase == R.P_CREAM and sum(w for _, w in s.chance_outcomes()) == 6 ** 3


def test_active_player_must_set_a_die_aside_before_rolling_or_stopping(monkeypatch):
    s = fresh_state()
    give_card(monkeypatch, s, 1, [C.K_NONE | (G << 4)] * 6)  # player 1 never gets a window
    roll(s, [B, B, X, S], [G, RD, CH])
    assert s.to_move() == 0 and s.phase == R.P_KEEP
    moves = s.legal_moves()
    assert R.ROLL not in moves and R.STOP not in moves
    assert sorted(moves) == sorted([R.KEEP + B, R.KEEP + X, R.KEEP + S, R.KEEP + 7 + G, R.KEEP + 7 + RD,
                                    R.KEEP + 7 + CH])
    s.apply(R.KEEP + B)
    assert R.ROLL in s.legal_moves() and R.STOP in s.legal_moves()
    assert s.counts(R.FIELD) == counts(b=1)
    s.apply(R.ROLL)
    # only the six dice off the field roll: 3 white, 3 cream
    assert sum(w for _, w in s.chance_outcomes()) == 6 ** 3
    roll(s, [S, S, N], [S, G, G])
    assert s.where.count(R.FIELD) == 1


def test_active_player_fulfils_from_the_field_only_in_order(monkeypatch):
    s = fresh_state()
    give_card(monkeypatch, s, 1, [C.K_NONE | (G << 4)] * 6)
    give_card(monkeypatch, s, 0, [C.exact(counts(b=1)), C.exact(counts(b=1, x=1)), C.exact(counts(s=1)),
                                  C.K_NONE | (B << 4), C.exact(counts(g=3)), C.exact(counts(g=3))])
    roll(s, [B, X, S, S], [G, G, G])
    s.apply(R.KEEP + B)
    s.apply(R.KEEP + X)
    s.apply(R.STOP)
    # the fresh soy dice were not set aside: contract 3 (1 soy) cannot be fulfilled
    assert s.phase == R.P_FULFIL and s.legal_moves() == [R.CLAIM, R.PASS]
    s.apply(R.CLAIM)
    s.apply(R.CLAIM)
    assert s.done[0] == 2
    # nothing left to claim or sell: the dice pass to the next player
    assert s.active == 1 and s.phase == R.P_WHITE


def test_other_players_fulfil_with_the_fresh_dice_only(monkeypatch):
    s = fresh_state(players=3)
    give_card(monkeypatch, s, 1, [C.exact(counts(b=2)), C.exact(counts(s=1)), C.exact(counts(g=2)),
                                  C.exact(counts(g=9 - 6))] + [C.K_TRIPLES] * 2)
    give_card(monkeypatch, s, 2, [C.K_NONE | (B << 4)] * 6)
    roll(s, [B, B, N, N], [S, G, RD])
    # player 1 is asked (2 blue, then 1 soy are in the fresh dice), player 2 is not
    assert s.phase == R.P_OFF and s.to_move() == 1 and s.legal_moves() == [R.CLAIM, R.PASS]
    s.apply(R.CLAIM)
    assert s.to_move() == 1
    s.apply(R.CLAIM)
    assert s.done[1] == 2
    # 2 green are not there: the window closes by itself, player 2 is skipped, the active player keeps
    assert s.phase == R.P_KEEP and s.to_move() == 0
    s.apply(R.KEEP + 7 + S)
    s.apply(R.ROLL)
    # the soy on the field does not count for the others: player 1 needs 2 green from the fresh dice
    roll(s, [B, B, N, N], [S, RD])
    assert s.phase == R.P_KEEP and s.done[1] == 2
    s.apply(R.KEEP + B)
    s.apply(R.ROLL)
    roll(s, [B, B, N], [G, G])
    assert s.phase == R.P_OFF and s.to_move() == 1 and R.CLAIM in s.legal_moves()


def test_selling_pays_1_2_3_4_coins_and_the_next_card_moves_up():
    for done, value in ((3, 1), (4, 2), (5, 3), (6, 4)):
        s = fresh_state()
        s.done[0] = done
        roll(s, [B, B, B, B], [B, S, S])
        while s.to_move() != 0:
            s.apply(R.PASS)
        under = s.next_card[0]
        old = s.active_card[0]
        assert R.SELL in s.legal_moves()
        s.apply(R.SELL)
        draws = 0
        while s.phase == R.P_DRAW:
            s.apply(s.chance_outcomes()[0][0])
            draws += 1
        assert draws == value  # value - 1 coins from the reserve, then the new progress card
        assert s.coins(0) == value and s.active_card[0] == under and s.done[0] == 0
        assert s.loc[old] == 1  # the sold card is now a coin of player 0
        assert s.next_card[0] not in (R.NONE, under)
        assert s.phase == R.P_KEEP  # the sale did not end the roll


def test_no_sale_below_three_contracts():
    s = fresh_state()
    s.done[0] = 2
    roll(s, [B, B, B, B], [B, S, S])
    while s.to_move() != 0:
        s.apply(R.PASS)
    assert R.SELL not in s.legal_moves()
    with pytest.raises(ValueError):
        s.apply(R.SELL)


def test_a_new_card_is_usable_at_once_with_the_same_dice(monkeypatch):
    """The rulebook's Doris example: fulfil three, sell, then fulfil again from the same dice."""
    s = fresh_state()
    give_card(monkeypatch, s, 1, [C.K_NONE | (G << 4)] * 6)
    give_card(monkeypatch, s, 0, [C.exact(counts(b=1)), C.exact(counts(b=2)), C.exact(counts(b=3)),
                                  C.K_NONE | (B << 4), C.K_TRIPLES, C.K_TRIPLES])
    deck = list(R.CARDS)
    deck[s.next_card[0]] = (C.exact(counts(s=1)), C.exact(counts(s=2)), C.exact(counts(b=1, s=1))) + (C.K_PAIRS,) * 3
    monkeypatch.setattr(R, "CARDS", tuple(deck))
    roll(s, [B, B, B, S], [S, G, G])
    for m in (R.KEEP + B, R.KEEP + B, R.KEEP + B, R.KEEP + S, R.KEEP + 7 + S, R.STOP):
        s.apply(m)
    for _ in range(3):
        s.apply(R.CLAIM)
    assert s.legal_moves() == [R.PASS, R.SELL]
    s.apply(R.SELL)
    s.apply(s.chance_outcomes()[0][0])  # the new progress card
    assert s.coins(0) == 1
    for _ in range(3):
        s.apply(R.CLAIM)
    assert s.done[0] == 3


def test_thirteen_coins_off_turn_stops_the_rolls_and_ends_the_game(monkeypatch):
    s = fresh_state(players=3)
    give_card(monkeypatch, s, 1, [C.exact(counts(b=1))] * 3 + [C.K_NONE | (B << 4)] * 3, done=3)
    s.coin_cards[1] = 12
    moved = 0
    for c in range(61):
        if moved < 12 and s.loc[c] == 0:
            s.loc[c] = 2
            moved += 1
    roll(s, [B, X, X, S], [G, G, S])
    assert s.to_move() == 1 and R.SELL in s.legal_moves()
    s.apply(R.SELL)
    s.apply(s.chance_outcomes()[0][0])
    assert s.coins(1) == 13 and s.last
    # the active player may still set dice aside, but not roll again
    while s.to_move() != 0:
        s.apply(R.PASS)
    s.apply(R.KEEP + B)
    assert R.ROLL not in s.legal_moves() and R.STOP in s.legal_moves()
    s.apply(R.STOP)
    while not s.is_over():
        assert s.to_move() == 0
        s.apply(R.PASS if R.PASS in s.legal_moves() else s.legal_moves()[0])
    assert s.returns() == [0.0, 1.0, 0.0]
    assert s.scores()[1] == 13


def test_ties_share_the_win():
    s = fresh_state(players=3)
    s.coin_cards[0] = 3
    s.aids[0] = 2
    s.coin_cards[2] = 13
    s.phase = R.P_OVER
    assert s.returns() == [0.5, 0.0, 0.5]


def coins_from_reserve(s, p, n):
    """Player p holds n coin cards, taken from the reserve (so the reserve stays what it would be)."""
    s.coin_cards[p] = n
    moved = 0
    for c in range(61):
        if moved < n and s.loc[c] == 0:
            s.loc[c] = 1 + p
            moved += 1


def finish_turn(s):
    """Off-turn windows passed, then the active player keeps a die, stops and passes: the game ends."""
    while s.to_move() != s.active:
        s.apply(R.PASS)
    keeps = [m for m in s.legal_moves() if m >= R.KEEP]
    s.apply(keeps[0])
    assert R.ROLL not in s.legal_moves()
    if R.STOP in s.legal_moves():
        s.apply(R.STOP)
    while not s.is_over():
        s.apply(R.PASS if R.PASS in s.legal_moves() else s.legal_moves()[0])


def test_players_reaching_13_after_the_same_roll_share_the_win_whatever_their_totals(monkeypatch):
    # « Si plusieurs joueurs atteignent 13 écus au même moment ils se partagent la victoire, sinon c'est le joueur
    # avec le plus d'écus qui l'emporte. » After player 1's roll, players 2 and 3 both sell off turn: 12 + 1 = 13
    # and 12 + 2 = 14. They reached 13 at the same moment (the same fresh dice): they share, 14 does not win alone.
    s = fresh_state(players=3)
    give_card(monkeypatch, s, 1, [C.exact(counts(b=1))] * 3 + [C.K_NONE | (B << 4)] * 3, done=3)
    give_card(monkeypatch, s, 2, [C.exact(counts(b=1))] * 4 + [C.K_NONE | (B << 4)] * 2, done=4)
    coins_from_reserve(s, 1, 12)
    coins_from_reserve(s, 2, 12)
    roll(s, [B, X, X, S], [G, G, S])
    for p in (1, 2):
        assert s.to_move() == p and R.SELL in s.legal_moves()
        s.apply(R.SELL)
        while s.to_move() == R.CHANCE:
            s.apply(s.chance_outcomes()[0][0])
        while s.to_move() == p:
            s.apply(R.PASS)
    assert s.coins(1) == 13 and s.coins(2) == 14 and s.last
    finish_turn(s)
    assert s.scores() == [0, 13, 14] and s.returns() == [0.0, 0.5, 0.5]


def test_reaching_13_at_different_moments_the_most_coins_wins(monkeypatch):
    # player 2 reaches 13 off turn; player 1, who may not roll again, then fulfils from the field and sells a card
    # of four contracts: 12 + 2 = 14, later and alone. "Sinon": the most coins wins
    s = fresh_state(players=3)
    give_card(monkeypatch, s, 1, [C.exact(counts(b=1))] * 3 + [C.K_NONE | (B << 4)] * 3, done=3)
    deck = list(R.CARDS)
    deck[s.active_card[0]] = (C.exact(counts(b=1)),) * 4 + (C.K_NONE | (B << 4),) * 2
    monkeypatch.setattr(R, "CARDS", tuple(deck))
    s.done[0] = 3
    coins_from_reserve(s, 1, 12)
    coins_from_reserve(s, 0, 12)
    roll(s, [B, X, X, S], [G, G, S])
    assert s.to_move() == 1
    s.apply(R.SELL)
    while s.to_move() == R.CHANCE:
        s.apply(s.chance_outcomes()[0][0])
    while s.to_move() != 0:
        s.apply(R.PASS)
    s.apply(R.KEEP + B)
    s.apply(R.STOP)
    s.apply(R.CLAIM)  # the fourth contract, with the blue die on the field
    s.apply(R.SELL)
    while s.to_move() == R.CHANCE:
        s.apply(s.chance_outcomes()[0][0])
    while not s.is_over():
        s.apply(R.PASS)
    assert s.scores() == [14, 13, 0] and s.returns() == [1.0, 0.0, 0.0]
    # had the active player reached 13 as well (equal totals), the most coins would be shared as before
    s.coin_cards[0] = 13
    assert s.returns() == [0.5, 0.5, 0.0]


def test_change_is_made_when_the_reserve_runs_out():
    s = fresh_state(players=2)
    # every reserve card becomes a coin of player 1: player 0's sale must make change
    for c in range(61):
        if s.loc[c] == 0:
            s.loc[c] = 2
            s.coin_cards[1] += 1
    s.done[0] = 5
    roll(s, [B, B, B, B], [B, S, S])
    while s.to_move() != 0:
        s.apply(R.PASS)
    s.apply(R.SELL)
    while s.phase == R.P_DRAW:
        s.apply(s.chance_outcomes()[0][0])
    assert s.coins(0) == 3 and s.aids[1] == 1 and s.coin_cards[1] == 52
    assert s.coins(1) == 57 and s.next_card[0] != R.NONE
    assert sum(1 for x in s.loc if x == 0) == 2
    assert R.decode(s.encode()).encode() == s.encode()


def test_decode_refuses_inconsistent_coins():
    s = fresh_state()
    data = bytearray(s.encode())
    data[R.HEAD + 3 * 2] = 4  # player 0 claims four coin cards it does not hold
    with pytest.raises(ValueError):
        R.decode(bytes(data))


def test_random_games_conserve_cards_and_end():
    for seed in range(20):
        players = 2 + seed % 4
        s = R.new_game(seed=seed, players=players)
        rng = Rng(seed)
        n = 0
        while not s.is_over():
            if s.to_move() == R.CHANCE:
                s.apply(rng.weighted(s.chance_outcomes()))
            else:
                moves = s.legal_moves()
                # claim whenever possible so games move on
                s.apply(R.CLAIM if R.CLAIM in moves else rng.choice(moves))
            n += 1
            assert n < 20000
            in_play = sum(1 for x in s.loc if x == R.IN_PLAY)
            coins = sum(s.coin_cards)
            reserve = sum(1 for x in s.loc if x == 0)
            assert in_play + coins + reserve == 61
            assert in_play <= 2 * players
        assert max(s.scores()) >= 13
        assert abs(sum(s.returns()) - 1.0) < 1e-9


def test_moves_are_said_in_words_that_fit_the_footer():
    # issue 18: "Keep white X" and "Sell for 1" were letters and a bare number; the footer ("CPU5: ...") has 26 columns
    s = R.new_game(seed=3, players=2)
    s.apply(s.chance_outcomes()[0][0])
    while s.phase == R.P_CREAM or s.phase == R.P_OFF:
        s.apply(s.legal_moves()[0] if s.phase == R.P_OFF else s.chance_outcomes()[0][0])
    for colour in range(2):
        for v in range(7):
            t = s.move_text(R.KEEP + 7 * colour + v)
            assert t == "Keep a %s %s" % (("white", "cream")[colour], C.NAMES[v])
            assert len("CPU5: " + t) <= 26, t
    assert s.move_text(R.STOP) == "Stop and score" and s.move_text(R.ROLL) == "Roll again"
    s.done[0] = 3
    assert s.move_text(R.SELL) == "Sell for 1 coin"
    s.done[0] = 4
    assert s.move_text(R.SELL) == "Sell for 2 coins"
