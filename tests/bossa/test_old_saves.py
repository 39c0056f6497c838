"""A Bossa save of the tile counts before issue 28 (docs/rules/bossa.md, "Saves"): refused when resumed, explained,
and kept unless the player erases it. Driven with buttons through the headless simulator."""
import sys

import pytest

from tests.bossa.test_rules import EQUAL_COUNTS_SAVE, STUCK_BUILD_SAVE
from tests.helpers import simtools
from tests.test_refused_saves import all_slots, choose_first_entry_and_read_the_message, menu_rows, save


@pytest.mark.parametrize("old", [EQUAL_COUNTS_SAVE, STUCK_BUILD_SAVE])
def test_a_bossa_save_of_the_older_tile_counts_is_refused_and_kept(old):
    with simtools.sim() as s:
        save(s.device.nvm, 3, "bossa", old)
        before = all_slots(s.device.nvm)
        s.run(5)
        assert menu_rows(s)[1] == "Resume Bossa"  # the menu cannot know before the game looks at it
        text = choose_first_entry_and_read_the_message(s)
        assert "This Bossa save was made by another version of Bossa" in text and "can't be resumed" in text, text
        s.tap("A")  # keep it
        s.run(15)
        assert "pocket.launcher" in sys.modules and s.match is None
        assert "Resume Bossa" in menu_rows(s) and all_slots(s.device.nvm) == before
