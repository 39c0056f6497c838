"""Cetkaik's two rule sets (docs/rules/cetkaik.md, "Rule sets"): the official "strict y1 huap1" rules, the default,
and cerke_online's, the game option "Rules". They differ in two places, both after a step:
- the distance throw. Seed: « Si l'on prévoit de faire un mouvement infini après l'écrasement, il faut lancer cinq
  bâtonnets ; le nombre de côté sombre donne la limite supérieure des cases que l'on peut déplacer. [...] Si vous
  n'êtes pas satisfait du nombre, vous pouvez passer le tour à l'adversaire. » Official: the square declared before
  the throw, if the throw reaches it, or give up. cerke_online: any square of the declared line within the throw.
- Stepping over the Tam2 (-5) in a move that then does not happen (given up, or a failed water throw: « la pièce
  retourne à sa position de départ initiale et le tour se termine immédiatement »). Official: it counts, the step
  was made. cerke_online: nothing was done, nothing counts."""
import pytest

from games.cetkaik import rules, ai, layout as V
from sim.games.cetkaik import record
from games.cetkaik.board import parse_sq as sq, piece, TAM, PROF_NAMES
from games.cetkaik.layout import PIECE, SLIDE, GIVE_UP, FINAL, TY_MOK, TA_XOT, CHANCE
from pocket.rng import Rng
from tests.cetkaik.test_rules import put

OFFICIAL, ONLINE = "official", "online"


def mv(kind, a, via, c):
    return (kind << 21) | (sq(a) << 14) | (sq(via) << 7) | sq(c)


def empty(rule_set, tam="ZO"):
    """A started one-season game, player 0 to move, only the Tam2 on the board."""
    s = rules.new_game(seasons=1, rules=rule_set)
    s.apply(5 * 6 + 0)
    s.board[:] = bytes(81)
    s.board[sq(tam)] = TAM
    s.v[V.V_TAM] = sq(tam)
    s._hue = None
    s._moves = None
    return s


def finals(s):
    return sorted(m - FINAL for m in s.legal_moves() if m != GIVE_UP)


def declared_le(rule_set, throw):
    """The Archer on LY steps over its Pawn on LO and declares LE (3 squares past LO); the sticks show `throw`."""
    s = empty(rule_set, tam="PA")
    put(s, "LY", "r", "archer")
    put(s, "LO", "r", "pawn")
    m = mv(SLIDE, "LY", "LO", "LE")
    assert m in s.legal_moves()
    s.apply(m)
    assert s.to_move() == CHANCE
    s.apply(throw)
    assert s.v[V.V_PHASE] == V.P_AFTER and GIVE_UP in s.legal_moves()
    return s


# ---------------------------------------------------------------- the option itself

def test_the_option_is_registered_official_first_and_reaches_new_game(monkeypatch):
    from games.registry import GAMES
    from pocket import setup
    from pocket.setup import Setup
    monkeypatch.setattr(setup, "GAMES", GAMES)  # the games installed, as code.py and play.py hand them over
    entry = [g for g in GAMES if g[0] == "cetkaik"][0]
    opts = dict((o[0], o) for o in entry[5])
    assert opts["rules"][2] == (OFFICIAL, ONLINE) and opts["rules"][3] == ("Official", "cerke_online")
    assert Setup("cetkaik", [0, 2]).option_kwargs()["rules"] == OFFICIAL      # a new game's default
    index = [o[0] for o in entry[5]].index("rules")
    chosen = [0] * len(entry[5])
    chosen[index] = 1
    kw = Setup("cetkaik", [0, 2], chosen).option_kwargs()
    assert kw["rules"] == ONLINE and not rules.new_game(**kw).official()
    assert rules.new_game().official() and rules.new_game(rules=OFFICIAL).official()
    with pytest.raises(ValueError):
        rules.new_game(rules="house")


def test_the_contract_tests_play_both_rule_sets():
    from tests.helpers import contract
    sets = contract.option_sets("cetkaik")
    assert {} in sets and {"rules": ONLINE} in sets      # tests/test_contract.py plays every one of them


@pytest.mark.parametrize("rule_set", [OFFICIAL, ONLINE])
def test_the_rule_set_is_saved_and_lasts_through_the_seasons(rule_set):
    s = rules.new_game(seasons=2, rules=rule_set)
    again = rules.decode(s.encode())
    assert again.official() == (rule_set == OFFICIAL) and again.encode() == s.encode()
    s.apply(5 * 6 + 0)
    s.hand[5] = 1                          # a red Horse and a red Tiger in hand: The Animals at the next capture
    s.hand[4] = 1
    s.v[V.V_PHASE] = V.P_DECIDE
    s._moves = None
    s.apply(TA_XOT)
    assert s.v[V.V_SEASON] == 1 and s.v[V.V_PHASE] == V.P_START
    assert s.official() == (rule_set == OFFICIAL)


def test_saves_without_the_rule_set_are_refused():
    s = rules.new_game(rules=ONLINE)
    data = s.encode()
    assert data[0] == 4 == V.VERSION
    old = bytes([1]) + data[1:1 + 29] + data[1 + V.NV:]   # format 1: 29 state bytes, no rule set, no record
    with pytest.raises(ValueError):
        rules.decode(old)
    bad = bytearray(data)
    bad[1 + V.V_RULES] = 2                 # no such rule set
    with pytest.raises(ValueError):
        rules.decode(bytes(bad))


@pytest.mark.parametrize("rule_set", [OFFICIAL, ONLINE])
def test_a_record_names_the_rule_set_and_replays_under_it(rule_set):
    text = record.export([5 * 6 + 0], seed=0, seasons=1, rules=rule_set)
    assert ("rules online\n" in text) == (rule_set == ONLINE)
    replayed, _ = record.parse(text)
    assert replayed.official() == (rule_set == OFFICIAL)
    # a resumed game's record: the position keeps the rule set, and a header naming the other one is refused
    text = record.export([replayed.legal_moves()[0]], seasons=1, start=replayed)
    again, moves = record.parse(text)
    assert again.official() == (rule_set == OFFICIAL) and len(moves) == 1
    other = text.replace("rules online\n", "") if rule_set == ONLINE else \
        text.replace("seed 0\n", "seed 0\nrules online\n")
    assert other != text
    with pytest.raises(ValueError):
        record.parse(other)


# ---------------------------------------------------------------- the distance throw

def test_official_only_the_declared_square_or_giving_up():
    assert finals(declared_le(OFFICIAL, 2)) == []                   # LE is 3 away: out of reach
    assert finals(declared_le(OFFICIAL, 3)) == [sq("LE")]
    assert finals(declared_le(OFFICIAL, 5)) == [sq("LE")]           # not LU, LI (nearer) nor LA (farther)
    s = declared_le(OFFICIAL, 2)
    before = bytes(s.board)
    s.apply(GIVE_UP)
    assert bytes(s.board) == before and s.to_move() == 1


def test_online_any_square_of_the_declared_line_within_the_throw():
    assert finals(declared_le(ONLINE, 2)) == sorted([sq("LU"), sq("LI")])
    assert finals(declared_le(ONLINE, 3)) == sorted([sq("LU"), sq("LI"), sq("LE")])
    assert finals(declared_le(ONLINE, 5)) == sorted([sq("LU"), sq("LI"), sq("LE"), sq("LA")])
    s = declared_le(ONLINE, 2)
    s.apply(FINAL + sq("LI"))
    assert s.board[sq("LI")] and not s.board[sq("LY")] and s.to_move() == 1


@pytest.mark.parametrize("rule_set", [OFFICIAL, ONLINE])
def test_the_declared_square_may_hold_a_piece_to_take(rule_set):
    s = empty(rule_set, tam="PA")
    put(s, "LY", "r", "archer")
    put(s, "LO", "r", "pawn")
    put(s, "LI", "b", "horse", owner=1)
    s.apply(mv(SLIDE, "LY", "LO", "LI"))
    s.apply(2)
    assert finals(s) == ([sq("LI")] if rule_set == OFFICIAL else sorted([sq("LU"), sq("LI")]))
    s.apply(FINAL + sq("LI"))
    assert s.hand[10 + PROF_NAMES.index("horse")] == 1 and s.board[sq("LI")] == piece(2, 0, 0)


# ---------------------------------------------------------------- Stepping over the Tam2 in a move that fails

def archer_over_the_tam2(rule_set, throw):
    """The Archer on ZAU slides up to the Tam2 on ZO, steps over it and declares NI (2 diagonal squares from ZO, a
    hue square: the Archer slides diagonally there); the sticks show `throw`."""
    s = empty(rule_set, tam="ZO")
    put(s, "ZAU", "r", "archer")
    put(s, "PA", "b", "king", owner=1)
    m = mv(SLIDE, "ZAU", "ZO", "NI")
    assert m in s.legal_moves()
    s.apply(m)
    s.apply(throw)
    return s


@pytest.mark.parametrize("rule_set", [OFFICIAL, ONLINE])
def test_giving_up_after_stepping_over_the_tam2(rule_set):
    s = archer_over_the_tam2(rule_set, 1)
    assert finals(s) == ([] if rule_set == OFFICIAL else [sq("TU")])
    before = bytes(s.board)
    s.apply(GIVE_UP)
    assert bytes(s.board) == before                     # nothing moves either way
    if rule_set == OFFICIAL:                            # the step was made: Stepping, a new hand to decide on
        assert s.v[V.V_PHASE] == V.P_DECIDE and s.to_move() == 0
        assert s.hand_total(0) == -5 and s.v[V.V_NSTEP0] == 1
        paid = s.copy()
        paid.apply(TA_XOT)
        assert paid.scores() == [15, 25]
        s.apply(TY_MOK)
        assert s.to_move() == 1 and s.v[V.V_STAKE] == 1
    else:                                               # nothing was done: nothing counts
        assert s.to_move() == 1 and s.hand_total(0) == 0 and s.v[V.V_NSTEP0] == 0


@pytest.mark.parametrize("rule_set", [OFFICIAL, ONLINE])
def test_a_failed_water_throw_after_stepping_over_the_tam2(rule_set):
    s = empty(rule_set, tam="ZO")
    put(s, "TY", "r", "king")                 # TY is not water; ZU is
    put(s, "PA", "b", "king", owner=1)
    s.apply(mv(PIECE, "TY", "ZO", "ZU"))
    assert s.v[V.V_PHASE] == V.P_WATER
    ok = s.copy()
    ok.apply(3)                               # in: Stepping under both rule sets
    assert ok.board[sq("ZU")] and ok.hand_total(0) == -5 and ok.v[V.V_PHASE] == V.P_DECIDE
    s.apply(2)                                # fails: the King stays on TY
    assert s.board[sq("TY")] and not s.board[sq("ZU")]
    if rule_set == OFFICIAL:
        assert s.v[V.V_PHASE] == V.P_DECIDE and s.hand_total(0) == -5
    else:
        assert s.to_move() == 1 and s.hand_total(0) == 0


@pytest.mark.parametrize("rule_set", [OFFICIAL, ONLINE])
def test_a_failed_move_over_another_piece_commits_nothing_under_either(rule_set):
    s = declared_le(rule_set, 0)
    s.apply(GIVE_UP)
    assert s.to_move() == 1 and s.hand_total(0) == 0 and s.v[V.V_NSTEP0] == 0


# ---------------------------------------------------------------- the computer players

@pytest.mark.parametrize("rule_set", [OFFICIAL, ONLINE])
def test_the_ai_after_stepping_over_the_tam2_gives_up_only_when_that_saves_the_penalty(rule_set):
    # official: giving up still costs the -5, so the reachable square is taken; cerke_online: giving up saves it
    for level in (0, 1, 2):
        s = archer_over_the_tam2(rule_set, 1 if rule_set == ONLINE else 2)
        assert finals(s) in ([sq("NI")], [sq("TU")])
        choice = ai.choose(s, level, Rng(3), lambda: True)
        if rule_set == OFFICIAL:
            assert choice == FINAL + sq("NI"), level
        elif level:
            assert choice == GIVE_UP, level


def test_the_ai_under_the_official_rules_charges_a_long_shot_its_lost_turns():
    # taking the King 4 squares past a step succeeds 6 times in 32 and otherwise loses the turn; an Archer next
    # door is sure. Official, Normal weighs the lost turns and takes the Archer; cerke_online, where a short throw
    # still moves the piece along the line, the King's long shot
    for rule_set in (OFFICIAL, ONLINE):
        s = empty(rule_set, tam="PA")
        put(s, "LAU", "r", "archer")
        put(s, "LAI", "r", "pawn")
        put(s, "LI", "b", "king", owner=1)        # LY LO LU LI: 4 squares past LAI
        put(s, "KIA", "r", "king")
        put(s, "NU", "b", "archer", owner=1)
        put(s, "NO", "r", "pawn")                 # takes NU for sure (1 ahead)
        long_shot = mv(SLIDE, "LAU", "LAI", "LI")
        sure = mv(PIECE, "NO", "NO", "NU")
        assert long_shot in s.legal_moves() and sure in s.legal_moves()
        assert ai.choose(s, 1, Rng(3), lambda: True) == (sure if rule_set == OFFICIAL else long_shot), rule_set


def test_the_checker_catches_a_square_the_official_rules_do_not_offer():
    from sim.games.cetkaik.invariants import _check_finals as check
    s = declared_le(OFFICIAL, 5)
    check(s)
    s.v[V.V_DST] = sq("LI")                   # the legal moves (cached) still offer LE: not the declared square
    with pytest.raises(AssertionError, match="declared square"):
        check(s)
    o = declared_le(ONLINE, 2)
    check(o)
    o.v[V.V_DIST] = 1                          # LI (2 away) is offered beyond the throw
    with pytest.raises(AssertionError, match="beyond the throw"):
        check(o)
