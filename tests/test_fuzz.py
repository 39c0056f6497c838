"""Short runs of the button fuzzer (the long run is `python -m sim.fuzz --presses 100000 --game all`)."""
import pytest

from sim import fuzz
from tests.helpers import contract
from tests.helpers.simtools import PIG

BUGGY = (("buggy", "Buggy Pig", 2, 2, "crashes", ()), "tests.buggygame")


@pytest.mark.parametrize("game_id", [None, "refgame"] + contract.registered_ids())
def test_mashing_buttons_never_crashes_or_sticks(game_id):
    figures = fuzz.fuzz_game(game_id, 400, seed=11, out=lambda s: None, extra_games=[PIG])
    assert figures["presses"] >= 400
    assert figures["overflows"] >= 1 and figures["storms"] >= 1 and figures["timed"] >= 1


def test_the_fuzzer_reports_a_crash_with_its_seed():
    with pytest.raises(fuzz.FuzzFailure, match="IndexError.*seed 5"):
        fuzz.fuzz_game("buggy", 2000, seed=5, out=lambda s: None, extra_games=[BUGGY])


def test_the_fuzzer_reports_a_stuck_screen(monkeypatch):
    monkeypatch.setattr(fuzz, "STUCK_PRESSES", 3)
    monkeypatch.setattr(fuzz, "WEIGHTS", (("SELECT", 1),))  # SELECT does nothing in Pig: the screen never changes
    with pytest.raises(fuzz.FuzzFailure, match="did not change"):
        fuzz.fuzz_game("refgame", 300, seed=2, out=lambda s: None, extra_games=[PIG])


def test_a_long_run_reports_its_progress_before_its_result():
    lines = []
    fuzz.fuzz_game("refgame", 250, seed=3, out=lines.append, extra_games=[PIG], progress=100)
    counts = [int(ln.split(": ")[1].split()[0]) for ln in lines[:-1]]
    assert len(counts) == 2 and 100 <= counts[0] < 140 and 200 <= counts[1] < 240
    assert "no failure so far" in lines[0] and "allocated blocks" in lines[-1]
