"""python -m sim.runtime_cost: what each runtime module (lib/pocket) keeps on the heap once imported from its
deployed .mpy, and what the App and a match hold, on the device twin's core (cpy32-display, CircuitPython 10.2.1's
32-bit core with its C displayio). The table of docs/RUNTIME.md "What the runtime costs".

Each figure is gc.mem_alloc() after a collection, less the figure before: modules are imported in dependency
order, so a module's figure is its own code and module-level data (what it imports was counted before it). The
"qstrs" column is what the interned names grew by (micropython.qstr_info(): names are never freed, and the pool
grows by doubling chunks, so a module that starts a chunk is charged all of it); "other" is the rest.

  python -m sim.runtime_cost                 modules, App, and a match of the menu's first game against CPU Hard
  python -m sim.runtime_cost --game rice     the match part for another game
  python -m sim.runtime_cost --play-only --resume   the same match resumed from its save, as play.py does
"""
import argparse
import os
import subprocess
import tempfile

from sim import cpy32
from sim.twin import host

VERBOSE = os.environ.get("RUNTIME_COST_QSTRS") == "1"

MODULES = ("pocket.clock", "pocket.buttons", "pocket.text", "pocket.ui", "pocket.rng", "pocket.setup",
           "pocket.saves", "pocket.settings", "pocket.hw", "pocket.sound", "pocket.modules",
           "pocket.app", "pocket.verbs", "pocket.match", "pocket.play", "pocket.bmp", "pocket.modal", "pocket.pause",
           "pocket.results", "pocket.resume", "pocket.helpview", "pocket.slots", "pocket.files",
           "pocket.settings_screen", "adafruit_ticks", "adafruit_display_text", "adafruit_display_text.bitmap_label",
           "pocket.launcher_text", "pocket.launcher")

PROGRAM = r"""
import sys
sys.path[:] = [%(harness)r, '', '.frozen', 'lib']
import gc, _twin, twin_time
sys.modules['time'] = twin_time
_twin.S['ms'] = 0
_twin.S['nvm'] = %(nvm)r
for n in _twin.STAND_INS:
    __import__(n)
gc.collect()
import micropython
_twin.base[0] = start = prev = gc.mem_alloc()
micropython.qstr_info()
def step(what):
    global prev
    gc.collect()
    now = gc.mem_alloc()
    micropython.qstr_info()  # the host reads its n_total_bytes: names interned (never freed)
    print('%%s|%%d|%%d' %% (what, now - prev, now - start))
    prev = now
mods = %(mods)r
if %(modules)r:
    for m in mods:
        __import__(m)
        step('import ' + m)
else:
    from games.registry import GAMES  # play.py hands the registry to pocket.play
    for m in ('pocket.play', 'pocket.app', 'pocket.match', 'pocket.setup'):  # play.py imports pocket.play
        __import__(m)
    sys.modules['pocket.setup'].GAMES = GAMES
    GAMES = None
    step('import games.registry, pocket.play, app, match')
if %(modules)r:
    from games.registry import GAMES  # as play.py hands it over
    sys.modules['pocket.setup'].GAMES = GAMES
    GAMES = None
    step('import games.registry')
from pocket.hw import Hardware
hw = Hardware()
step('Hardware() (keys, lights)')
import pocket.saves
step('import pocket.saves')
from pocket.settings import Settings
settings = Settings()
settings.load()
step('Settings().load()')
from pocket.app import App
app = App(hw, settings)
step('App(): groups, texts, sound')
from pocket.setup import Setup
from pocket.match import Match
setup = Setup(%(game)r, (0, 3), (), 1)
rules = __import__('games.%(game)s.rules', None, None, ['new_game'])
if %(resume)r:
    # the same new game, saved and read back as play.py resumes it
    payload = setup.pack()
    payload.extend(bytes((1, 1, 0, 0, 0)))
    payload.extend(rules.new_game(seed=1, players=2, **setup.option_kwargs()).encode())
    app.settings.store.write_game(setup.game_id, payload)
    payload = None
rules = None
step('import games.%(game)s.rules')
if %(resume)r:
    from pocket.resume import resume
    from pocket.modules import forget
    m = resume(app, app.settings.store, setup)
    resume = None
    forget('pocket.resume')
    step('resume(%(game)s, CPU Hard)')
else:
    m = Match(app, setup, app.settings.store)
    step('Match(%(game)s, CPU Hard)')
m.view.show(m.state)
step('its first screen')
"""


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m sim.runtime_cost", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", help="a game id (default: the registry's first)")
    ap.add_argument("--play-only", action="store_true", help="import only what play.py imports")
    ap.add_argument("--resume", action="store_true", help="the match resumed from a save of the same new game")
    args = ap.parse_args(argv)
    if args.game is None:
        from sim.bench import catalog
        args.game = catalog.registered()[0][0]
    drive = host.Drive()
    try:
        folder, _ = host.harness()
        nvm = os.path.join(tempfile.mkdtemp(prefix="runtime-cost-"), "nvm.bin")
        with open(nvm, "wb") as f:
            f.write(b"\xff" * 8192)
        code = PROGRAM % {"harness": folder, "nvm": nvm, "mods": MODULES, "modules": not args.play_only,
                          "game": args.game, "resume": args.resume}
        out = subprocess.run([cpy32.tool("cpy32-display"), "-X", "heapsize=256k", "-c", code], cwd=drive.root,
                             capture_output=True, text=True, timeout=120,
                             env=dict(os.environ, MP32_PYSTACK_BYTES="2048"))
        print("%-32s %7s %7s %7s %7s" % ("step", "bytes", "qstrs", "other", "total"))
        qstr = last = None
        for line in out.stdout.splitlines():
            if line.startswith("qstr pool:"):
                if VERBOSE:
                    print("   ", line)
                qstr = int(line.split("n_total_bytes=")[1])
                if last is None:
                    last = qstr  # the baseline, before the first import
                continue
            if "|" not in line:
                print(line)
                continue
            what, got, total = line.split("|")
            grew = qstr - last
            last = qstr
            print("%-32s %7s %7d %7d %7s" % (what, got, grew, int(got) - grew, total))
        if out.stderr:
            print(out.stderr)
    finally:
        drive.close()


if __name__ == "__main__":
    main()
