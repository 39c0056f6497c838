# The paged help viewer: games/<id>/help.py holds PAGES = (("Title", "text"), ...). LEFT/RIGHT turn pages.
from pocket import buttons as bt
from pocket import ui

CONTROLS = ("Controls", "D-pad: move, choose\nA: confirm, pick, place\nB: back, undo a partial choice\n"
            "START: pause menu, or done\nSELECT: other view\nWhile the CPU thinks, B makes it hurry.")


def pages_of(game_id):
    try:
        mod = __import__("games.%s.help" % game_id, None, None, ["PAGES"])
        return tuple(mod.PAGES) + (CONTROLS,)
    except ImportError:
        return (CONTROLS,)


def show_help(app, game_id, title):
    pages = pages_of(game_id)
    box = ui.Box(title, "", "<  >  B: back", lines=8)
    app.show_modal(box.group)
    i = 0
    try:
        while True:
            head, text = pages[i]
            box.set("%s %d/%d" % (head, i + 1, len(pages)), text)
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
