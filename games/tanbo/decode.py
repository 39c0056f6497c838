# Validation of a decoded Tanbo state: a save is only accepted if every piece is accounted for and the phase
# makes sense, so a corrupt save can never crash the game later. Imported only by rules.decode(), which also checks
# that the state has a legal move (this module takes nothing from rules: no import circle).
from games.tanbo import layout as L


def check_bytes(b):
    def bad(why):
        raise ValueError("bad Tanbo state: " + why)

    ph = b[L.PHASE]
    # a game that ends during a trim sweep keeps the sweep's cursor one past the last paddy
    if ph > L.OVER or b[L.PLAYER] > 1 or b[L.CURSOR] > (5 if ph == L.OVER else 4) or b[L.LAST] > 4:
        bad("phase/player/cursor")
    if b[L.CHAIN] > L.MAX_CHAIN or b[L.TURNS] > L.MAX_TURNS or b[L.SEASON] > 10 or b[L.REASON] > L.END_TURNS:
        bad("counters")
    if b[L.PURPOSE] not in (L.A_CULTIVATE, L.A_SOW, 0):
        bad("purpose")
    if b[L.PICK] != L.NONE and b[L.PICK] > 24:
        bad("pick")
    if b[L.HAND + L.FARMER] > 1:
        bad("farmer in hand")
    # every piece accounted for, colour by colour
    snakes = b[L.RESERVE] + b[L.HAND]
    rice = [b[L.BAG], b[L.BAG + 1], b[L.BAG + 2]]
    for p in range(2):
        for i in range(5):
            at = (p * 5 + i) * 4
            snakes += b[at]
            for c in range(3):
                rice[c] += b[at + 1 + c]
        for c in range(3):
            rice[c] += b[L.STORE + p * 3 + c]
    for c in range(3):
        rice[c] += b[L.HAND + 1 + c]
    if snakes != L.SNAKES_TOTAL or tuple(rice) != L.BAG_START:
        bad("pieces not conserved")
    mover = b[L.PLAYER]
    for p in range(2):
        f = b[L.FARM + p]
        if f > L.OFF:
            bad("farmer")
        in_hand = ph == L.SOW and p == mover and b[L.HAND + L.FARMER]
        unplaced = ph == L.SETUP and (p == 1 or mover == 0)
        if (f == L.OFF) != bool(in_hand or unplaced):
            bad("farmer position")
    if ph != L.SOW and sum(b[L.HAND:L.HAND + 5]):
        bad("pieces in hand outside sowing")
    if ph == L.OVER:
        if b[L.WINNER] > 2 or b[L.REASON] == 0:
            bad("result")
        return
    if b[L.WINNER] != L.NONE:
        bad("winner while playing")
    if ph in (L.HARVEST, L.DRAW, L.REST, L.EXCESS) and b[L.PENDING] == 0:
        bad("nothing pending")
    if ph == L.DRAW and b[L.PENDING] > b[L.BAG] + b[L.BAG + 1] + b[L.BAG + 2]:
        bad("more draws than rice in the bag")
    if (ph == L.SWAP2) != (b[L.PICK] != L.NONE):
        bad("swap pick")
