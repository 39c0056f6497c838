"""Tanbo screens through the headless simulator: a human places the farmer and sows with the D-pad and A, B takes
back a piece within the sowing, and the pixels show the pieces, the highlighted choice and the landing."""
from games.tanbo import rules as R
from games.tanbo import view as V
from tests.helpers import simtools
from tests.helpers.simtools import ACCENT, rgb

SNAKE = rgb(0x40C870)
HAT = rgb(0xF0C040)


def cell_frame_colour(s, row_y, i):
    """The colour of the bar under cell i of a row (stage y -> screen y + 12): the row's highlight."""
    return s.pixel(V.X0 + V.CELL * i + 15, row_y + 12 + (47 if row_y == V.ME_Y else 27))


def tile_colours(s, x, y):
    return s.region_colors(x, y + 12, 8, 8)


def human_to_sow(s):
    """From the start: place the farmer on paddy 3 and wait for our first sowing decision."""
    s.run(20)
    assert s.state.phase() == R.SETUP and s.state.to_move() == 0
    assert cell_frame_colour(s, V.ME_Y, 0) == ACCENT  # paddy 1 highlighted first
    s.tap("RIGHT", "RIGHT")
    assert cell_frame_colour(s, V.ME_Y, 2) == ACCENT
    assert cell_frame_colour(s, V.ME_Y, 0) != ACCENT
    s.tap("A")
    for _ in range(40):
        s.run(10)
        if s.state.to_move() == 0 and s.state.phase() == R.SOW:
            return
    raise AssertionError("no sowing decision")


def test_a_human_turn_with_buttons():
    with simtools.sim() as s:
        s.start_game("tanbo", seed=3, players=("human", "cpu:0"))
        human_to_sow(s)
        st = s.state
        # the farmer's paddy (3) was taken up: 2 snakes and the farmer are in hand, sowing starts on paddy 4
        assert list(st.b[R.HAND:R.HAND + 5]) == [2, 0, 0, 0, 1] and st.b[R.CURSOR] == 3
        view = s.match.view
        assert cell_frame_colour(s, V.ME_Y, 3) == ACCENT  # the next paddy is highlighted
        # the choice row shows a snake and the farmer
        assert SNAKE in tile_colours(s, 46, V.CHOICE_Y + 2)
        assert HAT in tile_colours(s, 68, V.CHOICE_Y + 2)
        assert view.prompt.text == "Snake to 4"
        # B with nothing sown yet is refused: nothing changes
        before = st.encode()
        s.tap("B")
        assert s.state.encode() == before
        # sow a snake on paddy 4: still snake + farmer in hand, so we are asked again
        s.tap("A")
        st = s.state
        assert st.to_move() == 0 and st.phase() == R.SOW
        assert list(st.b[R.HAND:R.HAND + 5]) == [1, 0, 0, 0, 1]
        assert st.paddy(0, 3)[0] == 3
        assert SNAKE in tile_colours(s, V.X0 + V.CELL * 3 + 3 + 16, V.ME_Y + 2)  # the third snake tile of paddy 4
        # B takes the snake back within the sowing
        s.tap("B")
        assert s.state.encode() == before
        assert SNAKE not in tile_colours(s, V.X0 + V.CELL * 3 + 3 + 16, V.ME_Y + 2)
        # choose the farmer: the line says where the sowing ends and what it does
        s.tap("RIGHT")
        assert view.prompt.text == "To 4, ends in 1: Sow"  # ("ends in" on every line)
        assert HAT in tile_colours(s, 68, V.CHOICE_Y + 2)
        s.tap("A")
        # the farmer stands on paddy 4, paddy 1 (3 snakes, no rice) sowed: its snakes left, 2 rice drawn
        st = s.state
        assert st.paddy(0, 3)[4] == 1
        assert st.b[R.PLAYER] == 1 or st.b[R.TURNS] >= 1 or st.to_move() == R.CHANCE
        s.run(200)
        assert s.state.paddy(0, 0)[0] == 0 and sum(s.state.paddy(0, 0)[1:4]) == 2


def resume(s, state, players, seed=1):
    """Start the simulated handheld on a saved game holding `state` (the launcher's Resume path)."""
    from pocket.saves import Store
    from pocket.setup import Setup
    kinds = [0 if p == "human" else 1 + int(p.split(":")[1]) for p in players]
    payload = Setup("tanbo", kinds, (0,), seed).pack()
    payload.extend(b"\x01\x01\x00\x00\x00")  # hints on, rng state 1
    payload.extend(state.encode())
    Store(s.device.nvm).write_game(0, payload)
    s.start_game("tanbo", seed=seed, players=players, resume=True)


def test_a_resumed_big_move_the_human_swaps_and_the_computer_wins():
    from tests.tanbo.test_ai import big_move_to_victory
    said = set()
    with simtools.sim() as s:
        resume(s, big_move_to_victory(), ("cpu:1", "human"))
        s.hooks.append(lambda sim: said.add(sim.match.app.footer_text.text) if sim.match else None)
        for _ in range(30):
            s.run(10)
            if s.state is not None and s.state.phase() == R.SWAP1:
                break
        st = s.state
        assert st.phase() == R.SWAP1 and st.to_move() == 1  # the computer sowed the farmer first: big move
        assert "CPU: ends in 3: Big move" in said  # announced before it was played
        view = s.match.view
        assert view.bottom == 1  # the swapper's (our) board is in front
        assert view.prompt.text == "Big move: swap farmer in 1"
        assert cell_frame_colour(s, V.ME_Y, 0) == ACCENT
        s.tap("RIGHT")
        assert view.prompt.text == "Big move: swap snake in 2"
        assert cell_frame_colour(s, V.ME_Y, 1) == ACCENT
        s.tap("A")
        assert s.state.phase() == R.SWAP2 and s.state.b[R.PICK] == 5
        s.tap("B")  # changed our mind: back to the first pick
        assert s.state.phase() == R.SWAP1
        s.tap("A")
        s.tap("A")  # the snake of paddy 2 swaps with the farmer of paddy 1
        assert s.state.paddy(1, 0) == (3, 0, 0, 0, 0) and s.state.paddy(1, 1) == (1, 0, 0, 0, 1)
        for _ in range(30):
            s.run(10)
            if s.state.is_over():
                break
        st = s.state
        assert st.is_over() and st.returns() == [1.0, 0.0]
        s.run(5)
        assert ACCENT in s.region_colors(40, 8, 80, 12)  # the results box title
        first = s.match.view.results(st)[0]  # the target reached, not a margin: "Reached 25, 26 to 16"
        assert first.startswith("Reached 25") and first.endswith("%d to %d" % (st.score(0), st.score(1)))
        assert s.match.view.gain.text == "+25"  # the points of the winning turn, beside the bag


def test_the_human_swapper_may_keep_the_board_as_it_is():
    """« votre adversaire doit choisir exactement 2 de ses pions » — two alike pieces change nothing: the last
    choice of the swap says so, frames no paddy and shows no piece."""
    from tests.tanbo.test_ai import big_move_to_victory
    with simtools.sim() as s:
        resume(s, big_move_to_victory(), ("cpu:1", "human"))
        for _ in range(30):
            s.run(10)
            if s.state is not None and s.state.phase() == R.SWAP1:
                break
        st = s.state
        assert st.phase() == R.SWAP1 and st.legal_moves()[-1] == R.NO_SWAP
        before = [st.paddy(1, i) for i in range(5)]
        view = s.match.view
        s.tap("LEFT")  # from the first choice back round to the last one
        assert view.prompt.text == "Swap (no change)"
        assert all(cell_frame_colour(s, V.ME_Y, i) != ACCENT for i in range(5))
        assert view.word.text == "" and view.choice_hi.hidden
        s.tap("A")
        s.run(5)
        assert [s.state.paddy(1, i) for i in range(5)] == before
        assert s.state.phase() != R.SWAP2


def test_giving_rice_back_is_chosen_by_colour():
    from tests.tanbo.helpers import EMPTY, position
    snake2 = (2, 0, 0, 0)
    st = position([EMPTY, EMPTY, snake2, snake2, snake2], stores=((1, 1, 0), (0, 0, 0)))
    assert st.phase() == R.REST and st.to_move() == 0
    with simtools.sim() as s:
        resume(s, st, ("human", "cpu:0"))
        s.run(10)
        view = s.match.view
        assert view.prompt.text == "Give back 1: white"
        assert view.word.text == "Give"
        s.tap("RIGHT")
        assert view.prompt.text == "Give back 1: black"
        s.tap("A")
        b = s.state.b
        assert (b[R.STORE], b[R.STORE + 1]) == (1, 0)  # the black rice went back, the white stays


def test_hot_seat_brings_the_deciding_players_board_to_the_front():
    with simtools.sim() as s:
        s.start_game("tanbo", seed=2, players=("human", "human"))
        s.run(10)
        s.tap("A")  # P1's farmer on paddy 1
        assert s.match.view.bottom == 1 and s.state.to_move() == 1  # P2 places next, on their own board
        s.tap("A")
        assert s.state.to_move() == 0 and s.match.view.bottom == 0
        assert s.match.app.status.name.text == "P1"
        for _ in range(8):  # P1 sows until the turn passes
            if s.state.to_move() != 0:
                break
            s.tap("A")
        for _ in range(20):  # bag draws are announced at a readable pace
            if s.state.to_move() != R.CHANCE:
                break
            s.run(10)
        assert s.state.to_move() == 1 and s.match.view.bottom == 1
        assert s.match.app.status.name.text == "P2"
        assert s.pixel(0, V.ME_Y + 12 + 5) == simtools.PLAYER[1]  # the front row is edged in P2's colour


def test_under_each_paddy_its_snakes_in_green_and_its_rice_in_white_without_a_slash():
    from pocket import ui
    from tests.helpers.simtools import FG, GOOD, find_text
    DIM = rgb(ui.DIM)
    with simtools.sim() as s:
        s.start_game("tanbo", seed=3, players=("human", "cpu:1"))
        human_to_sow(s)
        st = s.state
        me = s.match.view.bottom
        for i in range(5):
            snakes, w, b, r, _ = st.paddy(me, i)
            x = V.X0 + V.CELL * i
            y = V.ME_Y + 34 + 12
            assert find_text(s, str(i + 1), DIM, x, y, 10, 12)
            assert find_text(s, str(snakes), GOOD, x + 6, y, 14, 12), i
            assert find_text(s, str(w + b + r), FG, x + 18, y, 12, 12), i
            assert find_text(s, "/", FG, x, y, 30, 12) is None


def test_the_key_to_the_numbers_under_the_paddies_gives_way_to_the_choices():
    with simtools.sim() as s:
        s.start_game("tanbo", seed=3, players=("human", "cpu:0"))
        human_to_sow(s)
        view = s.match.view
        assert view.key.hidden  # the choices of the sowing take its line
        texts = [view.key[i].text for i in range(len(view.key))]
        assert " ".join(texts) == "Numbers: paddy snakes rice"
        assert simtools.find_text(s, "snakes", simtools.GOOD) is None
