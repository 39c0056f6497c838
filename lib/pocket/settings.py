# Player settings kept in nvm, validated on read (a bad or missing record gives the defaults): the runtime's, then
# each installed game's own (its registry entry's settings, in menu order; a game's first value is its default). The
# Settings screen's labels live with the screen (pocket.settings_screen): a game's heap keeps only these bytes.
from pocket.saves import Store

NAMES = ("level", "sound", "lights", "brightness", "pace")  # the runtime's
DEFAULTS = b"\x01\x01\x01\x03\x01"  # level Normal, sound on, lights on, brightness 100 %, pace Normal
COUNTS = b"\x03\x02\x02\x04\x03"    # how many values each setting has
OLD_FLIP = 5  # records one byte longer held a "Hot seat flip" here that no game read (removed, issue 29): skipped
# consts from lib/pocket/fields.py (python -m sim.consts writes this block: change the numbers there)
from micropython import const
_SETTINGS = const(6)
# end of consts


class Settings:
    def __init__(self, store=None, games=None):
        """games: the registry's entries (default: pocket.setup.GAMES, the games installed)."""
        self.store = store if store is not None else Store()
        if games is None:
            from pocket.setup import GAMES as games
        names = NAMES
        counts = COUNTS
        for g in games:
            if len(g) > _SETTINGS:
                for s in g[_SETTINGS]:
                    names += (s[0],)
                    counts += bytes((len(s[2]),))
        self.names = names
        self.counts = counts
        self.values = bytearray(DEFAULTS) + bytes(len(names) - len(NAMES))

    def index(self, name):
        names = self.names
        for i in range(len(names)):
            if names[i] == name:
                return i
        raise KeyError(name)

    def get(self, name):
        return self.values[self.index(name)]

    def set(self, name, value):
        i = self.index(name)
        if not 0 <= value < self.counts[i]:
            raise ValueError("bad value for %s" % name)
        self.values[i] = value

    def load(self):
        data = self.store.read_settings()
        if data is None:
            return False
        if len(data) == len(self.names) + 1:
            data = data[:OLD_FLIP] + data[OLD_FLIP + 1:]
        for i in range(len(self.names)):
            if i < len(data) and data[i] < self.counts[i]:
                self.values[i] = data[i]
        return True

    def save(self):
        return self.store.write_settings(bytes(self.values))
