"""python -m sim.twin: deploy the game as `python -m sim.deploy` does, then play every scenario on CircuitPython
10.2.1's own 32-bit core (see docs/DEVICE.md) and report, for each, the program's highest heap in use after a
collection, the lowest largest-free-block, the pystack high-water mark and the wall time.

  python -m sim.twin                       every scenario, 128 KB heap, the pystack the deploy sets
  python -m sim.twin --heap 112 tanbo-hard one scenario in a 112 KB heap
  python -m sim.twin --list                the scenarios and what each shows
  python -m sim.twin --split 8 '*-hard'    the split probe: fails where a game allocates 8 KB or more after it started
  python -m sim.twin --heap 96 'hour-*'    an hour of play per game, Rematch after Rematch (not in CI)
  python -m sim.twin --unplugged 'hour-*'  the same on battery: the launcher gives the games the drive (saves there)
  python -m sim.twin --usb quiet boot-menu  with a USB host that never asks to write the drive (--usb none: battery)
Exit status 1 when a scenario fails (a crash, MemoryError, pystack exhausted, or a screen not reached)."""
import argparse
import concurrent.futures
import fnmatch
import json
import os
import sys

from sim import deploy as deploy_mod
from sim.twin import host
from sim.twin.scenarios import HOUR_MINUTES, all_scenarios, long_scenarios


def run_many(names, scenarios, heap_kb, pystack, jobs, out=print, split=0, drive=None, unplugged=False,
             as_py=False, seed=1, usb=None):
    own = drive is None
    drive = drive or host.Drive(as_py=as_py)
    results = []
    try:
        def one(name):
            twin = host.Twin(drive, heap_kb=heap_kb, pystack=pystack, split=split, unplugged=unplugged, usb=usb)
            return twin.run(name, scenarios[name][0], seed=seed)

        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
            for res in ex.map(one, names):
                out(res.line())
                if not res.ok and res.stderr:
                    out("    " + res.stderr.strip().replace("\n", "\n    "))
                results.append(res)
    finally:
        if own:
            drive.close()
    return results


def select(patterns, scenarios, long):
    """Names matching the patterns, in order; the long scenarios only when a pattern names them (hour-..., human-...)."""
    names = []
    for pat in patterns or ["*"]:
        got = [n for n in scenarios if fnmatch.fnmatch(n, pat)]
        got += [n for n in long if fnmatch.fnmatch(n, pat) and pat.startswith(("hour", "human"))]
        if not got:
            raise ValueError("no scenario matches %r (python -m sim.twin --list)" % pat)
        names.extend(n for n in got if n not in names)
    return names


def imported_libraries(results, drive_files):
    """Modules the device code imported that the drive's lib/ holds and that are not ours: what deploy must copy."""
    found = set()
    for res in results:
        for m in res.modules:
            top = m.split(".")[0]
            if top != "pocket" and top in drive_files:
                found.add(m)
    return sorted(found)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m sim.twin", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("scenarios", nargs="*", help="scenario names or patterns (default: all); see --list")
    ap.add_argument("--heap", type=int, default=128, metavar="KB", help="the program's heap in KB (default 128)")
    ap.add_argument("--pystack", type=int, default=None, metavar="BYTES",
                    help="pystack in bytes (default: what the deployed settings.toml sets, else 2048)")
    ap.add_argument("--jobs", type=int, default=2, help="scenarios run side by side (default 2)")
    ap.add_argument("--list", action="store_true", help="list the scenarios and exit")
    ap.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    ap.add_argument("--split", type=int, default=0, metavar="KB",
                    help="the split probe: once a match exists, leave no free block of KB or more (docs/DEVICE.md)")
    ap.add_argument("--py", action="store_true",
                    help="deploy the modules as .py, as `python -m sim.deploy --allow-py` does without mpy-cross "
                         "(to see what that costs)")
    ap.add_argument("--unplugged", action="store_true",
                    help="no computer attached (on battery): the launcher gives the games the drive, saves go there; "
                         "default: a computer holds the drive and saves go to the nvm (--usb none)")
    ap.add_argument("--usb", choices=host.USBS, default=None,
                    help="what is on the cable: a computer that mounts the drive (default), a quiet host that never "
                         "asks to write it, or none (on battery, a charger)")
    ap.add_argument("--minutes", type=int, default=HOUR_MINUTES,
                    help="device minutes of the hour-* scenarios (default %d)" % HOUR_MINUTES)
    ap.add_argument("--seed", type=int, default=1,
                    help="the scenarios' seed: the same seed plays the same games and presses (default 1)")
    args = ap.parse_args(argv)
    if args.heap < 16 or args.heap > 4096:
        ap.error("--heap must be between 16 and 4096 KB")
    if args.jobs < 1:
        ap.error("--jobs must be at least 1")
    scenarios = all_scenarios()
    long = long_scenarios(args.minutes)
    if args.list:
        for name, (_, what) in list(scenarios.items()) + list(long.items()):
            print("%-16s %s" % (name, what))
        return 0
    try:
        names = select(args.scenarios, scenarios, long)
    except ValueError as exc:
        ap.error(str(exc))
    scenarios.update(long)
    try:
        results = run_many(names, scenarios, args.heap, args.pystack, args.jobs, split=args.split * 1024,
                           unplugged=args.unplugged, as_py=args.py, seed=args.seed, usb=args.usb)
    except (host.TwinError, deploy_mod.DeployError) as exc:
        print("twin: %s" % exc, file=sys.stderr)
        return 2
    failed = [r.name for r in results if not r.ok]
    print("%d scenarios, %d ok, %d failed%s (heap %d KB%s)" % (
        len(results), len(results) - len(failed), len(failed), ": " + " ".join(failed) if failed else "", args.heap,
        ", split probe %d KB" % args.split if args.split else ""))
    if args.json:
        with open(args.json, "w") as f:
            json.dump([{"name": r.name, "ok": r.ok, "why": r.why, "peak": r.peak, "low_block": r.low_block,
                        "pystack": r.pystack, "frames": r.frames, "presses": r.presses, "seconds": round(r.seconds, 2),
                        "games": r.games, "device_ms": r.ms, "splits": r.splits, "nvm_erases": r.nvm_erases,
                        "drive_saves": r.drive_files, "usb": r.usb, "host_writable": r.host_writable,
                        "per_program": r.per_program, "modules": sorted(r.modules)} for r in results], f, indent=1)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
