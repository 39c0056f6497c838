# The ty mok1 / ta xot1 dialog (loaded when it opens, dropped when it closes: view._decide): the hands just made
# and held, with their values, and what each choice scores (dialog(), which tests read directly), and ask().
from games.cetkaik.hands import HANDS, levels
from games.cetkaik.layout import (V_TURN, V_STAKE, V_S0, V_SEASON, V_SEASONS, V_NSTEP0, V_NFUT0, MAX_STAKE,
                                 STEP_PENALTY, FUTILE_PENALTY, TY_MOK, TA_XOT)

COLS = 24   # characters a line in the dialog (WIDTH - 8 px of margins, 6 px a character)
WIDTH = 156  # the dialog's width: 2 px left either side of the 160 px screen


def _hands(hand, base, nstep, nfut):
    """[(points, name), ...]: every hand held and the negative hands committed, most valuable first (ties in the
    rule sheet's order)."""
    keyed = []
    lv = levels(hand, base)
    for h in range(10):
        if lv[h]:   # "The Cavalry" -> "Cavalry"
            keyed.append((-HANDS[h][1] - (2 if lv[h] == 2 else 0), h, HANDS[h][0][4:]))
    if nstep:
        keyed.append((STEP_PENALTY * nstep, 10, "Stepping" if nstep == 1 else "Stepping x%d" % nstep))
    if nfut:
        keyed.append((FUTILE_PENALTY * nfut, 11, "Futile Move" if nfut == 1 else "Futile x%d" % nfut))
    keyed.sort()
    out = []
    for k in keyed:
        out.append((-k[0], k[2]))
    return out


def fit(prefix, hands, cols=COLS):
    """(prefix + "Name value, ..." in one line of cols, cut): the most valuable first, " +N more" for the rest."""
    parts = []
    for pts, name in hands:
        parts.append("%s %d" % (name, pts))
    n = len(parts)
    while True:
        t = prefix + ", ".join(parts[:n])
        if n < len(parts):
            t += " +%d more" % (len(parts) - n)
        if len(t) <= cols:
            return t, n < len(parts)
        if n <= 1:   # one hand at least: then "+N", or nothing ("See all the hands" is there when cut)
            t = prefix + parts[0]
            if len(parts) > 1 and len(t) + 3 <= cols:
                t += " +%d" % (len(parts) - 1)
            return t[:cols], len(parts) > 1
        n -= 1


def dialog(state, before=None):
    """(title, [(line, kind), ...], items, cut) for the player to move at a new hand. kind: 1 the hands just made,
    -1 just made and negative, 0 other text. before: a copy of the State before the move that made the hand (None:
    unknown, e.g. a resumed game; then every hand is listed alike). cut: some hands did not fit ("+N more")."""
    v = state.v
    p = v[V_TURN]
    hand = state.hand
    nstep = v[V_NSTEP0 + p]
    nfut = v[V_NFUT0 + p]
    now = _hands(hand, p * 20, nstep, nfut)
    total = state.hand_total(p)
    made = now
    held = []
    if before is not None and before.v[V_TURN] == p:
        old = _hands(before.hand, p * 20, before.v[V_NSTEP0 + p], before.v[V_NFUT0 + p])
        made = []
        for h in now:
            if h in old:
                held.append(h)
            else:
                made.append(h)
        if not made:   # cannot happen after a real new hand; list them all rather than nothing
            made, held = now, []
    lines = []
    mine = 0
    for pts, _ in made:
        mine += pts
    t, cut = fit("", made)
    lines.append((t, 1 if mine >= 0 else -1))
    if held:
        t, more = fit("Held: ", held)
        lines.append((t, 0))
        cut = cut or more
    stake = 1 << v[V_STAKE]
    gain = state.ta_xot_gain()
    after = v[V_S0 + p] + gain
    if gain > 0 and (after >= 40 or (v[V_SEASON] + 1 >= v[V_SEASONS] and after > 20)):
        what = "win:" if stake > 1 else "win with"   # 40 points, or the lead after the last season
    else:
        what = "score" if gain >= 0 else "pay"
    if stake == 1:
        lines.append((" you %s %d" % (what, abs(gain)), 0))
    else:
        lines.append((" you %s %d x%d = %d" % (what, abs(total), stake, abs(gain)), 0))
    lines.insert(len(lines) - 1, ("ta xot1 ends the season:", 0))
    lines.append(("ty mok1 plays on: the", 0))
    if v[V_STAKE] < MAX_STAKE:
        lines.append((" stake becomes x%d" % (stake * 2), 0))
    else:
        lines.append((" stake stays x%d" % stake, 0))
    title = ("New hands!" if len(made) > 1 else "New hand!") + " Total %d" % total
    items = ["ta xot1 (%+d)" % gain, "ty mok1 (x%d)" % (stake * 2 if v[V_STAKE] < MAX_STAKE else stake)]
    if cut:
        items.append("See all the hands")
    return title, lines, items, cut


def all_hands(state, cols=25):
    """Every hand of the player to move, for "See all the hands": "Name value, ..." packed into lines of cols
    (a message box's width), a hand never split."""
    v = state.v
    p = v[V_TURN]
    out = ""
    line = ""
    for pts, name in _hands(state.hand, p * 20, v[V_NSTEP0 + p], v[V_NFUT0 + p]):
        t = "%s %d" % (name, pts)
        if line and len(line) + 2 + len(t) > cols:
            out += line + ",\n"
            line = t
        else:
            line = line + ", " + t if line else t
    return out + line


def ask(view, state):
    """The ty mok1 / ta xot1 dialog: the hands just made and held with their values, and what each choice scores.
    Sets view.pending."""
    from pocket import ui
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
