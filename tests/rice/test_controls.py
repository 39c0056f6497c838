"""Seasons of Rice play-test fixes (issue 18): B puts a picked card back, the card turns where it fits several
ways (issue 29: SELECT is the look everywhere), the ghost stays beside the land, the computer's move in words,
every text inside the screen."""
from games.rice import rules
from games.rice import words
from games.rice.land import GW, BOFF
from tests.helpers import simtools
from tests.rice.test_view import to_placement
from sim.games.rice.play import go_to


def test_b_puts_the_picked_card_back_in_the_row():
    with simtools.sim() as s:
        s.start_game("rice", seed=3, players=("human", "cpu:1"))
        to_placement(s)
        card = s.state.pcard[0]
        s.tap("B")
        s.run(3)
        st = s.state
        assert st.step == rules.ST_CARD and st.pcard[0] == rules.NONE and st.hand[0] & (1 << card)
        assert s.match.view.mode == "card"


def test_select_looks_while_placing_too_and_the_card_turns_where_it_fits_several_ways():
    # one meaning a button (issue 29, ui.md): SELECT is the look while picking and while placing; the card turns
    # with A at a spot where it fits several ways, then LEFT/RIGHT among those ways, A places, B moves on
    with simtools.sim() as s:
        s.start_game("rice", seed=3, players=("human", "cpu:1"))
        to_placement(s)
        view = s.match.view
        st = s.state
        legal = st.legal_moves()
        before = st.encode()
        placing = bytes(s.display.fb)
        pos, rot = view.pos, view.rot
        s.tap("SELECT")                 # the rival's land and the row; the card stays as it was
        assert view.peek == 2 and view.info1.text == "CPU's land" and (view.pos, view.rot) == (pos, rot)
        assert bytes(s.display.fb) != placing
        s.tap("SELECT")
        assert not view.peek and view.mode == "place" and bytes(s.display.fb) == placing
        ways = {}
        for m in legal:
            ways.setdefault((m - rules.PLACE0) >> 2, set()).add((m - rules.PLACE0) & 3)
        spot = [p for p in sorted(ways) if len(ways[p]) > 1][0]
        go_to(s, spot)
        assert rules.PLACE0 + view.pos * 4 + view.rot in legal     # moved, the card takes a way that fits
        assert view.hint.text == "Fits here %d ways." % len(ways[spot]) and view.keys.text.startswith("A: turn")
        s.tap("A")                      # not placed: the spot is chosen, LEFT/RIGHT turn the card
        assert s.state.encode() == before and view.turning and view.keys.text.startswith("< > turn")
        seen = set()
        for _ in range(len(ways[spot])):
            seen.add(view.rot)
            s.tap("RIGHT")
            assert view.pos == spot and rules.PLACE0 + view.pos * 4 + view.rot in legal
        assert seen == ways[spot]       # every way the card fits here, and only those
        s.tap("B")                      # back to moving the card, nothing placed
        assert not view.turning and s.state.encode() == before
        s.tap("A", "RIGHT")
        move = rules.PLACE0 + view.pos * 4 + view.rot
        s.tap("A")
        s.run(3)
        assert s.state.ppos[0] == move


def test_the_ghost_cannot_walk_off_into_empty_space():
    # the walk: pick a card, 8x RIGHT, 6x DOWN; the card stays beside the land and on screen
    with simtools.sim() as s:
        s.start_game("rice", seed=3, players=("human", "cpu:1"))
        to_placement(s)
        view = s.match.view
        st = s.state
        s.tap(*(["RIGHT"] * 8 + ["DOWN"] * 6))
        x, y = view.pos % GW, view.pos // GW
        assert st.bb[0] - 2 <= x <= st.bb[1] + 2 and st.bb[2] - 2 <= y <= st.bb[3] + 2
        for cell in (view.pos, view.pos + BOFF[view.rot]):
            assert 0 <= cell % GW - view.vx < 13 and 0 <= cell // GW - view.vy < 6
        # and the land is still in view: one of its squares is on screen
        cells = st.cells(0)
        assert any(0 <= c % GW - view.vx < 13 and 0 <= c // GW - view.vy < 6 for c in cells)


def test_the_computers_dry_moves_in_words():
    s = rules.new_game(seed=8)
    from pocket.rng import Rng
    rng = Rng(8)
    while s.ph != rules.PH_DRY:
        s.apply(rng.choice(s.legal_moves()))
    take = s.legal_moves()[0]
    assert s.move_text(take) == words.took(take)
    assert "card %d" % (take + 1) not in s.move_text(take)
    s.apply(take)
    texts = set()
    for m in s.legal_moves():
        t = s.move_text(m)
        assert t.startswith("Puts it ") and "," not in t and len("CPU1: " + t) <= 26, t
        texts.add(t)
    assert texts <= {"Puts it " + w for w in ("on the left", "on the right", "above", "below",
                                              "top left", "top right", "bottom left", "bottom right", "in a gap")}
    for c in range(18):
        assert len("CPU1: " + words.took(c)) <= 26   # (CPU against CPU: "CPU1", "CPU2")
    assert s.move_text(rules.DISCARD) == "No spot: discards it"


def test_where_names_the_side_of_the_land():
    bb = bytearray((10, 12, 10, 11, 0, 0, 0, 0))   # player 0's land: x 10-12, y 10-11
    assert words.where(bb, 0, 11 * GW + 8, 11 * GW + 9) == "on the left"
    assert words.where(bb, 0, 9 * GW + 11, 8 * GW + 11) == "above"
    assert words.where(bb, 0, 12 * GW + 11, 13 * GW + 11) == "below"
    assert words.where(bb, 0, 13 * GW + 14, 13 * GW + 15) == "bottom right"
    assert words.where(bb, 0, 11 * GW + 11, 11 * GW + 12) == "in a gap"


def test_every_rice_text_stays_inside_the_screen_and_off_the_bottom_strip():
    # texts are in the stage (which starts under the 12 px status strip): the bottom strip is its last 12 px
    from pocket import ui
    with simtools.sim() as s:
        s.start_game("rice", seed=3, players=("human", "cpu:1"))
        to_placement(s)
        view = s.match.view
        bottom = ui.H - ui.STRIP - 12
        for lab, parent_y in ((view.hint, 0), (view.keys, 0), (view.info1, view.panel.y),
                              (view.info2, view.panel.y), (view.info3, view.panel.y), (view.title2, 0)):
            assert parent_y + lab.y + 12 * lab.height <= bottom, lab.text
            assert lab.x >= 0 and lab.x + 6 * len(lab.text) <= ui.W, lab.text
        assert view.panel.y + 68 <= bottom


def test_the_help_draws_cards_fields_and_placing_from_the_rice_sprites():
    from games.rice import help as rice_help
    from games.rice import view
    from pocket import helpview, ui
    assert rice_help.SHEET == "rice"
    assert (rice_help._OPEN, rice_help._CLOSED, rice_help._GHOST, rice_help._BAD, rice_help._EDGES) == \
        (view.T_OPEN, view.T_CLOSED, view.T_GHOST, view.T_BAD, view.T_EDGES)
    drawn = {p[0]: p[2] for p in rice_help.PAGES if len(p) > 2}
    assert set(drawn) == {"Cards", "Fields", "Placing"}
    for page in rice_help.PAGES:
        if len(page) > 2:
            x, y, cols, lines = helpview.layout(page[2], 12, 20)
            assert len(ui.wrap(page[1], cols)) <= lines, page[0]
            assert all(ch in rice_help.KEY for row in page[2] for ch in row)
    # the placing page says the new buttons
    text = dict((p[0], p[1]) for p in rice_help.PAGES)["Placing"]
    assert "SELECT turns" not in text and "B puts the card back" not in text and "B puts it back" in text
    assert "LEFT/RIGHT turn" in text and "SELECT" in text
    with simtools.sim() as s:     # the pause menu's help shows the pictures on the Fields page
        s.start_game("rice", seed=3, players=("human", "cpu:1"))
        s.run(10)
        blank = None
        s.tap("START", "DOWN", "A")
        s.run(3)
        blank = bytes(s.display.fb)
        for _ in range(5):
            s.tap("RIGHT")
        s.run(2)
        assert bytes(s.display.fb) != blank
        from tests.rice.test_view import FIELD
        assert s.region_colors(100, 20, 60, 100) & {FIELD, simtools.rgb(0x8A5A2B)}


def test_the_results_say_points_and_fields_with_plurals():
    from games.rice import view as rice_view

    class M:
        names = ["You", "CPU"]
    s = rules.new_game(seed=8)
    from pocket.rng import Rng
    rng = Rng(8)
    while not s.is_over():
        s.apply(rng.choice(s.legal_moves()))
    v = rice_view.View.__new__(rice_view.View)
    v.match = M()
    s.score[0], s.bonus[0], s.closed[0] = 1, 0, 1
    lines = v.results(s)
    assert lines[0] == "You: 1 point" and lines[1] == "  1 field closed: +1"
    assert any(line.startswith("CPU: ") and line.endswith(" points") for line in lines)
    assert all(len(line) <= 26 for line in lines) and len(lines) <= 8


def test_the_last_wet_card_offers_no_b_back():
    # the wet season's last card goes to the land with no pick before it: the buttons line does not offer B
    with simtools.sim() as s:
        s.start_game("rice", seed=3, players=("human", "cpu:1"))
        s.run(2)
        s.match.app.settings.set("pace", 0)
        from sim.games.rice.play import press_move
        from games.rice import ai
        from pocket.rng import Rng
        rng = Rng(3)
        for _ in range(400):
            st = s.state
            if st.ph == rules.PH_LAST and st.to_move() == 0:
                break
            if s.match.view.held:  # the computer's new card, until A
                s.tap("A")
                continue
            if st.to_move() != 0:
                s.run(10)
                continue
            press_move(s, ai.choose(st, 1, rng))
            s.run(3)
        assert s.state.ph == rules.PH_LAST and s.state.to_move() == 0
        s.run(3)
        keys = s.match.view.keys.text
        assert keys and "B" not in keys.split()
        s.tap("B")
        assert s.state.ph == rules.PH_LAST and s.match.view.mode == "place"
