# Pause menu > Game record: the moves kept (games/cetkaik/movelog.py) in square names (games/cetkaik/record.py),
# newest at the bottom. The lines are written out when the screen opens and dropped when it closes.
# UP/DOWN scroll a line, LEFT/RIGHT a page; A exports the record as a text file on the drive (pocket.files).
from pocket import buttons as bt
from pocket import ui

ROWS = 8
FOLDER = "records"


def _starts(log):
    """Offsets where each line of the log begins (a plain loop: MicroPython's bytearray has no find())."""
    out = []
    begin = True
    for i in range(len(log)):
        if begin:
            out.append(i)
        begin = log[i] == 10
    return out


def _shown(names, k, row):
    """A record line as the screen shows it: numbered, with the players' names for the record's sides."""
    side, _, body = row.partition(" ")
    who = "" if side == "*" else names[0 if side == "IA" else 1][:4] + " "
    return "%3d %s%s" % (k + 1, who, body)


def lines(movelog):
    """The record's lines ("IA LAI -> LY", one a move, each ending in a newline) as bytes."""
    from games.cetkaik.record import line
    out = bytearray()
    for s, m in movelog.each():
        out.extend(line(s, m).encode())
        out.append(10)
    return out


def export(app, match, log, start):
    from games.cetkaik.record import header
    from games.cetkaik.layout import V_SEASONS, V_RULES
    from pocket.files import write
    data = bytearray(header(match.state.v[V_SEASONS], match.setup.seed, start, match.state.v[V_RULES]).encode())
    data.extend(log)
    ok, text = write(FOLDER, "cetkaik-%d.txt" % match.setup.seed, data)
    if ok:
        n = len(_starts(log))
        app.message("Saved %s on the drive (%d move%s)." % (text, n, "" if n == 1 else "s"), "Exported")
    else:
        app.message(text, "Not exported")


def show_record(app, match, movelog):
    log = lines(movelog)
    start = None if movelog.fresh else movelog.start
    starts = _starts(log)
    n = len(starts)
    from pocket.modal import Box  # (not kept imported during play: pocket.modal)
    box = Box("Game record", "", "^v <>  A: export  B: back", lines=ROWS)
    app.show_modal(box.group)
    top = max(0, n - ROWS)  # the newest moves first
    try:
        while True:
            shown = []
            for r in range(ROWS):
                k = top + r
                if k < n:
                    end = starts[k + 1] - 1 if k + 1 < n else len(log) - 1
                    t = _shown(match.names, k, str(bytes(log[starts[k]:end]), "utf-8"))
                else:
                    t = "(no moves yet)" if k == 0 else ""
                shown.append(t[:ui.COLS - 1])
            box.show_lines(shown)
            box.title.text = "Game record %d-%d/%d" % (min(top + 1, n), min(top + ROWS, n), n) if n else \
                "Game record"
            app.mark()
            while True:
                p = app.tick()
                last = max(0, n - ROWS)
                if p & (bt.UP | bt.DOWN | bt.LEFT | bt.RIGHT):
                    step = ROWS if p & (bt.LEFT | bt.RIGHT) else 1
                    top += step if p & (bt.DOWN | bt.RIGHT) else -step
                    top = max(0, min(top, last))
                    break
                if p & bt.A:
                    export(app, match, log, start)
                    break
                if p & (bt.B | bt.START):
                    return
    finally:
        app.hide_modal(box.group)
