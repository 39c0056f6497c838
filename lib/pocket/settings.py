# Player settings kept in nvm, validated on read (a bad or missing record gives the defaults). The Settings
# screen's labels live with the screen (pocket.settings_screen): a game's heap keeps only these bytes.
from pocket.saves import Store

NAMES = ("level", "sound", "lights", "brightness", "pace", "autoclaim")
DEFAULTS = b"\x01\x01\x01\x03\x01\x00"  # level Normal, sound on, lights on, brightness 100 %, pace Normal...
COUNTS = b"\x03\x02\x02\x04\x03\x02"    # how many values each setting has
OLD_FLIP = 5  # records of 7 bytes held a "Hot seat flip" here that no game read (removed, issue 29): skipped


class Settings:
    def __init__(self, store=None):
        self.store = store if store is not None else Store()
        self.values = bytearray(DEFAULTS)

    def index(self, name):
        for i in range(len(NAMES)):
            if NAMES[i] == name:
                return i
        raise KeyError(name)

    def get(self, name):
        return self.values[self.index(name)]

    def set(self, name, value):
        i = self.index(name)
        if not 0 <= value < COUNTS[i]:
            raise ValueError("bad value for %s" % name)
        self.values[i] = value

    def load(self):
        data = self.store.read_settings()
        if data is None:
            return False
        if len(data) == len(NAMES) + 1:
            data = data[:OLD_FLIP] + data[OLD_FLIP + 1:]
        for i in range(len(NAMES)):
            if i < len(data) and data[i] < COUNTS[i]:
                self.values[i] = data[i]
        return True

    def save(self):
        return self.store.write_settings(bytes(self.values))
