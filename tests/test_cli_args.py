"""The long-run commands refuse bad arguments with a message naming the problem and a non-zero exit, before any
game is played."""
import pytest

from sim import fuzz, invariants


@pytest.mark.parametrize("main, argv, words", [
    (invariants.main, ["--games", "0"], "--games must be at least 1"),
    (invariants.main, ["--games", "-5"], "--games must be at least 1"),
    (invariants.main, ["--games", "many"], "invalid int value"),
    (invariants.main, ["--game", "chess"], "unknown game 'chess' (installed: tanbo"),
    (invariants.main, ["--level", "7"], "invalid choice"),
    (fuzz.main, ["--presses", "0"], "--presses must be at least 1"),
    (fuzz.main, ["--game", "chess"], "unknown game 'chess' (installed: tanbo"),
    (fuzz.main, ["--seed", "x"], "invalid int value"),
])
def test_bad_arguments_give_a_message_and_a_non_zero_exit(main, argv, words, capsys, monkeypatch):
    def no_games(*a, **k):
        raise AssertionError("a game was played despite bad arguments")
    monkeypatch.setattr(invariants, "run_game", no_games)
    monkeypatch.setattr(fuzz, "fuzz_game", no_games)
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    assert words in capsys.readouterr().err


def test_a_good_short_run_exits_zero(capsys):
    assert invariants.main(["--games", "2", "--game", "bossa"]) == 0
    assert "invariants bossa: 2 games" in capsys.readouterr().out
