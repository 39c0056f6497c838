from tests.refgame.view import View  # noqa: F401
