"""The device twin (sim/twin): the deployed files on CircuitPython 10.2.1's own 32-bit core, every scenario a player
goes through, within the heap the project holds itself to and the pystack the deploy sets."""
import os
import shutil

import pytest

from sim.deploy import imports as device_imports
from sim.twin import host, lacks
from sim.twin.scenarios import TWIN_HEAP_KB, all_scenarios
from tests.helpers import contract

pytestmark = pytest.mark.device
SCENARIOS = all_scenarios()


@pytest.fixture(scope="module")
def drive():
    d = host.Drive()
    yield d
    d.close()


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_scenario_plays_through_on_the_device_core(drive, name, tmp_path):
    twin = host.Twin(drive, heap_kb=TWIN_HEAP_KB, work=str(tmp_path))
    res = twin.run(name, SCENARIOS[name][0])
    assert res.ok, "%s\n%s" % (res.line(), res.stderr)
    assert res.peak > 0 and res.frames > 0  # the harness really sampled the program
    assert res.pystack < twin.pystack
    # every library the program imported on the device core is one deploy copies (or the firmware has)
    listed = set(device_imports.read_list())
    libs = set(os.listdir(os.path.join(drive.root, "lib")))
    for m in res.modules:
        top = m.split(".")[0]
        if top != "pocket" and (top in libs or top + ".mpy" in libs or top + ".py" in libs):
            assert m in listed, "%s imports %s, which sim/deploy/imports.txt does not list" % (name, m)


def test_a_heap_too_small_fails_with_memory_error(drive, tmp_path):
    """The cap is real: the launcher (about 40 KB) does not fit in 24 KB, and the twin says it ran out of memory."""
    twin = host.Twin(drive, heap_kb=24, work=str(tmp_path))
    res = twin.run("boot-menu", SCENARIOS["boot-menu"][0])
    assert not res.ok
    assert "MemoryError" in res.why


def test_a_scenario_replays_the_same_games_and_another_seed_plays_others(drive, tmp_path):
    # the new game's seed comes from os.urandom (pocket.launcher.new_seed): the twin draws it from the scenario's
    # seed, so a memory failure found once is found again (the core's own urandom made every run another game)
    def run(seed, where):
        twin = host.Twin(drive, heap_kb=TWIN_HEAP_KB, work=str(tmp_path / where))
        res = twin.run("cetkaik-normal", SCENARIOS["cetkaik-normal"][0], seed=seed)
        assert res.ok, res.line()
        return res.frames, res.presses, res.peak, res.low_block

    first = run(1, "a")
    assert run(1, "b") == first
    assert run(2, "c") != first


def test_a_screen_not_reached_fails(drive, tmp_path):
    twin = host.Twin(drive, heap_kb=TWIN_HEAP_KB, work=str(tmp_path))
    res = twin.run("never", "wait 5\nuntil results max 30\n")
    assert not res.ok and "not reached" in res.why


def test_the_twin_runs_what_deploy_copied(drive):
    """The drive holds no source of ours twice (a .py beside its .mpy would win on the device)."""
    for dirpath, _, files in os.walk(os.path.join(drive.root, "games")):
        for f in files:
            if f.endswith(".py"):
                assert f[:-3] + ".mpy" not in files, os.path.join(dirpath, f)


def test_no_device_code_calls_what_circuitpython_lacks():
    methods, names = lacks.lacking()
    assert "capitalize" in methods and "format" in names  # the core was really asked
    found = lacks.scan(lacks.device_files(), methods, names)
    assert found == [], "\n".join("%s:%d: %s" % f for f in found)


def test_the_scan_catches_a_lacking_method_and_builtin(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("def f(s):\n    return s.capitalize() + format(3)\n")
    methods, names = lacks.lacking()
    found = lacks.scan([str(bad)], methods, names)
    assert [w for _, _, w in found] == [".capitalize()", "format"]


class BareDrive:
    """A drive holding only the code.py a test writes (no deploy): for the harness's own checks."""

    def __init__(self, root, code):
        self.root = str(root)
        with open(os.path.join(self.root, "code.py"), "w") as f:
            f.write(code)

    def pystack(self):
        return host.DEFAULT_PYSTACK


ALLOCATES = ("import time\nfor i in range(40):\n    time.sleep(0.05)\nx = bytearray(%d)\nprint('allocated')\n"
             "while True:\n    time.sleep(0.05)\n")


@pytest.mark.parametrize("size, fits", [(9 * 1024, False), (7 * 1024, True)])
def test_the_split_probe_fails_an_allocation_of_its_size_after_the_start(tmp_path, size, fits):
    """With the split probe at 8 KB, a 9 KB bytearray made after the start fails although the heap has 100 KB free;
    7 KB still fits. Without the probe 9 KB fits (the failure is the probe's doing, not the heap's size)."""
    drive = BareDrive(tmp_path, ALLOCATES % size)
    twin = host.Twin(drive, heap_kb=112, work=str(tmp_path / "w"), split=8 * 1024, split_from="start")
    res = twin.run("split", "wait 80\n", boot=False)
    assert res.ok == fits, res.why
    assert res.splits >= 1
    if not fits:
        assert "MemoryError" in res.why and "8192 bytes" in res.why, res.why
        plain = host.Twin(drive, heap_kb=112, work=str(tmp_path / "w2")).run("plain", "wait 80\n", boot=False)
        assert plain.ok and plain.splits == 0, plain.why


def test_again_repeats_script_lines_until_the_device_clock_passes_the_minutes(tmp_path):
    drive = BareDrive(tmp_path, "import time\nwhile True:\n    time.sleep(0.5)\n")
    twin = host.Twin(drive, heap_kb=64, work=str(tmp_path / "w"))
    res = twin.run("again", "wait 10\nagain 1 until 2\nwait 1\n", boot=False)
    assert res.ok, res.why
    assert 120000 <= res.ms < 130000  # 2 device minutes at 0.5 s a frame, then the last lines
    assert 240 <= res.frames <= 260


def test_the_hour_scenarios_loop_on_rematch_without_the_menu():
    from sim.twin.scenarios import long_scenarios
    long = long_scenarios(60)
    assert set(long) == set(p + g for g in contract.registered_ids() for p in ("hour-", "human-"))
    assert long["human-tanbo"][0].startswith("pace 30\n")
    script = long["hour-tanbo"][0].splitlines()
    again = [l for l in script if l.startswith("again")]
    assert len(again) == 1 and again[0].endswith("until 60")
    loop = int(again[0].split()[1])
    assert script[loop - 1].startswith("mash until results")
    assert "program code.py" not in "\n".join(script[loop - 1:script.index(again[0])])  # never back to the menu


def test_the_long_scenarios_run_only_when_named():
    from sim.twin.__main__ import select
    from sim.twin.scenarios import long_scenarios
    long = long_scenarios(60)
    assert not any(n.startswith(("hour-", "human-")) for n in select(["*"], SCENARIOS, long))
    assert select(["human-t*"], SCENARIOS, long) == ["human-tanbo"]
    assert select(["hour-t*"], SCENARIOS, long) == ["hour-tanbo"]
    with pytest.raises(ValueError):
        select(["no-such-*"], SCENARIOS, long)


AI_OOM = """import sys, time
import pocket.match as pm


class Ai:
    @staticmethod
    def choose(state, level, rng, poll):
        return bytearray(%d)  # a search that needs more than the heap holds


class Match:
    ai = Ai
    state = None


pm.current = Match()
for i in range(20):
    time.sleep(0.05)
try:
    pm.current.ai.choose(None, 2, None, None)
except MemoryError:
    pass  # as lib/pocket/match.py does: play a random move instead
while True:
    time.sleep(0.05)
"""


@pytest.mark.parametrize("size, fits", [(400 * 1024, False), (1024, True)])
def test_an_ai_out_of_memory_fails_the_scenario_though_the_match_survives_it(tmp_path, size, fits):
    os.makedirs(str(tmp_path / "pocket"))
    (tmp_path / "pocket" / "__init__.py").write_text("")
    (tmp_path / "pocket" / "match.py").write_text("current = None\n")
    drive = BareDrive(tmp_path, AI_OOM % size)
    res = host.Twin(drive, heap_kb=64, work=str(tmp_path / "w")).run("oom", "wait 60\n", boot=False)
    assert res.ok == fits, res.why
    if not fits:
        assert "the AI ran out of memory 1 time(s)" in res.why


def test_games_back_to_back_on_rematch_each_start_after_a_reload(drive, tmp_path):
    """The hour of play, cut to 3 device minutes of Tanbo: several games, each Rematch a reload into a fresh heap
    (in one heap each game's leftovers piled up: Cetkaik and Bean Dice ran out of memory within the hour)."""
    from sim.twin.scenarios import long_scenarios
    twin = host.Twin(drive, heap_kb=TWIN_HEAP_KB, work=str(tmp_path))
    res = twin.run("hour-tanbo", long_scenarios(3)["hour-tanbo"][0])
    assert res.ok, res.why
    assert res.games >= 3 and res.ms >= 3 * 60000
    assert res.programs == ["boot.py", "code.py"] + ["play.py"] * res.games + ["code.py"]


@pytest.mark.parametrize("unplugged", [False, True], ids=["plugged", "unplugged"])
def test_saves_go_to_the_drive_on_battery_and_to_the_nvm_plugged_in(drive, tmp_path, unplugged):
    """Save and quit, then Resume, on the device core: on battery (the launcher gives the program the drive) the
    saves and the launch records go to their units (saves/<key>/<n>/r, overwritten in place: no file made) and the nvm's
    flash block is never erased; plugged in, each is an erase."""
    twin = host.Twin(drive, heap_kb=TWIN_HEAP_KB, work=str(tmp_path), unplugged=unplugged)
    res = twin.run("pause-resume", SCENARIOS["pause-resume"][0])
    assert res.ok, res.why
    files = os.listdir(os.path.join(str(tmp_path), "pause-resume", "drive", "saves")) if unplugged else []
    if unplugged:
        assert res.nvm_erases == 0 and res.drive_files >= 3, res.line()
        from sim import saveunits
        assert sorted(files) == sorted(saveunits.keys()), files
        units = os.path.join(str(tmp_path), "pause-resume", "drive", "saves")
        for key, n in (("launch", 6), ("tanbo", 2)):
            heads = []
            for i in range(n):
                path = os.path.join(units, key, str(i), "r")
                assert os.path.getsize(path) == 4096  # never grown
                with open(path, "rb") as f:
                    heads.append(f.read(2))
            assert heads.count(b"PT") >= 2, (key, heads)  # written in turn
    else:
        assert res.nvm_erases >= 3 and res.drive_files == 0, res.line()
    assert "nvm erases %d" % res.nvm_erases in res.line()


# boot.py's decision before issue 35: usb_connected is False in boot.py on every start, so it always took the drive
OLD_BOOT = """
import supervisor, storage
if not supervisor.runtime.usb_connected:
    storage.remount("/", readonly=False)
"""
SETTLE = "wait 90\nexpect program code.py\n"  # 3 s at the menu: the launcher has decided who writes the drive


@pytest.mark.parametrize("usb", host.USBS)
def test_after_a_reset_the_computer_keeps_the_drive_and_on_battery_the_games_take_it(drive, tmp_path, usb):
    """CircuitPython's order on the device core (the twin's storage and supervisor): boot.py before USB starts, the
    host enumerating after it. A computer can write the drive after the reset and the program never remounts; on
    battery the launcher takes the drive; a host that never asks to write keeps it all the same."""
    twin = host.Twin(drive, heap_kb=TWIN_HEAP_KB, work=str(tmp_path), usb=usb)
    res = twin.run("settle", SETTLE)
    assert res.ok, res.line()
    assert res.remounts == (1 if usb == "none" else 0)
    assert res.host_writable == {"computer": 1, "quiet": None, "none": None}[usb]


def test_the_old_boot_py_locks_the_computer_out_and_the_twin_says_so(tmp_path):
    root = tmp_path / "drive"
    root.mkdir()
    d = host.Drive(str(root))
    with open(os.path.join(d.root, "boot.py"), "w") as f:
        f.write(OLD_BOOT)
    res = host.Twin(d, heap_kb=TWIN_HEAP_KB, work=str(tmp_path / "work")).run("settle", SETTLE)
    assert not res.ok and "locked out" in res.why and res.host_writable == 0
