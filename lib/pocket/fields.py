# The fields of the runtime's tuples and lists, named once. Never imported on the device: python -m sim.consts
# copies the names a module uses into it as compile-time constants (`_TITLE = const(1)`: folded by the compiler, no
# global on the heap), between "# consts from lib/pocket/fields.py" and "# end of consts".

# an entry of the games registry (games/registry.py, docs/ENGINE.md): (id, title, min_players, max_players, blurb,
# options)
ID = 0
TITLE = 1
MIN_PLAYERS = 2
MAX_PLAYERS = 3
BLURB = 4
OPTIONS = 5
SETTINGS = 6  # optional: the game's own settings on the Settings screen, each (key, label, value labels)
# an option of an entry: (key, label, values, value labels[, HOT_SEAT])
OPT_KEY = 0
OPT_LABEL = 1
OPT_VALUES = 2
OPT_VALUE_LABELS = 3
OPT_HOT_SEAT = 4  # present (the registry's HOT_SEAT) on an option that matters only when people play each other

# a recorded turn (pocket.match: Match.turn, Match.last_turn): the state's bytes before it (encode(): one block), the
# scores then, the move buffer, moves in it, the computer's seat or -1, its summary
T_BEFORE = 0
T_SCORES = 1
T_MOVES = 2
T_COUNT = 3
T_SEAT = 4
T_SAID = 5
