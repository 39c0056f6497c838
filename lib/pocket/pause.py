# The pause menu of a match (START during a human turn): resume, help, hints, save and quit, restart, and the
# view's own items. Imported when the menu opens and forgotten when it closes (Match.pause): its code is not kept
# in the game's heap during play.
from pocket.modules import run
from pocket.verbs import MENU, REMATCH


def pause(match):
    """Returns None to resume, MENU (saved) or REMATCH."""
    app = match.app
    while True:
        items = ["Resume", "How to play", ["Hints", ("Off", "On"), 1 if match.hints else 0], "Save and quit",
                 "Restart"]
        extra = getattr(match.view, "pause_items", ())  # a view may add items: View.pause_item(i) runs one
        items.extend(extra)
        choice = app.ask("Paused", items)
        match.hints = items[2][2] == 1
        if choice is None or choice == 0 or choice == 2:
            return None
        if choice == 1:
            match.drop_ai()  # the help pages' module and box need the room; the next computer turn reloads it
            run("pocket.helpview", "show_help", app, match.setup.game_id, match.entry[1], match.options)
        elif choice == 3:
            match.autosave()
            return MENU
        elif choice == 4:
            if app.ask("Restart?", ["No", "Yes, new game"]) == 1:
                match.store.erase_game(match.slot)
                return REMATCH
        elif choice >= 5:
            match.view.pause_item(choice - 5)
