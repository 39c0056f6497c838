# The launcher: title, the games menu, per-game setup, Resume, Settings. A chosen game runs in play.py after a
# reload, so every game starts with a fresh heap and returns to a fresh menu.
import displayio

from pocket import buttons as bt
from pocket import setup as setup_mod
from pocket import ui
from pocket.modules import run
from pocket.setup import HUMAN, Setup, cpu_kind, level_of
# consts from lib/pocket/fields.py (python -m sim.consts writes this block: change the numbers there)
from micropython import const
_ID = const(0)
_TITLE = const(1)
_MIN_PLAYERS = const(2)
_MAX_PLAYERS = const(3)
_BLURB = const(4)
_OPTIONS = const(5)
_OPT_KEY = const(0)
_OPT_LABEL = const(1)
_OPT_VALUES = const(2)
_OPT_VALUE_LABELS = const(3)
_OPT_HOT_SEAT = const(4)
# end of consts

KIND_LABELS = ("CPU Easy", "CPU Normal", "CPU Hard")  # by level
AT_RISK = "Plugged in: saves at risk"
PC_READS = "Reset to let the PC write"  # the games hold the drive and a computer is on the cable: it reads only
DRIVE_WAIT_MS = 2000  # from the launcher's start to the drive's decision (pocket.drive): USB started before code.py,
# and a host enumerates within a second
drive_at = [None]  # when the launcher decides who writes the drive (clock ticks); None: decided, or nothing to decide


def new_seed():
    try:
        import os
        b = os.urandom(4)
        return b[0] | (b[1] << 8) | (b[2] << 16) | (b[3] << 24)
    except (ImportError, NotImplementedError, AttributeError):
        from pocket import clock
        return clock.ticks() * 2654435761 & 0xFFFFFFFF


def settle_drive(app, wait=False):
    """Decide who writes the drive once a computer has turned up (it keeps the drive) or USB has had time to
    enumerate (with wait: waiting for that, a few frames at most): the program takes the drive unless a computer
    holds it (pocket.drive), and the saves follow. True when it decided now."""
    at = drive_at[0]
    if at is None:
        return False
    from pocket import clock
    plugged = usb_connected()
    while not plugged and clock.diff(clock.ticks(), at) < 0:
        if not wait:
            return False
        clock.frame(33)  # (not app.tick(): presses wait in the keypad's queue for the screen that comes next)
        plugged = usb_connected()
    drive_at[0] = None
    store = app.settings.store
    if not plugged and run("pocket.drive", "claim"):  # (a computer: nothing to ask, nothing to load)
        from pocket.saves import Store
        app.settings.store = Store(store.nvm, store.folder, True)  # as a Store made on a drive it may write
    return True


def usb_connected():
    try:
        import supervisor
        return supervisor.runtime.usb_connected
    except (ImportError, AttributeError):
        return False


def at_risk(store):
    """Saves go to the nvm alone, where a power cut while saving can lose them all (docs/RUNTIME.md, Saves): a
    computer holds the drive, or the drive has no save units (deployed by an older version)."""
    return drive_at[0] is None and store.folder is not None and (
        not store.drive or store._file(store.folder + "settings/0/r", 1) is None)


def launch(app, setup, resume=False):
    """Hand over to play.py with a fresh heap (the launch record carries the setup across the reload)."""
    settle_drive(app, True)  # the launch record, then the game's saves, go where the drive's owner allows
    store = app.settings.store
    # the game's nvm slot (pocket.savefind looks, here, where the heap is free): play.py needs no search
    from pocket import savefind
    slot, named = savefind.slot(store, setup.game_id)
    try:
        store.write_launch(setup_mod.launch_record(setup, resume, slot + 1 + 16 * named))
    except OSError as exc:  # no flash would take it: say so, and stay (the caller goes back to the menu)
        app.message("The game could not start: the handheld could not store it (%s)." % exc, "Storage")
        return
    import supervisor
    supervisor.set_next_code_file("play.py")
    supervisor.reload()


def icon_row(group, n, x, y, pitch, size):
    """A row of n cells `pitch` px apart for the games' icons: adafruit_displayio_layout's GridLayout (about 6 KB
    of the launcher's heap, measured on the device twin: docs/RUNTIME.md), or a plain Group placed by hand when
    the library is missing. Returns (the row, place(content, i))."""
    pad = (pitch - size) // 2
    try:
        from adafruit_displayio_layout.layouts.grid_layout import GridLayout
    except ImportError:
        row = displayio.Group(x=x - pad, y=y)

        def place(content, i):
            content.x = pitch * i + pad
            row.append(content)
    else:
        # cell_padding pads all four sides: the row starts that much higher so the icons' tops sit at y
        row = GridLayout(x=x - pad, y=y - pad, width=pitch * n, height=size + 2 * pad, grid_size=(n, 1),
                         cell_padding=pad)

        def place(content, i):
            row.add_content(content, grid_position=(i, 0), cell_size=(1, 1))
    group.append(row)
    return row, place


class Title:
    """The title block on the stage above the menu: each game's icon (a GridLayout row, tile i of the title sheet,
    which sim.art makes of the games' icons in menu order; a game not in it shows its initial) over a bar of the
    players' colours. A missing sheet only costs the icons: the menu must always come up."""

    def __init__(self, app, games):
        self.group = displayio.Group()
        n = len(games)
        pitch = min(30, (ui.W - 10) // max(1, n))  # 30 px apart while they fit in x 5 to 155, closer beyond
        left = (ui.W - pitch * n) // 2
        try:
            bitmap, palette = app.sheet("title")
            self.icons, place = icon_row(self.group, n, left + (pitch - 16) // 2, 4, pitch, 16)
            for i in range(n):
                if i < bitmap.width // 16:
                    icon = displayio.TileGrid(bitmap, pixel_shader=palette, tile_width=16, tile_height=16)
                    icon[0] = i
                else:  # a game installed after the sheet was made
                    icon = ui.label(None, games[i][_TITLE][0], 5, 2, ui.ACCENT)
                place(icon, i)
        except Exception:  # AssetError, or a damaged file: go on without icons
            from pocket import launcher_text
            launcher_text.label(self.group, "Pocket Tabletop", 80, 6, ui.ACCENT, anchor=(0.5, 0.0))
        bar = min(20, pitch - 4)
        self.bars = [ui.rect(self.group, left + (pitch - bar) // 2 + pitch * i, 24, bar, 2,
                             ui.I_PLAYER + i % len(ui.PLAYER)) for i in range(n)]
        app.stage.append(self.group)

    def select(self, index):
        """Underline the icon of the game the menu points at."""
        for i, bar in enumerate(self.bars):
            bar.height = 5 if i == index else 2


def games():
    """The installed games (games/registry.py's, handed over by code.py: the launcher imports no game)."""
    return setup_mod.GAMES


def main_menu(app, title=None, line=None):
    """The games menu; line: the description line (launcher_text.Line), made here when not given."""
    from pocket import launcher_text  # (not at the top: play.py imports this module for a Rematch)
    store = app.settings.store
    if line is None:
        line = launcher_text.Line(app)
    GAMES = games()
    items = []
    actions = []  # (kind, what main() needs): a save's setup to resume, a refused save's (key, title, problem)
    blurbs = []
    icons = []  # the game each item underlines in the title row (-1: none)
    ids = [g[_ID] for g in GAMES]
    from pocket import slots
    for key, name, problem, saved in slots.survey(store, GAMES):
        items.append(slots.menu_label(name, problem))
        actions.append(("resume", saved) if problem is None else ("refused", (key, name, problem)))
        blurbs.append("Continue your saved game" if problem is None else slots.BLURBS[problem])
        icons.append(ids.index(key) if key in ids else -1)
    slots = ids = None
    from pocket.modules import forget
    forget("pocket.slots")  # read again when the menu is: the menu's texts need the room
    for i, g in enumerate(GAMES):
        lo, hi = g[_MIN_PLAYERS], g[_MAX_PLAYERS]
        players = "(%dp)" % lo if lo == hi else "(%d-%dp)" % (lo, hi)
        blurb = g[_BLURB] + " " + players  # longer than the screen: it scrolls
        items.append(g[_TITLE])
        actions.append(("game", i))
        blurbs.append(blurb)
        icons.append(i)
    items.append("Settings")
    actions.append(("settings", 0))
    blurbs.append("CPU level, sound, lights")
    icons.append(-1)
    if not GAMES:
        blurbs[-1] = "No games installed"
    menu = launcher_text.menu("Choose a game", items, rows=4, y=47, width=150)
    app.show_modal(menu.group)
    line.say(AT_RISK if at_risk(store) else blurbs[menu.sel])  # said until the cursor moves
    moved = warned = False

    def point_at(sel):
        if title is not None:
            title.select(icons[sel])

    point_at(menu.sel)
    try:
        while True:
            done, value, changed = menu.handle(app.tick())
            line.step()
            decided = settle_drive(app)
            if not moved:
                store = app.settings.store
                if decided and at_risk(store):
                    line.say(AT_RISK)
                elif store.drive and not warned and usb_connected():  # plugged in after the games took the drive
                    warned = True
                    line.say(PC_READS)
            if changed:
                moved = True
                line.say(blurbs[menu.sel])
                point_at(menu.sel)
                app.mark()
            if done and value is not None:
                return actions[value]
    finally:
        app.hide_modal(menu.group)


def last_kinds(app, game_id):
    """The seats of the last game launched, when it was this game (the launch record survives the reload), else
    None: the setup screen starts from the setup used last."""
    try:
        last = setup_mod.read_launch(app.settings.store.read_launch())[0]
        if last.game_id == game_id:
            return last.kinds
    except (ValueError, AttributeError, IndexError):
        pass
    return None


def seat_rows(rows, n_seat_rows, first_optional):
    """The seat rows shown: every seat up to the first optional one set to None (the seats after it are hidden)."""
    shown = []
    for i in range(n_seat_rows):
        shown.append(rows[i])
        if i >= first_optional and rows[i][1][rows[i][2]] == "None":
            break
    return shown


def all_human(rows, n_seat_rows):
    """True when people play each other: no seat is the computer's (hot-seat options apply)."""
    for r in rows[:n_seat_rows]:
        if r[1][r[2]] in KIND_LABELS:
            return False
    return True


def shown_rows(g, rows, n_seat_rows, first_optional):
    """The rows of the setup screen: the seats shown, then the options that apply (a hot-seat option is hidden when
    the computer plays)."""
    out = seat_rows(rows, n_seat_rows, first_optional)
    people = all_human(rows, n_seat_rows)
    for i, opt in enumerate(g[_OPTIONS]):
        if people or len(opt) <= _OPT_HOT_SEAT:
            out.append(rows[n_seat_rows + i])
    return out + ["How to play", "Start"]


SEAT_HINTS = {"CPU Easy": "The computer plays gently", "CPU Normal": "The computer plays well",
              "CPU Hard": "Computer plays its best", "2 players": "Two of you: pass it round",
              "Human": "A person plays this seat", "None": "No one in this seat"}


def setup_hint(g, hints, rows, n_seat_rows, item):
    """The bottom line for the highlighted row: what its value (or the action) does; hints: the game's
    (games/<id>/setup_hints.py)."""
    if item == "Start":
        return "A: start the game"
    if item == "How to play":
        return "A: the rules, page by page"
    i = rows.index(item)
    if i < n_seat_rows:
        return SEAT_HINTS.get(item[1][item[2]], "")
    said = hints.get(g[_OPTIONS][i - n_seat_rows][_OPT_KEY])
    return said[item[2]] if said is not None and item[2] < len(said) else ""


def game_setup(app, index):
    """The per-game setup screen. Returns a Setup or None (back). Games for more than two: P3.. start as None (two
    players, or the seats of the last game of this kind), and a seat set to None hides the seats after it."""
    g = games()[index]
    level = app.settings.get("level")
    rows = []
    first_optional = 99
    if g[_MAX_PLAYERS] == 2:
        rows.append(["Opponent", KIND_LABELS + ("2 players",), level])
    else:
        last = last_kinds(app, g[_ID])
        for p in range(2, g[_MAX_PLAYERS] + 1):
            first = () if p <= g[_MIN_PLAYERS] else ("None",)
            if first and first_optional == 99:
                first_optional = len(rows)
            labels = first + KIND_LABELS + ("Human",)
            idx = level + len(first) if not first else 0  # optional seats: None unless the last game had them
            if last is not None:
                if p - 1 < len(last):
                    k = last[p - 1]
                    idx = len(first) + (len(KIND_LABELS) if k == HUMAN else level_of(k))
                elif first:
                    idx = 0
            rows.append(["P%d" % p, labels, idx])
    n_seat_rows = len(rows)
    for opt in g[_OPTIONS]:
        rows.append([opt[_OPT_LABEL], opt[_OPT_VALUE_LABELS], 0])
    # (not at the top: a Rematch imports this module in a game's heap)
    from pocket.launcher_box import REBUILD, game_hints
    hints = game_hints(g[_ID])
    sel = 0
    while True:
        items = shown_rows(g, rows, n_seat_rows, first_optional)
        choice, sel = ask_setup(app, g, hints, items, sel, rows, n_seat_rows, first_optional)
        if choice == REBUILD:
            continue
        if choice is None:
            return None
        if items[choice] == "How to play":
            from pocket.helpview import show_help
            chosen = {}   # the options as set on this screen: a help may depend on them (a rule set)
            for i, opt in enumerate(g[_OPTIONS]):
                chosen[opt[_OPT_KEY]] = opt[_OPT_VALUES][rows[n_seat_rows + i][2]]
            show_help(app, g[_ID], g[_TITLE], chosen)
            continue
        if items[choice] != "Start":
            continue
        kinds = [HUMAN]
        for r in rows[:n_seat_rows]:
            labels, idx = r[1], r[2]
            name = labels[idx]
            if name == "None":
                break  # later seats are empty too
            kinds.append(HUMAN if name in ("Human", "2 players") else cpu_kind(KIND_LABELS.index(name)))
        if len(kinds) < g[_MIN_PLAYERS]:
            app.message("This game needs at least %d players." % g[_MIN_PLAYERS])
            continue
        options = [r[2] for r in rows[n_seat_rows:]]
        return Setup(g[_ID], kinds, options, new_seed())


def ask_setup(app, g, hints, items, sel, rows, n_seat_rows, first_optional):
    """ask_rows for the setup screen: when a seat turns None or back, or a hot-seat option appears or goes, the list
    is rebuilt, the cursor staying on the row it was on."""
    from pocket.launcher_box import ask_rows
    shown = len(items)

    def hint(item):
        return setup_hint(g, hints, rows, n_seat_rows, item)

    def changed_list():
        return len(shown_rows(g, rows, n_seat_rows, first_optional)) != shown

    return ask_rows(app, g[_TITLE], items, hint, sel, changed_list)


def refused(app, key, name, problem):
    """A save the menu listed as not resumable (as slots.survey found it): explain why, offer to erase it."""
    from pocket import slots
    slots.refuse(app, app.settings.store, key, slots.explain(name, problem))


def main(app=None):
    """The launcher's loop (the games installed: pocket.setup.GAMES, which code.py sets)."""
    if app is None:
        from pocket.app import App
        app = App()
    app.status.player(None, "Pocket Tabletop")
    app.status.right("A: choose")
    app.lights.off()
    store = app.settings.store
    if store.folder is not None and not store.drive:  # nobody gave the program the drive yet (pocket.drive)
        from pocket import clock
        drive_at[0] = (clock.ticks() + DRIVE_WAIT_MS) & clock.MASK
        settle_drive(app)
    title = Title(app, games())
    from pocket import launcher_text
    line = launcher_text.Line(app)
    while True:
        kind, what = main_menu(app, title, line)
        if kind == "settings":
            from pocket.settings_screen import settings_screen
            settings_screen(app)
        elif kind == "resume":  # the save's setup as the menu's survey read it: not read again here
            launch(app, what, resume=True)
        elif kind == "refused":
            refused(app, what[0], what[1], what[2])
        else:
            setup = game_setup(app, what)
            if setup is not None:
                launch(app, setup)
