# Which of the nvm's 8 game slots is a game's (pocket.saves: saves are kept by game id; earlier versions kept game
# i of the menu in slot i). The launcher looks, and passes the slot to play.py in the launch record; elsewhere this
# is loaded only while it looks (pocket.modules.run), so a game's heap does not hold it.
from pocket.saves import HEADER, MAGIC0, SLOT_COPY, SLOTS, VERSION


def names(head, want):
    """A record's first bytes: 0 when there is no record or an erased one, 1 when it is a save of this format of the
    game whose id is `want`, 2 for anything else (another game's, another format's: kept, listed by the menu)."""
    if head is None or len(head) < HEADER or head[0] != MAGIC0 or (head[6] == 0 and head[7] == 0):
        return 0
    n = len(want)
    return 1 if len(head) > HEADER + n and head[2] == VERSION and head[HEADER] == n and \
        head[HEADER + 1:HEADER + 1 + n] == want else 2


def slot(store, gid):
    """slot_of(store, gid), kept in store.slots."""
    got = store.slots.get(gid)
    if got is None:
        got = store.slots[gid] = slot_of(store, gid)
    return got


def slot_of(store, gid):
    """(slot, 1) for the slot holding a save that names game gid (its setup's first bytes), else (the first slot
    holding nothing: no record, or erased saves only, 0); (-1, 0) when every slot holds other saves. Only the
    records' first bytes are read (nvm, and earlier versions' files saves/slotN.0 and .1)."""
    want = gid.encode()
    n = HEADER + 1 + len(want)
    nvm = store.nvm
    got = (-1, 0)
    for i in range(SLOTS):
        at = store.slot_at(i)
        seen = 0  # 1: a save of gid; 2: another record
        for j in range(4):
            head = None
            if j > 1:
                if store.folder is not None:
                    head = store._file(store.folder + "slot%d.%d" % (i, j - 2), n)
            elif nvm is not None and at + 2 * SLOT_COPY <= len(nvm):
                head = bytes(nvm[at + j * SLOT_COPY:at + j * SLOT_COPY + n])
            seen |= names(head, want)
        if seen & 1:
            return (i, 1)
        if not seen and got[0] < 0:
            got = (i, 0)
    return got
