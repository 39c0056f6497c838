# AI for the reference game (Pig to 20): hold at a threshold (Easy), MCTS (Normal, Hard).
from tests.refgame.search import Mcts

LEVELS = ("Easy", "Normal", "Hard")
_mcts = [None]


def choose(state, level, rng, poll):
    if level == 0:
        return 1 if state.turn_total >= 8 or state.score[state.player] + state.turn_total >= 20 else 0
    if _mcts[0] is None:
        _mcts[0] = Mcts(max_nodes=600)
    return _mcts[0].search(state, rng, iterations=(60, 300)[level - 1], poll=poll)
