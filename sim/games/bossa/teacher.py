"""Where our Bossa AI and a stronger ISMCTS part ways, and how its games against the peer end (desktop only).

    PYTHONPATH=lib:. pypy3 -m sim.games.bossa.teacher normal --pairs 15 --teacher 4000

Our AI (a level, optionally with constants overridden as in sim.games.bossa.versus) plays the tournament's peer
(ISMCTS-1000, sim/peer/mcts.py) with the tournament's seeding (sim.peer.tournament: pair k plays seed k twice,
seats swapped, the same draws). At each of our turns with a real choice, a teacher (ISMCTS with more simulations)
is asked the same question; the first decisions of the two turns are compared by kind: a new position on our own
line or the opponent's (L: the low end, H: the high end), Stack, Redraw, Exchange. The games' end reasons
(docs/rules/bossa.md, A-E) are tallied by result. Issue 16's round found this way that most of Normal's losses to
ISMCTS-1000 are the opponent's line of six, and that the teacher disagrees most about tokens near the end.
"""
import argparse
import sys
import time

from sim.bench.stats import wilson
from sim.games.bossa.versus import AI_PATH, play, player
from sim.peer import mcts
from games.bossa.layout import M_END, M_EXCHANGE, M_REDRAW, M_STACK, O_OWNER, P_MAIN, REASONS

KINDS = {M_REDRAW: "Redraw", M_EXCHANGE: "Exchange", M_STACK: "Stack"}


def kind(s, move):
    """A first decision of a turn in words: "own H", "foe L", "Stack", ..."""
    if M_END <= move < M_END + 4:
        line = (move - M_END) >> 1
        mine = s.b[O_OWNER + line] == s.to_move()
        return ("own " if mine else "foe ") + "LH"[(move - M_END) & 1]
    return KINDS.get(move, str(move))


def run(spec, pairs, peer_sims=1000, teacher_sims=4000, start=0):
    """{"score", "games", "asked", "agreed", "pairs": {(ours, teacher's): n}, "ends": {"win: empty hand": n}}."""
    from games.bossa import rules
    out = {"score": 0.0, "games": 0, "asked": 0, "agreed": 0, "pairs": {}, "ends": {}}
    ai, level = player(spec, AI_PATH)
    ours = _Asked(ai, mcts.IsMcts(12345, teacher_sims), out)
    for k in range(start, start + pairs):
        for seat in (0, 1):
            peer = _Peer(mcts.make(rules, (k * 7919 + 17) * 2 + 1 - seat, peer_sims, True))
            ended = []
            w = play(rules, ((ours, level), (peer, 0)) if seat == 0 else ((peer, 0), (ours, level)), k,
                     ended=ended)
            got = 0.5 if w == 2 else (1.0 if w == seat else 0.0)
            out["score"] += got
            out["games"] += 1
            end = ("win" if got == 1 else "loss" if got == 0 else "draw") + ": " + REASONS[ended[0].reason()]
            out["ends"][end] = out["ends"].get(end, 0) + 1
    return out


class _Asked:
    """Our AI, with the teacher asked the same question at each turn that has a real choice."""

    def __init__(self, ai, teacher, out):
        self.ai, self.teacher, self.out = ai, teacher, out

    def choose(self, s, level, rng, poll):
        ask = s.phase() == P_MAIN and len(s.legal_moves()) > 1
        move = self.ai.choose(s, level, rng, poll)
        if ask:
            theirs = self.teacher.choose(s)
            key = (kind(s, move), kind(s, theirs))
            out = self.out
            out["pairs"][key] = out["pairs"].get(key, 0) + 1
            out["asked"] += 1
            out["agreed"] += move == theirs
        return move


class _Peer:
    """The tournament's peer in a seat of versus.play."""

    def __init__(self, bot):
        self.bot = bot

    def choose(self, s, level, rng, poll):
        return self.bot.choose(s)


def report(spec, r, peer_sims, teacher_sims):
    lo, hi = wilson(r["score"], r["games"])
    lines = ["%s vs ISMCTS-%d: %.1f %% [%.0f-%.0f] over %d games" % (
        spec, peer_sims, 100 * r["score"] / r["games"], 100 * lo, 100 * hi, r["games"]), "how the games ended:"]
    for end, n in sorted(r["ends"].items(), key=lambda x: -x[1]):
        lines.append("  %-28s %d" % (end, n))
    lines.append("first decision of a turn, ours against ISMCTS-%d's: the same in %d of %d" % (
        teacher_sims, r["agreed"], r["asked"]))
    for (ours, theirs), n in sorted(r["pairs"].items(), key=lambda x: -x[1]):
        lines.append("  ours %-9s teacher %-9s %d" % (ours, theirs, n))
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m sim.games.bossa.teacher", description=__doc__.split("\n\n")[0])
    ap.add_argument("level", help="easy, normal or hard, optionally :NAME=VALUE;... as in sim.games.bossa.versus")
    ap.add_argument("--pairs", type=int, default=15)
    ap.add_argument("--start", type=int, default=0, help="first pair (seed)")
    ap.add_argument("--peer", type=int, default=1000, help="the opponent's simulations")
    ap.add_argument("--teacher", type=int, default=4000, help="the teacher's simulations")
    o = ap.parse_args(argv)
    if o.pairs < 1 or o.peer < 1 or o.teacher < 1:
        ap.error("--pairs, --peer and --teacher must be at least 1")
    t0 = time.time()
    r = run(o.level, o.pairs, o.peer, o.teacher, o.start)
    print(report(o.level, r, o.peer, o.teacher))
    print("(%.0f s)" % (time.time() - t0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
