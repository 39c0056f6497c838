# Forgetting an imported module, so its code leaves the heap until it is imported again: code a game needs only now
# and then (a phase, a screen, a Resume) costs its heap only then. No displayio here: engines use it too.
import sys


def borrow(name):
    """(the module `name`, whether this call imported it): the caller forgets it after use when it did, and leaves
    it alone when someone else had it loaded."""
    had = name in sys.modules
    return __import__(name, None, None, ["_"]), not had


def forget(name, family=False):
    """Drop an imported module (e.g. "pocket.modal"; with family, every module whose name starts so, e.g.
    "games.<id>.ai" and any games.<id>.ai<part>) so its code is freed when nothing holds it; the next import loads
    it again from the drive. The parent package's attribute goes too: it would keep the module alive."""
    for full in [n for n in sys.modules if n == name or (family and n.startswith(name))]:
        sys.modules.pop(full, None)
        parts = full.split(".")
        pkg = sys.modules.get(".".join(parts[:-1]))
        if pkg is not None and parts[-1] in dir(pkg):
            delattr(pkg, parts[-1])


def run(name, function, *args):
    """Imports the module `name`, returns its `function`(*args), and forgets the module again when this call
    imported it: code needed once in a while (a deal, a screen's build, a menu) holds its heap only while it runs."""
    mod, mine = borrow(name)
    try:
        return getattr(mod, function)(*args)
    finally:
        mod = None
        if mine:
            forget(name)
