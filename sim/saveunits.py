"""The save units `python -m sim.deploy` makes on a CIRCUITPY drive (desktop only; the flash model, sim.spiflash,
makes them the same way inside CircuitPython's core). pocket.saves only ever overwrites them in place.

One unit a copy of a record (settings, launch, one per game id). A record's folder
`saves/<key>/` holds, made in this order: `g`, a guard file of 4 KB; `0/` (a folder: one 1 KB directory cluster)
and `0/r`, a file of UNIT_FILE bytes (4 clusters) of zeros; then `1/` and `1/r` the same (the launch record, written
at every game start, has six: `0/` to `5/`, used in turn: each wears a sixth as much). A record is written over
the first bytes of `<n>/r` ("r+b", at most 512 bytes, the file's length unchanged): FatFs rewrites that block and,
on close, the directory entry in `<n>/`; no FAT sector, no other directory. Each unit's 5 clusters follow the
guard or the other unit, so whatever the 4 KB sectors' alignment (the data area starts at 0x4E00, half-way through
a sector), the sector holding a unit's directory entries and the one holding its record hold nothing else that is
ever read: the guard, or the other unit's unused tail. `saves/<key>/` itself never changes after (at most 9
entries: it never grows). The run must be contiguous: so it is on a drive deploy wrote (FAT allocators take the next free
clusters); a drive with holes left by deleted files may split it, which nothing on the device can see.
(docs/RUNTIME.md, Saves.)"""
import os

GUARD = 4096
UNIT_FILE = 4096


def keys():
    """The records kept on the drive: settings, launch, then the installed games by id."""
    from games.registry import GAMES
    return ["settings", "launch"] + [g[0] for g in GAMES]


def copies(key):
    """Units of a record: 2, the launch record 6 (pocket.saves.LAUNCH_UNITS: written at every game start)."""
    return 6 if key == "launch" else 2


def _exists(path):
    try:
        os.stat(path)
        return True
    except OSError:
        return False


def _zeros(path, n):
    with open(path, "wb") as f:
        f.write(bytes(n))


def missing(root, names=None):
    """The keys whose units are not all on the drive at root."""
    out = []
    for key in (keys() if names is None else names):
        for n in range(copies(key)):
            if not _exists(root + "/saves/%s/%d/r" % (key, n)):
                out.append(key)
                break
    return out


def size(key):
    """Bytes a key's units take on the drive: its folder's cluster, the guard, each unit's folder and file."""
    return 1024 + GUARD + copies(key) * (1024 + UNIT_FILE)


def create(root, names=None):
    """Make the units of the keys whose folder is not there yet. Returns the keys made. A folder half made (an
    interrupted deploy) is left alone: its key stays missing, and its records stay on the nvm."""
    made = []
    for key in missing(root, names):
        folder = root + "/saves/" + key
        if _exists(folder):
            continue
        if not _exists(root + "/saves"):
            os.mkdir(root + "/saves")
        os.mkdir(folder)
        _zeros(folder + "/g", GUARD)
        for copy in range(copies(key)):
            os.mkdir(folder + "/%d" % copy)
            _zeros(folder + "/%d/r" % copy, UNIT_FILE)
        made.append(key)
    return made
