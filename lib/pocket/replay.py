# "Last CPU turn" (the pause menu): the computer's last turn shown again step by step. Imported while the pause
# menu runs it and forgotten after (pocket.modules.run), so its code is not in the game's heap during play.
import sys

from pocket.match import PACE
from pocket.modules import forget


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
    st = match.rules.decode(t[0])
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
        n = t[3]
        for i in range(n):
            move = t[2][i]
            view.show(st)
            p = st.to_move()
            text = st.move_text(move)
            if p >= 0:
                text = "%s: %s" % (match.names[p], text)
            app.status.player(t[4], "Replay")  # short: the view's scores and phase stay beside it
            app.say("%d/%d %s" % (i + 1, n, text))
            app.mark()
            if anim is not None:
                app.wait(400)  # the numbered step is read before the view's animation says its own words
                anim(st, move)
            app.wait(pace)
            st.apply(move)
        view.show(st)
        app.status.player(t[4], "Replayed")
        app.say(t[5])
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
