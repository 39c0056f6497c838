"""What a game's engine shows about itself in seeded random games (no pyspiel needed): OpenSpiel's up-front facts
and whether the game hides information (which peer plays it: MCTS or information-set MCTS)."""
from pocket.rng import Rng
from pocket.verbs import CHANCE


def probe(rules, players=2, options=None, seeds=12, max_moves=20000):
    """Facts OpenSpiel wants up front, learned from seeded random games: the largest decision move and chance
    outcome, the longest game, and whether any observation hides something (observe(p) != encode())."""
    options = options or {}
    facts = {"max_action": 0, "max_outcome": 0, "max_length": 0, "hidden": False}
    for seed in range(seeds):
        rng = Rng(1000 + seed)
        s = rules.new_game(seed=seed, players=players, **options)
        n = 0
        while not s.is_over() and n < max_moves:
            p = s.to_move()
            if p == CHANCE:
                outs = s.chance_outcomes()
                facts["max_outcome"] = max(facts["max_outcome"], max(o for o, _ in outs))
                m = rng.weighted(outs)
            else:
                legal = s.legal_moves()
                facts["max_action"] = max(facts["max_action"], max(legal))
                if not facts["hidden"] and n % 3 == 0:
                    enc = s.encode()
                    for q in range(players):
                        if s.observe(q) != enc:
                            facts["hidden"] = True
                m = rng.choice(legal)
            s.apply(m)
            n += 1
        facts["max_length"] = max(facts["max_length"], n)
    return facts


_HIDDEN = {}


def hidden_information(rules, players=2, options=None):
    """True when some observe(p) differs from encode() in seeded random games (cached per rules module)."""
    key = (rules.__name__, players, tuple(sorted((options or {}).items())))
    if key not in _HIDDEN:
        _HIDDEN[key] = probe(rules, players, options)["hidden"]
    return _HIDDEN[key]
