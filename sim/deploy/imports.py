"""python -m sim.deploy.imports [--write]: the modules device code imports that are not ours, traced.

Runs the unchanged device program in the headless simulator (boot to the menu, then each registered game with
two CPU players for a while) with an import hook, and records every module imported by device code (code.py,
boot.py, play.py, lib/, games/) or, in turn, by a library it imports (so a library's lazily loaded parts, such as
adafruit_imageload.bmp.indexed, are found); adds every import statement of device code, and each library's
top-level imports read from its source (the simulator fakes neopixel and loads some libraries itself before the
program does). Imports inside a library's `try: ... except ImportError` are optional there (type hints, other
boards) and not followed. Built-in modules of the PyBadge's firmware (sim.deploy.FIRMWARE_MODULES) are listed but
not followed. --write stores the list in sim/deploy/imports.txt,
which sim.deploy reads to know which libraries to copy. (The device twin of issue 13 will produce this list from
the deployed program on CircuitPython itself.)
"""
import argparse
import ast
import builtins
import importlib.machinery
import os
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
LIST = os.path.join(ROOT, "sim", "deploy", "imports.txt")
OURS = ("pocket", "games", "code", "boot", "play", "tests")
DEVICE_DIRS = tuple(os.path.join(ROOT, d) + os.sep for d in ("lib", "games"))
DEVICE_TOP = tuple(os.path.join(ROOT, f) for f in ("code.py", "boot.py", "play.py"))
FRAMES_MENU = 120
FRAMES_GAME = 400


def is_ours(name):
    return name.split(".")[0] in OURS


def _device_file(path):
    return bool(path) and (path.startswith(DEVICE_DIRS) or path in DEVICE_TOP)


def _absolute(name, globals_, level):
    if not level:
        return name
    package = (globals_ or {}).get("__package__") or ""
    base = package.rsplit(".", level - 1)[0] if level > 1 else package
    return "%s.%s" % (base, name) if name else base


def on_device(name):
    """False for CPython-only modules (typing...) that libraries import inside try/except ImportError for type
    hints."""
    top = name.split(".")[0]
    return top in FIRMWARE_MODULES() or top not in sys.stdlib_module_names


class Tracer:
    def __init__(self):
        self.found = set()
        self.library_files = set()  # files of the libraries found, whose own imports count too
        self._read = set()
        self._real = builtins.__import__

    def __enter__(self):
        builtins.__import__ = self._import
        return self

    def __exit__(self, *exc):
        builtins.__import__ = self._real

    def _import(self, name, globals=None, locals=None, fromlist=(), level=0):
        importer = (globals or {}).get("__file__")
        names = []
        try:
            if (_device_file(importer) or importer in self.library_files) and \
                    sys._getframe(1).f_lineno not in optional_lines(importer):
                full = _absolute(name, globals, level)
                names = [full] + ["%s.%s" % (full, f) for f in fromlist or () if f != "*"]
                for n in names:  # before the import runs, so the library's own imports are traced too
                    self._note_file(n)
        except Exception:  # the trace must never change what the program does
            names = []
        module = self._real(name, globals, locals, fromlist, level)
        for n in names:
            if n == names[0] or n in sys.modules:  # a fromlist name may be an attribute, not a module
                self._record(n)
        return module

    def _note_file(self, name):
        path = source_of(name)
        if path and not is_ours(name) and name.split(".")[0] not in FIRMWARE_MODULES():
            self.library_files.add(path)

    def _record(self, name):
        if not name or is_ours(name) or not on_device(name):
            return
        parts = name.split(".")
        for i in range(1, len(parts) + 1):  # a submodule needs its packages
            self.found.add(".".join(parts[:i]))
        if parts[0] in FIRMWARE_MODULES():
            return
        # its top-level imports, read from its source: the simulator fakes some libraries (neopixel) and imports
        # others itself before the program does, so their imports do not run under the hook
        path = source_of(name)
        if path and name not in self._read:
            self._read.add(name)
            for dep in top_level_imports(path, name):
                self._record(dep)


def FIRMWARE_MODULES():
    from sim.deploy import FIRMWARE_MODULES as names
    return names


def source_of(name):
    """The .py file a module would be loaded from on the desktop, found without importing it (None if none)."""
    parts = name.split(".")
    path = None
    for i, part in enumerate(parts):
        spec = importlib.machinery.PathFinder.find_spec(part, path)
        if spec is None:
            return None
        path = spec.submodule_search_locations
        if i < len(parts) - 1 and not path:
            return None
    origin = spec.origin
    return origin if origin and origin.endswith(".py") else None


_OPTIONAL = {}


def _catches_import_error(handler):
    t = handler.type
    names = t.elts if isinstance(t, ast.Tuple) else [t]
    return any(isinstance(n, ast.Name) and n.id == "ImportError" for n in names)


def _imports_firmware(stmts):
    for stmt in stmts:
        for node in ast.walk(stmt):
            if isinstance(node, ast.Import) and any(a.name.split(".")[0] in FIRMWARE_MODULES() for a in node.names):
                return True
            if isinstance(node, ast.ImportFrom) and not node.level and \
                    (node.module or "").split(".")[0] in FIRMWARE_MODULES():
                return True
    return False


def _lines(stmts):
    out = set()
    for stmt in stmts:
        out.update(range(stmt.lineno, (stmt.end_lineno or stmt.lineno) + 1))
    return out


def optional_lines(path):
    """Line numbers inside `try:` blocks that catch ImportError: imports there are optional (type hints, fallbacks
    for other boards), so a library imported only there is not installed. Device code's desktop fallbacks too."""
    if path not in _OPTIONAL:
        lines = set()
        for node in ast.walk(ast.parse(open(path, encoding="utf-8").read())):
            if isinstance(node, ast.Try) and any(_catches_import_error(h) for h in node.handlers):
                lines |= _lines(node.body)
        _OPTIONAL[path] = lines | desktop_lines(path)
    return _OPTIONAL[path]


def desktop_lines(path):
    """In device code, the lines of the `except` handlers of a `try:` that imports a module of the PyBadge's
    firmware: the firmware always has it, so such a handler (pocket.hw's neopixel library, for the desktop) never
    runs on the device, and a library imported only there is not installed."""
    lines = set()
    if _device_file(path):
        for node in ast.walk(ast.parse(open(path, encoding="utf-8").read())):
            if isinstance(node, ast.Try) and _imports_firmware(node.body):
                for h in node.handlers:
                    lines |= _lines(h.body)
    return lines


def top_level_imports(path, name):
    """Modules imported at a module's top level, except inside `try: ... except ImportError` (optional ones)."""
    tree = ast.parse(open(path, encoding="utf-8").read())
    package = name if path.endswith("__init__.py") else name.rpartition(".")[0]
    out = []
    for node in tree.body:
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = _absolute(node.module or "", {"__package__": package}, node.level)
            out.append(base)
            out += ["%s.%s" % (base, a.name) for a in node.names if source_of("%s.%s" % (base, a.name))]
    return out


def trace(menu_frames=FRAMES_MENU, game_frames=FRAMES_GAME):
    """Sorted names of every non-ours module the device program imports in the scenarios."""
    from sim.runner import Sim
    from games import registry
    tracer = Tracer()
    with tracer:
        s = Sim()
        try:
            s.run(menu_frames)
        finally:
            s.close()
        for entry in registry.GAMES:
            s = Sim(game=entry[0], seed=1, players=("cpu:2", "cpu:0"))
            try:
                s.run(game_frames)
            finally:
                s.close()
    # and every import statement in device code, so paths the scenarios do not take (boot.py, saving a record,
    # leaving a game) count too
    for path, name in device_modules():
        tree = ast.parse(open(path, encoding="utf-8").read())
        package = name if path.endswith("__init__.py") else name.rpartition(".")[0]
        skip = desktop_lines(path)
        for node in ast.walk(tree):
            if getattr(node, "lineno", None) in skip:
                continue
            if isinstance(node, ast.Import):
                for a in node.names:
                    tracer._record(a.name)
            elif isinstance(node, ast.ImportFrom):
                tracer._record(_absolute(node.module or "", {"__package__": package}, node.level))
    return sorted(tracer.found)


def device_modules():
    """(path, module name) of every device source file."""
    out = [(p, os.path.basename(p)[:-3]) for p in DEVICE_TOP if os.path.exists(p)]
    for top in ("lib", "games"):
        for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, top)):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
            for f in sorted(filenames):
                if f.endswith(".py"):
                    path = os.path.join(dirpath, f)
                    rel = os.path.relpath(path, os.path.join(ROOT, "lib") if top == "lib" else ROOT)
                    name = rel[:-3].replace(os.sep, ".")
                    out.append((path, name[:-len(".__init__")] if name.endswith(".__init__") else name))
    return out


def read_list(path=LIST):
    with open(path, encoding="utf-8") as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]


HEADER = ("# Modules the device program imports that are not ours (one a line), traced by python -m sim.deploy.imports"
          " --write.\n# sim.deploy copies those the PyBadge's firmware does not have built in.\n")


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m sim.deploy.imports", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--write", action="store_true", help="store the list in sim/deploy/imports.txt")
    args = ap.parse_args(argv)
    names = trace()
    if args.write:
        with open(LIST, "w", encoding="utf-8") as f:
            f.write(HEADER + "".join(n + "\n" for n in names))
    print("\n".join(names))
    return 0


if __name__ == "__main__":
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sys.exit(main())
