# Nim's computer player: Easy takes at random, Normal and Hard leave a multiple of four when they can.
LEVELS = ("Easy", "Normal", "Hard")


def choose(state, level, rng, poll):
    moves = state.legal_moves()
    if level > 0 and state.stones % 4 in moves:
        return state.stones % 4
    return rng.choice(moves)
