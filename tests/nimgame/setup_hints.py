# What each value of Nim's setup option and own setting does (the setup and Settings screens' bottom line).
HINTS = {"stones": ("A short game: 7 stones", "A longer game: 10 stones"),
         "nimpace": ("Stones drawn as they are", "Stones with their count")}
