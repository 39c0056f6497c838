"""The runtime keeps in a game's heap only what play needs (issue 14): the pause menu, its help, the modal
widgets are imported when they open and forgotten when they close; the Settings screen's labels agree with the
bytes pocket.settings keeps."""
import sys

from tests.helpers import simtools
from tests.helpers.simtools import PIG

LAZY = ("pocket.pause", "pocket.helpview", "pocket.modal", "pocket.results", "pocket.resume", "pocket.bmp")


def test_pause_menu_and_help_are_imported_while_open_and_forgotten_after():
    with simtools.sim(extra_games=[PIG]) as s:
        s.start_game("refgame", seed=1, players=("human", "cpu:0"))
        s.run(5)
        assert not [m for m in LAZY if m in sys.modules], [m for m in LAZY if m in sys.modules]
        s.tap("START")
        s.run(2)
        assert "pocket.pause" in sys.modules and "pocket.modal" in sys.modules  # the menu is open
        s.tap("DOWN", "A")  # How to play
        s.run(3)
        assert "pocket.helpview" in sys.modules
        s.tap("B", "B")  # close help, resume
        s.run(3)
        left = [m for m in LAZY if m in sys.modules]
        assert not left, left
        s.tap("A")  # the game still takes input
        s.run(5)


def test_the_settings_screen_rows_match_the_stored_settings():
    from pocket import settings
    from pocket.settings_screen import FIELDS
    assert tuple(f[0] for f in FIELDS) == settings.NAMES
    assert bytes(len(f[2]) for f in FIELDS) == settings.COUNTS
    assert all(d < c for d, c in zip(settings.DEFAULTS, settings.COUNTS))
    assert len(settings.DEFAULTS) == len(settings.NAMES)


def test_no_room_to_list_the_legal_moves_after_a_search_plays_the_computers_move():
    # after a search the heap may have no block for the whole list of legal moves (Cetkaik on the twin at 96 KB):
    # the match trusts the AI's move instead of stopping the game with "Out of memory"
    played = []

    class ShortAfterSearch:
        @staticmethod
        def choose(state, level, rng, poll):
            move = state.legal_moves()[-1]

            def short():
                del state.legal_moves  # the next call is the real one again
                raise MemoryError("simulated")

            state.legal_moves = short
            played.append(move)
            return move

    def spy(sim):
        if sim.match and sim.match.ai is not ShortAfterSearch:
            sim.match.ai = ShortAfterSearch

    with simtools.sim(extra_games=[PIG]) as s:
        s.start_game("refgame", seed=3, players=("cpu:1", "cpu:1"))
        s.hooks.append(spy)
        s.run(300)
        assert len(played) > 3  # the game went on, move after move
        assert "(low memory)" not in s.match.app.footer_text.text


def test_a_resumed_game_keeps_neither_the_resume_code_nor_what_decode_imported():
    from games.tanbo import rules as tanbo
    from tests.test_resume import write_save
    with simtools.sim() as s:
        write_save(s.device.nvm, "tanbo", tanbo.new_game(seed=3).encode())
        s.run(5)
        s.tap("A")  # the first entry is "Resume Tanbo"
        s.run(20)
        assert s.match is not None and s.match.state.encode() == tanbo.new_game(seed=3).encode()
        left = [m for m in ("pocket.resume", "games.tanbo.decode") if m in sys.modules]
        assert not left, left  # decode() imported games.tanbo.decode to check the save
