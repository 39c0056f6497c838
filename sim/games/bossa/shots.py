"""Screenshots of Bossa's screens for review: python -m sim.games.bossa.shots [out_dir] (default /tmp/bossa_shots).

A computer-against-computer game to the results box, and a novice game a few turns in. The tests
(tests/bossa/test_view.py, BOSSA_SHOTS=dir) write the screens of a human turn."""
import os
import sys

from sim.runner import Sim


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    out = argv[0] if argv else "/tmp/bossa_shots"
    os.makedirs(out, exist_ok=True)
    s = Sim(game="bossa", seed=12, players=("cpu:2", "cpu:1"), options=(0, 1))
    try:
        n = 0
        while n < 400 and not (s.state is not None and s.state.is_over()):
            s.run(20)
            n += 1
            if n == 12:
                s.screenshot(os.path.join(out, "bossa_cpu_midgame.png"), 3)
        s.run(8)
        s.screenshot(os.path.join(out, "bossa_results.png"), 3)
    finally:
        s.close()
    s = Sim(game="bossa", seed=21, players=("human", "cpu:0"), options=(1, 0))
    try:
        for _ in range(60):
            s.run(10)
            st = s.state
            if st is not None and st.to_move() == 0:
                if st.npos(0) + st.npos(1) >= 4:
                    break
                s.press("A")  # take whatever the cursor offers: a line, then the first tiles that fit
                s.run(3)
                s.press("START")
                s.run(3)
        s.screenshot(os.path.join(out, "bossa_novice.png"), 3)
    finally:
        s.close()
    print("screenshots in", out)


if __name__ == "__main__":
    main()
