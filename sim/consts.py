"""python -m sim.consts: the numbers a device module copies from another, written once (issue 39).

A module of lib/ or games/ that reads a source module's numbers in its hot paths takes them as compile-time constants
(`_NAME = const(v)`: the device's compiler folds them, so they cost no global and no look-up, issue 14). It holds
one block, between

    # consts from games/cetkaik/layout.py (python -m sim.consts writes this block: change the numbers there)
    ...
    # end of consts

and writes `_NAME` where it means the source's `NAME`. This step writes the block: the import of const, then
`_NAME = const(value)` for every name of the source (an int, upper case) the module uses outside the block, in the
source's order. A number is changed in the source alone; `python -m sim.consts --check` (tests/test_consts.py)
exits 1 when a block is not what this step would write."""
import importlib
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOPS = ("lib", "games")
BEGIN = re.compile(r"^# consts from (\S+\.py) \(python -m sim\.consts writes this block: change the numbers there\)$",
                   re.M)
END = "# end of consts"
# the import of const: the runtime's (lib/) runs on the desktop under Blinka, which has a micropython module; a game's
# engines also run on plain CPython and PyPy (sim/peer), which have none
IMPORT = {"lib": "from micropython import const\n",
          "games": ("try:\n"
                    "    from micropython import const\n"
                    "except ImportError:  # CPython\n"
                    "    def const(x):\n"
                    "        return x\n")}
USED = re.compile(r"(?<![A-Za-z0-9_.])_([A-Z][A-Z0-9_]*)\b")


def module_name(path):
    """games/cetkaik/layout.py -> games.cetkaik.layout; lib/pocket/fields.py -> pocket.fields."""
    rel = os.path.relpath(os.path.join(ROOT, path), ROOT)[:-3].split(os.sep)
    if rel[0] == "lib":
        rel = rel[1:]
    return ".".join(rel)


def numbers(source):
    """[(NAME, value)] of the source module's upper-case int names, in the order it defines them."""
    for p in (ROOT, os.path.join(ROOT, "lib")):
        if p not in sys.path:
            sys.path.append(p)
    mod = importlib.import_module(module_name(source))
    return [(k, v) for k, v in vars(mod).items()
            if k.isupper() and not k.startswith("_") and isinstance(v, int) and not isinstance(v, bool)]


def device_files():
    for top in TOPS:
        for folder, _, files in os.walk(os.path.join(ROOT, top)):
            for f in sorted(files):
                if f.endswith(".py"):
                    yield os.path.join(folder, f)


def rewrite(text, where):
    """The text of the module at where (its path from the repo's top) with its block written afresh (the text
    itself when it has none)."""
    m = BEGIN.search(text)
    if m is None:
        return text
    start = m.end() + 1
    end = text.find(END, start)
    if end < 0:
        raise SystemExit("%s: '%s' has no '%s' after it" % (where, m.group(0), END))
    outside = text[:m.start()] + text[end + len(END):]
    own = set(re.findall(r"^_([A-Z][A-Z0-9_]*) = ", outside, re.M))  # the module's own constants stay its own
    used = set(USED.findall(outside)) - own
    block = IMPORT[where.split(os.sep)[0]] + "".join("_%s = const(%d)\n" % (k, v) for k, v in numbers(m.group(1)) if k in used)
    return text[:start] + block + text[end:]


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    check = "--check" in argv
    stale = []
    for path in device_files():
        with open(path, encoding="utf-8") as f:
            text = f.read()
        rel = os.path.relpath(path, ROOT)
        new = rewrite(text, rel)
        if new != text:
            stale.append(rel)
            if not check:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(new)
                print("consts: wrote %s" % rel)
    if check and stale:
        print("consts: stale blocks (run python -m sim.consts): %s" % ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
