"""Text that is cut off or overlaps, found on the screen as drawn (desktop only: it reads the display tree).

Every visible `pocket.text.Text` is one box per run of characters of a line (two spaces or more end a run): where
its pixels are (terminalio's glyphs, read from pocket.text's sheet); an adafruit_display_text label (the launcher's,
pocket.launcher_text) is the same, read from its rendered bitmap. On the current screen (the modal on top when one
is shown, else the status strip, the view and the footer) each box must:
- lie inside the screen (160x128);
- lie inside its panel: the last rectangle drawn before it that holds its first pixel (a text that starts on the
  footer's strip must end on it);
- not be partly covered by a rectangle drawn after it (a text wholly under one is simply not visible);
- not overlap another text's box;
- not overlap a sprite (a TileGrid cell whose tile draws something), nor what the view declares as no place for
  text: `View.no_text`, displayio objects (a board drawn with rectangles) or (x, y, w, h) boxes in the stage's
  coordinates (docs/SCREENS.md). Texts inside a declared object (a board's own coordinates) are part of it.
A text must also be drawn whole: a Text given a line longer than its columns, or more lines than its rows, draws
it cut ("CPU2: Tiger TE via ZI to X" for "... to XU"); a label given more than its max_characters is cut unless
the launcher's scrolling line (pocket.launcher_text.Line, app.line) scrolls it; and a text's last line must not end
on a word no phrase ends on ("Bean Dice: you fulfil each", "The cerke_online site's": cut where it was written).
Sprites (a TileGrid cell that draws something) must lie inside the screen and inside their panel (the last
rectangle drawn before them that holds their first pixel, when it is not the screen's background: a card that
runs off its hand's panel); a sprite wholly under a later panel is not on the screen.
A box over the game (the top overlay: a message, a menu, the results) must leave the status strip (rows 0-11)
readable, unless it is a whole page taller than the screen below the strip (a help page).
`check(app, view)` returns the problems as strings; `Watcher` runs it on every new screen of a headless Sim."""
import hashlib
import sys

W, H = 160, 128
STRIP = 12  # the status strip's rows (pocket.ui.STRIP)


class Item:
    __slots__ = ("kind", "box", "node", "text", "in_board")

    def __init__(self, kind, box, node, text=None, in_board=False):
        self.kind = kind  # "text", "rect", "tiles"
        self.box = box  # (x, y, w, h) on the screen
        self.node = node
        self.text = text
        self.in_board = in_board


_ink = {}  # character -> (left, top, right, bottom) of its pixels in its 6x12 cell, or None when it has none


def ink(ch):
    """Where a character of terminalio's font has pixels in its cell (read from pocket.text's sheet)."""
    got = _ink.get(ch, 0)
    if got != 0:
        return got
    from pocket import text as tx
    c = ord(ch) - 32
    got = None
    if 0 <= c < 95:
        tile = tx.TILES[c]
        per_row = tx.SHEET.width // tx.CW
        ox = (tile % per_row) * tx.CW
        oy = (tile // per_row) * tx.CH
        xs = []
        ys = []
        for y in range(tx.CH):
            for x in range(tx.CW):
                if tx.SHEET[ox + x, oy + y]:
                    xs.append(x)
                    ys.append(y)
        if xs:
            got = (min(xs), min(ys), max(xs) + 1, max(ys) + 1)
    _ink[ch] = got
    return got


def text_boxes(t, x, y, scale):
    """(line, box) for each line of a Text that shows something: the box of its pixels (a 1 px underline below
    a line, or a cell's blank margin under a neighbour, is no overlap)."""
    from pocket.text import CH, CW
    out = []
    for row, line in enumerate(t.text.split("\n")[:t.height]):
        line = line[:t.width]
        # one box per run of characters: two spaces or more are a gap (columns of figures share one line, and
        # another text or a sprite may sit in the gap)
        start = 0
        while start < len(line):
            end = line.find("  ", start)
            if end < 0:
                end = len(line)
            x0 = y0 = 10 ** 6
            x1 = y1 = -1
            for col in range(start, end):
                b = ink(line[col])
                if b is None:
                    continue
                x0 = min(x0, col * CW + b[0])
                x1 = max(x1, col * CW + b[2])
                y0 = min(y0, b[1])
                y1 = max(y1, b[3])
            if x1 >= 0:
                out.append((line[start:end].strip(), (x + x0 * scale, y + (row * CH + y0) * scale,
                                                      (x1 - x0) * scale, (y1 - y0) * scale)))
            start = end + 2
            while start < len(line) and line[start] == " ":
                start += 1
    return out


def walk(group, items, x=0, y=0, scale=1, board=frozenset(), in_board=False):
    """The visible things of `group` in drawing order, with their boxes on the screen."""
    import displayio
    import vectorio
    from pocket.text import Text
    for i in range(len(group)):
        node = group[i]
        if getattr(node, "hidden", False):
            continue
        inb = in_board or id(node) in board
        nx = x + node.x * scale
        ny = y + node.y * scale
        if is_label(node):
            for line, box in label_boxes(node, nx, ny, scale * node.scale):
                items.append(Item("text", box, node, line, inb))
        elif isinstance(node, displayio.Group):
            walk(node, items, nx, ny, scale * node.scale, board, inb)
        elif isinstance(node, Text):
            shader = node.pixel_shader
            if not shader.is_transparent(0):  # a text on its own ground (the message strip's): a panel, then it
                items.append(Item("rect", (nx, ny, node.width * node.tile_width * scale,
                                           node.height * node.tile_height * scale), node, in_board=inb))
            for line, box in text_boxes(node, nx, ny, scale):
                items.append(Item("text", box, node, line, inb))
        elif isinstance(node, vectorio.Rectangle):
            items.append(Item("rect", (nx, ny, node.width * scale, node.height * scale), node, in_board=inb))
        elif isinstance(node, displayio.TileGrid):
            tw = node.tile_width * scale
            th = node.tile_height * scale
            fx = getattr(node, "flip_x", False)  # a turned grid (Cetkaik's opponent) shows cell (tx, ty) and its
            fy = getattr(node, "flip_y", False)  # pixels mirrored: box them where the screen shows them
            for ty in range(node.height):
                for tx in range(node.width):
                    b = drawn(node, node[tx, ty])
                    if b is not None:  # the box of the cell's drawn pixels (a mark under a tile is 2 px high)
                        if fx:
                            b = (node.tile_width - b[2], b[1], node.tile_width - b[0], b[3])
                        if fy:
                            b = (b[0], node.tile_height - b[3], b[2], node.tile_height - b[1])
                        cx = node.width - 1 - tx if fx else tx
                        cy = node.height - 1 - ty if fy else ty
                        items.append(Item("tiles", (nx + cx * tw + b[0] * scale, ny + cy * th + b[1] * scale,
                                                    (b[2] - b[0]) * scale, (b[3] - b[1]) * scale), node,
                                          in_board=inb))
    return items


def cut_text(node, app=None):
    """The text given to a Text or a label when it draws less of it (cut at its columns or rows), else None."""
    from pocket.text import Text
    if isinstance(node, Text):
        lines = node.text.split("\n")
        if len(lines) > node.height or any(len(line) > node.width for line in lines):
            return node.text
        return None
    if is_label(node):
        most = getattr(node, "_max_characters", None)
        full = getattr(node, "_full_text", None) or node.text
        if most is not None and len(full.rstrip()) > most:
            line = getattr(app, "line", None)
            if line is not None and line.text is node and line.full == node.text:
                return None  # the launcher's line scrolls it, a character every few frames
            return full
    return None


# Words a phrase does not end on: a line that ends on one was cut where it was written ("Bean Dice: you fulfil each",
# "The cerke_online site's": a hint written to its 26 columns), which no measure of what was drawn can see.
DANGLING = frozenset(("a", "an", "the", "each", "every", "of", "to", "via", "from", "and", "or", "your", "its",
                      "their", "with", "for", "at", "by"))
WHOLE_POSSESSIVES = frozenset(("it's", "let's", "that's", "what's", "here's", "there's", "who's"))


def dangling(text):
    """The word a one-line message ends on when a phrase cannot end there (an article, a preposition, a possessive
    with nothing after it), else None. Lines of a wrapped paragraph may end anywhere: only its last line counts
    (checked on whole messages: the footer's line and the launcher's labels)."""
    words = text.rstrip().split()
    if len(words) < 2:
        return None
    last = words[-1]  # as written: "TO" is a square, "to" a preposition
    if last in DANGLING or (last.endswith(("'s", "s'")) and last.lower() not in WHOLE_POSSESSIVES):
        return words[-1]
    return None


def is_label(node):
    """An adafruit_display_text label (the launcher's texts: pocket.launcher_text): a Group holding a TileGrid of
    its rendered text, checked as a text, not as a group holding a sprite."""
    try:
        from adafruit_display_text import LabelBase
    except ImportError:
        return False
    return isinstance(node, LabelBase)


def label_boxes(lab, x, y, scale):
    """(text, box) for each run of a bitmap_label's ink (a gap of two characters or more ends a run, as in
    text_boxes): where its rendered bitmap has pixels."""
    grid = getattr(lab, "_tilegrid", None)
    bm = getattr(lab, "bitmap", None)
    if grid is None or bm is None or grid.hidden:
        return []
    cols = []
    top, bottom = bm.height, -1
    for cx in range(bm.width):
        ys = [cy for cy in range(bm.height) if bm[cx, cy]]
        cols.append(bool(ys))
        if ys:
            top, bottom = min(top, ys[0]), max(bottom, ys[-1])
    out = []
    gx, gy = x + grid.x * scale, y + grid.y * scale
    cx = 0
    while cx < len(cols):
        if not cols[cx]:
            cx += 1
            continue
        start = end = cx
        while cx < len(cols) and (cols[cx] or any(cols[cx:cx + 12])):  # a gap under 12 px is inside a run
            if cols[cx]:
                end = cx
            cx += 1
        out.append((lab.text, (gx + start * scale, gy + top * scale, (end + 1 - start) * scale,
                               (bottom + 1 - top) * scale)))
    return out


_drawn = {}


def drawn(grid, tile):
    """(left, top, right, bottom) of the pixels a TileGrid's tile draws that are not transparent, in the cell;
    None when it draws nothing (an empty cell is no sprite)."""
    key = (id(grid.bitmap), id(grid.pixel_shader), tile)
    got = _drawn.get(key, 0)
    if got == 0:
        bm = grid.bitmap
        pal = grid.pixel_shader
        per_row = bm.width // grid.tile_width
        ox = (tile % per_row) * grid.tile_width
        oy = (tile // per_row) * grid.tile_height
        x0 = y0 = 10 ** 6
        x1 = y1 = -1
        for y in range(grid.tile_height):
            for x in range(grid.tile_width):
                v = bm[ox + x, oy + y]
                if not (hasattr(pal, "is_transparent") and pal.is_transparent(v)):
                    x0 = min(x0, x)
                    y0 = min(y0, y)
                    x1 = max(x1, x + 1)
                    y1 = max(y1, y + 1)
        got = (x0, y0, x1, y1) if x1 >= 0 else None
        _drawn[key] = got
    return got


def inside(a, b):
    return a[0] >= b[0] and a[1] >= b[1] and a[0] + a[2] <= b[0] + b[2] and a[1] + a[3] <= b[1] + b[3]


def overlap(a, b):
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def cut(a, b):
    """The part of box a that box b covers (they overlap)."""
    x0 = max(a[0], b[0])
    y0 = max(a[1], b[1])
    return (x0, y0, min(a[0] + a[2], b[0] + b[2]) - x0, min(a[1] + a[3], b[1] + b[3]) - y0)


def under_panel(items, j, k, part):
    """True when a panel drawn after the sprite j and before the text k hides the sprite's part under the text (a
    strip over the edge of a scrolled board)."""
    return any(items[i].kind == "rect" and inside(part, items[i].box) for i in range(max(j, 0) + 1, k))


def holds(box, px, py):
    return box[0] <= px < box[0] + box[2] and box[1] <= py < box[1] + box[3]


def no_text_boxes(view, stage):
    """(object ids, boxes on the screen) of what the view declares as no place for text."""
    ids = set()
    boxes = []
    for thing in getattr(view, "no_text", ()) or ():
        if isinstance(thing, tuple):
            boxes.append((thing[0] + stage.x, thing[1] + stage.y, thing[2], thing[3]))
        else:
            ids.add(id(thing))
    return ids, boxes


def cut_texts(app, items):
    """Problems for the texts of `items` drawn shorter than the text they were given."""
    out = []
    seen = set()
    for it in items:
        if it.kind != "text" or id(it.node) in seen:
            continue
        seen.add(id(it.node))
        full = cut_text(it.node, app)
        if full is not None:
            out.append("%r at %s: cut (it was given %r)" % (it.text, it.box, full))
            continue
        if not (is_label(it.node) or it.node is getattr(app, "footer_text", None)):
            continue  # a view's lines may be one paragraph wrapped over several texts: only whole messages count
        given = getattr(it.node, "_full_text", None) or getattr(it.node, "text", None) or ""
        word = dangling(given.split("\n")[-1]) if isinstance(given, str) else None
        if word is not None:
            out.append("%r at %s: cut where it was written (it ends on %r)" % (it.text, it.box, word))
    return out


def check(app, view=None):
    """The problems of the screen shown now, as strings ("'text' at (x, y, w, h): what")."""
    modal = len(app.overlay) > 0 and not app.overlay.hidden
    board_ids, board_boxes = no_text_boxes(view, app.stage) if view is not None and not modal else (set(), [])
    items = []
    # the root's first child is the screen's background: the panel of last resort
    root = app.root
    if modal:
        # the modal on top (a message over the game record): what is under it is not this screen's text
        items.append(Item("rect", (0, 0, W, H), None))
        top = app.overlay[len(app.overlay) - 1]
        walk(_One(top), items, app.overlay.x, app.overlay.y, 1)
    else:
        for i in range(len(root)):
            node = root[i]
            if node is app.overlay or getattr(node, "hidden", False):
                continue
            walk(_One(node), items, 0, 0, 1, board_ids)
    # declared objects (their drawn parts) and every sprite (a TileGrid's cells that draw something) are no place
    # for text
    board_boxes = [(-1, b) for b in board_boxes]  # (drawing index, box): declared boxes are under everything
    for k, it in enumerate(items):
        if it.kind == "tiles" or (it.in_board and it.kind == "rect"):
            if not any(o.kind == "rect" and inside(it.box, o.box) for o in items[k + 1:]):  # else hidden by a panel
                board_boxes.append((k, it.box))
    problems = []
    if modal:
        problems.extend(strip_covered(items))
    problems.extend(sprites_out(items))
    # a text drawn cut is cut whatever covers what: the footer under a launcher box too
    footer = getattr(app, "footer", None)
    under = walk(_One(footer), []) if modal and footer is not None and not footer.hidden else []
    problems.extend(cut_texts(app, items + under))
    texts = []  # the texts that can be seen
    for k, it in enumerate(items):
        if it.kind != "text":
            continue
        b = it.box
        name = "%r at %s" % (it.text, b)
        covered = None
        for o in items[k + 1:]:
            if o.kind == "rect" and overlap(b, o.box):
                covered = o
                if inside(b, o.box):
                    break
        if covered is not None and inside(b, covered.box):
            continue  # wholly under a panel drawn later (the footer over a hint): not on this screen
        texts.append(it)
        if covered is not None:
            problems.append("%s: partly covered by a panel %s" % (name, covered.box))
        if not inside(b, (0, 0, W, H)):
            problems.append("%s: leaves the screen" % name)
        else:
            for j in range(k - 1, -1, -1):
                o = items[j]
                if o.kind == "rect" and holds(o.box, b[0], b[1]):
                    if not inside(b, o.box):
                        problems.append("%s: runs off its panel %s" % (name, o.box))
                    break
        if not it.in_board:
            for j, bb in board_boxes:
                if overlap(b, bb) and not under_panel(items, j, k, cut(b, bb)):
                    problems.append("%s: on a sprite or the board %s" % (name, bb))
                    break
    for a in range(len(texts)):
        ta = texts[a]
        for c in range(a + 1, len(texts)):
            tc = texts[c]
            if overlap(ta.box, tc.box):
                problems.append("%r at %s and %r at %s overlap" % (ta.text, ta.box, tc.text, tc.box))
    return problems


def strip_covered(items):
    """The top overlay's panels (items[1:], after the stand-in background) that cover the status strip."""
    panels = [it.box for it in items[1:] if it.kind == "rect"]
    if not panels:
        return []
    y0 = min(b[1] for b in panels)
    y1 = max(b[1] + b[3] for b in panels)
    if y0 < STRIP and y1 > 0 and y1 - y0 <= H - STRIP:
        return ["a box %s covers the status strip (rows 0-%d)" % ((min(b[0] for b in panels), y0,
                                                                    max(b[0] + b[2] for b in panels) - min(
                                                                        b[0] for b in panels), y1 - y0), STRIP - 1)]
    return []


def sprites_out(items):
    """Sprites (drawn TileGrid cells) that leave the screen or the panel they start on (the background, the
    first rectangle, is no panel); a sprite wholly under a panel drawn after it is not seen."""
    out = []
    for k, it in enumerate(items):
        if it.kind != "tiles":
            continue
        b = it.box
        if any(o.kind == "rect" and inside(b, o.box) for o in items[k + 1:]):
            continue
        if not inside(b, (0, 0, W, H)):
            out.append("a sprite at %s leaves the screen" % (b,))
            continue
        for j in range(k - 1, 0, -1):
            o = items[j]
            if o.kind == "rect" and holds(o.box, b[0], b[1]):
                if not inside(b, o.box) and o.box != (0, 0, W, H):
                    out.append("a sprite at %s runs off its panel %s" % (b, o.box))
                break
    return out


class _One:
    """A Group-like holder of one node, so walk() treats a root child (a Group or a shape) as any child."""

    def __init__(self, node):
        self.node = node

    def __len__(self):
        return 1

    def __getitem__(self, i):
        return self.node


def where(app, match):
    """A short name for the screen shown now: the modal's title, else the game (or the launcher) and its footer."""
    if len(app.overlay) > 0:
        items = walk(app.overlay, [])
        title = next((i.text for i in items if i.kind == "text"), "")
        return "modal %r" % title
    m = match
    if m is not None:
        return "%s: footer %r" % (m.setup.game_id, app.footer_text.text if not app.footer.hidden else "")
    return "launcher"


class TextProblem(BaseException):
    """Raised by a Watcher that stops at the first problem: a BaseException, so the program's own error screens
    (which catch Exception) do not swallow it."""


class Watcher:
    """A Sim hook: check() every screen that differs from the last one checked; the problems in self.found as
    {problem: where it was first seen}. stop: raise TextProblem at the first (the Sim's next run() raises it)."""

    def __init__(self, games=True, stop=False):
        self.stop = stop
        self.games = games  # False: only the launcher's screens (a game started from it is left to its own test)
        self.found = {}
        self.screens = 0
        self._last = None

    def __call__(self, sim):
        a = sys.modules.get("pocket.app")
        app = getattr(a, "current", None) if a is not None else None
        if app is None or getattr(app, "root", None) is None:
            return
        if not self.games and sim.match is not None:
            return
        h = hashlib.sha1(bytes(sim.display.fb)).digest()
        if h == self._last:
            return
        self._last = h
        self.screens += 1
        m = sim.match
        view = m.view if m is not None and m.app is app else None
        for p in check(app, view):
            if p not in self.found:
                self.found[p] = where(app, m if view is not None else None)
                if self.stop:
                    raise TextProblem("%s -- %s" % (self.found[p], p))

    def report(self):
        return ["%s -- %s" % (w, p) for p, w in sorted(self.found.items(), key=lambda kv: (kv[1], kv[0]))]
