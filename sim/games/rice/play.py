"""Plays a game of rice in the headless simulator with the buttons, the human seat following an AI level, and
saves screenshots of each kind of screen (to look at them as a player).

    python -m sim.games.rice.play --out /tmp/rice_shots --seed 3
"""
import argparse
import os
import sys

from sim.runner import add_paths  # noqa: E402

add_paths()  # appended, not prepended: the repo's code.py must not shadow the standard library's `code`

from games.rice import ai, rules  # noqa: E402
from games.rice.land import GW  # noqa: E402
from pocket.rng import Rng  # noqa: E402


def go_to(s, target):
    """The D-pad presses that bring the card's first square to `target`."""
    view = s.match.view
    while view.pos % GW < target % GW:
        s.tap("RIGHT")
    while view.pos % GW > target % GW:
        s.tap("LEFT")
    while view.pos // GW < target // GW:
        s.tap("DOWN")
    while view.pos // GW > target // GW:
        s.tap("UP")


def press_move(s, move):
    """The button presses that make the view play `move` (the view is waiting for the human)."""
    view = s.match.view
    st = s.state
    if st.step == rules.ST_PLACE:
        if move == rules.DISCARD:
            s.tap("A")
            return
        code = move - rules.PLACE0
        target, rot = code >> 2, code & 3
        go_to(s, target)
        if view._ways() > 1:
            s.tap("A")        # the card fits here several ways: A lets RIGHT turn it among them
            while view.rot != rot:
                s.tap("RIGHT")
        s.tap("A")
        return
    i = view.cards.index(move)
    for _ in range(i):
        s.tap("RIGHT")
    s.tap("A")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="rice_shots")
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--level", type=int, default=2)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    from sim.runner import Sim
    s = Sim(game="rice", seed=args.seed, players=("human", "cpu:1"))
    rng = Rng(args.seed)
    taken = set()
    try:
        s.run(10)
        s.match.app.settings.set("pace", 0)
        n = 0
        while not s.state.is_over() and n < 400:
            n += 1
            st = s.state
            if s.match.view.held:  # the computer's new card, on screen until A
                s.tap("A")
                continue
            if st.to_move() != 0:
                s.run(10)
                continue
            key = (st.ph, st.step)
            name = "%02d_%s_%d" % (len(taken), rules.PHASE_NAMES[st.ph].lower(), st.step)
            move = ai.choose(st, args.level, rng)
            if key not in taken:
                taken.add(key)
                s.run(2)
                s.screenshot(os.path.join(args.out, name + ".png"), 3)
                if st.step == rules.ST_PLACE:
                    s.tap("SELECT")
                    s.screenshot(os.path.join(args.out, name + "_look.png"), 3)
                    s.tap("SELECT")
                if st.ph == rules.PH_DRY and st.step == rules.ST_CARD:
                    s.tap("SELECT")
                    s.screenshot(os.path.join(args.out, name + "_look.png"), 3)
                    s.tap("SELECT")
            press_move(s, move)
            s.run(3)
            if s.match.view.pop.text:
                s.screenshot(os.path.join(args.out, "%02d_points.png" % n), 3)
        s.run(30)
        s.screenshot(os.path.join(args.out, "99_results.png"), 3)
        print("scores", s.state.scores(), "shots in", args.out)
    finally:
        s.close()


if __name__ == "__main__":
    main()
