"""Apply a unified diff (pystack.patch) to a source tree, strictly: every hunk's old text must occur exactly once in
its file, or nothing is written and BuildError says which hunk did not match. No `patch` program is needed, and
`git apply` is avoided because inside another repository's work tree it silently skips paths."""
import os

from sim.twin.core import TAG, BuildError


def parse(text):
    """[(path, [(old, new), ...]), ...] from a unified diff; path is the `+++ b/...` name without its `b/`."""
    files = []
    hunks = None
    old = new = None
    for line in text.splitlines(True):
        if line.startswith("--- "):
            continue
        if line.startswith("+++ "):
            path = line[4:].strip().split("\t")[0]
            hunks = []
            files.append((path[2:] if path.startswith("b/") else path, hunks))
            old = new = None
        elif line.startswith("@@"):
            if hunks is None:
                raise BuildError("patch: a hunk before any file header")
            old, new = [], []
            hunks.append((old, new))
        elif old is not None and line[:1] in (" ", "-", "+"):
            if line[0] != "+":
                old.append(line[1:])
            if line[0] != "-":
                new.append(line[1:])
        elif old is not None and line.strip() == "":
            old.append("\n")  # a context line whose leading space an editor stripped
            new.append("\n")
    return [(path, [("".join(o), "".join(n)) for o, n in hunks]) for path, hunks in files]


def apply(patch_path, tree):
    """Apply patch_path to the files under tree; returns the paths changed (relative to tree)."""
    with open(patch_path) as f:
        files = parse(f.read())
    if not files:
        raise BuildError("%s has no file to change" % patch_path)
    changed = {}
    for path, hunks in files:
        full = os.path.join(tree, path)
        if not os.path.isfile(full):
            raise BuildError("%s changes %s, which is not in the source tree %s" % (
                os.path.basename(patch_path), path, tree))
        with open(full) as f:
            text = f.read()
        for i, (old, new) in enumerate(hunks):
            count = text.count(old)
            if count != 1:
                raise BuildError("%s: hunk %d of %s %s in the source (is it CircuitPython %s?)" % (
                    os.path.basename(patch_path), i + 1, path, "is not found" if count == 0 else
                    "matches %d places" % count, TAG))
            text = text.replace(old, new)
        changed[full] = text
    for full, text in changed.items():
        with open(full, "w") as f:
            f.write(text)
    return [path for path, _ in files]

