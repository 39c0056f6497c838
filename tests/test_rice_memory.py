# Seasons of Rice's memory levers (issue 14): what the device twin measured is kept here as behaviour.
import sys

from games.rice import ai, deck, rules
from pocket.rng import Rng


def play_until(s, rng, dry=False):
    while not s.is_over() and (not dry or s.ph != rules.PH_DRY):
        s.apply(rng.choice(s.legal_moves()))
    return s


def test_a_copy_shares_the_land_until_either_side_places_a_card():
    rng = Rng(3)
    s = play_until(rules.new_game(seed=3), rng, dry=True)
    before = bytes(s.land)
    t = s.copy()
    assert t.land is s.land            # no new 1 KB block for the match's undo copy
    t.apply(t.legal_moves()[0])        # take a row card: the land does not change
    t.apply(t.legal_moves()[0])        # place it: now t gets its own land
    assert t.land is not s.land
    assert bytes(s.land) == before     # the original is untouched
    assert bytes(t.land) != before
    # and the other way round: the original places, the copy keeps the old land
    u = s.copy()
    s.apply(s.legal_moves()[0])
    s.apply(s.legal_moves()[0])
    assert bytes(u.land) == before and u.land is not s.land


def test_copy_into_reuses_the_buffers():
    s = play_until(rules.new_game(seed=5), Rng(5), dry=True)
    scratch = rules.State()
    land = scratch.land
    t = s.copy(scratch)
    assert t is scratch and t.land is land and bytes(land) == bytes(s.land)
    assert t.log == s.log and t.log[0] is not s.log[0]
    # a scratch that had shared its land gets its own before it is overwritten
    shared = scratch.copy()
    s.copy(scratch)
    assert shared.land is not scratch.land


def test_the_ai_leaves_the_state_and_its_land_as_they_were():
    s = play_until(rules.new_game(seed=8), Rng(8), dry=True)
    s.apply(s.legal_moves()[0])        # a dry-season card to place: Hard's lookahead tries spots in place
    before = (bytes(s.land), bytes(s.bb), bytes(s.log[0]), bytes(s.log[1]))
    for level in (0, 1, 2):
        ai.choose(s, level, Rng(1))
        assert (bytes(s.land), bytes(s.bb), bytes(s.log[0]), bytes(s.log[1])) == before
    # the AI's own copy is the scratch made at import, not a new state each decision
    assert ai._SCRATCH.land is not s.land


def test_the_deck_tables_are_bytes_and_rarely_used_code_is_not_imported_by_a_match():
    assert isinstance(deck.EDGES, bytes) and isinstance(deck.ITEMS, bytes)
    for name in ("games.rice.unpack", "games.rice.resample", "games.rice.ending"):
        sys.modules.pop(name, None)
    s = play_until(rules.new_game(seed=9), Rng(9), dry=True)
    s.encode()
    s.observe(0)
    s.unseen(1)
    for name in ("games.rice.unpack", "games.rice.resample", "games.rice.ending"):
        assert name not in sys.modules, name
    play_until(s, Rng(9))
    assert "games.rice.ending" in sys.modules
    assert rules.decode(s.encode()).encode() == s.encode()


def test_the_placement_hint_tries_the_card_on_the_land_and_takes_it_back():
    # the view scores the ghost card on the game's own land (put, score, take back) instead of copying 1 KB at
    # every cursor step: the land is the same object with the same bytes afterwards
    from tests import simtools
    from tests.test_rice_view import to_placement
    with simtools.sim() as s:
        s.start_game("rice", seed=3, players=("human", "cpu:1"))
        to_placement(s)
        st = s.state
        land = st.land
        before = (bytes(land), bytes(st.bb))
        for key in ("LEFT", "UP", "RIGHT", "DOWN", "DOWN"):
            s.tap(key)
            assert st.land is land and (bytes(land), bytes(st.bb)) == before
