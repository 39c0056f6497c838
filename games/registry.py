# The games the launcher lists, in menu order. See docs/ENGINE.md ("The games registry").
# (id, title, min_players, max_players, blurb, options); options: (key, label, values, value_labels)
GAMES = (
    ("beans", "Bean Dice", 2, 5, "Roll 7 bean dice, fill harvest contracts, sell for coins: 13 wins", ()),
)
