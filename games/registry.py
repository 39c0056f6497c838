# The games the launcher lists, in menu order. See docs/ENGINE.md ("The games registry").
# (id, title, min_players, max_players, blurb, options); options: (key, label, values, value_labels)
GAMES = (
    ("rice", "Seasons of Rice", 2, 2, "Draft rice cards, grow your land, close fields", ()),
)
