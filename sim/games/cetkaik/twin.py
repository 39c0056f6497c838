"""What Cetkaik wants of the device twin's scenarios (sim/twin/scenarios.py)."""
# hot seat over one season (the Seasons row's first RIGHT): two button-mashers need ~17,000 presses for four
HOTSEAT_OPTIONS = {0: 1}
