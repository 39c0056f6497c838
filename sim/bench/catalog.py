"""Which games exist (games/registry.py plus the reference game) and where their modules are."""
import importlib
import os

REFGAME = "refgame"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def registered():
    """[(id, title)] in menu order."""
    from games.registry import GAMES
    return [(g[0], g[1]) for g in GAMES]


def missing():
    """Registered games whose rules are not there (games/<id>/rules.py): listed, not run."""
    return [(i, t) for i, t in registered() if not os.path.exists(os.path.join(ROOT, "games", i, "rules.py"))]


def module_names(game_id):
    """(rules module, ai module) dotted names."""
    if game_id == REFGAME:
        return "tests.refgame.rules", "tests.refgame.ai"
    return "games.%s.rules" % game_id, "games.%s.ai" % game_id


def load(game_id):
    """(rules, ai) modules; ai is None when the game has no AI module yet."""
    rules_name, ai_name = module_names(game_id)
    rules = importlib.import_module(rules_name)
    try:
        ai = importlib.import_module(ai_name)
    except ImportError as exc:
        if ai_name not in str(exc) and ai_name.split(".")[-1] not in str(exc):
            raise
        ai = None
    return rules, ai


def select(names=None, with_refgame=False):
    """Game ids to run: the named ones (in that order) or every registered game."""
    ids = [i for i, _ in registered()]
    if names:
        unknown = [n for n in names if n not in ids and n != REFGAME]
        if unknown:
            raise SystemExit("unknown game(s): %s (registered: %s)" % (", ".join(unknown), ", ".join(ids)))
        return list(names)
    return ([REFGAME] if with_refgame else []) + ids


def title(game_id):
    if game_id == REFGAME:
        return "Pig (reference)"
    for i, t in registered():
        if i == game_id:
            return t
    return game_id
