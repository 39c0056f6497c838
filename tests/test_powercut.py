"""Power cuts during saves on the flash at its real granularity (sim/spiflash.py: CircuitPython 10.2.1's FatFs in
its 32-bit core, over our transcription of flash.c and external_flash.c; sim/powercut.py: a drive deployed by
sim.deploy, a stretch of play saved by pocket.saves.Store, unmodified, each save cut at every erase and page
program, after it and half way through it, then mounted again). docs/RUNTIME.md, "Saves"."""
import re

import pytest

from sim import cpy32
from tests.helpers.ondrive import deployed_drive  # noqa: F401  (a fixture)

pytestmark = pytest.mark.device("cpy32")
LINE = re.compile(r"total: (\d+) cuts: (\d+) lost filesystems, (\d+) with damaged deployed files, (\d+) with other "
                  r"records lost, (\d+) with the record neither old nor new")


def cut_every_save(drive, timeout=900.0, **kw):
    args = ", ".join("%s=%r" % kv for kv in sorted(kw.items()))
    p = cpy32.run("from sim import powercut\npowercut.main(%r%s)\n" % (drive, ", " + args if args else ""),
                  heap_kb=48 * 1024, pystack=16384, timeout=timeout)
    m = LINE.search(p.stdout)
    assert p.returncode == 0 and m, (p.stdout[-3000:], p.stderr[-3000:])
    saves = [x for x in p.stdout.splitlines() if x.startswith("save ")]
    return [int(x) for x in m.groups()], saves


@pytest.mark.parametrize("shift", [0, 1, 2, 3])
def test_a_cut_anywhere_in_any_save_harms_nothing_else(deployed_drive, shift):
    """Every alignment of the save units to the 4 KB sectors (shift: KB written before them): 0 lost filesystems,
    0 damaged deployed files, 0 other records lost, the record written reads old or new; one sector erased a save
    (two when the unit's record starts the next sector)."""
    (cuts, lost, damaged, others, neither), saves = cut_every_save(deployed_drive, shift=shift)
    assert cuts >= 20 * len(saves) and (lost, damaged, others, neither) == (0, 0, 0, 0), saves
    for line in saves:
        erases = int(re.search(r"(\d+) erases", line).group(1))
        assert erases in (1, 2), line


def test_todays_store_fails_the_same_checks(deployed_drive):
    """The Store before issue 35 (tests/helpers/saves_v1.py: "wb", a FAT and a directory rewritten a save), the
    first 8 steps of each save: filesystems lost, deployed files and other records damaged."""
    (cuts, lost, damaged, others, neither), saves = cut_every_save(deployed_drive, old=True, limit=8)
    assert lost > 0 and damaged > 0 and others > 0, saves


def replay(drive, plan, old=False):
    p = cpy32.run("from sim import powercut\npowercut.replay(%r, %r, old=%r)\n" % (drive, plan, old),
                  heap_kb=48 * 1024, pystack=16384, timeout=600)
    line = [x for x in p.stdout.splitlines() if x.startswith("erases ")]
    assert p.returncode == 0 and line, (p.stdout[-2000:], p.stderr[-2000:])
    import json
    return {int(k): v for k, v in json.loads(line[0][7:]).items()}


def test_saves_wear_their_own_units_sectors_in_turn(deployed_drive):
    """Wear (python -m sim.wear, docs/BENCHMARKS.md): 12 game starts and 12 saves of a game erase each launch unit's
    sector twice (six units in turn) and each of the game's units' sectors 6 times (two), never sector 0; the
    Store before issue 35 erased sector 0 (the FAT, the root directory) about twice a save."""
    new = replay(deployed_drive, [("launch", 12), ("tanbo", 12)])
    assert 0 not in new and max(new.values()) <= 6 and sum(new.values()) <= 2 * 24, new
    old = replay(deployed_drive, [("launch", 12), ("tanbo", 12)], old=True)
    assert old.get(0, 0) >= 40, old
