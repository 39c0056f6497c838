"""Desktop-only tools: the simulator, deploy, art pipeline, MicroPython runner, benchmarks."""
