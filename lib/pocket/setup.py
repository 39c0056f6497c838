# What a match is: which game, who plays each seat, the options. Packed into bytes for the launch record
# (launcher -> play.py across a reload) and at the head of every save. Also the games installed (GAMES): lib
# imports no game, code.py and play.py hand games/registry.py's over.
GAMES = ()  # the registry's entries, in menu order (docs/ENGINE.md, "The games registry")
# consts from lib/pocket/fields.py (python -m sim.consts writes this block: change the numbers there)
from micropython import const
_ID = const(0)
_OPTIONS = const(5)
_OPT_KEY = const(0)
_OPT_VALUES = const(2)
# end of consts

# A seat's kind: HUMAN, or the computer at a level (0 Easy, 1 Normal, 2 Hard) as kind level + 1. Converted here
# only (cpu_kind, level_of).
HUMAN = 0


def cpu_kind(level):
    """The seat kind of the computer playing at level (0 Easy .. 2 Hard)."""
    return level + 1


def level_of(kind):
    """The computer's level (0 Easy .. 2 Hard) of a seat kind that is not HUMAN."""
    return kind - 1


def keep_only(game_id):
    """Forget every entry of GAMES but this game's (a match's heap has no use for the others). Their places stay
    (None): a game's save slot is its place in the menu."""
    global GAMES
    GAMES = tuple(g if g[_ID] == game_id else None for g in GAMES)


class Setup:
    def __init__(self, game_id, kinds, options=(), seed=0):
        self.game_id = game_id
        self.kinds = bytearray(kinds)
        self.options = bytearray(options)  # index into each registry option's values
        self.seed = seed & 0xFFFFFFFF

    def entry(self):
        """The registry entry of this game (raises ValueError for a game that is not installed)."""
        for i, g in enumerate(GAMES):
            if g is not None and g[_ID] == self.game_id:
                return i, g
        raise ValueError("game %s is not installed" % self.game_id)

    def option_kwargs(self):
        _, g = self.entry()
        kw = {}
        for i, opt in enumerate(g[_OPTIONS]):
            idx = self.options[i] if i < len(self.options) else 0
            if idx >= len(opt[_OPT_VALUES]):
                raise ValueError("bad option")
            kw[opt[_OPT_KEY]] = opt[_OPT_VALUES][idx]
        return kw

    def names(self):
        """Seat names for the status strip: "You"/"CPU" with one human, "P1".."P5" otherwise."""
        humans = 0
        cpus = 0
        for k in self.kinds:
            if k == HUMAN:
                humans += 1
            else:
                cpus += 1
        out = []
        for i, k in enumerate(self.kinds):
            if k != HUMAN:
                out.append("CPU" if cpus == 1 else "CPU%d" % (i + 1))
            elif humans == 1:
                out.append("You")
            else:
                out.append("P%d" % (i + 1))
        return out

    def pack(self):
        gid = self.game_id.encode()
        b = bytearray([len(gid)])
        b.extend(gid)
        b.append(len(self.kinds))
        b.extend(self.kinds)
        b.append(len(self.options))
        b.extend(self.options)
        s = self.seed
        b.extend(bytes((s & 255, (s >> 8) & 255, (s >> 16) & 255, (s >> 24) & 255)))
        return b


# The launch record (launcher -> play.py across a reload): the setup, then a byte saying whether to resume its save.
def launch_record(setup, resume=False, slot=0):
    """The launch record: the setup, the game's nvm slot as the launcher found it (pocket.savefind: slot + 1, plus 16
    when a save names the game there; 0: none found), then the resume flag."""
    b = setup.pack()
    b.append(slot)
    b.append(1 if resume else 0)
    return b


def read_launch(data):
    """(Setup, resume, the nvm slot byte or None) of a launch record; ValueError when it is not one."""
    if data is None or len(data) < 2:
        raise ValueError("no launch record")
    setup, rest = unpack(data[:-1])
    return setup, data[-1] == 1, rest[0] if rest else None


def unpack(data):
    """(Setup, rest of data). Raises ValueError on anything malformed."""
    try:
        n = data[0]
        gid = bytes(data[1:1 + n]).decode()
        i = 1 + n
        np = data[i]
        kinds = data[i + 1:i + 1 + np]
        i += 1 + np
        no = data[i]
        opts = data[i + 1:i + 1 + no]
        i += 1 + no
        seed = data[i] | (data[i + 1] << 8) | (data[i + 2] << 16) | (data[i + 3] << 24)
        i += 4
    except (IndexError, UnicodeError):
        raise ValueError("malformed setup")
    if len(kinds) != np or len(opts) != no or not 1 <= np <= 5:
        raise ValueError("malformed setup")
    for k in kinds:
        if k > 3:  # cpu_kind(2): the computer at Hard
            raise ValueError("malformed setup")
    return Setup(gid, kinds, opts, seed), data[i:]
