"""Bossa rules: the seed's tile set, setup, placements on two-ended lines, the three action tokens, the modifiers and
end conditions A-E (docs/rules/bossa.md). Rulebook sentences are quoted where a test checks them."""
import pytest

from games.bossa import rules as R
from games.bossa.layout import (DONE, K_DOUBLE, K_INVERT, M_BLACK, M_DICE, M_DOUBLE, M_EXCHANGE, M_FIRST,
                               M_INVERT, M_END, M_POS, M_REDRAW, M_STACK, M_WHITE, MOD, O_TOK, P_CHOOSE,
                               P_COLOUR, P_DRAW, P_KEEP, P_OVER, R_EMPTY, R_FILL, R_PILE, R_SIX, R_STUCK, T_EXCHANGE,
                               T_REDRAW, T_STACK)
from pocket.rng import Rng
from games.bossa.layout import ARM, HAND
from tests.bossa.helpers import ASIDE, BURIED, DISCARD, TB, TW, check_invariants, make, names, tid

# the two ends of each line: low (values fall, left of the die) and high (values rise, right of it)
WHITE_LOW, WHITE_HIGH, BLACK_LOW, BLACK_HIGH = M_END, M_END + 1, M_END + 2, M_END + 3


def play(s, *moves):
    for m in moves:
        s.apply(tid(m) if isinstance(m, str) else m)
    return s


# ---- components and setup ----

def test_tile_set_marginals():
    tiles = [(TW[t], TB[t]) for t in range(27)]
    assert len(set(tiles)) == 27
    assert all(1 <= w + b <= 6 for w, b in tiles)
    for k in range(1, 7):
        assert sum(1 for w, _ in tiles if w == k) == 7 - k  # "B1 . N1 6 de chaque" ... "B6 . N6 1 de chaque"
        assert sum(1 for _, b in tiles if b == k) == 7 - k


def test_setup_deals_four_each_sets_one_aside_and_rolls_two_different_dice():
    s = R.new_game(seed=5)
    assert [s.hand_count(0), s.hand_count(1), s.pile_count()] == [4, 4, 18]
    assert sum(1 for t in range(27) if s.b[R.O_LOC + t] == ASIDE) == 1
    assert s.to_move() == R.CHANCE
    outs = s.chance_outcomes()
    assert len(outs) == 30 and all(w == 1 for _, w in outs)  # ties are re-rolled
    assert M_DICE + 2 * 6 + 2 not in [o for o, _ in outs]


def test_higher_roller_picking_a_colour_lets_the_other_play_first():
    s = R.new_game(seed=1)
    s.apply(M_DICE + 2 * 6 + 4)  # P1 rolls 3, P2 rolls 5
    assert s.to_move() == 1 and s.phase() == P_CHOOSE
    assert sorted(s.legal_moves()) == [M_WHITE, M_BLACK, M_FIRST]
    s.apply(M_WHITE)
    assert s.b[R.O_OWNER] == 1 and s.b[R.O_OWNER + 1] == 0
    assert s.b[R.O_START] == 5 and s.b[R.O_START + 1] == 3  # each line starts at its owner's roll
    assert s.phase() == P_DRAW and s.b[R.O_PLAYER] == 0


def test_higher_roller_playing_first_lets_the_other_pick_the_colour():
    s = R.new_game(seed=1)
    s.apply(M_DICE + 5 * 6 + 0)  # P1 rolls 6, P2 rolls 1
    s.apply(M_FIRST)
    assert s.to_move() == 1 and s.phase() == P_COLOUR
    s.apply(M_WHITE)
    assert s.b[R.O_OWNER] == 1 and s.b[R.O_START] == 1 and s.b[R.O_START + 1] == 6
    assert s.phase() == P_DRAW and s.b[R.O_PLAYER] == 0


def shown_hands(s, p):
    """The hands p sees: (tiles of hand 0, tiles of hand 1) in observe(p)."""
    seen = s.observe(p)
    return tuple(sorted(t for t in range(27) if seen[R.O_LOC + t] == HAND + q) for q in (0, 1))


def test_only_the_higher_roller_sees_their_hand_before_the_colours_are_chosen():
    # « Le joueur ayant obtenu le meilleur résultat vérifie sa main (sans la montrer à l'adversaire) » ...
    # « Chaque joueur retourne sa main, face visible. Par la suite, la main est toujours ouverte. »
    s = R.new_game(seed=3)
    assert shown_hands(s, 0) == shown_hands(s, 1) == ([], [])  # dealt face down
    s.apply(M_DICE + 0 * 6 + 3)  # P1 rolls 1, P2 rolls 4: P2 looks at their hand and chooses
    assert shown_hands(s, 1) == ([], sorted(s.hand(1))) and shown_hands(s, 0) == ([], [])
    s.apply(M_FIRST)  # P2 plays first: P1 picks the colour without having seen any hand
    assert s.phase() == P_COLOUR and s.to_move() == 0
    assert shown_hands(s, 0) == ([], []) and shown_hands(s, 1) == ([], sorted(s.hand(1)))
    hands = set()
    for k in range(20):
        d = s.determinize(0, Rng(k))
        assert d.observe(0) == s.observe(0) and d.hand_count(0) == d.hand_count(1) == 4
        hands.add(tuple(d.hand(0)))
        assert s.determinize(1, Rng(k)).hand(1) == s.hand(1)  # the chooser's own hand is known to them
    assert len(hands) > 1  # P1's own hand is resampled: P1 has not seen it
    s.apply(M_BLACK)
    assert shown_hands(s, 0) == shown_hands(s, 1) == (sorted(s.hand(0)), sorted(s.hand(1)))  # open from now on
    assert s.determinize(0, Rng(9)).hand(1) == s.hand(1)


def test_set_aside_tile_is_hidden_and_never_drawn():
    s = make(hand0=["W2"], hand1=["B2"], pile=["W6", "B6"], aside="W5", phase=P_DRAW)
    assert names(s.legal_moves()) == ["B6", "W6"]
    assert s.observe(0) == make(hand0=["W2"], hand1=["B2"], pile=["W6", "W5"], aside="B6", phase=P_DRAW).observe(0)
    asides = set(names([t for t in range(27) if s.determinize(0, Rng(k)).b[R.O_LOC + t] == ASIDE][0:1])[0]
                 for k in range(30))
    assert asides == {"W5", "W6", "B6"}


def test_modifier_keeping_is_secret_until_both_kept():
    s = R.new_game(seed=2, modifiers=1)
    s.apply(M_DICE + 0 * 6 + 1)
    s.apply(M_WHITE)  # P2 takes white, P1 plays first
    assert s.phase() == P_KEEP and s.to_move() == 0
    s.apply(M_INVERT)
    assert s.to_move() == 1
    assert s.observe(1) == s.copy().observe(1)
    other = s.copy()
    other.b[R.O_KEEP] = K_DOUBLE
    assert other.observe(1) == s.observe(1)
    s.apply(M_DOUBLE)
    assert s.b[R.O_KEEP] == K_INVERT and s.b[R.O_KEEP + 1] == K_DOUBLE and s.phase() == P_DRAW


def test_options_are_checked():
    with pytest.raises(ValueError):
        R.new_game(mode="expert")
    with pytest.raises(ValueError):
        R.new_game(modifiers=2)
    assert R.new_game(seed=4, mode="novice", modifiers=1).novice()


# ---- placements ----

def test_first_position_is_one_or_two_tiles_worth_die_plus_or_minus_one():
    # « en respectant l'ordre des chiffres : le nombre de points doit être supérieur ou inférieur de 1 »
    # « A côté du dé, il faut placer une ou 2 tuiles. »
    s = make(hand0=["W2", "W4", "W1B1", "W1B2", "B3"], white=(3, ()), black=(4, ()))
    assert sorted(s.legal_moves()) == [WHITE_LOW, WHITE_HIGH, BLACK_LOW, BLACK_HIGH, M_REDRAW]
    s.apply(WHITE_LOW)  # 2, on the low side of the die
    assert names(s.legal_moves()) == ["W1B1", "W1B2", "W2"]  # W4 is for the other side
    s.apply(tid("W1B1"))
    assert names(m for m in s.legal_moves() if m != DONE) == ["W1B2"] and DONE not in s.legal_moves()
    with pytest.raises(ValueError):
        s.apply(tid("W2"))  # 1 + 2 = 3 is not 2
    play(s, "W1B2", DONE)
    assert s.position(WHITE_LOW - M_END, 0)[0] == 2 and names(s.position(0, 0)[1]) == ["W1B1", "W1B2"]
    assert s.nend(0) == 1 and s.nend(1) == 0 and s.npos(0) == 1
    assert names(s.hand(0)) == ["B3", "W2", "W4"]
    assert s.phase() == P_DRAW and s.to_move() == R.CHANCE and s.b[R.O_PLAYER] == 1
    assert check_invariants(s)
    s = make(hand0=["W1", "W1B1", "W1B2", "B6"], white=(4, ()))
    assert WHITE_LOW not in s.legal_moves()  # 3 = W1 + W1B1 + W1B2, but three tiles never go next to the die
    assert WHITE_LOW in make(hand0=["W1", "W1B1", "W1B2", "B6"], white=(4, ()), novice=True).legal_moves()


def test_an_absent_colour_cannot_count_as_zero():
    s = make(hand0=["W2", "B5"], white=(3, ()), modifiers=1, keep=(K_DOUBLE, 0))
    play(s, WHITE_LOW, "W2")
    assert s.legal_moves() == [DONE]
    for bad in (tid("B5"), MOD + tid("B5")):
        with pytest.raises(ValueError):
            s.apply(bad)


def test_later_positions_hold_one_tile_more_or_one_fewer_than_their_neighbour_toward_the_die():
    # « A chaque tour, vous devez en placer une de plus ou une de moins que la ou les tuiles voisines. »
    # White, high side: die 2, then 3 in two tiles. The next there is 4 in one tile or three, never two:
    # W4 alone or W1 + W1B2 + W2; W3 (which only W1 + W3 would bring to 4) is not offered
    s = make(hand0=["W4", "W1", "W3", "W1B2", "W2"], white=(2, [["W1B1", "W2B1"]]), black=(6, ()))
    s.apply(WHITE_HIGH)
    assert names(m for m in s.legal_moves() if m != DONE) == ["W1", "W1B2", "W2", "W4"]
    play(s, "W1", "W1B2")
    assert s.legal_moves() == [tid("W2")]  # 1 + 1 in two tiles: a third tile, never "done" with two
    play(s, "W2", DONE)
    assert s.position(1, 1) == (4, sorted([tid("W1"), tid("W1B2"), tid("W2")])) and check_invariants(s)
    s = make(hand0=["W4", "W1", "W3", "W1B2", "W2"], white=(2, [["W1B1", "W2B1"]]), black=(6, ()))
    play(s, WHITE_HIGH, "W4", DONE)
    assert s.position(1, 1) == (4, [tid("W4")]) and check_invariants(s)
    # as many tiles as the neighbour is refused: W1 + W3 is worth 4 but is two tiles
    s = make(hand0=["W1", "W3", "B6"], hand1=["B1"], white=(2, [["W1B1", "W2B1"]]), black=(1, ()))
    assert WHITE_HIGH not in s.legal_moves()
    # white, low side: die 5, then 4 in one tile; 3 needs two tiles (one fewer than one is no position)
    s = make(hand0=["W3", "W1", "W2", "B6"], white=(5, [["W4"]]), black=(1, ()))
    s.apply(WHITE_LOW)
    assert names(m for m in s.legal_moves() if m != DONE) == ["W1", "W2"]
    play(s, "W1", "W2", DONE)
    assert s.position(0, 1) == (3, sorted([tid("W1"), tid("W2")])) and check_invariants(s)
    # black, low side: die 4, then 3 in two tiles (B1 + B2); 2 in one tile (B2 is taken: W2B2), never two (W1B1 +
    # W3B1 are worth 1 + 1 in black)
    s = make(hand0=["W2B2", "W1B1", "W3B1", "W6"], white=(1, ()), black=(4, [["B1", "B2"]]))
    s.apply(BLACK_LOW)
    assert names(m for m in s.legal_moves() if m != DONE) == ["W2B2"]
    # black, high side: die 4, then 5 in one tile; 6 in two (B1 + B5), not B6 alone
    s = make(hand0=["B6", "B1", "W1B5", "W6"], white=(1, ()), black=(4, [["B5"]]))
    s.apply(BLACK_HIGH)
    assert names(m for m in s.legal_moves() if m != DONE) == ["B1", "W1B5"]
    play(s, "B1", "W1B5", DONE)
    assert s.position(3, 1)[0] == 6 and len(s.position(3, 1)[1]) == 2 and check_invariants(s)
    # the low side starts next to the die again: one tile (W1) is fine there whatever the high side holds
    s3 = make(hand0=["W1", "B6"], white=(2, [["W1B1", "W2B1"]]), black=(4, ()))
    assert WHITE_LOW in s3.legal_moves()
    play(s3, WHITE_LOW, "W1", DONE)
    assert s3.position(0, 0) == (1, [tid("W1")]) and check_invariants(s3)


def test_a_modified_tile_is_one_tile_of_the_count():
    # die 4, then 5 in two tiles (W1 + W4): 6 takes one tile or three. W3 doubled is one tile worth 6; B6 inverted
    # is W6, one tile; W2 doubled (4) + W2B1 (2) is worth 6 but two tiles, so W2 is not offered with Double
    line = (4, [["W1", "W4"]])
    s = make(hand0=["W3", "W2", "W2B1", "B5"], white=line, modifiers=1, keep=(K_DOUBLE, K_INVERT))
    s.apply(WHITE_HIGH)
    assert s.legal_moves() == [MOD + tid("W3")]
    play(s, MOD + tid("W3"), DONE)
    assert s.position(1, 1) == (6, [tid("W3")]) and s.modifier_of(tid("W3")) == K_DOUBLE and check_invariants(s)
    s = make(hand0=["B6", "W2", "W2B1", "B5"], white=line, modifiers=1, keep=(K_INVERT, K_DOUBLE))
    s.apply(WHITE_HIGH)
    assert s.legal_moves() == [MOD + tid("B6")]
    play(s, MOD + tid("B6"), DONE)
    assert s.position(1, 1) == (6, [tid("B6")]) and check_invariants(s)
    # on a black line, one fewer with Invert: die 2, then 3 in two tiles (B1 + B2); W4B1 inverted is B4, alone
    s = make(hand0=["W4B1", "B6"], white=(6, ()), black=(2, [["B1", "B2"]]), modifiers=1, keep=(K_INVERT, 0))
    s.apply(BLACK_HIGH)
    assert s.legal_moves() == [MOD + tid("W4B1")]
    play(s, MOD + tid("W4B1"), DONE)
    assert s.position(3, 1) == (4, [tid("W4B1")]) and check_invariants(s)


def test_a_line_rises_on_one_side_of_the_die_and_falls_on_the_other():
    # « le nombre de points doit être supérieur ou inférieur de 1 »; the publisher: tiles are lined up from both
    # sides of the die. Die 4 with a 5 (two tiles) beside it: the line goes on with 6 on that side or 3 on the
    # other, and never back to 4 (the old 4, 5, 4, 5 ... line)
    s = make(hand0=["W3", "W4", "W6", "B6"], white=(4, [["W1B1", "W4B2"]]))
    s.apply(WHITE_HIGH)
    assert names(m for m in s.legal_moves() if m != DONE) == ["W6"]
    s = make(hand0=["W3", "W4", "W6", "B6"], white=(4, [["W1B1", "W4B2"]]))
    s.apply(WHITE_LOW)
    assert names(m for m in s.legal_moves() if m != DONE) == ["W3"]
    s = make(hand0=["W4", "B6"], hand1=["B1"], white=(4, [["W5"], ["W3"]]), black=(1, ()))
    assert WHITE_LOW not in s.legal_moves() and WHITE_HIGH not in s.legal_moves()


def test_the_low_end_stops_at_one():
    # « Ne peut pas être utilisé comme Noir 0 »: no position is worth 0, so a low end at 1 is closed
    s = make(hand0=["W1", "W2", "W3", "B6"], white=(2, [["W1B1"]]))
    assert WHITE_LOW not in s.legal_moves() and s.target(0) is None
    s.apply(WHITE_HIGH)
    assert names(m for m in s.legal_moves() if m != DONE) == ["W1", "W2", "W3"]  # 3 = W3 or W1 + W2
    s = make(hand0=["W1", "W2", "B6"], white=(1, ()))
    assert WHITE_LOW not in s.legal_moves() and WHITE_HIGH in s.legal_moves()


def test_values_above_six_need_several_tiles():
    # the review's die of 6: "5 to one side and 7 to the other"
    s = make(hand0=["W5", "W3", "W4", "B6"], white=(6, ()))
    s.apply(WHITE_HIGH)
    assert names(m for m in s.legal_moves() if m != DONE) == ["W3", "W4"]
    play(s, "W3", "W4", DONE)
    s.b[R.O_PLAYER] = 0
    s.b[R.O_PHASE] = R.P_MAIN
    play(s, WHITE_LOW, "W5", DONE)
    assert s.position(1, 0)[0] == 7 and s.position(0, 0)[0] == 5 and s.npos(0) == 2 and check_invariants(s)


def test_either_player_may_play_on_either_line():
    s = make(hand0=["B5", "W6"], white=(3, ()), black=(4, ()))  # P1 owns white, B5 goes on P2's black line
    play(s, BLACK_HIGH, "B5", DONE)
    assert s.npos(1) == 1 and s.position(3, 0)[0] == 5


# ---- action tokens ----

def test_stack_covers_a_position_with_as_many_tiles_of_the_same_total():
    s = make(hand0=["W2", "W2B1", "B5", "W4"], white=(3, [["W1", "W3"]]), black=(6, ()), hand1=["B2"])
    assert M_STACK in s.legal_moves()
    s.apply(M_STACK)
    assert s.legal_moves() == [M_POS + ARM]  # only the white 4 (high side): never the die
    s.apply(M_POS + ARM)
    assert names(m for m in s.legal_moves() if m != DONE) == ["W2", "W2B1"]  # W4 alone is one tile, not two
    play(s, "W2", "W2B1", DONE)
    value, top = s.position(1, 0)
    assert value == 4 and names(top) == ["W2", "W2B1"]
    assert s.b[R.O_LOC + tid("W1")] == BURIED and s.b[R.O_LOC + tid("W3")] == BURIED
    assert s.b[O_TOK] & T_STACK and s.b[R.O_PLAYER] == 1 and s.phase() == P_DRAW
    assert check_invariants(s)


def test_stack_needs_the_same_number_of_tiles():
    # « Placez le même nombre de tuiles de votre main sur des tuiles déjà en jeu, avec le même nombre de points »
    s = make(hand0=["W4", "B5"], white=(3, [["W1", "W3"]]), black=(6, ()))
    assert M_STACK not in s.legal_moves()


def test_stack_covers_a_whole_position_never_part_of_one():
    # our ruling: the W1 of a W1 + W3 position cannot be covered alone by a tile worth 1
    s = make(hand0=["W1B1", "B5"], white=(3, [["W1", "W3"]]), black=(6, ()))
    assert M_STACK not in s.legal_moves()
    s = make(hand0=["W1B1", "W3B1", "B5"], white=(3, [["W1", "W3"]]), black=(6, ()))
    assert M_STACK in s.legal_moves()


def test_exchange_swaps_one_tile_with_the_opponent_and_ends_the_turn():
    s = make(hand0=["W2", "B5"], hand1=["W3", "B1"], white=(6, ()), black=(1, ()))
    play(s, M_EXCHANGE, "W2")
    assert names(s.legal_moves()) == ["B1", "W3"]
    s.apply(tid("B1"))
    assert names(s.hand(0)) == ["B1", "B5"] and names(s.hand(1)) == ["W2", "W3"]
    assert s.b[O_TOK] == T_EXCHANGE and s.phase() == P_DRAW and s.b[R.O_PLAYER] == 1
    s.b[R.O_PLAYER] = 0
    s.b[R.O_PHASE] = R.P_MAIN
    assert M_EXCHANGE not in s.legal_moves()  # once per game


def test_redraw_discards_one_tile_and_draws_another():
    s = make(hand0=["W2", "B5"], hand1=["W3"], white=(6, ()), black=(1, ()), pile=["W6", "B6"])
    play(s, M_REDRAW, "W2")
    assert s.to_move() == R.CHANCE and names(s.legal_moves()) == ["B6", "W6"]
    s.apply(tid("W6"))
    assert names(s.hand(0)) == ["B5", "W6"] and s.b[R.O_LOC + tid("W2")] == DISCARD
    assert s.b[O_TOK] == T_REDRAW and s.phase() == P_DRAW and s.b[R.O_PLAYER] == 1


def test_redraw_needs_a_pile():
    s = make(hand0=["W2", "B5"], hand1=["W3"], white=(6, ()), black=(1, ()), pile=[])
    assert M_REDRAW not in s.legal_moves()


# ---- modifiers ----

LINE5 = (4, [["W5"]])  # die 4, then 5 in 1 tile: the next on that side is 6 in 2 tiles


def test_double_white_2_with_another_white_2_makes_white_6():
    hand = ["W2", "W2B1", "B6"]
    assert WHITE_HIGH not in make(hand0=hand, white=LINE5).legal_moves()
    s = make(hand0=hand, white=LINE5, modifiers=1, keep=(K_DOUBLE, K_INVERT))
    s.apply(WHITE_HIGH)
    assert MOD + tid("W2") in s.legal_moves()
    play(s, MOD + tid("W2"), "W2B1", DONE)
    assert s.position(1, 1)[0] == 6 and s.modifier_of(tid("W2")) == K_DOUBLE
    assert not s.can_modify(0) and s.can_modify(1)
    assert check_invariants(s)


def test_invert_black_4_white_1_becomes_white_4_black_1():
    hand = ["W1B4", "W2", "B6"]
    assert WHITE_HIGH not in make(hand0=hand, white=LINE5).legal_moves()
    s = make(hand0=hand, white=LINE5, modifiers=1, keep=(K_INVERT, K_DOUBLE))
    play(s, WHITE_HIGH, MOD + tid("W1B4"), "W2", DONE)
    assert s.position(1, 1)[0] == 6 and s.modifier_of(tid("W1B4")) == K_INVERT
    assert check_invariants(s)


def test_a_modifier_is_used_once_on_one_tile_only():
    s = make(hand0=["W2", "W2B1", "W2B2", "B6"], white=LINE5, modifiers=1, keep=(K_DOUBLE, 0))
    play(s, WHITE_HIGH, MOD + tid("W2"))
    assert all(m < MOD or m == DONE for m in s.legal_moves())


def test_a_modifier_may_go_on_a_stacked_tile():
    hand = ["W2B1", "W2B2", "B5"]
    line = (5, [["W2", "W4"]])
    assert M_STACK not in make(hand0=hand, white=line, black=(1, ())).legal_moves()
    s = make(hand0=hand, white=line, black=(1, ()), modifiers=1, keep=(K_DOUBLE, 0))
    play(s, M_STACK, M_POS + ARM, MOD + tid("W2B1"), "W2B2", DONE)
    assert s.position(1, 0) == (6, sorted([tid("W2B1"), tid("W2B2")]))
    assert check_invariants(s)


# ---- end conditions ----

def test_A_an_empty_hand_wins():
    s = make(hand0=["W4"], hand1=["B2", "B3"], white=(3, ()))
    play(s, WHITE_HIGH, "W4", DONE)
    assert s.is_over() and s.returns() == [1.0, 0.0] and s.reason() == R_EMPTY


# die 4: 3, 2, 1 on the low side (closed at 1; 1, 2, 1 tiles), 5, 6 on the high side (2, 1 tiles); five positions,
# the next is 7 in 2 tiles
FIVE = (4, [["W3"], ["W1", "W1B1"], ["W1B2"], ["W1B3", "W4"], ["W6"]])


def test_B_the_owner_wins_when_their_line_has_six_positions_on_both_sides_of_the_die():
    # « B: Si 6 rangées de tuiles sont placées (sans compter le dé). » Counted over both sides of the die
    s = make(hand0=["W3B1", "W4B1", "B2"], white=FIVE)
    assert s.npos(0) == 5 and s.nend(0) == 3 and s.nend(1) == 2
    play(s, WHITE_HIGH, "W3B1", "W4B1", DONE)
    assert s.is_over() and s.returns() == [1.0, 0.0] and s.reason() == R_SIX


def test_B_completing_the_opponents_line_with_tiles_left_makes_them_win():
    s = make(hand1=["W3B1", "W4B1", "B2"], hand0=["B6"], white=FIVE, player=1)
    play(s, WHITE_HIGH, "W3B1", "W4B1", DONE)
    assert s.is_over() and s.returns() == [1.0, 0.0] and s.reason() == R_SIX


def test_C_completing_the_opponents_line_with_the_last_tiles_wins():
    s = make(hand1=["W3B1", "W4B1"], hand0=["B6"], white=FIVE, player=1)
    play(s, WHITE_HIGH, "W3B1", "W4B1", DONE)
    assert s.is_over() and s.returns() == [0.0, 1.0] and s.reason() == R_FILL


def test_D_a_player_who_cannot_play_loses():
    s = make(hand0=["W3", "B6"], hand1=["W1"], white=(3, [["W1B1", "W1B2"]]), black=(4, ()), pile=["B1", "W6"],
             tokens=(T_REDRAW | T_EXCHANGE | T_STACK, 0), phase=P_DRAW)
    s.apply(tid("B1"))
    assert s.is_over() and s.returns() == [0.0, 1.0] and s.reason() == R_STUCK
    # with a token left the same hand is not stuck: it may still Exchange
    s = make(hand0=["W3", "B6"], hand1=["W1"], white=(3, [["W1B1", "W1B2"]]), black=(4, ()), pile=["B1", "W6"],
             tokens=(T_REDRAW | T_STACK, 0), phase=P_DRAW)
    s.apply(tid("B1"))
    assert not s.is_over() and s.legal_moves() == [M_EXCHANGE]


def test_E_an_empty_pile_ends_the_game_fewest_tiles_wins():
    s = make(hand0=["W4", "B6"], hand1=["B1", "B2", "B3"], white=(3, ()), pile=[])
    play(s, WHITE_HIGH, "W4", DONE)
    assert s.is_over() and s.reason() == R_PILE and s.returns() == [1.0, 0.0]
    s = make(hand0=["W4", "B6", "W6"], hand1=["B1", "B2"], white=(3, ()), pile=[])
    play(s, WHITE_HIGH, "W4", DONE)
    assert s.is_over() and s.reason() == R_PILE and s.returns() == [0.5, 0.5]


def test_the_last_pile_tile_is_still_played():
    s = make(hand0=["W2"], hand1=["B2", "B3"], white=(3, ()), pile=["W4"], phase=P_DRAW)
    s.apply(tid("W4"))
    assert not s.is_over() and s.pile_count() == 0


# ---- novice mode ----

def test_novice_has_no_tile_count_limit_and_no_line_of_six():
    s = make(hand0=["W1", "W1B1", "W1B2", "W2", "B6"], white=(3, [["W4"]]), novice=True)
    play(s, WHITE_HIGH, "W1", "W1B1", "W1B2", "W2", DONE)
    assert s.position(1, 1)[0] == 5 and len(s.position(1, 1)[1]) == 4
    s = make(hand0=["W3B1", "W4B1", "B6"], white=FIVE, novice=True)
    play(s, WHITE_HIGH, "W3B1", "W4B1", DONE)
    assert not s.is_over() and s.npos(0) == 6
    assert check_invariants(s)


def test_novice_dice_set_both_lines_and_the_higher_roll_plays_first():
    s = R.new_game(seed=1, mode="novice")
    s.apply(M_DICE + 1 * 6 + 4)  # 2 and 5
    assert s.b[R.O_START] == 2 and s.b[R.O_START + 1] == 5 and s.b[R.O_PLAYER] == 1 and s.phase() == P_DRAW


# ---- invariants over random games ----

@pytest.mark.parametrize("options", [{}, {"mode": "novice"}, {"modifiers": 1}, {"mode": "novice", "modifiers": 1}])
def test_random_games_keep_the_invariants(options):
    ends = set()
    for seed in range(40):
        rng = Rng(seed)
        s = R.new_game(seed=seed, **options)
        while not s.is_over():
            if s.to_move() == R.CHANCE:
                s.apply(rng.weighted(s.chance_outcomes()))
            else:
                s.apply(rng.choice(s.legal_moves()))
            check_invariants(s)
            assert s.hand_count(0) + s.hand_count(1) <= 16
        ends.add(s.reason())
        assert s.phase() == P_OVER and R.decode(s.encode()).encode() == s.encode()
    assert R_STUCK in ends and len(ends) >= 3


# ---- saves ----

# A mid-game save of format 1 (one-ended lines), written by the engine before issue 15 (seed 4, 30 random moves)
FORMAT_1_SAVE = bytes.fromhex(
    "01000601010003010001030103030000ffffff00010001ff15100000000000000101000003000302020601000003000200040406"
    "00020203040302000300000000000000000000000000000000000000000000200000000002000000000000000000000000000000"
    "00000000000000000000000200000000000000000000000000000000000000000000000000000200000000000000000000000000"
    "00000000000000000000000000010000000000000000000000000000000000000000000000000000")


def test_a_save_of_the_one_ended_lines_format_is_refused():
    assert len(FORMAT_1_SAVE) == 196 and FORMAT_1_SAVE[0] == 1
    with pytest.raises(ValueError):
        R.decode(FORMAT_1_SAVE)
    padded = bytes([R.VERSION]) + FORMAT_1_SAVE[1:] + bytes(R.SIZE - len(FORMAT_1_SAVE))  # even as format 2
    with pytest.raises(ValueError):
        R.decode(padded)
    good = R.new_game(seed=4).encode()
    assert good[0] == 2 and R.decode(good).encode() == good


# Saves of format 2 written by the engine before issue 28 (tile counts "as many or one more"), seed 0, random moves
# (games/bossa at 00de5d0). The black line reads [1] 2 3, one tile each: two equal counts in a row.
EQUAL_COUNTS_SAVE = bytes.fromhex(
    "02000501010004010001040103030000ffffff00030000ff17020000000000000101000200020402010203020303030603000002"
    "04040004030004040006000000100000000000000000000000000000100000000030310000000300000000000000000000000000"
    "00000500000000000000000000000000000000000000000000000000000000000000020300000000000000000000000000000200"
    "00000000000000000000000000000200000000000000000000000000000000000000000000000000000000000000010100000000"
    "00000000000000000000")
# The same game a move earlier: building 3 beside a one-tile 2 with one tile already worth 3. The lines are good,
# but nothing completes the position now (a second tile would pass 3): "done" was the only move under the old rule.
STUCK_BUILD_SAVE = bytes.fromhex(
    "02000600010004010001040103030000ffffff00030001ff17020000000000000101000100020402010203020303030600000002"
    "04040004030004020006000000100000000000000000000000000000100000000030000000000300000000000000000000000000"
    "00000500000000000000000000000000000000000000000000000000000000000000020000000000000000000000000000000200"
    "00000000000000000000000000000200000000000000000000000000000000000000000000000000000000000000010000000000"
    "00000000000000000000")


def test_a_save_made_under_the_older_tile_counts_is_refused():
    with pytest.raises(ValueError, match="wrong size"):
        R.decode(EQUAL_COUNTS_SAVE)
    with pytest.raises(ValueError, match="nothing to play"):
        R.decode(STUCK_BUILD_SAVE)
    # what the old engine saved before that turn, lines the new rule allows, still resumes
    from games.bossa.decode import check_bytes
    fine = bytearray(STUCK_BUILD_SAVE)
    fine[R.O_PHASE] = R.P_MAIN
    fine[R.O_BN] = 0
    check_bytes(fine)
    s = R.decode(bytes(fine))
    assert s.phase() == R.P_MAIN and s.legal_moves() and check_invariants(s)
