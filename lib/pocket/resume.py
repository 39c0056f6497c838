# Resume a saved game (play.py, after the launcher's Resume): read the save, check it, rebuild the state.
# Imported only for a resume and forgotten once the match exists (pocket.play), so a resumed game's heap holds
# what a fresh game's does.
import gc
import sys

from pocket import setup as setup_mod
from pocket.modules import forget
from pocket.match import Match


def unpack(data):
    """(setup, hints, RNG state, the state's bytes, the view's bytes or None) of what Match.pack() wrote;
    ValueError or IndexError when the bytes are not such a save."""
    setup, rest = setup_mod.unpack(data)
    flags = rest[0]
    if flags > 3:
        raise ValueError("bad flags")
    rng_state = rest[1] | (rest[2] << 8) | (rest[3] << 16) | (rest[4] << 24)
    end = len(rest)
    extra = None
    if flags & 2:
        n = rest[end - 2] | (rest[end - 1] << 8)
        end -= 2 + n
        if n == 0 or end <= 5:
            raise ValueError("bad view bytes")
        extra = bytes(rest[end:end + n])
    return setup, flags & 1 == 1, rng_state, bytes(rest[5:end]), extra


def resume(app, store, setup):
    """A Match restored from the game's save slot, or None (with a message) when the save cannot be used."""
    _, entry = setup.entry()
    data = store.read_game(setup.game_id)
    if data is None:
        app.message("There is no saved game of %s any more." % entry[1], "Resume")
        return None
    try:
        saved, hints, rng_state, state_bytes, view_bytes = unpack(data)
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
        slots.refuse(app, store, setup.game_id, slots.explain(entry[1], "state"))
        return None
