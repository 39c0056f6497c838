"""Rizieres du Cambodge: the house deck, placement, fields, scoring, ancestors, the flow and hidden information
(docs/rules/rice.md)."""
import pytest

from games.rice import layout as deck, rules
from sim.games.rice import deckgen
from games.rice import land as L
from games.rice.land import GW, GN, ORIGIN, OCC, SCORED
from pocket.rng import Rng
from tests.helpers import contract

P, F = 1, 0


def at(x, y):
    return (L.OX + y) * GW + L.OX + x


def sq(s, p, x, y, n, e, so, w, items=0, scored=False):
    """A synthetic square (edges N E S W, P = path) written straight into player p's land."""
    off = p * GN
    pos = at(x, y)
    s.land[off + pos] = n | (e << 1) | (so << 2) | (w << 3) | (L._code(items) << 4) | (SCORED if scored else 0)
    i = p * 4
    gx, gy = pos % GW, pos // GW
    if s.bb[i] == 0 and s.bb[i + 1] == 0:
        s.bb[i] = s.bb[i + 1] = gx
        s.bb[i + 2] = s.bb[i + 3] = gy
    s.bb[i] = min(s.bb[i], gx)
    s.bb[i + 1] = max(s.bb[i + 1], gx)
    s.bb[i + 2] = min(s.bb[i + 2], gy)
    s.bb[i + 3] = max(s.bb[i + 3], gy)


def place(s, p, card, x, y, rot, dry=False, check=True):
    """Place a real card (A on x,y) through the engine; returns the points it scored."""
    pos = at(x, y)
    if check:
        assert L.fits(s.land, p * GN, card, pos, rot), (card, x, y, rot)
    return s._place(p, card, rules.PLACE0 + pos * 4 + rot, dry)


def cards(*numbers):
    """Card indexes from the 1-based numbers of docs/rules/rice.md."""
    return [n - 1 for n in numbers]


# ---- the deck ------------------------------------------------------------------------------------------

def test_house_deck_counts():
    assert sum(deck.card_farmers(c) for c in range(18)) == 11
    assert sum(1 for v in deck.ITEMS if v & deck.BUFFALO) == 7
    assert sum(1 for v in deck.ITEMS if v & deck.HOUSE) == 4
    assert len(deck.ANC_NAMES) == 18


def test_card_edges_follow_the_written_order():
    # card 01 PPFPPP|F: A has paths N, S, W and the furrow to B; B has its furrow on the right
    a, b = deck.EDGES[0], deck.EDGES[1]
    assert a == deck.N | deck.S | deck.W
    assert b == deck.N | deck.S
    # four quarter turns come back; a turn moves the north edge east
    for c in range(18):
        for h in (0, 1):
            e = deck.EDGES[c * 8 + h]
            assert deckgen._rot(deckgen._rot(deckgen._rot(deckgen._rot(e)))) == e
            assert deck.EDGES[c * 8 + 2 + h] == deckgen._rot(e)
    assert deckgen._rot(deck.N) == deck.E and deckgen._rot(deck.W) == deck.N


def test_the_shipped_tables_are_the_written_deck():
    # layout.py ships EDGES/ITEMS as bytes (building them on the device cost heap); the readable deck builds them
    edges, items = deckgen._build()
    assert deck.EDGES == bytes(edges)
    assert deck.ITEMS == bytes(items)


# ---- placement -----------------------------------------------------------------------------------------

def land_with_first(card=2):
    s = rules.State()
    place(s, 0, card, 0, 0, 0, check=False)
    return s


def test_illegal_placements_are_refused():
    s = land_with_first(13)  # card 14 PPFFPP|F: furrows on B's right and bottom
    fits = lambda card, x, y, rot: L.fits(s.land, 0, card, at(x, y), rot)  # noqa: E731
    # card 03 (all paths) to the right of B: B's furrow meets a path -> mismatch
    assert not fits(2, 2, 0, 0)
    # card 14 itself again, turned so its A-left furrow (rotation 0 has A-left = P) ... card 04 has A-left F
    assert fits(3, 2, 0, 0)          # card 04: A-left furrow meets B-right furrow
    assert not fits(3, 1, 0, 0)      # overlap
    assert not fits(3, 2, 1, 0)      # only a corner touches: diagonal contact is no contact
    assert not fits(3, 5, 5, 0)      # far away
    # under A (A-bottom is a path): card 03 vertical below A matches path to path
    assert fits(2, 0, 1, 1)
    # under B (B-bottom is a furrow): card 03 vertical below B mismatches
    assert not fits(2, 1, 1, 1)


def test_legal_moves_are_exactly_the_fitting_placements():
    s = rules.new_game(seed=4)
    rng = Rng(4)
    while s.ph != rules.PH_DRY:
        s.apply(rng.choice(s.legal_moves()))
    s.apply(s.legal_moves()[0])
    card = s.pcard[s.cur]
    got = set(s.legal_moves())
    want = set()
    for pos in range(GW, GN - GW):
        for rot in range(4):
            if L.fits(s.land, s.cur * GN, card, pos, rot):
                want.add(rules.PLACE0 + pos * 4 + rot)
    assert got == want and got


def test_the_spots_list_every_card_s_placements_through_whole_games():
    # L.spots lists a land's spots once for every card (with what their sides must be): for every card in both
    # lands along two games, the placements it gives are those fits() finds anywhere on the grid, in order
    from games.rice.layout import EDGES
    for seed in (5, 6):
        s = rules.new_game(seed=seed)
        rng = Rng(seed)
        n = 0
        while not s.is_over():
            n += 1
            if n % 5 == 0 and s.ph != rules.PH_ANC:
                for p in (0, 1):
                    off = p * GN
                    sp = L.spots(s.land, off, s.cells(p))
                    for card in range(deck.NCARDS):
                        want = [pos * 4 + rot for pos in range(GW, GN - GW) for rot in range(4)
                                if L.fits(s.land, off, card, pos, rot)]
                        assert L.placements(s.land, off, s.cells(p), card) == want
                        for x in sp:   # the rules of the spot's squares say what sides_fit says
                            pos, rot = x >> 18, (x >> 16) & 3
                            k = card * 8 + rot * 2
                            ok = not ((EDGES[k] ^ (x >> 12)) & (x >> 8) & 15 or (EDGES[k + 1] ^ (x >> 4)) & x & 15)
                            assert ok == L.sides_fit(s.land, off, card, pos, rot)
            s.apply(rng.choice(s.legal_moves()) if s.to_move() != rules.CHANCE else 0)


def test_no_spot_is_listed_beside_a_square_the_land_does_not_hold():
    # every spot touches the land's squares (sides_fit): one listed beside a cell the land lacks (a land that
    # disagrees with its placements) would be a legal move that apply() refuses
    s = rules.new_game(seed=4)
    rng = Rng(4)
    while s.ph != rules.PH_DRY:
        s.apply(rng.choice(s.legal_moves()))
    land = bytearray(s.land)
    cells = s.cells(0)
    gone = cells[-1]
    land[gone] = 0                       # the last card's square B erased
    for card in range(deck.NCARDS):
        want = [pos * 4 + rot for pos in range(GW, GN - GW) for rot in range(4) if L.fits(land, 0, card, pos, rot)]
        assert L.placements(land, 0, cells, card) == want


def test_a_card_that_fits_nowhere_is_discarded():
    s = rules.State()
    sq(s, 0, 0, 0, F, F, F, F)
    s.ph, s.step, s.cur, s.pcard[0] = rules.PH_DRY, rules.ST_PLACE, 0, 2  # card 03: all paths
    s.cells = lambda p: [at(0, 0)]
    assert s.legal_moves() == [rules.DISCARD]
    s.row = bytearray((7,))
    s.apply(rules.DISCARD)
    assert s.gone == 1 << 2 and s.cur == 1 and s.step == rules.ST_CARD


def test_discard_is_refused_when_the_card_fits():
    s = rules.new_game(seed=1)
    rng = Rng(1)
    while s.step != rules.ST_PLACE:
        s.apply(rng.choice(s.legal_moves()))
    with pytest.raises(ValueError):
        s.apply(rules.DISCARD)


# ---- scoring -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("size,pts", [(1, 2), (2, 3), (3, 5), (4, 8), (5, 11), (7, 11)])
def test_size_table(size, pts):
    assert L.field_points(size, 0, 0, 0, rules.NONE, False) == pts


@pytest.mark.parametrize("farmers,pts", [(1, 1), (2, 3), (3, 5), (4, 8), (6, 8)])
def test_farmer_group_table(farmers, pts):
    assert L.field_points(3, farmers, 0, 0, rules.NONE, False) == 5 + pts


def test_buffalo_and_houses():
    assert L.field_points(2, 0, 2, 0, rules.NONE, False) == 3 + 4
    # a house adds 1 point and counts in the size: 2 squares + 1 house = size 3
    assert L.field_points(2, 0, 0, 1, rules.NONE, False) == 5 + 1
    assert L.field_points(4, 2, 1, 1, rules.NONE, True) == 11 + 3 + 2 + 1


def test_an_all_path_card_closes_two_fields_at_once():
    s = rules.State()
    assert place(s, 0, 2, 0, 0, 0, check=False) == 4   # card 03: two squares, each a field of size 1
    assert s.closed[0] == 2 and s.score[0] == 4


def test_closing_two_old_fields_with_one_card():
    s = rules.State()
    sq(s, 0, 0, 1, F, P, P, P)                # furrow up, waits for A
    sq(s, 0, 1, -1, P, P, F, P)               # furrow down, waits for B
    # card 09 PFPPFP|P, A farmer, B buffalo: A-bottom and B-top are furrows, the inner edge is a path
    assert L.fits(s.land, 0, 8, at(0, 0), 0)
    L.put(s.land, s.bb, 0, 8, at(0, 0), 0)
    pts, n = L.close_fields(s.land, s.bb, 0, at(0, 0), 0, rules.NONE, False, True)
    assert n == 2
    assert pts == (3 + 1) + (3 + 2)   # size 2 + one farmer; size 2 + a buffalo
    assert s.land[at(0, 1)] & SCORED and s.land[at(1, -1)] & SCORED


def ring(s, hole_w):
    """A ring of squares joined by furrows around an empty hole_w x 1 hole at y=0, x=0..hole_w-1; paths face
    the outside and the hole."""
    xs = range(-1, hole_w + 1)
    for x in xs:
        left = x == -1
        right = x == hole_w
        sq(s, 0, x, -1, P, P if right else F, P if (left or right) else P, P if left else F)
        sq(s, 0, x, 1, P if (left or right) else P, P if right else F, P, P if left else F)
    # the sides of the ring: joined up and down by furrows
    sq(s, 0, -1, 0, F, P, F, P)
    sq(s, 0, hole_w, 0, F, P, F, P)
    # corners join down/up to the sides
    s.land[at(-1, -1)] &= ~4
    s.land[at(hole_w, -1)] &= ~4
    s.land[at(-1, 1)] &= ~1
    s.land[at(hole_w, 1)] &= ~1


def test_a_field_around_an_empty_hole_stays_open_until_the_hole_is_filled():
    s = rules.State()
    ring(s, 2)
    cells, opened = L.field(s.land, 0, at(-1, -1))
    assert len(cells) == 10 and opened == 0
    assert not L.inner_path(s.land, 0, cells)
    assert L.enclosed(s.land, 0, s.bb, 0, at(0, 0))
    assert not L.is_closed(s.land, 0, s.bb, 0, cells, opened)
    # card 03 (all paths) fills the hole: the ring closes (size 10 -> 11) with the card's two 1-square fields
    assert L.fits(s.land, 0, 2, at(0, 0), 0)
    L.put(s.land, s.bb, 0, 2, at(0, 0), 0)
    pts, n = L.close_fields(s.land, s.bb, 0, at(0, 0), 0, rules.NONE, False, True)
    assert (pts, n) == (11 + 2 + 2, 3)


def test_a_one_square_hole_keeps_the_ring_open_for_good():
    s = rules.State()
    ring(s, 1)
    cells, opened = L.field(s.land, 0, at(-1, -1))
    assert len(cells) == 8 and opened == 0
    assert not L.is_closed(s.land, 0, s.bb, 0, cells, opened)
    # a gap to the outside is not a hole: remove the right side square and it is open by its furrows instead
    t = rules.State()
    ring(t, 1)
    t.land[at(1, 0)] = 0
    assert not L.enclosed(t.land, 0, t.bb, 0, at(0, 0))


# « Espace Vide : ... un Champ de riz fermé contenant un espace vide est considéré comme un Champ de riz ouvert et
# ne rapporte pas de points » — a field that CONTAINS the empty space, not one that only touches it.

def test_a_field_that_only_touches_an_enclosed_hole_closes():
    s = rules.State()
    # four one-square fields, all paths, around the empty square (0, 0): the hole is enclosed, but no field
    # contains it (each borders it on one side only)
    for x, y in ((0, -1), (1, 0), (0, 1), (-1, 0)):
        sq(s, 0, x, y, P, P, P, P)
    assert L.enclosed(s.land, 0, s.bb, 0, at(0, 0))
    cells, opened = L.field(s.land, 0, at(0, -1))
    assert cells == [at(0, -1)] and opened == 0
    assert not L.contains(s.land, 0, s.bb, 0, cells, at(0, 0))
    assert L.is_closed(s.land, 0, s.bb, 0, cells, opened)


def test_a_ring_around_another_field_and_a_hole_contains_the_hole():
    # « un Champ de riz fermé contenant un espace vide est considéré comme ouvert »: a ring field around a 4 x 1
    # inside. Card 03 (all paths) fills half of it: its two one-square fields close, the ring around them and the
    # two empty squares left does not, though the hole borders the card as well as the ring (issue 28: the ring
    # used to close here, 11 points, because only a field that alone borders a hole was said to contain it)
    s = rules.State()
    ring(s, 4)
    ring_cells, opened = L.field(s.land, 0, at(-1, -1))
    assert len(ring_cells) == 14 and opened == 0
    assert L.fits(s.land, 0, 2, at(0, 0), 0)
    L.put(s.land, s.bb, 0, 2, at(0, 0), 0)
    assert L.enclosed(s.land, 0, s.bb, 0, at(2, 0))
    pts, n = L.close_fields(s.land, s.bb, 0, at(0, 0), 0, rules.NONE, False, True)
    assert (pts, n) == (2 + 2, 2)
    assert not s.land[at(-1, -1)] & SCORED and s.land[at(0, 0)] & SCORED and s.land[at(1, 0)] & SCORED
    assert not L.is_closed(s.land, 0, s.bb, 0, ring_cells, 0)
    assert L.contains(s.land, 0, s.bb, 0, ring_cells, at(2, 0))  # the hole, beside the ring
    assert L.contains(s.land, 0, s.bb, 0, ring_cells, at(0, 0))  # the other field's side: the hole lies behind
    square, _ = L.field(s.land, 0, at(1, 0))
    assert square == [at(1, 0)] and not L.contains(s.land, 0, s.bb, 0, square, at(2, 0))  # it only touches it
    # a second card 03 fills the hole: now the ring closes (size 14: 11 points) with the card's two fields
    assert L.fits(s.land, 0, 2, at(2, 0), 0)
    L.put(s.land, s.bb, 0, 2, at(2, 0), 0)
    pts, n = L.close_fields(s.land, s.bb, 0, at(2, 0), 0, rules.NONE, False, True)
    assert (pts, n) == (11 + 2 + 2, 3) and s.land[at(-1, -1)] & SCORED


def test_a_ring_around_another_field_with_no_hole_closes():
    # the same ring filled by one-square fields only (no empty square inside): nothing is contained
    s = rules.State()
    ring(s, 2)
    sq(s, 0, 0, 0, P, P, P, P)
    sq(s, 0, 1, 0, P, P, P, P)
    ring_cells, opened = L.field(s.land, 0, at(-1, -1))
    assert opened == 0 and L.is_closed(s.land, 0, s.bb, 0, ring_cells, 0)


SEED_9002 = [9, 8, 13, 1110, 10, 7, 1399, 15, 6, 1012, 16, 0, 1108, 1, 17, 1208, 5, 2, 1393, 11, 1298, 917, 15, 1121,
             11, 1016, 10, 925]   # random.Random(9002).choice(legal_moves()) from new_game(seed=9002), before the ruling


def test_seed_9002_a_one_square_field_beside_a_hole_scores():
    s = rules.new_game(seed=9002)
    for m in SEED_9002[:-1]:
        assert m in s.legal_moves()
        s.apply(m)
    p, card = s.cur, s.pcard[s.cur]
    assert (p, card, s.ph, s.anc[p]) == (0, 10, rules.PH_DRY, deck.A_DRY)
    before = s.score[p]
    s.apply(SEED_9002[-1])   # card 11 at 3,-3 turned S: square B (3,-2) closes the one-square field there
    one = at(3, -2)
    cells, opened = L.field(s.land, 0, one)
    assert cells == [one] and opened == 0 and s.land[one] & SCORED
    # an enclosed hole lies beside it (other fields border that hole too)
    assert any(not s.land[one + d] & OCC and L.enclosed(s.land, 0, s.bb, 0, one + d) for d in L.STEP)
    # size 1 scores 2 (plus Nary's 2 for a field closed in the dry season); the old reading scored nothing
    assert s.score[p] - before == L.field_points(1, 0, 0, 0, deck.A_DRY, True) == 2 + 2


# « Lors de la fermeture d'un Champ de riz, aucun chemin supplémentaire ne peut se terminer à l'intérieur de
# celui-ci » — a placement rule: a card that would close a field with a path ending inside it is not legal.

def dead_end_block(s, dead_end=True):
    """Three squares of a 2x2 field; the side between the two top squares is a path (a dead end) or a furrow."""
    sq(s, 0, 0, 0, P, P if dead_end else F, F, P)
    sq(s, 0, 1, 0, P, P, F, P if dead_end else F)
    sq(s, 0, 0, 1, F, F, P, P)


def closing_spots(s):
    """(card, pos, rot) whose sides fit at (1, 1) and that close the block's field by paths."""
    out = []
    for card in range(18):
        for rot in range(4):
            for pos in (at(1, 1), at(1, 1) - L.BOFF[rot]):
                if not L.sides_fit(s.land, 0, card, pos, rot):
                    continue
                t = rules.State()
                t.land[:] = s.land
                L.put(t.land, t.bb, 0, card, pos, rot)
                cells, opened = L.field(t.land, 0, at(0, 0))
                if opened == 0 and at(1, 1) in cells:
                    out.append((card, pos, rot))
    return out


def test_a_card_that_would_close_a_field_with_a_dead_end_path_is_not_legal():
    s = rules.State()
    dead_end_block(s)
    spots = closing_spots(s)
    assert spots
    for card, pos, rot in spots:
        assert L.closes_dead_end(s.land, 0, card, pos, rot)
        assert not L.fits(s.land, 0, card, pos, rot)
    assert not s.land[at(1, 1)] & OCC   # the test leaves the land as it was
    # the same spots close the field when the top side is a furrow
    t = rules.State()
    dead_end_block(t, dead_end=False)
    assert closing_spots(t) == spots
    for card, pos, rot in spots:
        assert L.fits(t.land, 0, card, pos, rot)
        L.put(t.land, t.bb, 0, card, pos, rot)
        pts, n = L.close_fields(t.land, t.bb, 0, pos, rot, rules.NONE, False, False)
        assert n >= 1 and pts > 0
        L.take(t.land, pos, rot, 0)


SEED_7000 = [17, 11, 14, 1211, 3, 6]   # Rng(7000), as tests/helpers/contract.random_game plays, up to card 07's placement
SEED_7000_DEAD_END = 1110             # the spot of card 07 the old engine allowed


def test_seed_7000_card_07_may_not_close_a_field_around_a_dead_end():
    s = rules.new_game(seed=7000)
    for m in SEED_7000:
        s.apply(m)
    p = s.cur
    assert s.step == rules.ST_PLACE and s.pcard[p] == 6   # card 07
    m = SEED_7000_DEAD_END
    code = m - rules.PLACE0
    assert L.sides_fit(s.land, p * GN, 6, code >> 2, code & 3)      # its sides match
    assert L.closes_dead_end(s.land, p * GN, 6, code >> 2, code & 3)
    assert m not in s.legal_moves() and len(s.legal_moves()) == 21
    with pytest.raises(ValueError):
        s.apply(m)


def test_no_path_enclosed_field_ever_has_a_dead_end_over_random_games():
    for seed in range(40):
        s, _ = contract.random_game(rules, 7000 + seed, check=False)
        for p in (0, 1):
            for c in s.cells(p):
                cells, opened = L.field(s.land, p * GN, c)
                assert opened or not L.inner_path(s.land, p * GN, cells), (seed, p)


# ---- ancestors -----------------------------------------------------------------------------------------

def test_ancestors_that_act_on_closing():
    none = rules.NONE
    assert L.field_points(2, 0, 0, 0, deck.A_PALLY, False) == 6          # empty field doubles
    assert L.field_points(2, 1, 0, 0, deck.A_PALLY, False) == 4          # not empty: no double
    assert L.field_points(1, 0, 0, 0, deck.A_SIZE1, False) == 4
    assert L.field_points(2, 0, 0, 0, deck.A_SIZE1, False) == 3
    assert L.field_points(2, 0, 0, 0, deck.A_WET, False) == 5
    assert L.field_points(2, 0, 0, 0, deck.A_WET, True) == 3
    assert L.field_points(2, 0, 0, 0, deck.A_DRY, True) == 5
    assert L.field_points(2, 0, 0, 0, deck.A_DRY, False) == 3
    assert L.field_points(2, 2, 0, 0, deck.A_FARMER, False) == 3 + 5     # two farmers count as three
    assert L.field_points(2, 0, 0, 0, deck.A_FARMER, False) == 3
    assert L.field_points(2, 0, 2, 0, deck.A_BUFFALO3, False) == 3 + 6
    assert L.field_points(2, 0, 0, 1, deck.A_HOUSE2, False) == 8 + 1     # size 2 + 2 = 4
    assert L.field_points(2, 0, 0, 1, none, False) == 5 + 1


# (squares, farmers, buffalo, houses, closed)
LAND = [(2, 1, 1, 1, True), (5, 0, 0, 0, True), (1, 2, 1, 0, True), (3, 2, 1, 1, False), (4, 0, 2, 0, False)]


@pytest.mark.parametrize("anc,label,pts", [
    (deck.A_CHANTREA, "Chantrea", 4),       # 2 farmers in open fields
    (deck.A_CLOSED2, "Sokha", 6),           # 3 closed fields
    (deck.A_SETS, "Dara", 3),               # closed: 3 farmers, 2 buffalo, 1 house -> 1 set
    (deck.A_HOUSES, "Vanna", 4),            # 2 houses in the land
    (deck.A_LARGEST, "Sophea", 11),         # largest closed field size 5
    (deck.A_FOUR, None, 0),                 # only 3 closed fields
    (deck.A_OPENSQ, "Chenda", 4),           # largest open field: 4 squares
    (deck.A_BIG, "Kanha", 2),               # one closed field of size 5+
    (deck.A_FB, "Samnang", 6),              # two closed fields with a farmer and a buffalo
    (deck.A_PALLY, None, 0),
])
def test_end_scoring_ancestors(anc, label, pts):
    s = rules.State()
    s.anc[0] = anc
    s.fields = lambda p: LAND
    got = dict(s.end_scoring(0))
    assert got["Open buffalo"] == -3
    if label:
        assert got[label] == pts
    else:
        assert len(got) == 1


def test_four_closed_fields_bonus_and_open_buffalo_ancestor():
    s = rules.State()
    s.fields = lambda p: LAND + [(1, 0, 0, 0, True)]
    s.anc[0] = deck.A_FOUR
    assert dict(s.end_scoring(0))["Sothy"] == 5
    s.anc[0] = deck.A_OPENBUF
    assert dict(s.end_scoring(0)) == {"Open buffalo": 3}


def test_start_ancestor_takes_the_first_dry_turn_even_when_ahead():
    s = rules.State()
    s.anc[0], s.anc[1] = deck.A_START, 0
    s.score = [20, 3]
    s._begin_dry()
    assert s.ph == rules.PH_DRY and s.first == 0 and s.to_move() == 0


def test_dry_season_order_fewer_points_then_fewer_farmers_then_a_coin():
    s = rules.State()
    s.anc[0], s.anc[1] = 0, 1
    s.score = [9, 4]
    s._begin_dry()
    assert s.first == 1
    s = land_with_first(0)        # player 1's land has one farmer (card 01), player 2's none (card 03)
    place(s, 1, 2, 0, 0, 0, check=False)
    s.anc[0], s.anc[1] = 5, 6
    s.score = [4, 4]
    s._begin_dry()
    assert s.first == 1
    s = land_with_first(0)
    place(s, 1, 0 + 3, 0, 0, 0, check=False)   # card 04: two farmers
    s.score = [4, 4]
    s.anc[0], s.anc[1] = 5, 6
    s._begin_dry()
    assert s.first == 0
    s = rules.State()
    s.anc[0], s.anc[1] = 5, 6
    s._begin_dry()
    assert s.to_move() == rules.CHANCE and s.chance_outcomes() == [(0, 1), (1, 1)]
    s.apply(1)
    assert s.to_move() == 1 and s.ph == rules.PH_DRY


def test_tie_on_points_goes_to_the_most_farmers():
    s = land_with_first(3)          # card 04: two farmers
    place(s, 1, 0, 0, 0, 0, check=False)   # card 01: one farmer
    s.ph = rules.PH_OVER
    s.score = [5, 5]
    assert s.returns() == [1.0, 0.0]
    s.score = [5, 6]
    assert s.returns() == [0.0, 1.0]


# ---- the flow and hidden information --------------------------------------------------------------------

def partition_ok(s):
    from sim.games.rice.invariants import cards_placed
    return cards_placed(s) == deck.ALL


def test_flow_of_a_whole_game():
    for seed in range(20):
        s = rules.new_game(seed=seed)
        rng = Rng(seed)
        assert deck.count(s.hand[0]) == deck.count(s.hand[1]) == 2
        assert deck.count(s.deal[0]) == deck.count(s.deal[1]) == 7
        phases = []
        while not s.is_over():
            assert partition_ok(s)
            if not phases or phases[-1] != s.ph:
                phases.append(s.ph)
            if s.ph == rules.PH_DRY and s.step == rules.ST_CARD:
                assert len(s.row) == 6 - s.turn
            s.apply(rng.weighted(s.chance_outcomes()) if s.to_move() == rules.CHANCE else rng.choice(s.legal_moves()))
        assert partition_ok(s)
        assert phases[:3] == [rules.PH_ANC, rules.PH_WET, rules.PH_LAST]
        assert phases[-1] == rules.PH_DRY
        assert len(s.log[0]) // 3 + len(s.log[1]) // 3 + deck.count(s.gone) == 16
        assert s.turn == 6 and not s.row


def test_scores_match_the_closed_fields_over_random_games():
    """Invariant: a player's points during play are the table's points of the fields marked closed."""
    checked = 0
    for seed in range(40):
        s, _ = contract.random_game(rules, seed, check=False)
        for p in (0, 1):
            a = s.anc[p]
            if a in (deck.A_WET, deck.A_DRY):
                continue   # those depend on when a field closed
            fl = s.fields(p)
            closed = [x for x in fl if x[4]]
            assert len(closed) == s.closed[p]
            assert s.score[p] == sum(L.field_points(sq_, f, b, h, a, False) for sq_, f, b, h, _ in closed)
            assert s.scores()[p] == s.score[p] + sum(v for _, v in s.end_scoring(p))
            checked += 1
    assert checked > 50


def test_second_chooser_does_not_see_the_first_secret_choice():
    s = rules.new_game(seed=7)
    s.apply(s.legal_moves()[0])
    s.apply(s.legal_moves()[0])          # ancestors revealed
    assert s.ph == rules.PH_WET and s.to_move() == 0
    a, b = s.copy(), s.copy()
    hand = s.legal_moves()
    a.apply(hand[0])
    b.apply(hand[1])
    a.apply(a.legal_moves()[0])
    b.apply(b.legal_moves()[-1])
    a.apply(a.legal_moves()[0])
    b.apply([c for c in b.legal_moves() if c != a.prow[0]][0])
    assert a.to_move() == b.to_move() == 1
    assert a.observe(1) == b.observe(1)
    assert a.observe(0) != b.observe(0)
    # player 2 knows player 1's cards by elimination (all 18 are dealt), not which ones were chosen
    assert a.unseen(1) == b.unseen(1) == a.hand[0] | (1 << a.pcard[0]) | (1 << a.prow[0])
    d = a.determinize(1, Rng(3))
    assert d.observe(1) == a.observe(1)
    assert partition_ok(d)


def test_ancestor_choice_is_secret_and_deal_face_down():
    s = rules.new_game(seed=2)
    t = rules.new_game(seed=2)
    h = s.legal_moves()
    s.apply(h[0])
    t.apply(h[1])
    assert s.observe(1) == t.observe(1) and s.observe(0) != t.observe(0)
    d = s.determinize(1, Rng(5))
    assert d.hand[1] == s.hand[1] and partition_ok(d)
    assert d.observe(1) == s.observe(1)


def test_wet_season_reveal_swaps_hands_and_fills_the_row():
    s = rules.new_game(seed=11)
    s.apply(s.legal_moves()[0])
    s.apply(s.legal_moves()[0])
    h0, h1 = s.hand[0], s.hand[1]
    picks = []
    for p in (0, 1):
        c = s.legal_moves()[0]
        s.apply(c)
        s.apply(s.legal_moves()[0])
        r = s.legal_moves()[-1]
        s.apply(r)
        picks.append((c, r))
    assert list(s.row) == [picks[0][1], picks[1][1]]
    assert s.hand[1] == h0 & ~(1 << picks[0][0]) & ~(1 << picks[0][1])
    assert s.hand[0] == h1 & ~(1 << picks[1][0]) & ~(1 << picks[1][1])
    assert len(s.log[0]) == len(s.log[1]) == 6


def test_decode_refuses_duplicated_cards():
    s = rules.new_game(seed=3)
    data = bytearray(s.encode())
    data[6] = data[7] = 4      # both ancestors the same card
    with pytest.raises(ValueError):
        rules.decode(bytes(data))
    assert rules.decode(s.encode()).encode() == s.encode()


def test_saves_from_before_the_two_placement_rulings_are_refused():
    """Version 2 saves scored fields by the old readings (touching a hole, dead ends allowed): refused, so the
    launcher lists them as "Old save"."""
    s = rules.new_game(seed=3)
    data = bytearray(s.encode())
    assert data[0] == 3
    data[0] = 2
    with pytest.raises(ValueError):
        rules.decode(bytes(data))
