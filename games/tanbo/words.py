# Tanbo: what a choice will lead to, for the screens (no displayio here, so tests can check it directly).
from games.tanbo import rules as R
from games.tanbo import flow as T

PHASE_WORDS = ("Farmer", "Sow", "Harvest", "Draw", "Rest", "Swap", "Swap", "Trim", "End")


def sow_ending(state, kind):
    """If sowing `kind` next leaves no further choice of order, (paddy, action, amount) of where the sowing ends:
    amount is the rice harvested or drawn; None while the order is still open."""
    c = state.copy()
    b = c.b
    T.place(b, kind)
    left = -1
    for k in range(5):
        if b[R.HAND + k]:
            if left >= 0:
                return None
            left = k
    while left >= 0 and b[R.HAND + left]:
        T.place(b, left)
    p = b[R.PLAYER]
    last = b[R.LAST]
    at = T.base(p, last)
    s = b[at]
    r = b[at + 1] + b[at + 2] + b[at + 3]
    act = R.action_for(s, r)
    amount = r - s if act == R.A_HARVEST else (s - r if act == R.A_CULTIVATE else 0)
    return last, act, amount


def action_text(act, amount):
    if act == R.A_HARVEST:
        return "Harvest %d" % amount
    if act == R.A_CULTIVATE:
        return "Cultivate %d" % amount
    return R.ACTION_NAMES[act]


def fit(*texts):
    """The first text that fits a screen line (26 characters), else the last one cut."""
    for t in texts:
        if len(t) <= 26:
            return t
    return texts[-1][:26]


def prompt(state, move):
    """One line (<= 26 characters) saying what the highlighted choice `move` does."""
    b = state.b
    ph = b[R.PHASE]
    if ph == R.SETUP:
        return "Farmer starts on %d" % (move + 1)
    if ph == R.SOW:
        kind = R.KIND_NAMES[move]  # no str.capitalize() on CircuitPython
        kind = kind[0].upper() + kind[1:]
        to = b[R.CURSOR] + 1
        end = sow_ending(state, move)
        if end is None:
            return "%s to %d" % (kind, to)
        # the longest wording that fits: the kind is also framed in the choice row above
        last = end[0] + 1
        act = action_text(end[1], end[2])
        # (one wording, "ends in", on every line: shorter lines drop words before it)
        return fit("%s to %d, ends in %d: %s" % (kind, to, last, act), "To %d, ends in %d: %s" % (to, last, act),
                   "Ends in %d: %s" % (last, act))
    if ph == R.HARVEST:
        return "Harvest %d more: %s" % (b[R.PENDING], R.KIND_NAMES[move])
    if ph == R.REST:
        return "Give back %d: %s" % (b[R.PENDING], R.KIND_NAMES[move])
    if ph == R.EXCESS:
        return "Over 10! Remove %d: %s" % (b[R.PENDING], R.KIND_NAMES[move])
    if ph == R.SWAP1 and move == R.NO_SWAP:
        return "Swap (no change)"
    if ph == R.SWAP1:
        return "Big move: swap %s in %d" % (R.KIND_NAMES[move % 5], move // 5 + 1)
    if ph == R.SWAP2:
        return "...with the %s in %d" % (R.KIND_NAMES[move % 5], move // 5 + 1)
    return ""


def end_text(state):
    """The results' first line: how the game ended, the 25-point target said as a target, not a margin."""
    b = state.b
    reason = b[R.REASON]
    w = b[R.WINNER]
    if w > 1:
        return "Ended: " + R.REASONS[reason]
    sc = state.scores()
    score = "%d to %d" % (sc[w], sc[1 - w])
    if reason == R.WIN_25:
        return fit_box("Reached 25 points, " + score, "Reached 25, " + score)
    if reason == R.WIN_LEAD:
        return fit_box("Led by 20 points, " + score, "Led by 20, " + score)
    if reason == R.WIN_TURN:
        return fit_box("20 points in a turn, " + score, "20 in one turn, " + score)
    return fit_box("Ahead at the turn limit, " + score, "Turn limit: ahead " + score)


def fit_box(long, short):
    """A results line: the long text when it fits the box's 25 columns, else the short one."""
    return long if len(long) <= 25 else short


def store_text(state, p):
    """The rice p harvested, in words: "3 white, 1 black, 0 red"."""
    b = state.b
    at = R.STORE + p * 3
    return "%d white, %d black, %d red" % (b[at], b[at + 1], b[at + 2])


def plural(n, word):
    return "%d %s%s" % (n, word, "" if n == 1 else "s")
