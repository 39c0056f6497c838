"""Tanbo rules: the rulebook's worked examples, our rulings (docs/rules/tanbo.md) and invariants."""
import pytest

from games.tanbo import rules as R
from games.tanbo.setup import SETUPS
from pocket.rng import Rng
from tests.tanbo.helpers import EMPTY, conserved, paddies, position

SNAKE2 = (2, 0, 0, 0)


def store(s, p):
    return tuple(s.b[R.STORE + p * 3:R.STORE + p * 3 + 3])


def bag(s):
    return tuple(s.b[R.BAG:R.BAG + 3])


# ---- setup -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("setup", range(11))
def test_each_setup_puts_its_pieces_on_both_boards(setup):
    s = R.new_game(seed=5, setup=setup)
    board_snakes = 0
    board_rice = 0
    for p in range(2):
        for i in range(5):
            sn, w, bl, rd, farmer = s.paddy(p, i)
            assert (sn, w + bl + rd) == SETUPS[setup][i]
            assert farmer == 0  # placed by the players' first decisions
            board_snakes += sn
            board_rice += w + bl + rd
    assert s.b[R.RESERVE] == 20 - board_snakes
    assert sum(bag(s)) == 30 - board_rice
    assert s.to_move() == 0 and s.phase() == R.SETUP
    conserved(s)


def test_standard_setup_is_two_snakes_everywhere_and_a_full_bag():
    s = R.new_game(seed=1)
    assert paddies(s, 0) == [(2, 0, 0, 0, 0)] * 5 == paddies(s, 1)
    assert bag(s) == (15, 10, 5) and s.b[R.RESERVE] == 0


def test_random_season_is_a_seeded_seasonal_setup():
    seasons = set()
    for seed in range(40):
        a = R.new_game(seed=seed, setup=11)
        assert a.encode() == R.new_game(seed=seed, setup=11).encode()
        assert 1 <= a.b[R.SEASON] <= 10
        seasons.add(a.b[R.SEASON])
    assert len(seasons) >= 6


def test_setup_rice_is_drawn_from_the_bag_by_the_seed():
    colours = set()
    for seed in range(10):
        s = R.new_game(seed=seed, setup=1)  # Rainy 1: one rice in every paddy
        colours.add(tuple(s.paddy(0, i)[1:4] for i in range(5)))
    assert len(colours) > 1


def test_players_place_their_farmers_then_the_first_turn_takes_up_that_paddy():
    s = R.new_game(seed=0)
    assert s.legal_moves() == [0, 1, 2, 3, 4]
    s.apply(3)
    assert s.to_move() == 1
    s.apply(0)
    # player 0's turn: paddy 3's two snakes and the farmer are in hand, sowing starts at paddy 4
    assert s.to_move() == 0 and s.phase() == R.SOW
    assert s.paddy(0, 3) == (0, 0, 0, 0, 0)
    assert list(s.b[R.HAND:R.HAND + 5]) == [2, 0, 0, 0, 1]
    assert s.b[R.CURSOR] == 4
    assert s.legal_moves() == [R.SNAKE, R.FARMER]
    assert s.paddy(1, 0)[4] == 1


def test_bad_options_are_refused():
    for bad in (-1, 12, "dry"):
        with pytest.raises(ValueError):
            R.new_game(setup=bad)


# ---- moving ------------------------------------------------------------------------------------------------


def test_sowing_order_is_chosen_piece_by_piece_and_wraps_past_five_paddies():
    # farmer's paddy 0 holds 3 snakes and 3 white: 7 pieces go to paddies 1,2,3,4,0,1,2
    s = position([(3, 3, 0, 0), EMPTY, EMPTY, EMPTY, (0, 0, 0, 0)])
    assert s.hand_size() == 7 and s.landing() == 2
    assert s.legal_moves() == [R.SNAKE, R.WHITE, R.FARMER]
    s.apply(R.WHITE)   # paddy 1
    s.apply(R.FARMER)  # paddy 2
    s.apply(R.WHITE)   # paddy 3
    assert s.legal_moves() == [R.SNAKE, R.WHITE]
    s.apply(R.SNAKE)   # paddy 4
    s.apply(R.WHITE)   # paddy 0: the origin receives a piece when sowing wraps around
    # only snakes are left: they go to paddies 1 and 2 without asking
    assert s.paddy(0, 1)[:2] == (1, 1)
    assert s.paddy(0, 0)[:2] == (0, 1)
    assert s.paddy(0, 4)[:2] == (1, 0)
    assert s.paddy(0, 2)[4] == 1  # the farmer stands where it was sown
    # the last paddy (2) holds 1 snake and the farmer: sow action, 2 rice drawn
    assert s.to_move() == R.CHANCE and s.b[R.LAST] == 2


def test_sow_moves_stay_few():
    for seed in range(30):
        s = R.new_game(seed=seed, setup=seed % 11)
        rng = Rng(seed)
        while not s.is_over():
            assert len(s.legal_moves()) <= 25
            if s.phase() != R.SWAP1 and s.phase() != R.SWAP2:
                assert len(s.legal_moves()) <= 5
            s.apply(rng.choice(s.legal_moves()) if s.to_move() >= 0 else rng.weighted(s.chance_outcomes()))


# ---- the five actions (rulebook examples) --------------------------------------------------------------------


def test_harvest_example_4_rice_1_snake_gives_3_rice_9_points_in_white():
    s = position([EMPTY, (1, 4, 0, 0), SNAKE2, SNAKE2, SNAKE2])
    # the farmer alone was sown into paddy 1: 4 rice > 1 snake, harvest 4 - 1 = 3
    assert store(s, 0) == (3, 0, 0)
    assert s.scores()[0] == 9
    assert s.paddy(0, 1) == (1, 1, 0, 0, 1)
    assert s.to_move() == 1  # turn over
    conserved(s)


def test_harvest_colour_is_the_players_choice():
    s = position([EMPTY, (1, 2, 1, 1), SNAKE2, SNAKE2, SNAKE2])
    assert s.phase() == R.HARVEST and s.b[R.PENDING] == 3
    assert s.legal_moves() == [R.WHITE, R.BLACK, R.RED]
    s.apply(R.RED)
    s.apply(R.BLACK)
    # only white remains in the paddy: the third rice is taken without asking
    assert store(s, 0) == (1, 1, 1) and s.scores()[0] == 12
    assert s.to_move() == 1


def test_cultivate_example_4_snakes_1_rice_draws_3_rice():
    s = position([EMPTY, (4, 1, 0, 0), SNAKE2, SNAKE2, SNAKE2])
    assert s.to_move() == R.CHANCE and s.b[R.PENDING] == 3
    assert s.chance_outcomes() == [(R.WHITE, 14), (R.BLACK, 10), (R.RED, 5)]
    for c in (R.RED, R.BLACK, R.RED):
        s.apply(c)
    assert s.paddy(0, 1) == (4, 1, 1, 2, 1)
    assert bag(s) == (14, 9, 3)
    assert s.to_move() == 1


def test_sow_example_1_rice_0_snake_returns_the_rice_and_adds_2_snakes():
    s = position([EMPTY, (0, 1, 0, 0), SNAKE2, SNAKE2, (1, 0, 0, 0)])
    assert s.paddy(0, 1) == (2, 0, 0, 0, 1)
    assert bag(s) == (15, 10, 5)
    assert s.b[R.RESERVE] == 20 - 10 - 5 - 2  # 10 snakes on their board, 5 on mine before the 2 new ones


def test_sow_with_only_snakes_returns_them_and_draws_2_rice():
    s = position([EMPTY, (3, 0, 0, 0), SNAKE2, SNAKE2, SNAKE2])
    assert s.paddy(0, 1)[0] == 0
    assert s.to_move() == R.CHANCE and s.b[R.PENDING] == 2
    s.apply(R.WHITE)
    s.apply(R.WHITE)
    assert s.paddy(0, 1) == (0, 2, 0, 0, 1)
    assert s.to_move() == 1


def test_sow_takes_what_is_left_when_the_reserve_is_short():
    # all 20 snakes on the boards: the reserve is empty, the rice still goes back, no snake comes
    s = position([EMPTY, (0, 0, 1, 0), (4, 0, 0, 0), (4, 0, 0, 0), (2, 0, 0, 0)])
    assert s.b[R.RESERVE] == 0
    assert s.paddy(0, 1) == (0, 0, 0, 0, 1)
    assert bag(s) == (15, 10, 5)
    conserved(s)


def test_rest_example_farmer_moves_1_paddy_and_1_harvested_rice_goes_back():
    # the farmer alone is sown into empty paddy 1: rest. Paddy 2 holds pieces: 1 step, 1 rice back
    s = position([EMPTY, EMPTY, SNAKE2, SNAKE2, SNAKE2], stores=((1, 1, 0), (0, 0, 0)))
    assert s.phase() == R.REST and s.b[R.PENDING] == 1
    assert s.paddy(0, 2)[4] == 1
    assert s.legal_moves() == [R.WHITE, R.BLACK]
    s.apply(R.WHITE)  # the player's choice: the cheaper one
    assert store(s, 0) == (0, 1, 0) and s.scores()[0] == 4
    assert bag(s)[0] == 15
    assert s.to_move() == 1


def test_rest_counts_every_paddy_crossed():
    s = position([EMPTY, EMPTY, EMPTY, EMPTY, SNAKE2], stores=((2, 0, 1), (0, 0, 0)))
    # farmer sown into paddy 1, walks to paddy 4: 3 steps, 3 rice back (white twice is forced after red is chosen)
    assert s.paddy(0, 4)[4] == 1
    assert s.b[R.PENDING] == 3
    s.apply(R.WHITE)
    s.apply(R.WHITE)
    assert store(s, 0) == (0, 0, 0)
    assert s.to_move() == 1


def test_rest_with_nothing_harvested_does_nothing_more():
    s = position([EMPTY, EMPTY, SNAKE2, SNAKE2, SNAKE2])
    assert s.paddy(0, 2)[4] == 1 and store(s, 0) == (0, 0, 0)
    assert s.to_move() == 1


def big_move_position():
    # farmer's paddy 0 holds 1 snake: sow the farmer to paddy 1 then the snake to paddy 2 (1 rice): S = R = 1
    s = position([(1, 0, 0, 0), EMPTY, (0, 1, 0, 0), SNAKE2, (1, 0, 0, 0)])
    s.apply(R.FARMER)
    return s


def test_big_move_opponent_swaps_two_pieces_then_you_move_again_from_the_last_paddy():
    s = big_move_position()
    assert s.phase() == R.SWAP1 and s.to_move() == 1
    # opponent: 2 snakes everywhere, farmer on paddy 0. Snakes of paddy 0 have no partner of another kind
    # elsewhere; the farmer and the snakes of paddies 1-4 do; two snakes alike make the no-change swap
    assert s.legal_moves() == [4, 5, 10, 15, 20, R.NO_SWAP]
    s.apply(4)  # their farmer
    assert s.legal_moves() == [5, 10, 15, 20]  # snakes in other paddies only
    s.apply(15)  # ... swaps with a snake of paddy 3
    assert s.paddy(1, 0) == (3, 0, 0, 0, 0)
    assert s.paddy(1, 3) == (1, 0, 0, 0, 1)
    # second moving phase: the snake and the rice of paddy 2 go on, from paddy 3
    assert s.to_move() == 0 and s.phase() == R.SOW
    assert list(s.b[R.HAND:R.HAND + 5]) == [1, 1, 0, 0, 0]
    assert s.paddy(0, 2)[:4] == (0, 0, 0, 0)
    s.apply(R.SNAKE)  # snake to paddy 3 (3 snakes), white to paddy 4: 1 snake + 1 rice, another big move
    assert s.paddy(0, 3)[0] == 3
    assert s.b[R.CHAIN] == 2 and s.phase() == R.SWAP1
    conserved(s)


def test_big_move_chain_stops_at_the_safety_cap():
    s = position([(1, 0, 0, 0), EMPTY, (0, 1, 0, 0), SNAKE2, (1, 0, 0, 0)])
    s.b[R.CHAIN] = R.MAX_CHAIN
    s.apply(R.FARMER)
    assert s.to_move() == 1 and s.phase() == R.SOW  # no swap, no second moving phase: the turn ended
    assert s.paddy(0, 2)[:2] == (1, 1)


def test_big_move_swap_is_skipped_when_the_opponent_has_no_two_different_pieces_apart():
    theirs = [(10, 0, 0, 0), EMPTY, EMPTY, EMPTY, EMPTY]  # everything, farmer too, in one paddy
    s = position([(1, 0, 0, 0), EMPTY, (0, 1, 0, 0), SNAKE2, (1, 0, 0, 0)], theirs)
    s.apply(R.FARMER)
    assert s.to_move() == 0 and s.phase() == R.SOW and s.b[R.CHAIN] == 1


def test_swap_needs_two_kinds_in_two_paddies():
    theirs = [(2, 1, 0, 0), (2, 0, 0, 0), EMPTY, EMPTY, EMPTY]
    s = position([(1, 0, 0, 0), EMPTY, (0, 1, 0, 0), SNAKE2, (1, 0, 0, 0)], theirs, farm=(0, 1))
    s.apply(R.FARMER)
    # paddy 0: 2 snakes + 1 white; paddy 1: 2 snakes + farmer
    assert s.legal_moves() == [0, 1, 5, 9, R.NO_SWAP]
    s.apply(1)  # the white rice of paddy 0
    assert s.legal_moves() == [5, 9]
    s.apply(9)  # with the farmer of paddy 1
    assert s.paddy(1, 0) == (2, 0, 0, 0, 1)
    assert s.paddy(1, 1) == (2, 1, 0, 0, 0)
    with pytest.raises(ValueError):
        R.State(s.b[:]).apply(99)


def test_can_swap_says_whether_swap_picks_offers_anything():
    # the big move asks can_swap() (cheap) where it asked swap_picks(): the two must agree on every board
    from games.tanbo.rules import can_swap, swap_picks
    rng = Rng(5)
    seen = set()
    for _ in range(4000):
        b = bytearray(R.SIZE)
        for i in range(5):
            if rng.below(3):
                for k in range(4):
                    b[(1 * 5 + i) * 4 + k] = rng.below(3) if rng.below(2) else 0
        b[R.FARM + 1] = rng.below(6)
        picks = swap_picks(b, 1, R.NONE)
        assert can_swap(b, 1) == bool(picks)
        seen.add(bool(picks))
    assert seen == {True, False}


# ---- end phase ------------------------------------------------------------------------------------------------


def test_end_phase_trims_paddies_over_10_pieces_farmer_included():
    s = position([EMPTY, (6, 4, 0, 0), SNAKE2, SNAKE2, SNAKE2], [(1, 0, 0, 0)] * 5)
    s.apply(R.WHITE)
    s.apply(R.WHITE)  # cultivate 2: 6 snakes, 6 white, the farmer = 13 pieces
    assert s.phase() == R.EXCESS and s.b[R.CURSOR] == 1 and s.b[R.PENDING] == 3
    reserve = s.b[R.RESERVE]
    assert s.legal_moves() == [R.SNAKE, R.WHITE]
    s.apply(R.SNAKE)
    s.apply(R.SNAKE)
    s.apply(R.WHITE)
    assert s.paddy(0, 1) == (4, 5, 0, 0, 1) and s.count(0, 1) == 10
    assert s.b[R.RESERVE] == reserve + 2
    assert s.to_move() == 1
    conserved(s)


def test_end_phase_leaves_the_opponents_paddies_alone():
    theirs = [(11, 0, 0, 0), EMPTY, EMPTY, EMPTY, (1, 1, 0, 0)]
    s = position([EMPTY, (1, 4, 0, 0), SNAKE2, SNAKE2, (0, 0, 0, 0)], theirs, farm=(0, 4))
    assert s.to_move() == 1 and s.paddy(1, 0)[0] == 11


# ---- winning ----------------------------------------------------------------------------------------------------


def test_25_points_win_at_once():
    s = position([EMPTY, (1, 3, 0, 0), SNAKE2, SNAKE2, SNAKE2], stores=((7, 0, 0), (0, 5, 0)))
    assert s.is_over() and s.scores() == [27, 20]
    assert s.returns() == [1.0, 0.0] and s.b[R.REASON] == R.WIN_25


def test_a_20_point_lead_wins_at_once():
    s = position([EMPTY, (1, 0, 0, 4), SNAKE2, SNAKE2, SNAKE2], stores=((3, 0, 0), (0, 0, 0)))
    assert s.is_over() and s.scores() == [24, 0]
    assert s.returns() == [1.0, 0.0] and s.b[R.REASON] == R.WIN_LEAD


def test_20_points_in_one_turn_win_at_once():
    s = position([EMPTY, (1, 0, 3, 3), SNAKE2, SNAKE2, SNAKE2], stores=((0, 0, 0), (0, 0, 2)))
    for c in (R.RED, R.RED, R.RED):
        assert not s.is_over()
        s.apply(c)
    # only black is left in the paddy: the last 2 rice are taken without asking
    assert s.is_over() and s.scores() == [23, 10]
    assert s.returns() == [1.0, 0.0] and s.b[R.REASON] == R.WIN_TURN


def test_player_two_wins_too():
    s = position([EMPTY, (1, 4, 0, 0), SNAKE2, SNAKE2, SNAKE2], stores=((7, 0, 0), (3, 3, 0)), player=1)
    assert s.is_over() and s.returns() == [0.0, 1.0] and s.scores() == [21, 30]


def test_giving_rice_back_can_hand_the_opponent_a_20_point_lead():
    s = position([EMPTY, EMPTY, SNAKE2, SNAKE2, SNAKE2], stores=((0, 1, 0), (1, 0, 4)))
    assert s.is_over() and s.scores() == [0, 23]
    assert s.returns() == [0.0, 1.0] and s.b[R.REASON] == R.WIN_LEAD


def test_turn_limit_ends_the_game_on_scores():
    s = position([EMPTY, (3, 0, 0, 0), SNAKE2, SNAKE2, SNAKE2], stores=((1, 0, 0), (0, 0, 0)), turns=79)
    s.apply(R.WHITE)
    s.apply(R.WHITE)
    assert s.is_over() and s.b[R.REASON] == R.END_TURNS and s.returns() == [1.0, 0.0]
    s = position([EMPTY, (3, 0, 0, 0), SNAKE2, SNAKE2, SNAKE2], turns=79)
    s.apply(R.WHITE)
    s.apply(R.WHITE)
    assert s.is_over() and s.returns() == [0.5, 0.5]


# « CULTIVER LE RIZ ... Vous piochez donc 3 pions Riz (4 - 1) dans le sac et les ajoutez à la rizière. » At a table
# a short bag gives what it holds, as Sow already does; the game ends only by its three win conditions
# (« La personne qui remplit l'une des trois conditions suivantes remporte immédiatement la partie ») or the turn
# limit.

def test_cultivate_from_an_empty_bag_draws_nothing_and_the_game_goes_on():
    theirs = [(2, 3, 2, 1)] * 4 + [(2, 2, 2, 1)]  # 29 rice on their board, 1 in my paddy: the bag is empty
    s = position([EMPTY, (4, 1, 0, 0), SNAKE2, SNAKE2, SNAKE2], theirs)
    assert not s.is_over() and s.to_move() == 1 and s.phase() == R.SOW   # cultivate 3: nothing drawn, turn over
    assert s.paddy(0, 1) == (4, 1, 0, 0, 1) and bag(s) == (0, 0, 0)
    conserved(s)


def test_cultivate_from_a_short_bag_draws_what_is_left():
    # one rice in the bag: the first of the three draws happens, then the turn ends
    theirs = [(2, 3, 2, 1)] * 3 + [(2, 2, 2, 1), (2, 2, 1, 1)]
    s = position([EMPTY, (4, 1, 0, 0), SNAKE2, SNAKE2, SNAKE2], theirs, stores=((0, 0, 0), (0, 1, 0)))
    assert s.phase() == R.DRAW and s.b[R.PENDING] == 1
    assert s.chance_outcomes() == [(R.WHITE, 1)]
    s.apply(R.WHITE)
    assert not s.is_over() and s.to_move() == 1 and s.phase() == R.SOW
    assert s.paddy(0, 1) == (4, 2, 0, 0, 1) and bag(s) == (0, 0, 0)
    conserved(s)


def test_a_draw_never_asks_more_than_the_bag_holds_over_random_games():
    for seed in range(60):
        s = R.new_game(seed=seed, setup=seed % 11)
        rng = Rng(seed)
        while not s.is_over():
            if s.phase() == R.DRAW:
                assert 0 < s.b[R.PENDING] <= sum(bag(s))
            s.apply(rng.choice(s.legal_moves()) if s.to_move() >= 0 else rng.weighted(s.chance_outcomes()))
        assert s.b[R.REASON] in (R.WIN_25, R.WIN_LEAD, R.WIN_TURN, R.END_TURNS)


# « votre adversaire doit choisir exactement 2 de ses pions (Serpent, Riz ou Riziculteur) et intervertir leur
# position » — at a table two alike pieces (or two pieces of one paddy) may be chosen: the swap changes nothing.

def test_the_opponent_may_swap_without_changing_anything():
    s = big_move_position()
    before = paddies(s, 1)
    farm = s.b[R.FARM + 1]
    assert R.NO_SWAP in s.legal_moves() and s.to_move() == 1
    assert s.move_text(R.NO_SWAP) == "Swap (no change)"
    s.apply(R.NO_SWAP)
    assert paddies(s, 1) == before and s.b[R.FARM + 1] == farm
    # the big move goes on as after any swap: the mover sows the last paddy again
    assert s.to_move() == 0 and s.phase() == R.SOW and s.b[R.PICK] == R.NONE
    assert list(s.b[R.HAND:R.HAND + 5]) == [1, 1, 0, 0, 0]
    conserved(s)


def test_no_change_swap_is_not_offered_when_every_pair_changes_something():
    # the opponent: farmer alone on paddy 0, a snake on 1, a white on 2, a black on 3: four kinds in four paddies
    theirs = [EMPTY, (1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), EMPTY]
    s = position([(1, 0, 0, 0), EMPTY, (0, 1, 0, 0), SNAKE2, (1, 0, 0, 0)], theirs)
    s.apply(R.FARMER)
    assert s.phase() == R.SWAP1 and s.to_move() == 1
    assert R.NO_SWAP not in s.legal_moves() and s.legal_moves() == [4, 5, 11, 17]
    with pytest.raises(ValueError):
        s.apply(R.NO_SWAP)
    # one more white on paddy 2: two pieces in one paddy, the no-change swap is there
    theirs = [EMPTY, (1, 0, 0, 0), (0, 2, 0, 0), (0, 0, 1, 0), EMPTY]
    s = position([(1, 0, 0, 0), EMPTY, (0, 1, 0, 0), SNAKE2, (1, 0, 0, 0)], theirs)
    s.apply(R.FARMER)
    assert s.legal_moves()[-1] == R.NO_SWAP


def test_saves_of_the_old_rules_are_refused():
    s = R.new_game(seed=3)
    data = bytearray(s.encode())
    assert data[0] == R.VERSION == 2
    data[0] = 1
    with pytest.raises(ValueError):
        R.decode(bytes(data))


def test_illegal_moves_change_nothing():
    s = position([EMPTY, (1, 2, 1, 1), SNAKE2, SNAKE2, SNAKE2])
    before = s.encode()
    for bad in (-1, 0, 4, 7):
        with pytest.raises(ValueError):
            s.apply(bad)
    assert s.encode() == before


def test_decode_refuses_lost_pieces_and_impossible_phases():
    good = position([EMPTY, (1, 2, 1, 1), SNAKE2, SNAKE2, SNAKE2]).encode()
    R.decode(good)
    lost = bytearray(good)
    lost[1 + R.BAG] -= 1
    with pytest.raises(ValueError):
        R.decode(bytes(lost))
    phase = bytearray(good)
    phase[1 + R.PHASE] = 42
    with pytest.raises(ValueError):
        R.decode(bytes(phase))
    farmer = bytearray(good)
    farmer[1 + R.FARM] = R.OFF
    with pytest.raises(ValueError):
        R.decode(bytes(farmer))


def play_random(seed, setup):
    rng = Rng(seed)
    s = R.new_game(seed=seed, setup=setup)
    yield s
    while not s.is_over():
        if s.to_move() == R.CHANCE:
            s.apply(rng.weighted(s.chance_outcomes()))
        else:
            s.apply(rng.choice(s.legal_moves()))
        yield s


def test_pieces_are_conserved_and_paddies_trimmed_in_random_games():
    ends = set()
    for seed in range(60):
        mover = None
        for s in play_random(seed, seed % 12):
            b = s.b
            snakes = b[R.RESERVE] + b[R.HAND] + sum(b[(q * 4)] for q in range(10))
            rice = sum(b[R.BAG:R.BAG + 3]) + sum(b[R.STORE:R.STORE + 6]) + sum(b[R.HAND + 1:R.HAND + 4])
            rice += sum(b[q * 4 + c] for q in range(10) for c in (1, 2, 3))
            farmers = sum(1 for p in range(2) if b[R.FARM + p] != R.OFF) + b[R.HAND + R.FARMER]
            assert snakes == 20 and rice == 30
            assert farmers == 2 or s.phase() == R.SETUP
            if s.phase() != R.SETUP and mover is not None and b[R.PLAYER] != mover and not s.is_over():
                # a turn just ended: the player who moved has no paddy over 10 pieces
                assert all(s.count(mover, i) <= 10 for i in range(5))
            mover = b[R.PLAYER]
        ends.add(s.b[R.REASON])
        assert b[R.TURNS] <= R.MAX_TURNS
    assert R.WIN_25 in ends and R.WIN_LEAD in ends


def test_the_invariant_checker_catches_lost_pieces_and_untrimmed_paddies():
    from sim.games.tanbo.invariants import check
    s = position([EMPTY, (1, 2, 1, 1), SNAKE2, SNAKE2, SNAKE2])
    check(s)
    lost = s.copy()
    lost.b[R.RESERVE] -= 1
    with pytest.raises(AssertionError, match="snakes"):
        check(lost)
    full = s.copy()
    for i in (0, 1, 3, 4):  # all the waiting player's snakes and the reserve's on one paddy: 13
        full.b[(5 + i) * 4] = 0
    full.b[(5 + 2) * 4] = 10 + full.b[R.RESERVE]
    full.b[R.RESERVE] = 0
    with pytest.raises(AssertionError, match="waiting player"):
        check(full)
