# Loaded with rules.py, kept apart so each engine module compiles from .py in a 64 KB heap (rules.py's head).
# Hands (役) of Cetkaik, scored from the pieces in a player's hand.
# score(pieces): pieces = [(colour, profession), ...] with strings ("red", "pawn"); returns (total, sorted names).
# score_counts(counts): the engine's form, counts = 20 small ints indexed colour * 10 + profession.
#
# A hand counts once, in its same-colour ("flash", +2) form when that form exists. The King is a wildcard for any
# other profession of its own colour (one role per hand, chosen hand by hand), but not in The Unbeatable.

PROFS = ("vessel", "pawn", "archer", "chariot", "tiger", "horse", "clerk", "shaman", "general", "king")
COLOURS = ("red", "black")
VE, PA, AR, CH, TI, HO, CL, SH, GE, KI = range(10)

# (name, points, needs: ((profession, count), ...)); index 0 and 5 are special (Unbeatable, King)
HANDS = (
    ("The Unbeatable", 50, ()),
    ("The Social Order", 10, ((GE, 1), (SH, 1), (CL, 1), (AR, 1), (PA, 1))),
    ("The Culture", 7, ((GE, 1), (SH, 1), (CL, 1))),
    ("The Cavalry", 5, ((HO, 1), (AR, 1), (PA, 1))),
    ("The Attack", 5, ((HO, 1), (CH, 1), (VE, 1))),
    ("The King", 3, ()),
    ("The Animals", 3, ((HO, 1), (TI, 1))),
    ("The Army", 3, ((GE, 1), (PA, 2))),
    ("The Comrades", 3, ((CH, 1), (PA, 2))),
    ("The Deadly Army", 3, ((PA, 5),)),
)
FLASH = " (flash)"
UNBEATABLE, KING_HAND = 0, 5


def _missing(needs, counts, base, other):
    # pieces lacking for `needs` using counts[base..] (+ counts[other..] when other >= 0)
    lack = 0
    for prof, n in needs:
        have = counts[base + prof]
        if other >= 0:
            have += counts[other + prof]
        if have < n:
            lack += n - have
    return lack


_LV = bytearray(10)  # levels() writes here: scoring allocates nothing (the AI scores thousands of hands)


def levels(counts, base=0):
    """Per hand: 0 absent, 1 plain, 2 same colour, for counts[base:base + 20]. Returns a shared bytearray of 10,
    overwritten by the next call."""
    out = _LV
    for h in range(10):
        out[h] = 0
    red_king = counts[base + KI]
    black_king = counts[base + 10 + KI]
    kings = (1 if red_king else 0) + (1 if black_king else 0)
    if kings:
        out[KING_HAND] = 2  # a lone King is always the same colour
    for h in range(1, 10):
        if h == KING_HAND:
            continue
        needs = HANDS[h][2]
        if _missing(needs, counts, base, -1) <= (1 if red_king else 0) or \
                _missing(needs, counts, base + 10, -1) <= (1 if black_king else 0):
            out[h] = 2
        elif _missing(needs, counts, base, base + 10) <= kings:
            out[h] = 1
    red_all = black_all = every = True
    for prof in range(10):
        r = counts[base + prof]
        b = counts[base + 10 + prof]
        if not r:
            red_all = False
        if not b:
            black_all = False
        if not r and not b:
            every = False
    if red_all or black_all:
        out[UNBEATABLE] = 2
    elif every:
        out[UNBEATABLE] = 1
    return out


def total_of(lv):
    t = 0
    for h in range(10):
        if lv[h]:
            t += HANDS[h][1] + (2 if lv[h] == 2 else 0)
    return t


def mask_of(lv):
    """Bit h: hand h held; bit 10 + h: held in the same colour. A new bit after a move = a new hand."""
    m = 0
    for h in range(10):
        if lv[h]:
            m |= 1 << h
            if lv[h] == 2:
                m |= 1 << (10 + h)
    return m


def total_counts(counts, base=0):
    return total_of(levels(counts, base))


def mask_counts(counts, base=0):
    return mask_of(levels(counts, base))


def names_of(lv):
    out = []
    for h in range(10):
        if lv[h]:
            out.append(HANDS[h][0] + (FLASH if lv[h] == 2 else ""))
    out.sort()
    return out


def score(pieces):
    counts = bytearray(20)
    for colour, prof in pieces:
        counts[COLOURS.index(colour) * 10 + PROFS.index(prof)] += 1
    lv = levels(counts)
    return total_of(lv), names_of(lv)


def names_counts(counts, base=0):
    return names_of(levels(counts, base))
