# Tanbo screen (docs/SCREENS.md). Two rows of five paddies: the opponent's small on top, yours large below, pieces
# as 8x8 sprites (a "+" tile when a paddy holds more than its grid shows); the bag and the snake reserve between
# them; under your row the choices of the moment (pieces in hand, rice colours...) and a line saying what the
# highlighted choice does. Everything is built once; show() only changes tiles, text and positions.
import displayio

from pocket import buttons as bt
from pocket import ui
from pocket.app import FRAME_MS
from pocket.match import PACE
from pocket.verbs import UNDO
from games.tanbo import rules as R

# ---- words: what a choice will lead to, the prompts and the results' lines
PHASE_WORDS = ("Farmer", "Sow", "Harvest", "Draw", "Rest", "Swap", "Swap", "Trim", "End")


def sow_ending(state, kind):
    """If sowing `kind` next leaves no further choice of order, (paddy, action, amount) of where the sowing ends:
    amount is the rice harvested or drawn; None while the order is still open."""
    c = state.copy()
    b = c.b
    R.place(b, kind)
    left = -1
    for k in range(5):
        if b[R.HAND + k]:
            if left >= 0:
                return None
            left = k
    while left >= 0 and b[R.HAND + left]:
        R.place(b, left)
    p = b[R.PLAYER]
    last = b[R.LAST]
    at = R.base(p, last)
    s = b[at]
    r = b[at + 1] + b[at + 2] + b[at + 3]
    act = R.action_for(s, r)
    amount = r - s if act == R.A_HARVEST else (s - r if act == R.A_CULTIVATE else 0)
    return last, act, amount


def action_text(act, amount):
    if act == R.A_HARVEST:
        return "Harvest %d" % amount
    if act == R.A_CULTIVATE:
        return "Cultivate %d" % amount
    return R.ACTION_NAMES[act]


def fit(*texts):
    """The first text that fits a screen line (26 characters), else the last one cut."""
    for t in texts:
        if len(t) <= 26:
            return t
    return texts[-1][:26]


def prompt(state, move):
    """One line (<= 26 characters) saying what the highlighted choice `move` does."""
    b = state.b
    ph = b[R.PHASE]
    if ph == R.SETUP:
        return "Farmer starts on %d" % (move + 1)
    if ph == R.SOW:
        kind = R.KIND_NAMES[move]  # no str.capitalize() on CircuitPython
        kind = kind[0].upper() + kind[1:]
        to = b[R.CURSOR] + 1
        end = sow_ending(state, move)
        if end is None:
            return "%s to %d" % (kind, to)
        # the longest wording that fits: the kind is also framed in the choice row above
        last = end[0] + 1
        act = action_text(end[1], end[2])
        # (one wording, "ends in", on every line: shorter lines drop words before it)
        return fit("%s to %d, ends in %d: %s" % (kind, to, last, act), "To %d, ends in %d: %s" % (to, last, act),
                   "Ends in %d: %s" % (last, act))
    if ph == R.HARVEST:
        return "Harvest %d more: %s" % (b[R.PENDING], R.KIND_NAMES[move])
    if ph == R.REST:
        return "Give back %d: %s" % (b[R.PENDING], R.KIND_NAMES[move])
    if ph == R.EXCESS:
        return "Over 10! Remove %d: %s" % (b[R.PENDING], R.KIND_NAMES[move])
    if ph == R.SWAP1 and move == R.NO_SWAP:
        return "Swap (no change)"
    if ph == R.SWAP1:
        return "Big move: swap %s in %d" % (R.KIND_NAMES[move % 5], move // 5 + 1)
    if ph == R.SWAP2:
        return "...with the %s in %d" % (R.KIND_NAMES[move % 5], move // 5 + 1)
    return ""


def end_text(state):
    """The results' first line: how the game ended, the 25-point target said as a target, not a margin."""
    b = state.b
    reason = b[R.REASON]
    w = b[R.WINNER]
    if w > 1:
        return "Ended: " + R.REASONS[reason]
    sc = state.scores()
    score = "%d to %d" % (sc[w], sc[1 - w])
    if reason == R.WIN_25:
        return fit_box("Reached 25 points, " + score, "Reached 25, " + score)
    if reason == R.WIN_LEAD:
        return fit_box("Led by 20 points, " + score, "Led by 20, " + score)
    if reason == R.WIN_TURN:
        return fit_box("20 points in a turn, " + score, "20 in one turn, " + score)
    return fit_box("Ahead at the turn limit, " + score, "Turn limit: ahead " + score)


def fit_box(long, short):
    """A results line: the long text when it fits the box's 25 columns, else the short one."""
    return long if len(long) <= 25 else short


def store_text(state, p):
    """The rice p harvested, in words: "3 white, 1 black, 0 red"."""
    b = state.b
    at = R.STORE + p * 3
    return "%d white, %d black, %d red" % (b[at], b[at + 1], b[at + 2])


def plural(n, word):
    return "%d %s%s" % (n, word, "" if n == 1 else "s")


# ---- the screen's geometry and the widgets of the view, built once
X0 = 3
CELL = 31           # cell pitch; cells are 30 px wide
TOP_Y = 0           # opponent's row: 30x27 cells, 3x3 tiles
INFO_Y = 29
ME_Y = 43           # your row: 30x47 cells, 3x4 tiles, the paddy's number, snakes (green) and rice under them
CHOICE_Y = 92
PROMPT_Y = 104
MORE = 6
SLOTS = 5
BAG_X = 31          # the bag's counts: one text whose columns BAG_COLS stand right of the icons
BAG_COLS = (0, 4, 8, 13)  # white, black, red rice, then (a little apart) the snakes in reserve
CHOICE_X = 40       # the choices' icons, CHOICE_PITCH apart (a multiple of the 6 px character cell)
CHOICE_PITCH = 24
CHOICE_WORDS = ("Place", "Sow", "Take", "", "Give", "Swap", "Swap", "Trim", "")  # fit left of the choices


def build(view, app):
    """Every TileGrid and label of the screen, added to app.stage; the view keeps references to change later."""
    bitmap, palette = app.sheet("tanbo")
    g = app.stage
    view.rows = []
    for row, (y, h, gh) in enumerate(((TOP_Y, 27, 3), (ME_Y, 47, 4))):
        bar = ui.rect(g, 0, y, 2, h, ui.I_PLAYER)
        # one highlight a row, a bar under the chosen cell (a frame a cell cost 8 rectangles more; a rectangle behind
        # the cell redrew both cells at each move, 15 % of the screen: issue 37)
        hi = ui.rect(g, X0, y + h, 30, 2, ui.I_ACCENT)
        hi.hidden = True
        cells = []
        for i in range(5):
            x = X0 + CELL * i
            ui.rect(g, x, y, 30, h, ui.I_PANEL)
            grid = displayio.TileGrid(bitmap, pixel_shader=palette, tile_width=8, tile_height=8, width=3,
                                      height=gh, x=x + 3, y=y + 2)
            g.append(grid)
            count = None
            if row:
                ui.label(g, str(i + 1), x + 2, y + 34, ui.DIM)
                # the snakes in the snakes' green, then the rice in the rice's white: no "2/3" to decode
                count = (ui.label(g, "", x + 19, y + 34, ui.GOOD, anchor=(1.0, 0.0), cols=2),
                         ui.label(g, "", x + 29, y + 34, ui.FG, anchor=(1.0, 0.0), cols=2))
            cells.append((hi, grid, count))
        view.rows.append((bar, cells, gh * 3))
    # the bag (rice left by colour) and the reserve of snakes
    ui.label(g, "Bag", 2, INFO_Y, ui.DIM)
    for j, kind in enumerate((R.WHITE, R.BLACK, R.RED, R.SNAKE)):
        icon = displayio.TileGrid(bitmap, pixel_shader=palette, tile_width=8, tile_height=8,
                                  x=BAG_X - 9 + 6 * BAG_COLS[j], y=INFO_Y + 2)
        icon[0] = kind + 1
        g.append(icon)
    # the four counts in one text, each right of its icon (a text each cost 3 texts more)
    view.info = ui.label(g, "", BAG_X, INFO_Y, ui.FG, cols=BAG_COLS[3] + 2)
    view.gain = ui.label(g, "", 158, INFO_Y, ui.ACCENT, anchor=(1.0, 0.0))
    # the choices of the moment: up to five kinds with counts, the highlighted one framed
    view.word = ui.label(g, "", 2, CHOICE_Y, ui.DIM)
    view.choice_hi = ui.frame_rect(g, 0, CHOICE_Y, CHOICE_PITCH, 12, ui.I_ACCENT)
    view.choice_hi.hidden = True
    view.choice_icons = []
    view.choice_bgs = []  # hidden with the choices: the key to the numbers takes their line then
    for j in range(SLOTS):
        x = CHOICE_X + CHOICE_PITCH * j
        view.choice_bgs.append(ui.rect(g, x - 1, CHOICE_Y + 1, 10, 10, ui.I_BG))
        icon = displayio.TileGrid(bitmap, pixel_shader=palette, tile_width=8, tile_height=8, x=x, y=CHOICE_Y + 2)
        g.append(icon)
        view.choice_icons.append(icon)
    # the counts in one text, each right of its icon: the pitch is 4 character cells
    view.choice_counts = ui.label(g, "", CHOICE_X + 9, CHOICE_Y, ui.FG, cols=CHOICE_PITCH // 6 * (SLOTS - 1) + 2)
    view.prompt = ui.label(g, "", 2, PROMPT_Y, ui.ACCENT)
    # the key to the three numbers under your paddies, in their colours, where the choices go when there are none
    view.key = displayio.Group()
    for text, x, colour in (("Numbers: paddy", 2, ui.DIM), ("snakes", 92, ui.GOOD), ("rice", 134, ui.FG)):
        ui.label(view.key, text, x, CHOICE_Y, colour)
    g.append(view.key)


def show_gain(view, state):
    """Points gained this turn (accent), or once it is over, what the last turn scored (its player's colour)."""
    b = state.b
    sc = state.scores()
    seen = view.seen
    view.seen = (b[R.TURNS], sc)
    if b[R.GAIN] and b[R.PHASE] != R.SETUP:
        view.gain.color = ui.ACCENT
        view.gain.text = "+%d" % b[R.GAIN]
    elif seen is not None and seen[0] != b[R.TURNS]:
        p = 1 - b[R.PLAYER] if not state.is_over() else b[R.PLAYER]
        d = sc[p] - seen[1][p]
        view.gain.color = ui.PLAYER[p]
        view.gain.text = ("%+d" % d) if d else ""
    elif view.gained is not None:
        # as it was: the replay of the last turn (pause menu) drew other turns' gains, then put back the view's
        # attributes, `gained` with them (docs/SCREENS.md, the pause is a no-op)
        view.gain.color, view.gain.text = view.gained
    view.gained = (view.gain.color, view.gain.text)


def counts_text(cols, counts):
    """Numbers placed at the given character columns of one line (each at most 2 digits)."""
    line = ""
    for c, n in zip(cols, counts):
        line += " " * (c - len(line)) + n
    return line


def fill(view, grid, paddy, cap):
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


def paddy_of(view, state, move):
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
        return move // 5 if move != R.NO_SWAP else -1
    return -1


def results(view, state):
    b = state.b
    names = view.match.names
    lines = [end_text(state)]
    for p in (0, 1):
        lines.append("%s: %s" % (names[p][:12], plural(state.score(p), "point")))
        lines.append("  " + store_text(state, p))
    lines.append(plural(b[R.TURNS], "turn"))
    return lines


class View:
    def __init__(self, app, match):
        self.app = app
        self.match = match
        self.flip = False
        self.seen = None  # (turns, scores) at the last show(): what the last turn scored
        self.gained = None  # (colour, text) of the gain drawn at the last show()
        self.bottom = 0
        self.sel = 0
        self.options = []
        self.tally = bytearray(5)  # the computer's turn so far: pieces sown, rice harvested, drawn, given back,
        self.left = 0              # removed (turn_words); the pieces still in hand in its sowing
        build(self, app)

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

    def show(self, state, me=-1):
        b = state.b
        if me < 0:
            me = self.pick_bottom(state)
        self.bottom = me
        for row, p in ((0, 1 - me), (1, me)):
            bar, cells, cap = self.rows[row]
            bar.color_index = ui.I_PLAYER + p
            for i in range(5):
                hi, grid, count = cells[i]
                fill(self, grid, state.paddy(p, i), cap)
                if count is not None:
                    at = (p * 5 + i) * 4
                    count[0].text = str(b[at])
                    count[1].text = str(b[at + 1] + b[at + 2] + b[at + 3])
        self.info.text = counts_text(BAG_COLS, [str(b[R.BAG + k - 1]) for k in (R.WHITE, R.BLACK, R.RED)] +
                                     [str(b[R.RESERVE])])
        show_gain(self, state)
        sc = state.scores()
        self.app.status.scores(sc, PHASE_WORDS[state.phase()])
        if self.match.deciding >= 0 and self.options:
            # a person's decision in progress (the pause menu closed over it): drawn again as input() left it
            self.select(state, self.sel)
            return
        self.options = []
        self.draw_choices(state, -1)
        self.highlight(state, -1)
        self.prompt.text = ""
        self.app.mark()

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
        elif ph in (R.SWAP1, R.SWAP2) and sel >= 0 and self.options[sel] != R.NO_SWAP:
            kinds = [self.options[sel] % 5]
        elif ph == R.SETUP and sel >= 0:
            kinds = [R.FARMER]
        self.word.text = CHOICE_WORDS[ph] if kinds else ""
        # displayio redraws whatever is set, changed or not: only what changes is set (issue 37: a press redrew
        # a third of the screen)
        if self.key.hidden != bool(kinds):
            self.key.hidden = bool(kinds)
        for bg in self.choice_bgs:
            if bg.hidden != (not kinds):
                bg.hidden = not kinds
        hi_x = -1
        for j in range(SLOTS):
            icon = self.choice_icons[j]
            t = 0
            if j < len(kinds):
                t = kinds[j] + 1
                if sel >= 0 and (ph in (R.SWAP1, R.SWAP2, R.SETUP) or self.options[sel] == kinds[j]):
                    hi_x = icon.x - 2
            if icon[0] != t:
                icon[0] = t
        hi = self.choice_hi
        if hi_x < 0:
            if not hi.hidden:
                hi.hidden = True
        else:
            if hi.x != hi_x:
                hi.x = hi_x
            if hi.hidden:
                hi.hidden = False
        step = CHOICE_PITCH // 6
        self.choice_counts.text = counts_text([step * j for j in range(len(kinds))],
                                              [str(c) for c in counts]) if counts else ""

    def highlight(self, state, paddy, row=1):
        for r in (0, 1):
            hi = self.rows[r][1][0][0]  # the row's one highlight
            off = not (r == row and 0 <= paddy < 5)
            if hi.hidden != off:
                hi.hidden = off
            if not off and hi.x != X0 + CELL * paddy:
                hi.x = X0 + CELL * paddy

    def select(self, state, sel):
        self.sel = sel
        move = self.options[sel]
        self.draw_choices(state, sel)
        self.highlight(state, paddy_of(self, state, move), 1 if self.row_of_mover(state) else 0)
        self.prompt.text = prompt(state, move)
        self.app.mark()

    def row_of_mover(self, state):
        """1 when the player deciding now is drawn on the bottom row."""
        p = state.to_move()
        if p < 0:
            p = state.b[R.PLAYER]
        return 1 if p == self.bottom else 0

    # ---- a human decides -------------------------------------------------------------------------------------
    def turn_words(self, p, gain, said):
        """The line left for your turn: the computer's whole turn summed up ("CPU +2: sowed 3, harvested 2"),
        not its last step (issue 37); None when it did none of these (the runtime says its last move)."""
        t = self.tally
        long = []
        for n, word in zip(t, ("sowed %d", "harvested %d", "drew %d", "gave back %d", "removed %d")):
            if n:
                long.append(word % n)
        if not long:
            return None
        name = self.match.names[p]
        who = "%s %+d: " % (name, gain) if gain else name + ": "
        forms = [", ".join(long), ", ".join(long[:2])]
        if t[0] and t[1]:
            forms.append("sow %d, harvest %d" % (t[0], t[1]))
        forms.append(long[0])
        for f in forms:
            if len(who) + len(f) <= ui.COLS:
                return who + f
        return None

    def begin(self, state):
        for i in range(5):
            self.tally[i] = 0  # (the match has read the computer's turn: turn_words, before this)
        self.left = 0
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
            return UNDO
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
    def count(self, state, ph):
        """The computer's turn, step by step, for turn_words: a sowing counts the pieces taken up (its first
        choice of order holds them all in hand), the other steps one each."""
        k = (R.SOW, R.HARVEST, R.DRAW, R.REST, R.EXCESS)
        p = state.b[R.PLAYER] if ph == R.DRAW else state.to_move()
        if ph in k and 0 <= p <= 1 and not self.match.human[p]:
            if ph == R.SOW:
                h = state.hand_size()
                if h > self.left:  # a new sowing (a big move sows again)
                    self.tally[0] = min(255, self.tally[0] + h)
                self.left = h - 1
            else:
                i = k.index(ph)
                self.tally[i] = min(255, self.tally[i] + 1)

    def animate(self, state, move):
        ph = state.phase()
        self.count(state, ph)
        if ph == R.DRAW:
            # the message comes with its own picture: the rice already in the paddy, the bag one fewer
            row = 1 if state.b[R.PLAYER] == self.bottom else 0
            # (only the draw itself: the full move may end the turn and start the next player's)
            after = state.copy()
            b = after.b
            b[R.BAG + move - 1] -= 1
            b[(b[R.PLAYER] * 5 + b[R.LAST]) * 4 + move] += 1
            b[R.PENDING] -= 1
            self.show(after, self.bottom)
            self.highlight(state, state.b[R.LAST], row)
            self.app.say("Drawn from the bag: %s" % R.KIND_NAMES[move])
            self.app.mark()
            ms = PACE[self.app.settings.get("pace")]  # a step to see: 0.8 s at Normal (issue 37)
            if self.match.human[state.b[R.PLAYER]]:
                # your own draws, after your move: the A that made it, still held, does not hurry them past
                for _ in range(ms // FRAME_MS):
                    if self.app.tick() & bt.A:
                        break
            else:
                self.app.wait(ms)
            return
        self.options = state.legal_moves()
        if move in self.options:
            self.select(state, self.options.index(move))
        if ph == R.SOW:
            end = sow_ending(state, move)
            if end is not None:  # the computer's last choice of order: say where its sowing ends and what follows
                name = self.match.names[state.to_move()]
                act = action_text(end[1], end[2])
                last = end[0] + 1
                self.app.say(fit("%s: sowing ends in %d: %s" % (name, last, act),
                                 "%s: ends in %d: %s" % (name, last, act), "Ends in %d: %s" % (last, act)))

    def results(self, state):
        return results(self, state)
