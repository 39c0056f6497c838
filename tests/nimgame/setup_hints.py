# What each value of Nim's setup option does (the setup screen's bottom line).
HINTS = {"stones": ("A short game: 7 stones", "A longer game: 10 stones")}
