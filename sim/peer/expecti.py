"""A two-ply expectiminimax peer over the engine contract (docs/ENGINE.md), desktop only: the tournament's
`emm<N>` (issue 36: MCTS-1000 with random playouts no longer wins a game of Cetkaik against our Normal).

The search knows the contract alone: legal_moves(), apply(), copy(), to_move(), chance_outcomes(), is_over(),
returns(). What a position is worth comes from the game's own peer evaluation, `sim/games/<id>/peereval.py`
(`evaluate(state, player)`: an int, the larger the better for player; a game without one is scored by scores()
and returns()); it is the peer's, written from the rules, and calls none of our AI modules.

One decision, for the player p to move:
1. every legal move is scored one ply deep: the move is applied, chance nodes are averaged by their weights,
   p's own follow-up decisions (a sub-decision of the same turn: a destination after a throw, a choice after a
   new hand) are maximized, and the position is evaluated when the opponent is to decide;
2. the N best of them (N from the name: `emm12` = 12) are searched one ply further: each opponent decision is
   minimized over all the opponent's legal moves (and their chance nodes and sub-decisions), the position
   evaluated when p is to decide again. A reply that already falls below the best candidate so far ends that
   candidate's opponent node (alpha-beta), when no chance node lies between them;
3. the candidate with the highest value is played, ties broken by the peer's seeded random numbers.
A chance node of more than MAX_CHANCE outcomes (Cetkaik's throws for who starts a season) is evaluated as it
stands. Deterministic from the seed: the same seed and position give the same move.
"""
import importlib
import random

from pocket.verbs import CHANCE

MAX_CHANCE = 8   # outcomes; a larger chance node is not expanded (evaluated as it stands)
MAX_RUN = 3      # decisions in a row by one player; the next one is evaluated as it stands (Cetkaik's turn is at
                 # most 3: the move, the square after a throw, ty mok1 / ta xot1; Pig's rolls could go on)
INF = 1 << 60


def game_evaluation(game_id):
    """The game's peer evaluation (sim/games/<id>/peereval.py's evaluate), or None."""
    try:
        mod = importlib.import_module("sim.games.%s.peereval" % game_id)
    except ImportError:
        return None
    return mod.evaluate


def score_evaluation(state, player):
    """The evaluation of a game without one: the result when over, else the lead in points."""
    if state.is_over():
        return int(state.returns()[player] * 2000000) - 1000000
    sc = state.scores()
    return 100 * (2 * sc[player] - sum(sc))


class Expecti:
    def __init__(self, seed=0, width=12, evaluate=None):
        self.rnd = random.Random(seed)
        self.width = width
        self.evaluate = evaluate or score_evaluation
        self.name = "emm%d" % width
        self.nodes = 0   # positions evaluated, all decisions (tests and benchmarks read it)

    def choose(self, state):
        legal = state.legal_moves()
        if len(legal) == 1:
            return legal[0]
        me = state.to_move()
        first = []
        for m in legal:
            c = state.copy()
            c.apply(m)
            first.append((self._value(c, me, 0, me, -INF, 1), self.rnd.random(), m))
        first.sort(reverse=True)
        best = None
        bv = -INF
        for v1, tie, m in first[:self.width]:
            c = state.copy()
            c.apply(m)
            v = self._value(c, me, 1, me, bv, 1)
            if best is None or (v, tie) > bv_key:
                best = m
                bv = v
                bv_key = (v, tie)
        return best

    def _value(self, s, me, plies, last, alpha, run):
        """s's value for me: `plies` more changes of the decider searched; `last` made the decision before s;
        alpha: a bound below which an opponent node may stop (-INF: none); run: the decisions `last` has made in a
        row."""
        if s.is_over():
            self.nodes += 1
            return self.evaluate(s, me)
        p = s.to_move()
        if p == CHANCE:
            outs = s.chance_outcomes()
            if len(outs) > MAX_CHANCE:
                self.nodes += 1
                return self.evaluate(s, me)
            total = 0
            acc = 0
            for o, w in outs:
                c = s.copy()
                c.apply(o)
                acc += w * self._value(c, me, plies, last, -INF, run)
                total += w
            return acc // total
        if p != last:
            if plies == 0:
                self.nodes += 1
                return self.evaluate(s, me)
            plies -= 1
            run = 1
        elif run >= MAX_RUN:
            self.nodes += 1
            return self.evaluate(s, me)
        else:
            run += 1
        if p == me:
            best = -INF
            for m in s.legal_moves():
                c = s.copy()
                c.apply(m)
                v = self._value(c, me, plies, p, -INF, run)
                if v > best:
                    best = v
            return best
        best = INF
        for m in s.legal_moves():
            c = s.copy()
            c.apply(m)
            v = self._value(c, me, plies, p, -INF, run)
            if v < best:
                best = v
                if best < alpha:
                    break
        return best
