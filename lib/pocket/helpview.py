# The paged help viewer: games/<id>/help.py holds PAGES = (("Title", "text"), ...). LEFT/RIGHT turn pages. A help
# whose pages depend on the game's options (a rule set) also has pages_for(options) -> pages, options being the
# new_game() keyword options of the game being set up or played.
# A page may carry a diagram as a third element: rows of characters that help.KEY maps to tiles of the sprite sheet
# help.SHEET (docs/SCREENS.md). A narrow diagram stands right of the text, a wide one below it.
import displayio

from pocket import buttons as bt
from pocket import ui

CONTROLS = ("Controls", "D-pad: move, choose\nA: confirm, pick, place\nB: back, undo a step\n"
            "START: pause menu, or done\nSELECT: other view\nWhile the CPU thinks, B makes it hurry.")

LINES = 8           # text lines of the help box
TEXT_X = 6          # where modal.Box puts its text
RIGHT = ui.W - 6    # the box's inner right edge, with a margin
NARROW = 66         # a diagram at most this wide stands right of the text (13 columns of text remain)


def help_module(game_id):
    try:
        return __import__("games.%s.help" % game_id, None, None, ["PAGES"])
    except ImportError:
        return None


def pages_of(game_id, options=None):
    mod = help_module(game_id)
    if mod is None:
        return (CONTROLS,)
    if options is not None and hasattr(mod, "pages_for"):
        return tuple(mod.pages_for(options)) + (CONTROLS,)
    return tuple(mod.PAGES) + (CONTROLS,)


def layout(rows, tile, text_y, tile_h=None):
    """(x, y, text columns, text lines) for a diagram of rows (strings) of tile px squares (or tile x tile_h px
    cells); text_y is the top of the first text line."""
    w = len(rows[0]) * tile
    h = len(rows) * (tile_h or tile)
    if w <= NARROW:
        x = RIGHT - w
        return x, text_y + (LINES * 12 - h) // 2, (x - TEXT_X - 3) // ui.CHAR_W, LINES
    # below the text, 2 px lower than the last text line so descenders stay clear
    return (ui.W - w) // 2, text_y + LINES * 12 - h + 2, ui.COLS - 1, (LINES * 12 - h) // 12


class Diagram:
    """Layers of TileGrids over the game's sprite sheet, sized for the largest diagram of the pages, built once."""

    def __init__(self, sheet, key, pages, tile_w=None):
        self.key = key
        self.tile_h = sheet[0].height  # sim.art writes its sprites in one row
        self.tile = tile_w or self.tile_h  # square, unless help.TILE_W says the sprites are narrower
        cols = rows = depth = 1
        for page in pages:
            if len(page) > 2:
                rows = max(rows, len(page[2]))
                cols = max(cols, len(page[2][0]))
                for line in page[2]:
                    for ch in line:
                        depth = max(depth, len(key[ch]))
        self.cols = cols
        self.rows = rows
        self.group = displayio.Group()
        self.layers = []
        for _ in range(depth):
            g = displayio.TileGrid(sheet[0], pixel_shader=sheet[1], tile_width=self.tile, tile_height=self.tile_h,
                                   width=cols, height=rows)
            self.group.append(g)
            self.layers.append(g)
        self.group.hidden = True

    def show(self, rows, x, y):
        self.group.x = x
        self.group.y = y
        for layer in range(len(self.layers)):
            g = self.layers[layer]
            for r in range(self.rows):
                line = rows[r] if r < len(rows) else ""
                for c in range(self.cols):
                    tiles = self.key[line[c]] if c < len(line) else ()
                    g[c, r] = tiles[layer] if layer < len(tiles) else 0
        self.group.hidden = False


def show_help(app, game_id, title, options=None):
    mod = help_module(game_id)
    pages = pages_of(game_id, options)
    from pocket.app import modal
    from pocket.modules import forget
    mod_modal, loaded_modal = modal()
    box = mod_modal.Box(title, "", "<  >  B: back", lines=LINES)
    mod_modal = None
    text_y = box.body.y
    diagram = None
    sheet_name = getattr(mod, "SHEET", None)
    loaded_here = sheet_name is not None and sheet_name not in app.sheets
    if sheet_name is not None:
        try:
            diagram = Diagram(app.sheet(sheet_name), mod.KEY, pages, getattr(mod, "TILE_W", None))
            box.group.append(diagram.group)
        except Exception:  # a missing sheet costs the pictures, never the help text
            diagram = None
    app.show_modal(box.group)
    i = 0
    try:
        while True:
            page = pages[i]
            head = "%s %d/%d" % (page[0], i + 1, len(pages))
            if len(page) > 2 and diagram is not None:
                x, y, cols, lines = layout(page[2], diagram.tile, text_y, diagram.tile_h)
                diagram.show(page[2], x, y)
                box.set(head, page[1], cols=cols, limit=lines)
            else:
                if diagram is not None:
                    diagram.group.hidden = True
                box.set(head, page[1])
            app.mark()
            while True:
                p = app.tick()
                if p & (bt.RIGHT | bt.A):
                    if p & bt.A and i == len(pages) - 1:
                        return
                    i = (i + 1) % len(pages)
                    break
                if p & bt.LEFT:
                    i = (i - 1) % len(pages)
                    break
                if p & (bt.B | bt.START):
                    return
    finally:
        app.hide_modal(box.group)
        if loaded_here:
            app.sheets.pop(sheet_name, None)  # the launcher's heap does not keep a game's sheet
        # the pages' text is needed again only when help opens again (the caller forgets this module)
        mod = None
        forget("games.%s.help" % game_id)
        if loaded_modal:
            forget("pocket.modal")
