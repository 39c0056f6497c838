"""One tournament game, move by move, as text (desktop only): what each player did and, for a game that says how,
the table before each of their turns. The game is the tournament's own (sim.peer.tournament.play: the same seeds,
the same players), so any game of a results file can be read, e.g. to see how a level loses to the peer.

    PYTHONPATH=lib:. pypy3 -m sim.peer.gamelog bossa normal:mcts1000 3            # pair 3, A in seat 0
    PYTHONPATH=lib:. pypy3 -m sim.peer.gamelog bossa normal:mcts1000 3 --seat 1   # the same deal, seats swapped

The table comes from sim/games/<id>/describe.py (describe(state) -> lines) where a game has one.
"""
import argparse
import importlib

from sim.peer import tournament


def log(game_id, names, k, out=print):
    """Plays pair k's game with names[p] in seat p, hands each line to out(); returns the game's returns."""
    try:
        describe = importlib.import_module("sim.games.%s.describe" % game_id).describe
    except ImportError:
        describe = None
    last = [None]

    def watch(state, p, move):
        if p < 0:
            out("   (chance) %s" % state.move_text(move))
            return
        if p != last[0]:
            last[0] = p
            out("-- %s, seat %d" % (names[p], p))
            for line in describe(state) if describe else ():
                out("   | " + line)
        out("   %s" % state.move_text(move))

    returns, n, _ = tournament.play(game_id, names, k, watch=watch)
    out("== returns %s after %d moves" % (returns, n))
    return returns


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m sim.peer.gamelog", description=__doc__.split("\n\n")[0])
    ap.add_argument("game", help="a game id of games/registry.py")
    ap.add_argument("pair", type=tournament._pair, help="A:B as in sim.peer.tournament, e.g. normal:mcts1000")
    ap.add_argument("k", type=int, help="the pair's number (its seed)")
    ap.add_argument("--seat", type=int, choices=(0, 1), default=0, help="A's seat: 0 is the pair's first game")
    a = ap.parse_args(argv)
    names = a.pair if a.seat == 0 else (a.pair[1], a.pair[0])
    try:
        log(a.game, names, a.k)
    except (KeyError, ValueError) as e:
        ap.error(str(e))


if __name__ == "__main__":
    main()
