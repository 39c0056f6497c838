"""The trainers' shared fit and table writing (sim/tablefit.py), and each trainer's reproducibility (issue 36)."""
import importlib

import pytest

from sim import tablefit


def test_a_fit_learns_which_entry_wins():
    np = pytest.importorskip("numpy")
    pytest.importorskip("scipy")
    # entry 3 wins, entry 5 loses, entry 7 says nothing
    rows = np.array([[3, 7, 2]] * 30 + [[5, 7, 0]] * 30 + [[3, 7, 0]] * 5 + [[5, 7, 2]] * 5, dtype=np.int16)
    w = tablefit.fit(rows, 10, 9, 1.0)
    assert w[3] > 1 > -1 > w[5] and abs(w[7]) < 0.5
    held = tablefit.logloss(rows, w, 9)
    assert held < tablefit.logloss(rows, w * 0, 9)  # better than a coin on what it was fitted to


@pytest.mark.parametrize("game, size", [("bossa", "BASE_SIZE"), ("tanbo", "TABLE_SIZE")])
def test_the_trainer_writes_a_table_the_game_reads(tmp_path, game, size):
    np = pytest.importorskip("numpy")
    train = importlib.import_module("sim.games.%s.train" % game)
    learned = importlib.import_module("games.bossa.learned" if game == "bossa" else "sim.games.tanbo.learned")
    n = getattr(learned, size)
    q = np.arange(n) % 255 - 127
    path = tmp_path / "w.py"
    train.write(str(path), q, ["a test"])
    scale, table = tablefit.load_table(str(path))
    assert len(table) == n and [x - 128 for x in table] == list(q) and scale > 0
    assert "a test" in path.read_text()


@pytest.mark.parametrize("game, games, other", [("bossa", "16,4", "6"), ("tanbo", "30,6", "30")])
def test_the_same_seed_writes_the_same_table(tmp_path, game, games, other):
    pytest.importorskip("numpy")
    pytest.importorskip("scipy")
    train = importlib.import_module("sim.games.%s.train" % game)
    out = []
    for run in range(2):
        path = tmp_path / ("w%d.py" % run)
        train.main(["--seed", "3", "--games", games, "--jobs", "1", "--out", str(path),
                    "--cache", str(tmp_path / ("cache%d" % run))])
        out.append(path.read_text())
    last = games.split(",")[1]
    assert out[0] == out[1] and "--seed 3 --games %s" % games in out[0]
    assert "round 1: %s games at Hard" % last in out[0]
    path = tmp_path / "other.py"
    train.main(["--seed", "4", "--games", other, "--jobs", "1", "--out", str(path), "--cache", str(tmp_path / "c4")])
    assert path.read_text().split("TABLE = (")[1] != out[0].split("TABLE = (")[1]
