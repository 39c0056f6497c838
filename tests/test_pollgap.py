"""sim.pollgap: the poll-gap meter the AIs are tuned with."""
import pytest

from sim import pollgap


def test_gaps_remember_the_longest_stretch_between_polls():
    t = [0.0]
    g = pollgap.Gaps(clock=lambda: t[0])
    g.reset()
    for step in (0.01, 0.05, 0.02):
        t[0] += step
        assert g() is True
    assert g.longest == pytest.approx(0.05)
    g.reset()
    assert g.longest == 0.0


def test_measure_counts_every_decision_of_the_reference_game():
    r = pollgap.measure("refgame", 1, games=2)
    assert r["decisions"] > 10
    assert 0.0 <= r["p95_gap_s"] <= r["worst_gap_s"] <= r["worst_decision_s"] + 1e-9


def test_unknown_game_is_a_clear_usage_error(capsys):
    with pytest.raises(SystemExit) as exc:
        pollgap.main(["nosuchgame"])
    assert exc.value.code == 2
    assert "unknown game 'nosuchgame'" in capsys.readouterr().err
