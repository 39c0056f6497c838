"""Device code has no import circles (issue 27): no module of lib/ or games/ (nor the device twin's stand-ins)
imports, directly or through others, a module that imports it. The imports are read from the source, lazy ones
inside functions too, and `__import__("a.b")` with a literal name; importing a.b.c also imports the packages a
and a.b. A package's __init__.py imports nothing, so opening a package (a game's help) loads none of its engine."""
import ast
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def module_files(top, prefix=""):
    """{module name: path} of the .py files under ROOT/top (lib/ is the device's path: lib/pocket/x.py is
    pocket.x)."""
    found = {}
    base = os.path.join(ROOT, top)
    for folder, _, files in os.walk(base):
        for f in files:
            if f.endswith(".py"):
                rel = os.path.relpath(os.path.join(folder, f), base)[:-3].replace(os.sep, ".")
                if rel.endswith("__init__"):
                    rel = rel[:-len("__init__")].rstrip(".")
                name = (prefix + "." + rel if rel else prefix) if prefix else rel
                found[name] = os.path.join(folder, f)
    return found


def imported_names(path, name):
    """Every module name the file's import statements (anywhere in it) and literal __import__ calls name."""
    tree = ast.parse(open(path, encoding="utf-8").read(), path)
    package = name if path.endswith("__init__.py") else name.rpartition(".")[0]
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            out.add(base)
            out.update(base + "." + a.name for a in node.names)  # `from pkg import module`
        elif isinstance(node, ast.Call) and getattr(node.func, "id", None) == "__import__" and node.args and \
                isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
            out.add(node.args[0].value)
    return out


def graph(modules):
    """{module: the modules of `modules` it imports}, the packages of an imported module included."""
    edges = {}
    for name, path in modules.items():
        deps = set()
        for m in imported_names(path, name):
            parts = m.split(".")
            for i in range(1, len(parts) + 1):
                dep = ".".join(parts[:i])
                if dep in modules and dep != name:
                    deps.add(dep)
        edges[name] = deps
    return edges


def circles(edges):
    """The strongly connected components of more than one module (Tarjan, with an explicit stack)."""
    index, low, on, stack, found = {}, {}, set(), [], []
    counter = [0]
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(edges[w]))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    x = stack.pop()
                    on.discard(x)
                    comp.append(x)
                    if x == v:
                        break
                if len(comp) > 1:
                    found.append(sorted(comp))
    return found


def device_modules():
    mods = module_files("lib")
    mods.update(module_files("games", "games"))
    for top in ("code.py", "play.py", "boot.py"):
        mods[top[:-3]] = os.path.join(ROOT, top)
    return mods


def test_the_reader_finds_a_circle_and_lazy_imports():
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(edges) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []
    here = imported_names(os.path.join(ROOT, "lib", "pocket", "match.py"), "pocket.match")
    assert "pocket.verbs" in here and "pocket.modules" in here
    # a lazy import inside a function is read too (Tanbo's new_game imports pocket.modules there)
    assert "pocket.modules" in imported_names(os.path.join(ROOT, "games", "tanbo", "rules.py"), "games.tanbo.rules")


def test_device_code_has_no_import_circle():
    edges = graph(device_modules())
    assert edges["games.tanbo.rules"] >= {"games.tanbo.layout", "games.tanbo.decode", "games"}
    assert circles(edges) == []


def test_the_twins_stand_ins_have_no_import_circle():
    edges = graph(module_files(os.path.join("sim", "twin", "device")))
    assert "_twin" in edges["storage"]
    assert circles(edges) == []


def test_package_init_files_import_nothing():
    for name, path in device_modules().items():
        if path.endswith("__init__.py"):
            tree = ast.parse(open(path, encoding="utf-8").read(), path)
            calls = [n for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom)) or (
                isinstance(n, ast.Call) and getattr(n.func, "id", None) == "__import__")]
            assert not calls, "%s imports at line %d" % (path, calls[0].lineno)


def test_the_runtime_imports_no_game():
    """lib/ names no module of games/ (issue 39): code.py and play.py hand it the registry, and a game's modules are
    reached through the ids the registry gives (`__import__("games.%s.rules" % game_id)`)."""
    for name, path in module_files("lib").items():
        named = [m for m in imported_names(path, name) if m == "games" or m.startswith("games.")]
        assert not named, "%s imports %s" % (path, named)
    assert "games.registry" in imported_names(os.path.join(ROOT, "play.py"), "play")
