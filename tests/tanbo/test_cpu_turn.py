"""A Tanbo computer turn you can follow (issue 37 point 2): each step stays on screen 0.8 s at the default pace
(your own draws too, though the A that made your move is still held), the line left for your turn sums up the
computer's whole turn, and "Last CPU turn" replays the computer's steps only (not your draws before them)."""
from games.tanbo import rules as R
from tests.helpers import simtools

# the presses (seed 3): the first moves of a game against the computer
PRESSES = "A DOWN DOWN DOWN A RIGHT RIGHT A A A RIGHT A A A".split()
GAP = 30  # frames between presses (a second)


def play(s, frames, spy=None):
    """The issue's presses from frame 60, one a second; returns [(frame, footer, drawer)] as the footer changes."""
    out = []
    last = None
    for i in range(frames):
        if i >= 60 and i % GAP == 0 and (i - 60) // GAP < len(PRESSES):
            s.press(PRESSES[(i - 60) // GAP], hold=3)  # a press held 0.1 s, as a finger does
        s.run(1)
        app = s.match.app
        t = "" if app.footer.hidden else app.footer_text.text
        if t != last:
            out.append((s.frame_no, t, s.state.b[R.PLAYER]))
            last = t
    return out


def test_your_own_draws_and_the_computers_steps_stay_readable():
    with simtools.sim() as s:
        s.start_game("tanbo", seed=3, players=("human", "cpu:1"))
        said = play(s, 600)
    lasted = [(said[i + 1][0] - f, t, p) for i, (f, t, p) in enumerate(said[:-1])]
    mine = [(n, t) for n, t, p in lasted if t.startswith("Drawn") and p == 0]
    assert mine and all(n >= 23 for n, t in mine), mine  # 0.8 s at 30 frames a second (was 1 frame, then 10)
    cpu = [(n, t) for n, t, p in lasted if t.startswith("CPU: sowing ends")]
    assert cpu and cpu[0][0] >= 23, cpu  # (a later one is hurried by a press of A: the presses do not wait)


def test_the_line_left_for_your_turn_sums_up_the_computers_turn():
    with simtools.sim() as s:
        s.start_game("tanbo", seed=3, players=("human", "cpu:1"))
        said = play(s, 450)
        last = s.match.last_turn
    summaries = [t for f, t, p in said if t.startswith("CPU") and ("sowed" in t or "harvested" in t)]
    assert summaries, said
    assert last is not None and last[5] == summaries[-1] and len(last[5]) <= 26
    assert "drew" in summaries[0]  # its draws from the bag are part of its turn (was its last step alone)


def test_last_cpu_turn_replays_the_computers_steps_only():
    with simtools.sim() as s:
        s.start_game("tanbo", seed=3, players=("human", "cpu:1"))
        play(s, 450)
        m = s.match
        st = m.rules.decode(m.last_turn[0])
        assert st.to_move() < 0  # the turn as recorded opens with your draws (chance), before the computer's move
        seen = simtools.replay_last_cpu_turn(s, 60 * m.last_turn[3] + 60)
        steps = [t for t in seen if t[:1].isdigit()]
        assert steps and steps[0].startswith("1/") and " CPU: " in steps[0], seen
        assert not any("Drawn" in t for t in seen[:seen.index(steps[0])]), seen
