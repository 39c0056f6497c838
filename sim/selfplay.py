"""Seeded games between computer levels (or a random player), shared by the AI evals in sim/ and the AI tests.

Desktop only. The caller makes the state and the Rngs, so each game keeps its own documented seeding: the
figures in the docs and the tests' expectations replay exactly.
"""
import time

from pocket.verbs import CHANCE

RANDOM = -1  # a level: uniformly random legal moves, the AI is never called


def _go():
    return True


def play(ai, state, levels, rng, chance=None, times=None, poll=None, check=False):
    """Plays `state` to its end in place and returns it.

    levels[p]: the AI level (0-2) of player p, or RANDOM. Chance outcomes are drawn from `chance`, or from `rng`
    when None; random moves and the AI use `rng` (in that order of calls, which is what keeps seeds replaying).
    times: a dict to which each AI decision adds its CPU time (time.process_time, so other jobs on the machine do
    not inflate it) under its level. check: assert that each AI move is legal."""
    dice = rng if chance is None else chance
    poll = poll or _go
    while not state.is_over():
        p = state.to_move()
        if p == CHANCE:
            state.apply(dice.weighted(state.chance_outcomes()))
            continue
        level = levels[p]
        if level == RANDOM:
            state.apply(rng.choice(state.legal_moves()))
            continue
        t = time.process_time()
        m = ai.choose(state, level, rng, poll)
        if times is not None:
            times.setdefault(level, []).append(time.process_time() - t)
        if check:
            assert m in state.legal_moves(), (level, m, state.legal_moves())
        state.apply(m)
    return state


def seat_swapped(play_one, a, b, games):
    """a's score against b over `games` games (a win 1, a draw half): play_one(g, levels) plays game g with
    levels[p] for seat p and returns the final state; a takes the first seat in even games, the second in odd."""
    score = 0.0
    for g in range(games):
        if g % 2 == 0:
            score += play_one(g, (a, b)).returns()[0]
        else:
            score += play_one(g, (b, a)).returns()[1]
    return score
