# The launcher: title, the games menu, per-game setup, Resume, Settings. A chosen game runs in play.py after a
# reload, so every game starts with a fresh heap and returns to a fresh menu.
import displayio

from pocket import buttons as bt
from pocket import ui
from pocket.setup import Setup

KIND_LABELS = ("CPU Easy", "CPU Normal", "CPU Hard")
AT_RISK = "Plugged in: saves at risk"


def new_seed():
    try:
        import os
        b = os.urandom(4)
        return b[0] | (b[1] << 8) | (b[2] << 16) | (b[3] << 24)
    except (ImportError, NotImplementedError, AttributeError):
        from pocket import clock
        return clock.ticks() * 2654435761 & 0xFFFFFFFF


def launch(app, setup, resume=False):
    """Hand over to play.py with a fresh heap (the launch record carries the setup across the reload)."""
    store = app.settings.store
    payload = setup.pack()
    # the game's nvm slot (pocket.savefind looks, here, where the heap is free): play.py needs no search
    from pocket import savefind
    slot, named = savefind.slot(store, setup.game_id)
    payload.append(slot + 1 + 16 * named)
    payload.append(1 if resume else 0)
    try:
        store.write_launch(payload)
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
    """The title block on the stage above the menu: an icon for each game (a GridLayout row) over a bar of the
    players' colours. A missing sheet only costs the icons: the menu must always come up."""

    def __init__(self, app):
        self.group = displayio.Group()
        try:
            bitmap, palette = app.sheet("title")
            self.icons, place = icon_row(self.group, 5, 12, 4, 30, 16)
            for i in range(5):
                icon = displayio.TileGrid(bitmap, pixel_shader=palette, tile_width=16, tile_height=16)
                icon[0] = i
                place(icon, i)
        except Exception:  # AssetError, or a damaged file: go on without icons
            from pocket import launcher_text
            launcher_text.label(self.group, "Pocket Tabletop", 80, 6, ui.ACCENT, anchor=(0.5, 0.0))
        self.bars = [ui.rect(self.group, 10 + 30 * i, 24, 20, 2, ui.I_PLAYER + i) for i in range(5)]
        app.stage.append(self.group)

    def select(self, index):
        """Underline the icon of the game the menu points at."""
        for i, bar in enumerate(self.bars):
            bar.height = 5 if i == index else 2


def games():
    from games.registry import GAMES
    return GAMES


def main_menu(app, title=None, line=None):
    """The games menu; line: the description line (launcher_text.Line), made here when not given."""
    from pocket import launcher_text  # (not at the top: play.py imports this module for a Rematch)
    store = app.settings.store
    if line is None:
        line = launcher_text.Line(app)
    GAMES = games()
    items = []
    actions = []
    blurbs = []
    from pocket import slots
    for i, name, problem in slots.survey(store, GAMES):
        items.append(slots.menu_label(name, problem))
        actions.append(("resume", i) if problem is None else ("refused", i))
        blurbs.append("Continue your saved game" if problem is None else slots.BLURBS[problem])
    for i, g in enumerate(GAMES):
        players = "(%dp)" % g[2] if g[2] == g[3] else "(%d-%dp)" % (g[2], g[3])
        blurb = g[4] + " " + players  # longer than the screen: it scrolls
        items.append(g[1])
        actions.append(("game", i))
        blurbs.append(blurb)
    items.append("Settings")
    actions.append(("settings", 0))
    blurbs.append("CPU level, sound, lights")
    if not GAMES:
        blurbs[-1] = "No games installed"
    menu = launcher_text.menu("Choose a game", items, rows=4, y=47, width=150)
    app.show_modal(menu.group)
    # a computer holds the drive: saves go to the nvm alone, where a power cut while saving can lose them all
    # (docs/RUNTIME.md, Saves); said until the cursor moves
    # (or the drive has no save units: deployed by an older version; pocket.saves keeps its records in the nvm)
    at_risk = store.folder is not None and (not store.drive or store._file(store.folder + "settings/0/r", 1) is None)
    line.say(AT_RISK if at_risk else blurbs[menu.sel])

    def point_at(sel):
        if title is not None:
            kind, index = actions[sel]
            title.select(index if kind != "settings" else -1)

    point_at(menu.sel)
    try:
        while True:
            done, value, changed = menu.handle(app.tick())
            line.step()
            if changed:
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
        from pocket.setup import unpack
        data = app.settings.store.read_launch()
        if data:
            last, _ = unpack(data[:-1])
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
    for i, opt in enumerate(g[5]):
        if people or len(opt) < 5:
            out.append(rows[n_seat_rows + i])
    return out + ["How to play", "Start"]


SEAT_HINTS = {"CPU Easy": "The computer plays gently", "CPU Normal": "The computer plays well",
              "CPU Hard": "The computer plays its best", "2 players": "Two of you: pass it round",
              "Human": "A person plays this seat", "None": "No one in this seat"}


def setup_hint(g, hints, rows, n_seat_rows, item):
    """The bottom line for the highlighted row: what its value (or the action) does; hints: the game's
    (games/setup_hints.py)."""
    if item == "Start":
        return "A: start the game"
    if item == "How to play":
        return "A: the rules, a page a step"
    i = rows.index(item)
    if i < n_seat_rows:
        return SEAT_HINTS.get(item[1][item[2]], "")
    said = hints.get(g[5][i - n_seat_rows][0])
    return said[item[2]] if said is not None and item[2] < len(said) else ""


def game_hints(game_id):
    """The setup hints of a game, the module forgotten at once (the dict stays while the setup screen is open)."""
    try:
        from games.setup_hints import HINTS
    except ImportError:
        return {}
    from pocket.modules import forget
    forget("games.setup_hints")
    return HINTS.get(game_id, {})


def game_setup(app, index):
    """The per-game setup screen. Returns a Setup or None (back). Games for more than two: P3.. start as None (two
    players, or the seats of the last game of this kind), and a seat set to None hides the seats after it."""
    g = games()[index]
    level = app.settings.get("level")
    rows = []
    first_optional = 99
    if g[3] == 2:
        rows.append(["Opponent", KIND_LABELS + ("2 players",), level])
    else:
        last = last_kinds(app, g[0])
        for p in range(2, g[3] + 1):
            first = () if p <= g[2] else ("None",)
            if first and first_optional == 99:
                first_optional = len(rows)
            labels = first + KIND_LABELS + ("Human",)
            idx = level + len(first) if not first else 0  # optional seats: None unless the last game had them
            if last is not None:
                if p - 1 < len(last):
                    k = last[p - 1]
                    idx = len(first) + (len(KIND_LABELS) if k == 0 else k - 1)
                elif first:
                    idx = 0
            rows.append(["P%d" % p, labels, idx])
    n_seat_rows = len(rows)
    for opt in g[5]:
        rows.append([opt[1], opt[3], 0])
    hints = game_hints(g[0])
    from pocket.launcher_box import REBUILD  # (not at the top: a Rematch imports this module in a game's heap)
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
            for i, opt in enumerate(g[5]):
                chosen[opt[0]] = opt[2][rows[n_seat_rows + i][2]]
            show_help(app, g[0], g[1], chosen)
            continue
        if items[choice] != "Start":
            continue
        kinds = [0]
        for r in rows[:n_seat_rows]:
            labels, idx = r[1], r[2]
            name = labels[idx]
            if name == "None":
                break  # later seats are empty too
            kinds.append(0 if name in ("Human", "2 players") else KIND_LABELS.index(name) + 1)
        if len(kinds) < g[2]:
            app.message("This game needs at least %d players." % g[2])
            continue
        options = [r[2] for r in rows[n_seat_rows:]]
        return Setup(g[0], kinds, options, new_seed())


def ask_setup(app, g, hints, items, sel, rows, n_seat_rows, first_optional):
    """ask_rows for the setup screen: when a seat turns None or back, or a hot-seat option appears or goes, the list
    is rebuilt, the cursor staying on the row it was on."""
    from pocket.launcher_box import ask_rows
    shown = len(items)

    def hint(item):
        return setup_hint(g, hints, rows, n_seat_rows, item)

    def changed_list():
        return len(shown_rows(g, rows, n_seat_rows, first_optional)) != shown

    return ask_rows(app, g[1], items, hint, sel, changed_list)


def refused(app, index):
    """A save the menu listed as not resumable: explain why, offer to erase it."""
    from pocket import slots
    store = app.settings.store
    for i, name, problem in slots.survey(store, games()):
        if i == index and problem is not None:
            slots.refuse(app, store, index, slots.explain(name, problem))


def main(app=None):
    if app is None:
        from pocket.app import App
        app = App()
    app.status.player(None, "Pocket Tabletop")
    app.status.right("A: choose")
    app.lights.off()
    title = Title(app)
    from pocket import launcher_text
    line = launcher_text.Line(app)
    while True:
        kind, index = main_menu(app, title, line)
        if kind == "settings":
            from pocket.settings_screen import settings_screen
            settings_screen(app)
        elif kind == "resume":
            from pocket import setup as setup_mod
            try:
                setup, _ = setup_mod.unpack(app.settings.store.read_game(index))
            except (ValueError, TypeError):  # survey() found it readable a moment ago: nothing to do but go back
                continue
            launch(app, setup, resume=True)
        elif kind == "refused":
            refused(app, index)
        else:
            setup = game_setup(app, index)
            if setup is not None:
                launch(app, setup)
