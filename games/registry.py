# The games the launcher lists, in menu order. See docs/ENGINE.md ("The games registry").
# (id, title, min_players, max_players, blurb, options); options: (key, label, values, value_labels, hints[, only]):
# hints say on the setup screen's bottom line what each value does (at most 26 characters); only = HOT_SEAT for an
# option that matters only when people play each other (hidden against the computer).
HOT_SEAT = 1
RAINY = "House setup: more rice"
DRY = "House setup: fewer pieces"
GAMES = (
    ("tanbo", "Tanbo", 2, 2, "Sow rice and snakes",
     (("setup", "Setup", tuple(range(12)),
       ("Standard", "Rainy 1", "Rainy 2", "Rainy 3", "Rainy 4", "Rainy 5", "Dry 1", "Dry 2", "Dry 3", "Dry 4",
        "Dry 5", "Random"),
       ("2 snakes in every paddy",) + (RAINY,) * 5 + (DRY,) * 5 + ("One of the 11 at random",)),)),
    ("cetkaik", "Cetkaik", 2, 2, "Pieces, sticks, hands",
     (("seasons", "Seasons", (4, 1, 2), ("4", "1", "2"), ("A full game: 4 seasons", "A short game: 1 season",
                                                       "A middle game: 2 seasons")),
      ("board", "Hot seat", (1, 0), ("Turn", "Keep"), ("Board turns to the mover", "Board stays one way up"),
       HOT_SEAT),
      ("rules", "Rules", ("official", "online"), ("Official", "cerke_online"),
       ("The 2023 official rules", "The cerke_online site's")))),
    ("rice", "Seasons of Rice", 2, 2, "Grow rice fields", ()),
    ("bossa", "Bossa", 2, 2, "Tiles climb 2 lines",
     (("mode", "Rules", ("regular", "novice"), ("Regular", "Novice"), ("The full rules", "Simpler: no tile limits")),
      ("modifiers", "Modifiers", (0, 1), ("Off", "On"), ("No Double/Invert tokens", "A Double or Invert, once")))),
    ("beans", "Bean Dice", 2, 5, "Bean dice for coins", ()),
)
