"""Each game's desktop-side parts: one package per game id of games/registry.py, the same file names in each
(docs/ENGINE.md, "Adding a game"). The generic tools (sim.art, sim.shots, sim.invariants) find them with part()."""
import importlib


def part(game_id, name):
    """The module sim/games/<game_id>/<name>.py, or None when the game has no such part."""
    full = "sim.games.%s.%s" % (game_id, name)
    try:
        return importlib.import_module(full)
    except ModuleNotFoundError as exc:
        if exc.name is None or not (full + ".").startswith(exc.name + "."):
            raise  # the part exists but something it imports does not: a real error
        return None
