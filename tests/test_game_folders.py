"""A game is its folder (issue 39): the runtime (lib/) and sim's generic tools name no game; they take the games
from the registry, and what a game alone needs lives in games/<id>/ and sim/games/<id>/ (tests/test_sixth_game.py
adds a sixth game so)."""
import ast
import os
import re

from games.registry import GAMES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IDS = re.compile(r"\b(%s)\b" % "|".join(g[0] for g in GAMES))
# sim's rooms of one game each, and the deploy's measured words (sim/deploy/__init__.py's PY_COSTS, issue 38's)
NOT_GENERIC = (os.path.join("sim", "games"), os.path.join("sim", "deploy"))


def python_files(top):
    for folder, _, files in os.walk(os.path.join(ROOT, top)):
        for f in sorted(files):
            if f.endswith(".py"):
                yield os.path.join(folder, f)


def code_strings(path):
    """The string constants of a module that are not docstrings (usage examples stay free to name a game)."""
    tree = ast.parse(open(path, encoding="utf-8").read(), path)
    docs = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)) and node.body and \
                isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant):
            docs.add(id(node.body[0].value))
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            yield node.lineno, node.value


def test_the_runtime_names_no_game():
    found = []
    for path in python_files("lib"):
        for n, line in enumerate(open(path, encoding="utf-8"), 1):
            if IDS.search(line.lower()):
                found.append("%s:%d: %s" % (os.path.relpath(path, ROOT), n, line.strip()))
    assert not found, found


def test_sims_generic_tools_name_no_game():
    found = []
    for path in python_files("sim"):
        rel = os.path.relpath(path, ROOT)
        if rel.startswith(NOT_GENERIC):
            continue
        for n, text in code_strings(path):
            if IDS.search(text):
                found.append("%s:%d: %r" % (rel, n, text[:80]))
    assert not found, found


def test_the_checks_would_see_a_game_named():
    assert IDS.search("games.tanbo.ai") and IDS.search('"beans"') and not IDS.search("tanbooo")
    src = 'def f():\n    """Usage: tanbo"""\n    return "cetkaik"\n'
    path = os.path.join(ROOT, "build", "probe_names.py")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(src)
    try:
        assert [t for _, t in code_strings(path)] == ["cetkaik"]
    finally:
        os.remove(path)
