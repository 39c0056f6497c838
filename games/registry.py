# The games the launcher lists, in menu order. See docs/ENGINE.md ("The games registry").
# (id, title, min_players, max_players, blurb, options); options: (key, label, values, value_labels)
GAMES = (
    ("bossa", "Bossa", 2, 2, "Dotted tiles climb two number lines", (("mode", "Rules", ("regular", "novice"), ("Regular", "Novice")), ("modifiers", "Modifiers", (0, 1), ("Off", "On")))),
)
