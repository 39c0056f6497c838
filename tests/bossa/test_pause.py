"""Bossa after the pause menu (issue 37 point 9): the large hand you pick from, the cursor and the button hint come
back at once on Resume, not at the next press; SELECT's zoom too (tests/test_pause_contract.py holds the screen
for every game; this names what a player saw missing)."""
from games.bossa.layout import O_PHASE, P_BUILD
from tests.helpers import pausecheck as pc


def at_build(d):
    """Press A until you pick the tiles of a new position (the large hand over the lines)."""
    for _ in range(40):
        d.settle()
        st = d.s.state
        if st.to_move() == 0 and st.b[O_PHASE] == P_BUILD and d.waiting in pc.DECIDE:
            return
        d.press("A")
    raise AssertionError("no build decision reached")


def drawn(view):
    return (view.zoom.hidden, view.cursor.hidden, view.hint.text, view.info.text, view.big)


def test_resume_brings_back_the_large_hand_and_the_hint_at_once():
    d = pc.Driver("bossa", 1, ("human", "cpu:0"))
    try:
        at_build(d)
        view = d.s.match.view
        before = drawn(view)
        screen = d.screen()
        assert not before[0] and not before[1] and before[2], before  # the large hand, the cursor, the hint
        pc.resume(d)
        d.settle()
        assert drawn(view) == before and d.screen() == screen
        d.press("SELECT")  # the zoom: both hands large
        d.settle()
        zoomed = drawn(view)
        screen = d.screen()
        assert zoomed[4]
        pc.resume(d)
        d.settle()
        assert drawn(view) == zoomed and d.screen() == screen
    finally:
        d.close()
