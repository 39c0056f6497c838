"""Tanbo's words: the line under the choices says the whole ending in 26 columns (it was cut: "Black to 4, ends 5:
Cultiv"), the computer's moves fit after its name, the results use words and plurals."""
import re

from games.tanbo import rules as R
from games.tanbo import view
from games.tanbo.view import prompt, sow_ending, store_text
from pocket.rng import Rng


def random_states(n=10):
    for seed in range(n):
        for setup in (0, 11):  # standard, a random seasonal setup
            st = R.new_game(seed=seed, setup=setup)
            rng = Rng(seed)
            while not st.is_over():
                yield st
                m = rng.weighted(st.chance_outcomes()) if st.to_move() < 0 else rng.choice(st.legal_moves())
                st.apply(m)
            yield st


def test_every_prompt_fits_a_line_and_names_the_whole_action():
    endings = 0
    for st in random_states():
        if st.to_move() < 0:
            continue
        for m in st.legal_moves():
            text = prompt(st, m)
            assert len(text) <= 26, text
            assert " ends " not in text or " ends in " in text, text  # one wording on the screen
            assert 0 < len(st.move_text(m)) <= 20, st.move_text(m)  # after "CPU2: " in the footer
            if st.phase() == R.SOW and sow_ending(st, m) is not None:
                endings += 1
                end = sow_ending(st, m)
                assert text.endswith(("Harvest", "Cultivate", "Sow", "Rest", "Big move")[end[1]] +
                                     ("" if end[1] > 1 else " %d" % end[2])), text
    assert endings > 50


def test_results_say_points_and_turns_in_words():
    st = R.new_game(seed=1)
    b = st.b
    b[R.STORE:R.STORE + 3] = bytes((1, 0, 0))  # player 0 harvested one white rice: 3 points
    b[R.TURNS] = 1

    class Stub:
        match = type("M", (), {"names": ("You", "CPU")})
    lines = view.results(Stub, st)
    assert "You: 3 points" in lines and "CPU: 0 points" in lines and "1 turn" in lines
    assert "  1 white, 0 black, 0 red" in lines
    assert store_text(st, 0) == "1 white, 0 black, 0 red"
    for line in lines:
        assert len(line) <= 26 and not re.search(r"\b[WBR]\d", line)


def test_the_actions_help_draws_pieces_from_the_sprite_sheet():
    from games.tanbo import help as H
    from pocket import helpview, ui
    from tests.helpers import simtools
    from tests.helpers.simtools import rgb
    text_y = (ui.H - (16 + 12 * helpview.LINES + 14)) // 2 + 15  # ui.Box: the first text line's top
    pages = helpview.pages_of("tanbo")
    i = [k for k, p in enumerate(pages) if p[0] == "Actions"][0]
    rows = pages[i][2]
    assert "R>S" not in pages[i][1] and all(ch in H.KEY for ch in rows[0])
    snake, white = rgb(0x40C870), rgb(0xECECEC)  # sim/games/tanbo/art.txt "g" and "w"
    with simtools.sim() as s:
        s.start_game("tanbo", seed=5, players=("human", "cpu:1"))
        s.run(10)
        s.tap("START", "DOWN", "A")  # Paused > How to play
        s.run(3)
        for _ in range(i):
            s.tap("RIGHT")
        s.run(2)
        x, y, _, _ = helpview.layout(rows, 8, text_y)
        for c, ch in enumerate(rows[0]):
            colours = s.region_colors(x + 8 * c, y, 8, 8)
            if ch == "s":
                assert snake in colours
            elif ch == "w":
                assert white in colours


def test_the_results_say_the_target_was_reached_and_the_score_with_both_numbers():
    """"Won by 25 points" read as a margin (the score was 26-16): the first line says the target and the score."""
    from games.tanbo.view import end_text
    st = R.new_game(seed=1)
    b = st.b
    b[R.STORE:R.STORE + 6] = bytes((2, 0, 4, 4, 1, 0))  # player 0: 6 + 20 = 26, player 1: 12 + 4 = 16
    b[R.WINNER] = 0
    b[R.REASON] = R.WIN_25
    b[R.PHASE] = R.OVER
    assert end_text(st) == "Reached 25, 26 to 16"  # (the results box holds 25 columns)
    b[R.STORE:R.STORE + 6] = bytes((2, 0, 4, 2, 0, 0))  # 26 to 6
    b[R.REASON] = R.WIN_LEAD
    assert end_text(st) == "Led by 20 points, 26 to 6"
    for reason in (R.WIN_TURN, R.END_TURNS):
        b[R.REASON] = reason
        assert len(end_text(st)) <= 25 and end_text(st).endswith("26 to 6")


def test_the_help_speaks_to_a_player_and_every_page_fits_its_box():
    """Page 9 read like developer notes ("Safety nets: 40 turns each", "the box's are not public"); the screen page
    names the three numbers under a paddy."""
    from games.tanbo import help as H
    from pocket import helpview, ui
    for page in H.PAGES:
        low = page[1].lower()
        assert "safety net" not in low and "not public" not in low and "house rule" not in low, page[0]
        if len(page) == 2:
            assert len(ui.wrap(page[1], ui.COLS - 1)) <= helpview.LINES, page[0]
    screen_page = [p[1] for p in H.PAGES if p[0] == "Screen"][0]
    assert "number" in screen_page and "snakes (green)" in screen_page and "rice (white)" in screen_page


def test_the_computers_moves_read_as_a_player_says_them():
    # issue 29: "CPU: Sow snake" read as notation; the footer says "CPU: Sows a snake", "CPU +7: Harvests a black"
    verbs = {R.SETUP: "Farmer on paddy ", R.SOW: "Sows ", R.HARVEST: "Harvests ", R.DRAW: "Draws ",
             R.REST: "Returns ", R.SWAP1: "Swaps ", R.SWAP2: "Swaps for ", R.EXCESS: "Removes "}
    seen = set()
    for st in random_states():
        ph = st.phase()
        for m in st.legal_moves():
            text = st.move_text(m)
            if m == R.NO_SWAP and ph == R.SWAP1:
                assert text == "Swap (no change)"
                continue
            assert text.startswith(verbs[ph]), text
            # with a score, "CPU2 +12: " leaves 16 columns (the farmer's start and a swap score nothing: "CPU2: ")
            assert len(text) <= (20 if ph in (R.SETUP, R.SWAP2) else 16), text
            seen.add(ph)
    assert seen == set(verbs)
    st = R.new_game(seed=1)
    assert st.move_text(0) == "Farmer on paddy 1"
    st.apply(0)
    st.apply(0)
    assert st.phase() == R.SOW
    assert [st.move_text(k) for k in range(5)] == ["Sows a snake", "Sows a white", "Sows a black", "Sows a red",
                                                  "Sows the farmer"]
