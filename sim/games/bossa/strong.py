"""Positions of strong play for Bossa's value fit (issue 36, third session; desktop only).

    PYTHONPATH=lib:. nice -n 19 pypy3 -m sim.games.bossa.strong --first 5000 --pairs 800 --out /tmp/strong.bin

Plays Normal against ISMCTS-1000 (the tournament's peer and its seeding, sim.games.bossa.phases), seat-swapped, on
pairs FIRST.. (5000 on: none of the tournament's deals), and appends one record per state where a player is about
to draw (the states the search evaluates): the state's bytes, whether the drawer is the peer, and the drawer's result
(0 lost, 1 draw, 2 won). Records go out game by game, so a run stopped early leaves whole games. Labels are the
results of games the peer plays in, not Normal self-play: the table that learns from them sees how positions turn
out against play stronger than Normal's.
"""
import argparse
import sys
import time

from games.bossa.layout import O_PLAYER, P_DRAW, SIZE
from sim.games.bossa.versus import AI_PATH, player
from sim.peer import mcts

REC = SIZE + 2  # state bytes, the drawer is the peer (0/1), the drawer's result (0/1/2)


def game(rules, ai, level, k, seat, sims=1000):
    """Plays pair k's game with our AI in `seat`; returns (records as bytes, winner)."""
    from pocket.rng import Rng
    peer = mcts.make(rules, (k * 7919 + 17) * 2 + 1 - seat, sims, True)
    rng = Rng((k * 7919 + 17) * 2 + seat)
    chance = Rng(k * 104729 + 3)
    s = rules.new_game(seed=k, players=2)
    seen = []
    while not s.is_over():
        p = s.to_move()
        if p == -1:
            if s.b[2] == P_DRAW:
                seen.append((bytes(s.b), s.b[O_PLAYER]))
            m = chance.weighted(s.chance_outcomes())
        elif p == seat:
            m = ai.choose(s, level, rng, _go)
        else:
            m = peer.choose(s)
        s.apply(m)
    w = s.winner()
    out = bytearray()
    for b, drawer in seen:
        out += b
        out.append(1 if drawer != seat else 0)
        out.append(1 if w == 2 else (2 if w == drawer else 0))
    return bytes(out), w


def _go():
    return True


def read(path):
    """(states as a list of bytes, peer flags, results) from a file of records."""
    data = open(path, "rb").read()
    n = len(data) // REC
    states, peer, res = [], [], []
    for i in range(n):
        r = data[i * REC:(i + 1) * REC]
        states.append(r[:SIZE])
        peer.append(r[SIZE])
        res.append(r[SIZE + 1])
    return states, peer, res


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m sim.games.bossa.strong", description=__doc__.split("\n\n")[0])
    ap.add_argument("--first", type=int, default=5000)
    ap.add_argument("--pairs", type=int, default=100)
    ap.add_argument("--sims", type=int, default=1000)
    ap.add_argument("--level", default="normal")
    ap.add_argument("--out", required=True)
    o = ap.parse_args(argv)
    from games.bossa import rules
    ai, level = player(o.level, AI_PATH)
    t0 = time.time()
    ours = 0.0
    n = 0
    with open(o.out, "ab") as f:
        for k in range(o.first, o.first + o.pairs):
            for seat in (0, 1):
                rec, w = game(rules, ai, level, k, seat, o.sims)
                f.write(rec)
                f.flush()
                ours += 0.5 if w == 2 else (1.0 if w == seat else 0.0)
                n += 1
            if k % 10 == 9:
                print("pair %d: %d games, ours %.1f %%, %.0f s" % (k, n, 100 * ours / n, time.time() - t0))
                sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
