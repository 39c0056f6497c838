# play.py's body: run the match the launcher asked for (or resume a save), then reload into the menu.
import gc

from pocket import setup as setup_mod
from pocket.app import App, AssetError
from pocket.match import REMATCH, Match


def back_to_menu():
    import supervisor
    supervisor.set_next_code_file(None)
    supervisor.reload()


def clear_stage(app):
    while len(app.stage):
        app.stage.pop()
    app.say("")
    gc.collect()


def resume(app, store, setup):
    """A Match restored from the game's save slot, or None (with a message) when the save cannot be used."""
    index, entry = setup.entry()
    data = store.read_game(index)
    if data is None:
        app.message("There is no saved game of %s any more." % entry[1], "Resume")
        return None
    try:
        saved, rest = setup_mod.unpack(data)
        if saved.game_id != setup.game_id:
            raise ValueError("another game's save")
        hints = rest[0] == 1
        rng_state = rest[1] | (rest[2] << 8) | (rest[3] << 16) | (rest[4] << 24)
        rules = __import__("games.%s.rules" % saved.game_id, None, None, ["decode"])
        state = rules.decode(bytes(rest[5:]))
        return Match(app, saved, store, state, rng_state, hints)
    except (ValueError, IndexError, KeyError, TypeError):
        from pocket import slots
        slots.refuse(app, store, index, slots.explain(entry[1], "state"))
        return None


def main(app=None):
    if app is None:
        app = App()
    store = app.settings.store
    data = store.read_launch()
    try:
        if data is None or len(data) < 2:
            raise ValueError("no launch record")
        setup, rest = setup_mod.unpack(data[:-1])
        setup.entry()
    except ValueError:
        app.message("Nothing to play: choose a game in the menu.", "Pocket Tabletop")
        return back_to_menu()
    try:
        match = resume(app, store, setup) if data[-1] == 1 else Match(app, setup, store)
        if match is not None and match.play() == REMATCH:
            # a rematch starts like a game from the menu: after a reload, in a fresh heap (in one heap, what each
            # game leaves behind piles up and fragments it: the twin's hour of play ran out of memory so)
            match = None
            clear_stage(app)
            gc.collect()
            from pocket.launcher import launch, new_seed
            setup.seed = new_seed()
            launch(app, setup)
            return
    except AssetError as exc:
        app.stage.hidden = True
        app.message(str(exc), exc.title)
    except MemoryError:
        gc.collect()
        app.stage.hidden = True
        app.message("Out of memory. Your game was saved at the last turn.", "Sorry")
    back_to_menu()
