"""python -m sim.bench.redraw [game ...]: how much of the screen a cursor press redraws, in every game (issue 37).

Counted from displayio's refreshed areas (sim/display.py sums the pixels of each area it redraws, as the device
sends them over the bus): a game against the computer (Normal, seed 1) is played to your decision, then D-pad
presses (RIGHT, RIGHT, LEFT, DOWN, UP, LEFT, ...) each get 6 frames; a press's share is the pixels redrawn in them
over the screen's 160 x 128. A share over 100 % redraws some pixels more than once. Then A plays what the cursor
is on, and the next decision of yours is measured the same way: STAGES decisions a game (Rice: the ancestor, a
card to pick, placing it). A decision that follows the computer's turn (marked *) opens with the runtime's summary
of that turn on the message strip, which its first press takes away: that press is held to the bound too (the
strip's text is drawn on its own ground, pocket.app: hiding the strip redraws 160 x 12 once, 9 % of the screen;
a panel under a text of its width was 18 %). Desktop only."""
import sys

from sim.runner import Sim, add_paths

PRESSES = ("RIGHT", "RIGHT", "LEFT", "DOWN", "UP", "LEFT", "RIGHT", "DOWN", "LEFT", "UP", "RIGHT", "LEFT")
FRAMES = 6          # frames a press is given (the runtime reads it at the next frame, draws at the end of it)
SCREEN = 160 * 128
BOUND = 25          # % of the screen a cursor press may redraw (issue 37)
STAGES = 3          # decisions measured a game


def deciding(sim):
    m = sim.match
    return m is not None and m.state.to_move() == 0 and m.last_decider == 0


def settle(sim, limit=3000):
    for _ in range(limit):
        if deciding(sim):
            break
        sim.run(1)
    sim.run(20)  # the decision's screen drawn, its words said
    # Blinka's displayio keeps the change flags of what changed before a full refresh (the screen's first) and
    # redraws those parts at the next refresh; the device's finish_refresh clears them. One refresh here, with
    # the program waiting for its next frame, settles that, so the first press counts what it changes
    sim.display.refresh()
    return deciding(sim)


def shares(game, seed=1, presses=PRESSES, stages=STAGES):
    """[[% of the screen each press redraws] for each of your first `stages` decisions] of a game against the
    computer (between two, A plays what the cursor is on)."""
    add_paths()
    sim = Sim(game=game, seed=seed, players=("human", "cpu:1"))
    out = []
    try:
        for k in range(stages):
            if k:
                sim.press("A", hold=1)
                sim.run(FRAMES)
            if not settle(sim):
                break
            m = sim.match
            app = m.app
            summary = m.last_turn is not None and not app.footer.hidden and app.footer_text.text == m.last_turn[5]
            got = [summary]
            for name in presses:
                if not deciding(sim):
                    break
                before = sim.display.drawn
                sim.press(name, hold=1)
                sim.run(FRAMES)
                got.append(100.0 * (sim.display.drawn - before) / SCREEN)
            out.append(got)
    finally:
        sim.close()
    return out


def games():
    from games.registry import GAMES
    return [g[0] for g in GAMES]


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    add_paths()
    names = argv or games()
    print("A cursor press's redraw, %% of the 160x128 screen (displayio's refreshed areas; bound %d %%):" % BOUND)
    print("  %-8s %-9s %6s %6s %6s  %s" % ("game", "decision", "first", "mean", "max", "presses"))
    worst = 0.0
    for g in names:
        for k, got in enumerate(shares(g)):
            summary, got = got[0], got[1:]
            if not got:
                continue
            worst = max([worst] + got)
            print("  %-8s %-9s %5.0f%%%s %5.0f%% %5.0f%%  %d" % (g, "#%d" % (k + 1), got[0], "*" if summary else " ",
                                                              sum(got) / len(got), max(got), len(got)))
    print("  (*: the decision followed the computer's turn, its summary on the strip at the first press)")
    return 0 if worst <= BOUND else 1


if __name__ == "__main__":
    sys.exit(main())
