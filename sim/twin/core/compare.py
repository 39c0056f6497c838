"""python -m sim.twin.core.compare DIR_A DIR_B: whether two builds of the device core behave the same, side by side.

Each DIR holds cpy32, cpy32-display and mpy-cross-cp10 (e.g. ../shared/tools/circuitpython and the folder
`python -m sim.twin.core` wrote). Compared: sha256 (whole, and with the build-id zeroed), the free heap at start in
a 128 KB heap, the heap the device's objects take, every game's moves at every level (sim.movelist, the digest of
what the AI plays on the core), the .mpy bytes of every device module, and pystone (speed, taken in turns: close,
never equal). Prints one row per figure and exits 1 if a figure that must be equal is not. The device twin's
figures are not here: its games are seeded from os.urandom (the launcher), so they differ run to run on one core."""
import argparse
import contextlib
import glob
import hashlib
import os
import sys
import tempfile

from sim import cpy32
from sim.bench import pystone
from sim.twin.core import install

LEVELS = (0, 1, 2)
PYSTONE_RUNS = 5  # each core's, taken in turns (the machine is shared): the best is the least disturbed
SEEDS = (1, 2)
SIZES = """import gc
def cost(make):
    gc.collect(); a = gc.mem_alloc(); keep = make(); gc.collect(); return gc.mem_alloc() - a
print('list10', cost(lambda: [0] * 10))
print('dict10', cost(lambda: dict((i, i) for i in range(10))))
print('bytearray100', cost(lambda: bytearray(100)))
class C:
    def __init__(self): self.a = 1; self.b = 2
print('instance', cost(C))
print('float', cost(lambda: 1.5 * 3.1))
"""
DISPLAY_SIZES = """import displayio, vectorio, terminalio
p2 = displayio.Palette(2)
print('Group', cost(displayio.Group))
print('Bitmap8x8x2', cost(lambda: displayio.Bitmap(8, 8, 2)))
print('Palette16', cost(lambda: displayio.Palette(16)))
print('TileGrid10x4', cost(lambda: displayio.TileGrid(terminalio.FONT.bitmap, pixel_shader=p2, width=10, height=4,
    tile_width=6, tile_height=12)))
print('Rectangle', cost(lambda: vectorio.Rectangle(pixel_shader=p2, width=4, height=4)))
"""
FREE = "import gc\ngc.collect()\nprint('mem_free', gc.mem_free())\n"


@contextlib.contextmanager
def core(folder):
    """sim.cpy32 looks in folder first meanwhile."""
    old = os.environ.get(cpy32.ENV_VAR)
    os.environ[cpy32.ENV_VAR] = folder
    try:
        yield
    finally:
        if old is None:
            del os.environ[cpy32.ENV_VAR]
        else:
            os.environ[cpy32.ENV_VAR] = old


def pairs(text):
    return [tuple(line.split(None, 1)) for line in text.splitlines() if line.strip()]


def figures(folder, games):
    """[(figure, value, must be equal)] for the core in folder."""
    rows = []
    for name in cpy32.TOOLS:
        path = os.path.join(folder, name)
        rows.append(("sha256 " + name, install.sha256(path)[:16], False))
        rows.append(("sha256 without build-id " + name, install.sha256_without_build_id(path)[:16], True))
    with core(folder):
        for display in (False, True):
            r = cpy32.run_result(FREE, heap_kb=128, display=display, device_path=False)
            label = "cpy32-display" if display else "cpy32"
            rows += [("%s at start, 128 KB heap (B): %s" % (k, label), v, True) for k, v in pairs(r.stdout)]
            rows += [] if r.ok else [("mem_free run: " + label, "FAILED: " + r.error, True)]
        r = cpy32.run_result(SIZES + DISPLAY_SIZES, display=True, device_path=False)
        rows += [("heap of %s (B)" % k, v, True) for k, v in pairs(r.stdout)]
        rows += [] if r.ok else [("object sizes run", "FAILED: " + r.error, True)]
        for game in games:
            code = "from sim.movelist import main\n" + "".join(
                "main(%r, %d, %d)\n" % (game, level, seed) for level in LEVELS for seed in SEEDS)
            r = cpy32.run_result(code, timeout=300)
            value = "FAILED: " + r.error
            if r.ok:
                value = "%s (%d games)" % (hashlib.sha1(r.stdout.encode()).hexdigest()[:16], r.stdout.count("GAME "))
            rows.append(("moves of %s, levels %s, seeds %s (sha1)" % (game, LEVELS, SEEDS), value, True))
        rows.append(("mpy-cross: .mpy of every device module (sha1)", mpy_digest(), True))
    return rows


def pystone_rows(a, b):
    rates = {a: [], b: []}
    clock = "cpu"
    for _ in range(PYSTONE_RUNS):
        for folder in (a, b):
            with core(folder):
                rate, clock = pystone.rate()
            rates[folder].append(rate)
    return [("pystone, best of %d in turns (passes per %s s)" % (PYSTONE_RUNS, clock), "%d" % max(rates[a]),
             "%d" % max(rates[b]))]


def mpy_digest():
    h = hashlib.sha1()
    sources = sorted(glob.glob(os.path.join(cpy32.REPO, "lib", "**", "*.py"), recursive=True) +
                     glob.glob(os.path.join(cpy32.REPO, "games", "**", "*.py"), recursive=True))
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "m.mpy")
        for src in sources:
            rel = os.path.relpath(src, cpy32.REPO)
            p = cpy32.mpy_cross(src, out, rel)
            h.update(rel.encode())
            if p.returncode == 0:
                with open(out, "rb") as f:
                    h.update(f.read())
            else:
                h.update(b"FAILED")
    return "%s (%d files)" % (h.hexdigest()[:16], len(sources))


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m sim.twin.core.compare", description=__doc__.split("\n\n")[0])
    ap.add_argument("a", metavar="DIR_A")
    ap.add_argument("b", metavar="DIR_B")
    ap.add_argument("--games", help="games whose moves are compared (default: every registered game)")
    args = ap.parse_args(argv)
    if args.games:
        games = [g for g in args.games.split(",") if g]
    else:
        from sim.bench import catalog
        games = [gid for gid, _ in catalog.registered()]
    a, b = figures(args.a, games), figures(args.b, games)
    print("%-60s %-30s %-30s" % ("", "A " + os.path.basename(os.path.normpath(args.a)),
                                 "B " + os.path.basename(os.path.normpath(args.b))))
    bad = 0
    if [row[0] for row in a] != [row[0] for row in b]:
        print("the two cores gave different sets of figures (a run failed?)")
        bad += 1
    for (name, va, must), (_, vb, _) in zip(a, b):
        same = va == vb and not va.startswith("FAILED")
        mark = "same" if same else ("DIFFERENT" if must else "differ")
        bad += must and not same
        print("%-60s %-30s %-30s %s" % (name, va, vb, mark))
    for name, va, vb in pystone_rows(args.a, args.b):
        print("%-60s %-30s %-30s %s" % (name, va, vb, "speed: close is the same, never equal"))
    print("%d figure(s) that must be equal differ" % bad if bad else "every figure that must be equal is equal")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
