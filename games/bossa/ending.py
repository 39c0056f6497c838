# Bossa's end in words: why the game ended and the results' lines. Loaded when the game is over (the view's info
# line, the results box) and forgotten after (pocket.modules.run): its code is not on the heap while a game is
# played (issue 29's larger hand and turn summary took that room).
from games.bossa.layout import O_WIN, R_EMPTY, R_FILL, R_SIX, R_STUCK


def reason_text(state, names):
    """Why the game ended, in words that say who (at most 26 characters)."""
    r = state.reason()
    w = state.b[O_WIN]
    if r == R_STUCK:
        return "%s cannot play" % names[1 - w][:12]
    if r == R_EMPTY:
        return "%s played every tile" % names[w][:8]
    if r == R_SIX:
        line = 0 if state.npos(0) >= 6 else 1
        return "%s line: 6 positions" % ("White", "Black")[line]
    if r == R_FILL:
        return "Last tiles filled a line"
    return "No tile left to draw"


def results(state, names):
    """The results box's lines: why it ended, each player's tiles in hand, each line's positions."""
    sc = state.scores()
    lines = [reason_text(state, names)]
    for p in (0, 1):
        lines.append("%s: %d tile%s in hand" % (names[p][:12], sc[p], "" if sc[p] == 1 else "s"))
    for line in (0, 1):
        n = state.npos(line)
        lines.append("%s line: %d position%s" % (("White", "Black")[line], n, "" if n == 1 else "s"))
    return lines
