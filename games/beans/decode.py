# Reading a bean game's save back (rules.State.encode wrote it): a module of its own, imported only on Resume, so
# its code is not in the heap during play.
from games.beans.layout import (HEAD, VERSION, N_CARDS, NONE, IN_PLAY, AIDS, P_OVER, P_FULFIL, P_DRAW, P_OFF, FIELD)
from games.beans.contracts import WHITE, CREAM, N_WHITE


def decode(data, new_state):
    """The State (new_state(players): rules.State, passed in so that this module takes nothing from rules) a save
    holds; ValueError for anything else."""
    try:
        data = bytes(data)
    except TypeError:
        raise ValueError("not bytes")
    if len(data) < HEAD or data[0] != VERSION or not 2 <= data[1] <= 5:
        raise ValueError("not a beans save")
    n = data[1]
    if len(data) != HEAD + 5 * n + 14 + N_CARDS:
        raise ValueError("wrong length")
    s = new_state(n)
    (s.phase, s.active, s.decider, s.last, s.kept, s.drawer, s.coins_due, s.card_due, s.back) = data[2:HEAD]
    i = HEAD
    s.active_card[:] = data[i:i + n]
    s.next_card[:] = data[i + n:i + 2 * n]
    s.done[:] = data[i + 2 * n:i + 3 * n]
    s.coin_cards[:] = data[i + 3 * n:i + 4 * n]
    s.aids[:] = data[i + 4 * n:i + 5 * n]
    i += 5 * n
    s.face[:] = data[i:i + 7]
    s.where[:] = data[i + 7:i + 14]
    s.loc[:] = data[i + 14:]
    _validate(s)
    return s


def _validate(s):
    n = s.players
    if s.phase > P_OVER or s.back > P_FULFIL or s.active >= n or s.decider >= n or s.drawer >= n:
        raise ValueError("bad header")
    if s.last > 1 or s.kept > 1 or s.coins_due > 3 or s.card_due > 1:
        raise ValueError("bad flags")
    in_play = 0
    for p in range(n):
        for c in (s.active_card[p], s.next_card[p]):
            if c != NONE:
                if c >= N_CARDS or s.loc[c] != IN_PLAY:
                    raise ValueError("bad card")
                in_play += 1
        if s.done[p] > 6 or s.aids[p] > AIDS:
            raise ValueError("bad player")
        held = 0
        for c in range(N_CARDS):
            if s.loc[c] == 1 + p:
                held += 1
        if held != s.coin_cards[p]:
            raise ValueError("coins disagree with cards")
    total = 0
    for x in s.loc:
        if x > IN_PLAY or (0 < x <= 5 and x > n):
            raise ValueError("bad card place")
        if x == IN_PLAY:
            total += 1
    if total != in_play or sum(s.aids) > AIDS:
        raise ValueError("cards disagree")
    for i in range(7):
        if s.where[i] > FIELD or s.face[i] not in (WHITE if i < N_WHITE else CREAM):
            raise ValueError("bad die")
    if s.phase == P_DRAW and not (s.coins_due or s.card_due):
        raise ValueError("draw with nothing due")
    if s.phase == P_OFF and s.decider == s.active:
        raise ValueError("the active player has no window")
