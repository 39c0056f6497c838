"""Deterministic generator of the bean game's 61 harvest cards -> games/beans/cards.py (committed output).

Run: python -m sim.games.beans.cards          (rewrites games/beans/cards.py)
     python -m sim.games.beans.cards --check  (fails when the committed file differs from what the generator makes)

How a card is made (docs/rules/beans.md, "House cards"):
- A pool of contracts of every kind in the rulebook's list, each with its exact one-roll chance; contracts under
  1.5 % or over 75 % are left out.
- Six positions with chance bands that fall from bottom (~45-70 %) to top (~2-8 %); a depth-first search picks one
  pool contract per band, least used first with ties broken by a seeded Rng (pocket.rng), never more than 10 %
  (relative) above the chance of the contract below it.
- No card lets one set of dice (any 1-7 dice the house dice can show) fulfil four contracts in a row: positions 4-6
  only draw from contracts that no reachable set meets together with the three below (exhaustive bit masks over
  every reachable set); the search backs up when nothing fits. Kinds are mixed: at most two of one kind
  on a card (three for exact counts).
"""
import os
import sys

from games.beans import contracts as C
from pocket.rng import Rng

SEED = 7
N_CARDS = 61
BANDS = ((45, 70), (30, 50), (18, 35), (10, 22), (5, 13), (2, 8))
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "games", "beans", "cards.py")


def reachable_sets():
    """Every variety-count vector that 1-7 of the house dice can show (white 0-4 dice, cream 0-3 dice)."""
    seen = set()
    for nw in range(C.N_WHITE + 1):
        for nc in range(C.N_CREAM + 1):
            if nw + nc == 0:
                continue
            for pw, _ in C.rolls(True, nw):
                for pc, _ in C.rolls(False, nc):
                    counts = [0] * 7
                    C.unpack(pw, counts)
                    C.unpack(pc, counts)
                    seen.add(tuple(counts))
    return sorted(seen)


def pool():
    cands = []
    # exact counts of one to four varieties, 2-7 beans in all
    def rec(v, left, counts, nvar):
        if v == 7:
            total = sum(counts)
            if 2 <= total <= 7 and nvar >= 1:
                cands.append(C.exact(counts))
            return
        rec(v + 1, left, counts, nvar)
        if nvar < 4:
            for k in range(1, left + 1):
                counts[v] = k
                rec(v + 1, left - k, counts, nvar + 1)
            counts[v] = 0
    rec(0, 7, [0] * 7, 0)
    for n in range(3, 8):
        cands.append(C.K_DIFF | (n << 4))
    for n in range(3, 7):
        cands.append(C.K_KIND | (n << 4))
    for x in range(7):
        for t in (0, 1):
            cands.append(C.K_FULL | (x << 4) | (t << 8))
        cands.append(C.K_NONE | (x << 4))
        for y in range(x + 1, 7):
            cands.append(C.K_FIVE | (x << 4) | (y << 8))
    cands.append(C.K_TRIPLES)
    cands.append(C.K_PAIRS)
    out = []
    for c in cands:
        p = C.chance(c)
        if 0.015 <= p <= 0.75:
            out.append((c, p))
    return out


def generate():
    sets = reachable_sets()
    contracts = pool()
    mask = {}
    for c, _ in contracts:
        m = 0
        for i, s in enumerate(sets):
            if C.met(c, s):
                m |= 1 << i
        mask[c] = m
    bands = []
    for lo, hi in BANDS:
        bands.append(sorted([(c, p) for c, p in contracts if lo <= 100 * p <= hi], key=lambda cp: -cp[1]))
    rng = Rng(SEED)
    cards = []
    uses = {}
    while len(cards) < N_CARDS:
        card = _build(bands, mask, rng, uses)
        for c in card:
            uses[c] = uses.get(c, 0) + 1
        cards.append(tuple(card))
    return cards


def _build(bands, mask, rng, uses):
    """One card by depth-first search: each position tries its band's contracts, least used first (ties broken
    by the seeded Rng), under the falling-chance, kind-mix and no-four-in-a-row rules."""
    card = []
    chances = []

    def fits(c, p, pos):
        if c in card or (chances and p > chances[-1] * 1.1):
            return False
        kind = c & 15
        if sum(1 for d in card if d & 15 == kind) >= (3 if kind == C.K_EXACT else 2):
            return False
        if pos >= 3 and mask[c] & mask[card[pos - 3]] & mask[card[pos - 2]] & mask[card[pos - 1]]:
            return False
        return True

    def search(pos):
        if pos == 6:
            return True
        order = [(uses.get(c, 0), rng.below(1000), c, p) for c, p in bands[pos]]
        order.sort()
        tried = 0
        for _u, _r, c, p in order:
            if not fits(c, p, pos):
                continue
            card.append(c)
            chances.append(p)
            if search(pos + 1):
                return True
            card.pop()
            chances.pop()
            tried += 1
            if tried >= 6:  # keep the search small: enough alternatives to get past a dead end
                break
        return False

    if not search(0):
        raise RuntimeError("no card fits the rules")
    return card


def render(cards):
    pct = []
    for card in cards:
        for c in card:
            pct.append(int(round(100 * C.chance(c))))
    data = bytearray()
    for card in cards:
        for c in card:
            assert 0 <= c < 1 << 24  # three bytes a contract
            data.extend((c & 255, (c >> 8) & 255, c >> 16))
    lines = [
        "# Generated by sim/games/beans/cards.py (python -m sim.games.beans.cards): do not edit by hand.",
        "# CARDS[card][j]: contract j of a harvest card (61 cards, six contracts each, bottom (first to fulfil) first;",
        "# contract grammar in contracts.py). PCT: the percentage printed beside each contract (exact one-roll chance,",
        "# rounded), six bytes a card. Both are bytes literals: the device loads them as one object each (a tuple of",
        "# 61 tuples held about 4 KB of its heap).",
        "from games.beans.contracts import DICE, met, chance, text  # noqa: F401 (the card API in one place)",
        "",
        "_DATA = (  # 18 bytes a card: six contracts of three bytes, low byte first",
    ]
    for i in range(0, len(data), 18):
        lines.append('    b"%s"' % "".join("\\x%02x" % x for x in data[i:i + 18]))
    lines += [
        ")",
        "",
        "",
        "class _Cards:",
        "    \"\"\"The cards as a read-only sequence: CARDS[card] is a tuple of its six contracts, made on each access.\"\"\"",
        "",
        "    def __len__(self):",
        "        return len(_DATA) // 18",
        "",
        "    def __getitem__(self, card):",
        "        if not 0 <= card < len(_DATA) // 18:",
        "            raise IndexError(\"no such card\")",
        "        d = _DATA",
        "        i = 18 * card",
        "        return (d[i] | d[i + 1] << 8 | d[i + 2] << 16, d[i + 3] | d[i + 4] << 8 | d[i + 5] << 16,",
        "                d[i + 6] | d[i + 7] << 8 | d[i + 8] << 16, d[i + 9] | d[i + 10] << 8 | d[i + 11] << 16,",
        "                d[i + 12] | d[i + 13] << 8 | d[i + 14] << 16, d[i + 15] | d[i + 16] << 8 | d[i + 17] << 16)",
        "",
        "",
        "CARDS = _Cards()",
        "PCT = (",
    ]
    for i in range(0, len(pct), 18):
        lines.append('    b"%s"' % "".join("\\x%02x" % x for x in pct[i:i + 18]))
    lines.append(")")
    return "\n".join(lines) + "\n"


def main(argv):
    text = render(generate())
    if "--check" in argv:
        with open(OUT) as f:
            if f.read() != text:
                print("games/beans/cards.py is stale: run python -m sim.games.beans.cards")
                return 1
        print("cards.py is up to date")
        return 0
    with open(OUT, "w") as f:
        f.write(text)
    print("wrote", OUT)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
