"""Our AI against peers on CPython: OpenSpiel's Python MCTSBot (random rollouts) or, for games with hidden
information, ISMCTSBot with our determinize as resampler; and uniform random. Seats are swapped: game 2k and
2k+1 share seed k, our AI sits in seat 0 in the first and seat 1 in the second.

Also times every one of our AI's decisions on CPython (ms of thread CPU time), the second opinion next to the
MicroPython times.
"""
import time

from pocket.rng import Rng
from pocket.verbs import CHANCE
from sim.bench import catalog


class Deadline(Exception):
    """The time budget ran out in the middle of a game: the game is dropped, not counted."""


class RandomPeer:
    name = "random"

    def __init__(self, seed):
        self.rng = Rng(seed ^ 0x5A5A)

    def choose(self, state):
        return self.rng.choice(state.legal_moves())


class OpenSpielPeer:
    """MCTSBot (perfect information) or ISMCTSBot (hidden information) on the adapted game."""

    def __init__(self, game_id, rules, seed, simulations=1000, uct_c=2.0):
        import numpy as np
        from open_spiel.python.algorithms import ismcts, mcts
        from sim.peer import openspiel_game as og
        self.og = og
        self.game = og.register(rules, game_id)
        self.hidden = self.game.facts["hidden"]
        evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed))
        if self.hidden:
            self.name = "ismcts%d" % simulations
            self.bot = ismcts.ISMCTSBot(self.game, evaluator, uct_c, simulations,
                                        random_state=np.random.RandomState(seed + 1),
                                        allow_inconsistent_action_sets=True)
            self.bot.set_resampler(og.resampler(seed + 2))
        else:
            self.name = "mcts%d" % simulations
            self.bot = mcts.MCTSBot(self.game, uct_c, simulations, evaluator,
                                    random_state=np.random.RandomState(seed + 1), solve=True)

    def choose(self, state):
        legal = state.legal_moves()
        if len(legal) == 1:
            return legal[0]
        return int(self.bot.step(self.og.wrap(self.game, state.copy())))


def make_peer(kind, game_id, rules, seed, simulations=1000):
    if kind == "random":
        return RandomPeer(seed)
    if kind == "mcts":
        return OpenSpielPeer(game_id, rules, seed, simulations)
    raise ValueError("unknown peer %r" % kind)


def play(game_id, level, peer_kind, seed, our_seat, simulations=1000, max_moves=20000, deadline=None):
    """One game. Returns {"score": our return (1 win, 0.5 draw, 0 loss), "ms": [our decision times], ...}."""
    rules, ai = catalog.load(game_id)
    peer = make_peer(peer_kind, game_id, rules, seed * 2 + our_seat, simulations)
    rng = Rng(seed * 7919 + 17 + our_seat)
    chance_rng = Rng(seed * 104729 + 3)  # same dice for both seatings of a seed
    state = rules.new_game(seed=seed, players=2)
    ms = []
    n = 0

    def poll():
        return True

    while not state.is_over():
        if n >= max_moves:
            raise RuntimeError("%s seed %d: no end after %d moves" % (game_id, seed, max_moves))
        if deadline is not None and time.time() > deadline:
            raise Deadline()
        p = state.to_move()
        if p == CHANCE:
            move = chance_rng.weighted(state.chance_outcomes())
        elif p == our_seat:
            t0 = time.thread_time()  # CPU time: other processes on the machine do not inflate it
            move = ai.choose(state, level, rng, poll)
            ms.append((time.thread_time() - t0) * 1000.0)
        else:
            move = peer.choose(state)
        state.apply(move)
        n += 1
    return {"score": float(state.returns()[our_seat]), "ms": ms, "moves": n, "peer": peer.name,
            "scores": state.scores()}


def play_pair(args):
    """Both seatings of one seed (a multiprocessing task). Returns (key, [result, result])."""
    game_id, level, peer_kind, seed, simulations = args[:5]
    deadline = args[5] if len(args) > 5 else None
    out = []
    for seat in (0, 1):
        try:
            out.append(play(game_id, level, peer_kind, seed, seat, simulations, deadline=deadline))
        except Deadline:
            return (game_id, level, peer_kind), []  # half a pair would unbalance the seats
        except Exception as exc:  # a crash is a result to report, not a reason to lose the whole run
            out.append({"error": "%s: %s (seed %d, seat %d)" % (type(exc).__name__, exc, seed, seat)})
    return (game_id, level, peer_kind), out


def conformance(game_id, sims=5):
    """pyspiel.random_sim_test on the adapted game: (ok, message)."""
    import pyspiel
    from sim.peer import openspiel_game as og
    rules, _ = catalog.load(game_id)
    try:
        game = og.register(rules, game_id)
        pyspiel.random_sim_test(game, num_sims=sims, serialize=False, verbose=False)
    except Exception as exc:  # report, do not stop the benchmark
        return False, "%s: %s" % (type(exc).__name__, str(exc).splitlines()[0][:200] if str(exc) else "")
    return True, "%d simulations" % sims
