"""Power cuts during saves, on the flash model (desktop only; runs on CircuitPython's 32-bit core: see run()).

A drive is laid out as `python -m sim.deploy` writes it (filesystem_init's fresh filesystem, CircuitPython's
boot_out.txt, then the deployed files in deploy's order, the save units, code.py, the manifest), and a stretch of
play is saved on it with pocket.saves.Store, unmodified, on battery (the program holds the drive). Then each save of
the stretch is cut at every flash step (every sector erase, every page program; after it, or half way through it),
the drive mounted again as at the next start, and checked: FatFs still finds a filesystem, every deployed file reads
as deployed, every other record reads as before, and the record written reads as its old or its new version.

    cpy32 -X heapsize=40m -c "import sys; sys.path[:0] = ['.', 'lib']; from sim import powercut; powercut.main(...)"

(tests/test_powercut.py runs it; `python -m sim.bench wear` too.)"""
import gc
import os
import sys

from sim import spiflash

AT = "/flash"


class Nvm:
    """microcontroller.nvm for the Store, dead when the power is (it is not what is cut here: sim.device.Nvm is)."""

    def __init__(self, chip):
        self.chip = chip
        self.data = bytearray(b"\xff" * 8192)
        self.erases = 0

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        return self.data[i]

    def __setitem__(self, i, v):
        if self.chip.off:
            raise spiflash.PowerCut()
        self.erases += 1
        self.data[i] = v


def _read(path):
    with open(path, "rb") as f:
        return f.read()


def _walk(root, rel, out):
    for entry in os.ilistdir(root + "/" + rel if rel else root):
        name = entry[0]
        path = rel + "/" + name if rel else name
        if entry[1] == 0x4000:
            _walk(root, path, out)
        else:
            out.append(path)
    return out


def deploy_order(files):
    """Deploy's order: settings.toml, the rest by name, (then the save units), code.py, the manifest."""
    head = [f for f in files if f == "settings.toml"]
    last = [f for f in files if f == "code.py"]
    man = [f for f in files if f == ".pocket-tabletop-files"]
    rest = sorted(f for f in files if f not in head and f not in last and f not in man and f != "boot_out.txt")
    return head, rest, last + man


def build(src, units=True, shift=0):
    """A flash holding the drive deployed into the folder src (its saves/ folder left out: the units are made
    here, with sim.saveunits, as deploy makes them on the drive). shift: KB of a file written just before the
    units (another alignment of the units to the 4 KB sectors). Returns (chip, {path: bytes deployed})."""
    from sim import saveunits
    chip = spiflash.Chip()
    spiflash.format(chip, AT)
    files = [f for f in _walk(src, "", []) if not f.startswith("saves/")]
    head, rest, tail = deploy_order(files)
    deployed = {}
    for rel in ["boot_out.txt"] + head + rest:
        _copy(src, rel, deployed)
    if shift:
        with open(AT + "/shift.bin", "wb") as f:
            f.write(bytes(1024 * shift))
        deployed["shift.bin"] = bytes(1024 * shift)
    if units:
        saveunits.create(AT)
    for rel in tail:
        _copy(src, rel, deployed)
    os.umount(AT)
    return chip, deployed


def _copy(src, rel, deployed):
    data = _read(src + "/" + rel)
    parts = rel.split("/")
    for i in range(1, len(parts)):
        try:
            os.mkdir(AT + "/" + "/".join(parts[:i]))
        except OSError:
            pass
    with open(AT + "/" + rel, "wb") as f:
        f.write(data)
    deployed[rel] = data


class Play:
    """The records of a stretch of play and how to save each (old: today's Store, slots by menu position)."""

    def __init__(self, games, old=False):
        self.games = games
        self.old = old

    def key(self, gid):
        return self.games.index(gid) if self.old else gid

    def read_all(self, store):
        out = {"settings": store.read_settings(), "launch": store.read_launch()}
        for gid in self.games:
            out[gid] = store.read_game(self.key(gid))
        return out

    def save(self, store, name, payload):
        if name == "settings":
            return store.write_settings(payload)
        if name == "launch":
            return store.write_launch(payload)
        if payload:
            return store.write_game(self.key(name), payload)
        return store.erase_game(self.key(name))


def payload(name, n, size):
    gid = name.encode()
    b = bytearray([len(gid)]) + gid + bytes([2, 1, 0, 0, 0, n & 255, 0, 0, 0])
    while len(b) < size:
        b.append((len(b) * 7 + n) & 255)
    return bytes(b)


def stretch(games):
    """The saves of a stretch of play, in order: (record, payload); an empty payload is a game's end."""
    out = [("settings", bytes([2, 0, 1, 1, 2, 1, 1])), ("launch", payload(games[0], 1, 40))]
    for i, gid in enumerate(games):
        out.append((gid, payload(gid, 1, 120 + 60 * i)))
    out += [(games[0], payload(games[0], 2, 300)), ("settings", bytes([3, 0, 1, 1, 2, 1, 1])),
            ("launch", payload(games[1], 2, 40)), (games[1], payload(games[1], 2, 200)), (games[1], b"")]
    return out


def mounted(chip):
    try:
        spiflash.mount(chip, AT)
        return True
    except OSError:
        return False


def _store(saves, chip, nvm):
    return saves.Store(nvm, AT + "/saves/", True)


def check(chip, deployed, play, expect, name, old_new, saves, nvm):
    """(lost filesystem, deployed files damaged, other records changed, the written one neither old nor new)."""
    if not mounted(chip):
        return 1, len(deployed), 0, 0
    damaged = 0
    for rel in deployed:
        try:
            ok = _read(AT + "/" + rel) == deployed[rel]
        except OSError:
            ok = False
        if not ok:
            damaged += 1
    got = play.read_all(_store(saves, chip, nvm))
    others = 0
    for k in got:
        if k != name and got[k] != expect[k]:
            others += 1
    wrong = 0 if got[name] in old_new else 1
    os.umount(AT)
    return 0, damaged, others, wrong


def run(src, games, old=False, shift=0, out=print, limit=None):
    """Cut every save of the stretch at every step (the first `limit` of each), both ways. old: the Store before
    issue 35 (tests/helpers/saves_v1.py). Returns the totals; prints a line a save."""
    if old:
        from tests.helpers import saves_v1 as saves
    else:
        from pocket import saves
    play = Play(games, old)
    chip, deployed = build(src, units=not old, shift=shift)
    nvm = Nvm(chip)
    totals = [0, 0, 0, 0, 0, 0]  # cuts, lost filesystems, cuts damaging deployed files, ... , erases, programs
    # the stretch, saved without cuts first: the figures each save costs
    expect = None
    for name, data in stretch(games):
        spiflash.mount(chip, AT)
        store = _store(saves, chip, nvm)
        expect = play.read_all(store)
        before = bytes(chip.mem)
        nvm_before = bytes(nvm.data)
        e0 = sum(chip.erases)
        p0 = chip.programs
        s0 = chip.steps
        chip.log = []
        play.save(store, name, data)
        os.umount(AT)
        steps = chip.steps - s0
        sectors = sorted(set(x[1] for x in chip.log if x[0] == "e"))
        erases = sum(chip.erases) - e0
        chip.log = None
        after = bytes(chip.mem)
        old_new = (expect[name], data or None)
        fails = [0, 0, 0, 0]
        n = 0
        for k in range(steps if limit is None else min(steps, limit)):
            for torn in (False, True):
                c = spiflash.Chip(before)
                spiflash.mount(c, AT)
                nv = Nvm(c)
                nv.data[:] = nvm_before
                st = _store(saves, c, nv)
                c.cut_at = k
                c.torn = torn
                try:
                    play.save(st, name, data)
                except spiflash.PowerCut:
                    pass
                try:
                    os.umount(AT)
                except (OSError, spiflash.PowerCut):
                    pass
                c = spiflash.Chip(c.mem)
                r = check(c, deployed, play, expect, name, old_new, saves, nv)
                n += 1
                for i in range(4):
                    if r[i]:
                        fails[i] += 1
                c = None
                gc.collect()
        out("save %-9s %4d bytes: %2d erases (sectors %s), %3d pages, %5.0f ms; %3d cuts: %d lost filesystems, "
            "%d damaged deployed files, %d lost other records, %d neither old nor new" % (
                name, len(data), erases, ",".join(str(s) for s in sectors), chip.programs - p0,
                erases * spiflash.ERASE_MS + (chip.programs - p0) * spiflash.PROGRAM_MS, n, fails[0], fails[1],
                fails[2], fails[3]))
        totals[0] += n
        for i in range(4):
            totals[i + 1] += fails[i]
        assert after is not None
        chip = spiflash.Chip(after)
        nvm.chip = chip
    out("total: %d cuts: %d lost filesystems, %d with damaged deployed files, %d with other records lost, "
        "%d with the record neither old nor new" % tuple(totals[:5]))
    return totals[:5]


def main(src, old=False, shift=0, limit=None):
    from games.registry import GAMES
    games = [g[0] for g in GAMES]
    run(src, games, old, shift, limit=limit)
    sys.stdout.flush() if hasattr(sys.stdout, "flush") else None


def replay(src, plan, old=False):
    """Wear: the writes of `plan` ([(record, count), ...], interleaved in proportion) on a deployed drive, without
    cuts. Prints `erases {sector: erases}` as JSON (the sectors the writes erased, and how often)."""
    import json
    if old:
        from tests.helpers import saves_v1 as saves
    else:
        from pocket import saves
    from games.registry import GAMES
    play = Play([g[0] for g in GAMES], old)
    chip, _ = build(src, units=not old)
    spiflash.mount(chip, AT)
    store = _store(saves, chip, Nvm(chip))
    total = sum(n for _, n in plan)
    done = [0] * len(plan)
    start = list(chip.erases)
    for step in range(total):
        # the record furthest behind its share of the writes goes next
        i = min(range(len(plan)), key=lambda j: (done[j] + 1) / plan[j][1] if plan[j][1] else 2.0)
        name = plan[i][0]
        done[i] += 1
        if name == "settings":
            data = bytes([step & 3, 0, 1, 1, 2, 1, 1])
        elif name == "launch":
            data = payload(play.games[0], step, 40)
        else:
            data = payload(name, step, 120)
        play.save(store, name, data)
    os.umount(AT)
    out = {}
    for s in range(len(start)):
        if chip.erases[s] != start[s]:
            out[s] = chip.erases[s] - start[s]
    print("erases " + json.dumps(out))
