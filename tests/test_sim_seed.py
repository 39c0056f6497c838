"""`python -m sim --seed N` through the launcher replays the same game: the launcher's new_seed() gives N, N+1, ...
in the simulator (sim.runner.seed_games), and the first is the game `--game ... --seed N` starts."""
from sim import __main__ as cli
from sim.scripted import play
from sim.twin.scenarios import choose_game, registry, setup_and_start
from tests.helpers import simtools


def start_from_launcher(seed):
    games = registry()
    rice = [g[0] for g in games].index("rice")
    with simtools.sim() as s:
        if seed is not None:
            from sim.runner import seed_games
            seed_games(s.device, seed)
        play(s, choose_game(rice) + setup_and_start(games[rice], (1,)) + "until match max 900\n")
        return s.match.setup.seed, s.state.encode()


def test_the_launcher_starts_the_seeded_game():
    seed, state = start_from_launcher(4242)
    assert seed == 4242
    with simtools.sim(game="rice", seed=4242, players=("human", "cpu:1")) as s:
        s.run(3)
        assert s.state.encode() == state  # the same deal as --game rice --seed 4242
    other_seed, other = start_from_launcher(4243)
    assert other != state


def test_a_press_script_through_the_launcher_replays_the_same_game(tmp_path):
    # Seasons of Rice from the menu (its deal depends on the seed): down to it, A, down to Start, A
    games = registry()
    rice = [g[0] for g in games].index("rice")
    start = 1 + len(games[rice][5]) + 1
    lines = ["%d DOWN" % (10 + 4 * i) for i in range(rice)]
    f = 14 + 4 * rice
    lines += ["%d A" % f] + ["%d DOWN" % (f + 10 + 4 * i) for i in range(start)] + ["%d A" % (f + 14 + 4 * start)]
    script = tmp_path / "presses.txt"
    script.write_text("# through the launcher\n" + "\n".join(lines) + "\n")
    shots = []
    for n, seed in enumerate(("9", "9", "10")):
        shot = str(tmp_path / ("s%d.png" % n))
        cli.main(["--headless", "--seed", seed, "--script", str(script), "--frames", "300", "--screenshot", shot])
        shots.append(open(shot, "rb").read())
    assert shots[0] == shots[1]  # the same seed and presses: the same game
    assert shots[0] != shots[2]  # (and the seed decides it: another seed deals other cards)
