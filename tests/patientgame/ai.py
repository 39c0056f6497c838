LEVELS = ("Easy", "Normal", "Hard")
polls = []


def choose(state, level, rng, poll):
    n = 0
    while poll() and n < 3000000:  # a search that would run for minutes
        n += 1
    polls.append(n)
    return state.legal_moves()[0]
