"""Desktop-only peers for measuring our AI: an OpenSpiel adapter for every game of the engine contract."""
