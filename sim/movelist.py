"""Seeded self-play that prints every move: run on cpy32 (the device's 32-bit floats and 2048-byte pystack) and
on CPython, the two lists must be equal (tests/test_float32_replay.py). Also a pystack check: a whole game at a
level on cpy32 fails with "pystack exhausted" when the AI's call chain is too deep for the device.

Runs on CircuitPython's core as well as CPython, so only what both have: no argparse, no time.process_time.
    cpy32 -c "import sys; sys.path[:0]=['.','lib']; from sim.movelist import main; main('tanbo', 2, 1)"
    python -c "from sim.movelist import main; main('tanbo', 2, 1)"
"""
import gc

from pocket.rng import Rng


def _go():
    return True


def play(game_id, levels, seed, limit=0, out=print):
    """Plays a game between levels[0] and levels[1], seeded like sim.selfplay's callers (rules.new_game(seed=seed),
    one Rng(seed) for chance and the AI), and hands each move to out() as it is played, as text: 'c<n>' for a
    chance outcome, '<n>' for an AI decision (the heap never holds the whole list). limit: stop after that many AI
    decisions (0: play to the end). Returns whether the game is over."""
    rules = __import__("games.%s.rules" % game_id, None, None, ["x"])
    ai = __import__("games.%s.ai" % game_id, None, None, ["x"])
    rng = Rng(seed)
    s = rules.new_game(seed=seed, players=2)
    decisions = 0
    while not s.is_over():
        p = s.to_move()
        if p == -1:
            m = rng.weighted(s.chance_outcomes())
            out("c%d" % m)
        else:
            m = ai.choose(s, levels[p], rng, _go)
            out("%d" % m)
            decisions += 1
        s.apply(m)
        if limit and decisions >= limit:
            break
        if decisions % 16 == 0:
            gc.collect()
    return s.is_over()


def main(game_id, level, seed, limit=0, other=None):
    """Prints 'GAME <game> <levels> <seed>', a line per move, then 'END over' or 'END cut'."""
    levels = (level, level if other is None else other)
    print("GAME %s %d-%d %d" % (game_id, levels[0], levels[1], seed))
    over = play(game_id, levels, seed, limit)
    print("END over" if over else "END cut")
