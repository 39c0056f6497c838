"""Where in the game our Bossa AI loses to the peer (desktop only): our AI with ISMCTS playing for it in one phase.

    PYTHONPATH=lib:. pypy3 -m sim.games.bossa.phases normal --pairs 50 --swap 12-18 --sims 1000

Our AI (a level, optionally with constants overridden as in sim.games.bossa.versus) plays the tournament's peer
(ISMCTS-1000) with the tournament's seeding (the same games as sim.peer.tournament for the same pairs), except that
at every decision taken while the pile holds LO-HI tiles, an ISMCTS of --sims simulations decides for it. If the
score rises to the peer's level when one phase is swapped, that phase is where the games are lost. Prints the score
(Wilson 95 %) and the games' end reasons and the pile's size at the end, by result.

Desktop variants of our AI, screened the same way (games/ unchanged): --endgame PILE,DEPTH,KEEP plays every turn
at a pile of PILE tiles or fewer by sim.games.bossa.endgame's expectimax over the real draws; --stack W adds W to
the evaluation for an unused Stack token (minus W for the opponent's); --endhand PILE,W adds W per tile fewer in
hand than the opponent once the pile holds PILE tiles or fewer.
"""
import argparse
import sys
import time

from sim.bench.stats import wilson
from sim.games.bossa.versus import AI_PATH, play, player
from sim.peer import mcts
from sim.games.bossa.teacher import kind
from games.bossa.layout import P_MAIN, REASONS


def _tally(kinds, who, s, move):
    """Count the first decision of a turn by who, what it does (teacher.kind) and the pile's phase."""
    if kinds is not None and s.phase() == P_MAIN:
        pile = s.pile_count()
        key = (who, kind(s, move), "pile 12-18" if pile >= 12 else "pile 6-11" if pile >= 6 else "pile 0-5")
        kinds[key] = kinds.get(key, 0) + 1


class _Swapped:
    def __init__(self, ai, helper, lo, hi, kinds=None):
        self.ai, self.helper, self.lo, self.hi, self.kinds = ai, helper, lo, hi, kinds
        self.asked = 0

    def choose(self, s, level, rng, poll):
        if self.lo <= s.pile_count() <= self.hi and len(s.legal_moves()) > 1:
            self.asked += 1
            m = self.helper.choose(s)
        else:
            m = self.ai.choose(s, level, rng, poll)
        _tally(self.kinds, "ours", s, m)
        return m


class _Endgame:
    """Our AI, its turns at a pile of `pile` tiles or fewer chosen by the expectimax (then played step by step)."""

    def __init__(self, ai, pile, depth, keep):
        self.ai, self.pile, self.depth, self.keep = ai, pile, depth, keep
        self.plan = []
        self.expect = None

    def choose(self, s, level, rng, poll):
        if self.plan and self.expect == s.b:
            m = self.plan.pop(0)
            self._next(s, m)
            return m
        self.plan = []
        if s.phase() == P_MAIN and s.pile_count() <= self.pile and len(s.legal_moves()) > 1:
            from sim.games.bossa import endgame
            seq, _ = endgame.best(s, s.to_move(), self.depth, self.keep)
            if seq is not None:
                self.plan = list(seq[1:])
                self._next(s, seq[0])
                return seq[0]
        return self.ai.choose(s, level, rng, poll)

    def _next(self, s, m):
        if self.plan:
            c = s.copy()
            c.do(m)
            self.expect = c.b
        else:
            self.expect = None


def stack_weight(ai, w):
    """ai's evaluation with w more for an unused Stack token (minus w for the opponent's), at Normal and Hard."""
    from games.bossa.layout import O_PHASE, O_TOK, P_OVER, T_STACK
    plain = ai.evaluate

    def evaluate(s, me):
        v = plain(s, me)
        b = s.b
        if ai._level[0] and b[O_PHASE] != P_OVER:
            v += w * ((not b[O_TOK + me] & T_STACK) - (not b[O_TOK + 1 - me] & T_STACK))
        return v
    ai.evaluate = evaluate


def end_hand(ai, pile, w):
    """ai's evaluation with w more per tile of hand difference (fewer is better) when the pile holds `pile` tiles or
    fewer (the pile running out, end E, is won by the smaller hand), at Normal and Hard."""
    from games.bossa.layout import O_PHASE, P_OVER
    plain = ai.evaluate

    def evaluate(s, me):
        v = plain(s, me)
        if ai._level[0] and s.b[O_PHASE] != P_OVER and s.pile_count() <= pile:
            v += w * (s.hand_count(1 - me) - s.hand_count(me))
        return v
    ai.evaluate = evaluate


class _Peer:
    def __init__(self, bot, kinds=None):
        self.bot, self.kinds = bot, kinds

    def choose(self, s, level, rng, poll):
        m = self.bot.choose(s)
        _tally(self.kinds, "peer", s, m)
        return m


def run(spec, pairs, lo, hi, sims, start=0, peer_sims=1000, endgame=None, stack=0, kinds=None, endhand=None):
    """(our score, games, {end: games}, decisions the helper took); kinds, a dict if given, counts each turn's first
    decision by player ("ours", "peer"), kind and the pile's phase."""
    from games.bossa import rules
    ai, level = player(spec, AI_PATH)
    if stack:
        stack_weight(ai, stack)
    if endhand:
        end_hand(ai, *endhand)
    if endgame:
        ai = _Endgame(ai, *endgame)
    score = 0.0
    games = 0
    ends = {}
    ours = _Swapped(ai, mcts.IsMcts(4242, sims), lo, hi, kinds)
    for k in range(start, start + pairs):
        for seat in (0, 1):
            peer = _Peer(mcts.make(rules, (k * 7919 + 17) * 2 + 1 - seat, peer_sims, True), kinds)
            ended = []
            w = play(rules, ((ours, level), (peer, 0)) if seat == 0 else ((peer, 0), (ours, level)), k, ended=ended)
            got = 0.5 if w == 2 else (1.0 if w == seat else 0.0)
            score += got
            games += 1
            s = ended[0]
            pile = s.pile_count()
            ph = "pile %s" % ("12-18" if pile >= 12 else "6-11" if pile >= 6 else "0-5")
            end = "%s: %s, %s" % ("win" if got == 1 else "loss" if got == 0 else "draw", REASONS[s.reason()], ph)
            ends[end] = ends.get(end, 0) + 1
    return score, games, ends, ours.asked


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m sim.games.bossa.phases", description=__doc__.split("\n\n")[0])
    ap.add_argument("level")
    ap.add_argument("--pairs", type=int, default=50)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--swap", default="99-99", help="LO-HI: the pile sizes at which ISMCTS decides for our AI")
    ap.add_argument("--sims", type=int, default=1000, help="that ISMCTS's simulations")
    ap.add_argument("--endgame", help="PILE,DEPTH,KEEP: the expectimax plays our turns at a pile of PILE or fewer")
    ap.add_argument("--endhand", help="PILE,W: W more per tile fewer in hand than the opponent at a pile of PILE "
                    "or fewer")
    ap.add_argument("--kinds", action="store_true", help="also count each turn's first decision by player, kind "
                    "(own/foe line and its end, Stack, Redraw, Exchange) and the pile's phase")
    ap.add_argument("--stack", type=int, default=0, help="W: the evaluation's extra value of an unused Stack")
    o = ap.parse_args(argv)
    lo, hi = (int(x) for x in o.swap.split("-"))
    t0 = time.time()
    eg = tuple(int(x) for x in o.endgame.split(",")) if o.endgame else None
    kinds = {} if o.kinds else None
    score, n, ends, asked = run(o.level, o.pairs, lo, hi, o.sims, o.start, endgame=eg, stack=o.stack, kinds=kinds,
                                endhand=tuple(int(x) for x in o.endhand.split(",")) if o.endhand else None)
    a, b = wilson(score, n)
    if eg or o.stack or o.endhand:
        print("variant: endgame %s, stack %d, endhand %s" % (o.endgame, o.stack, o.endhand))
    print("%s, ISMCTS-%d at pile %d-%d (%d decisions): %.1f %% [%.0f-%.0f] over %d games vs ISMCTS-1000 (%.0f s)" % (
        o.level, o.sims, lo, hi, asked, 100 * score / n, 100 * a, 100 * b, n, time.time() - t0))
    for end, k in sorted(ends.items()):
        print("  %-40s %d" % (end, k))
    if kinds:
        print("first decisions of a turn (player, kind, phase):")
        for key in sorted(kinds):
            print("  %-4s %-9s %-10s %d" % (key + (kinds[key],)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
