# Tanbo screen (docs/SCREENS.md). Two rows of five paddies: the opponent's small on top, yours large below, pieces
# as 8x8 sprites (a "+" tile when a paddy holds more than its grid shows); the bag and the snake reserve between
# them; under your row the choices of the moment (pieces in hand, rice colours...) and a line saying what the
# highlighted choice does. Everything is built once; show() only changes tiles, text and positions.
import displayio

from pocket import buttons as bt
from pocket import ui
from games.tanbo import rules as R
from games.tanbo.hints import PHASE_WORDS, prompt, store_text

X0 = 3
CELL = 31           # cell pitch; cells are 30 px wide
TOP_Y = 0           # opponent's row: 30x27 cells, 3x3 tiles
INFO_Y = 29
ME_Y = 43           # your row: 30x47 cells, 3x4 tiles, snakes/rice counts under them
CHOICE_Y = 92
PROMPT_Y = 104
MORE = 6
SLOTS = 5
CHOICE_WORDS = ("Place", "Sow", "Take", "", "Give", "Swap", "Swap", "Trim", "")  # fit left of the choices


class View:
    def __init__(self, app, match):
        self.app = app
        self.match = match
        bitmap, palette = app.sheet("tanbo")
        g = app.stage
        self.flip = False
        self.seen = None  # (turns, scores) at the last show(): what the last turn scored
        self.bottom = 0
        self.sel = 0
        self.options = []
        self.rows = []
        for row, (y, h, gh) in enumerate(((TOP_Y, 27, 3), (ME_Y, 47, 4))):
            bar = ui.rect(g, 0, y, 2, h, ui.I_PLAYER)
            cells = []
            for i in range(5):
                x = X0 + CELL * i
                hi = ui.rect(g, x - 1, y - 1, 32, h + 2, ui.I_ACCENT)
                hi.hidden = True
                ui.rect(g, x, y, 30, h, ui.I_PANEL)
                grid = displayio.TileGrid(bitmap, pixel_shader=palette, tile_width=8, tile_height=8, width=3,
                                          height=gh, x=x + 3, y=y + 2)
                g.append(grid)
                count = None
                if row:
                    ui.label(g, str(i + 1), x + 2, y + 34, ui.DIM)
                    count = ui.label(g, "", x + 29, y + 34, ui.FG, anchor=(1.0, 0.0))
                cells.append((hi, grid, count))
            self.rows.append((bar, cells, gh * 3))
        # the bag (rice left by colour) and the reserve of snakes
        ui.label(g, "Bag", 2, INFO_Y, ui.DIM)
        self.info = []
        for j, kind in enumerate((R.WHITE, R.BLACK, R.RED, R.SNAKE)):
            x = 22 + 24 * j + (8 if kind == R.SNAKE else 0)
            icon = displayio.TileGrid(bitmap, pixel_shader=palette, tile_width=8, tile_height=8, x=x, y=INFO_Y + 2)
            icon[0] = kind + 1
            g.append(icon)
            self.info.append(ui.label(g, "", x + 9, INFO_Y, ui.FG))
        self.gain = ui.label(g, "", 158, INFO_Y, ui.ACCENT, anchor=(1.0, 0.0))
        # the choices of the moment: up to five kinds with counts, the highlighted one framed
        self.word = ui.label(g, "", 2, CHOICE_Y, ui.DIM)
        self.choice_hi = ui.frame_rect(g, 0, CHOICE_Y, 22, 12, ui.I_ACCENT)
        self.choice_hi.hidden = True
        self.choice_icons = []
        self.choice_counts = []
        for j in range(SLOTS):
            x = 46 + 22 * j
            ui.rect(g, x - 1, CHOICE_Y + 1, 10, 10, ui.I_BG)
            icon = displayio.TileGrid(bitmap, pixel_shader=palette, tile_width=8, tile_height=8, x=x, y=CHOICE_Y + 2)
            g.append(icon)
            self.choice_icons.append(icon)
            self.choice_counts.append(ui.label(g, "", x + 9, CHOICE_Y, ui.FG))
        self.prompt = ui.label(g, "", 2, PROMPT_Y, ui.ACCENT)

    # ---- drawing ---------------------------------------------------------------------------------------------
    def pick_bottom(self, state):
        human = self.match.human
        p = state.to_move()
        if human[0] != human[1]:
            me = 0 if human[0] else 1
        elif 0 <= p <= 1 and human[p]:
            me = p  # hot seat: the board of whoever decides now comes to the front
        else:
            me = state.b[R.PLAYER]
        return 1 - me if self.flip else me

    def show(self, state):
        b = state.b
        self.bottom = me = self.pick_bottom(state)
        for row, p in ((0, 1 - me), (1, me)):
            bar, cells, cap = self.rows[row]
            bar.color_index = ui.I_PLAYER + p
            for i in range(5):
                hi, grid, count = cells[i]
                self.fill(grid, state.paddy(p, i), cap)
                if count is not None:
                    at = (p * 5 + i) * 4
                    count.text = "%d/%d" % (b[at], b[at + 1] + b[at + 2] + b[at + 3])
        for j, k in enumerate((R.WHITE, R.BLACK, R.RED)):
            self.info[j].text = str(b[R.BAG + k - 1])
        self.info[3].text = str(b[R.RESERVE])
        self.show_gain(state)
        sc = state.scores()
        self.app.status.right("%d-%d %s" % (sc[0], sc[1], PHASE_WORDS[state.phase()]))
        self.options = []
        self.draw_choices(state, -1)
        self.highlight(state, -1)
        self.prompt.text = ""
        self.app.mark()

    def show_gain(self, state):
        """Points gained this turn (accent), or once it is over, what the last turn scored (its player's colour)."""
        b = state.b
        sc = state.scores()
        seen = self.seen
        self.seen = (b[R.TURNS], sc)
        if b[R.GAIN] and b[R.PHASE] != R.SETUP:
            self.gain.color = ui.ACCENT
            self.gain.text = "+%d" % b[R.GAIN]
        elif seen is not None and seen[0] != b[R.TURNS]:
            p = 1 - b[R.PLAYER] if not state.is_over() else b[R.PLAYER]
            d = sc[p] - seen[1][p]
            self.gain.color = ui.PLAYER[p]
            self.gain.text = ("%+d" % d) if d else ""

    def fill(self, grid, paddy, cap):
        snakes, w, bl, rd, farmer = paddy
        n = 0
        for kind, k in ((R.FARMER, farmer), (R.SNAKE, snakes), (R.WHITE, w), (R.BLACK, bl), (R.RED, rd)):
            for _ in range(k):
                if n < cap:
                    grid[n] = kind + 1
                n += 1
        if n > cap:
            grid[cap - 1] = MORE
        for j in range(n, cap):
            grid[j] = 0

    def draw_choices(self, state, sel):
        """The choice row: the kinds offered now (with counts), or during the sowing of another player, their hand."""
        b = state.b
        ph = b[R.PHASE]
        kinds = ()
        counts = None
        if ph == R.SOW:
            kinds = [k for k in range(5) if b[R.HAND + k]]
            counts = [b[R.HAND + k] for k in kinds]
        elif ph in (R.HARVEST, R.REST, R.EXCESS) and self.options:
            kinds = self.options
        elif ph in (R.SWAP1, R.SWAP2) and sel >= 0:
            kinds = [self.options[sel] % 5]
        self.word.text = CHOICE_WORDS[ph] if kinds else ""
        self.choice_hi.hidden = True
        for j in range(SLOTS):
            icon = self.choice_icons[j]
            if j < len(kinds):
                icon[0] = kinds[j] + 1
                self.choice_counts[j].text = str(counts[j]) if counts else ""
                if sel >= 0 and (ph in (R.SWAP1, R.SWAP2) or self.options[sel] == kinds[j]):
                    self.choice_hi.x = icon.x - 2
                    self.choice_hi.hidden = False
            else:
                icon[0] = 0
                self.choice_counts[j].text = ""

    def highlight(self, state, paddy, row=1):
        for r in (0, 1):
            for i in range(5):
                self.rows[r][1][i][0].hidden = not (r == row and i == paddy)

    def paddy_of(self, state, move):
        """The paddy (on the bottom row) a choice concerns."""
        b = state.b
        ph = b[R.PHASE]
        if ph == R.SETUP:
            return move
        if ph == R.SOW:
            return b[R.CURSOR]
        if ph == R.HARVEST:
            return b[R.LAST]
        if ph == R.EXCESS:
            return b[R.CURSOR]
        if ph == R.SWAP1 or ph == R.SWAP2:
            return move // 5
        return -1

    def select(self, state, sel):
        self.sel = sel
        move = self.options[sel]
        self.draw_choices(state, sel)
        self.highlight(state, self.paddy_of(state, move), 1 if self.row_of_mover(state) else 0)
        self.prompt.text = prompt(state, move)
        self.app.mark()

    def row_of_mover(self, state):
        """1 when the player deciding now is drawn on the bottom row."""
        p = state.to_move()
        if p < 0:
            p = state.b[R.PLAYER]
        return 1 if p == self.bottom else 0

    # ---- a human decides -------------------------------------------------------------------------------------
    def begin(self, state):
        keep = self.options[self.sel] if self.options and self.sel < len(self.options) else None
        self.show(state)
        self.options = state.legal_moves()
        sel = 0
        if keep is not None and keep in self.options and state.phase() == R.SOW:
            sel = self.options.index(keep)  # keep the kind being sown highlighted
        self.select(state, sel)

    def input(self, state, pressed):
        if not self.options:
            return None
        n = len(self.options)
        if pressed & (bt.RIGHT | bt.DOWN):
            self.select(state, (self.sel + 1) % n)
        elif pressed & (bt.LEFT | bt.UP):
            self.select(state, (self.sel - 1) % n)
        if pressed & bt.A:
            return self.options[self.sel]
        if pressed & bt.B:
            return bt.UNDO
        if pressed & bt.SELECT:
            self.flip = not self.flip
            sel = self.sel
            self.show(state)
            self.options = state.legal_moves()
            self.select(state, sel)
        return None

    def start_is_move(self, state):
        return False

    # ---- the computer and the bag --------------------------------------------------------------------------------
    def animate(self, state, move):
        ph = state.phase()
        if ph == R.DRAW:
            self.highlight(state, state.b[R.LAST], 1 if state.b[R.PLAYER] == self.bottom else 0)
            self.app.say("Drawn from the bag: %s" % R.KIND_NAMES[move])
            self.app.mark()
            self.app.wait(350)
            return
        self.options = state.legal_moves()
        if move in self.options:
            self.select(state, self.options.index(move))

    def results(self, state):
        b = state.b
        names = self.match.names
        lines = ["Won by " + R.REASONS[b[R.REASON]] if b[R.WINNER] < 2 else "Ended: " + R.REASONS[b[R.REASON]]]
        for p in (0, 1):
            lines.append("%s: %d points" % (names[p][:12], state.score(p)))
            lines.append("  harvest " + store_text(state, p))
        lines.append("%d turns" % b[R.TURNS])
        return lines
