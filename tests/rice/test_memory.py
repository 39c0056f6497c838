# Seasons of Rice's memory levers (issue 14): what the device twin measured is kept here as behaviour.
import sys

from games.rice import ai, layout as deck, rules
from pocket.rng import Rng


def play_until(s, rng, dry=False):
    while not s.is_over() and (not dry or s.ph != rules.PH_DRY):
        s.apply(rng.choice(s.legal_moves()))
    return s


def test_a_copy_shares_the_land_and_the_state_that_places_keeps_it():
    rng = Rng(3)
    s = play_until(rules.new_game(seed=3), rng, dry=True)
    before = bytes(s.land)
    buf = s.land
    u = s.copy()
    v = u.copy()                       # a copy of a copy (the match's undo list holds several)
    assert u.land is buf and v.land is buf   # no new 1 KB block for the match's undo copies
    s.apply(s.legal_moves()[0])        # take a row card: the land does not change
    s.apply(s.legal_moves()[0])        # place it: s keeps its buffer, the copies let go of it...
    assert s.land is buf and bytes(buf) != before
    assert u._land is None and v._land is None
    assert bytes(u.land) == before and bytes(v.land) == before   # ...and rebuild theirs from their placements
    assert u.land is not buf and v.land is not u.land


def test_a_copy_that_places_keeps_the_buffer_and_the_state_it_came_from_lets_go():
    # after an undo the match plays on a copy: its placing must not allocate a new land either
    s = play_until(rules.new_game(seed=4), Rng(4), dry=True)
    before = bytes(s.land)
    buf = s.land
    t = s.copy()
    t.apply(t.legal_moves()[0])
    t.apply(t.legal_moves()[0])
    assert t.land is buf and s._land is None
    assert bytes(s.land) == before and bytes(t.land) != before


def test_a_land_written_square_by_square_is_copied_not_rebuilt():
    # tests build lands without placements: a copy of such a land gets the bytes, not a replay
    s = rules.new_game(seed=4)
    play_until(s, Rng(4), dry=True)
    s._replay = False
    before = bytes(s.land)
    t = s.copy()
    s.apply(s.legal_moves()[0])
    s.apply(s.legal_moves()[0])
    assert t._land is not None and bytes(t.land) == before


def test_an_undo_copy_rebuilt_from_its_placements_is_the_same_state():
    # every copy the match could restore by undo, through a whole game, rebuilds the land it was copied with
    rng = Rng(12)
    s = rules.new_game(seed=12)
    while not s.is_over():
        t = s.copy()
        want = (bytes(s.land), t.encode())
        s.apply(rng.choice(s.legal_moves()))
        if t._land is None:
            assert bytes(t.land) == want[0] and t.encode() == want[1]


def test_the_ai_leaves_the_state_and_its_land_as_they_were():
    s = play_until(rules.new_game(seed=8), Rng(8), dry=True)
    s.apply(s.legal_moves()[0])        # a dry-season card to place: Hard's lookahead tries spots in place
    before = (bytes(s.land), bytes(s.bb), bytes(s.log[0]), bytes(s.log[1]))
    for level in (0, 1, 2):
        ai.choose(s, level, Rng(1))
        assert (bytes(s.land), bytes(s.bb), bytes(s.log[0]), bytes(s.log[1])) == before

def test_an_ai_search_cut_short_or_out_of_memory_leaves_the_land_as_it_was(monkeypatch):
    # the AI tries spots on the game's own land (its copy shares it): a hurried stop at any yield, or a failure
    # in the middle of a spot, must still leave the land as it was
    s = play_until(rules.new_game(seed=8), Rng(8), dry=True)
    s.apply(s.legal_moves()[0])
    before = bytes(s.land)
    for stop in range(1, 40):
        calls = [0]

        def poll():
            calls[0] += 1
            return calls[0] < stop
        ai.choose(s, 2, Rng(1), poll)
        assert bytes(s.land) == before, stop
    # (the ai module's own Planner: the simulator's reloads may have imported games.rice.ai again since)
    real = ai.Planner.gain
    n = [0]

    def failing(self, a, b):
        n[0] += 1
        if n[0] == 60:
            raise MemoryError
        return real(self, a, b)
    monkeypatch.setattr(ai.Planner, "gain", failing)
    ai.lookahead.__globals__["forget"]()
    try:
        ai.choose(s, 2, Rng(1))
    except MemoryError:
        pass
    assert n[0] >= 60 and bytes(s.land) == before


def test_the_deck_tables_are_bytes_and_rarely_used_code_is_not_imported_by_a_match():
    assert isinstance(deck.EDGES, bytes) and isinstance(deck.ITEMS, bytes)
    import games.rice
    for name in ("games.rice.decode", "games.rice.hidden", "games.rice.ending"):
        sys.modules.pop(name, None)
        games.rice.__dict__.pop(name.split(".")[-1], None)   # else `from games.rice import x` finds it there
    s = play_until(rules.new_game(seed=9), Rng(9), dry=True)
    s.encode()
    s.observe(0)
    s.unseen(1)
    for name in ("games.rice.decode", "games.rice.hidden", "games.rice.ending"):
        assert name not in sys.modules, name
    play_until(s, Rng(9))
    assert "games.rice.ending" in sys.modules
    assert rules.decode(s.encode()).encode() == s.encode()


def test_the_placement_hint_tries_the_card_on_the_land_and_takes_it_back():
    # the view scores the ghost card on the game's own land (put, score, take back) instead of copying 1 KB at
    # every cursor step: the land is the same object with the same bytes afterwards
    from tests.helpers import simtools
    from tests.rice.test_view import to_placement
    with simtools.sim() as s:
        s.start_game("rice", seed=3, players=("human", "cpu:1"))
        to_placement(s)
        st = s.state
        land = st.land
        before = (bytes(land), bytes(st.bb))
        for key in ("LEFT", "UP", "RIGHT", "DOWN", "DOWN"):
            s.tap(key)
            assert st.land is land and (bytes(land), bytes(st.bb)) == before


def test_the_ancestor_texts_are_dropped_after_the_ancestor_choice_and_the_end_scoring_at_a_new_match():
    from tests.helpers import simtools
    from tests.rice.test_view import to_placement
    import games.rice
    with simtools.sim() as s:
        s.start_game("rice", seed=3, players=("human", "cpu:1"))
        s.run(10)
        assert "games.rice.ancestors" in sys.modules          # the ancestor choice shows their texts
        to_placement(s)
        assert "games.rice.ancestors" not in sys.modules and not hasattr(games.rice, "ancestors")
        from games.rice import ending  # noqa: F401  (as at the end of a game)
        from pocket.modules import forget
        forget("games.rice.ending")
        assert "games.rice.ending" not in sys.modules and not hasattr(games.rice, "ending")


def memo():
    """The globals of the plan module this `ai` uses (a test before may have imported the games afresh)."""
    return ai.lookahead.__globals__


def test_the_planner_memo_is_one_fixed_table():
    # its entries were small objects kept on the heap (a tuple and a bytes per answer); now a table made at import
    g = memo()
    table = (g["_KEY"], g["_TAG"], g["_AGE"], g["_VAL"])
    s = play_until(rules.new_game(seed=8), Rng(8), dry=False)
    rng = Rng(2)
    while not s.is_over():
        if s.to_move() == rules.CHANCE:
            s.apply(0)
            continue
        s.apply(ai.choose(s, 2, rng))
        assert all(a is b for a, b in zip((g["_KEY"], g["_TAG"], g["_AGE"], g["_VAL"]), table))
        assert len(g["_KEY"]) == g["SLOTS"] and all(k is None or isinstance(k, bytes) for k in g["_KEY"])


def test_the_memo_answers_as_a_fresh_search_does_through_whole_games():
    # kept across placements, an answer must never outlive its land: every decision of these games is the one a
    # search with an empty memo makes
    g = memo()
    for seed, level in ((8, 1), (9, 2), (10, 1)):
        g["forget"]()
        s = rules.new_game(seed=seed)
        rng = Rng(seed)
        while not s.is_over():
            if s.to_move() == rules.CHANCE:
                s.apply(0)
                continue
            m = ai.choose(s, level, Rng(seed))
            kept = (list(g["_KEY"]), bytes(g["_TAG"]), list(g["_AGE"]), bytes(g["_VAL"]))
            g["forget"]()
            assert ai.choose(s.copy(), level, Rng(seed)) == m, (seed, level)
            g["_KEY"][:], g["_TAG"][:], g["_AGE"][:], g["_VAL"][:] = kept   # the memo as the game left it
            s.apply(m if rng.below(4) else rng.choice(s.legal_moves()))


def test_the_land_that_did_not_change_is_not_valued_again_at_the_next_dry_pick(monkeypatch):
    s = play_until(rules.new_game(seed=8), Rng(8), dry=True)
    memo()["forget"]()
    ai.choose(s, 1, Rng(1))            # the row pick values the row's cards in both lands
    s.apply(s.legal_moves()[0])
    s.apply(s.legal_moves()[0])        # a card placed: one land changed, the other did not
    calls = []
    real = ai.Planner._best

    def counting(self, card, noise, rng, keep=1):
        calls.append(self.p)
        return real(self, card, noise, rng, keep)
    monkeypatch.setattr(ai.Planner, "_best", counting)
    ai.choose(s, 1, Rng(1))            # the other player's pick
    placed = 1 - s.to_move()
    assert calls and set(calls) == {placed}   # only the land that changed is valued again

