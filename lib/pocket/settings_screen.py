# The Settings screen (launcher): one option row a setting. Its labels are here, not in pocket.settings, so a
# game's heap does not hold them; the order is pocket.settings.NAMES'.
# name, label, value labels (as many as pocket.settings.COUNTS says)
FIELDS = (
    ("level", "CPU level", ("Easy", "Normal", "Hard")),
    ("sound", "Sound", ("Off", "On")),
    ("lights", "Lights", ("Off", "On")),
    ("brightness", "Brightness", ("25%", "50%", "75%", "100%")),
    ("pace", "CPU moves", ("Fast", "Normal", "Slow")),
    ("flip", "Hot seat flip", ("Off", "On")),
    ("autoclaim", "Auto-claim", ("Off", "On")),
)


def settings_screen(app):
    s = app.settings
    items = [[f[1], f[2], s.get(f[0])] for f in FIELDS] + ["Done"]
    while True:
        choice = app.ask("Settings", items, rows=6)
        if choice is None or items[choice] == "Done":
            break
    for f, row in zip(FIELDS, items):
        s.set(f[0], row[2])
    try:
        if s.save():
            app.say("Settings saved")
    except OSError as exc:  # failing flash: the settings hold until the handheld is switched off
        app.say("Not saved: %s" % exc)
    app.apply_settings()
