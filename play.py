# Runs the game chosen in the launcher, then reloads into the menu (code.py). Not meant to be started by hand.
from pocket.play import main


def install():
    # the games installed, games/registry.py's, handed to the runtime: lib imports no game
    # (in a function, not at this file's top: what the top's frame touches stays reachable to the collector, and a
    # match forgets the other games' entries)
    import games.registry
    from pocket import setup
    setup.GAMES = games.registry.GAMES


install()
main()
