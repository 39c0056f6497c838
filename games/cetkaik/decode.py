# Reading and checking the game record a save carries (the view's bytes: games/cetkaik/view.py save_bytes, i.e.
# movelog.MoveLog.pack()), at Resume: replayed to check that it ends on the saved position. A module of its own
# because it is loaded and dropped: the view's load_bytes() runs it once (pocket.modules.run).
from games.cetkaik.movelog import MoveLog, read, CAP, STATE_BYTES, FRESH, FROM_POSITION
from games.cetkaik.layout import VERSION, V_SEASONS, V_RULES, RULE_NAMES


def unpack(data, state, rules):
    """The MoveLog of the bytes pack() wrote, kept from a start position to `state` (the saved position), replayed
    to check that it ends there; `rules` is games.cetkaik.rules. ValueError when the bytes are not such a record."""
    if len(data) and data[0] == FRESH:
        log = MoveLog(rules.new_game(seasons=state.v[V_SEASONS], rules=RULE_NAMES[state.v[V_RULES]]), True)
        body = data[1:]
    elif len(data) > STATE_BYTES and data[0] == FROM_POSITION:
        log = MoveLog(rules.decode(bytes((VERSION,)) + bytes(data[1:1 + STATE_BYTES])), False)
        body = data[1 + STATE_BYTES:]
    else:
        raise ValueError("bad game record")
    if len(body) > CAP:
        raise ValueError("game record too long")
    s = log.start.copy()
    at = 0
    try:
        while at < len(body):
            m, at = read(s, body, at)
            s.apply(m)   # ValueError on an illegal move
    except IndexError:
        raise ValueError("game record cut short")
    if s.position() != state.position():
        raise ValueError("the game record does not end on the position")
    log.buf[:len(body)] = body
    log.n = len(body)
    return log
