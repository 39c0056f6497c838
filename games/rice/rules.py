# Rizieres du Cambodge (Seasons of Rice) for two players: the engine (docs/ENGINE.md, docs/rules/rice.md).
# The shuffle is decided by the seed in new_game (no chance nodes for the deal); the only chance node is the
# coin that picks the dry-season starter when points and farmers are equal.
# Simultaneous secret choices are sequential: player 1 chooses first, player 2's observe() hides that choice,
# and both choices are revealed (placed, scored) once player 2 has chosen.
from games.rice import layout
from games.rice.layout import NCARDS
from games.rice import land as L
from games.rice.land import GW, GN, BOFF, ORIGIN, SCORED
from games.rice.layout import CHANCE, TERMINAL, PH_ANC, PH_WET, PH_LAST, PH_COIN, PH_DRY, PH_OVER, ST_CARD, \
    ST_PLACE, ST_ROW, PLACE0, DISCARD, NONE, WET_TURNS, ROW_SIZE  # noqa: F401 (part of this module's API)
from games.rice.layout import A_START, ALL, SECRET_PHASES, VERSION
PHASE_NAMES = ("Ancestor", "Wet", "Wet", "Dry", "Dry", "Over")
HIDDEN = True   # hot seat: the runtime hides the screen between two human players


class State:
    def __init__(self, blank=False):
        self.players = 2
        self._copies = None        # copies sharing this state's land buffer (see copy())
        self._lender = None        # the state whose land buffer this copy shares, if it still does
        self._replay = False       # the land is what the placements in log build (new_game, decode, apply)
        if blank:
            return   # copy() fills everything in
        self.ph = PH_ANC
        self.turn = 0
        self.cur = 0
        self.step = ST_CARD
        self.first = NONE          # dry-season starter
        self.hand = [0, 0]         # card masks
        self.deal = [0, 0]         # the 7-card hands still face down during the ancestor choice
        self.gone = 0              # discarded cards
        self.anc = bytearray((NONE, NONE))
        self.pcard = bytearray((NONE, NONE))   # pending: ancestor / land card / picked row card
        self.prow = bytearray((NONE, NONE))    # pending: card for the dry-season row
        self.ppos = [-1, -1]                   # pending placement move (PLACE0 + ...) or DISCARD
        self.row = bytearray()
        self._land = bytearray(2 * GN)
        self.bb = bytearray(8)
        self.log = [bytearray(), bytearray()]  # per player: (card, code >> 8, code & 255) per placed card
        self.score = [0, 0]
        self.bonus = [0, 0]                    # end scoring, added when the game ends
        self.closed = bytearray(2)             # fields closed so far

    # ---- the contract -------------------------------------------------------------------------------
    def to_move(self):
        if self.ph == PH_OVER:
            return TERMINAL
        if self.ph == PH_COIN:
            return CHANCE
        return self.cur

    def is_over(self):
        return self.ph == PH_OVER

    def chance_outcomes(self):
        if self.ph == PH_COIN:
            return [(0, 1), (1, 1)]
        return []

    def legal_moves(self):
        ph = self.ph
        if ph == PH_OVER:
            return []
        if ph == PH_COIN:
            return [0, 1]
        p = self.cur
        if self.step == ST_PLACE:
            m = self.placements(p, self.pcard[p])
            return m if m else [DISCARD]
        if ph == PH_DRY:
            return sorted(self.row)
        return layout.cards_of(self.hand[p])

    def placements(self, p, card):
        codes = L.placements(self.land, p * GN, self.cells(p), card)
        for i in range(len(codes)):
            codes[i] += PLACE0
        return codes

    def cells(self, p):
        out = []
        lg = self.log[p]
        for i in range(0, len(lg), 3):
            code = (lg[i + 1] << 8) | lg[i + 2]
            pos = code >> 2
            out.append(pos)
            out.append(pos + BOFF[code & 3])
        return out

    def apply(self, move):
        ph = self.ph
        if ph == PH_OVER:
            raise ValueError("game over")
        if ph == PH_COIN:
            if move != 0 and move != 1:
                raise ValueError("bad coin")
            self.first = move
            start_dry(self)
            return
        p = self.cur
        step = self.step
        if step == ST_PLACE:
            card = self.pcard[p]
            if move == DISCARD:
                if self.placements(p, card):
                    raise ValueError("the card fits: no discard")
            elif not (PLACE0 <= move < PLACE0 + 4 * GN and
                      L.fits(self.land, p * GN, card, (move - PLACE0) >> 2, move & 3)):
                raise ValueError("illegal placement %r" % (move,))
            if ph == PH_DRY:
                self._place(p, card, move, True)
                self.pcard[p] = NONE
                self.turn += 1
                if not self.row:
                    from games.rice import ending
                    ending.finish(self)
                else:
                    self.cur = 1 - p
                    self.step = ST_CARD
            elif ph == PH_LAST:
                self.ppos[p] = move
                if p == 0:
                    self.cur = 1
                else:
                    reveal(self)
            else:
                self.ppos[p] = move
                self.step = ST_ROW
            return
        if not isinstance(move, int) or not 0 <= move < NCARDS:
            raise ValueError("illegal card %r" % (move,))
        bit = 1 << move
        if ph == PH_DRY:
            i = 0
            while i < len(self.row) and self.row[i] != move:
                i += 1
            if i == len(self.row):
                raise ValueError("card %d is not in the row" % move)
            self.row = self.row[:i] + self.row[i + 1:]
            self.pcard[p] = move
            self.step = ST_PLACE
            return
        if not self.hand[p] & bit:
            raise ValueError("card %d is not in hand" % move)
        self.hand[p] &= ~bit
        if ph == PH_ANC:
            self.pcard[p] = move
            if p == 0:
                self.cur = 1
            else:
                reveal_ancestors(self)
        elif step == ST_CARD:
            self.pcard[p] = move
            self.step = ST_PLACE
        else:
            self.prow[p] = move
            if p == 0:
                self.cur = 1
                self.step = ST_CARD
            else:
                reveal(self)

    def scores(self):
        return [self.score[0] + self.bonus[0], self.score[1] + self.bonus[1]]

    def farmers(self, p):
        n = 0
        off = p * GN
        for c in self.cells(p):
            n += L.FARMERS_IN[(self.land[off + c] >> 4) & 7]
        return n

    def returns(self):
        if self.ph != PH_OVER:
            return [0.5, 0.5]
        s = self.scores()
        if s[0] == s[1]:
            s = [self.farmers(0), self.farmers(1)]  # seed: tie -> most farmers
        if s[0] > s[1]:
            return [1.0, 0.0]
        if s[1] > s[0]:
            return [0.0, 1.0]
        return [0.5, 0.5]

    def _get_land(self):
        t = self._land
        if t is None:   # a copy whose shared land was given back: rebuilt from its placements (undo, tests)
            t = self._land = replay(self)
        return t

    def _set_land(self, value):
        self._land = value

    land = property(_get_land, _set_land)

    def copy(self):
        """A copy of the state. The land (1 KB, both players') is not copied: the copy shares the buffer, and
        when a state places a card for good (own_land) the others on that buffer give it up and rebuild theirs
        from their placements if they are ever used (the match keeps a copy for undo at every step of a human
        turn, the AI one per decision: a new 1 KB block each time fragmented the device's heap until no 1 KB
        block was left)."""
        s = State(True)
        t = self._land
        s._land = t
        s._replay = self._replay
        if t is not None:
            s._lender = self
            if self._copies is None:
                self._copies = []
            self._copies.append(s)
        s.anc = self.anc[:]
        s.pcard = self.pcard[:]
        s.prow = self.prow[:]
        s.bb = self.bb[:]
        s.closed = self.closed[:]
        s.log = [self.log[0][:], self.log[1][:]]
        s.ph = self.ph
        s.turn = self.turn
        s.cur = self.cur
        s.step = self.step
        s.first = self.first
        s.hand = self.hand[:]
        s.deal = self.deal[:]
        s.gone = self.gone
        s.ppos = self.ppos[:]
        s.row = self.row[:]
        s.score = self.score[:]
        s.bonus = self.bonus[:]
        return s

    def own_land(self):
        """Before the land changes for good. Every other state on the same buffer (copies of this state, copies
        of those, and the state this one was copied from, which after an undo is the state the undo replaced)
        lets go of it and rebuilds its land from its placements if it is ever used; this state keeps the buffer,
        so placing a card allocates nothing. A land not built by placements (tests write squares directly) is
        copied for the others instead."""
        buf = self.land
        todo = [self]
        lender = self._lender
        if lender is not None and lender._land is buf:
            todo.append(lender)
        self._lender = None
        while todo:
            t = todo.pop()
            if t._copies:
                todo.extend(t._copies)
                t._copies = None
            if t is not self and t._land is buf:
                t._land = None if self._replay else buf[:]
                t._lender = None

    def move_text(self, move):
        """Text of a move as the other player may read it: secret choices (ancestor, wet season) say only
        what kind of choice was made."""
        ph = self.ph
        if ph == PH_COIN:
            return "Player %d starts dry" % (move + 1)
        if move == DISCARD:
            return "No spot: discards it"
        if ph == PH_DRY:
            from games.rice import words   # (with the screens' texts)
            if move >= PLACE0:
                code = move - PLACE0
                pos = code >> 2
                return "Puts it " + words.where(self.bb, self.cur, pos, pos + BOFF[code & 3])
            return words.took(move)
        if ph == PH_ANC:
            return "Picks an ancestor"
        if move >= PLACE0:
            return "Places a card"
        if self.step == ST_ROW:
            return "Picks a row card"
        return "Picks a land card"

    # ---- the flow (the functions below) ---------------------------------------------------------------
    def _place(self, p, card, move, dry):
        return place(self, p, card, move, dry)

    def _begin_dry(self):
        begin_dry(self)

    def fields(self, p):
        """[(squares, farmers, buffalo, houses, closed)] of p's land."""
        return L.all_fields(self.land, p * GN, self.cells(p))

    def end_scoring(self, p):
        """[(label, points)] of the final scoring for p (open buffalo, end-scoring ancestor)."""
        from games.rice import ending
        return ending.end_scoring(self, p)

    # ---- saving and hidden information (to_bytes below) -------------------------------------------
    def encode(self):
        return to_bytes(self, -1)

    def observe(self, player):
        return to_bytes(self, player)

    def unseen(self, player):
        """Mask of the cards `player` cannot see (the opponent's hand and secret choice, the face-down deal)."""
        seen = self.hand[player] | self.gone
        for p in (0, 1):
            lg = self.log[p]
            for i in range(0, len(lg), 3):
                seen |= 1 << lg[i]
            if self.anc[p] != NONE:
                seen |= 1 << self.anc[p]
        for c in self.row:
            seen |= 1 << c
        for p in (0, 1):
            if p == player or self.ph not in SECRET_PHASES:
                if self.pcard[p] != NONE:
                    seen |= 1 << self.pcard[p]
                if self.prow[p] != NONE:
                    seen |= 1 << self.prow[p]
        return ALL & ~seen

    def determinize(self, player, rng):
        from games.rice.hidden import determinize
        return determinize(self, player, rng)


def new_game(seed=0, players=2, **options):
    if options:
        raise ValueError("unknown options %r" % (options,))
    if players != 2:
        raise ValueError("Rizieres du Cambodge is a 2-player game")
    from pocket.rng import Rng
    cards = list(range(NCARDS))
    Rng(seed).shuffle(cards)
    s = State()
    s._replay = True
    # deal 2 each (ancestor + first land card), then the 14 left as two face-down hands of 7
    for i, c in enumerate(cards):
        p = 0 if i in (0, 2) or 4 <= i < 11 else 1
        if i < 4:
            s.hand[p] |= 1 << c
        else:
            s.deal[p] |= 1 << c
    return s


def decode(data):
    from games.rice import decode as unpack
    s = unpack.decode(data, State())
    s._replay = replay(s) == s.land   # (a save's SCORED marks are its own: trust them only if they agree)
    return s


# ---- the flow of a game (reveals, seasons), as functions of a State ----
def place(s, p, card, move, dry):
    if move == DISCARD:
        s.gone |= 1 << card
        return 0
    code = move - PLACE0
    pos = code >> 2
    rot = code & 3
    s.own_land()
    L.put(s.land, s.bb, p, card, pos, rot)
    s.log[p].extend(bytes((card, code >> 8, code & 255)))
    pts, n = L.close_fields(s.land, s.bb, p, pos, rot, s.anc[p], dry, True)
    s.score[p] += pts
    s.closed[p] += n
    return pts


def replay(s):
    """The land that s's placements build (a copy whose shared land was given back, see rules.State.copy):
    the same cards in the same order close the same fields."""
    land = bytearray(2 * L.GN)
    bb = bytearray(8)
    for p in (0, 1):
        lg = s.log[p]
        for i in range(0, len(lg), 3):
            code = (lg[i + 1] << 8) | lg[i + 2]
            L.put(land, bb, p, lg[i], code >> 2, code & 3)
            L.close_fields(land, bb, p, code >> 2, code & 3, s.anc[p], False, True)
    return land


def reveal_ancestors(s):
    for p in (0, 1):
        s.anc[p] = s.pcard[p]
        s.pcard[p] = NONE
        first = layout.cards_of(s.hand[p])[0]
        # the first card's orientation is a symmetry of the whole land, so it is always laid flat
        place(s, p, first, PLACE0 + ORIGIN * 4, False)
        s.hand[p] = s.deal[p]
        s.deal[p] = 0
    s.ph = PH_WET
    s.turn = 0
    s.cur = 0
    s.step = ST_CARD


def reveal(s):
    for p in (0, 1):
        place(s, p, s.pcard[p], s.ppos[p], False)
        s.pcard[p] = NONE
        s.ppos[p] = -1
    if s.ph == PH_LAST:
        begin_dry(s)
        return
    s.row.append(s.prow[0])
    s.row.append(s.prow[1])
    s.prow[0] = s.prow[1] = NONE
    s.hand[0], s.hand[1] = s.hand[1], s.hand[0]   # pass the rest of your hand
    s.turn += 1
    s.cur = 0
    if s.turn == WET_TURNS:
        # the last card of each hand goes to the land
        s.ph = PH_LAST
        s.step = ST_PLACE
        for p in (0, 1):
            s.pcard[p] = layout.cards_of(s.hand[p])[0]
            s.hand[p] = 0
    else:
        s.step = ST_CARD


def begin_dry(s):
    s.turn = 0
    for p in (0, 1):
        if s.anc[p] == A_START:
            s.first = p
            start_dry(s)
            return
    sc = s.score
    if sc[0] == sc[1]:
        f0 = s.farmers(0)
        f1 = s.farmers(1)
        if f0 == f1:
            s.ph = PH_COIN   # the seed says the youngest starts: we toss a coin
            return
        s.first = 0 if f0 < f1 else 1
    else:
        s.first = 0 if sc[0] < sc[1] else 1
    start_dry(s)


def start_dry(s):
    s.ph = PH_DRY
    s.cur = s.first
    s.step = ST_CARD


# ---- saves (encode) and what a player sees (observe) ----
OBSERVED = 0x81


def to_bytes(s, viewer):
    """The whole state (viewer -1) or what `viewer` sees: the opponent's hand and secret choice and the
    face-down deal are blanked."""
    ph = s.ph
    out = bytearray((VERSION if viewer < 0 else OBSERVED, ph, s.turn, s.cur, s.step, s.first))
    for p in (0, 1):
        out.append(s.anc[p])
    for p in (0, 1):
        hidden = viewer >= 0 and p != viewer
        secret = hidden and ph in SECRET_PHASES
        out.append(NONE if secret else s.pcard[p])
        out.append(NONE if secret else s.prow[p])
        v = (-1 if secret and s.ppos[p] >= 0 else s.ppos[p]) & 0xFFFF
        out.append(v >> 8)
        out.append(v & 255)
        _put3(out, 0 if hidden else s.hand[p])
        _put3(out, s.deal[p] if viewer < 0 else 0)
        out.append(s.score[p] >> 8)
        out.append(s.score[p] & 255)
        v = s.bonus[p] & 0xFFFF
        out.append(v >> 8)
        out.append(v & 255)
        out.append(s.closed[p])
    _put3(out, s.gone)
    out.append(len(s.row))
    out.extend(s.row)
    for p in (0, 1):
        lg = s.log[p]
        out.append(len(lg) // 3)
        out.extend(lg)
        mask = 0
        off = p * GN
        for i, c in enumerate(s.cells(p)):
            if s.land[off + c] & SCORED:
                mask |= 1 << i
        out.append(mask >> 8)
        out.append(mask & 255)
    return bytes(out)


def _put3(out, v):
    out.append((v >> 16) & 255)
    out.append((v >> 8) & 255)
    out.append(v & 255)
