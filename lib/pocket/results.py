# The results screen of a match: who won, the view's lines (or the scores), then Rematch or Menu. Imported only
# when a game ends (Match.results), so its code is not in the game's heap during play.
from pocket import buttons as bt
from pocket import ui
from pocket.modules import forget
from pocket.verbs import MENU, REMATCH


def owner(line, names):
    """The player a results line is about: the one whose name starts it ("CPU: 29 points"), else None."""
    for i in range(len(names)):
        n = names[i]
        if line.startswith(n) and line[len(n):len(n) + 1] in (":", " "):
            return i
    return None


def show_lines(app, names, lines, title):
    """The results box (below the status strip); a line about a player has that player's colour beside it, the
    colour of their name and score in the status strip."""
    from pocket.app import modal
    mod, loaded = modal()
    box = mod.Box(title, "", "A: continue")
    rows = []
    marks = []
    for line in lines:
        i = owner(line, names)
        # a player's line leaves its first cell to the colour swatch, clear of the box's edge and of the text
        for part in ui.wrap(line, ui.COLS - 1 if i is None else ui.COLS - 2):
            rows.append(part if i is None else " " + part)
            marks.append(i)
            if i is not None:
                i = -1  # the line's next rows: the same indent, no swatch
    box.show_lines(rows[:box.rows])
    y = box.body.y
    for r in range(min(len(rows), box.rows)):
        if marks[r] is not None and marks[r] >= 0:
            ui.rect(box.group, box.body.x + 1, y + 12 * r + 2, 4, 8, ui.I_PLAYER + marks[r])
    try:
        mod.hold(app, box.group, bt.A | bt.B | bt.START)
    finally:
        box = mod = None
        if loaded:
            forget("pocket.modal")


def results(match):
    app = match.app
    names = match.names
    st = match.state
    ret = st.returns()
    best = max(ret)
    winners = [i for i, r in enumerate(ret) if r == best]
    if len(winners) == len(ret):
        title = "Draw"
    elif len(winners) > 1:
        title = "Shared win: " + ", ".join(names[i] for i in winners)
    elif names[winners[0]] == "You":
        title = "You win!"
    else:
        title = names[winners[0]] + " wins"
    app.lights.win(winners[0])
    app.sound.play("win" if match.human[winners[0]] else "bad")
    res = getattr(match.view, "results", None)
    lines = res(st) if res is not None else None
    if not lines:
        sc = st.scores()
        lines = ["%s: %d" % (names[i], sc[i]) for i in range(len(sc))]
    app.status.player(winners[0], title[:20])
    app.say("")
    app.settle()  # A held to fast-forward the last computer move does not close the results at once
    show_lines(app, names, lines, title)
    choice = app.ask(title[:22], ["Rematch", "Menu"])
    return REMATCH if choice == 0 else MENU
