"""Any engine of docs/ENGINE.md as a pure-Python OpenSpiel game (desktop only, needs open-spiel).

    game = register(rules_module, "tanbo")          # -> pyspiel.Game, registered as "pocket_tanbo"
    state = wrap(game, rules.new_game(seed=3))      # a pyspiel.State around our engine state
    engine = unwrap(state)

Moves and chance outcomes keep their engine integers as OpenSpiel action ids, so an action means the same thing
in every sampled world (ISMCTS relies on that). Chance stays explicit (EXPLICIT_STOCHASTIC): OpenSpiel sees our
chance nodes and their weights as probabilities. Whatever `new_game(seed)` decides before the first decision is
not chance in OpenSpiel's eyes: the game's `seed` parameter picks it. Hidden information is exposed through
information-state strings built from `observe(player)`, and `resampler()` turns our `determinize` into the
resampler ISMCTSBot asks for. Returns stay in 0..1 (constant-sum 1), as the engine gives them.
"""
import numpy as np
import pyspiel

from pocket.rng import Rng
from pocket.verbs import CHANCE, TERMINAL
from sim.peer.facts import probe  # noqa: F401 (part of this module's interface)

_GAMES = {}  # short_name -> (rules, facts)


def short_name(game_id):
    return "pocket_%s" % game_id


def register(rules, game_id, players=2, options=None, facts=None):
    """Register `rules` with pyspiel (once per process) and return a pyspiel.Game for it."""
    name = short_name(game_id)
    if name not in _GAMES:
        facts = facts or probe(rules, players, options)
        hidden = facts["hidden"]
        game_type = pyspiel.GameType(
            short_name=name,
            long_name="Pocket Tabletop %s" % game_id,
            dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
            chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
            information=(pyspiel.GameType.Information.IMPERFECT_INFORMATION if hidden
                         else pyspiel.GameType.Information.PERFECT_INFORMATION),
            utility=pyspiel.GameType.Utility.CONSTANT_SUM,
            reward_model=pyspiel.GameType.RewardModel.TERMINAL,
            max_num_players=players,
            min_num_players=players,
            provides_information_state_string=True,
            provides_information_state_tensor=False,
            provides_observation_string=True,
            provides_observation_tensor=False,
            parameter_specification={"seed": 0},
        )
        # Generous margins: a live game may go a little past what the random probe saw.
        info = pyspiel.GameInfo(
            num_distinct_actions=max(16, 2 * (facts["max_action"] + 1)),
            max_chance_outcomes=max(16, 2 * (facts["max_outcome"] + 1)),
            num_players=players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=1.0,
            max_game_length=max(64, 3 * facts["max_length"]),
        )
        _GAMES[name] = (rules, facts, players, dict(options or {}))

        # A class per game (not a closure): pyspiel keeps the factory until the interpreter exits.
        cls = type("PocketGame_%s" % game_id, (PocketGame,), {"TYPE": game_type, "INFO": info, "NAME": name})
        pyspiel.register_game(game_type, cls)
    return pyspiel.load_game(name)


class PocketGame(pyspiel.Game):
    TYPE = INFO = NAME = None  # set on the per-game subclass

    def __init__(self, params=None):
        super().__init__(self.TYPE, self.INFO, params or {})
        rules, facts, players, options = _GAMES[self.NAME]
        self.rules = rules
        self.facts = facts
        self.engine_players = players
        self.options = options
        self.seed = int((params or {}).get("seed", 0))

    def new_initial_state(self):
        return PocketState(self)

    def make_py_observer(self, iig_obs_type=None, params=None):
        return PocketObserver(iig_obs_type)


class PocketState(pyspiel.State):
    def __init__(self, game, engine=None):
        super().__init__(game)
        if engine is None:
            engine = game.rules.new_game(seed=game.seed, players=game.engine_players, **game.options)
        self._s = engine

    def current_player(self):
        p = self._s.to_move()
        if p == CHANCE:
            return pyspiel.PlayerId.CHANCE
        if p == TERMINAL:
            return pyspiel.PlayerId.TERMINAL
        return p

    def _legal_actions(self, player):
        return sorted(self._s.legal_moves())

    def chance_outcomes(self):
        outs = self._s.chance_outcomes()
        total = float(sum(w for _, w in outs))
        return [(o, w / total) for o, w in sorted(outs)]

    def _apply_action(self, action):
        self._s.apply(int(action))

    def _action_to_string(self, player, action):
        try:
            return "%s(%d)" % (self._s.move_text(int(action)), action)
        except Exception:  # OpenSpiel may name an action of another state (history printing)
            return "move %d" % action

    def is_terminal(self):
        return self._s.is_over()

    def returns(self):
        if not self._s.is_over():
            return [0.0] * self._s.players
        return [float(x) for x in self._s.returns()]

    def __str__(self):
        return self._s.encode().hex()


class PocketObserver:
    """Strings from observe(player): the engine promises that equal observations are indistinguishable."""

    def __init__(self, iig_obs_type):
        self.tensor = np.zeros(0, np.float32)
        self.dict = {}

    def set_from(self, state, player):
        pass

    def string_from(self, state, player):
        return "p%d %s" % (player, state._s.observe(player).hex())


def wrap(game, engine_state):
    return PocketState(game, engine_state)


def unwrap(state):
    return state._s


def resampler(seed=0):
    """ISMCTSBot.set_resampler callback: a world consistent with what `player` sees, from our determinize."""
    rng = Rng(seed)

    def resample(state, player):
        game = state.get_game()
        return PocketState(game, state._s.determinize(player, rng))

    return resample
