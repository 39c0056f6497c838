"""python -m sim.twin.lacks: device code that calls a str/bytes/list/dict/... method or a builtin that CircuitPython
10 lacks. What the core has is asked of the core itself (cpy32's dir() of each type and of builtins); the device
files are read for `.name(` calls and bare names that CPython has and the core does not. A method name that device
code defines itself (a class of ours) is not flagged. The twin's scenarios find the rest at run time."""
import ast
import builtins
import json
import os
import subprocess
import sys

from sim import cpy32

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TYPES = ("str", "bytes", "bytearray", "list", "dict", "tuple", "set", "int", "float")
PROBE = ("import builtins\nfor t in (%s,):\n print(t.__name__, ' '.join(dir(t)))\n"
         "print('builtins', ' '.join(dir(builtins)))" % ", ".join(TYPES))


def core_names():
    """{type name or 'builtins': set of attribute names} on CircuitPython's core."""
    out = subprocess.run([cpy32.tool("cpy32"), "-c", PROBE], capture_output=True, text=True, check=True).stdout
    names = {}
    for line in out.splitlines():
        head, _, rest = line.partition(" ")
        names[head] = set(rest.split())
    return names


def lacking():
    """(methods, builtin names): what CPython has on those types and in builtins that the core lacks."""
    core = core_names()
    methods = set()
    for t in TYPES:
        ours = set(n for n in dir(getattr(builtins, t)) if not n.startswith("_"))
        methods |= ours - core[t]
    # a method some type has on the core is fine on that type; only names no core type has are certain misses
    for t in TYPES:
        methods -= core[t]
    names = set(n for n in dir(builtins) if not n.startswith("_")) - core["builtins"]
    return methods, names


def device_files(root=ROOT):
    files = [os.path.join(root, f) for f in ("code.py", "boot.py", "play.py") if os.path.exists(os.path.join(root, f))]
    for top in ("lib", "games"):
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
            files.extend(os.path.join(dirpath, f) for f in sorted(filenames) if f.endswith(".py"))
    return files


def scan(files, methods, names):
    """[(file, line, what)] for every call of a lacking method or use of a lacking builtin."""
    trees = {}
    own_methods = set()  # `def name` inside a class of ours: obj.name() may be ours
    defined = set()  # functions, classes and variables of ours: a bare name may be ours
    for path in files:
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read(), path)
        trees[path] = tree
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                own_methods.update(n.name for n in node.body if isinstance(n, ast.FunctionDef))
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                defined.add(node.name)
            elif isinstance(node, ast.Assign):
                for t in node.targets:
                    if isinstance(t, ast.Name):
                        defined.add(t.id)
    found = []
    for path, tree in trees.items():
        rel = os.path.relpath(path, ROOT)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                if node.func.attr in methods and node.func.attr not in own_methods:
                    found.append((rel, node.lineno, ".%s()" % node.func.attr))
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
                if node.id in names and node.id not in defined:
                    found.append((rel, node.lineno, node.id))
    return sorted(found)


def main(argv=None):
    if not cpy32.available("cpy32"):
        print("lacks: CircuitPython's core is not at %s" % cpy32.tools_dir(), file=sys.stderr)
        return 2
    methods, names = lacking()
    found = scan(device_files(), methods, names)
    for rel, line, what in found:
        print("%s:%d: %s does not exist on CircuitPython 10" % (rel, line, what))
    if "--list" in (argv or sys.argv[1:]):
        print(json.dumps({"methods": sorted(methods), "builtins": sorted(names)}, indent=1))
    print("%d uses of what CircuitPython 10 lacks in %d device files" % (len(found), len(device_files())))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
