# What each value of Tanbo's setup options does, for the setup screen's bottom line (at most 26 characters a hint,
# one a value in the registry's order). Imported by the launcher alone while a setup screen is open, so a game's
# heap never holds these words. An option with no hints here shows an empty line.
RAINY = "House setup: more rice"
DRY = "House setup: fewer pieces"
HINTS = {"setup": ("2 snakes in every paddy",) + (RAINY,) * 5 + (DRY,) * 5 + ("One of the 11 at random",)}
