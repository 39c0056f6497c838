"""The bean game's own invariants for python -m sim.invariants: check(state) raises AssertionError with a message.

7 dice, each off the table (to be rolled), fresh from the last roll or on the field, as the phase allows; 61 cards,
each in the reserve, a player's coin pile or in play as exactly one player's active or progress card; the 5 aid
cards between the players and the box; each player's score is their coins (coin cards + 5 per aid card); the last
round begins exactly when someone holds 13 coins (counting the coins of a sale still being drawn); contracts done
within a card's six, and every waiting decision is one the rules would ask for."""
from games.beans import rules as R
from games.beans.contracts import CREAM, N_WHITE, WHITE

DICE_OK = {  # phase: (off dice allowed, fresh dice allowed, a field required)
    R.P_WHITE: (True, False, False),
    R.P_CREAM: (True, True, False),
    R.P_OFF: (False, True, False),
    R.P_KEEP: (False, True, False),
    R.P_FULFIL: (True, False, True),
}


def check(s):
    n = s.players
    # dice
    where = [0, 0, 0]
    for i in range(7):
        assert s.where[i] in (R.OFF, R.FRESH, R.FIELD), "die %d is nowhere" % i
        where[s.where[i]] += 1
        assert s.face[i] in (WHITE if i < N_WHITE else CREAM), "die %d shows a face it does not have" % i
    assert sum(where) == 7
    ph = s.back if s.phase == R.P_DRAW else s.phase
    if ph in DICE_OK:
        off_ok, fresh_ok, field_needed = DICE_OK[ph]
        assert off_ok or not where[R.OFF], "dice left unrolled in phase %d" % ph
        assert fresh_ok or not where[R.FRESH], "fresh dice in phase %d" % ph
        assert where[R.FIELD] or not field_needed, "fulfilling from an empty field"
    if s.phase == R.P_WHITE:
        assert any(s.where[i] == R.OFF for i in range(N_WHITE)), "a white roll with no white die to roll"
    if s.phase == R.P_CREAM:
        assert all(s.where[i] != R.OFF for i in range(N_WHITE)), "white dice still to roll at the cream roll"
        assert any(s.where[i] == R.OFF for i in range(N_WHITE, 7)), "a cream roll with no cream die to roll"
    if s.phase == R.P_KEEP:
        assert where[R.FRESH] and (where[R.FIELD] or not s.kept), "keeping with nothing to keep"
    # cards: reserve, coin piles, in play
    places = [0] * 7
    for c in range(R.N_CARDS):
        assert s.loc[c] <= R.IN_PLAY and not (0 < s.loc[c] <= 5 and s.loc[c] > n), "card %d is nowhere" % c
        places[s.loc[c]] += 1
    assert sum(places) == R.N_CARDS
    in_play = []
    for p in range(n):
        assert s.active_card[p] != R.NONE, "player %d has no active card" % p
        in_play.append(s.active_card[p])
        if s.next_card[p] == R.NONE:
            assert s.phase == R.P_DRAW and s.drawer == p and s.card_due, "player %d lost the progress card" % p
        else:
            in_play.append(s.next_card[p])
        assert places[1 + p] == s.coin_cards[p], "coin cards of %d: %d counted, %d held" % (
            p, places[1 + p], s.coin_cards[p])
        assert s.done[p] <= 6, "more than six contracts done"
    assert sorted(in_play) == sorted(c for c in range(R.N_CARDS) if s.loc[c] == R.IN_PLAY), "cards in play"
    assert len(set(in_play)) == len(in_play), "a card held twice"
    # coins: the aid cards come from a box of five; scores are coins
    assert sum(s.aids) <= R.AIDS, "aid cards made up"
    coins = [s.coin_cards[p] + 5 * s.aids[p] for p in range(n)]
    assert s.scores() == coins, "scores %r, coins %r" % (s.scores(), coins)
    pending = [coins[p] + (s.coins_due if p == s.drawer else 0) for p in range(n)]
    assert bool(s.last) == (max(pending) >= R.GOAL), "last round %d with coins %r" % (s.last, pending)
    if s.phase == R.P_DRAW:
        assert s.coins_due or s.card_due, "drawing nothing"
        assert places[0], "drawing from an empty reserve"
    else:
        assert not s.coins_due and not s.card_due, "draws left undone"
    # decisions the rules ask for
    if s.phase == R.P_OFF:
        assert s.decider != s.active and s._window_useful(s.decider), "a window that cannot matter"
    if s.phase == R.P_FULFIL:
        p = s.active
        assert s.can_claim(p, s.counts(R.FIELD)) or s.can_sell(p), "fulfilling with nothing to do"
    if s.phase == R.P_OVER:
        assert s.last, "the game ended before anyone had 13 coins"
        best = max(coins)
        winners = [p for p in range(n) if coins[p] == best]
        assert s.returns() == [1.0 / len(winners) if p in winners else 0.0 for p in range(n)], "returns"
