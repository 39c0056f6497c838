# Player settings kept in nvm, validated on read (a bad or missing record gives the defaults).
from pocket.saves import Store

# name, label, value labels, default index
FIELDS = (
    ("level", "CPU level", ("Easy", "Normal", "Hard"), 1),
    ("sound", "Sound", ("Off", "On"), 1),
    ("lights", "Lights", ("Off", "On"), 1),
    ("brightness", "Brightness", ("25%", "50%", "75%", "100%"), 3),
    ("pace", "CPU moves", ("Fast", "Normal", "Slow"), 1),
    ("flip", "Hot seat flip", ("Off", "On"), 1),
    ("autoclaim", "Auto-claim", ("Off", "On"), 0),
)


class Settings:
    def __init__(self, store=None):
        self.store = store if store is not None else Store()
        self.values = bytearray(len(FIELDS))
        for i, f in enumerate(FIELDS):
            self.values[i] = f[3]

    def index(self, name):
        for i, f in enumerate(FIELDS):
            if f[0] == name:
                return i
        raise KeyError(name)

    def get(self, name):
        return self.values[self.index(name)]

    def set(self, name, value):
        i = self.index(name)
        if not 0 <= value < len(FIELDS[i][2]):
            raise ValueError("bad value for %s" % name)
        self.values[i] = value

    def load(self):
        data = self.store.read_settings()
        if data is None:
            return False
        for i, f in enumerate(FIELDS):
            if i < len(data) and data[i] < len(f[2]):
                self.values[i] = data[i]
        return True

    def save(self):
        return self.store.write_settings(bytes(self.values))
