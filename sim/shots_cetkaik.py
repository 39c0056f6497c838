"""Cetkaik's screenshots for docs/img (python -m sim.shots cetkaik): a game against the computer, a help page with
its diagrams (from a hot-seat game, so no computer move takes the buttons) and the game record."""


def shots(take):
    take("cetkaik.png", frames=150)
    # Paused > How to play, then five pages on: the Pawn, outside and in hue
    take("cetkaik_help.png", ["START", "DOWN", "A"] + ["RIGHT"] * 5, frames=90, players=("human", "human"))
    # at frame 150 it is the human's move (the first shot): Pawn LAI -> LY, the computer answers, then
    # Paused > Game record
    take("cetkaik_record.png", ["LEFT", "LEFT", "LEFT", "A", "UP", "A", 150, "START"] + ["DOWN"] * 5 + ["A"],
         frames=150)
