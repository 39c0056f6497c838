# Resume a saved game (play.py, after the launcher's Resume): read the save, check it, rebuild the state.
# Imported only for a resume and forgotten once the match exists (pocket.play), so a resumed game's heap holds
# what a fresh game's does.
import gc
import sys

from pocket.modules import forget
from pocket.match import Match
# consts from lib/pocket/fields.py (python -m sim.consts writes this block: change the numbers there)
from micropython import const
_TITLE = const(1)
# end of consts


def resume(app, store, setup):
    """A Match restored from the game's save slot, or None (with a message) when the save cannot be used."""
    _, entry = setup.entry()
    data = store.read_game(setup.game_id)
    if data is None:
        app.message("There is no saved game of %s any more." % entry[_TITLE], "Resume")
        return None
    try:
        saved, hints, rng_state, state_bytes, view_bytes = Match.unpack(data)
        data = None
        if saved.game_id != setup.game_id:
            raise ValueError("another game's save")
        rules = __import__("games.%s.rules" % saved.game_id, None, None, ["decode"])
        before = list(sys.modules)
        state = rules.decode(state_bytes)
        # what decode() imported to read and check the save (games/<id>/decode.py) is not needed
        # once the state exists: a fresh game never imports it
        for name in [n for n in sys.modules if n not in before]:
            forget(name)
        state_bytes = rules = before = None
        gc.collect()  # the save's bytes are garbage before the game's view and AI are built
        return Match(app, saved, store, state, rng_state, hints, view_bytes)
    except (ValueError, IndexError, KeyError, TypeError):
        from pocket import slots
        slots.refuse(app, store, setup.game_id, slots.explain(entry[_TITLE], "state"))
        return None
