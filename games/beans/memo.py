# The keep planner's memo tables (games/beans/plan.py). A module of its own: the device compiles each module in
# one piece when it is imported, so small modules keep the compiler's peak heap low.
from array import array


class Table:
    """A memo of small-int keys to small-int values in two flat arrays (open addressing), forgotten all at once when `cap`
    entries are in. Dicts of tuple keys left long-lived little objects and growing hash tables among a search's
    garbage and fragmented the device's heap; this allocates nothing once made (it grows only for large caps)."""

    def __init__(self, cap):
        self.cap = cap
        size = 16
        while size < cap + cap // 4 and size < 1024:  # at most 80 % full (cap 100: 128 slots, 1 KB)
            size *= 2
        self._alloc(size)

    def _alloc(self, size):
        self.size = size
        self.mask = size - 1
        self.keys = array("i", bytes(4 * size))  # key + 1; 0: empty (keys are below 2**30)
        self.vals = array("i", bytes(4 * size))
        self.n = 0

    def __len__(self):
        return self.n

    def clear(self):
        if self.n:
            keys = self.keys
            for i in range(self.size):
                keys[i] = 0
            self.n = 0

    def _slot(self, key):
        """Index of key's entry, or of the empty slot where it would go (keys are stored plus one: 0 is empty)."""
        keys = self.keys
        mask = self.mask
        i = (key ^ (key >> 9) ^ (key >> 17)) & mask
        key += 1
        while True:
            k = keys[i]
            if k == key or not k:
                return i
            i = (i + 1) & mask

    def get(self, key):
        i = self._slot(key)
        return self.vals[i] if self.keys[i] else None

    def put(self, key, v):
        """Stores v under key; a full table is first cleared (recomputing is what costs, not forgetting)."""
        if self.n >= self.cap:
            self.clear()
        if 8 * self.n >= 7 * self.size:  # only for caps above the first size (desktop tools)
            old_k = self.keys
            old_v = self.vals
            self._alloc(2 * self.size)
            for j in range(len(old_k)):
                if old_k[j]:
                    self.put(old_k[j] - 1, old_v[j])
        i = self._slot(key)
        if not self.keys[i]:
            self.keys[i] = key + 1
            self.n += 1
        self.vals[i] = v
