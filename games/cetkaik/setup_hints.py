# What each value of Cetkaik's setup options does, for the setup screen's bottom line (at most 26 characters a hint,
# one a value in the registry's order). Imported by the launcher alone while a setup screen is open, so a game's
# heap never holds these words. An option with no hints here shows an empty line.
HINTS = {"seasons": ("A full game: 4 seasons", "A short game: 1 season", "A middle game: 2 seasons"),
         "board": ("Board turns to the mover", "Board stays one way up"),
         "rules": ("The 2023 official rules", "cerke_online site's rules")}
