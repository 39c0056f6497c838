"""Cetkaik's screenshots for docs/img (python -m sim.shots cetkaik): a game against the computer, a help page with
its diagrams (from a hot-seat game, so no computer move takes the buttons), the game record and the ty mok1 /
ta xot1 dialog."""


def _new_hand_ahead(s):
    """At the human's first move: five red Pawns (The Deadly Army) and a red Tiger in hand, the stake at x2, and an
    open file from our red Archer on LY to the black Horse on LA: taking it makes The Animals."""
    from games.cetkaik.board import parse_sq, piece, ARCHER, HORSE, RED, BLACK
    from games.cetkaik.layout import V_STAKE
    st = s.state
    st.hand[1] = 5
    st.hand[4] = 1
    st.v[V_STAKE] = 1
    st.board[parse_sq("LY")] = piece(ARCHER, RED, 0)
    st.board[parse_sq("LA")] = piece(HORSE, BLACK, 1)
    for name in ("LE", "LI", "LU", "LO", "LAI"):
        st.board[parse_sq(name)] = 0
    st._moves = None
    s.match.view.show(st)


def shots(take):
    take("cetkaik.png", frames=150)
    # Paused > How to play, then five pages on: the Pawn, outside and in hue
    take("cetkaik_help.png", ["START", "DOWN", "A"] + ["RIGHT"] * 5, frames=90, players=("human", "human"))
    # at frame 150 it is the human's move (the first shot): Pawn LAI -> LY, the computer answers, then
    # Paused > Game record
    take("cetkaik_record.png", ["LEFT", "LEFT", "LEFT", "A", "UP", "A", 150, "START"] + ["DOWN"] * 5 + ["A"],
         frames=150)
    # the same first move: the Archer LY takes the Horse on LA (A: "Take it"), a new hand, the dialog
    take("cetkaik_dialog.png", [_new_hand_ahead, 2, "LEFT", "LEFT", "LEFT", "UP", "A"] + ["UP"] * 5 + ["A", 6, "A", 20],
         frames=150)
