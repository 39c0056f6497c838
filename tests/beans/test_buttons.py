"""Bean Dice: one meaning a button (issue 37 point 8, ../shared/notes/ui.md). SELECT opened a "Your move" list
offering "Undo last keep" with nothing kept, over the dice, and swallowing START; once a die was kept, START
rolled instead of pausing. Now the cursor reaches the dice, then Roll, Stop and (when it may be sold) the card, and
A does what it is on; START is always the pause menu; SELECT looks at the other players' cards."""
from games.beans import rules as R
from games.beans import view as V
from tests.beans.test_view import my_keep, sellable, until
from tests.helpers import simtools


def paused(s):
    """The pause menu is open: its title is drawn in the overlay."""
    return any(getattr(lab, "text", None) == "Paused" for g in s.match.app.overlay for lab in g)


def go_to(s, act):
    """The cursor onto an action place (R.ROLL, R.STOP, R.SELL) with RIGHT presses, as a player would."""
    view = s.match.view
    for _ in range(12):
        n = len(view.fresh_list)
        if view.cur >= n and view.acts[view.cur - n] == act:
            return
        s.tap("RIGHT")
    raise AssertionError("no %r place (places: %r)" % (act, view.acts))


def test_select_opens_no_move_list_and_start_always_pauses():
    with simtools.sim() as s:
        s.start_game("beans", seed=5, players=("human", "cpu:0"))
        assert until(s, my_keep)
        s.run(3)
        overlay = s.match.app.overlay
        shown = len(overlay)
        before = s.state.encode()
        s.tap("SELECT")  # nothing kept: no "Your move: Undo last keep" over the dice
        assert len(overlay) == shown and s.state.encode() == before
        s.tap("SELECT")  # (two players: the second look is your own card again)
        s.tap("START")
        assert paused(s) and s.state.encode() == before
        s.tap("A")  # Resume
        s.run(3)
        assert not paused(s)
        s.tap("A")  # keep the framed die
        kept = s.state.encode()
        assert s.state.kept and kept != before
        s.tap("START")  # START pauses, it does not roll
        s.run(3)
        assert paused(s) and s.state.encode() == kept
        s.tap("A")
        s.run(3)
        assert s.state.encode() == kept and not s.match.view.start_is_move(s.state)


def test_roll_and_stop_are_places_of_the_cursor():
    with simtools.sim() as s:
        s.start_game("beans", seed=3, players=("human", "cpu:1"))
        assert until(s, my_keep)
        view = s.match.view
        assert view.roll_label.text == "" and view.stop_label.text == ""  # nothing kept: no roll, no stop
        s.tap("A")
        field = s.state.counts(R.FIELD)
        assert view.roll_label.text == "Roll" and view.stop_label.text == "Stop"
        go_to(s, R.ROLL)
        cur = view.cursor
        assert not cur.hidden and cur.x == V.STOP_X - 2 and cur.y == 0  # framed at the roll row's end
        assert view.prompt.text == "A: roll the rest again"
        s.tap("A")
        assert until(s, my_keep)
        st = s.state
        assert st.counts(R.FIELD) == field and sum(1 for w in st.where if w == R.FRESH) == 6
        s.tap("A")
        go_to(s, R.STOP)
        assert cur.y == V.FIELD_Y - V.FRESH_Y and view.prompt.text == "A: stop, score the field"
        s.tap("A")
        s.run(5)
        st = s.state
        assert st.phase != R.P_KEEP or st.active != 0


def test_the_card_is_a_place_when_it_may_be_sold():
    with simtools.sim() as s:
        view = sellable(s)
        assert R.SELL in view.acts
        go_to(s, R.SELL)
        assert view.cursor[0].width == 160 and view.prompt.text == "A: sell for 1 coin"
        s.tap("A")
        assert until(s, lambda t: t.coins(0) == 1 and t.phase != R.P_DRAW)
        assert s.state.done[0] == 0


def test_select_looks_at_the_other_cards_and_any_button_comes_back():
    with simtools.sim() as s:
        s.start_game("beans", seed=5, players=("human", "cpu:0"))
        assert until(s, my_keep)
        view = s.match.view
        mine = view.info.text
        before = s.state.encode()
        s.tap("SELECT")
        assert view.viewer == 1 and view.info.text.startswith("CPU's card") and view.cursor.hidden
        s.tap("LEFT")  # back to your card; the press also moves the cursor, as it would have
        assert view.viewer == 0 and view.info.text == mine and s.state.encode() == before
        assert not view.cursor.hidden
