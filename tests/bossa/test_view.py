"""Bossa screens through the headless simulator: a multi-tile placement and a token, played with buttons and
checked on the screen's pixels. Screenshots go to the pytest tmp dir (BOSSA_SHOTS=dir keeps them)."""
import os

from games.bossa import view as V
from games.bossa.layout import (ARM, BURIED, DONE, O_CNT, K_DOUBLE, M_END, M_EXCHANGE, M_POS, M_STACK, MOD, O_BLINE,
                               O_KEEP, O_LOC, O_PHASE, O_START, O_TOK, P_BUILD, P_CHOOSE, P_COLOUR, P_EXGIVE, P_EXTAKE, P_MAIN,
                               P_OVER, P_STACKPOS, T_EXCHANGE, T_STACK,
                               TB, TW)
from tests.helpers import simtools
from tests.helpers.simtools import ACCENT, rgb

ART = {}


def art_colour(key):
    if not ART:
        from sim.art import parse
        with open(os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "sim", "games", "bossa",
                               "art.txt")) as f:
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


def go_to_end(s, view, e):
    """Put the line cursor on end e (line * 2 + side): UP/DOWN pick the line, LEFT/RIGHT the side of the die."""
    for _ in range(4):
        if view.zone == V.Z_LINES and view.idx >> 1 == e >> 1:
            break
        s.tap("DOWN")
    s.tap("RIGHT" if e & 1 else "LEFT")
    assert view.zone == V.Z_LINES and view.idx == e


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


def test_the_lower_roller_picks_the_colour_with_their_own_hand_still_face_down(tmp_path):
    # « Chaque joueur retourne sa main, face visible » comes after the choice: the lower roller has not looked
    with simtools.sim() as s:
        s.start_game("bossa", seed=4, players=("human", "cpu:1"), options=(0, 0))
        for _ in range(20):
            s.run(5)
            if s.state.to_move() == 0:
                break
        assert s.state.phase() == P_COLOUR  # (seed 4) the computer rolled higher and plays first
        shot(s, tmp_path, "bossa_colour.png")
        back = art_colour("x")
        face = art_colour("t")
        for y in (STAGE + 1, STAGE + V.HAND_Y + 1):  # both hands face down, yours too
            assert back in s.region_colors(12, y, 32, 10) and face not in s.region_colors(12, y, 32, 10)
        s.tap("A")
        s.run(5)
        assert face in s.region_colors(12, STAGE + V.HAND_Y + 1, 32, 10)  # open once the colours are fixed


def test_a_multi_tile_placement_made_with_buttons_shows_on_the_line(tmp_path):
    with simtools.sim() as s:
        s.start_game("bossa", seed=3, players=("human", "cpu:1"), options=(0, 0))
        s.run(15)
        s.tap("A")  # the white line for me: the computer plays first
        st = until_my_main(s)
        shot(s, tmp_path, "bossa_main.png")
        view = s.match.view
        # a complete placement of two tiles or more, at an end of the black line
        from games.bossa import ai
        plans = [m for m in ai.macros(st.copy(), 0) if m[0] in (M_END + 2, M_END + 3) and len(m) >= 4]
        assert plans  # (seed 3)
        e = plans[0][0] - M_END
        go_to_end(s, view, e)
        before = st.nend(e)
        s.tap("A")
        st = s.state
        assert st.phase() == P_BUILD and st.b[O_BLINE] == e
        tiles = plans[0][1:-1]
        for k, t in enumerate(tiles):
            hand = s.state.hand(0)
            i = hand.index(t % 27)
            press_to(s, view.idx, i, len(hand))  # the cursor skips to a tile that still fits after each pick
            assert view.idx == i
            # the tile under the cursor can still complete a position: a green mark under it
            assert GOOD in s.region_colors(tile_x(i), STAGE + V.HAND_Y + 11, 7, 2)
            s.tap("A")
            assert s.state.build()[-1] == t % 27
            assert ACCENT in s.region_colors(tile_x(i), STAGE + V.HAND_Y + 11, 7, 2)  # picked
            if k < len(tiles) - 1:
                s.tap("START")  # not complete yet: START does nothing
                assert s.state.phase() == P_BUILD
        shot(s, tmp_path, "bossa_build.png")
        ghost_x = view.ghost.x
        assert ghost_x == view.end_x[e]  # the position being built stands at the end chosen
        assert art_colour("t") in s.region_colors(ghost_x + 1, STAGE + V.LINE_Y[1] + 1, 5, 10)
        assert ACCENT in s.region_colors(ghost_x, STAGE + V.LINE_Y[1] + 12, 16, 12)  # the running sum "5?"
        assert DONE in s.state.legal_moves()
        s.tap("START")
        st = s.state
        assert st.nend(e) == before + 1
        value, top = st.position(e, before)
        assert sorted(top) == sorted(t % 27 for t in tiles) and len(top) >= 2
        s.run(2)
        shot(s, tmp_path, "bossa_placed.png")
        x = view.pos_x[1][(e & 1) * ARM + before]
        assert x > 0 and (x > view.dice[1].x) == (e & 1 == 1)  # on the side of the die it was built on
        for k in range(len(top)):  # the new tiles are on the black line now
            colours = s.region_colors(x + V.TW_ * k + 1, STAGE + V.LINE_Y[1] + 1, 5, 10)
            assert art_colour("t") in colours
            # on the black line the black dots are bright and the white ones dim (one sprite, another palette)
            assert art_colour("w") not in colours
            assert (art_colour("a") in colours) == (TW[top[k]] > 0) and (art_colour("k") in colours) == (TB[top[k]] > 0)


def test_b_backs_out_of_a_placement_tile_by_tile():
    with simtools.sim() as s:
        s.start_game("bossa", seed=3, players=("human", "cpu:1"), options=(0, 0))
        s.run(15)
        s.tap("A")
        st = until_my_main(s)
        go_to_end(s, s.match.view, [m for m in st.legal_moves() if M_END <= m < M_END + 4][0] - M_END)
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
        # the cursor moved up to the other hand, drawn twice as large over the white line (issue 29)
        assert view.bars[0].y == V.LINE_Y[0] - 1 and not view.zoom_rows[0].hidden and view.zoom_rows[1].hidden
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


def test_a_modifier_armed_with_up_goes_on_the_placed_tile(tmp_path):
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
        plan = [m for m in ai.macros(st.copy(), 0) if M_END <= m[0] < M_END + 4 and any(MOD <= x < DONE for x in m)][0]
        e = plan[0] - M_END
        go_to_end(s, view, e)
        s.tap("A")
        tiles = plan[1:-1]
        modded = [x - MOD for x in tiles if x >= MOD][0]
        for x in tiles:
            t = x % MOD
            hand = s.state.hand(0)
            press_to(s, view.idx, hand.index(t), len(hand))
            if x >= MOD:
                s.tap("UP")
                assert view.armed and "x2" in view.hint.text
            s.tap("A")
        shot(s, tmp_path, "bossa_modifier_build.png")
        s.tap("START")
        st = s.state
        line = e >> 1
        assert st.modifier_of(modded) == K_DOUBLE and not st.can_modify(0)
        s.run(2)
        shot(s, tmp_path, "bossa_modifier_placed.png")
        j = st.nend(e) - 1
        value, top = st.position(e, j)
        x = view.pos_x[line][(e & 1) * ARM + j] + V.TW_ * top.index(modded)
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
        pos = view.legal[view.idx] - M_POS
        e, j = pos // ARM, pos % ARM
        line = e >> 1
        covered = st.position(e, j)[1]
        # the cursor frames the whole position (all its tiles)
        x = view.pos_x[line][(e & 1) * ARM + j]
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
        value, top = st.position(e, j)
        assert not set(top) & set(covered) and len(top) == len(covered)
        assert all(st.b[O_LOC + t] == BURIED for t in covered)


def test_help_pages_fit_the_help_box():
    import sim.device  # noqa: F401  (Blinka's displayio for pocket.ui)
    from pocket import ui
    from games.bossa.help import PAGES
    assert len(PAGES) >= 4
    for page in PAGES:
        title, text = page[0], page[1]
        lines = ui.wrap(text, ui.COLS - 1)
        assert len(lines) <= 8, title
        assert len(title) <= 20


def test_a_line_reads_in_number_order_with_both_ends_marked(tmp_path):
    # the die in the middle, values falling to its left and rising to its right; each open end shows in green the
    # value it needs, where the cursor goes
    with simtools.sim() as s:
        s.start_game("bossa", seed=12, players=("cpu:1", "cpu:1"), options=(0, 0))
        view = None
        for _ in range(300):
            s.run(10)
            st = s.state
            if st.is_over() or (st.nend(0) and st.nend(1)) or (st.nend(2) and st.nend(3)):
                break
        view = s.match.view
        # (during the computer's pause the view shows the move it is saying, not yet applied: draw the state)
        view.show(st)
        s.match.app.refresh()
        line = 0 if st.nend(0) and st.nend(1) else 1
        assert st.nend(line * 2) and st.nend(line * 2 + 1), "no line with positions on both sides"
        shot(s, tmp_path, "bossa_two_sides.png")
        die_x = view.dice[line].x
        xs = []
        for side in (0, 1):
            e = line * 2 + side
            for j in range(st.nend(e)):
                x = view.pos_x[line][side * ARM + j]
                if x >= 0:
                    xs.append((x, st.position(e, j)[0]))
        xs.append((die_x, st.b[O_START + line]))
        xs.sort()
        values = [v for _, v in xs]
        assert values == sorted(values) and len(set(values)) == len(values), xs  # number order, left to right
        for side in (0, 1):
            e = line * 2 + side
            g = st.target(e)
            if g is not None:
                assert view.need_text[e] == str(g[0]) and str(g[0]) in view.nums[line][V.N_NEED].text.split()
                assert view.end_x[e] < die_x if side == 0 else view.end_x[e] > die_x
                assert simtools.GOOD in s.region_colors(view.end_x[e] - 2, STAGE + V.LINE_Y[line] + 12, 12, 12)


def test_left_and_right_choose_the_end_of_a_line():
    with simtools.sim() as s:
        s.start_game("bossa", seed=3, players=("human", "cpu:1"), options=(0, 0))
        s.run(15)
        s.tap("A")
        st = until_my_main(s)
        view = s.match.view
        go_to_end(s, view, 0)
        assert view.bars[0].x == view.end_x[0] - 1 and "White" in view.info.text
        s.tap("RIGHT")
        assert view.idx == 1 and view.bars[0].x == view.end_x[1] - 1
        s.tap("DOWN")
        assert view.idx == 3 and view.bars[0].x == view.end_x[3] - 1 and "Black" in view.info.text  # keeps the side
        s.tap("LEFT")
        assert view.idx == 2 and view.end_x[2] < view.dice[1].x < view.end_x[3]
        g = st.target(2)
        assert g is None or str(g[0]) in view.info.text


def test_a_line_too_long_for_the_screen_leaves_out_positions_next_to_the_die(tmp_path):
    from tests.bossa.helpers import make
    long_line = (3, [["W1", "W1B1"], ["W1B2"], ["W2", "W2B1"], ["W1B3", "W1B4", "W3"], ["W2B2", "W4"],
                     ["W3B1", "W4B1"], ["W5", "W3B2"], ["W6", "W3B3"]])  # 1, 2, die 3, then 4 to 9
    st = make(hand0=["B6"], hand1=["B1"], white=long_line, novice=True)
    assert st.nend(0) == 2 and st.nend(1) == 6
    with simtools.sim() as s:
        s.start_game("bossa", seed=5, players=("human", "human"), options=(1, 0))
        s.run(10)
        view = s.match.view
        view.show(st)
        s.run(1)
        shot(s, tmp_path, "bossa_long_line.png")
        xs = view.pos_x[0]
        assert xs[0 * ARM + 1] >= 0 and xs[1 * ARM + 5] >= 0  # both outermost positions (1 and 9) are drawn
        assert xs[1 * ARM + 0] < 0  # the 4 next to the die is left out, and ".." stands for it
        assert view.nums[0][V.N_FG].text.split().count("..") == 1  # ".." stands for the left-out positions
        right = max(xs[k] + st.b[O_CNT + k] * V.TW_ for k in range(2 * ARM) if xs[k] >= 0)
        assert right <= view.end_x[1] and view.end_x[1] + V.TW_ <= 160  # the high end's spot is on the screen
        assert view.need_text[1] == "10" and view.need_text[0] == ""  # the low end is at 1: closed
        assert view.nums[0][V.N_NEED].text.split() == ["10"]
        # every position's value, the die's and the need, each readable: separated by at least one space
        shown = [v for v in (view.nums[0][V.N_FG].text + " " + view.nums[0][V.N_ACC].text).split() if v != ".."]
        drawn = [st.position(k // ARM, k % ARM)[0] for k in range(2 * ARM) if xs[k] >= 0] + [3]
        assert sorted(int(v) for v in shown) == sorted(drawn)
        assert simtools.GOOD in s.region_colors(view.end_x[1], STAGE + V.LINE_Y[0] + 12, 12, 12)


def test_the_lines_help_page_draws_a_two_sided_line_from_the_sprite_sheet(tmp_path):
    from games.bossa import help as H
    from pocket import helpview, ui
    text_y = (ui.H - (16 + 12 * helpview.LINES + 14)) // 2 + 15  # ui.Box: the first text line's top
    pages = helpview.pages_of("bossa")
    i = [k for k, p in enumerate(pages) if p[0] == "Lines"][0]
    rows = pages[i][2]
    with simtools.sim() as s:
        s.start_game("bossa", seed=5, players=("human", "human"), options=(1, 0))
        s.run(10)
        s.tap("START", "DOWN", "A")  # Paused > How to play
        s.run(3)
        for _ in range(i):
            s.tap("RIGHT")
        s.run(2)
        shot(s, tmp_path, "bossa_help_lines.png")
        x, y, _, _ = helpview.layout(rows, H.TILE_W, text_y, 12)
        for c, ch in enumerate(rows[0]):
            colours = s.region_colors(x + 8 * c + 1, y + 1, 5, 10)
            if ch == "D":
                assert art_colour("d") in colours  # the white die, between the two sides
            elif ch != " ":
                assert art_colour("t") in colours and art_colour("w") in colours  # a tile's white dots, bright
            else:
                assert art_colour("t") not in colours
    for page in pages:  # every page's text fits beside or above its diagram
        if len(page) > 2:
            assert all(ch in H.KEY for ch in page[2][0])
            _, _, cols, lines = helpview.layout(page[2], H.TILE_W, text_y, 12)
        else:
            cols, lines = ui.COLS - 1, helpview.LINES
        assert len(ui.wrap(page[1], cols)) <= lines, page[0]


def test_no_room_for_the_computers_words_leaves_the_runtimes_and_the_game_goes_on():
    # the twin at 96 KB: loading games/bossa/words.py after a Hard decision found no block; "Out of memory" ended
    # the game for a sentence the runtime's "CPU: 5 on white line" already says
    import sys
    said = []
    with simtools.sim() as s:
        s.start_game("bossa", seed=3, players=("cpu:1", "cpu:1"))
        s.run(2)
        view = sys.modules["games.bossa.view"]
        real = view.run

        def no_room(name, *args):
            if name == "games.bossa.words":
                said.append(s.match.app.footer_text.text)
                raise MemoryError("simulated")
            return real(name, *args)

        view.run = no_room
        try:
            s.run(400)
        finally:
            view.run = real
        assert s.error is None and s.match is not None
        assert len(said) > 3 and all(t.startswith("CPU") for t in said)   # the runtime's words stood each time
        assert "games.bossa.words" not in sys.modules


def test_the_computers_words_come_with_their_picture():
    # the play-test's look at the "after" pictures: "CPU adds a 2 (sum 2)" showed while the line still read "Sum 0"
    import re
    seen = []
    with simtools.sim() as s:
        s.start_game("bossa", seed=3, players=("cpu:1", "cpu:1"))

        def watch(sim):
            if sim.match is None:
                return
            app = sim.match.app
            m = re.search(r"adds a (\d+) \(sum (\d+)\)", app.footer_text.text)
            if m:
                seen.append((m.group(2), sim.match.view.info.text))

        s.hooks.append(watch)
        s.run(600)
    assert len(seen) > 5
    for total, info in seen:
        assert info.startswith("Sum %s" % total), (total, info)
