"""What Seasons of Rice wants of the device twin's scenarios (sim/twin/scenarios.py)."""
REMATCH = True  # the twin's "rematch" scenario plays this game twice (a short game against the computer)
