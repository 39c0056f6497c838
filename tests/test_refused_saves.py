"""Saves the launcher cannot resume (another saves format, a game no longer installed or in another slot, a state
its game's decode() refuses) are listed, explained and kept; they go only when the player chooses to erase them.
Driven with buttons through the headless simulator; checked on screen and byte for byte in nvm."""
import sys

import pytest

from tests.helpers import simtools

MSG_X = 2  # the message box's left frame (the menus are narrower: the main menu starts at x=5, questions at x=6)


def overlay_text():
    app = sys.modules["pocket.app"].current
    return " ".join(x.text.replace("\n", " ") for box in app.overlay for x in box if hasattr(x, "text"))


def save(nvm, slot, game_id, state_bytes=None, options=None):
    from games.registry import GAMES
    from pocket.saves import Store
    from pocket.setup import Setup
    if state_bytes is None:
        rules = __import__("games.%s.rules" % game_id, None, None, ["new_game"])
        state_bytes = rules.new_game(seed=3).encode()
    if options is None:
        ids = [g[0] for g in GAMES]
        options = [0] * (len(GAMES[ids.index(game_id)][5]) if game_id in ids else 0)
    payload = Setup(game_id, [0, 2], options, 5).pack() + bytes([1, 1, 2, 3, 4]) + state_bytes
    assert Store(nvm).write_game(slot, payload)


def slot_bytes(nvm, slot):
    from pocket import saves
    at = saves.SLOTS_AT + slot * 2 * saves.SLOT_COPY
    return bytes(nvm[at:at + 2 * saves.SLOT_COPY])


def all_slots(nvm):
    from pocket import saves
    return bytes(nvm[saves.SLOTS_AT:saves.SLOTS_AT + saves.SLOTS * 2 * saves.SLOT_COPY])


def menu_rows(s):
    app = sys.modules["pocket.app"].current
    return [x.text for box in app.overlay for x in box if hasattr(x, "text")]


def with_bossa_save(s):
    """A good save of another game beside the refused one: it must come through untouched."""
    save(s.device.nvm, 3, "bossa")
    return slot_bytes(s.device.nvm, 3)


def choose_first_entry_and_read_the_message(s):
    s.run(5)
    s.tap("A")
    s.run(10)
    assert s.pixel(MSG_X, 64) == simtools.ACCENT  # the message box, not a menu
    assert s.match is None
    text = overlay_text()
    s.tap("A")  # OK: on to the question
    s.run(5)
    assert "Erase this save?" in overlay_text() and s.pixel(MSG_X, 64) != simtools.ACCENT
    return text


def set_saves_format(nvm, slot, version):
    """Rewrite the format byte of the slot's record (its CRC no longer matters: such a record is not parsed)."""
    from pocket import saves
    at = saves.SLOTS_AT + slot * 2 * saves.SLOT_COPY
    nvm[at + 2] = version


@pytest.mark.parametrize("version, word", [(0, "older"), (2, "newer")])
def test_a_save_of_another_saves_format_is_listed_explained_and_kept(version, word):
    with simtools.sim() as s:
        save(s.device.nvm, 0, "tanbo")
        set_saves_format(s.device.nvm, 0, version)
        bossa = with_bossa_save(s)
        before = all_slots(s.device.nvm)
        s.run(5)
        rows = menu_rows(s)
        assert rows[1:3] == ["Old save: Tanbo", "Resume Bossa"], rows
        s.tap("DOWN", "UP")  # the footer said the saves are at risk (a computer holds the drive) until now
        assert "can't resume" in sys.modules["pocket.app"].current.footer_text.text
        text = choose_first_entry_and_read_the_message(s)
        assert "Tanbo" in text and "%s version" % word in text and "can't be resumed" in text, text
        s.tap("B")  # keep it
        s.run(5)
        assert menu_rows(s)[1] == "Old save: Tanbo"  # still listed
        assert all_slots(s.device.nvm) == before  # nothing in any slot was touched
        text = choose_first_entry_and_read_the_message(s)
        s.tap("DOWN", "A")  # Erase it
        s.run(5)
        rows = menu_rows(s)
        assert rows[1] == "Resume Bossa" and "Old save: Tanbo" not in rows, rows
        assert slot_bytes(s.device.nvm, 3) == bossa
        from pocket import slots
        from pocket.saves import Store
        assert slots.game_version(Store(s.device.nvm), 0) is None and Store(s.device.nvm).read_game(0) is None


def test_a_save_of_a_game_that_is_not_installed_is_refused_in_any_slot():
    from pocket import saves
    with simtools.sim() as s:
        save(s.device.nvm, 0, "hnefatafl", b"\x01whatever")
        save(s.device.nvm, saves.SLOTS - 1, "go", b"\x01board")  # a slot past the installed games
        bossa = with_bossa_save(s)
        before = all_slots(s.device.nvm)
        s.run(5)
        assert menu_rows(s)[1:4] == ["Old save: hnefatafl", "Old save: go", "Resume Bossa"]  # other slots first
        text = choose_first_entry_and_read_the_message(s)
        assert "not installed (hnefatafl)" in text, text
        s.tap("A")  # "Keep it" is the default
        s.run(5)
        assert all_slots(s.device.nvm) == before
        s.tap("DOWN", "A")  # Old save: go
        s.run(5)
        assert "not installed (go)" in overlay_text()
        s.tap("A", "DOWN", "A")  # erase it
        s.run(5)
        assert menu_rows(s)[1:3] == ["Old save: hnefatafl", "Resume Bossa"]
        assert slot_bytes(s.device.nvm, 3) == bossa and slot_bytes(s.device.nvm, 0) == before[:2 * saves.SLOT_COPY]


def test_a_save_of_an_installed_game_in_another_games_slot_resumes():
    """Saves are kept by game id (issue 35): a save made when the games were listed in another order (slot 0 was
    then Cetkaik's) is Cetkaik's save."""
    with simtools.sim() as s:
        save(s.device.nvm, 0, "cetkaik")
        s.run(5)
        assert menu_rows(s)[1] == "Resume Cetkaik"


def test_a_save_whose_setup_is_damaged_is_refused():
    from pocket.saves import Store
    with simtools.sim() as s:
        Store(s.device.nvm).write_game(1, b"\x09tan")  # good CRC, a setup cut short
        s.run(5)
        assert menu_rows(s)[1] == "Old save: Cetkaik"
        text = choose_first_entry_and_read_the_message(s)
        assert "damaged" in text, text


@pytest.mark.parametrize("erase", [False, True])
def test_a_state_the_game_refuses_is_explained_after_the_reload_and_kept_unless_erased(erase):
    from games.tanbo import rules
    with simtools.sim() as s:
        good = rules.new_game(seed=3).encode()
        save(s.device.nvm, 0, "tanbo", bytes([good[0] + 1]) + good[1:])  # a later Tanbo format, good CRC
        bossa = with_bossa_save(s)
        before = all_slots(s.device.nvm)
        s.run(5)
        assert menu_rows(s)[1] == "Resume Tanbo"  # the menu cannot know before the game looks at it
        text = choose_first_entry_and_read_the_message(s)
        assert "another version of Tanbo, or it is damaged" in text, text
        assert "pocket.play" in sys.modules  # said by play.py, in the game's fresh heap
        s.tap("DOWN", "A") if erase else s.tap("A")
        s.run(15)
        assert "pocket.launcher" in sys.modules and s.match is None  # back in the menu, no crash
        rows = menu_rows(s)
        assert ("Resume Tanbo" in rows) != erase, rows
        assert slot_bytes(s.device.nvm, 3) == bossa
        if not erase:
            assert all_slots(s.device.nvm) == before


def test_every_refusal_fits_the_menu_row_and_the_footer():
    from games.registry import GAMES
    from pocket import slots, ui
    for problem, blurb in slots.BLURBS.items():
        assert len(blurb) <= ui.COLS, blurb
        for g in GAMES:
            assert len(slots.menu_label(g[1], problem)) <= 22
            assert g[1] in slots.explain(g[1], problem) or problem == slots.DAMAGED
    assert slots.menu_label("Seasons of Rice", slots.OLDER) == "Old Seasons of Rice"


def test_a_bossa_save_of_the_one_ended_lines_format_is_refused_and_kept():
    from tests.bossa.test_rules import FORMAT_1_SAVE  # written by the engine before Bossa's lines had two ends
    with simtools.sim() as s:
        save(s.device.nvm, 3, "bossa", FORMAT_1_SAVE)
        before = all_slots(s.device.nvm)
        s.run(5)
        assert menu_rows(s)[1] == "Resume Bossa"  # the menu cannot know before the game looks at it
        text = choose_first_entry_and_read_the_message(s)
        assert "another version of Bossa, or it is damaged" in text, text
        s.tap("A")  # keep it
        s.run(15)
        assert s.match is None and "Resume Bossa" in menu_rows(s)


def test_a_cetkaik_save_from_before_the_rules_option_is_refused_and_kept():
    # format 1 (29 state bytes, no rule set) was written before the option "Rules": decode() refuses it, the
    # player is told and keeps it; nothing crashes
    from games.cetkaik import rules, layout as const
    data = rules.new_game(seed=3).encode()
    old = bytes([1]) + data[1:1 + 29] + data[1 + const.NV:]
    with simtools.sim() as s:
        save(s.device.nvm, 1, "cetkaik", old)
        before = all_slots(s.device.nvm)
        s.run(5)
        assert menu_rows(s)[1] == "Resume Cetkaik"   # the menu never parses a state
        text = choose_first_entry_and_read_the_message(s)
        assert "another version of Cetkaik, or it is damaged" in text, text
        s.tap("A")                                   # keep it
        s.run(15)
        assert "pocket.launcher" in sys.modules and s.match is None
        assert all_slots(s.device.nvm) == before
