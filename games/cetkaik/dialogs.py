# Cetkaik's dialogs that only some turns open: the hands (SELECT), the ty mok1 / ta xot1 choice after a new hand,
# and the results' lines. The view imports this module for a dialog and drops it after (games/cetkaik/view.py
# _dialog), so its code is not on the heap the rest of the game.
from pocket import ui
from games.cetkaik.layout import (TY_MOK, TA_XOT, V_S0, V_HIST, V_END, NONE, SEASON_NAMES, END_40, END_STUCK)


def explain(view, state):
    """SELECT: the hands each side holds."""
    from games.cetkaik.hands import names_counts
    lines = []
    for p in (0, 1):
        names = names_counts(state.hand, p * 20)
        lines.append("%s %+d: %s" % (view.match.names[p], state.hand_total(p),
                                     ", ".join(names) if names else "no hand"))
    # below the status strip and above the message strip (6 lines), closed by the SELECT that opened it too
    from pocket import buttons as bt
    from pocket.modules import borrow, forget
    mod, loaded = borrow("pocket.modal")
    app = view.app
    box = mod.Box("Hands", "\n".join(lines), "SELECT or A: close", lines=HANDS_LINES)
    app.show_modal(box.group)
    try:
        while not app.tick() & (bt.A | bt.B | bt.START | bt.SELECT):
            pass
    finally:
        app.hide_modal(box.group)
        box = mod = None
        if loaded:
            forget("pocket.modal")
    view.show(state)


HANDS_LINES = 6   # 16 + 12 * 6 + 14 = 102 px, centred: from y 13 (the status strip is 12) to 115 (the footer 116)


def decide(view, state):
    """The ty mok1 / ta xot1 dialog: the hands just made and held with their values, and what each choice scores
    (games/cetkaik/decide.py). Sets view.pending."""
    from games.cetkaik.decide import dialog, all_hands, WIDTH
    app = view.app
    title, lines, items, cut = dialog(state, view.before)
    text = []
    for t, kind in lines:
        text.append((t, ui.GOOD if kind > 0 else (ui.BAD if kind < 0 else ui.FG)))
    lines = None
    while True:
        pick = app.ask(title, items, text=text, width=WIDTH)
        if pick == 2:
            app.message(all_hands(state), "Your hands", "A: back")
        elif pick is not None:
            view.pending = TA_XOT if pick == 0 else TY_MOK
            break
    view.show(state)
    app.say("A: %s, B: change" % ("end season" if view.pending == TA_XOT else "play on"))   # <= 24 characters


def results(view, state):
    v = state.v
    names = view.match.names
    lines = ["Final: %s %d - %s %d" % (names[0][:6], v[V_S0], names[1][:6], v[V_S0 + 1])]
    for i in range(4):
        s0 = v[V_HIST + i]
        if s0 != NONE:
            lines.append("After %s: %d - %d" % (SEASON_NAMES[i], s0, 40 - s0))
    end = v[V_END]
    if end == END_40:
        lines.append("40 points: a clean sweep")
    elif end == END_STUCK:
        lines.append("No legal move left")
    return lines
