"""Each game's desktop-side parts, one package per game id of games/registry.py (docs/ENGINE.md, "Adding a game")."""
