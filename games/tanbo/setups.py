# Starting positions. The rulebook's seasonal setups are not public: the ten below are house setups
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
