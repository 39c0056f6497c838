"""Bossa screens through the headless simulator: a multi-tile placement and a token, played with buttons and
checked on the screen's pixels. Screenshots go to the pytest tmp dir (BOSSA_SHOTS=dir keeps them)."""
import os

from games.bossa import view as V
from games.bossa.tiles import (BURIED, DONE, K_DOUBLE, M_EXCHANGE, M_LINE, M_POS, M_STACK, MOD, O_BLINE, O_KEEP,
                               O_LOC, O_PHASE, O_TOK, P_BUILD, P_CHOOSE, P_EXGIVE, P_EXTAKE, P_MAIN, P_OVER,
                               P_STACKPOS, T_EXCHANGE, T_STACK)
from tests import simtools
from tests.simtools import ACCENT, rgb

ART = {}


def art_colour(key):
    if not ART:
        from sim.art import parse
        with open(os.path.join(os.path.dirname(os.path.dirname(__file__)), "sim", "art", "bossa.txt")) as f:
            for ch, c in parse(f.read())[2]:
                ART[ch] = None if c is None else rgb(c)
    return ART[key]


STAGE = 12  # the view's group starts below the status strip
GOOD = rgb(0x40C870)


def shot(s, tmp_path, name):
    d = os.environ.get("BOSSA_SHOTS") or str(tmp_path)
    os.makedirs(d, exist_ok=True)
    s.screenshot(os.path.join(d, name), scale=3)


def until_my_main(s, frames=80):
    for _ in range(frames):
        st = s.state
        if st is not None and st.to_move() == 0 and st.phase() == P_MAIN:
            s.run(3)
            return st
        s.run(10)
    raise AssertionError("never reached the human's turn")


def press_to(s, current, target, n, left="LEFT", right="RIGHT"):
    """Move a cursor from index current to target over n slots with the shortest presses."""
    steps = (target - current) % n
    for _ in range(steps):
        s.tap(right)


def tile_x(i):
    return 12 + V.TW_ * i


def test_hands_are_hidden_while_the_higher_roller_chooses(tmp_path):
    with simtools.sim() as s:
        s.start_game("bossa", seed=3, players=("human", "cpu:1"), options=(0, 0))
        s.run(15)
        assert s.state.phase() == P_CHOOSE and s.state.to_move() == 0
        shot(s, tmp_path, "bossa_choose.png")
        back = art_colour("x")
        face = art_colour("t")
        assert back in s.region_colors(12, STAGE + 1, 32, 10)  # the other hand: face down
        assert face not in s.region_colors(12, STAGE + 1, 32, 10)
        assert face in s.region_colors(12, STAGE + V.HAND_Y + 1, 32, 10)  # yours: face up
        assert art_colour("d") in s.region_colors(V.TOK_X - 12, STAGE + V.HAND_Y, 8, 12)  # your roll


def test_a_multi_tile_placement_made_with_buttons_shows_on_the_line(tmp_path):
    with simtools.sim() as s:
        s.start_game("bossa", seed=3, players=("human", "cpu:1"), options=(0, 0))
        s.run(15)
        s.tap("A")  # the white line for me: the computer plays first
        st = until_my_main(s)
        assert M_LINE + 1 in st.legal_moves()  # (seed 3) the black line needs 3 or 5 in 2-3 tiles
        shot(s, tmp_path, "bossa_main.png")
        view = s.match.view
        if view.idx != 1:
            s.tap("DOWN")
        before_build = s.state.copy()
        s.tap("A")
        st = s.state
        assert st.phase() == P_BUILD and st.b[O_BLINE] == 1
        before = st.npos(1)
        # pick a complete placement of two tiles or more, one tile at a time with the cursor
        from games.bossa import ai
        plans = [m for m in ai.macros(before_build, 0) if m[0] == M_LINE + 1 and len(m) >= 4]
        assert plans
        tiles = plans[0][1:-1]
        for k, t in enumerate(tiles):
            hand = s.state.hand(0)
            i = hand.index(t % 27)
            press_to(s, view.idx, i, len(hand))  # the cursor skips to a tile that still fits after each pick
            assert view.idx == i
            # the tile under the cursor can still complete a position: a green mark under it
            assert GOOD in s.region_colors(tile_x(i), STAGE + V.HAND_Y + 13, 7, 2)
            s.tap("A")
            assert s.state.build()[-1] == t % 27
            assert ACCENT in s.region_colors(tile_x(i), STAGE + V.HAND_Y + 13, 7, 2)  # picked
            if k < len(tiles) - 1:
                s.tap("START")  # not complete yet: START does nothing
                assert s.state.phase() == P_BUILD
        shot(s, tmp_path, "bossa_build.png")
        ghost_x = view.ghost.x
        assert art_colour("t") in s.region_colors(ghost_x + 1, STAGE + V.LINE_Y[1] + 1, 5, 10)
        assert ACCENT in s.region_colors(ghost_x, STAGE + V.LINE_Y[1] + 12, 16, 12)  # the running sum "5?"
        assert DONE in s.state.legal_moves()
        s.tap("START")
        st = s.state
        assert st.npos(1) == before + 1
        value, top = st.position(1, before)
        assert sorted(top) == sorted(t % 27 for t in tiles) and len(top) >= 2
        s.run(2)
        shot(s, tmp_path, "bossa_placed.png")
        x = view.pos_x[1][before]
        assert x > 0
        for k in range(len(top)):  # the new tiles are on the black line now
            assert art_colour("t") in s.region_colors(x + V.TW_ * k + 1, STAGE + V.LINE_Y[1] + 1, 5, 10)


def test_b_backs_out_of_a_placement_tile_by_tile():
    with simtools.sim() as s:
        s.start_game("bossa", seed=3, players=("human", "cpu:1"), options=(0, 0))
        s.run(15)
        s.tap("A")
        st = until_my_main(s)
        if s.match.view.idx != 1:
            s.tap("DOWN")
        s.tap("A")
        s.tap("A")
        assert len(s.state.build()) == 1
        s.tap("B")
        assert s.state.phase() == P_BUILD and s.state.build() == []
        s.tap("B")
        assert s.state.phase() == P_MAIN


def test_the_exchange_token_played_with_buttons(tmp_path):
    with simtools.sim() as s:
        s.start_game("bossa", seed=3, players=("human", "cpu:1"), options=(0, 0))
        s.run(15)
        s.tap("A")
        st = until_my_main(s)
        assert M_EXCHANGE in st.legal_moves()
        tok_e = (V.TOK_X + V.TW_ + 1, STAGE + V.HAND_Y + 3, 5, 7)
        assert art_colour("y") in s.region_colors(*tok_e)  # the Exchange token, unused
        view = s.match.view
        while view.zone != V.Z_TOKENS:
            s.tap("DOWN")
        s.tap("RIGHT")  # Redraw -> Exchange
        shot(s, tmp_path, "bossa_token.png")
        s.tap("A")
        assert s.state.phase() == P_EXGIVE
        mine = s.state.hand(0)
        theirs = s.state.hand(1)
        give = mine[view.idx]
        s.tap("A")
        assert s.state.phase() == P_EXTAKE
        assert view.bars[0].y == -1  # the cursor moved up to the other hand
        s.tap("RIGHT")
        take = theirs[1]
        s.tap("A")
        st = s.state  # the computer has drawn but not played yet (its move waits at a readable pace)
        assert st.b[O_TOK] & T_EXCHANGE
        assert give in st.hand(1) and give not in st.hand(0)
        assert take in st.hand(0) and take not in st.hand(1)
        s.run(40)  # the computer's turn goes by
        shot(s, tmp_path, "bossa_after_exchange.png")
        assert art_colour("g") in s.region_colors(*tok_e)  # the Exchange token is spent
        assert art_colour("y") not in s.region_colors(*tok_e)


def test_a_modifier_armed_with_select_goes_on_the_placed_tile(tmp_path):
    with simtools.sim() as s:
        s.start_game("bossa", seed=4, players=("human", "cpu:1"), options=(0, 1))
        for _ in range(200):  # A through the setup choices: colour, then "Keep Double"
            s.run(10)
            st = s.state
            if st.to_move() == 0:
                if st.phase() == P_MAIN:
                    break
                s.tap("A")
        assert st.b[O_KEEP] == K_DOUBLE
        view = s.match.view
        from games.bossa import ai
        plan = [m for m in ai.macros(st.copy(), 0) if m[0] < M_LINE + 2 and any(MOD <= x < DONE for x in m)][0]
        if view.zone != V.Z_LINES or view.idx != plan[0] - M_LINE:
            s.tap("DOWN" if view.idx == 0 else "UP")
        assert view.idx == plan[0] - M_LINE
        s.tap("A")
        tiles = plan[1:-1]
        modded = [x - MOD for x in tiles if x >= MOD][0]
        for x in tiles:
            t = x % MOD
            hand = s.state.hand(0)
            press_to(s, view.idx, hand.index(t), len(hand))
            if x >= MOD:
                s.tap("SELECT")
                assert view.armed and "x2" in view.info.text
            s.tap("A")
        shot(s, tmp_path, "bossa_modifier_build.png")
        s.tap("START")
        st = s.state
        line = plan[0] - M_LINE
        assert st.modifier_of(modded) == K_DOUBLE and not st.can_modify(0)
        s.run(2)
        shot(s, tmp_path, "bossa_modifier_placed.png")
        value, top = st.position(line, st.npos(line) - 1)
        x = view.pos_x[line][st.npos(line) - 1] + V.TW_ * top.index(modded)
        assert ACCENT in s.region_colors(x, STAGE + V.LINE_Y[line] - 2, 7, 2)  # the token sits on that tile
        tok_d = (V.TOK_X + 3 * V.TW_ + 1, STAGE + V.HAND_Y + 3, 5, 7)
        assert art_colour("g") in s.region_colors(*tok_d)  # Double is spent


def test_buttons_mashed_in_hot_seat_never_break_the_game():
    from pocket.rng import Rng
    rng = Rng(11)
    names = ("A", "A", "A", "B", "START", "SELECT", "LEFT", "RIGHT", "UP", "DOWN")
    with simtools.sim() as s:
        s.start_game("bossa", seed=8, players=("human", "human"), options=(1, 1))
        s.run(5)
        seen = set()
        for _ in range(100):
            if s.state is None:
                break
            s.press(rng.choice(names))
            s.run(2)
            if s.match is not None and s.match.view.app.overlay:  # a menu or a box: leave it
                s.press("B")
                s.run(2)
            if s.state is not None:
                seen.add(s.state.encode())
                assert s.state.b[O_PHASE] <= P_OVER
        assert len(seen) > 5  # the game moved on


def test_hot_seat_shows_the_deciding_player_at_the_bottom():
    with simtools.sim() as s:
        s.start_game("bossa", seed=5, players=("human", "human"), options=(1, 0))  # novice
        for _ in range(20):
            s.run(5)
            st = s.state
            if st.to_move() >= 0 and st.phase() == P_MAIN:
                break
        p = st.to_move()
        assert s.match.view.me == p
        assert simtools.PLAYER[p] in s.region_colors(2, STAGE + V.HAND_Y, 6, 12)
        assert simtools.PLAYER[1 - p] in s.region_colors(2, STAGE, 6, 12)


def test_the_stack_token_played_with_buttons(tmp_path):
    with simtools.sim() as s:
        s.start_game("bossa", seed=3, players=("human", "cpu:1"), options=(0, 0))
        s.run(15)
        s.tap("A")
        st = until_my_main(s)
        assert M_STACK in st.legal_moves()
        view = s.match.view
        while view.zone != V.Z_TOKENS:
            s.tap("DOWN")
        s.tap("RIGHT", "RIGHT")
        s.tap("A")
        st = s.state
        assert st.phase() == P_STACKPOS
        pos = st.legal_moves()[0] - M_POS
        line, j = pos >> 5, pos & 31
        covered = st.position(line, j)[1]
        # the cursor frames the whole position (all its tiles)
        x = view.pos_x[line][j]
        assert view.bars[0].x == x - 1 and view.bars[0].width == V.TW_ * len(covered) + 2
        assert ACCENT in s.region_colors(x - 1, STAGE + V.LINE_Y[line] - 1, V.TW_ * len(covered) + 2, 1)
        shot(s, tmp_path, "bossa_stack_position.png")
        s.tap("A")
        while DONE not in s.state.legal_moves():
            hand = s.state.hand(0)
            i = [k for k, t in enumerate(hand) if t in s.state.legal_moves()][0]
            press_to(s, view.idx, i, len(hand))
            s.tap("A")
        s.tap("START")
        st = s.state
        assert st.b[O_TOK] & T_STACK
        value, top = st.position(line, j)
        assert not set(top) & set(covered) and len(top) == len(covered)
        assert all(st.b[O_LOC + t] == BURIED for t in covered)


def test_help_pages_fit_the_help_box():
    import sim.device  # noqa: F401  (Blinka's displayio for pocket.ui)
    from pocket import ui
    from games.bossa.help import PAGES
    assert len(PAGES) >= 4
    for title, text in PAGES:
        lines = ui.wrap(text, ui.COLS - 1)
        assert len(lines) <= 8, title
        assert len(title) <= 20
