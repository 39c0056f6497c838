"""Device code stays inside CircuitPython: it compiles with CircuitPython 10's mpy-cross and the engines play on
CircuitPython 10.2.1's own 32-bit core (sim/cpy32.py) in a 64 KB heap with the default 2048-byte pystack.
The tests that need those tools are skipped, saying so, where their folder is not there."""
import glob
import os

import pytest

from sim import cpy32
from tests.helpers import contract
from tests.helpers.ondrive import deployed_drive  # noqa: F401 (a fixture)

ROOT = cpy32.REPO
needs_cpy32 = pytest.mark.device("cpy32")
FORBIDDEN = ("dataclasses", "enum", "typing", "abc", "functools", "itertools", "pathlib", "subprocess", "pygame",
             "numpy")


def device_files():
    files = [os.path.join(ROOT, f) for f in ("code.py", "boot.py") if os.path.exists(os.path.join(ROOT, f))]
    for top in ("lib", "games"):
        files += sorted(glob.glob(os.path.join(ROOT, top, "**", "*.py"), recursive=True))
    return files


def test_there_are_device_files():
    assert len(device_files()) >= 3


@pytest.mark.device("mpy-cross-cp10")
def test_device_files_compile_with_circuitpython_mpy_cross(tmp_path):
    bad = []
    for f in device_files():
        out = tmp_path / "x.mpy"
        r = cpy32.mpy_cross(f, str(out), os.path.relpath(f, ROOT))
        if r.returncode != 0 or not out.read_bytes().startswith(b"C\x06"):
            bad.append("%s: %s" % (os.path.relpath(f, ROOT), r.stderr.strip()[:300]))
    assert not bad, "\n".join(bad)


def test_device_files_import_no_desktop_module():
    bad = []
    for f in device_files():
        for n, line in enumerate(open(f, encoding="utf-8"), 1):
            s = line.strip()
            for mod in FORBIDDEN:
                if s.startswith("import %s" % mod) or s.startswith("from %s " % mod) or s.startswith("from %s." % mod):
                    bad.append("%s:%d %s" % (os.path.relpath(f, ROOT), n, s))
    assert not bad, "\n".join(bad)


@needs_cpy32
def test_the_runner_enforces_the_heap_cap():
    ok = cpy32.run_result("x = bytearray(20000)\nprint('fits')", heap_kb=64)
    assert ok.ok and "fits" in ok.stdout
    too_big = cpy32.run_result("x = bytearray(200000)\nprint('fits')", heap_kb=64)
    assert not too_big.ok and "MemoryError" in too_big.stderr


PLAY = """
import gc
gc.collect()
base = gc.mem_alloc()
from pocket.rng import Rng
rules = __import__(%(mod)r, None, None, ['x'])
gc.collect()
imported = gc.mem_alloc() - base
rng = Rng(%(seed)d)
s = rules.new_game(seed=%(seed)d, players=%(players)d)
n = 0
while not s.is_over() and n < 20000:
    p = s.to_move()
    if p == -1:
        s.apply(rng.weighted(s.chance_outcomes()))
    else:
        s.apply(rng.choice(s.legal_moves()))
    n += 1
    if n %% 50 == 0:
        s2 = rules.decode(s.encode())
print('RESULT', n, s.is_over(), imported)
"""


@needs_cpy32
@pytest.mark.parametrize("game_id", ["refgame"] + contract.registered_ids())
def test_engine_plays_a_game_on_circuitpython_in_64k(game_id, deployed_drive):
    # a game from the .mpy files deploy ships, as the device loads them (the reference game from its source)
    mod = "tests.refgame.rules" if game_id == "refgame" else "games.%s.rules" % game_id
    root = cpy32.REPO if game_id == "refgame" else deployed_drive
    lo, hi = contract.player_counts(game_id)[0], contract.player_counts(game_id)[-1]
    for seed, players in ((1, lo), (2, hi)):
        r = cpy32.run_result(PLAY % {"mod": mod, "seed": seed, "players": players}, heap_kb=64, timeout=120, cwd=root)
        assert r.ok, r
        line = [x for x in r.stdout.splitlines() if x.startswith("RESULT")][-1].split()
        assert line[2] == "True", r.stdout


@pytest.mark.device("cpy32")
def test_runtime_modules_that_micropython_can_load_stay_small():
    from sim.bench import runtime
    sizes = runtime.micropython_import_heap()
    assert sizes["all of them"] < 16 * 1024, sizes


# What CircuitPython 10 lacks that CPython has (probed on cpy32; the list is in docs/RUNTIME.md). Calls of these
# in device code are caught by sim.twin.lacks (tests/test_twin.py), which asks the core itself; bytearray's
# pop/remove/insert/copy/clear cannot be told from list's by name, the runs on cpy32 (tests/test_float32_replay.py)
# catch those.
MISSING_STR_METHODS = ("capitalize", "title", "swapcase", "casefold", "zfill", "ljust", "rjust", "expandtabs",
                       "istitle", "isalnum", "isidentifier", "isprintable", "isdecimal", "isnumeric", "removeprefix",
                       "removesuffix", "format_map", "maketrans", "translate")
MISSING_BUILTINS = ("ascii", "format", "vars")
MISSING_OTHER = (("int", "bit_count"), ("bytearray", "pop"), ("bytearray", "remove"), ("bytearray", "insert"),
                 ("bytearray", "copy"), ("bytearray", "clear"))
PROBED = {  # the names probed on cpy32: CPython has them all
    "str": MISSING_STR_METHODS + ("center", "partition", "rpartition", "splitlines", "startswith", "endswith",
                                  "strip", "split", "rsplit", "join", "replace", "find", "rfind", "index", "count",
                                  "format", "lower", "upper", "isdigit", "isalpha", "isspace", "encode"),
    "bytes": ("hex", "fromhex", "decode", "find", "count", "startswith", "split", "join", "strip", "replace"),
    "bytearray": ("hex", "decode", "find", "extend", "append", "pop", "remove", "insert", "copy", "clear"),
    "list": ("copy", "clear", "sort", "reverse", "index", "count", "insert", "pop", "remove", "extend"),
    "dict": ("copy", "clear", "get", "items", "keys", "values", "pop", "popitem", "setdefault", "update",
             "fromkeys"),
    "int": ("from_bytes", "to_bytes", "bit_length", "bit_count"),
}


@pytest.mark.device("cpy32")
def test_the_list_of_what_circuitpython_lacks_matches_cpy32():
    from sim import cpy32
    probe = "import builtins\nfor t, names in %r:\n    print(t, ' '.join(n for n in names if not hasattr(%s, n)))\n" % (
        sorted(PROBED.items()), "{'str': str, 'bytes': bytes, 'bytearray': bytearray, 'list': list, 'dict': dict, "
                                "'int': int}[t]")
    probe += "print('builtins', ' '.join(n for n in ('abs', 'ascii', 'format', 'vars', 'sorted', 'divmod') "
    probe += "if not hasattr(builtins, n)))\n"
    r = cpy32.run_result(probe, timeout=30)
    assert r.ok, r
    missing = {}
    for line in r.stdout.splitlines():
        t, _, names = line.partition(" ")
        missing[t] = tuple(names.split())
    want = {t: () for t in PROBED}
    want["str"] = MISSING_STR_METHODS
    for t, n in MISSING_OTHER:
        want[t] = want[t] + (n,)
    want["builtins"] = MISSING_BUILTINS
    assert missing == want
