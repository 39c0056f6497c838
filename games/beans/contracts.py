# Bean dice and the contract grammar (data and checks only: no display, runs under MicroPython). Loaded with
# rules.py and never dropped; a leaf of its own because cards.py and decode.py, which rules.py imports, read it
# without importing rules back (no import circle).
# Varieties, in this order everywhere: green, soy, red, chinese, blue, brown, broken.
# A contract is one small int: kind in the low 4 bits, parameters above (see the K_* comments).
GREEN, SOY, RED, CHINESE, BLUE, BROWN, BROKEN = 0, 1, 2, 3, 4, 5, 6
NAMES = ("green", "soy", "red", "chinese", "blue", "brown", "broken")
LETTERS = "GSRCBNX"

# House dice (shared/notes/games.md): 4 white then 3 cream; 6 faces each.
WHITE = (BLUE, BLUE, BROKEN, BROKEN, BROWN, SOY)
CREAM = (BLUE, GREEN, GREEN, RED, CHINESE, SOY)
DICE = (WHITE, WHITE, WHITE, WHITE, CREAM, CREAM, CREAM)
N_WHITE = 4
N_CREAM = 3

K_EXACT = 0    # at least k_v of each variety v: 3 bits a variety from bit 4
K_DIFF = 1     # at least n different varieties (n at bit 4)
K_KIND = 2     # n of one variety of your choice (n at bit 4)
K_FULL = 3     # full house: variety x (bit 4) on the triple (bit 8 = 1) or on the pair (0), the other free
K_FIVE = 4     # five beans of two imposed varieties a (bit 4), b (bit 8): a + b >= 5, at least one of each
K_NONE = 5     # all seven dice, none of variety x (bit 4)
K_TRIPLES = 6  # two triples of different free varieties
K_PAIRS = 7    # three pairs of different free varieties


def exact(counts):
    c = K_EXACT
    for v in range(7):
        c |= counts[v] << (4 + 3 * v)
    return c


def need(contract, v):
    """For K_EXACT: how many of variety v the contract asks for."""
    return (contract >> (4 + 3 * v)) & 7


def met(contract, counts):
    """True when the dice counted in `counts` (7 ints, dice per variety) fulfil the contract."""
    kind = contract & 15
    a = (contract >> 4) & 15
    if kind == K_EXACT:
        for v in range(7):
            if counts[v] < (contract >> (4 + 3 * v)) & 7:
                return False
        return True
    if kind == K_DIFF:
        n = 0
        for k in counts:
            if k:
                n += 1
        return n >= a
    if kind == K_KIND:
        for k in counts:
            if k >= a:
                return True
        return False
    if kind == K_FULL:
        mine, other = (3, 2) if (contract >> 8) & 1 else (2, 3)
        if counts[a] < mine:
            return False
        for v in range(7):
            if v != a and counts[v] >= other:
                return True
        return False
    if kind == K_FIVE:
        b = (contract >> 8) & 15
        return counts[a] >= 1 and counts[b] >= 1 and counts[a] + counts[b] >= 5
    if kind == K_NONE:
        return counts[a] == 0 and sum(counts) == 7
    if kind == K_TRIPLES or kind == K_PAIRS:
        want, size = (2, 3) if kind == K_TRIPLES else (3, 2)
        n = 0
        for k in counts:
            if k >= size:
                n += 1
        return n >= want
    return False


def text(contract):
    """Short English text (<= 12 chars), e.g. '2R 2C', '6 differ.', 'full G3'."""
    kind = contract & 15
    a = (contract >> 4) & 15
    if kind == K_EXACT:
        parts = []
        for v in range(7):
            k = need(contract, v)
            if k:
                parts.append("%d%s" % (k, LETTERS[v]))
        return " ".join(parts)
    if kind == K_DIFF:
        return "%d differ." % a
    if kind == K_KIND:
        return "%d same" % a
    if kind == K_FULL:
        return "full %s%d" % (LETTERS[a], 3 if (contract >> 8) & 1 else 2)
    if kind == K_FIVE:
        return "5 of %s+%s" % (LETTERS[a], LETTERS[(contract >> 8) & 15])
    if kind == K_NONE:
        return "7, no %s" % LETTERS[a]
    if kind == K_TRIPLES:
        return "2 triples"
    return "3 pairs"


def rolls(white, n):
    """Every multiset of faces of n dice of one colour with its weight (out of 6**n): a new list of (packed, weight)
    pairs, packed = sum(count_v << 3v) over varieties. Loops, not a recursion (the device's pystack is 2048 bytes);
    the plan walks the same splits without the list (split_first/split_next/split_roll)."""
    kinds, mult, ks = split_first(white, n)
    out = []
    more = True
    while more:
        out.append(split_roll(kinds, mult, ks))
        more = split_next(ks, n)
    return out


def split_first(white, n):
    """(kinds, mult, ks): the faces' varieties, how many faces each has, and the first split of n dice over them
    (ks[i] dice of kinds[i]; the last kind takes what is left). Splits run like nested loops, first kind outermost."""
    faces = WHITE if white else CREAM
    mult = [0] * 7
    for f in faces:
        mult[f] += 1
    kinds = [v for v in range(7) if mult[v]]
    ks = [0] * len(kinds)
    ks[-1] = n
    return kinds, mult, ks


def split_next(ks, n):
    """Advances ks to the next split of n dice; False after the last. The kinds after i are 0 when ks[i] moves, so
    one running sum stands for sum(ks[:i + 1]) (no slices: this runs for every roll of every search)."""
    last = len(ks) - 1
    i = last - 1
    s = n - ks[last]
    while i >= 0:
        ks[i] += 1
        s += 1
        if s <= n:
            ks[last] = n - s
            return True
        s -= ks[i]
        ks[i] = 0
        i -= 1
    return False


def split_roll(kinds, mult, ks):
    """(packed, weight) of a split: weight = prod(mult^k) * n! / prod(k!) (the multinomial; each partial quotient
    is a whole number)."""
    packed = 0
    weight = _FACT[sum(ks)]
    for i in range(len(kinds)):
        v = kinds[i]
        k = ks[i]
        weight = weight // _FACT[k] * mult[v] ** k
        packed |= k << (3 * v)
    return packed, weight


_FACT = (1, 1, 2, 6, 24, 120, 720, 5040)


def is_roll(white, n, packed):
    """True when packed is one of rolls(white, n)'s multisets: n dice over the faces that colour has (no list)."""
    if not isinstance(packed, int) or packed < 0 or packed >> 21:
        return False
    faces = WHITE if white else CREAM
    total = 0
    for v in range(7):
        k = (packed >> (3 * v)) & 7
        if k and v not in faces:
            return False
        total += k
    return total == n


def unpack(packed, counts):
    """Adds a packed multiset into counts (a list or bytearray of 7)."""
    for v in range(7):
        counts[v] += (packed >> (3 * v)) & 7


def chance(contract):
    """Exact probability of meeting `contract` with one roll of all seven dice."""
    hit = 0
    counts = [0] * 7
    for pw, ww in rolls(True, N_WHITE):
        for pc, wc in rolls(False, N_CREAM):
            for v in range(7):
                counts[v] = ((pw >> (3 * v)) & 7) + ((pc >> (3 * v)) & 7)
            if met(contract, counts):
                hit += ww * wc
    return hit / 279936.0  # 6 ** 7
