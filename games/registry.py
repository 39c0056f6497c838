# The games the launcher lists, in menu order. See docs/ENGINE.md ("The games registry").
# (id, title, min_players, max_players, blurb, options); options: (key, label, values, value_labels)
GAMES = (
    ("cetkaik", "Cetkaik", 2, 2, "Pieces, sticks and hands", (("seasons", "Seasons", (4, 1, 2), ("4", "1", "2")), ("board", "Hot seat", (1, 0), ("Turn", "Keep")))),
)
