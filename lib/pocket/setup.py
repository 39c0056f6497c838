# What a match is: which game, who plays each seat, the options. Packed into bytes for the launch record
# (launcher -> play.py across a reload) and at the head of every save.
HUMAN = 0  # seat kinds: 0 human, 1 CPU Easy, 2 CPU Normal, 3 CPU Hard


class Setup:
    def __init__(self, game_id, kinds, options=(), seed=0):
        self.game_id = game_id
        self.kinds = bytearray(kinds)
        self.options = bytearray(options)  # index into each registry option's values
        self.seed = seed & 0xFFFFFFFF

    def entry(self):
        """The registry entry of this game (raises ValueError for a game that is not installed)."""
        from games.registry import GAMES
        for i, g in enumerate(GAMES):
            if g[0] == self.game_id:
                return i, g
        raise ValueError("game %s is not installed" % self.game_id)

    def option_kwargs(self):
        _, g = self.entry()
        kw = {}
        for i, opt in enumerate(g[5]):
            idx = self.options[i] if i < len(self.options) else 0
            if idx >= len(opt[2]):
                raise ValueError("bad option")
            kw[opt[0]] = opt[2][idx]
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
        if k > 3:
            raise ValueError("malformed setup")
    return Setup(gid, kinds, opts, seed), data[i:]
