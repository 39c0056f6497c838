# Cetkaik screens (docs/SCREENS.md): the 9x9 board in 10 px squares on the left with its edge coordinates (columns
# K..P above, rows A..IA at the left, as the rules name squares), both hands, scores, stake and season on the right,
# the message strip below the board (never over it). Select a piece to see where it can go (dots; a ring marks a square to step over), pick the
# Tam2 the same way, and reach the hand panel by moving the cursor right off the board to drop a piece.
import displayio

from pocket import buttons as bt
from pocket import ui
from pocket.verbs import UNDO
from pocket.modules import forget, run
from games.cetkaik.layout import SEASON_NAMES
# consts from games/cetkaik/layout.py (python -m sim.consts writes this block: change the numbers there)
try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x
_PIECE = const(1)
_SLIDE = const(2)
_TAM_MOVE = const(3)
_DROP = const(4)
_TA_XOT = const(1)
_GIVE_UP = const(2)
_FINAL = const(100)
_P_START = const(0)
_P_MOVE = const(1)
_P_WATER = const(2)
_P_DIST = const(3)
_P_AFTER = const(4)
_P_DECIDE = const(5)
_V_PHASE = const(0)
_V_TURN = const(1)
_V_S0 = const(2)
_V_STAKE = const(4)
_V_SEASON = const(5)
_V_SEASONS = const(6)
_V_TAM = const(7)
_V_SRC = const(13)
_V_DST = const(15)
_V_THROW = const(17)
_V_LSRC = const(21)
_V_LDST = const(22)
_NONE = const(255)
# end of consts
from games.cetkaik.board import WATER, TAM, PROF_NAMES, COLOUR_NAMES, sq_name, piece_paths, tam_paths

S = 10                  # square size (tiles of assets/cetkaik.bmp, sim/games/cetkaik/art.py)
BX = 10                 # the board's left edge: the row names stand left of it
BY = 10                 # the board's top (in the stage, under the status strip): the column names stand above it
PX = 100                # side panel x (the board ends at 99)
T_SQUARE, T_HUE, T_WATER, T_HUEWATER, T_TAM = 1, 2, 3, 4, 5
T_PIECE = 6             # + colour * 10 + profession, pointing up; the opponent's are drawn by a turned-round layer
T_THEIR_PAWN = 26       # a pawn pointing down (help diagrams)
T_DEST, T_VIA, T_CAPTURE, T_CURSOR, T_LAST, T_SELECTED, T_STICK_DARK, T_STICK_LIGHT = range(27, 35)
T_COUNT = 35 - 2        # + n: "n" (2..8), how many of the piece on its left the hand holds
T_COL = 42              # + column: K L N T Z X C M P
T_ROW = 51              # + row: A E I U O Y AI AU IA
PIECE_EDGE = 12         # the palette index of a piece's outline (sim/games/cetkaik/art.py "q"): each player's colour
PANEL_COLS = 10         # characters a side panel line holds (60 px)
HAND_COLS = 3           # kinds a hand row shows: each piece with its count's cell on its right (20 px)
HAND_ROWS = 3
HAND_W = 2 * HAND_COLS  # the hand grids' cells a row
HAND_Y = (13, 70)       # the hand grids: the opponent's (top), the viewer's (bottom)
PICK_HINT = "A: pick a piece or Tam2"


def _grid(sheet, w, h, x, y, group):
    g = displayio.TileGrid(sheet[0], pixel_shader=sheet[1], tile_width=S, tile_height=S, width=w, height=h,
                           x=x, y=y)
    group.append(g)
    return g


def _copy(palette):
    """A copy of the sheet's palette, for the opponent's pieces: made once per game (the viewer's use the sheet's)."""
    p = displayio.Palette(len(palette))
    for i in range(len(palette)):
        p[i] = palette[i]
    p.make_transparent(0)
    return p


def _dialog(module, name, view, state):
    """Run games/cetkaik/<module>.py's `name`: the module is imported for the dialog and dropped after it, the heap
    being tight (issue 14). The move words go too while the dialog is open (the next hint loads them again), and
    the computer's code if a dialog comes while it is loaded (the results)."""
    forget("games.cetkaik.words")
    view.match.drop_ai()
    return run("games.cetkaik." + module, name, view, state)


class View:
    # the computer's code (about 6 KB with its tables) is in the heap only while it thinks: the runtime drops it
    # after each decision (pocket.match), and the next one loads it again (a few ms); in a 96 KB heap the turn's
    # words, its animation and the human's screens do not fit beside it late in a game (issue 14)
    keep_ai = False
    show_made = False   # the computer's move made is drawn by animate() (pocket.match: no copy of the state)

    def make_room(self):
        """The runtime's hook before the computer thinks: its search needs the move words' room (about 2 KB);
        the turn's words load them again."""
        forget("games.cetkaik.words")

    def __init__(self, app, match):
        self.app = app
        self.match = match
        sheet = app.sheet("cetkaik")
        g = app.stage
        self.col_names = _grid(sheet, 9, 1, BX, 0, g)
        self.row_names = _grid(sheet, 1, 9, 0, BY, g)
        self.squares = _grid(sheet, 9, 9, BX, BY, g)
        self.last = _grid(sheet, 9, 9, BX, BY, g)
        self.pieces = _grid(sheet, 9, 9, BX, BY, g)   # the viewer's pieces
        self.theirs = _grid(sheet, 9, 9, BX, BY, g)   # the opponent's: the same tiles, the layer turned round
        self.theirs.flip_x = self.theirs.flip_y = True  # (square d is its cell 80 - d)
        self.marks = _grid(sheet, 9, 9, BX, BY, g)
        self.selected = _grid(sheet, 1, 1, 0, 0, g)
        self.selected[0] = T_SELECTED
        self.selected.hidden = True
        self.cursor = _grid(sheet, 1, 1, 0, 0, g)
        self.cursor[0] = T_CURSOR
        self.top = ui.label(g, "", PX, 0, ui.ACCENT, cols=PANEL_COLS)
        # 2 px clear of the board; the last count cell's right half (blank) is off the screen
        self.hand_grid = (_grid(sheet, HAND_W, HAND_ROWS, PX + 2, HAND_Y[0], g),
                          _grid(sheet, HAND_W, HAND_ROWS, PX + 2, HAND_Y[1], g))
        self.hand_grid[0].flip_x = self.hand_grid[0].flip_y = True  # the opponent's hand points down too
        self.hand_count = (_grid(sheet, HAND_W, HAND_ROWS, PX + 2, HAND_Y[0], g),   # not turned: digits read
                           _grid(sheet, HAND_W, HAND_ROWS, PX + 2, HAND_Y[1], g))
        self.edges = (sheet[1], _copy(sheet[1]))   # the viewer's pieces, the opponent's: outlines set by show()
        self.edged = -1
        self.theirs.pixel_shader = self.hand_grid[0].pixel_shader = self.edges[1]
        self.hand_text = (ui.label(g, "", PX, 44, cols=PANEL_COLS), ui.label(g, "", PX, 57, cols=PANEL_COLS))
        self.flip = False
        self.mode = "pick"
        self.cx = 4
        self.cy = 6
        self.src = -1       # selected square (or the Tam2's)
        self.via = -1
        self.kind = -1      # drop: hand kind chosen
        self.targets = {}   # display square -> list of moves for the current mode
        self.hand_kinds = ([], [])  # per panel (0 = top = opponent side, 1 = bottom = the viewer): kinds shown
        self.pending = _TA_XOT  # the ty mok1 / ta xot1 answer waiting for A
        self.before = None     # the State before the last main move: the dialog tells the hands it made
        # the hands that ended each season by ta xot1, for the results (issue 37): 4 bytes a season, the scorer + 1
        # (0: none) and the hands' mask (games/cetkaik/hands.py mask_of, 20 bits); set in place, nothing allocated
        self.scored = bytearray(16)
        # the game record (games/cetkaik/movelog.py), pause menu > Game record: the view's, saved with the game
        # (save_bytes, load_bytes); a new game's, or that of a save from before the record was saved, starts here
        st = match.state
        from games.cetkaik.movelog import MoveLog
        from games.cetkaik.layout import RULE_NAMES, V_RULES
        first = match.rules.new_game(seasons=st.v[_V_SEASONS], rules=RULE_NAMES[st.v[V_RULES]])
        self.log = MoveLog(st, st.position() == first.position())
        first = None

    def save_bytes(self):
        """The runtime's hook for a save (pocket.match): the game record's bytes follow the state's."""
        return self.log.pack()

    def load_bytes(self, data):
        """The runtime's hook at Resume: the record save_bytes() wrote, checked against the saved position."""
        self.log = run("games.cetkaik.decode", "unpack", data, self.match.state, self.match.rules)

    pause_items = ("Game record",)

    def pause_item(self, i):
        run("games.cetkaik.recordview", "show_record", self.app, self.match, self.log)  # only this screen needs
        forget("games.cetkaik.record")                                                 # these two
        self.show(self.match.state)

    def played(self, state, move):
        """The runtime's hook before each move (None: an undo, `state` the position restored): keep the record,
        and the State before a main move (the ty mok1 / ta xot1 dialog tells the hands that move made from those
        held before)."""
        log = self.log
        v = state.v
        if move is None:
            self.before = None
            log.undo(state)
            for i in range(v[_V_SEASON] * 4, 16):  # a season taken back is not scored
                self.scored[i] = 0
            return
        log.add(state, move)
        if v[_V_PHASE] == _P_MOVE:
            self.before = state.copy()
        elif v[_V_PHASE] == _P_DECIDE and move == _TA_XOT and v[_V_SEASON] < 4:
            from games.cetkaik.hands import mask_counts  # (loaded with the rules)
            p = v[_V_TURN]
            m = mask_counts(state.hand, p * 20)
            i = v[_V_SEASON] * 4
            sc = self.scored
            sc[i] = p + 1
            sc[i + 1] = m & 255
            sc[i + 2] = (m >> 8) & 255
            sc[i + 3] = m >> 16


    # ----- drawing -----
    def _viewer(self, state):
        h = self.match.human
        if h[0] and h[1]:  # hot seat: the player to move sits at the bottom, unless the board is kept
            return state.v[_V_TURN] if self.match.options.get("board", 1) else 0
        return 1 if h[1] and not h[0] else 0

    def _disp(self, sq):
        return 80 - sq if self.flip else sq

    def show(self, state):
        v = state.v
        self.flip = self._viewer(state) == 1
        hue = state.hue()
        b = state.board
        for sq in range(81):
            d = self._disp(sq)
            self.squares[d] = (T_HUEWATER if WATER[sq] else T_HUE) if hue[sq] else (T_WATER if WATER[sq] else
                                                                                     T_SQUARE)
            q = b[sq]
            mine = 0
            theirs = 0
            if q == TAM:
                mine = T_TAM
            elif q:
                t = T_PIECE + ((q >> 4) & 1) * 10 + (q & 15) - 1
                if (q >> 5) == (1 if self.flip else 0):
                    mine = t
                else:
                    theirs = t
            self.pieces[d] = mine
            self.theirs[80 - d] = theirs
            self.last[d] = 0
        for i in (_V_LSRC, _V_LDST):
            if v[i] != _NONE:
                self.last[self._disp(v[i])] = T_LAST
        viewer = self._viewer(state)
        if viewer != self.edged:   # each side's pieces (board and hand) outlined in its player's colour
            self.edged = viewer     # (set only when the viewer changes: a palette change redraws the screen)
            self.edges[0][PIECE_EDGE] = ui.PLAYER[viewer]
            self.edges[1][PIECE_EDGE] = ui.PLAYER[1 - viewer]
        for i in range(9):
            j = 8 - i if self.flip else i
            self.col_names[i] = T_COL + j
            self.row_names[i] = T_ROW + j
        for panel in (0, 1):
            p = viewer if panel == 1 else 1 - viewer
            kinds = self.hand_kinds[panel]
            del kinds[:]
            grid = self.hand_grid[panel]
            for k in range(20):
                if state.hand[p * 20 + k]:
                    kinds.append(k)
            counts = self.hand_count[panel]
            cells = HAND_W * HAND_ROWS
            for i in range(cells):
                grid[i] = 0
                counts[i] = 0
            for i in range(HAND_COLS * HAND_ROWS):
                if i >= len(kinds):
                    break
                c = (i % HAND_COLS) * 2 + (i // HAND_COLS) * HAND_W   # the piece's cell, its count's is c + 1
                # the top grid is turned round: its cell cells - 1 - c shows at c
                grid[c if panel == 1 else cells - 1 - c] = T_PIECE + kinds[i]
                n = state.hand[p * 20 + kinds[i]]
                counts[c + 1] = T_COUNT + n if n > 1 else 0
            more = len(kinds) - HAND_COLS * HAND_ROWS
            total = state.hand_total(p)
            nums = "%d%+d" % (v[_V_S0 + p], total)
            t = self.match.names[p][:PANEL_COLS - 1 - len(nums)] + " " + nums
            if more > 0:
                t = t[:6] + "+%d" % more
            self.hand_text[panel].text = t
            self.hand_text[panel].color = ui.PLAYER[p]
        # the season in words and the stake ("Spring x2"), not "x2 1/4"
        self.top.text = "%s x%d" % (SEASON_NAMES[min(v[_V_SEASON], 3)], 1 << v[_V_STAKE])
        phase = ("Throw", "Move", "Water", "Sticks", "Move", "Hand", "End")[v[_V_PHASE]]
        self.app.status.scores((v[_V_S0], v[_V_S0 + 1]), phase)
        self._marks()
        self.app.mark()

    def _marks(self):
        for i in range(81):
            self.marks[i] = 0
        st = self.match.state
        for d in self.targets:
            ms = self.targets[d]
            m = ms[0]
            q = st.board[self._sq(d)]
            if self.mode in ("pick_tam", "tam") or not q:
                self.marks[d] = T_DEST
            elif self._is_step(ms):
                self.marks[d] = T_VIA
            else:
                self.marks[d] = T_CAPTURE
        self.selected.hidden = self.src < 0 or self.mode == "drop"
        if not self.selected.hidden:
            d = self._disp(self.src)
            self.selected.x = BX + (d % 9) * S
            self.selected.y = BY + (d // 9) * S
        self._place_cursor()

    def _is_step(self, ms):
        # in "piece" mode a target square that can be stepped over (moves whose via is that square)
        if self.mode != "piece":
            return False
        for m in ms:
            if (m >> 7) & 127 != (m >> 14) & 127:
                return True
        return False

    def _sq(self, d):
        return 80 - d if self.flip else d

    def _place_cursor(self):
        if self.cx >= 9:  # in the hand panel
            i = self.cx - 9
            self.cursor.x = PX + 2 + (i % HAND_COLS) * 2 * S
            self.cursor.y = HAND_Y[1] + (i // HAND_COLS) * S
        else:
            self.cursor.x = BX + self.cx * S
            self.cursor.y = BY + self.cy * S

    # ----- the human's turn -----
    def begin(self, state):
        self.src = self.via = self.kind = -1
        self.targets = {}
        ph = state.v[_V_PHASE]
        if ph == _P_AFTER:
            self.mode = "after"
            for m in state.legal_moves():
                if m != _GIVE_UP:
                    self.targets[self._disp(m - _FINAL)] = [m]
            self.src = state.v[_V_SRC]
            n = state.v[_V_THROW]
            if not self.targets:
                self.app.say("%d dark: too short, B quits" % n)
            elif state.official():   # only the declared square
                self.app.say("%d dark: A to %s, B quits" % (n, sq_name(state.v[_V_DST])))
            else:                    # any square of the line within the throw
                self.app.say("%d dark: pick, B quits" % n)
        else:
            self.mode = "pick"
            if ph == _P_MOVE:
                self.app.say(PICK_HINT)
        self.show(state)
        if ph == _P_DECIDE:
            self._decide(state)

    def start_is_move(self, state):
        return False

    def input(self, state, pressed):
        ph = state.v[_V_PHASE]
        if ph == _P_DECIDE:
            if pressed & bt.A:
                return self.pending
            if pressed & bt.B:
                self._decide(state)
            return None
        if pressed & bt.DPAD:
            self._move_cursor(state, pressed)
            return None
        if pressed & bt.SELECT:
            self._explain(state)
            return None
        if pressed & bt.B:
            return self._back(state)
        if pressed & bt.A:
            return self._press_a(state)
        return None

    def _move_cursor(self, state, pressed):
        if self.cx >= 9:
            i = self.cx - 9
            n = min(len(self.hand_kinds[1]), HAND_COLS * HAND_ROWS)   # the kinds shown
            if pressed & bt.LEFT:
                i = i - 1 if i % HAND_COLS else -1
            elif pressed & bt.RIGHT and i + 1 < n and (i + 1) % HAND_COLS:
                i += 1
            elif pressed & bt.UP and i >= HAND_COLS:
                i -= HAND_COLS
            elif pressed & bt.DOWN and i + HAND_COLS < n:
                i += HAND_COLS
            self.cx = 9 + i if i >= 0 else 8
        else:
            if pressed & bt.LEFT:
                self.cx = (self.cx - 1) % 9
            if pressed & bt.UP:
                self.cy = (self.cy - 1) % 9
            if pressed & bt.DOWN:
                self.cy = (self.cy + 1) % 9
            if pressed & bt.RIGHT:
                if self.cx == 8 and self.mode == "pick" and self.hand_kinds[1] and state.v[_V_PHASE] == _P_MOVE:
                    self.cx = 9
                else:
                    self.cx = (self.cx + 1) % 9
        self._place_cursor()
        self._hint(state)
        self.app.mark()

    def _hint(self, state):
        if self.cx >= 9:
            k = self.hand_kinds[1][self.cx - 9]
            n = PROF_NAMES[k % 10]
            self.app.say("A: drop a %s %s%s" % (COLOUR_NAMES[k // 10], n[0].upper(), n[1:]))  # <= 24 characters
            return
        d = self.cy * 9 + self.cx
        ms = self.targets.get(d)
        if ms:
            from games.cetkaik.words import hint_text
            self.app.say(hint_text(state, ms[0]))

    def _explain(self, state):
        """SELECT: the hands each side holds."""
        _dialog("dialogs", "explain", self, state)

    def _decide(self, state):
        """The ty mok1 / ta xot1 dialog (games/cetkaik/decide.py); sets self.pending."""
        _dialog("decide", "ask", self, state)

    def results(self, state):
        return _dialog("dialogs", "results", self, state)

    def _back(self, state):
        if self.mode == "after":
            if self.app.ask("Give up the move?", ["No", "Yes, give up"]) == 1:
                return _GIVE_UP
            self.show(state)
            return None
        if self.mode == "step":
            self._select_piece(state, self.src)
            return None
        if self.mode == "tam":
            self._select_tam(state)
            return None
        if self.mode != "pick":
            self.mode = "pick"
            self.src = self.via = self.kind = -1
            self.targets = {}
            self._marks()
            self.app.say(PICK_HINT)   # what begin() says: the piece's "A picks a square" no longer holds
            self.app.mark()
            return None
        return UNDO

    def _press_a(self, state):
        if state.v[_V_PHASE] != _P_MOVE and self.mode != "after":
            return None   # (the cursor may still be in the hand panel, or a piece picked, from the last turn)
        if self.cx >= 9:
            if self.mode != "pick" or state.v[_V_PHASE] != _P_MOVE:
                return None
            self.kind = self.hand_kinds[1][self.cx - 9]
            self.mode = "drop"
            self.targets = {}
            # a kind in hand drops on every empty square: listed from the board, not from legal_moves(), whose
            # drops of every kind in hand are hundreds of moves (a 2 KB list the heap may not have, issue 14)
            dk = (_DROP << 21) | (self.kind << 14)
            b = state.board
            for sq in range(81):
                if not b[sq]:
                    self.targets[self._disp(sq)] = [dk | sq]
            self.cx = 8
            self._marks()
            self.app.mark()
            return None
        d = self.cy * 9 + self.cx
        sq = self._sq(d)
        ms = self.targets.get(d)
        if self.mode == "pick":
            q = state.board[sq]
            if q == TAM:
                self._select_tam(state)
            elif q and (q >> 5) == state.v[_V_TURN]:
                self._select_piece(state, sq)
            return None
        if not ms:
            if self.mode == "piece":   # another piece of mine: select it instead
                q = state.board[sq]
                if q and q != TAM and (q >> 5) == state.v[_V_TURN]:
                    self._select_piece(state, sq)
            return None
        if self.mode == "piece":
            direct = None
            for m in ms:
                if (m >> 7) & 127 == (m >> 14) & 127:
                    direct = m
            stepping = self._is_step(ms)
            if direct is not None and stepping:
                pick = self.app.ask(sq_name(sq), ["Take it", "Step over it"])
                self.show(state)
                if pick == 0:
                    return direct
                if pick is None:
                    return None
            elif direct is not None:
                return direct
            self.mode = "step"
            self.via = sq
            self.targets = {}
            for m in ms:
                if (m >> 7) & 127 != (m >> 14) & 127:
                    self.targets.setdefault(self._disp(m & 127), []).append(m)
            self._marks()
            self.app.mark()
            return None
        if self.mode == "pick_tam":
            self.mode = "tam"
            self.via = sq
            self.targets = {}
            out = []
            tam_paths(state.board, state.v[_V_TAM], out)
            for m in out:
                if m >> 21 == _TAM_MOVE and (m >> 7) & 127 == sq:
                    self.targets[self._disp(m & 127)] = [m]
            self._marks()
            self.app.mark()
            return None
        return ms[0]

    def _select_piece(self, state, sq):
        self.mode = "piece"
        self.src = sq
        self.via = -1
        self.targets = {}
        # this piece's moves alone: the whole side's list is a block of up to 1 KB a fragmented heap may not have
        out = []
        piece_paths(state.board, state.hue(), sq, out)
        for m in out:
            k = m >> 21
            if k == _PIECE or k == _SLIDE:
                via = (m >> 7) & 127
                key = self._disp((m & 127) if via == sq else via)
                self.targets.setdefault(key, []).append(m)
        self._marks()
        name = PROF_NAMES[(state.board[sq] & 15) - 1]
        self.app.say("%s%s: pick a dot (A)" % (name[0].upper(), name[1:]))   # "General: pick a dot (A)": 23
        self.app.mark()

    def _select_tam(self, state):
        self.mode = "pick_tam"
        self.src = state.v[_V_TAM]
        self.via = -1
        self.targets = {}
        out = []
        tam_paths(state.board, self.src, out)   # the Tam2's moves alone (as a piece's, above)
        for m in out:
            if m >> 21 == _TAM_MOVE:
                self.targets.setdefault(self._disp((m >> 7) & 127), []).append(m)
        self._marks()
        self.app.say("Tam2: first stop?")
        self.app.mark()

    # ----- animation -----
    def _said_capture(self, state, move):
        """After a computer's decision that a throw left open (the square after a distance throw, a water throw):
        what it takes, said as the main move's capture is ("CPU takes your Pawn on LY")."""
        p = state.v[_V_TURN]
        if self.match.human[p]:
            return
        from games.cetkaik.words import capture_said
        said = capture_said(state, move, self.match.names[p], self.match.human[1 - p])
        v = state.v
        if said:
            self.app.wait(600)
        if state.v[_V_PHASE] == _P_AFTER and move >= _FINAL:
            self._made(v[_V_SRC], move - _FINAL)
        elif state.v[_V_PHASE] == _P_WATER and move >= 3:
            self._made(v[_V_SRC], v[_V_DST])
        if said:
            self.app.say(said)

    def _made(self, src, dst):
        """The computer's piece (or the Tam2) drawn on its new square, the state not yet changed: it stands there
        while the move's words do and the runtime's pause runs (issue 37: "CPU takes your Pawn" was said 0.6 s
        before the piece moved); the next show() draws the state as it is."""
        if src == _NONE or dst == _NONE or src == dst:
            return
        a = self._disp(src)
        c = self._disp(dst)
        self.pieces[c] = self.pieces[a]
        self.pieces[a] = 0
        self.theirs[80 - c] = self.theirs[80 - a]
        self.theirs[80 - a] = 0
        self.app.mark()

    def animate(self, state, move):
        ph = state.v[_V_PHASE]
        app = self.app
        if ph in (_P_WATER, _P_DIST, _P_START):
            k = move // 6 if ph == _P_START else move
            if ph == _P_START:   # both throw: nobody's turn yet, but the strip says what happens
                app.status.player(None, "Who starts?")
            # the sticks' box is made for the throw and dropped after (the heap is tight, issue 14)
            box = displayio.Group(x=BX + 3, y=BY + 28)   # 84 px: "CPU1 3-1 CPU2" after the first throws
            ui.rect(box, 0, 0, 84, 34, ui.I_PANEL)
            sticks = _grid(app.sheet("cetkaik"), 5, 1, 17, 4, box)
            text = ui.label(box, "", 42, 18, ui.ACCENT, anchor=(0.5, 0.0), cols=14)
            self.app.stage.append(box)
            x = 7 + k
            for _ in range(5):  # the sticks tumble a moment before they settle
                for i in range(5):
                    x = (x * 1103 + 12345) & 32767
                    sticks[i] = T_STICK_DARK if x & 256 else T_STICK_LIGHT
                app.mark()
                if app.wait(66):
                    break
            for i in range(5):
                sticks[i] = T_STICK_DARK if i < k else T_STICK_LIGHT
            if ph == _P_START:
                names = self.match.names
                first = 0 if move // 6 > move % 6 else 1
                app.status.player(first, names[first])
                t = "%s %d-%d %s" % (names[0][:4], move // 6, move % 6, names[1][:4])
                s = state.v[_V_SEASON]
                who = names[first]
                app.say("%s: %s %s%s" % (SEASON_NAMES[min(s, 3)], who, "start" if who == "You" else "starts",
                                         " (%d-%d)" % (state.v[_V_S0], state.v[_V_S0 + 1]) if s else ""))
            elif ph == _P_WATER:
                t = "%d: %s" % (move, "in!" if move >= 3 else "no")
                app.say("Water throw: %d dark, %s" % (move, "in" if move >= 3 else "fails"))
            else:
                t = "%d dark" % move
                app.say("Sticks: up to %d square%s" % (move, "" if move == 1 else "s"))
            text.text = t
            app.mark()
            app.wait(900)
            self.app.stage.remove(box)
            app.mark()
            if ph == _P_WATER:
                self._said_capture(state, move)   # a water throw that lets the computer's piece in
            return
        if ph == _P_AFTER:
            self._said_capture(state, move)   # "CPU: On to LY", then what it takes there
            return
        if ph == _P_MOVE and move >> 21 in (_PIECE, _SLIDE, _TAM_MOVE):
            p = state.v[_V_TURN]
            said = None
            if not self.match.human[p]:   # the computer's move, then what it takes, step by step
                from games.cetkaik.words import capture_said
                said = capture_said(state, move, self.match.names[p], self.match.human[1 - p])
            self.src = (move >> 14) & 127
            self.targets = {self._disp(move & 127): [move]}
            self.mode = "show"
            self._marks()
            app.mark()
            # the runtime's "CPU: Pawn from LO to LY" stands while the move is marked, then what it takes
            app.wait(600 if said else 300)
            if not self.match.human[p] and move >> 21 != _SLIDE:   # (a slide waits for its sticks)
                self._made((move >> 14) & 127, move & 127)
            if said:
                app.say(said)
            self.src = -1
            self.targets = {}
            self._marks()
