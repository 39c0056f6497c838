# A launcher box: a list under the title's icon row whose bottom line says what the highlighted row does (the
# setup and Settings screens, and what a game's values do: game_hints). Its texts are bitmap_labels
# (pocket.launcher_text), as the games menu's.
REBUILD = -1  # ask_rows: the rows shown changed (a seat or a hot-seat option came or went)
BOX_Y = 47    # a launcher box's top: under the title's icon row, which keeps showing the game chosen
BOX_ROWS = 4  # rows a box shows (it scrolls), so that it ends above the bottom line


def ask_rows(app, title, items, hint, sel=0, changed_list=None):
    """A launcher list under the icon row (BOX_Y) whose bottom line says hint(item) for the highlighted row.
    Returns (chosen index or None, cursor); REBUILD when changed_list() says the rows shown must change."""
    from pocket import launcher_text
    menu = launcher_text.menu(title, items, rows=BOX_ROWS, y=BOX_Y, width=150)
    menu.sel = min(sel, len(items) - 1)
    menu.top = max(0, menu.sel - menu.rows + 1)
    menu.draw()
    app.show_modal(menu.group)
    app.say(hint(items[menu.sel]))
    try:
        while True:
            done, value, changed = menu.handle(app.tick())
            if changed:
                app.dirty = True
                if changed_list is not None and changed_list():
                    return REBUILD, menu.sel  # a row appeared or disappeared: the caller rebuilds the list
                app.say(hint(items[menu.sel]))
            if done:
                return value, menu.sel
    finally:
        app.hide_modal(menu.group)


def game_hints(game_id):
    """The setup hints of a game (games/<id>/setup_hints.py), the module forgotten at once (the dict stays while the
    setup screen is open)."""
    name = "games.%s.setup_hints" % game_id
    try:
        hints = __import__(name, None, None, ["HINTS"]).HINTS
    except ImportError:
        return {}
    from pocket.modules import forget
    forget(name)
    return hints
