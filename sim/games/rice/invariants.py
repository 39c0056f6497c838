"""Invariants of a rice State, checked at every step by python -m sim.invariants --game rice."""
from games.rice import layout as deck, rules
from games.rice import land as L
from games.rice.land import GN, GW, OCC, SCORED


def cards_placed(s):
    """The set (a bit mask) of cards found in hands, face-down deal, ancestors, secret choices, row, lands and
    discards; raises AssertionError when a card is in two places."""
    masks = [s.hand[0], s.hand[1], s.deal[0], s.deal[1], s.gone]
    for c in list(s.anc) + list(s.pcard) + list(s.prow) + list(s.row):
        if c != rules.NONE:
            masks.append(1 << c)
    for p in (0, 1):
        for i in range(0, len(s.log[p]), 3):
            masks.append(1 << s.log[p][i])
    seen = 0
    for m in masks:
        assert not seen & m, "a card is in two places"
        seen |= m
    return seen


def check(s):
    # every card is in exactly one place
    assert cards_placed(s) == deck.ALL, "cards lost"
    assert len(s.row) <= rules.ROW_SIZE
    for p in (0, 1):
        cells = s.cells(p)
        off = p * GN
        # the land holds exactly the logged cards' squares, inside the bounding box, off the border
        assert sum(1 for i in range(GN) if s.land[off + i] & OCC) == len(cells)
        i = p * 4
        for c in cells:
            x, y = c % GW, c // GW
            assert s.bb[i] <= x <= s.bb[i + 1] and s.bb[i + 2] <= y <= s.bb[i + 3]
            assert 0 < x < GW - 1 and 0 < y < GW - 1
        # a field is scored as a whole; the count of closed fields matches
        fields = s.fields(p)
        for c in cells:
            fc, _ = L.field(s.land, off, c)
            flags = set(bool(s.land[off + x] & SCORED) for x in fc)
            assert len(flags) == 1, "a field half scored"
        # a field scores exactly when paths enclose it and it contains no empty space; no card closes a field
        # that a path ends inside (both rulings of docs/rules/rice.md)
        seen = []
        for c in cells:
            if c in seen:
                continue
            fc, opened = L.field(s.land, off, c)
            seen.extend(fc)
            scored = bool(s.land[off + c] & SCORED)
            assert not (scored and opened), "a scored field is open"
            assert opened or not L.inner_path(s.land, off, fc), "a path ends inside an enclosed field"
            if not scored and not opened:
                assert not L.is_closed(s.land, off, s.bb, p, fc, 0), "an enclosed field without a hole did not score"
        closed = [f for f in fields if f[4]]
        assert len(closed) == s.closed[p]
        # points so far are the table's points of the closed fields (ancestors that depend on the season aside)
        if s.anc[p] not in (deck.A_WET, deck.A_DRY, rules.NONE):
            want = sum(L.field_points(sq, f, b, h, s.anc[p], False) for sq, f, b, h, _ in closed)
            assert s.score[p] == want, (s.score[p], want)
        if s.is_over():
            assert s.scores()[p] == s.score[p] + sum(v for _, v in s.end_scoring(p))
