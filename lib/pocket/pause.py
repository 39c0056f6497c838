# The pause menu of a match (START during a human turn): resume, the last computer turn again, help, hints, save
# and quit, restart, and the view's own items. Imported when the menu opens and forgotten when it closes
# (Match.pause): its code is not kept in the game's heap during play.
from pocket.modules import run
from pocket.verbs import MENU, REMATCH
# consts from lib/pocket/fields.py (python -m sim.consts writes this block: change the numbers there)
from micropython import const
_TITLE = const(1)
# end of consts

REPLAY = "Last CPU turn"  # shown once the computer has played a turn: pocket.replay shows it step by step


def pause(match):
    """Returns None to resume, MENU (saved) or REMATCH."""
    app = match.app
    while True:
        items = ["Resume", "How to play", ["Hints", ("Off", "On"), 1 if match.hints else 0], "Save and quit",
                 "Restart"]
        base = len(items)
        extra = getattr(match.view, "pause_items", ())  # a view may add items: View.pause_item(i) runs one
        items.extend(extra)
        if match.last_turn is not None:  # last, so every other row keeps its place (scripts count DOWN presses)
            items.append(REPLAY)
        choice = app.ask("Paused", items)
        hints = items[2]
        match.hints = hints[2] == 1
        if choice is None or choice < base or items[choice] == REPLAY:
            item = None if choice is None else items[choice]
        else:
            item = choice - base
        if item is None or item == "Resume" or item is hints:
            return None
        if item == REPLAY:
            run("pocket.replay", "replay", match)
            return None
        if item == "How to play":
            match.drop_ai()  # the help pages' module and box need the room; the next computer turn reloads it
            run("pocket.helpview", "show_help", app, match.setup.game_id, match.entry[_TITLE], match.options)
        elif item == "Save and quit":
            match.autosave()
            return MENU
        elif item == "Restart":
            if app.ask("Restart?", ["No", "Yes, new game"]) == 1:
                match.store.erase_game(match.slot)
                return REMATCH
        else:
            match.view.pause_item(item)
