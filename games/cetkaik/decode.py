# The game record a save carries (games/cetkaik/movelog.py's pack()), read back at Resume: checked by replaying it
# to the saved position. Imported by rules.decode() only when a save holds a record, and dropped after (issue 14).
from games.cetkaik.movelog import MoveLog, read, CAP, STATE_BYTES, FRESH, FROM_POSITION, NONE


def unpack(data, state):
    """The MoveLog a save carried after the position `state` (the bytes pack() wrote, or NONE), replayed to check
    that it ends on `state`; None for NONE. ValueError when the bytes are not such a record."""
    from games.cetkaik.rules import decode, new_game
    from games.cetkaik.layout import VERSION, V_SEASONS, V_RULES, RULE_NAMES
    if len(data) == 1 and data[0] == NONE:
        return None
    if len(data) and data[0] == FRESH:
        log = MoveLog(new_game(seasons=state.v[V_SEASONS], rules=RULE_NAMES[state.v[V_RULES]]), True)
        body = data[1:]
    elif len(data) > STATE_BYTES and data[0] == FROM_POSITION:
        log = MoveLog(decode(bytes((VERSION,)) + bytes(data[1:1 + STATE_BYTES]) + bytes((NONE,))), False)
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
