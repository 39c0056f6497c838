"""python -m sim.fuzz: mash the buttons of the headless handheld and watch for crashes, stuck screens and leaks.

A seeded stream of random presses and holds, START/SELECT storms, event-queue overflows and presses while the
computer thinks, through the launcher and every game (one human seat against a CPU seat). Fails on any exception,
on a screen that stops changing for too long, and on heap growth from one game to the next (CPython's count of
allocated memory blocks and of live objects at each game start, after a full collection: cheap enough to leave on,
unlike tracemalloc, which slows displayio twentyfold)."""
import argparse
import gc
import hashlib
import sys
import time

from sim.device import KEY_NAMES
from sim.runner import Sim, add_paths

add_paths()
from pocket.rng import Rng  # noqa: E402  (lib/ is on the path only now)

# weights of the buttons: mostly the D-pad and A, as a child would
WEIGHTS = (("A", 30), ("B", 14), ("START", 8), ("SELECT", 6), ("RIGHT", 14), ("DOWN", 12), ("UP", 12), ("LEFT", 14))
STUCK_PRESSES = 600  # presses without any change on screen that count as a stuck screen
LEAK_BLOCKS = 20000  # growth in allocated blocks between the second and the last game start that counts as a leak


class FuzzFailure(Exception):
    pass


def fuzz_game(game_id, presses, seed, out=print, extra_games=(), progress=0, hooks=()):
    """Mash `presses` presses at one game (or the launcher when game_id is None). Returns a dict of figures.
    progress: print a line every that many presses (0: none), so a long run that is cut short still says how far
    it got without a failure. hooks: more Sim hooks (e.g. sim.textcheck.Watcher, which checks every screen)."""
    rng = Rng(seed)
    sim = Sim(extra_games=extra_games)
    if game_id is not None:
        sim.start_game(game_id, seed=seed, players=("human", "cpu:0"))
    heap_at_start = []
    last_match = [None]

    def watch(s):
        m = s.match
        if m is not None and m is not last_match[0]:
            last_match[0] = m
            gc.collect()
            heap_at_start.append(sys.getallocatedblocks())

    sim.hooks.append(watch)
    sim.hooks.extend(hooks)
    last_hash = None
    unchanged = 0
    overflows = 0
    storms = 0
    timed = 0
    t0 = time.time()
    try:
        sim.run(5)
        done = 0
        next_report = progress
        while done < presses:
            if progress and done >= next_report:
                next_report += progress
                out("fuzz %s: %d presses, %d frames, %d games started, no failure so far, %.0fs"
                    % (game_id or "launcher", done, sim.frame_no, len(heap_at_start), time.time() - t0))
            kind = rng.below(100)
            if kind < 2:  # overflow the event queue: more events than it holds, in one frame
                for _ in range(80):
                    sim.device.key(KEY_NAMES[rng.below(8)], rng.below(2) == 0)
                overflows += 1
                done += 40
                sim.run(2)
            elif kind < 5:  # a START or SELECT storm
                name = "START" if rng.below(2) else "SELECT"
                for _ in range(6):
                    sim.press(name, hold=1)
                    sim.run(2)
                storms += 1
                done += 6
            elif kind < 9:  # presses timed by the clock, so they also land in the middle of a computer search
                at = sim.device.ms + 5 + rng.below(400)
                name = rng.weighted(WEIGHTS)
                sim.device.key_at(at, name, True)
                sim.device.key_at(at + 20 + rng.below(100), name, False)
                timed += 1
                done += 1
                sim.run(1 + rng.below(3))
            else:
                name = rng.weighted(WEIGHTS)
                hold = 1 + rng.below(3) if rng.below(10) else 10 + rng.below(30)  # sometimes a long hold
                sim.press(name, hold=hold)
                sim.run(1 + rng.below(4) + (hold if hold > 8 else 0))
                done += 1
            h = hashlib.sha1(bytes(sim.display.fb)).digest()
            if h == last_hash:
                unchanged += 1
                if unchanged > STUCK_PRESSES:
                    raise FuzzFailure("%s: the screen did not change for %d presses (seed %d, press %d)"
                                      % (game_id or "launcher", unchanged, seed, done))
            else:
                unchanged = 0
                last_hash = h
    except FuzzFailure:
        raise
    except BaseException as exc:
        raise FuzzFailure("%s: %s: %s (seed %d, frame %d)" % (game_id or "launcher", type(exc).__name__, exc, seed,
                                                              sim.frame_no)) from exc
    finally:
        sim.close()
    growth = (heap_at_start[-1] - heap_at_start[1]) if len(heap_at_start) > 2 else 0
    if growth > LEAK_BLOCKS:
        raise FuzzFailure("%s: the heap grew by %d blocks from the second game to the last (%d games, seed %d)"
                          % (game_id or "launcher", growth, len(heap_at_start), seed))
    figures = {"game": game_id or "launcher", "presses": done, "frames": sim.frame_no, "overflows": overflows,
               "storms": storms, "timed": timed, "games": len(heap_at_start), "seconds": round(time.time() - t0, 1),
               "heap": heap_at_start[:1] + heap_at_start[-1:]}
    out("fuzz %(game)s: %(presses)d presses, %(frames)d frames, %(overflows)d overflows, %(storms)d storms, "
        "%(timed)d timed presses, %(games)d games started, allocated blocks at first/last game start %(heap)s, %(seconds)ss" % figures)
    return figures


def main(argv=None):
    add_paths()
    from games.registry import GAMES
    ids = [g[0] for g in GAMES]
    ap = argparse.ArgumentParser(prog="python -m sim.fuzz", description=__doc__)
    ap.add_argument("--presses", type=int, default=3000, help="presses per game (default 3000)")
    ap.add_argument("--game", default="all", help="a game id, 'launcher', or 'all' (default)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--progress", type=int, default=0, metavar="N",
                    help="print a line every N presses (default: only the result)")
    args = ap.parse_args(argv)
    if args.presses < 1:
        ap.error("--presses must be at least 1")
    if args.game == "all":
        targets = [None] + ids
    elif args.game == "launcher":
        targets = [None]
    elif args.game in ids:
        targets = [args.game]
    else:
        ap.error("unknown game %r (installed: %s)" % (args.game, ", ".join(ids) or "none"))
    failed = 0
    for g in targets:
        try:
            fuzz_game(g, args.presses, args.seed, progress=args.progress)
        except FuzzFailure as exc:
            print("FAIL %s" % exc, file=sys.stderr)
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
