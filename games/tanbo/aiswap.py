# Tanbo AI: decisions outside the player's own turn: where to place the farmer at setup, and which two of our
# pieces to swap when the opponent's big move asks us to.
from games.tanbo import rules as R
from games.tanbo import turn as T
from games.tanbo.aieval import next_turn


def choose_farmer(s, me):
    best = 0
    best_v = None
    for m in range(5):
        c = s.copy()
        c.b[R.FARM + me] = m
        v, _h = next_turn(c, me)
        if best_v is None or v > best_v:
            best_v = v
            best = m
    return best


_swap_pair = [None, None]


def choose_swap(s, me, level):
    """We swap two of our own pieces inside the opponent's big move: pick the pair that leaves our next turn
    (and, at Hard, the rice on our board for later turns) best."""
    moves = s.legal_moves()
    if s.phase() == R.SWAP2:
        if _swap_pair[0] == s.b[R.PICK] and _swap_pair[1] in moves:
            return _swap_pair[1]
        return _best_second(s, me, s.b[R.PICK], moves)[1]
    best_v = None
    best = (moves[0], None)
    limit = 40 if level == 0 else 400
    for a in moves:
        c = s.copy()
        c.apply(a)
        v, second = _best_second(c, me, a, c.legal_moves(), limit)
        if best_v is None or v > best_v:
            best_v = v
            best = (a, second)
        limit -= len(c.legal_moves())
        if limit <= 0:
            break
    _swap_pair[0] = best[0]
    _swap_pair[1] = best[1]
    return best[0]


def _best_second(s, me, first, seconds, limit=400):
    best_v = None
    best = seconds[0]
    for m in seconds[:limit]:
        c = s.copy()
        T.swap(c.b, me, first, m)
        v, _h = next_turn(c, me)
        if best_v is None or v > best_v:
            best_v = v
            best = m
    return best_v, best
