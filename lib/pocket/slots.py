# What the save slots hold, for the Resume entries of the menu. Read without importing any game (the menu never
# does): a save the launcher can resume, or one it must refuse with a reason the player can read. A refused save
# is listed and kept until the player chooses to erase it; it is never parsed beyond its header and setup.
from pocket import saves
from pocket import savefind
from pocket import setup as setup_mod
# consts from lib/pocket/fields.py (python -m sim.consts writes this block: change the numbers there)
from micropython import const
_ID = const(0)
_TITLE = const(1)
# end of consts

OLDER, NEWER, UNKNOWN, MOVED, DAMAGED = "older", "newer", "unknown", "moved", "damaged"

BLURBS = {
    OLDER: "Old version: can't resume",
    NEWER: "Newer save: can't resume",
    UNKNOWN: "Game not installed",
    MOVED: "Saved by another version",
    DAMAGED: "Damaged: can't resume",
}


def game_version(store, index):
    """The format version of the save in nvm slot index (or an earlier version's drive files of that slot) when this
    firmware cannot read it (made by an older or newer version), or None. Only the header is looked at: such a
    record is listed, never parsed. (Here, not in pocket.saves: only the menu asks, and a game's heap keeps
    pocket.saves.)"""
    heads = []
    nvm = store.nvm
    base = store.slot_at(index)
    if nvm is not None and base + 2 * saves.SLOT_COPY <= len(nvm):
        heads = [bytes(nvm[at:at + 4]) for at in (base, base + saves.SLOT_COPY)]
    if store.folder is not None:
        for suffix in (".0", ".1"):
            head = store._file(store.folder + "slot%d" % index + suffix, 4)
            if head is not None:
                heads.append(head)
    for head in heads:
        if len(head) == 4 and head[0] == saves.MAGIC0 and head[1] == saves.MAGIC1 and head[3] == index and \
                head[2] != saves.VERSION:
            return head[2]
    return None


def _problem(data, gid):
    """(problem, the save's setup or None)."""
    try:
        saved, _ = setup_mod.unpack(data)
    except ValueError:
        return DAMAGED, None
    return (None if saved.game_id == gid else DAMAGED), saved


def survey(store, games):
    """[(key, title, problem, setup), ...] for every save: key is the game's id for an installed game (its saves are
    kept by id, wherever it sits in the menu), a slot number for an nvm slot holding a save of no installed game (or
    of another saves format); problem is None for a save to resume, and setup its setup (pocket.setup.Setup), which
    the launcher writes into the launch record as it is: each save is read once here (Store.read), and once more
    by pocket.resume after the reload (the launch record's 64 bytes carry the setup, not the game's state)."""
    out = []
    mine = []
    claimed = []
    for g in games:
        gid = g[_ID]
        rec = store.read(gid, True)
        claimed.append(savefind.slot(store, gid)[0])
        if rec is not None and rec[1]:
            problem, saved = _problem(rec[1], gid)
            mine.append((gid, g[_TITLE], problem, None if problem else saved))
        rec = None
    for i in range(saves.SLOTS):
        if i in claimed:
            continue
        # (earlier versions kept game i of the menu in slot i: the title's best guess for a save it can't parse)
        title = games[i][_TITLE] if i < len(games) else "a game"
        rec = store.read(i, True)  # an erased save too
        data = rec[1] if rec is not None else None
        if not data:
            version = None if rec is not None else game_version(store, i)  # erased since: nothing to list
            if version is not None:
                out.append((i, title, OLDER if version < saves.VERSION else NEWER, None))
            continue
        saved = _problem(data, None)[1]
        if saved is None:
            out.append((i, title, DAMAGED, None))
            continue
        gid = saved.game_id
        for g in games:  # an installed game's save in a second slot (the game resumes from its first): kept, listed
            if g[_ID] == gid:
                out.append((i, g[_TITLE], MOVED, None))
                break
        else:
            out.append((i, gid[:16], UNKNOWN, None))
    return out + mine  # the saves the menu can't resume first: the player sees them


def menu_label(title, problem, cols=22):
    if problem is None:
        return "Resume " + title
    text = "Old save: " + title
    return text if len(text) <= cols else "Old " + title[:cols - 4]


def explain(title, problem):
    if problem == OLDER:
        return "This %s game was saved by an older version of Pocket Tabletop: it can't be resumed." % title
    if problem == NEWER:
        return "This %s game was saved by a newer version of Pocket Tabletop: it can't be resumed." % title
    if problem == UNKNOWN:
        return "This save is of a game that is not installed (%s): it can't be resumed." % title
    if problem == MOVED:
        return "This %s save was made by another version of Pocket Tabletop: it can't be resumed." % title
    if problem == DAMAGED:
        return "This save is damaged: it can't be resumed."
    # the game's own decode() refused the state: another version of that game, or damage
    return "This %s save was made by another version of %s, or it is damaged: it can't be resumed." % (title, title)


def refuse(app, store, slot, text):
    """Say why a save can't be resumed, then let the player keep it (the default) or erase it."""
    app.message(text, "Can't resume")
    if app.ask("Erase this save?", ["Keep it", "Erase it"], rows=2) == 1:
        store.erase_game(slot, True)
        app.say("Save erased")
        return True
    return False
