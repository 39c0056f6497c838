# Bossa's computer before the first turn (the higher roller's colour or first turn, the modifier kept): loaded by
# ai.choose() for those decisions and dropped again (pocket.modules.run), so ai.py stays small enough to compile
# from source in the 64 KB heap of tests/bossa/test_ai.py beside the learned evaluation (issue 36).
from games.bossa.layout import M_BLACK, M_FIRST, M_INVERT, M_WHITE, O_PHASE, O_PLAYER, P_COLOUR, P_KEEP, TB, TW


def choice(s, level, rng):
    """The computer's choice before the first turn: colour or play first, a modifier to keep."""
    b = s.b
    ph = b[O_PHASE]
    p = b[O_PLAYER]
    if level == 0:
        return rng.choice(s.legal_moves())
    if ph == P_KEEP:
        return M_INVERT  # Invert turns any one-colour tile into the other colour: the more flexible one
    if ph == P_COLOUR:
        return rng.choice(s.legal_moves())  # the hands are still face down: nothing tells the colours apart
    mine = s.hand(p)
    white = 0
    black = 0
    for t in mine:
        white += TW[t] > 0
        black += TB[t] > 0
    if abs(white - black) < 2:
        return M_FIRST
    return M_WHITE if white >= black else M_BLACK
