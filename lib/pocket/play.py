# play.py's body: run the match the launcher asked for (or resume a save), then reload into the menu.
import gc

from pocket import setup as setup_mod
from pocket.app import App, AssetError
from pocket.modules import forget, run
from pocket.match import Match
from pocket.verbs import REMATCH


def back_to_menu():
    import supervisor
    supervisor.set_next_code_file(None)
    supervisor.reload()


def clear_stage(app):
    while len(app.stage):
        app.stage.pop()
    app.say("")
    gc.collect()


def main(app=None):
    """The match of the launch record (the games installed: pocket.setup.GAMES, which play.py sets)."""
    if app is None:
        app = App()
    store = app.settings.store
    try:
        setup, resume, slot = setup_mod.read_launch(store.read_launch())
        setup.entry()
        # a match needs its own game's entry alone: the rest of the registry leaves the game's heap
        setup_mod.keep_only(setup.game_id)
        forget("games.registry")
    except ValueError:
        app.message("Nothing to play: choose a game in the menu.", "Pocket Tabletop")
        return back_to_menu()
    match = None
    if slot:  # the game's nvm slot, as the launcher found it (pocket.savefind, launcher.launch())
        store.slots[setup.game_id] = ((slot & 15) - 1, slot >> 4)
    try:
        if resume:
            # the resume code, and what it read, are not needed once the match exists: a resumed game costs no
            # more than a fresh one
            match = run("pocket.resume", "resume", app, store, setup)
            gc.collect()
        else:
            match = Match(app, setup, store)
        if match is not None and match.play() == REMATCH:
            # a rematch starts like a game from the menu: after a reload, in a fresh heap (in one heap, what each
            # game leaves behind piles up and fragments it: the twin's hour of play ran out of memory so)
            match = None
            clear_stage(app)
            gc.collect()
            from pocket.launcher import launch, new_seed
            setup.seed = new_seed()
            launch(app, setup)  # reloads; back here only when the launch record could not be written
    except AssetError as exc:
        app.stage.hidden = True
        app.message(str(exc), exc.title)
    except MemoryError:
        gc.collect()
        try:
            if match is not None:
                match.autosave()  # turn boundaries save once a minute: keep this turn too
        except MemoryError:
            pass
        match = None
        gc.collect()
        app.stage.hidden = True
        app.message("Out of memory. Your game was saved at the last turn.", "Sorry")
    back_to_menu()
