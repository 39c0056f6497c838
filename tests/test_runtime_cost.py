"""`python -m sim.runtime_cost` (docs/RUNTIME.md's cost table) runs to a game's first screen on the device's core:
its program drives the runtime as play.py does, so a change in how play.py hands over the registry breaks it."""
import contextlib
import io

import pytest

from sim import runtime_cost
from sim.bench import catalog


@pytest.mark.device
@pytest.mark.parametrize("play_only", [True, False], ids=["play-only", "all-modules"])
def test_the_runtime_cost_reaches_a_games_first_screen(play_only):
    game = catalog.registered()[0][0]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        runtime_cost.main(["--game", game] + (["--play-only"] if play_only else []))
    text = out.getvalue()
    assert "Traceback" not in text and "Error" not in text, text
    last = [line for line in text.splitlines() if line.startswith("its first screen")]
    assert last and int(last[0].split()[-1]) > 50000, text  # the whole device's heap at the game's first screen
