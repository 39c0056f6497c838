"""The peer's evaluation of a Cetkaik position (sim/peer/expecti.py, the tournament's `emm<N>`; desktop only).

Written from the rules (docs/rules/cetkaik.md, ../shared/notes/cetkaik.md), not from our AI (games/cetkaik/ai.py):
it reads the State's public queries (scores(), hand_total(), returns()) and its board, hands and stake bytes.
In hundredths of a point, from `player`'s side:
- the game's points: 100 a point of lead;
- the hands held (hand_total: complete hands less the negative ones) times the stake, HELD a point: what ta xot1
  would move, counted at a discount since it is taken only when a new hand is made;
- hands still missing 1, 2 or 3 pieces (Kings fill any profession but in The Unbeatable), at NEAR % of their points,
  times the stake and the same discount;
- MATERIAL a piece owned (on the board or in hand) more than the opponent.
A finished game is worth WIN (won), 0 (drawn) or -WIN (lost).
"""
from games.cetkaik.layout import V_STAKE, V_NSTEP0, V_NFUT0

VE, PA, AR, CH, TI, HO, CL, SH, GE, KI = range(10)
HANDS = (   # (points, ((profession, count), ...)): the hands a captor can hold, but The King and The Unbeatable
    (10, ((GE, 1), (SH, 1), (CL, 1), (AR, 1), (PA, 1))),
    (7, ((GE, 1), (SH, 1), (CL, 1))),
    (5, ((HO, 1), (AR, 1), (PA, 1))),
    (5, ((HO, 1), (CH, 1), (VE, 1))),
    (3, ((HO, 1), (TI, 1))),
    (3, ((GE, 1), (PA, 2))),
    (3, ((CH, 1), (PA, 2))),
    (3, ((PA, 5),)),
)
NEAR = (0, 35, 12, 4)   # % of a hand's points when 1, 2, 3 pieces are missing (complete ones: hand_total's)
HELD = 120              # hundredths a point held in hand (a point taken is 200: 100 won, 100 the opponent's lost)
MATERIAL = 40
WIN = 1000000


def near(h, base):
    """Points (x100) of the hands h[base:base + 20] is 1-3 pieces from, at NEAR's discount."""
    have = [h[base + k] + h[base + 10 + k] for k in range(10)]
    kings = have[KI]
    total = 0 if kings else 3 * NEAR[1]   # The King
    for points, needs in HANDS:
        lack = -kings
        for prof, n in needs:
            if have[prof] < n:
                lack += n - have[prof]
        if 0 < lack < 4:
            total += points * NEAR[lack]
    lack = 0
    for k in range(10):
        if not have[k]:
            lack += 1
    if 0 < lack < 4:
        total += 50 * NEAR[lack]
    return total


_held = {}   # (hand bytes, negative hands) -> (hand_total, near): a game meets few hands, and scoring one is slow


def _hand(state, p):
    v = state.v
    key = bytes(state.hand[p * 20:p * 20 + 20]) + bytes((v[V_NSTEP0 + p], v[V_NFUT0 + p]))
    got = _held.get(key)
    if got is None:
        if len(_held) > 50000:
            _held.clear()
        got = _held[key] = HELD * state.hand_total(p) + HELD * near(state.hand, p * 20) // 100
    return got


def evaluate(state, player):
    if state.is_over():
        r = state.returns()[player]
        return WIN if r > 0.5 else (-WIN if r < 0.5 else 0)
    opp = 1 - player
    sc = state.scores()
    stake = 1 << state.v[V_STAKE]
    h = state.hand
    val = 100 * (sc[player] - sc[opp])
    val += stake * (_hand(state, player) - _hand(state, opp))
    mine = 0
    theirs = 0
    for k in range(20):
        mine += h[player * 20 + k]
        theirs += h[opp * 20 + k]
    for q in state.board:
        if q and q != 15:   # 15: the Tam2 (board.TAM)
            if (q >> 5) == player:
                mine += 1
            else:
                theirs += 1
    return val + MATERIAL * (mine - theirs)
