from tests.refgame.ai import LEVELS, choose  # noqa: F401
