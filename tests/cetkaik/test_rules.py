"""Cetkaik engine: setup, reference move counts, every profession in and out of hue, stepping, sticks, water,
drops, the Tam2, hands and stakes, seasons, records."""
import pytest

from games.cetkaik import rules, layout as const
from sim.games.cetkaik import record
from games.cetkaik.board import parse_sq, sq_name, piece, TAM, PROF_NAMES
from games.cetkaik.rules import PIECE, SLIDE, TAM_MOVE, DROP, TY_MOK, TA_XOT, GIVE_UP, FINAL, CHANCE
from pocket.rng import Rng

V = const  # the V_* indices of State.v

# The notes' setup, square by square (side A = player 1 at the top, side IA = player 0 at the bottom)
SETUP = """
KA b clerk LA b horse NA b chariot TA b general ZA r king XA r general CA r chariot MA r horse PA r clerk
KE r shaman LE r archer TE r tiger XE b tiger ME b archer PE b shaman
KI b pawn LI r pawn NI b pawn TI r pawn ZI r vessel XI r pawn CI b pawn MI r pawn PI b pawn
|
KAI b pawn LAI r pawn NAI b pawn TAI r pawn ZAI b vessel XAI r pawn CAI b pawn MAI r pawn PAI b pawn
KAU b shaman LAU b archer TAU b tiger XAU r tiger MAU r archer PAU r shaman
KIA r clerk LIA r horse NIA r chariot TIA r general ZIA b king XIA b general CIA b chariot MIA b horse PIA b clerk
"""


def mv(kind, a, b, c):
    return (kind << 21) | (a << 14) | (b << 7) | c


def sq(name):
    return parse_sq(name)


def pm(src, dst, via=None, slide=False):
    return mv(SLIDE if slide else PIECE, sq(src), sq(via or src), sq(dst))


def started(turn=0, seasons=1):
    s = rules.new_game(seasons=seasons)
    s.apply(5 * 6 + 0 if turn == 0 else 0 * 6 + 5)
    assert s.to_move() == turn
    return s


def empty(tam="ZO", turn=0):
    """A started season with only the Tam2 on the board (hand-made positions)."""
    s = started(turn)
    s.board[:] = bytes(81)
    t = sq(tam)
    s.board[t] = TAM
    s.v[V.V_TAM] = t
    s._hue = None
    s._moves = None
    return s


def put(s, name, colour, prof, owner=0):
    s.board[sq(name)] = piece(PROF_NAMES.index(prof), 0 if colour == "r" else 1, owner)
    s._moves = None


def dests(s, src):
    """Destinations of the piece on src: 'XX' direct, 'VV>XX' stepping over VV, '~' when a throw decides."""
    out = set()
    a = sq(src)
    for m in s.legal_moves():
        if (m >> 21) in (PIECE, SLIDE) and (m >> 14) & 127 == a:
            via = (m >> 7) & 127
            d = sq_name(m & 127)
            out.add(d if via == a else sq_name(via) + ">" + d + ("~" if m >> 21 == SLIDE else ""))
    return out


def names(text):
    return set(text.split())


# ---------------------------------------------------------------- setup and reference counts

def test_initial_setup_is_the_notes_table():
    b = rules.new_game().board
    expect = {}
    for owner, half in ((1, SETUP.split("|")[0]), (0, SETUP.split("|")[1])):
        w = half.split()
        for i in range(0, len(w), 3):
            expect[sq(w[i])] = piece(PROF_NAMES.index(w[i + 2]), 0 if w[i + 1] == "r" else 1, owner)
    expect[40] = TAM
    assert len(expect) == 49
    for i in range(81):
        assert b[i] == expect.get(i, 0), sq_name(i)


@pytest.mark.parametrize("turn", [0, 1])
def test_initial_counts_match_the_reference_generator(turn):
    s = started(turn)
    moves = s.legal_moves()
    pieces = [m for m in moves if m >> 21 in (PIECE, SLIDE)]
    over_tam = [m for m in pieces if (m >> 7) & 127 == 40]
    plain = [m for m in pieces if (m >> 7) & 127 != 40]
    slides = [m for m in plain if m >> 21 == SLIDE]
    water = [m for m in plain if rules.WATER[m & 127] and not rules.WATER[(m >> 14) & 127]
             and (s.board[(m >> 14) & 127] & 15) != 1]
    tam_paths = []
    rules.tam_paths(s.board, 40, tam_paths, True)
    # the reference counts paths: 240 = 114 piece paths + 126 Tam2 paths; 36 step-then-slide; 4 water; +9 over Tam2
    assert len(plain) + len(tam_paths) == 240
    assert len(tam_paths) == 126
    assert len(slides) == 36
    assert len(water) == 4
    assert len(over_tam) == 9
    # our Tam2 moves merge paths that end the same way (start, first stop, end): 78 distinct
    assert len([m for m in moves if m >> 21 == TAM_MOVE]) == 78
    assert len(moves) == 114 + 9 + 78
    assert not [m for m in moves if m >> 21 == DROP]


def test_initial_counts_per_profession():
    s = started(0)
    count = {}
    for m in s.legal_moves():
        if m >> 21 in (PIECE, SLIDE) and (m >> 7) & 127 != 40:
            p = PROF_NAMES[(s.board[(m >> 14) & 127] & 15) - 1]
            count[p] = count.get(p, 0) + 1
    assert count == {"pawn": 16, "vessel": 1, "shaman": 10, "archer": 24, "tiger": 18, "clerk": 4, "horse": 6,
                     "chariot": 6, "general": 16, "king": 13}
    # the King on ZIA: ZAU, or stepping over TIA, XIA, TAU or XAU to NAU/CAU, ZAU or back to ZIA
    assert dests(s, "ZIA") == names("ZAU TIA>NAU TIA>ZAU TIA>ZIA XIA>CAU XIA>ZAU XIA>ZIA TAU>NAU TAU>ZAU TAU>ZIA "
                                    "XAU>CAU XAU>ZAU XAU>ZIA")
    # the Vessel on ZAI over the Tam2 on ZO (hue): slides need the throw (ZI captures), sideways steps do not
    assert dests(s, "ZAI") == names("ZY ZO>ZU~ ZO>ZI~ ZO>ZY~ ZO>ZAI~ ZO>ZAU~ ZO>TO ZO>XO ZO>NO ZO>CO")


# ---------------------------------------------------------------- every profession, out of hue (LY) and in hue (NAI)
# Player 0 moves up. Tam2 on ZO, so ZO's 8 neighbours are hue too.
PROFESSION_MOVES = {
    ("vessel", "LY"): "LO LU LI LE LA",
    ("vessel", "NAI"): "NY NO NU NI NE NA NAU NIA LAI TAI KAI ZAI",
    ("pawn", "LY"): "LO",
    ("pawn", "NAI"): "NY NAU LAI TAI NO",
    ("archer", "LY"): "LO LU LI LE LA LAI LAU LIA KY NY TY ZY XY CY MY PY",
    ("archer", "NAI"): "TY LY KO LAU KIA TAU ZIA",
    ("chariot", "LY"): "LU LAU TY",
    ("chariot", "NAI"): "KO KIA ZIA",
    ("tiger", "LY"): "KO NO KAI NAI",
    ("tiger", "NAI"): "TY LY KO LAU KIA TAU ZIA",
    ("horse", "LY"): "TU TAU",
    ("horse", "NAI"): "KO KIA ZIA",
    ("clerk", "LY"): "KY NY LO LU LI LE LA LAI LAU LIA",
    ("clerk", "NAI"): "NY NO NU NI NE NA NAU NIA KAI LAI TAI ZAI XAI CAI MAI PAI",
    ("shaman", "LY"): "LO LAI KY NY TY ZY XY CY MY PY",
    ("shaman", "NAI"): "NY NO NU NI NE NA NAU NIA KAI LAI TAI ZAI XAI CAI MAI PAI TY XU CI ME PA LY KO LAU KIA "
                       "TAU ZIA",
    ("general", "LY"): "KO LO NO KY NY KAI NAI",
    ("general", "NAI"): "NY NAU LAI TAI LY TY LAU TAU",
    ("king", "LY"): "KO LO NO KY NY KAI LAI NAI",
    ("king", "NAI"): "NY NAU LAI TAI LY TY LAU TAU",
}


@pytest.mark.parametrize("prof,at", sorted(PROFESSION_MOVES))
def test_each_profession_in_and_out_of_hue(prof, at):
    s = empty()
    put(s, at, "r", prof)
    got = {d for d in dests(s, at) if ">" not in d}
    assert got == names(PROFESSION_MOVES[(prof, at)])


def test_the_shaman_in_hue_passes_over_one_piece_only():
    s = empty(tam="PA")
    put(s, "NAI", "r", "shaman")
    put(s, "NY", "b", "pawn", owner=1)
    put(s, "NU", "b", "pawn", owner=1)
    got = {d for d in dests(s, "NAI") if ">" not in d}
    # up the N file: NY (capture), over it to NO, NU (capture), then stop
    assert {"NY", "NO", "NU"} <= got and "NI" not in got


def test_the_horse_in_hue_ignores_the_adjacent_square_only():
    s = empty(tam="PA")
    put(s, "NAI", "r", "horse")
    put(s, "TY", "r", "pawn")       # adjacent: ignored
    put(s, "XU", "r", "pawn")       # distance 3: blocks beyond
    got = {d for d in dests(s, "NAI") if ">" not in d}
    assert "ZO" in got and "CI" not in got and "TY" not in got


def test_hue_follows_the_tam2():
    s = empty(tam="LO")
    put(s, "LY", "r", "pawn")       # LY is next to the Tam2 now: in hue
    assert {d for d in dests(s, "LY") if ">" not in d} == names("KY NY LAI")  # LO is the Tam2; LU is 2 ahead
    s = empty(tam="PA")
    put(s, "LY", "r", "pawn")
    assert {d for d in dests(s, "LY") if ">" not in d} == names("LO")


def test_the_general_in_hue_protects_its_neighbours():
    s = empty(tam="PA")
    put(s, "NY", "r", "archer")
    put(s, "NU", "b", "pawn", owner=1)
    put(s, "TU", "b", "general", owner=1)   # TU is hue
    assert "NU" not in dests(s, "NY")
    s.board[sq("TU")] = 0
    put(s, "TE", "b", "general", owner=1)   # not hue: no protection (and not adjacent)
    put(s, "NI", "b", "general", owner=1)   # NI is hue and adjacent to NU
    assert "NU" not in dests(s, "NY")
    s.board[sq("NI")] = 0
    put(s, "LI", "b", "general", owner=1)   # adjacent but not in hue
    s._moves = None
    assert "NU" in dests(s, "NY")


# ---------------------------------------------------------------- stepping, throws, water

def test_stepping_over_a_piece_with_a_fixed_second_leg():
    s = empty(tam="PA")
    put(s, "LY", "r", "pawn")
    put(s, "LO", "b", "pawn", owner=1)      # anyone's piece can be stepped over; stepping never captures
    assert dests(s, "LY") == names("LO LO>LU")
    s.apply(pm("LY", "LU", via="LO"))
    assert s.board[sq("LU")] and s.board[sq("LO")] and not s.board[sq("LY")]
    assert s.to_move() == 1 and sum(s.hand) == 0


def test_step_then_slide_throw_limits_distance_and_can_be_given_up():
    # the rule set's own differences after the throw: tests/cetkaik/test_rule_sets.py
    s = empty(tam="PA")
    put(s, "LY", "r", "archer")
    put(s, "LO", "r", "pawn")
    m = pm("LY", "LI", via="LO", slide=True)
    assert m in s.legal_moves()
    s.apply(m)
    assert s.to_move() == CHANCE
    assert s.chance_outcomes() == [(0, 1), (1, 5), (2, 10), (3, 10), (4, 5), (5, 1)]
    before = bytes(s.board)
    short = s.copy()
    short.apply(1)                          # LI is 2 from LO: out of reach, only giving up is left
    assert short.legal_moves() == [GIVE_UP]
    s.apply(2)
    assert s.to_move() == 0
    assert sorted(s.legal_moves()) == sorted([GIVE_UP, FINAL + sq("LI")])
    g = s.copy()
    g.apply(GIVE_UP)
    assert bytes(g.board) == before and g.to_move() == 1
    s.apply(FINAL + sq("LI"))
    assert s.board[sq("LI")] and not s.board[sq("LY")] and s.to_move() == 1


def test_water_entry_throw():
    s = empty(tam="PA")
    put(s, "NY", "r", "pawn")
    s.apply(pm("NY", "NO"))                 # NO is water
    assert s.to_move() == CHANCE
    fail = s.copy()
    fail.apply(2)
    assert fail.board[sq("NY")] and not fail.board[sq("NO")] and fail.to_move() == 1
    s.apply(3)
    assert s.board[sq("NO")] and not s.board[sq("NY")] and s.to_move() == 1


def test_no_water_throw_for_the_vessel_from_water_or_for_drops():
    s = empty(tam="PA")
    put(s, "ZAI", "r", "vessel")
    s.apply(pm("ZAI", "ZY"))
    assert s.to_move() == 1                 # the Vessel needs no throw
    s = empty(tam="PA")
    put(s, "ZY", "r", "pawn")               # starts on water
    s.apply(pm("ZY", "ZO"))
    assert s.to_move() == 1
    s = empty(tam="PA")
    s.hand[0 * 20 + 0 * 10 + 1] = 1         # a red pawn in player 0's hand
    s._moves = None
    drop = mv(DROP, 1, 0, sq("ZO"))
    assert drop in s.legal_moves()
    s.apply(drop)
    assert s.to_move() == 1 and s.board[sq("ZO")] == piece(1, 0, 0) and s.hand[1] == 0


def test_step_then_slide_into_water_needs_two_throws():
    s = empty(tam="PA")
    put(s, "KO", "r", "archer")
    put(s, "LO", "r", "pawn")
    s.apply(pm("KO", "TO", via="LO", slide=True))
    s.apply(3)                              # distance throw: up to 3 squares from LO
    s.apply(FINAL + sq("TO"))               # TO is water, 2 from LO
    assert s.to_move() == CHANCE
    s.apply(4)
    assert s.board[sq("TO")] and not s.board[sq("KO")]


def test_capture_goes_to_the_hand_with_its_colour():
    s = empty(tam="PA")
    put(s, "LY", "r", "archer")
    put(s, "LE", "b", "horse", owner=1)
    s.apply(pm("LY", "LE"))
    assert s.hand[0 * 20 + 10 + 5] == 1    # a black horse in player 0's hand
    assert s.board[sq("LE")] == piece(2, 0, 0)


def test_drops_go_on_every_empty_square():
    s = empty(tam="PA")
    put(s, "KA", "r", "king")
    s.hand[10 + 1] = 2
    s._moves = None
    drops = [m for m in s.legal_moves() if m >> 21 == DROP]
    assert len(drops) == 81 - 2


# ---------------------------------------------------------------- the Tam2

def test_tam2_hop_over_an_occupied_square():
    s = empty(tam="KA")
    put(s, "LA", "r", "pawn")
    put(s, "KE", "r", "pawn")
    put(s, "LE", "r", "pawn")
    moves = [m for m in s.legal_moves() if m >> 21 == TAM_MOVE]
    # every neighbour is occupied: the first step must hop, over LA (or KE, LE) to an empty square next to it
    assert moves
    assert mv(TAM_MOVE, sq("KA"), sq("NA"), sq("TA")) in moves   # KA -(hop LA)-> NA -> TA
    assert mv(TAM_MOVE, sq("KA"), sq("KA"), sq("LA")) not in moves  # never onto an occupied square
    s.apply(mv(TAM_MOVE, sq("KA"), sq("NA"), sq("TA")))
    assert s.board[sq("TA")] == TAM and not s.board[sq("KA")] and s.v[V.V_TAM] == sq("TA")


def test_futile_move_of_the_tam2_is_a_negative_hand():
    s = empty(tam="ZO")
    put(s, "KIA", "r", "king")
    put(s, "PA", "b", "king", owner=1)
    s.apply(mv(TAM_MOVE, sq("ZO"), sq("TO"), sq("ZO")))   # back to where it started: -3
    assert s.v[V.V_PHASE] == rules.P_DECIDE and s.hand_total(0) == -3
    s.apply(TY_MOK)
    assert s.to_move() == 1
    # player 1 moves it right after: -3; and back to its start as well: -6
    s.apply(mv(TAM_MOVE, sq("ZO"), sq("TO"), sq("ZO")))
    assert s.hand_total(1) == -6
    assert s.ta_xot_gain() == -6 * 2
    s.apply(TA_XOT)                         # as in the seed: at x2 the Futile Moves make their author pay 12
    assert s.scores() == [32, 8]


def test_stepping_over_the_tam2_is_a_negative_hand():
    s = empty(tam="ZO")
    put(s, "ZY", "r", "pawn")
    m = pm("ZY", "ZU", via="ZO")
    assert m in s.legal_moves()
    s.apply(m)
    assert s.v[V.V_PHASE] == rules.P_DECIDE and s.hand_total(0) == -5


# ---------------------------------------------------------------- hands, stakes, seasons

def test_stake_example_16_points():
    """Seed: Animals (3) -> ty mok1 (x2); then an Archer completes The Cavalry: ta xot1 = (3 + 5) x 2 = 16."""
    s = empty(tam="PA")
    s.hand[1] = 1                           # red Pawn
    s.hand[4] = 1                           # red Tiger
    put(s, "LY", "r", "archer")
    put(s, "LE", "b", "horse", owner=1)
    put(s, "KY", "b", "archer", owner=1)
    put(s, "TE", "b", "clerk", owner=1)
    s.apply(pm("LY", "LE"))                 # takes the Horse: The Animals
    assert s.v[V.V_PHASE] == rules.P_DECIDE
    s.apply(TY_MOK)                         # the stake doubles; the opponent's turn
    assert s.v[V.V_STAKE] == 1 and s.to_move() == 1
    s.apply(pm("TE", "TI"))                 # player 1's Clerk slides down
    s.apply(pm("LE", "KE"))                 # player 0's Archer
    s.apply(pm("TI", "TU"))
    s.apply(pm("KE", "KY"))                 # takes the black Archer: The Cavalry (Horse, Archer, Pawn)
    assert s.v[V.V_PHASE] == rules.P_DECIDE and s.to_move() == 0
    assert s.hand_total(0) == 3 + 5 and s.ta_xot_gain() == 16
    s.apply(TA_XOT)
    assert s.scores() == [36, 4] and s.is_over()       # one season only


def test_a_plain_hand_becoming_flash_is_a_new_hand():
    s = empty(tam="PA")
    s.hand[5] = 1                           # red Horse
    s.hand[10 + 4] = 1                      # black Tiger: The Animals (plain) already held
    put(s, "LY", "r", "archer")
    put(s, "LE", "r", "tiger", owner=1)     # a red Tiger: The Animals becomes flash
    put(s, "PA", "b", "king", owner=1)
    s.apply(pm("LY", "LE"))
    assert s.v[V.V_PHASE] == rules.P_DECIDE and s.ta_xot_gain() == 5
    t = empty(tam="PA")
    t.hand[5] = 1
    t.hand[10 + 4] = 1
    put(t, "LY", "r", "archer")
    put(t, "LE", "b", "tiger", owner=1)     # another black Tiger: nothing new
    t.apply(pm("LY", "LE"))
    assert t.v[V.V_PHASE] == rules.P_MOVE and t.to_move() == 1


def test_reaching_40_wins_at_once():
    s = empty(tam="PA")
    s.v[V.V_S0], s.v[V.V_S1] = 35, 5
    s.v[V.V_SEASONS] = 4
    s.hand[4] = 1
    put(s, "LY", "r", "archer")
    put(s, "LE", "r", "horse", owner=1)
    s.apply(pm("LY", "LE"))
    s.apply(TA_XOT)                         # Animals flash 5 -> 40
    assert s.is_over() and s.scores() == [40, 0] and s.returns() == [1.0, 0.0]
    assert s.v[V.V_END] == const.END_40


def test_ta_xot_starts_a_new_season_with_a_throw():
    s = empty(tam="PA")
    s.v[V.V_SEASONS] = 2
    s.hand[4] = 1
    put(s, "LY", "r", "archer")
    put(s, "LE", "r", "horse", owner=1)
    s.apply(pm("LY", "LE"))
    s.apply(TA_XOT)
    assert not s.is_over() and s.to_move() == CHANCE and s.v[V.V_SEASON] == 1
    assert s.board == rules.new_game().board and sum(s.hand) == 0 and s.v[V.V_STAKE] == 0
    assert s.scores() == [25, 15]
    # the higher throw moves first; a tie is not an outcome
    outs = dict(s.chance_outcomes())
    assert 0 not in outs and 7 not in outs and outs[1 * 6 + 0] == 5 * 1
    s.apply(0 * 6 + 3)
    assert s.to_move() == 1


def test_a_player_with_no_move_ends_the_game():
    s = empty(tam="KA")
    for i in range(81):
        if i != sq("KA"):
            s.board[i] = piece(1, 0, 1)      # the opponent everywhere: no Tam2 move, no drop, no piece
    rules.check_stuck(s)
    assert s.is_over() and s.v[V.V_END] == const.END_STUCK


def test_a_season_without_ta_xot_ends_at_the_turn_cap():
    s = started(0, seasons=2)
    s.v[V.V_PLY] = const.SEASON_TURNS - 1
    s.apply(mv(TAM_MOVE, 40, sq("TO"), sq("NO")))
    assert s.v[V.V_SEASON] == 1 and s.to_move() == CHANCE and s.scores() == [20, 20]


def _greedy_game(seed, seasons=4):
    """Seeded play: captures first, always ty mok1 until x4, then ta xot1."""
    rng = Rng(seed)
    s = rules.new_game(seed=seed, seasons=seasons)
    moves = []
    while not s.is_over() and len(moves) < 20000:
        if s.to_move() == CHANCE:
            m = rng.weighted(s.chance_outcomes())
        elif s.v[V.V_PHASE] == rules.P_DECIDE:
            m = TY_MOK if s.v[V.V_STAKE] < 2 else TA_XOT
        else:
            legal = s.legal_moves()
            caps = [x for x in legal if x >> 21 in (PIECE, SLIDE) and s.board[x & 127] and (x & 127) != (x >> 14) & 127]
            m = rng.choice(caps) if caps and rng.below(3) else rng.choice(legal)
        s.apply(m)
        moves.append(m)
    return s, moves


def test_multi_season_games_play_to_the_end():
    ends = set()
    for seed in range(6):
        s, moves = _greedy_game(seed)
        assert s.is_over()
        a, b = s.scores()
        assert a + b == 40
        ends.add(s.v[V.V_END])
        if s.v[V.V_END] == const.END_SEASONS:
            assert s.v[V.V_SEASON] == 4
    assert ends & {const.END_SEASONS, const.END_40}


def test_pieces_are_conserved_in_random_games():
    for seed in range(4):
        rng = Rng(seed)
        s = rules.new_game(seed=seed)
        while not s.is_over():
            s.apply(rng.weighted(s.chance_outcomes()) if s.to_move() == CHANCE else rng.choice(s.legal_moves()))
            on_board = sum(1 for q in s.board if q and q != TAM)
            assert on_board + sum(s.hand) == 48
            assert sum(1 for q in s.board if q == TAM) == 1


# ---------------------------------------------------------------- records and saves

def test_a_record_replays_to_the_same_position():
    s, moves = _greedy_game(3, seasons=2)
    text = record.export(moves, seed=3, seasons=2)
    assert "->" in text and "[sticks" in text or "[start" in text
    again, moves2 = record.parse(text)
    assert moves2 == moves and again.encode() == s.encode()


def test_record_texts_use_square_names():
    s = started(0)
    assert s.record_text(pm("LAI", "LY")) == "LAI -> LY"
    assert s.record_text(pm("ZIA", "ZAU", via="TIA")) == "ZIA -> TIA -> ZAU"
    assert s.record_text(mv(TAM_MOVE, 40, sq("TO"), sq("NO"))) == "tam2 ZO -> TO -> NO"
    assert s.move_text(pm("ZIA", "ZAU", via="TIA")) == "King from ZIA to ZAU"   # the via gives way to "from"
    for m in s.legal_moves():
        assert len(s.move_text(m)) <= 21   # "CPU: " and the text fit the 26-character strip


def test_a_record_with_an_illegal_move_is_refused():
    with pytest.raises(ValueError):
        record.parse("cetkaik record\nseasons 1\nseed 0\n* [start 5 0]\nIA LAI -> LO\n")


def test_decode_refuses_broken_saves():
    s = started(0)
    data = bytearray(s.encode())
    data[1 + rules.NV + sq("LAI")] = 0      # a piece vanished
    with pytest.raises(ValueError):
        rules.decode(bytes(data))
    assert rules.decode(s.encode()).encode() == s.encode()


def test_options():
    for n in (1, 2, 4):
        assert rules.new_game(seasons=n).v[V.V_SEASONS] == n
    with pytest.raises(ValueError):
        rules.new_game(seasons=3)


def test_each_season_leaves_its_score_in_the_history():
    s, _ = _greedy_game(5, seasons=4)
    v = s.v
    played = [v[V.V_HIST + i] for i in range(4) if v[V.V_HIST + i] != rules.NONE]
    assert len(played) == min(v[V.V_SEASON], 4) and played[-1] == v[V.V_S0]


def test_the_pieces_moves_are_only_listed_at_the_main_decision():
    # the screen lists a picked piece's moves with board_moves(); asked after a throw (a cursor left in the hand
    # panel could reach it), it must neither answer the finals' phase with piece moves nor spoil its cache
    s = rules.new_game()
    s.apply(30)                                    # player 0 starts
    slide = mv(SLIDE, sq("LAU"), sq("LAI"), sq("LO"))   # the Archer over its own Pawn, then a slide
    assert slide in s.legal_moves()
    s.apply(slide)
    s.apply(5)                                     # five dark sticks: LO is in reach
    assert s.v[V.V_PHASE] == V.P_AFTER
    assert len(s.board_moves()) == 0
    finals = s.legal_moves()
    assert GIVE_UP in finals and FINAL + sq("LO") in finals
    assert len(s.board_moves()) == 0 and s.legal_moves() == finals
    with pytest.raises(ValueError):
        s.apply(mv(PIECE, sq("KAI"), sq("KAI"), sq("KO")))


def test_the_main_decisions_moves_read_as_the_list_would():
    s = rules.new_game()
    s.apply(30)
    for k in (1, 5, 13):
        s.hand[k] = 1
    s._moves = None
    ref = s.main_moves(0)                          # the plain list: pieces, the Tam2, then the drops
    got = s.legal_moves()
    assert len(got) == len(ref) and list(got) == ref and got == ref and got[-1] == ref[-1]
    assert sorted(got) == sorted(ref) and all(m in got for m in ref)
    drop = mv(DROP, 5, 0, sq("ZO") - 1)
    assert drop in got and mv(DROP, 2, 0, sq("NO")) not in got and mv(DROP, 5, 1, sq("NO")) not in got
    assert mv(DROP, 5, 0, sq("ZAI")) not in got    # an occupied square
    s.apply(got[0])
    assert list(got) == ref                        # a snapshot: the next move does not change it


def test_a_piece_in_hand_is_a_move_when_nothing_on_the_board_moves():
    s = empty(tam="KA")
    for i in range(81):
        if i != sq("KA"):
            s.board[i] = piece(1, 0, 1)
    s.board[sq("PIA")] = 0                  # one empty square, out of the Tam2's reach
    s.hand[s.v[V.V_TURN] * 20 + 3] = 1
    rules.check_stuck(s)
    assert not s.is_over()
    s.hand[s.v[V.V_TURN] * 20 + 3] = 0
    rules.check_stuck(s)
    assert s.is_over() and s.v[V.V_END] == const.END_STUCK


class _FullAfter(list):
    """A move list that runs out of memory after n moves, as the device's heap may mid-generation."""

    def __init__(self, n):
        list.__init__(self)
        self.n = n

    def append(self, m):
        if len(self) >= self.n:
            raise MemoryError("memory allocation failed")
        list.append(self, m)


def test_running_out_of_memory_while_listing_moves_leaves_the_board_as_it_was():
    # the generators lift the piece (or the Tam2) while they list a step's second leg; the runtime catches a
    # MemoryError and plays on, so the board must come back whole
    from games.cetkaik.board import piece_paths, tam_paths
    s = rules.new_game()
    s.apply(30)
    before = bytes(s.board)
    src = sq("LAU")                                 # the Archer: steps over its own Pawn
    full = []
    piece_paths(s.board, s.hue(), src, full)
    assert [m for m in full if (m >> 7) & 127 != src]   # it has steps
    for n in range(len(full)):
        with pytest.raises(MemoryError):
            piece_paths(s.board, s.hue(), src, _FullAfter(n))
        assert bytes(s.board) == before
    for n in range(3):
        with pytest.raises(MemoryError):
            tam_paths(s.board, s.v[V.V_TAM], _FullAfter(n))
        assert bytes(s.board) == before
