# "Last CPU turn" (the pause menu): the computer's last turn shown again step by step. Imported while the pause
# menu runs it and forgotten after (pocket.modules.run), so its code is not in the game's heap during play.
import sys

from pocket import ui
from pocket.match import PACE
from pocket.modules import forget
# consts from lib/pocket/fields.py (python -m sim.consts writes this block: change the numbers there)
from micropython import const
_T_BEFORE = const(0)
_T_MOVES = const(2)
_T_COUNT = const(3)
_T_SEAT = const(4)
_T_SAID = const(5)
# end of consts


def replay(match):
    """Show the last computer turn again step by step, as it was played (A hurries a step), then the game as
    it is. The moves are applied to a copy: the game, its record and its saves are untouched."""
    t = match.last_turn
    if t is None:
        return
    app = match.app
    view = match.view
    live = match.state
    before = list(sys.modules)
    st = match.rules.decode(t[_T_BEFORE])
    for name in [n for n in sys.modules if n not in before]:  # what decode() imported to check the bytes
        forget(name)
    before = None
    pace = PACE[app.settings.get("pace")]
    said = app.footer_text.text if not app.footer.hidden else ""  # the footer comes back as it was
    # the view draws other states now: what it knows of the decision in progress (a cursor, a choice, a picked
    # piece) is put back afterwards, so that the game resumes exactly as it was left (tests/test_pause_contract.py):
    # each attribute, and the contents of its lists, bytearrays and dicts (a view may change those in place)
    kept = view.__dict__.copy()
    inside = {}
    for name in kept:
        v = kept[name]
        kind = type(v)
        if kind is list or kind is bytearray:
            inside[name] = v[:]
        elif kind is dict:
            inside[name] = dict(v)
    deciding = match.deciding
    anim = getattr(view, "animate", None)
    try:
        match.state = st  # a view may read match.state
        match.deciding = -1  # no person decides on these states
        n = t[_T_COUNT]
        first = 0
        while first < n and st.to_move() != t[_T_SEAT]:  # what came before the computer's first move (your draws,
            st.apply(t[_T_MOVES][first])                  # a die you rolled): not the computer's turn, not replayed
            first += 1
        view.show(st)
        for i in range(first, n):
            move = t[_T_MOVES][i]
            p = st.to_move()
            text = st.move_text(move)
            if p >= 0:
                text = "%s: %s" % (match.names[p], text)
            app.status.player(t[_T_SEAT], "Replay")  # short: the view's scores and phase stay beside it
            numbered = "%d/%d %s" % (i + 1 - first, n - first, text)
            app.say(numbered if len(numbered) <= ui.COLS else text)  # (the step's words whole, its number if room)
            app.mark()
            if anim is not None:
                app.wait(400)  # the numbered step is read before the view's animation says its own words
                anim(st, move)
            st.apply(move)
            view.show(st)  # the step made, shown with its words (as the match shows a computer's move)
            app.mark()
            app.wait(pace)
        app.status.player(t[_T_SEAT], "Replayed")
        app.say(t[_T_SAID])
        app.mark()
        app.wait(pace)
    finally:
        match.state = live
        match.deciding = deciding
        for name in kept:
            v = kept[name]
            setattr(view, name, v)
            if name in inside:
                if type(v) is dict:
                    v.clear()
                    v.update(inside[name])
                else:
                    v[:] = inside[name]
        kept = inside = None
        app.status.player(live.to_move(), match.names[live.to_move()])
        view.show(live)
        app.say(said)
        app.mark()
    app.settle()
