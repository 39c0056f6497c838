# Starting positions, loaded and dropped at each new game (rules.new_game runs build(): pocket.modules.run).
# The rulebook's seasonal setups are not public: the ten below are house setups
# (docs/rules/tanbo.md). Each is five (snakes, rice) pairs for paddies 0..4, the same for both players.
STANDARD = 0
RANDOM = 11

SETUPS = (
    ((2, 0), (2, 0), (2, 0), (2, 0), (2, 0)),  # standard: 2 snakes in every paddy
    # Rainy season (Taueki): more pieces on the board
    ((2, 1), (2, 1), (2, 1), (2, 1), (2, 1)),
    ((1, 1), (2, 1), (1, 2), (2, 1), (1, 1)),
    ((2, 0), (1, 2), (2, 0), (1, 2), (2, 2)),
    ((2, 1), (1, 0), (2, 2), (1, 0), (2, 1)),
    ((2, 2), (2, 0), (1, 1), (2, 0), (2, 1)),
    # Dry season (Tayasumi): fewer pieces
    ((2, 0), (3, 0), (0, 0), (3, 0), (2, 0)),
    ((2, 0), (2, 0), (0, 0), (2, 0), (2, 0)),
    ((3, 0), (2, 0), (0, 0), (2, 0), (3, 0)),
    ((1, 0), (2, 0), (3, 0), (2, 0), (1, 0)),
    ((4, 0), (0, 0), (2, 0), (2, 0), (2, 0)),
)

NAMES = ("Standard", "Rainy 1", "Rainy 2", "Rainy 3", "Rainy 4", "Rainy 5",
         "Dry 1", "Dry 2", "Dry 3", "Dry 4", "Dry 5", "Random")


def build(seed, setup):
    """The state bytearray of a new game: the setup's pieces (rice drawn blind from the bag with the seed),
    farmers not yet placed, player 0 to place first."""
    from pocket.rng import Rng
    from games.tanbo.layout import (BAG, BAG_START, FARM, OFF, RESERVE, SNAKES_TOTAL, PHASE, SETUP, PLAYER,
                                    WINNER, PICK, SEASON, NONE, SIZE)
    rng = Rng(seed)
    if setup == RANDOM:
        setup = 1 + rng.below(10)  # one of the ten seasonal setups
    b = bytearray(SIZE)
    for c in range(3):
        b[BAG + c] = BAG_START[c]
    snakes = 0
    for p in range(2):
        for i in range(5):
            s, r = SETUPS[setup][i]
            at = (p * 5 + i) * 4
            b[at] = s
            snakes += s
            for _ in range(r):
                c = rng.weighted([(c, b[BAG + c - 1]) for c in (1, 2, 3) if b[BAG + c - 1]])
                b[BAG + c - 1] -= 1
                b[at + c] += 1
        b[FARM + p] = OFF
    b[RESERVE] = SNAKES_TOTAL - snakes
    b[PHASE] = SETUP
    b[PLAYER] = 0
    b[WINNER] = NONE
    b[PICK] = NONE
    b[SEASON] = setup
    return b
