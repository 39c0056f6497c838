"""What the benchmark (sim/bench) holds Cetkaik to, where it differs from every game's."""
NORMAL_TARGET_S = 2.0  # device seconds per Normal decision (p95): its search looks at more moves (issue 16)
