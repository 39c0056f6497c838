# The bean dice game (Wuerfel Bohnanza, house dice and cards): the engine. Rules page: docs/rules/beans.md.
# Turn: the roll is two chance nodes (the white dice, then the cream dice, each a multiset of faces); every other
# player, in turn order, may then fulfil contracts with the fresh dice (a "window", opened only when it can matter);
# the active player sets dice aside one at a time, then ROLLs the rest again or STOPs and fulfils from the field.
# Selling is open to whoever decides. Drawing a card (a coin or a new card) is a chance node over the reserve.
from games.beans.cards import CARDS
from games.beans.contracts import met, text, rolls, is_roll, LETTERS, NAMES, N_WHITE, WHITE, CREAM

from games.beans.layout import *  # noqa: F401,F403 (the constants are the engine's API: rules.CLAIM...)
from pocket.modules import forget

forget("games.beans.layout")   # its names are copied here: the module itself would only hold a second copy


class State:
    def __init__(self, players=2):
        self.players = players
        self.active_card = bytearray(players)
        self.next_card = bytearray(players)   # the progress card below the active one
        self.done = bytearray(players)         # contracts fulfilled on the active card
        self.coin_cards = bytearray(players)
        self.aids = bytearray(players)
        self.face = bytearray(b"\x01" * 7)    # variety shown by each die (0-3 white, 4-6 cream); soy is on both
        self.where = bytearray(7)
        self.loc = bytearray(N_CARDS)
        self.phase = P_WHITE
        self.active = 0      # whose turn
        self.decider = 0     # who decides in an off-turn window
        self.last = 0        # 1 once someone has 13 coins: no more rolls
        self.kept = 0        # 1 once the active player set a die aside since the last roll
        self.drawer = 0      # who receives the cards being drawn
        self.coins_due = 0   # coins still to draw for the drawer
        self.card_due = 0    # 1 while the drawer's new progress card is still to draw
        self.back = 0        # the phase to return to after the draws

    # ---- reading the state
    def coins(self, p):
        return self.coin_cards[p] + 5 * self.aids[p]

    def counts(self, which):
        """Dice per variety among the dice in `which` (FRESH or FIELD)."""
        c = [0] * 7
        for i in range(7):
            if self.where[i] == which:
                c[self.face[i]] += 1
        return c

    def contract(self, p):
        """The contract p must fulfil next, or None."""
        card = self.active_card[p]
        if card == NONE or self.done[p] >= 6:
            return None
        return CARDS[card][self.done[p]]

    def can_claim(self, p, counts):
        c = self.contract(p)
        return c is not None and met(c, counts)

    def can_sell(self, p):
        return self.active_card[p] != NONE and self.done[p] >= 3

    def to_move(self):
        ph = self.phase
        if ph == P_OVER:
            return TERMINAL
        if ph == P_WHITE or ph == P_CREAM or ph == P_DRAW:
            return CHANCE
        if ph == P_OFF:
            return self.decider
        return self.active

    def is_over(self):
        return self.phase == P_OVER

    def scores(self):
        return [self.coins(p) for p in range(self.players)]

    def returns(self):
        if self.phase != P_OVER:
            return [0.0] * self.players
        # « Si plusieurs joueurs atteignent 13 écus au même moment ils se partagent la victoire, sinon c'est le
        # joueur avec le plus d'écus qui l'emporte. » The moment is one roll's off-turn windows (the others harvest
        # the fresh dice together). Once anyone has 13 there is no roll again, so the off-turn players at 13 or
        # more all reached it after the same roll; the active player can only join later, alone.
        together = [p for p in range(self.players) if p != self.active and self.coins(p) >= GOAL]
        if len(together) > 1:
            winners = together  # whatever their totals
        else:
            best = max(self.scores())
            winners = [p for p in range(self.players) if self.coins(p) == best]
        share = 1.0 / len(winners)
        return [share if p in winners else 0.0 for p in range(self.players)]

    def _window_useful(self, p):
        # an off-turn player is asked only when the fresh dice can matter to them now: a claim, or a sale that
        # reaches 13 coins or frees a card whose first contract the fresh dice meet
        fresh = self.counts(FRESH)
        if self.can_claim(p, fresh):
            return True
        if self.can_sell(p):
            if self.coins(p) + SALE[self.done[p]] >= GOAL:
                return True
            nxt = self.next_card[p]
            if nxt != NONE and met(CARDS[nxt][0], fresh):
                return True
        return False

    def legal_moves(self):
        ph = self.phase
        if ph == P_OVER:
            return []
        if ph == P_WHITE or ph == P_CREAM or ph == P_DRAW:
            return [o for o, _ in self.chance_outcomes()]
        if ph == P_OFF:
            p = self.decider
            moves = []
            if self.can_claim(p, self.counts(FRESH)):
                moves.append(CLAIM)
            if self.can_sell(p):
                moves.append(SELL)
            moves.append(PASS)
            return moves
        p = self.active
        moves = []
        if ph == P_KEEP:
            seen = 0
            for i in range(7):
                if self.where[i] == FRESH:
                    m = KEEP + (7 if i >= N_WHITE else 0) + self.face[i]
                    bit = 1 << (m - KEEP)
                    if not seen & bit:
                        seen |= bit
                        moves.append(m)
            if self.kept:
                if not self.last:
                    moves.append(ROLL)
                moves.append(STOP)
        else:  # P_FULFIL
            if self.can_claim(p, self.counts(FIELD)):
                moves.append(CLAIM)
            moves.append(PASS)
        if self.can_sell(p):
            moves.append(SELL)
        return moves

    def chance_outcomes(self):
        ph = self.phase
        if ph == P_WHITE or ph == P_CREAM:
            # made afresh each time: a cache of every roll held ~2.5 KB of small tuples for the whole game
            return rolls(ph == P_WHITE, self._to_roll(ph))
        if ph == P_DRAW:
            return [(c, 1) for c in range(N_CARDS) if self.loc[c] == 0]
        return []

    def _to_roll(self, ph):
        """How many dice of the colour phase ph rolls are off the table (they are the ones thrown)."""
        return self._off_count(0, N_WHITE) if ph == P_WHITE else self._off_count(N_WHITE, 7)

    # ---- playing
    def apply(self, move):
        ph = self.phase
        if ph == P_WHITE or ph == P_CREAM:
            if not is_roll(ph == P_WHITE, self._to_roll(ph), move):  # checked without listing every roll
                raise ValueError("illegal roll %r" % (move,))
            self._place_roll(ph == P_WHITE, move)
            if ph == P_WHITE and self._off_count(N_WHITE, 7):
                self.phase = P_CREAM
            else:
                self._after_roll()
            return
        if ph == P_DRAW:
            if not (isinstance(move, int) and 0 <= move < N_CARDS and self.loc[move] == 0):
                raise ValueError("card %r is not in the reserve" % (move,))
            self._draw(move)
            return
        if move not in self.legal_moves():
            raise ValueError("illegal move %r" % (move,))
        if ph == P_OFF:
            p = self.decider
            if move == CLAIM:
                self.done[p] += 1
                self._reopen()
            elif move == SELL:
                self._sell(p)
            else:
                self._next_window()
            return
        p = self.active
        if move == SELL:
            self._sell(p)
        elif move >= KEEP:
            colour = (move - KEEP) // 7
            variety = (move - KEEP) % 7
            lo, hi = (0, N_WHITE) if colour == 0 else (N_WHITE, 7)
            for i in range(lo, hi):
                if self.where[i] == FRESH and self.face[i] == variety:
                    self.where[i] = FIELD
                    break
            self.kept = 1
            if not self._off_count(0, 7) and not self._fresh_count():
                self._stop()  # all seven dice on the field
        elif move == ROLL:
            self._begin_roll()
        elif move == STOP:
            self._stop()
        elif move == CLAIM:
            self.done[p] += 1
            self._check_fulfil()
        else:  # PASS: the dice go to the next player
            self._end_turn()

    def _off_count(self, lo, hi):
        n = 0
        for i in range(lo, hi):
            if self.where[i] == OFF:
                n += 1
        return n

    def _fresh_count(self):
        n = 0
        for w in self.where:
            if w == FRESH:
                n += 1
        return n

    def _place_roll(self, white, packed):
        # faces go to the colour's dice waiting off the field in index order, varieties ascending
        lo, hi = (0, N_WHITE) if white else (N_WHITE, 7)
        v = 0
        for i in range(lo, hi):
            if self.where[i] != OFF:
                continue
            while not (packed >> (3 * v)) & 7:
                v += 1
            packed -= 1 << (3 * v)
            self.face[i] = v
            self.where[i] = FRESH

    def _begin_roll(self):
        for i in range(7):
            if self.where[i] == FRESH:
                self.where[i] = OFF
        self.kept = 0
        self.phase = P_WHITE if self._off_count(0, N_WHITE) else P_CREAM

    def _after_roll(self):
        self.decider = self.active
        self._next_window()

    def _next_window(self):
        n = self.players
        q = (self.decider + 1) % n
        while q != self.active:
            if self._window_useful(q):
                self.phase = P_OFF
                self.decider = q
                return
            q = (q + 1) % n
        self.phase = P_KEEP

    def _reopen(self):
        # after a claim or a sale in a window: stay while it still matters, else move on
        if self._window_useful(self.decider):
            self.phase = P_OFF
        else:
            self._next_window()

    def _stop(self):
        for i in range(7):
            if self.where[i] == FRESH:
                self.where[i] = OFF
        self.phase = P_FULFIL
        self._check_fulfil()

    def _check_fulfil(self):
        p = self.active
        if not self.can_claim(p, self.counts(FIELD)) and not self.can_sell(p):
            self._end_turn()
        else:
            self.phase = P_FULFIL

    def _end_turn(self):
        if self.last:
            self.phase = P_OVER
            return
        self.active = (self.active + 1) % self.players
        for i in range(7):
            self.where[i] = OFF
        self._begin_roll()

    def _sell(self, p):
        value = SALE[self.done[p]]
        card = self.active_card[p]
        self.loc[card] = 1 + p           # turned over: the first coin
        self.coin_cards[p] += 1
        self.active_card[p] = self.next_card[p]
        self.next_card[p] = NONE
        self.done[p] = 0
        if self.coins(p) + value - 1 >= GOAL:
            self.last = 1
        self.drawer = p
        self.coins_due = value - 1
        self.card_due = 1
        self.back = self.phase
        self._continue_draws()

    def _continue_draws(self):
        while self.coins_due or self.card_due:
            if self._reserve() == 0 and not self._make_change():
                # nothing left to draw even after change (cannot happen with 61 cards and 5 aids: guard only)
                self.coins_due = 0
                self.card_due = 0
                break
            self.phase = P_DRAW
            return
        self.phase = self.back
        if self.phase == P_OFF:
            self._reopen()
        elif self.phase == P_KEEP:
            if self.last and not self._fresh_count():
                self._stop()
        else:
            self._check_fulfil()

    def _draw(self, card):
        p = self.drawer
        if self.coins_due:
            self.loc[card] = 1 + p
            self.coin_cards[p] += 1
            self.coins_due -= 1
        else:
            self.loc[card] = IN_PLAY
            if self.active_card[p] == NONE:
                self.active_card[p] = card
            else:
                self.next_card[p] = card
            self.card_due = 0
        self._continue_draws()

    def _reserve(self):
        n = 0
        for x in self.loc:
            if x == 0:
                n += 1
        return n

    def _make_change(self):
        # aid cards: a player holding five coin cards swaps them for a 5-coin aid card; the cards return to the
        # reserve (the drawer first, then the others in turn order)
        left = AIDS
        for p in range(self.players):
            left -= self.aids[p]
        if left <= 0:
            return False
        for k in range(self.players):
            p = (self.drawer + k) % self.players
            if self.coin_cards[p] >= 5:
                back = 5
                for c in range(N_CARDS):
                    if back and self.loc[c] == 1 + p:
                        self.loc[c] = 0
                        back -= 1
                self.coin_cards[p] -= 5
                self.aids[p] += 1
                return True
        return False

    # ---- contract helpers
    def copy(self):
        s = object.__new__(State)  # (CircuitPython has no State.__new__)
        s.players = self.players
        s.active_card = self.active_card[:]
        s.next_card = self.next_card[:]
        s.done = self.done[:]
        s.coin_cards = self.coin_cards[:]
        s.aids = self.aids[:]
        s.face = self.face[:]
        s.where = self.where[:]
        s.loc = self.loc[:]
        s.phase = self.phase
        s.active = self.active
        s.decider = self.decider
        s.last = self.last
        s.kept = self.kept
        s.drawer = self.drawer
        s.coins_due = self.coins_due
        s.card_due = self.card_due
        s.back = self.back
        return s

    def move_text(self, move):
        ph = self.phase
        if ph == P_WHITE or ph == P_CREAM:
            parts = []
            for v in range(7):
                k = (move >> (3 * v)) & 7
                if k:
                    parts.append("%d%s" % (k, LETTERS[v]))
            return ("White dice: " if ph == P_WHITE else "Cream dice: ") + " ".join(parts)
        if ph == P_DRAW:
            return "Coin" if self.coins_due else "New card"
        if move >= KEEP:
            # in words (the footer says a computer's keep: "CPU3: Keep a cream chinese" fits its 26 columns)
            return "Keep a %s %s" % ("white" if move - KEEP < 7 else "cream", NAMES[(move - KEEP) % 7])
        if move == CLAIM:
            p = self.to_move()
            c = self.contract(p)
            return "Fulfil " + text(c) if c is not None else "Fulfil"
        if move == SELL:
            p = self.to_move()
            n = SALE[self.done[p]]
            return "Sell for 1 coin" if n == 1 else "Sell for %d coins" % n
        if move == ROLL:
            return "Roll again"
        if move == STOP:
            return "Stop and score"
        return "Pass" if ph == P_OFF else "End turn"

    def encode(self):
        head = bytes((VERSION, self.players, self.phase, self.active, self.decider, self.last, self.kept,
                      self.drawer, self.coins_due, self.card_due, self.back))
        return (head + bytes(self.active_card) + bytes(self.next_card) + bytes(self.done) + bytes(self.coin_cards)
                + bytes(self.aids) + bytes(self.face) + bytes(self.where) + bytes(self.loc))

    def observe(self, player):
        return self.encode()

    def determinize(self, player, rng):
        return self.copy()


def decode(data):
    """The state a save holds (ValueError for anything else): in games/beans/decode.py, imported only to resume."""
    from games.beans.decode import decode as restore
    return restore(data, State)


def new_game(seed=0, players=2, **options):
    if options:
        raise ValueError("unknown options %r" % (options,))
    if not 2 <= players <= 5:
        raise ValueError("the bean game takes 2-5 players")
    from pocket.rng import Rng
    deck = bytearray(range(N_CARDS))
    Rng(seed).shuffle(deck)  # the seed decides the deal; later draws are chance nodes
    s = State(players)
    for p in range(players):
        s.active_card[p] = deck[2 * p]
        s.next_card[p] = deck[2 * p + 1]
        s.loc[deck[2 * p]] = IN_PLAY
        s.loc[deck[2 * p + 1]] = IN_PLAY
    s._begin_roll()
    return s
