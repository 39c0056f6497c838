"""The desktop tools of issue 36's Bossa research: sim/games/bossa/phases.py (our AI with ISMCTS deciding for it in
one phase of the game, and its variants) and sim/games/bossa/endgame.py (an expectimax over the real draws)."""
from games.bossa.layout import ASIDE, DONE, HAND, M_END, NT, O_LOC, P_DRAW, PILE
from sim.games.bossa import endgame, phases
from tests.bossa.helpers import make, tid


def test_the_helper_decides_only_in_its_phase_and_every_game_counts_once():
    score, n, ends, asked = phases.run("easy", 1, 99, 99, sims=10, peer_sims=10)
    assert n == 2 and sum(ends.values()) == 2 and 0 <= score <= 2 and asked == 0
    score, n, ends, asked = phases.run("easy", 1, 0, 18, sims=10, peer_sims=10)
    assert n == 2 and sum(ends.values()) == 2 and asked > 0


def test_the_variants_play_whole_legal_games():
    # the tournament's play() applies every move through apply(), which refuses an illegal one
    score, n, ends, asked = phases.run("normal", 1, 99, 99, sims=10, peer_sims=10, endgame=(18, 0, 2), stack=200,
                                     endhand=(3, 200))
    assert n == 2 and sum(ends.values()) == 2


def test_the_expectimax_plays_the_turn_that_empties_its_hand():
    # the position made with the rules loaded now, as the expectimax's ai is (an earlier test's match may have
    # loaded games.bossa's modules again: a state of the old rules fills the old candidate tiles)
    import importlib
    from tests.bossa import helpers
    fresh = importlib.reload(helpers)
    s = fresh.make(hand0=["W2"], hand1=["B6", "W6"], white=(3, ()), black=(4, ()))
    seq, v = endgame.best(s, 0, 1, 3)
    assert seq == [M_END + 0, tid("W2"), DONE] and v == 1000


def test_drawing_the_set_aside_tile_leaves_one_tile_aside_and_the_pile_one_smaller():
    s = make(hand0=["W2", "W1B1"], hand1=["B6", "W6"], aside="W5", pile=["W3", "B2", "B3"], phase=P_DRAW)
    endgame._draw(s, tid("W5"))
    assert s.b[O_LOC + tid("W5")] == HAND + 0
    assert sum(1 for t in range(NT) if s.b[O_LOC + t] == ASIDE) == 1
    assert sum(1 for t in range(NT) if s.b[O_LOC + t] == PILE) == 2


def test_every_turn_of_both_players_is_counted_by_kind():
    kinds = {}
    phases.run("easy", 1, 99, 99, sims=10, peer_sims=10, kinds=kinds)
    assert any(k[0] == "ours" for k in kinds) and any(k[0] == "peer" for k in kinds)
    assert all(k[2] in ("pile 12-18", "pile 6-11", "pile 0-5") for k in kinds)


def test_the_expectimax_follows_the_game_modules_a_menu_reload_loads_again():
    # a match's return to the menu loads games.bossa's modules again (tests/bossa/test_pause.py does, in the same
    # process); ai.macros reads the candidate tiles of the rules it was loaded with, so the expectimax must ask for
    # the modules loaded now, not keep the ones of its own import
    import importlib
    import sys
    from tests.bossa import helpers
    old = dict((n, m) for n, m in sys.modules.items() if n.startswith("games.bossa"))
    try:
        for n in old:
            del sys.modules[n]
        fresh = importlib.reload(helpers)
        stale = old["games.bossa.layout"].CAND
        stale[:] = bytes(len(stale))  # what the modules loaded before hold is not this position's
        s = fresh.make(hand0=["W2"], hand1=["B6", "W6"], white=(3, ()), black=(4, ()))
        seq, v = endgame.best(s, 0, 1, 3)
        assert seq == [M_END + 0, fresh.tid("W2"), DONE] and v == 1000
    finally:
        for n in [n for n in sys.modules if n.startswith("games.bossa")]:
            del sys.modules[n]
        sys.modules.update(old)
        importlib.reload(helpers)
