"""Cetkaik screens through the headless simulator: a human moves a piece, drops from the hand, steps and throws
the sticks, and answers the ty mok1 / ta xot1 dialog with the buttons; the screen shows what the state says."""
import os

import pytest

from games.cetkaik.board import parse_sq, piece, TAM
from games.cetkaik.layout import (P_MOVE, P_AFTER, P_DECIDE, V_PHASE, V_TURN, V_S0, V_SEASON, V_TAM, V_STAKE, V_THROW,
                                 GIVE_UP)
from tests.helpers import simtools

SHOTS = os.environ.get("CETKAIK_SHOTS")  # a directory to keep the screenshots in, when set
DOT = simtools.rgb(0x40C870)


def centre(name):
    sq = parse_sq(name)
    return 10 + (sq % 9) * 10 + 5, 12 + 10 + (sq // 9) * 10 + 5   # view.BX, ui.STRIP + view.BY, 10 px squares


def until_someone_moves(s):
    """Frames until a player (either) has a move to make; returns the state."""
    for _ in range(40):
        s.run(10)
        st = s.state
        if st is not None and st.v[V_PHASE] == P_MOVE:
            break
    s.run(3)
    return st


def until_my_move(s, phase=P_MOVE, limit=120):
    for _ in range(limit):
        st = s.state
        if st is not None and st.v[V_PHASE] == phase and st.to_move() == 0:
            s.run(3)
            return st
        s.run(10)
    raise AssertionError("the human never got the move")


def shot(s, name):
    if SHOTS:
        s.screenshot(os.path.join(SHOTS, name), 4)


def go(s, dx, dy):
    for _ in range(abs(dx)):
        s.tap("RIGHT" if dx > 0 else "LEFT")
    for _ in range(abs(dy)):
        s.tap("DOWN" if dy > 0 else "UP")


@pytest.fixture
def game():
    with simtools.sim() as s:
        s.start_game("cetkaik", seed=4, players=("human", "cpu:0"), options=(1,))  # one season
        s.run(5)
        yield s


def test_select_a_pawn_see_its_square_and_move_it(game):
    s = game
    st = until_my_move(s)
    before = bytes(st.board)
    go(s, -3, 0)                         # the cursor starts on ZAI: to LAI
    s.tap("A")
    assert s.pixel(*centre("LY")) == DOT   # the pawn's one square is marked
    shot(s, "cetkaik_select.png")
    go(s, 0, -1)
    s.tap("A")
    s.run(10)
    assert st.board[parse_sq("LY")] == before[parse_sq("LAI")] and not st.board[parse_sq("LAI")]


def test_drop_a_piece_from_the_hand_panel(game):
    s = game
    st = until_my_move(s)
    st.hand[1] = 3                       # give the human three red pawns and a black horse
    st.hand[15] = 1
    st._moves = None
    s.match.view.show(st)
    s.run(2)
    shot(s, "cetkaik_hand.png")
    from games.cetkaik.view import T_COUNT, T_PIECE
    view = s.match.view
    assert view.hand_grid[1][0] == T_PIECE + 1 and view.hand_count[1][1] == T_COUNT + 3   # "3" on its right
    assert view.hand_grid[1][2] == T_PIECE + 15 and view.hand_count[1][3] == 0
    go(s, 4, 0)                          # ZAI -> PAI, then right off the board: the hand panel
    s.tap("RIGHT")
    s.tap("A")                           # the red pawn
    s.run(2)
    assert s.pixel(*centre("PO")) == DOT  # every empty square is offered
    go(s, 0, -2)                         # PAI row -> PO
    s.tap("A")
    s.run(10)
    assert st.board[parse_sq("PO")] == piece(1, 0, 0) and st.hand[1] == 2


@pytest.mark.parametrize("rules", [0, 1])   # the option "Rules": Official, cerke_online
def test_step_over_a_pawn_and_throw_the_sticks(rules):
    with simtools.sim() as s:
        s.start_game("cetkaik", seed=4, players=("human", "cpu:0"), options=(1, 0, rules))  # one season
        s.run(5)
        st = until_my_move(s)
        assert st.official() == (rules == 0)
        go(s, -3, 1)                         # ZAI -> LAU, the Archer
        s.tap("A")
        shot(s, "cetkaik_step.png")
        go(s, 0, -1)                         # LAI: its own Pawn, a ring (step over)
        s.tap("A")
        go(s, 0, -2)                         # LO: two squares past the Pawn, a slide: the sticks decide
        s.tap("A")
        for _ in range(40):
            s.run(5)
            if st.v[V_PHASE] == P_AFTER:
                break
        assert st.v[V_PHASE] == P_AFTER and st.to_move() == 0
        s.run(3)
        shot(s, "cetkaik_after_throw_%s.png" % ("official", "online")[rules])
        legal = st.legal_moves()
        said = s.match.app.footer_text.text
        if len(legal) > 1:               # the throw reached LO, the declared square
            assert s.pixel(*centre("LO")) == DOT
            # official: LO only; cerke_online: the nearer LY as well
            assert (s.pixel(*centre("LY")) == DOT) == (rules == 1)
            assert said == ("%d dark: A to LO, B quits" % st.v[V_THROW] if rules == 0 else
                            "%d dark: pick, B quits" % st.v[V_THROW])
            s.tap("A")                   # the cursor is still on LO
            s.run(5)
            assert not st.board[parse_sq("LAU")] and st.board[parse_sq("LO")]
        else:                            # nothing in reach: B, then "Yes, give up"
            assert legal == [GIVE_UP] and said == "0 dark: too short, B quits"
            s.tap("B", "DOWN", "A")
            s.run(5)
            assert st.board[parse_sq("LAU")]
        assert st.to_move() != 0 or st.v[V_TURN] == 1


def test_the_stake_dialog_ends_the_season(game):
    s = game
    st = until_my_move(s)
    st.hand[4] = 1                       # a red Tiger in hand; the board's top rows give a Horse to take
    st.board[parse_sq("LY")] = piece(2, 0, 0)     # a red Archer of ours facing the black Horse on LA
    for name in ("LE", "LI", "LU", "LO", "LAI"):  # an open file up to the Horse, whatever the CPU did first
        st.board[parse_sq(name)] = 0
    st._moves = None
    s.match.view.show(st)
    s.run(2)
    go(s, -3, -1)                        # ZAI -> LY
    s.tap("A")
    go(s, 0, -5)                         # LA: the Horse
    s.tap("A")
    s.run(3)
    shot(s, "cetkaik_take_or_step.png")
    s.tap("A")                           # "Take it" (it could be stepped over as well)
    s.run(5)
    assert st.v[V_PHASE] == P_DECIDE
    s.run(3)
    shot(s, "cetkaik_dialog.png")        # the dialog opens by itself
    assert simtools.find_text(s, "Animals 3", simtools.GOOD)          # the hand just made, with its value
    assert simtools.find_text(s, "ta xot1 (+3)", simtools.ACCENT)     # the first item, highlighted
    s.tap("A")                           # ta xot1 (the first item)
    s.tap("A")                           # confirm
    s.run(10)
    assert st.is_over() or st.v[V_SEASON] == 1
    assert st.v[V_S0] > 20


def test_the_stake_dialog_lists_the_hand_just_made_and_the_hands_held(game):
    s = game
    st = until_my_move(s)
    st.hand[1] = 5                       # five red Pawns: The Deadly Army, same colour (5), held already
    st.hand[4] = 1                       # a red Tiger: the black Horse on LA makes The Animals (3)
    st.v[V_STAKE] = 1                    # x2, as after one ty mok1
    st.board[parse_sq("LY")] = piece(2, 0, 0)
    for name in ("LE", "LI", "LU", "LO", "LAI"):
        st.board[parse_sq(name)] = 0
    st._moves = None
    s.match.view.show(st)
    s.run(2)
    go(s, -3, -1)
    s.tap("A")
    go(s, 0, -5)
    s.tap("A")
    s.run(3)
    s.tap("A")                           # take the Horse
    s.run(8)
    assert st.v[V_PHASE] == P_DECIDE
    shot(s, "cetkaik_dialog_held.png")
    assert simtools.find_text(s, "New hand! Total 8", simtools.ACCENT)
    assert simtools.find_text(s, "Animals 3", simtools.GOOD)          # made now, in green
    assert not simtools.find_text(s, "Deadly Army 5", simtools.GOOD)  # held before: not green...
    assert simtools.find_text(s, "Held: Deadly Army 5", simtools.FG)  # ...but listed
    assert simtools.find_text(s, " you win: 8 x2 = 16", simtools.FG)  # one season: ending it 36-4 wins
    assert simtools.find_text(s, " stake becomes x4", simtools.FG)
    s.tap("DOWN")
    s.run(2)
    assert simtools.find_text(s, "ty mok1 (x4)", simtools.ACCENT)
    s.tap("A")                           # ty mok1
    s.tap("A")                           # confirm
    s.run(5)
    assert st.v[V_STAKE] == 2 and st.v[V_SEASON] == 0


def test_hot_seat_turns_the_board_for_the_second_player():
    from games.cetkaik.view import T_PIECE
    with simtools.sim() as s:
        s.start_game("cetkaik", seed=4, players=("human", "human"), options=(1,))
        st = until_someone_moves(s)
        view = s.match.view
        king_home = parse_sq("ZA")            # player 1's red King
        if st.to_move() == 1:
            assert view.flip and view.pieces[80 - king_home] == T_PIECE + 9   # upright, at the bottom
        else:
            assert not view.flip and view.theirs[80 - king_home] == T_PIECE + 9   # the turned-round layer, at the top
        shot(s, "cetkaik_hotseat.png")


def test_move_the_tam2_in_two_steps(game):
    s = game
    st = until_my_move(s)
    tam = st.v[V_TAM]
    go(s, (tam % 9) - 4, (tam // 9) - 6)  # from ZAI to the Tam2
    s.tap("A")
    stops = s.match.view.targets
    assert stops and s.match.view.mode == "pick_tam"
    first = sorted(stops)[0]
    go(s, first % 9 - tam % 9, first // 9 - tam // 9)
    s.tap("A")
    ends = sorted(s.match.view.targets)
    assert ends and s.match.view.mode == "tam"
    end = ends[-1]
    go(s, end % 9 - first % 9, end // 9 - first // 9)
    s.tap("A")
    s.run(10)
    assert st.board[end] == TAM and st.v[V_TAM] == end


def test_hot_seat_can_keep_the_board():
    from games.cetkaik.view import T_PIECE
    with simtools.sim() as s:
        s.start_game("cetkaik", seed=4, players=("human", "human"), options=(1, 1))   # one season, keep
        st = until_someone_moves(s)
        view = s.match.view
        assert st.to_move() == 1             # the second player decides, and the board stays as it was
        assert not view.flip and view.theirs[80 - parse_sq("ZA")] == T_PIECE + 9 and view.theirs.flip_y


def test_the_launcher_offers_the_rules_and_a_resumed_game_keeps_them():
    import sys
    with simtools.sim() as s:
        s.run(5)
        s.tap("DOWN", "A")                   # Cetkaik's setup: Opponent, Seasons, Rules, How to play, Start (Hot seat
        # only when two people play)
        s.run(5)
        rows = [x.text for box in sys.modules["pocket.app"].current.overlay for x in box if hasattr(x, "text")]
        assert any("Rules" in r and "Official" in r for r in rows), rows      # the default
        s.tap("DOWN", "DOWN", "RIGHT")
        s.run(3)
        rows = [x.text for box in sys.modules["pocket.app"].current.overlay for x in box if hasattr(x, "text")]
        assert any("Rules" in r and "cerke_online" in r for r in rows), rows
        s.tap("DOWN", "DOWN", "A")           # Start
        s.run(10)
        assert s.match.setup.game_id == "cetkaik" and not s.state.official()
        until_my_move(s)
        s.tap("START", "DOWN", "DOWN", "DOWN", "A")   # pause menu: Save and quit
        s.run(10)
        s.tap("A")                           # Resume Cetkaik
        s.run(10)
        assert s.match is not None and not s.state.official()
