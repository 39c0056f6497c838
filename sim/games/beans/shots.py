"""Screenshots of the bean game's screens for review: python -m sim.games.beans.shots [out_dir] (default docs/img).

keep.png: the human sets dice aside; field.png: after a reroll with dice on the field; claim.png: a claim window
of the human during the computer's turn (or the nearest decision); results.png: the end of a computer game."""
import os
import sys

from games.beans import rules as R
from sim.runner import ROOT, Sim


def until(s, cond, frames=3000):
    for _ in range(frames // 5):
        if s.state is not None and cond(s.state):
            return True
        s.run(5)
    return False


def shots(take):
    """sim.shots' picture (docs/img/beans.png): your first keep. The generic 60 frames now fall in the computer's
    claim with your roll (its steps stay 0.8-1.2 s on screen since issue 37); at 100 frames you keep."""
    take("beans.png", frames=100)


def main(argv):
    out = argv[0] if argv else os.path.join(ROOT, "docs", "img")
    os.makedirs(out, exist_ok=True)
    shots = []
    s = Sim(game="beans", seed=3, players=("human", "cpu:1"))
    try:
        until(s, lambda t: t.to_move() == 0 and t.phase == R.P_KEEP)
        s.run(3)
        s.press("RIGHT")
        s.run(4)
        s.screenshot(os.path.join(out, "beans_keep.png"), 2)
        shots.append("beans_keep.png")
        s.press("A")
        s.run(4)
        for _ in range(3):  # from the second die: the first, then (wrapping) Stop, then Roll
            s.press("LEFT")
            s.run(4)
        s.press("A")
        s.run(4)
        until(s, lambda t: t.to_move() == 0 and t.phase == R.P_KEEP)
        s.run(3)
        s.screenshot(os.path.join(out, "beans_field.png"), 2)
        shots.append("beans_field.png")
        s.press("A")
        s.run(4)
        s.press("LEFT")  # from the first die the frame wraps onto "Stop" (B only takes a die back)
        s.run(4)
        s.press("A")
        s.run(4)
        if until(s, lambda t: t.to_move() == 0 and t.phase in (R.P_OFF, R.P_FULFIL)):
            s.run(3)
            s.screenshot(os.path.join(out, "beans_claim.png"), 2)
            shots.append("beans_claim.png")
    finally:
        s.close()
    s = Sim(game="beans", seed=2, players=("cpu:2", "cpu:0", "cpu:1", "cpu:1"))
    try:
        until(s, lambda t: t.is_over(), 60000)
        s.run(20)
        s.screenshot(os.path.join(out, "beans_results.png"), 2)
        shots.append("beans_results.png")
    finally:
        s.close()
    for name in shots:
        print("shots:", os.path.join(out, name))


if __name__ == "__main__":
    main(sys.argv[1:])
