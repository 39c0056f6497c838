# The Settings screen (launcher): one option row a setting, and a bottom line saying what the highlighted value does.
# Its labels are here, not in pocket.settings, so a game's heap does not hold them; the order is
# pocket.settings.NAMES', then each installed game's own settings (its registry entry's, its hints in its
# games/<id>/setup_hints.py).
# name, label, value labels (as many as pocket.settings.COUNTS says), what each value does (<= 26 characters)
FIELDS = (
    ("level", "CPU level", ("Easy", "Normal", "Hard"),
     ("New games: CPU is Easy", "New games: CPU is Normal", "New games: CPU is Hard")),
    ("sound", "Sound", ("Off", "On"), ("Silent", "Beeps for moves and wins")),
    ("lights", "Lights", ("Off", "On"), ("The 5 lights stay dark", "Lights: whose turn, winner")),
    ("brightness", "Brightness", ("25%", "50%", "75%", "100%"),
     ("Dim screen, longer battery", "Half bright", "Bright", "Brightest screen")),
    ("pace", "CPU moves", ("Fast", "Normal", "Slow"),
     ("CPU moves: short pause", "CPU moves: readable pace", "CPU moves: long pause")),
)
DONE_HINT = "A: keep these and go back"
BRIGHTNESS = (0.25, 0.5, 0.75, 1.0)  # the display's brightness for each value (pocket.app.App.apply_settings's)
# consts from lib/pocket/fields.py (python -m sim.consts writes this block: change the numbers there)
from micropython import const
_ID = const(0)
_SETTINGS = const(6)
# end of consts


def all_fields():
    """FIELDS, then each installed game's own settings as FIELDS has them."""
    from pocket.launcher_box import game_hints
    from pocket.setup import GAMES
    out = list(FIELDS)
    for g in GAMES:
        if len(g) > _SETTINGS:
            hints = game_hints(g[_ID])
            for key, label, labels in g[_SETTINGS]:
                out.append((key, label, labels, hints.get(key) or ("",) * len(labels)))
    return out


def settings_screen(app):
    from pocket.launcher_box import ask_rows
    s = app.settings
    fields = all_fields()
    items = [[f[1], f[2], s.get(f[0])] for f in fields] + ["Done"]

    def hint(item):
        if item == "Done":
            return DONE_HINT
        for f in fields:
            if f[1] == item[0]:
                return f[3][item[2]]
        return ""

    sel = 0

    def shown(item):
        """The bottom line for the highlighted row; Brightness takes effect as it changes (you see what you pick)."""
        if item != "Done" and item[0] == "Brightness":
            try:
                app.display.brightness = BRIGHTNESS[item[2]]
            except Exception:  # some displays have no brightness control
                pass
        return hint(item)

    while True:
        choice, sel = ask_rows(app, "Settings", items, shown, sel)
        if choice is None or items[choice] == "Done":
            break
    for f, row in zip(fields, items):
        s.set(f[0], row[2])
    try:
        if s.save():
            app.say("Settings saved")
    except OSError as exc:  # failing flash: the settings hold until the handheld is switched off
        app.say("Not saved: %s" % exc)
    app.apply_settings()
