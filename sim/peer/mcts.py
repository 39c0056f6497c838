"""OpenSpiel's MCTSBot and ISMCTSBot, re-written directly over the engine contract (docs/ENGINE.md). Desktop only.

Same algorithms and settings as the benchmark's OpenSpiel peers (sim/bench/strength.py), without the pyspiel
wrapper that makes those cost 4x more per decision:
- Uct = open_spiel.python.algorithms.mcts.MCTSBot(uct_c=2, RandomRolloutEvaluator(1), solve=True): a leaf is
  rolled out on its first visit and expanded on its second; children in shuffled order, first maximum of UCT
  (a proven child scores its proven value, an unvisited one infinity); chance children sampled by weight;
  MCTS-Solver backup (max^n over proven children, chance proven when all outcomes agree); stops when the root is
  proven; plays the child with the largest (proven value, visits, reward).
- IsMcts = open_spiel.python.algorithms.ismcts.ISMCTSBot(uct_c=2, RandomRolloutEvaluator(1), MAX_VISIT_COUNT,
  allow_inconsistent_action_sets=True) with our determinize as its resampler: one tree of information sets keyed
  by (player, observe(player)) shared by all sampled worlds; a new node is rolled out, a known one first expands
  one random untried legal move, then picks the best UCT among the legal children (ties within 1e-5 at random);
  plays the legal root move with the most visits (ties at random).
Both skip the search when only one move is legal (as the benchmark's wrapper does). Random numbers: Python's
random.Random for the search and rollouts, a pocket Rng for determinize (the contract's type).
"""
import math
import random

from pocket.rng import Rng
from pocket.verbs import CHANCE

INF = float("inf")
TIE_TOLERANCE = 1e-5  # ismcts.py


def _outcome(s, rnd):
    """A chance outcome drawn by its integer weights."""
    outs = s.chance_outcomes()
    total = 0
    for _, w in outs:
        total += w
    r = rnd.randrange(total)
    for o, w in outs:
        r -= w
        if r < 0:
            return o
    raise ValueError("no weight")


def rollout(s, rnd, policy=None):
    """RandomRolloutEvaluator(n_rollouts=1): uniformly random moves (chance by weight) to the end, in place;
    policy(state) -> move, if given, picks the players' moves instead (a guided playout)."""
    while not s.is_over():
        if s.to_move() == CHANCE:
            s.apply(_outcome(s, rnd))
        elif policy is not None:
            s.apply(policy(s))
        else:
            legal = s.legal_moves()
            s.apply(legal[rnd.randrange(len(legal))])
    return s.returns()


class LevelPolicy:
    """Playouts by one of the game's own AI levels (games/<id>/ai.py, its noise from its own seeded Rng): the peers
    `mctse<N>`, `mctsn<N>`, `mctsh<N>` (Easy, Normal, Hard playouts; issue 36: MCTS-1000 with random playouts no
    longer wins a game of Cetkaik against Normal)."""

    def __init__(self, ai, level, seed):
        self.ai = ai
        self.level = level
        self.rng = Rng(seed)

    def __call__(self, state):
        return self.ai.choose(state, self.level, self.rng, _go)


def _go():
    return True


class _Node:
    """mcts.SearchNode: `player` made `move` into this node; `w` is the reward summed from that player's view."""
    __slots__ = ("move", "player", "n", "w", "outcome", "children")

    def __init__(self, move, player):
        self.move = move
        self.player = player
        self.n = 0
        self.w = 0.0
        self.outcome = None  # the returns list once proven (MCTS-Solver)
        self.children = None


class Uct:
    """MCTSBot over the engine: UCT, one random rollout per leaf, MCTS-Solver."""

    def __init__(self, seed=0, simulations=1000, uct_c=2.0, solve=True, max_utility=1.0, policy=None):
        self.rnd = random.Random(seed)
        self.policy = policy
        self.simulations = simulations
        self.c = uct_c
        self.solve = solve
        self.max_utility = max_utility
        self.name = "mcts%d" % simulations
        self.root = None  # the last search's root (tests read it)

    def choose(self, state):
        legal = state.legal_moves()
        if len(legal) == 1:
            return legal[0]
        root = self.root = self.search(state)
        best = None
        bk = None
        for ch in root.children:
            k = (0 if ch.outcome is None else ch.outcome[ch.player], ch.n, ch.w)
            if bk is None or k > bk:
                best, bk = ch, k
        return best.move

    def search(self, state):
        rnd = self.rnd
        c = self.c
        log = math.log
        sqrt = math.sqrt
        root = _Node(None, state.to_move())
        for _ in range(self.simulations):
            s = state.copy()
            node = root
            path = [root]
            while node.n > 0 and not s.is_over():
                p = s.to_move()
                children = node.children
                if children is None:
                    if p == CHANCE:
                        moves = [o for o, _ in s.chance_outcomes()]
                    else:
                        moves = list(s.legal_moves())
                    rnd.shuffle(moves)
                    children = node.children = [_Node(m, p) for m in moves]
                if p == CHANCE:
                    o = _outcome(s, rnd)
                    for node in children:
                        if node.move == o:
                            break
                else:
                    logn = log(node.n)
                    best = None
                    bv = -INF
                    for ch in children:
                        if ch.outcome is not None:
                            v = ch.outcome[ch.player]
                        elif ch.n == 0:
                            v = INF
                        else:
                            v = ch.w / ch.n + c * sqrt(logn / ch.n)
                        if v > bv:
                            bv = v
                            best = ch
                    node = best
                s.apply(node.move)
                path.append(node)
            if s.is_over():
                returns = s.returns()
                node.outcome = returns
                solved = self.solve
            else:
                returns = rollout(s, rnd, self.policy)
                solved = False
            self._backup(path, returns, solved)
            if root.outcome is not None:
                break
        return root

    def _backup(self, path, returns, solved):
        # A chance outcome's reward is seen from the nearest decision above it (the root's player at worst).
        viewer = []
        last = path[0].player
        for node in path:
            if node.player != CHANCE:
                last = node.player
            viewer.append(last)
        for i in range(len(path) - 1, -1, -1):
            node = path[i]
            node.w += returns[viewer[i]]
            node.n += 1
            if solved and node.children:
                player = node.children[0].player
                if player == CHANCE:
                    outcome = node.children[0].outcome
                    if outcome is not None and all(ch.outcome == outcome for ch in node.children):
                        node.outcome = outcome
                    else:
                        solved = False
                else:
                    best = None
                    all_solved = True
                    for ch in node.children:
                        if ch.outcome is None:
                            all_solved = False
                        elif best is None or ch.outcome[player] > best.outcome[player]:
                            best = ch
                    if best is not None and (all_solved or best.outcome[player] == self.max_utility):
                        node.outcome = best.outcome
                    else:
                        solved = False


class IsMcts:
    """ISMCTSBot over the engine, our determinize as the resampler. A node is [visits, {move: [visits, sum]}]
    (visits -1: not expanded yet)."""

    def __init__(self, seed=0, simulations=1000, uct_c=2.0):
        self.rnd = random.Random(seed)
        self.world_rng = Rng(seed + 2)
        self.simulations = simulations
        self.c = uct_c
        self.name = "ismcts%d" % simulations
        self.nodes = None  # the last search's tree (tests read it)
        self.worlds = 0  # determinize calls, all searches (tests read it)

    def choose(self, state):
        legal = state.legal_moves()
        if len(legal) == 1:
            return legal[0]
        me = state.to_move()
        nodes = self.nodes = {}
        root = nodes[(me, state.observe(me))] = [-1, {}]
        for _ in range(self.simulations):
            self.worlds += 1
            self._simulate(state.determinize(me, self.world_rng), nodes)
        children = root[1]
        most = -1
        best = []
        for m in legal:
            ch = children.get(m)
            if ch is None:
                continue
            if ch[0] > most:
                most = ch[0]
                best = [m]
            elif ch[0] == most:
                best.append(m)
        if not best:  # no sampled world reached a real legal move: ISMCTSBot's root holds them all at 0 visits
            best = legal
        return best[self.rnd.randrange(len(best))]

    def _simulate(self, s, nodes):
        rnd = self.rnd
        c = self.c
        path = []
        while True:
            if s.is_over():
                returns = s.returns()
                break
            p = s.to_move()
            if p == CHANCE:
                s.apply(_outcome(s, rnd))
                continue
            key = (p, s.observe(p))
            node = nodes.get(key)
            if node is None:
                node = nodes[key] = [-1, {}]
            if node[0] < 0:
                node[0] = 0
                returns = rollout(s, rnd)
                break
            legal = s.legal_moves()
            children = node[1]
            untried = [m for m in legal if m not in children]
            if untried:
                a = untried[rnd.randrange(len(untried))]
                ch = children[a] = [0, 0.0]
            else:
                total = 0
                for m in legal:
                    total += children[m][0]
                if total == 0:
                    a = legal[rnd.randrange(len(legal))]
                else:
                    logt = math.log(total)
                    vals = []
                    top = -INF
                    for m in legal:
                        n, w = children[m]
                        v = w / n + c * math.sqrt(logt / n)
                        vals.append(v)
                        if v > top:
                            top = v
                    cands = [legal[i] for i in range(len(legal)) if vals[i] > top - TIE_TOLERANCE]
                    a = cands[rnd.randrange(len(cands))]
                ch = children[a]
            node[0] += 1
            ch[0] += 1
            path.append((ch, p))
            s.apply(a)
        for ch, p in path:
            ch[1] += returns[p]


def make(rules, seed=0, simulations=1000, hidden=None):
    """The benchmark's peer for a game: IsMcts where observe() hides something, else Uct."""
    if hidden is None:
        from sim.peer.facts import hidden_information
        hidden = hidden_information(rules)
    return IsMcts(seed, simulations) if hidden else Uct(seed, simulations)
