# The games the launcher lists, in menu order. See docs/ENGINE.md ("The games registry"): code.py and play.py hand
# it to the runtime. (id, title, min_players, max_players, blurb, options[, settings]); options: (key, label,
# values, value_labels[, HOT_SEAT]) (the fields are named in lib/pocket/fields.py): HOT_SEAT marks an option that
# matters only when people play each other (hidden against the computer); settings: the game's own rows of the
# Settings screen, (key, label, value_labels), kept with the runtime's (the view reads app.settings.get(key)). What
# each value does is said from the game's games/<id>/setup_hints.py (the launcher's alone: a game's heap never holds
# those words).
HOT_SEAT = 1
GAMES = (
    ("tanbo", "Tanbo", 2, 2, "Sow rice and snakes",
     (("setup", "Setup", tuple(range(12)),
       ("Standard", "Rainy 1", "Rainy 2", "Rainy 3", "Rainy 4", "Rainy 5", "Dry 1", "Dry 2", "Dry 3", "Dry 4",
        "Dry 5", "Random")),)),
    ("cetkaik", "Cetkaik", 2, 2, "Pieces, sticks, hands",
     (("seasons", "Seasons", (4, 1, 2), ("4", "1", "2")), ("board", "Hot seat", (1, 0), ("Turn", "Keep"), HOT_SEAT),
      ("rules", "Rules", ("official", "online"), ("Official", "cerke_online")))),
    ("rice", "Seasons of Rice", 2, 2, "Grow rice fields", ()),
    ("bossa", "Bossa", 2, 2, "Tiles climb 2 lines",
     (("mode", "Rules", ("regular", "novice"), ("Regular", "Novice")),
      ("modifiers", "Modifiers", (0, 1), ("Off", "On")))),
    ("beans", "Bean Dice", 2, 5, "Bean dice for coins", (), (("autoclaim", "Auto-claim", ("Off", "On")),)),
)
