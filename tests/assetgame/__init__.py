# Pig whose view needs a sprite sheet that is missing or damaged: proves the readable error screen.
