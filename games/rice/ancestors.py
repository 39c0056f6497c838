# Texts only the screens need (kept out of the engine's RAM). ANC_TEXT[i]: what ancestor i does (imported only
# while the ancestors are chosen).

ANC_TEXT = (
    "Closing an empty field scores double",
    "End: +2 per farmer in an open field",
    "End: +2 per closed field",
    "End: +3 per closed farmer+buffalo+house set",
    "+2 when you close a field of size 1",
    "End: +2 per house",
    "End: open buffalo +1 instead of -1",
    "End: largest closed field scores its size again",
    "+2 per field closed in the wet season",
    "+2 per field closed in the dry season",
    "Farmer groups count one extra farmer",
    "Buffalo in closed fields score 3",
    "End: +5 with 4 or more closed fields",
    "End: +1 per square of your largest open field",
    "You always start the dry season",
    "Houses add 2 to a field's size",
    "End: +2 per closed field of size 5+",
    "End: +3 per closed field with farmer and buffalo",
)
