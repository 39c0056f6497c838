"""The device twin (sim/twin): the deployed files on CircuitPython 10.2.1's own 32-bit core, every scenario a player
goes through, within the heap the project holds itself to and the pystack the deploy sets."""
import os
import shutil

import pytest

from sim import cpy32
from sim.deploy import imports as device_imports
from sim.twin import host, lacks
from sim.twin.scenarios import TWIN_HEAP_KB, all_scenarios

pytestmark = pytest.mark.skipif(not cpy32.available("cpy32-display"),
                                reason="CircuitPython's core is not at %s (../shared/tools/circuitpython)" % cpy32.tools_dir())
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
