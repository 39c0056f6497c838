# Pig with a computer player that thinks until it is told to stop: proves B makes the computer hurry.
