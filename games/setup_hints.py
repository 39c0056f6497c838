# What each value of a game's setup options does, for the setup screen's bottom line (at most 26 characters a
# hint, one a value in the registry's order). Imported by the launcher alone while a setup screen is open, so a
# game's heap never holds these words. An option with no hints here shows an empty line.
RAINY = "House setup: more rice"
DRY = "House setup: fewer pieces"
HINTS = {
    "tanbo": {"setup": ("2 snakes in every paddy",) + (RAINY,) * 5 + (DRY,) * 5 + ("One of the 11 at random",)},
    "cetkaik": {"seasons": ("A full game: 4 seasons", "A short game: 1 season", "A middle game: 2 seasons"),
                "board": ("Board turns to the mover", "Board stays one way up"),
                "rules": ("The 2023 official rules", "cerke_online site's rules")},
    "bossa": {"mode": ("The full rules", "Simpler: no tile limits"),
              "modifiers": ("No Double/Invert tokens", "A Double or Invert, once")},
}
