"""The bean game's setup screen (issue 18): two players by default, a seat set to None hides the seats after it, and
the screen starts from the last setup of this game. Through the headless simulator, checked by the drawn text."""
from games.beans import rules as R
from games.registry import GAMES
from tests.helpers import simtools
from tests.helpers.simtools import FG, ACCENT

BEANS = [g[0] for g in GAMES].index("beans")


def shows(s, text):
    return simtools.find_text(s, text, FG) is not None or simtools.find_text(s, text, ACCENT) is not None


def open_setup(s, resumes=0):
    s.run(10)
    s.tap(*(["DOWN"] * (BEANS + resumes) + ["A"]))
    s.run(5)


def test_two_players_by_default_and_none_hides_the_seats_after_it():
    with simtools.sim() as s:
        open_setup(s)
        assert shows(s, "P2") and shows(s, "P3") and shows(s, "None")
        assert not shows(s, "P4")  # P3 is None: P4 and P5 are hidden
        s.tap("DOWN", "RIGHT")  # P3: None -> CPU Easy, and P4 appears (as None)
        s.run(2)
        assert shows(s, "P4") and not shows(s, "P5")
        s.tap("LEFT")  # P3 back to None: P4 is hidden again
        s.run(2)
        assert not shows(s, "P4")
        s.tap("DOWN", "DOWN", "A")  # rows: P2, P3, How to play, Start
        s.run(10)
        assert s.match is not None and s.match.setup.game_id == "beans"
        assert list(s.match.setup.kinds) == [0, 2]  # you and CPU Normal (the Settings' level)


def test_the_setup_screen_starts_from_the_last_bean_game():
    with simtools.sim() as s:
        open_setup(s)
        s.tap("DOWN", "RIGHT", "DOWN", "RIGHT", "RIGHT", "RIGHT")  # P3 CPU Easy, P4 CPU Hard
        s.tap("DOWN", "DOWN", "DOWN", "A")  # P5 (None), How to play, Start
        s.run(10)
        assert list(s.match.setup.kinds) == [0, 2, 1, 3]
        for _ in range(200):  # until it is your turn with no die kept yet: START opens the pause menu then
            st = s.state
            if st.to_move() == 0 and st.phase == R.P_KEEP and not st.kept:
                break
            s.run(10)
        s.tap("START", "DOWN", "DOWN", "DOWN", "A")  # pause menu: Save and quit
        s.run(10)
        open_setup(s, resumes=1)  # the saved game is listed first now
        assert shows(s, "CPU Easy") and shows(s, "CPU Hard") and shows(s, "P5") and shows(s, "None")
        s.tap("DOWN", "DOWN", "DOWN", "DOWN", "DOWN", "A")  # P2..P5, How to play, Start
        s.run(10)
        assert list(s.match.setup.kinds) == [0, 2, 1, 3]
