"""Desktop-only code. Here at the top: the simulator (python -m sim: runner, device, display, window, png) and the
generic tools that drive every registered game (art, shots, invariants, fuzz, selfplay, movelist,
fingerprint). In rooms: games/<id>/ each game's desktop parts, deploy/, twin/, bench/, peer/."""
