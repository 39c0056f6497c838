"""A seed replays the same game on the device and on the desktop: seeded self-play at every level gives the same
moves on cpy32 (CircuitPython 10's core, 32-bit floats, 2048-byte pystack, 128 KB heap) as on CPython (64-bit
floats). Engines and AI decide in integers; this is what shows it. The cpy32 runs also prove each AI's call chain
fits the device's pystack (a deeper one stops with "pystack exhausted")."""
import subprocess
import sys

import pytest

from sim import cpy32
from sim.cpy32 import REPO
from tests.helpers import contract

SEEDS = (1, 2)
LEVELS = (0, 1, 2)

pytestmark = pytest.mark.device("cpy32")


def games(text):
    """{(game, levels, seed): [moves]} from sim.movelist's output."""
    out = {}
    for block in text.split("GAME ")[1:]:
        words = block.split()
        assert words[-2] == "END", block[-200:]
        out[tuple(words[:3])] = words[3:-2] + [words[-1]]
    return out


def program(game_id):
    return "from sim.movelist import main\n" + "".join(
        "main(%r, %d, %d)\n" % (game_id, level, seed) for level in LEVELS for seed in SEEDS)


def test_cpy32_computes_in_single_precision():
    # what makes this file's comparison mean something: the same float sum prints differently
    code = "x = 0.0\nfor i in range(10):\n    x += 0.1\nprint(repr(x))\n"
    r = cpy32.run_result(code, timeout=30)
    assert r.ok, r
    here = {}
    exec(code.replace("print(repr(x))", "here['x'] = repr(x)"), {"here": here})
    assert r.stdout.strip() != here["x"], (r.stdout, here)


@pytest.mark.parametrize("game_id", contract.registered_ids())
def test_every_level_plays_the_same_moves_on_the_device_as_on_the_desktop(game_id):
    device = cpy32.run_result(program(game_id), timeout=120)
    assert device.ok, device  # also: no "pystack exhausted", no MemoryError in 128 KB
    desktop = subprocess.run([sys.executable, "-c", "import sys\nsys.path[:0] = ['.', 'lib']\n" + program(game_id)],
                             capture_output=True, text=True, cwd=REPO, timeout=120)
    assert desktop.returncode == 0, desktop.stderr[-2000:]
    got, want = games(device.stdout), games(desktop.stdout)
    assert sorted(got) == sorted(want) and len(got) == len(LEVELS) * len(SEEDS)
    for key in sorted(want):
        a, b = got[key], want[key]
        first = next((i for i in range(min(len(a), len(b))) if a[i] != b[i]), min(len(a), len(b)))
        assert a == b, "%s: the device's game leaves the desktop's at move %d: %s vs %s" % (
            " ".join(key), first, a[first:first + 5], b[first:first + 5])
        assert a[-1] == "over" and len(a) > 10, key  # whole games
