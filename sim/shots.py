"""python -m sim.shots: refresh the screenshots in docs/img/ (the README's and each rules page's).

The launcher's screens, then for every registered game the screen a few seconds into a game against the
computer (a game may script its own shots instead: shots(take) in sim/games/<id>/shots.py)."""
import os
import shutil
import sys
import tempfile

from sim.games import part
from sim.runner import ROOT, Sim, add_paths

OUT = os.path.join(ROOT, "docs", "img")


def take_launcher(scale, out=OUT):
    shots = []
    drive = tempfile.mkdtemp(prefix="shots-drive-")  # no saves: the menu as on a fresh handheld
    s = Sim(drive_dir=drive)
    s.device.set_writable(True)  # on battery: no "Plugged in: saves at risk" line
    try:
        s.run(10)
        s.screenshot(os.path.join(out, "menu.png"), scale)
        shots.append("menu.png")
        s.press("UP")
        s.run(3)
        s.press("A")
        s.run(5)
        s.screenshot(os.path.join(out, "settings.png"), scale)
        shots.append("settings.png")
    finally:
        s.close()
        shutil.rmtree(drive, ignore_errors=True)
    return shots


def take_game(game_id, scale, out=OUT):
    shots = []
    custom = getattr(part(game_id, "shots"), "shots", None)

    def take(filename, presses=(), frames=60, seed=3, players=("human", "cpu:1")):
        s = Sim(game=game_id, seed=seed, players=players)
        try:
            s.run(frames)
            for p in presses:
                if isinstance(p, int):
                    s.run(p)
                elif callable(p):  # set the scene: p(sim) may change the live state, e.g. give a player pieces
                    p(s)
                else:
                    s.press(p)
                    s.run(4)
            s.run(10)
            s.screenshot(os.path.join(out, filename), scale)
            shots.append(filename)
        finally:
            s.close()

    if custom is not None:
        custom(take)
    else:
        take("%s.png" % game_id)
    return shots


def main(argv=None, out=OUT):
    """argv: the game ids to shoot (all when empty); out: the folder the PNGs go to."""
    argv = sys.argv[1:] if argv is None else argv
    add_paths()
    os.makedirs(out, exist_ok=True)
    from games.registry import GAMES
    scale = 2
    done = take_launcher(scale, out)
    for g in GAMES:
        if not argv or g[0] in argv:
            done += take_game(g[0], scale, out)
    for d in done:
        print("shots: %s" % os.path.relpath(os.path.join(out, d), ROOT))


if __name__ == "__main__":
    main()
