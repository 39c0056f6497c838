"""Helpers shared by the tests of every room: the engine-contract checks (contract) and the headless screen helpers (simtools)."""
