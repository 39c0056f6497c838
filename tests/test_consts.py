"""The numbers a device module copies from another are written once (issue 39): python -m sim.consts writes each
`# consts from <source>` block from its source (a game's layout.py, the runtime's pocket/fields.py), and every
committed block is what it would write."""
from sim import consts


def test_every_committed_block_is_what_sim_consts_writes():
    assert consts.main(["--check"]) == 0


def test_a_block_follows_its_source_and_the_names_the_module_uses():
    head = "# consts from games/tanbo/layout.py (python -m sim.consts writes this block: change the numbers there)\n"
    text = head + "_PHASE = const(99)\n_UNUSED = const(1)\n# end of consts\nx = s[_PHASE] + s[_PLAYER]\n_MINE = 3\n"
    new = consts.rewrite(text, "games/tanbo/x.py")
    from games.tanbo import layout
    assert "_PHASE = const(%d)\n" % layout.PHASE in new and "_PLAYER = const(%d)\n" % layout.PLAYER in new
    assert "_UNUSED" not in new and "const(99)" not in new
    assert new.index("_PHASE") < new.index("_PLAYER") or layout.PHASE > layout.PLAYER  # the source's order
    assert "except ImportError" in new  # a game's engines also run on plain CPython
    assert consts.rewrite(new, "games/tanbo/x.py") == new
    lib = consts.rewrite(text.replace("games/tanbo/layout.py", "lib/pocket/fields.py").replace("_PHASE", "_TITLE"),
                         "lib/pocket/x.py")
    assert "from micropython import const\n_TITLE = const(1)\n# end of consts" in lib


def test_the_runtime_and_the_games_use_the_blocks():
    """Cetkaik's view, ai and rules, Tanbo's ai, and the runtime's readers of the registry and of a
    recorded turn hold such blocks (no copied numbers, no globals on the device's heap)."""
    import os
    found = []
    for path in consts.device_files():
        with open(path, encoding="utf-8") as f:
            if consts.BEGIN.search(f.read()):
                found.append(os.path.relpath(path, consts.ROOT).replace(os.sep, "/"))
    for need in ("games/cetkaik/view.py", "games/cetkaik/ai.py", "games/cetkaik/rules.py", "games/tanbo/ai.py",
                 "lib/pocket/launcher.py", "lib/pocket/match.py", "lib/pocket/setup.py"):
        assert need in found
