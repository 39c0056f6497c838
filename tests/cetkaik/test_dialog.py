"""The ty mok1 / ta xot1 dialog's words (games/cetkaik/decide.py): the hands just made and held with their values,
the most valuable first and "+N more" when they do not fit, and what each choice scores. The screen test is
tests/cetkaik/test_view.py (the dialog's pixels)."""
from games.cetkaik import rules
from games.cetkaik.layout import P_DECIDE, V_PHASE, V_TURN, V_STAKE, V_NFUT0, V_S0, V_SEASON, MAX_STAKE
from games.cetkaik.decide import dialog, fit, all_hands, COLS

RED, BLACK = 0, 10
VE, PA, AR, CH, TI, HO, CL, SH, GE, KI = range(10)


def deciding(hand=(), player=0):
    """A state at the decision, player to move, holding hand: (colour + profession, count) pairs."""
    s = rules.new_game()
    s.v[V_PHASE] = P_DECIDE
    s.v[V_TURN] = player
    for k, n in hand:
        s.hand[player * 20 + k] += n
    return s


def test_the_hand_just_made_and_the_hands_held_apart():
    s = deciding([(RED + TI, 1), (RED + PA, 5)], player=1)
    before = s.copy()                       # Deadly Army (red, 5) held; the capture of a Horse follows
    s.hand[20 + BLACK + HO] += 1
    title, lines, items, cut = dialog(s, before)
    assert title == "New hand! Total 8"
    assert lines[0] == ("Animals 3", 1)          # made: kind 1 (the view draws it green)
    assert lines[1] == ("Held: Deadly Army 5", 0)
    assert ("ta xot1 ends the season:", 0) in lines and (" you score 8", 0) in lines
    assert (" stake becomes x2", 0) in lines
    assert items == ["ta xot1 (+8)", "ty mok1 (x2)"] and not cut


def test_a_plain_hand_turning_same_colour_is_made_and_several_hands_sum_up():
    s = deciding([(RED + HO, 1), (BLACK + TI, 1), (RED + PA, 2), (RED + CH, 1)])
    s.v[V_STAKE] = 2                               # x4
    before = s.copy()                        # Animals 3, Comrades 5
    s.hand[RED + TI] += 1                          # Animals becomes red: 5, made
    title, lines, items, _ = dialog(s, before)
    assert lines[0] == ("Animals 5", 1) and lines[1] == ("Held: Comrades 5", 0)
    assert title == "New hand! Total 10"
    assert (" you win: 10 x4 = 40", 0) in lines and items[0] == "ta xot1 (+40)"   # 20 + 40: the game
    s.hand[RED + GE] += 1                          # two made at once: Army (red General + 2 red Pawns) as well
    title, lines, _, _ = dialog(s, before)
    assert title == "New hands! Total 15" and lines[0] == ("Animals 5, Army 5", 1)


def test_too_many_hands_show_the_most_valuable_first_and_how_many_more():
    everything = []
    for k in range(20):
        everything.append((k, 2))
    s = deciding(everything)
    title, lines, items, cut = dialog(s, None)     # unknown before (a resumed game): all listed alike
    first = lines[0][0]
    assert first.startswith("Unbeatable 52 +") and first.endswith(" more") and len(first) <= COLS
    assert cut and items[-1] == "See all the hands"
    rows = all_hands(s).split("\n")
    assert rows[0] == "Unbeatable 52," and rows[-1].endswith("Deadly Army 3")
    assert len(rows) <= 7 and max(len(r) for r in rows) <= 25          # a message box: 7 lines of 25
    assert all_hands(s).replace(",\n", ", ").count(", ") == 9             # all ten hands
    for t, _ in lines:
        assert len(t) <= COLS


def test_fit_cuts_from_the_least_valuable():
    hands = [(12, "Social Order"), (9, "Culture"), (5, "Cavalry"), (3, "King")]
    assert fit("", hands) == ("Social Order 12 +3 more", True)
    assert fit("", hands[1:]) == ("Culture 9 +2 more", True)
    assert fit("", hands[2:]) == ("Cavalry 5, King 3", False)
    assert fit("Held: ", hands) == ("Held: Social Order 12 +3", True)  # no room for "more"
    assert fit("Held: ", hands, 22) == ("Held: Social Order 12", True)  # nor for "+3": "See all the hands" is there
    assert fit("Held: ", hands[1:3]) == ("Held: Culture 9 +1 more", True)


def test_a_futile_move_is_a_negative_hand_and_ta_xot1_pays():
    s = deciding()
    before = s.copy()
    s.v[V_NFUT0] = 1
    s.v[V_STAKE] = MAX_STAKE
    title, lines, items, _ = dialog(s, before)
    assert lines[0] == ("Futile Move -3", -1)     # drawn red
    assert (" you pay 3 x64 = 192", 0) in lines
    assert (" stake stays x64", 0) in lines and items == ["ta xot1 (-192)", "ty mok1 (x64)"]


def test_a_winning_ta_xot1_says_so():
    s = deciding([(RED + HO, 1), (RED + TI, 1)])          # Animals 5
    s.v[V_S0] = 36
    s.v[V_S0 + 1] = 4
    _, lines, _, _ = dialog(s, None)
    assert (" you win with 5", 0) in lines                  # 36 + 5 reaches 40
    s.v[V_S0] = 20
    s.v[V_S0 + 1] = 20
    _, lines, _, _ = dialog(s, None)
    assert (" you score 5", 0) in lines                     # four seasons, the first: no win yet
    s.v[V_SEASON] = 3
    s.v[V_STAKE] = 1
    _, lines, _, _ = dialog(s, None)
    assert (" you win: 5 x2 = 10", 0) in lines              # the last season: ending it with the lead wins
