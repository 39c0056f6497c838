"""python -m sim.wear: flash wear per 4 KB sector, per game, per hour of play (desktop only; issue 35).

1. The device twin plays each game for --minutes of device time, Rematch after Rematch, at the masher's pace
   (hour-<id>: CPU Hard against a player pressing every 3 frames) and at a human one (human-<id>: a press a
   second), on battery (the drive holds the saves) and plugged in (the nvm): how many launch records (one a game
   start) and game saves (every 5 minutes of a game, and its end) an hour brings.
2. Those writes, at those rates, are replayed on the flash model (sim/spiflash.py: CircuitPython 10.2.1's FatFs over
   its flash layer, in the 32-bit core; a drive deploy laid out), with today's pocket.saves and with the Store before
   issue 35 (tests/helpers/saves_v1.py), counting every erase of every 4 KB sector.

Prints a Markdown table: per game and pace, erases an hour of the busiest sector on battery (after, and before:
sector 0 then, which holds the boot sector, the FAT and the root directory), and of the nvm's one block plugged in.
"""
import argparse
import json
import os
import shutil
import sys
import tempfile

from sim import cpy32


def twin_counts(games, minutes, jobs, heap):
    """{(game, pace, unplugged): (hours, game starts, game saves, nvm erases, games)} from the twin."""
    from sim.twin import host
    from sim.twin.__main__ import run_many
    from sim.twin.scenarios import long_scenarios
    scen = long_scenarios(minutes)
    names = ["%s-%s" % (p, g) for g in games for p in ("hour", "human")]
    out = {}
    drive = host.Drive()
    try:
        for unplugged in (True, False):
            for r in run_many(names, scen, heap, None, jobs, out=lambda *a: None, drive=drive, unplugged=unplugged):
                if not r.ok:
                    raise SystemExit("wear: %s failed: %s" % (r.name, r.why))
                pace, gid = r.name.split("-", 1)
                starts = r.programs.count("play.py")
                saves = (r.drive_files if unplugged else r.nvm_erases) - starts
                out[(gid, pace, unplugged)] = (r.ms / 3600000.0, starts, saves, r.nvm_erases, r.games)
    finally:
        drive.close()
    return out


def replay(drive, plan, old):
    """{sector: erases} of the plan's writes on the flash model."""
    code = "from sim import powercut\npowercut.replay(%r, %r, old=%r)\n" % (drive, plan, old)
    p = cpy32.run(code, heap_kb=48 * 1024, pystack=16384, timeout=1800)
    for line in p.stdout.splitlines():
        if line.startswith("erases "):
            return {int(k): v for k, v in json.loads(line[7:]).items()}
    raise SystemExit("wear: the flash model failed:\n%s\n%s" % (p.stdout[-2000:], p.stderr[-2000:]))


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m sim.wear", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--minutes", type=int, default=20, help="device minutes a game (default 20)")
    ap.add_argument("--games", help="comma-separated game ids (default: every registered game)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--heap", type=int, default=96, help="the twin's heap in KB (default 96)")
    a = ap.parse_args(argv)
    if not cpy32.available():
        raise SystemExit("wear: " + cpy32.missing_reason())
    from games.registry import GAMES
    games = a.games.split(",") if a.games else [g[0] for g in GAMES]
    counts = twin_counts(games, a.minutes, a.jobs, a.heap)
    tmp = tempfile.mkdtemp(prefix="wear-drive-")
    try:
        from sim.twin import host
        drive = host.Drive(path=tmp)
        rows = []
        for gid in games:
            for pace in ("human", "hour"):
                hours, starts, saves, _, played = counts[(gid, pace, True)]
                plan = [("launch", starts), (gid, saves)]
                new = replay(drive.root, plan, False)
                old = replay(drive.root, plan, True)
                p_hours, p_starts, p_saves, p_nvm, _ = counts[(gid, pace, False)]
                worst = max(new.values()) if new else 0
                rows.append((gid, "human (a press a second)" if pace == "human" else "rematch (the masher)",
                             "%d in %.1f min" % (played, hours * 60), starts / hours, saves / hours, worst / hours,
                             len(new), old.get(0, 0) / hours, max(old.values()) / hours if old else 0,
                             p_nvm / p_hours))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("| game | pace | games (battery) | launch records/h | game saves/h | busiest sector erases/h | sectors "
          "erased | before: sector 0 erases/h | before: busiest/h | plugged in: nvm block erases/h |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        print("| %s | %s | %s | %.0f | %.0f | **%.1f** | %d | %.0f | %.0f | %.0f |" % r)
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
