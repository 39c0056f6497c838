# What each value of Bossa's setup options does, for the setup screen's bottom line (at most 26 characters a hint,
# one a value in the registry's order). Imported by the launcher alone while a setup screen is open, so a game's
# heap never holds these words. An option with no hints here shows an empty line.
HINTS = {"mode": ("The full rules", "Simpler: no tile limits"),
         "modifiers": ("No Double/Invert tokens", "A Double or Invert, once")}
