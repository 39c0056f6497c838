# The screen of Rizieres du Cambodge (docs/SCREENS.md): your land drawn in three tile layers (field colour,
# paths and furrows, farmers/buffalo/houses), a card strip for choices, a ghost of the card at the cursor.
# Only the deciding human's hand is ever drawn; the opponent's secret choice never is.
import sys

import displayio

from pocket import buttons as bt
from pocket import ui
from pocket.verbs import UNDO
from pocket.modules import forget
from games.rice import rules
from games.rice import land as L
from games.rice.layout import EDGES, ITEMS, ANC_NAMES, FARMERS, BUFFALO, HOUSE
from games.rice.words import starts, what
from games.rice.land import GW, GN, BOFF, OCC, SCORED

T = 12
COLS = 13
ROWS = 8
T_OPEN, T_CLOSED, T_GHOST, T_BAD, T_EDGES = 1, 2, 3, 4, 5
T_SLOT = 25
T_NEW = 26        # the computer's new card: not the yellow of "fits here" (issue 37)
ITEM_TILE = (0, 0, 21, 22, 23, 24, 0, 0)   # by the contents code of a land byte
PANEL_Y = 36      # the card panel; the stage's last 12 px (104-116) stay free for the bottom strip
PANEL_H = 68
PLACE_ROWS = 6    # land rows in view while placing: the hint and the buttons take the two below
HINT_Y = 80
NCARD = 7
STRIP_X = 2       # the card strip's left edge in the panel
ANC_PITCH = 6     # columns between the ancestor choice's two cards
STEP_XY = ((0, -1), (1, 0), (0, 1), (-1, 0))
# one meaning a button (ui.md): the D-pad moves the card, A places it (or, where it fits several ways, first lets
# LEFT/RIGHT turn it there), B goes back, SELECT looks at the rival's land and the row
PLACE_KEYS = "A place B back SELECT look"
LAST_KEYS = "A place  SELECT look"   # the wet season's last card: no pick to put back
WAYS_KEYS = "A: turn it here  B back"
TURN_KEYS = "< > turn  A place  B move"


def _item_tile(items):
    if items & BUFFALO:
        return 23
    if items & HOUSE:
        return 24
    return (0, 21, 22)[items & FARMERS]


class View:
    # the computer's placements are shown by the view itself (show_placed: its land, the new card, until A): the
    # runtime makes no copy of the state to show them (pocket.match; a copy of the lands costs the heap's margin)
    show_made = False

    def __init__(self, app, match):
        self.app = app
        self.match = match
        forget("games.rice.ending")  # a phase's module is loaded again only when the phase comes back
        bmp, pal = app.sheet("rice")
        g = app.stage

        def grid(parent, w, h, x, y):
            tg = displayio.TileGrid(bmp, pixel_shader=pal, width=w, height=h, tile_width=T, tile_height=T,
                                    x=x, y=y)
            parent.append(tg)
            return tg

        self.layers = (grid(g, COLS, ROWS, 2, 0), grid(g, COLS, ROWS, 2, 0), grid(g, COLS, ROWS, 2, 0))
        self.drawn = bytearray(3 * COLS * ROWS)  # what the three layers show, so only changed tiles are set
        self.bb = bytearray(8)   # the lands' boxes while a placement is tried
        self.pop_bg = ui.rect(g, 0, 0, 1, 12, ui.I_PANEL)  # the score change sits on a panel, not on the land
        self.pop_bg.hidden = True
        self.pop = ui.label(g, "", 158, 0, ui.ACCENT, anchor=(1.0, 0.0))
        self.title = ui.label(g, "", 80, 4, ui.FG, anchor=(0.5, 0.0))
        self.title2 = ui.label(g, "", 80, 18, ui.FG, anchor=(0.5, 0.0))
        self.hint_bg = ui.rect(g, 0, HINT_Y - 1, ui.W, 2 * 12 + 1, ui.I_PANEL)   # under the two lines, over the land
        self.hint = ui.label(g, "", 2, HINT_Y, cols=ui.COLS)   # what the spot does, then the buttons, above the
        self.keys = ui.label(g, "", 2, HINT_Y + 12, ui.DIM, cols=ui.COLS)   # bottom strip
        self._hint_bg(False)
        self.panel = displayio.Group(y=PANEL_Y)
        ui.rect(self.panel, 0, 0, ui.W, PANEL_H, ui.I_PANEL)
        # seven cards 24 px apart from x 2: the seventh's frame (2 px around it) ends at the screen's edge, x 159
        self.strip = (grid(self.panel, 2 * NCARD - 1, 2, STRIP_X, 3), grid(self.panel, 2 * NCARD - 1, 2, STRIP_X, 3),
                      grid(self.panel, 2 * NCARD - 1, 2, STRIP_X, 3))
        self.sel_frame = ui.frame_rect(self.panel, STRIP_X - 2, 1, T + 4, 2 * T + 4, ui.I_ACCENT)
        # the ancestor choice: each card's ancestor named beside it (the two cards' fronts look much alike)
        self.anc_names = (ui.label(self.panel, "", STRIP_X + T + 4, 9, ui.FG, cols=8),   # (the longest name: a
                          ui.label(self.panel, "", STRIP_X + (ANC_PITCH + 1) * T + 4, 9, ui.FG, cols=8))  # press
                                                                                       # recolours both)
        self.info1 = ui.label(self.panel, "", 2, 29, ui.ACCENT)
        self.info2 = ui.label(self.panel, "", 2, 41)
        self.info3 = ui.label(self.panel, "", 2, 53, ui.DIM)   # ends above the bottom strip
        g.append(self.panel)
        self.me = 0
        self.mode = None      # "card", "place" or None (someone else decides)
        self.peek = 0         # SELECT's look: 1 your whole land (picking), 2 the rival's land and the row
        self.turning = False  # placing: A chose a spot where the card fits several ways, LEFT/RIGHT turn it
        self.keep = None      # placing: the land's window while SELECT looks at the rival's
        self.cards = []
        self.sel = 0
        self.pos = 0
        self.rot = 0
        self.legal = ()
        self.vx = 0
        self.vy = 0
        self.shown = None
        self.popped = ""  # the score change said at the top right
        self.ph_seen = None  # the phase at the last show(): the dry season's start is announced once
        self.held = False    # a computer's new card on screen until A ("A: go on")
        self.anc_share = 0   # the points its ancestor gave the computer's new card (_new_card_words)

    # ---- helpers ------------------------------------------------------------------------------------
    def _viewer(self, state):
        p = state.to_move()
        if p >= 0 and self.match.human[p]:
            return p
        v = self.match.viewer
        if v is not None:
            return v
        for i, h in enumerate(self.match.human):
            if h:
                return i
        return 0

    def _center(self, state, p):
        i = p * 4
        bb = state.bb
        rows = PLACE_ROWS if (self.mode == "place" and not self.peek) or self.peek == 1 else PANEL_Y // T
        self.vx = (bb[i] + bb[i + 1]) // 2 - COLS // 2
        self.vy = (bb[i + 2] + bb[i + 3]) // 2 - rows // 2

    def _pop(self, text):
        """The score change ("You +2") at the top right, on its own panel; "" hides both."""
        self.popped = text
        if text == self.pop.text:
            return
        self.pop.text = text
        if text:
            self.pop_bg.x = ui.W - 4 - ui.CHAR_W * len(text)
            self.pop_bg.width = ui.CHAR_W * len(text) + 4
        self.pop_bg.hidden = not text

    def _hint_bg(self, shown):
        # only on a change: setting `hidden` again marks the whole strip for redrawing
        if self.hint_bg.hidden == shown:
            self.hint_bg.hidden = not shown

    def _set(self, c, r, ground, edges, item):
        # displayio marks a tile dirty even when it is set to the tile it shows: setting only the changed ones keeps
        # a cursor move from redrawing the whole land
        d = self.drawn
        i = 3 * (r * COLS + c)
        if d[i] != ground:
            d[i] = ground
            self.layers[0][c, r] = ground
        if d[i + 1] != edges:
            d[i + 1] = edges
            self.layers[1][c, r] = edges
        if d[i + 2] != item:
            d[i + 2] = item
            self.layers[2][c, r] = item

    def _draw_land(self, state, p, ghost=None):
        off = p * GN
        land = state.land
        for r in range(ROWS):
            y = self.vy + r
            for c in range(COLS):
                x = self.vx + c
                v = land[off + y * GW + x] if 0 <= x < GW and 0 <= y < GW else 0
                if v & OCC:
                    self._set(c, r, T_CLOSED if v & SCORED else T_OPEN, T_EDGES + (v & 15), ITEM_TILE[(v >> 4) & 7])
                else:
                    self._set(c, r, 0, 0, 0)
        # my own secret placement waiting for the reveal
        # (a hot-seat hand-over can show this land after the card went back: no card, no ghost)
        if (p == self.me and state.ph in (rules.PH_WET, rules.PH_LAST) and state.ppos[p] >= rules.PLACE0
                and state.pcard[p] != rules.NONE):
            code = state.ppos[p] - rules.PLACE0
            self._ghost(state.pcard[p], code >> 2, code & 3, T_GHOST)
        if ghost is not None:
            self._ghost(ghost[0], ghost[1], ghost[2], ghost[3])

    def _ghost(self, card, pos, rot, ground):
        k = card * 8 + rot * 2
        for h, cell in ((0, pos), (1, pos + BOFF[rot])):
            c = cell % GW - self.vx
            r = cell // GW - self.vy
            if 0 <= c < COLS and 0 <= r < ROWS:
                self._set(c, r, ground, T_EDGES + EDGES[k + h], _item_tile(ITEMS[card * 2 + h]))

    def _draw_strip(self, cards, slots=False, pitch=2):
        """The cards upright, `pitch` columns apart (2: a hand or the row; the ancestor choice's two cards stand
        6 apart, each with its ancestor's name beside it)."""
        sg, se, si = self.strip
        n = 2 * NCARD - 1
        for col in range(n):
            for h in (0, 1):
                g = e = it = 0
                i = col // pitch
                if col % pitch == 0 and (pitch == 2 or i < len(cards)):
                    if i < len(cards):
                        c = cards[i]
                        g = T_OPEN
                        e = T_EDGES + EDGES[c * 8 + 2 + h]   # drawn upright: rotation 1, A above B
                        it = _item_tile(ITEMS[c * 2 + h])
                    elif slots and i < 6:
                        g = T_SLOT
                # displayio redraws a tile set to what it shows: only the changed ones (issue 37: a cursor press
                # redrew the whole strip, three layers)
                if sg[col, h] != g:
                    sg[col, h] = g
                if se[col, h] != e:
                    se[col, h] = e
                if si[col, h] != it:
                    si[col, h] = it

    def _card_info(self, state):
        if not self.cards:
            return
        c = self.cards[self.sel]
        ph = state.ph
        self.sel_frame.x = STRIP_X - 2 + (ANC_PITCH if ph == rules.PH_ANC else 2) * T * self.sel
        if ph == rules.PH_ANC:
            from games.rice.ancestors import ANC_TEXT
            lines = ui.wrap(ANC_TEXT[c], ui.COLS)
            # the ancestor's name stands beside its card: its rule on two lines, the keys on the third (a press
            # redraws two lines: issue 37's 25 %)
            self.info1.text = lines[0]
            self.info2.text = lines[1] if len(lines) > 1 else ""
            self.info3.text = "A: keep it as ancestor"
            self.info3.color = ui.DIM
            return
        if ph == rules.PH_DRY:
            head = "Take a card from the row"
        elif state.step == rules.ST_ROW:
            head = "Pick a card for the row"
        else:
            head = "Pick a card for your land"
        self.info1.text = head
        self.info2.text = "This one: " + what(c)
        self.info3.text = "A pick B undo SELECT look"
        self.info3.color = ui.DIM

    def _place_info(self, state):
        card = state.pcard[self.me]
        if self.legal == [rules.DISCARD]:
            self.hint.text = "Your card fits nowhere."
            self.keys.text = "A discard" if state.ph == rules.PH_LAST else "A discard  B back"
            return
        move = rules.PLACE0 + self.pos * 4 + self.rot
        if move not in self.legal:
            self.hint.text = "Does not fit here."
            self.keys.text = LAST_KEYS if state.ph == rules.PH_LAST else PLACE_KEYS
            return
        # tried in place on the game's land and taken back (a copy would allocate 1 KB at every cursor step); only
        # on free squares: taking back a card put over the land's own squares would erase them
        land = state.land
        off = self.me * GN
        if land[off + self.pos] & OCC or land[off + self.pos + BOFF[self.rot]] & OCC:
            self.hint.text = "Does not fit here."
            self.keys.text = LAST_KEYS if state.ph == rules.PH_LAST else PLACE_KEYS
            return
        bb = state.bb
        self.bb[:] = bb
        L.put(land, bb, self.me, card, self.pos, self.rot)
        try:
            pts, n = L.close_fields(land, bb, self.me, self.pos, self.rot, state.anc[self.me],
                                    state.ph == rules.PH_DRY, False)
        finally:
            L.take(land, self.pos, self.rot, self.me * GN)
            bb[:] = self.bb
        head = ("Closes %d field%s: +%d" % (n, "s" if n > 1 else "", pts)) if n else "Fits here."
        ways = self._ways()
        if self.turning:
            k = 0       # this way's number among those that fit here
            for r in range(self.rot + 1):
                k += self._fits(r)
            self.hint.text = "%s (%d/%d)" % (head, k, ways)
            self.keys.text = TURN_KEYS
        elif ways > 1:
            self.hint.text = "Fits here %d ways." % ways
            self.keys.text = "A: turn it here" if state.ph == rules.PH_LAST else WAYS_KEYS
        else:
            self.hint.text = head
            self.keys.text = LAST_KEYS if state.ph == rules.PH_LAST else PLACE_KEYS

    def _redraw(self, state):
        me = self.me
        anc = state.ph == rules.PH_ANC and self.mode == "card" and not self.peek
        self.title.text = "Keep one as your ancestor," if anc else ""
        self.title2.text = "the other starts your land" if anc else ""
        for i in (0, 1):
            lab = self.anc_names[i]
            if lab.hidden != (not anc):  # (displayio redraws what is set, changed or not)
                lab.hidden = not anc
            if anc and i < len(self.cards):
                lab.text = ANC_NAMES[self.cards[i]]
                c = ui.ACCENT if i == self.sel else ui.FG
                if lab.color != c:
                    lab.color = c
        if self.peek == 1:
            # the whole of your land (a hand's panel leaves it 3 rows): the placing view's window, no ghost
            self._draw_land(state, me)
            self.panel.hidden = True
            self._hint_bg(True)
            self.hint.text = "Your land (D-pad scrolls)"
            self.keys.text = "SELECT %s's land B back" % self.match.names[1 - me][:5]
            return
        if self.peek:
            self._draw_land(state, 1 - me)
            self.hint.text = ""
            self.keys.text = ""
            self.panel.hidden = False
            self._hint_bg(False)
            self._draw_strip(list(state.row), True)  # the row only: self.cards stays the hand being chosen from
            self.sel_frame.hidden = True
            self.info1.text = "%s's land" % self.match.names[1 - me]
            self.info2.text = "Dry-season row above"
            self.info3.text = "SELECT or B: back"
            return
        if self.mode == "place" and state.pcard[me] != rules.NONE:  # (stale after a hot-seat hand-over)
            card = state.pcard[me]
            ok = rules.PLACE0 + self.pos * 4 + self.rot in self.legal
            self.panel.hidden = True
            self._hint_bg(True)
            self._draw_land(state, me, None if self.legal == [rules.DISCARD] else
                            (card, self.pos, self.rot, T_GHOST if ok else T_BAD))
            self._place_info(state)
            return
        self._draw_land(state, me)
        self.hint.text = ""
        self.keys.text = ""
        self.panel.hidden = False
        self._hint_bg(False)
        self.sel_frame.hidden = self.mode != "card"
        if self.mode == "card":
            self._draw_strip(self.cards, False, ANC_PITCH if anc else 2)
            self._card_info(state)
        else:
            self.cards = []
            self._draw_strip(list(state.row), True)
            self.info1.text = "Dry-season row" if state.row else ""
            self.info2.text = ""
            self.info3.text = ""

    # ---- the screen contract --------------------------------------------------------------------------
    def show(self, state):
        if state.ph != rules.PH_ANC and "games.rice.ancestors" in sys.modules:
            forget("games.rice.ancestors")
        me = self._viewer(state)
        if me != self.me or self.shown is None:
            if me != self.me:
                # another player's land: the ghost and its list of spots were the last player's (hot seat, the
                # last wet card: drawn in this land, the ghost erased its squares); begin() makes this one's
                self.mode = None
            self.me = me
            self._center(state, me)
        sc = state.scores()
        if self.shown is not None:
            gains = []
            for p in (0, 1):
                if sc[p] != self.shown[p] and state.ph != rules.PH_OVER:
                    gains.append("%s %+d" % ("You" if p == me and self.match.names[p] == "You" else
                                             self.match.names[p], sc[p] - self.shown[p]))
            if state.ph == rules.PH_DRY and self.ph_seen != rules.PH_DRY:
                # who opens the dry season, in words, beside the score changes if both fit the line
                used = len("  ".join(gains)) + 2 if gains else 0
                gains.append(starts(self.match.names[state.first], ui.COLS - 2 - used))
            if gains:
                self._pop("  ".join(gains))
            elif self.match.deciding >= 0:
                self._pop(self.popped)  # a decision drawn again after the pause: its line as it was
        self.ph_seen = state.ph
        self.shown = sc
        if state.to_move() != me or not self.match.human[me] or state.is_over():
            self.mode = None
        self._redraw(state)
        ph = ("Start", "Wet", "Wet", "Dry", "Dry", "End")[state.ph]
        self.app.status.scores(sc, ph)
        self.app.mark()

    def begin(self, state):
        self.me = state.to_move()
        self.peek = 0
        self.turning = False
        self.keep = None
        self.sel = 0
        if state.step == rules.ST_PLACE:
            self.mode = "place"
            self.legal = state.legal_moves()
            m = self.legal[0]
            if m == rules.DISCARD:
                self.pos = L.ORIGIN
                self.rot = 0
            else:
                self.pos = (m - rules.PLACE0) >> 2
                self.rot = m & 3
            self._center(state, self.me)
            self._follow()
        else:
            self.mode = "card"
            self.cards = state.legal_moves()
            self._center(state, self.me)
            self._keep_last(state)
        self._redraw(state)
        self.app.mark()

    def _keep_last(self, state):
        """The card you placed last stays in sight above the card panel (issue 37: centring the land on its
        rows scrolled it out of the few rows the panel leaves)."""
        lg = state.log[self.me]
        if len(lg) < 3:
            return
        code = (lg[-2] << 8) | lg[-1]
        pos, rot = code >> 2, code & 3
        rows = PANEL_Y // T
        for cell in (pos, pos + BOFF[rot]):
            y = cell // GW
            x = cell % GW
            if y < self.vy:
                self.vy = y
            if y >= self.vy + rows:
                self.vy = y - rows + 1
            if x < self.vx:
                self.vx = x
            if x >= self.vx + COLS:
                self.vx = x - COLS + 1

    def _follow(self):
        """Scroll so the ghost card stays on screen."""
        for cell in (self.pos, self.pos + BOFF[self.rot]):
            x = cell % GW
            y = cell // GW
            if x < self.vx:
                self.vx = x
            if x >= self.vx + COLS:
                self.vx = x - COLS + 1
            if y < self.vy:
                self.vy = y
            if y >= self.vy + PLACE_ROWS:
                self.vy = y - PLACE_ROWS + 1

    def input(self, state, pressed):
        app = self.app
        if self.peek:
            if pressed & bt.SELECT and self.peek == 1:
                self.peek = 2                   # then the rival's land and the row
                self._center(state, 1 - self.me)
            elif pressed & (bt.SELECT | bt.B):
                self.peek = 0
                if self.keep:            # back to placing, the card where it was
                    self.vx, self.vy = self.keep
                    self.keep = None
                else:
                    self._center(state, self.me)
            else:
                self._scroll(pressed)
            self._redraw(state)
            app.mark()
            return None
        self._pop("")
        if self.mode == "card":
            n = len(self.cards)
            if pressed & bt.SELECT:     # look: your whole land, then the rival's land and the row
                self.peek = 1
                self._center(state, self.me)
            elif pressed & bt.LEFT:
                self.sel = (self.sel - 1) % n
            elif pressed & bt.RIGHT:
                self.sel = (self.sel + 1) % n
            elif pressed & bt.A:
                return self.cards[self.sel]
            elif pressed & bt.B:
                return UNDO
            elif pressed & (bt.UP | bt.DOWN):
                self._scroll(pressed)
            self._redraw(state)
            app.mark()
            return None
        if self.mode == "place":
            if pressed & bt.SELECT:      # look: the rival's land and the row (your land is on screen already)
                self.keep = (self.vx, self.vy)
                self.peek = 2
                self._center(state, 1 - self.me)
                self._redraw(state)
                app.mark()
                return None
            if self.turning:             # the spot is chosen: LEFT/RIGHT turn the card among the ways it fits
                if pressed & bt.A:
                    return rules.PLACE0 + self.pos * 4 + self.rot
                if pressed & bt.B:
                    self.turning = False
                elif pressed & (bt.LEFT | bt.RIGHT):
                    self._next_way(1 if pressed & bt.RIGHT else 3)
            elif pressed & bt.A:
                if self.legal == [rules.DISCARD]:
                    return rules.DISCARD
                if self._ways() < 2:
                    return rules.PLACE0 + self.pos * 4 + self.rot
                self.turning = True
            elif pressed & bt.B:
                return UNDO          # the card goes back: the match undoes the pick (docs/SCREENS.md)
            else:
                for d in range(4):
                    if pressed & (bt.UP, bt.RIGHT, bt.DOWN, bt.LEFT)[d]:
                        x = self.pos % GW + STEP_XY[d][0]
                        y = self.pos // GW + STEP_XY[d][1]
                        if self._near(state, x, y):
                            self.pos = y * GW + x
                            self._fit_way()
            self._follow()
            self._redraw(state)
            app.mark()
        return None

    def _near(self, state, x, y):
        """True when square A at (x, y) keeps the card beside the land: at most two squares out of the land's box
        (where a card touching it can lie), so the cursor never wanders into empty space."""
        i = self.me * 4
        bb = state.bb
        return (max(2, bb[i] - 2) <= x <= min(GW - 3, bb[i + 1] + 2) and
                max(2, bb[i + 2] - 2) <= y <= min(GW - 3, bb[i + 3] + 2))

    def _fits(self, r):
        """1 when the card fits at the cursor's spot turned r ways, else 0."""
        return 1 if rules.PLACE0 + self.pos * 4 + r in self.legal else 0

    def _ways(self):
        return self._fits(0) + self._fits(1) + self._fits(2) + self._fits(3)

    def _fit_way(self):
        """The card moved: it keeps its way when that fits here, else takes the next way that does (the ghost
        shows yellow wherever the card fits at all)."""
        for k in range(4):
            if self._fits((self.rot + k) % 4):
                self.rot = (self.rot + k) % 4
                return

    def _next_way(self, step):
        """A turn to the next way the card fits at this spot (step 1 clockwise, 3 back)."""
        for k in (1, 2, 3):
            r = (self.rot + step * k) % 4
            if self._fits(r):
                self.rot = r
                return

    def _scroll(self, pressed):
        if pressed & bt.LEFT:
            self.vx -= 1
        if pressed & bt.RIGHT:
            self.vx += 1
        if pressed & bt.UP:
            self.vy -= 1
        if pressed & bt.DOWN:
            self.vy += 1

    def start_is_move(self, state):
        return False

    def animate(self, state, move):
        """A computer's dry-season card: the pick is framed in the row, then shown in its land for a moment.
        Wet-season choices are secret until the reveal, so nothing is shown for them."""
        p = state.to_move()
        if state.ph != rules.PH_DRY or p < 0 or self.match.human[p]:
            return
        app = self.app
        if state.step == rules.ST_CARD:
            row = list(state.row)
            if move in row:
                self.sel_frame.x = STRIP_X - 2 + 2 * T * row.index(move)
                self.sel_frame.hidden = False
                app.mark()
                app.wait(400)
            return
        if move < rules.PLACE0:
            return
        self.show_placed(state, p, state.pcard[p], move - rules.PLACE0, 700)

    def played(self, state, move):
        """Just before the move that reveals the wet season's secret placements (the second player's last choice
        of the round): both are committed, so the computer's land is shown with its new card lit, then the
        reveal's scores ("CPU +15") are read against a land the player has seen (issue 29)."""
        if move is None or state.cur != 1:
            return
        last = state.ph == rules.PH_LAST and state.step == rules.ST_PLACE
        if not (last or (state.ph == rules.PH_WET and state.step == rules.ST_ROW)):
            return
        for q in (0, 1):
            if self.match.human[q]:
                continue
            code = move if last and q == 1 else state.ppos[q]
            if code < rules.PLACE0 or state.pcard[q] == rules.NONE:
                continue  # a discard: the bottom strip said so
            if self.match.human[state.cur]:
                # the human's own A that made this choice is still down: it must not skip the picture at once
                n = 0
                while self.app.buttons.held & bt.A and n < 8:
                    self.app.tick()
                    n += 1
            self.show_placed(state, q, state.pcard[q], code - rules.PLACE0, 1100)

    def show_placed(self, state, p, card, code, ms):
        """Player p's land centred on screen with the card at code (pos << 2 | rot) lit as a ghost, for ms (A
        skips); the view's own window is kept and the next show() draws the viewer's land again."""
        keep = (self.vx, self.vy)
        i = p * 4
        self.vx = (state.bb[i] + state.bb[i + 1]) // 2 - COLS // 2
        self.vy = (state.bb[i + 2] + state.bb[i + 3]) // 2 - PLACE_ROWS // 2
        self.panel.hidden = True
        self.sel_frame.hidden = True
        self._hint_bg(True)
        self.hint.text = self._new_card_words(state, p, card, code >> 2, code & 3)
        share = self.anc_share
        why = ""  # its ancestor card's part of the points, on the keys' line (issue 37: say why it scored)
        if share:
            why = "Ancestor card %+d" % share
            if len(why) > ui.COLS - 10:  # (", A: go on")
                why = "Ancestor %+d" % share
        self._draw_land(state, p, (card, code >> 2, code & 3, T_NEW))
        if True in self.match.human:
            # "A: go on" means it: the land stays until A (a fresh press: the one that made your choice is up)
            self.keys.text = why + ", A: go on" if why else "A: go on"
            self.app.mark()
            self.held = True  # (for a test or a script: the view waits for A)
            while not self.app.tick() & bt.A:
                pass
            self.held = False
        else:
            self.keys.text = why
            self.app.mark()
            self.app.wait(ms)
        self.vx, self.vy = keep
        self.hint.text = ""
        self.keys.text = ""

    def _new_card_words(self, state, p, card, pos, rot):
        """What the computer's new card does, tried in place on its land and taken back (as _place_info does):
        "CPU's card closes 1: +4" (issue 37: say why it scored), or "CPU's land: its new card". self.anc_share: the
        points of it that its ancestor card gave (the same fields scored without an ancestor, the difference)."""
        name = self.match.names[p]
        land = state.land
        off = p * GN
        self.anc_share = 0
        if land[off + pos] & OCC or land[off + pos + BOFF[rot]] & OCC:
            return "%s's land: its new card" % name
        bb = state.bb
        self.bb[:] = bb
        L.put(land, bb, p, card, pos, rot)
        try:
            dry = state.ph == rules.PH_DRY
            pts, n = L.close_fields(land, bb, p, pos, rot, state.anc[p], dry, False)
            if n and state.anc[p] != rules.NONE:
                self.anc_share = pts - L.close_fields(land, bb, p, pos, rot, rules.NONE, dry, False)[0]
        finally:
            L.take(land, pos, rot, off)
            bb[:] = self.bb
        if not n:
            return "%s's land: its new card" % name
        return "%s's card closes %d: %+d" % (name[:5], n, pts)

    def results(self, state):
        sc = state.scores()
        lines = []
        for p in (0, 1):
            lines.append("%s: %d point%s" % (self.match.names[p][:8], sc[p], "" if sc[p] == 1 else "s"))
            n = state.closed[p]
            lines.append("  %d field%s closed: %+d" % (n, "" if n == 1 else "s", state.score[p]))
            # the end scoring: open buffalo, the ancestor's bonus (by its name)
            extra = ["%s %+d" % (label.split()[-1][:8], v) for label, v in state.end_scoring(p)]
            if extra:
                lines.append("  " + ", ".join(extra))
        if sc[0] == sc[1]:
            lines.append("Tie: most farmers wins")
        return lines
