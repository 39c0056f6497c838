# The state's layout and the constants shared by Cetkaik's modules (engine, words, record, view).
from pocket.verbs import CHANCE, TERMINAL  # noqa: F401 (the engine contract's, docs/ENGINE.md)

PIECE, SLIDE, TAM_MOVE, DROP = 1, 2, 3, 4
TY_MOK, TA_XOT, GIVE_UP = 0, 1, 2
FINAL = 100  # FINAL + square: the destination chosen after the distance throw

STICKS = (1, 5, 10, 10, 5, 1)
STEP_PENALTY = 5    # "Stepping" (撃皇): an ordinary piece stepped over the Tam2
FUTILE_PENALTY = 3  # "Futile Move" (皇再来)
MAX_STAKE = 6       # x64
SEASON_TURNS = 240  # house rule: a season with no ta xot1 after this many turns ends with no score
SEASON_NAMES = ("Spring", "Summer", "Autumn", "Winter")
VERSION = 4  # 2: the rule set (V_RULES) joined the state; 3: the game record followed it; 4: the position alone
VERSION_NO_RECORD = 2  # still read, and 3 (its record dropped): the view's record then starts at the saved position
VERSION_RECORD = 3  # (the record is the view's now: its bytes follow the state in a save, pocket.match)

# rule sets (docs/rules/cetkaik.md): the official "strict y1 huap1" rules, or cerke_online's. They differ after a
# step: official, the distance throw allows only the declared square and Stepping over the Tam2 counts even when the
# move is given up or fails its water throw; cerke_online, any square of the declared line within the throw, and a
# move that does not happen commits nothing.
RULES_OFFICIAL, RULES_ONLINE = 0, 1
RULE_NAMES = ("official", "online")

# phases
P_START, P_MOVE, P_WATER, P_DIST, P_AFTER, P_DECIDE, P_OVER = range(7)

# layout of State.v
V_PHASE, V_TURN, V_S0, V_S1, V_STAKE, V_SEASON, V_SEASONS, V_TAM, V_TAMLAST, V_NSTEP0, V_NSTEP1, V_NFUT0, \
    V_NFUT1, V_SRC, V_VIA, V_DST, V_DIST, V_THROW, V_STA, V_STB, V_PLY, V_LSRC, V_LDST, V_END, V_NEW, \
    V_HIST = range(26)   # V_HIST..V_HIST + 3: player 0's score after each season (255: not played)
V_RULES = 29  # the rule set, fixed for the game: RULES_OFFICIAL or RULES_ONLINE
NV = 30
NONE = 255
# V_END: why the game ended
END_NONE, END_40, END_SEASONS, END_STUCK = 0, 1, 2, 3

# Heap guard. Engine entry points call room() from a shallow call stack so that a collection never has to run in
# the middle of deep engine code: the MicroPython build the tests use loses live objects of large frames when a
# collection starts there, and on the device it keeps fragmentation down. Free on CPython (no gc.mem_free).
try:
    from gc import mem_free as _mem_free, collect as _collect
except ImportError:
    _mem_free = _collect = None
# What one engine call may allocate at most (a whole move list with drops: a few KB), with a margin. Measured on
# the device twin at a 96 KB heap (issue 14): free memory in play is about 10-14 KB, so a larger reserve would
# collect on every call.
RESERVE = 8192


def room():
    if _mem_free is not None and _mem_free() < RESERVE:
        _collect()
