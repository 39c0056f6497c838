# Pocket Tabletop: the launcher the handheld runs at boot (games run in play.py with a fresh heap).
from pocket.launcher import main


def install():
    # the games installed, games/registry.py's, handed to the runtime: lib imports no game
    import games.registry
    from pocket import setup
    setup.GAMES = games.registry.GAMES


install()
main()
