# What each value of Bean Dice's own setting does (the Settings screen's bottom line, at most 26 characters a
# value). Imported by the launcher alone while a setup or Settings screen is open: a game's heap never holds it.
HINTS = {"autoclaim": ("Bean Dice: you pick claims", "Bean Dice: claimed for you")}
