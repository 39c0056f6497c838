# Cetkaik's boxes that only some moments open: the hands (SELECT) and the results' lines. The view imports this
# module for one and drops it after (games/cetkaik/view.py _dialog), so its code is not on the heap the rest of the
# game. (The ty mok1 / ta xot1 dialog is games/cetkaik/decide.py's, loaded alone: the heap is tightest then.)
from games.cetkaik.layout import V_S0, V_HIST, V_END, NONE, SEASON_NAMES, END_40, END_STUCK


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
    try:
        mod.hold(app, box.group, bt.A | bt.B | bt.START | bt.SELECT)
    finally:
        box = mod = None
        if loaded:
            forget("pocket.modal")
    view.show(state)


HANDS_LINES = 6   # 16 + 12 * 6 + 14 = 102 px, centred: from y 13 (the status strip is 12) to 115 (the footer 116)


def _hands_line(names, sc, i):
    """"CPU scored Animals, Army +1": who ended season i by ta xot1 and with which hands (the view's 4 bytes a
    season: scorer + 1, the hands' mask), in the results box's 24 columns; None when no one did."""
    if not sc[4 * i]:
        return None
    from games.cetkaik.hands import HANDS
    p = sc[4 * i] - 1
    m = sc[4 * i + 1] | (sc[4 * i + 2] << 8) | (sc[4 * i + 3] << 16)
    words = []
    for h in range(10):
        if m >> h & 1:
            w = HANDS[h][0]
            words.append(w[4:] if w.startswith("The ") else w)
    if not words:
        return None
    head = "%s scored " % names[p][:6]
    n = len(words)
    while True:
        t = head + ", ".join(words[:n]) + (" +%d" % (len(words) - n) if n < len(words) else "")
        if len(t) <= 24 or n == 1:
            return t
        n -= 1


def results(view, state):
    v = state.v
    names = view.match.names
    lines = ["Final: %s %d - %s %d" % (names[0][:6], v[V_S0], names[1][:6], v[V_S0 + 1])]
    sc = getattr(view, "scored", None)
    said = []
    for i in range(4):
        s0 = v[V_HIST + i]
        if s0 != NONE:
            lines.append("After %s: %d - %d" % (SEASON_NAMES[i], s0, 40 - s0))
            said.append(_hands_line(names, sc, i) if sc else None)
    # under each season the hands that ended it ("CPU scored Animals, Army"; issue 37), the latest first when the
    # box (7 lines) has no room for all
    room = 7 - len(lines) - (1 if v[V_END] in (END_40, END_STUCK) else 0)
    for i in range(len(said) - 1, -1, -1):
        if said[i] is not None and room > 0:
            lines.insert(i + 2, said[i])
            room -= 1
    end = v[V_END]
    if end == END_40:
        lines.append("40 points: a clean sweep")
    elif end == END_STUCK:
        lines.append("No legal move left")
    return lines
