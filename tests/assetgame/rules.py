from tests.refgame.rules import *  # noqa: F401,F403
from tests.refgame.rules import decode, new_game  # noqa: F401
