# Validation of a decoded Tanbo state: a save is only accepted if every piece is accounted for and the phase
# makes sense, so a corrupt save can never crash the game later. Imported only by rules.decode().
from games.tanbo import rules as R


def check_bytes(b):
    def bad(why):
        raise ValueError("bad Tanbo state: " + why)

    ph = b[R.PHASE]
    # a game that ends during a trim sweep keeps the sweep's cursor one past the last paddy
    if ph > R.OVER or b[R.PLAYER] > 1 or b[R.CURSOR] > (5 if ph == R.OVER else 4) or b[R.LAST] > 4:
        bad("phase/player/cursor")
    if b[R.CHAIN] > R.MAX_CHAIN or b[R.TURNS] > R.MAX_TURNS or b[R.SEASON] > 10 or b[R.REASON] > R.END_TURNS:
        bad("counters")
    if b[R.PURPOSE] not in (R.A_CULTIVATE, R.A_SOW, 0):
        bad("purpose")
    if b[R.PICK] != R.NONE and b[R.PICK] > 24:
        bad("pick")
    if b[R.HAND + R.FARMER] > 1:
        bad("farmer in hand")
    # every piece accounted for, colour by colour
    snakes = b[R.RESERVE] + b[R.HAND]
    rice = [b[R.BAG], b[R.BAG + 1], b[R.BAG + 2]]
    for p in range(2):
        for i in range(5):
            at = (p * 5 + i) * 4
            snakes += b[at]
            for c in range(3):
                rice[c] += b[at + 1 + c]
        for c in range(3):
            rice[c] += b[R.STORE + p * 3 + c]
    for c in range(3):
        rice[c] += b[R.HAND + 1 + c]
    if snakes != R.SNAKES_TOTAL or tuple(rice) != R.BAG_START:
        bad("pieces not conserved")
    mover = b[R.PLAYER]
    for p in range(2):
        f = b[R.FARM + p]
        if f > R.OFF:
            bad("farmer")
        in_hand = ph == R.SOW and p == mover and b[R.HAND + R.FARMER]
        unplaced = ph == R.SETUP and (p == 1 or mover == 0)
        if (f == R.OFF) != bool(in_hand or unplaced):
            bad("farmer position")
    if ph != R.SOW and sum(b[R.HAND:R.HAND + 5]):
        bad("pieces in hand outside sowing")
    if ph == R.OVER:
        if b[R.WINNER] > 2 or b[R.REASON] == 0:
            bad("result")
        return
    if b[R.WINNER] != R.NONE:
        bad("winner while playing")
    if ph in (R.HARVEST, R.DRAW, R.REST, R.EXCESS) and b[R.PENDING] == 0:
        bad("nothing pending")
    if ph == R.DRAW and b[R.PENDING] > b[R.BAG] + b[R.BAG + 1] + b[R.BAG + 2]:
        bad("more draws than rice in the bag")
    if (ph == R.SWAP2) != (b[R.PICK] != R.NONE):
        bad("swap pick")
    if not R.State(b).legal_moves():
        bad("no legal move")
