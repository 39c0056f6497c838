"""Every setting of the Settings screen has an effect (issue 29: "Hot seat flip" had none and is gone): one test a
setting, each run with the setting's two ends, so that a setting nobody reads fails its test."""
import pytest

from pocket import settings
from tests.helpers import simtools
from tests.helpers.simtools import PIG


def store(s, **values):
    """The settings as the Settings screen stores them, before the program starts (it loads them from nvm)."""
    from pocket.saves import Store
    st = settings.Settings(Store(s.device.nvm))
    for name, v in values.items():
        st.set(name, v)
    st.save()


def computer_game(frames, **values):
    """Two computers play Pig for `frames` frames with these settings; returns (tones, lights shown, moves made)."""
    with simtools.sim(extra_games=[PIG]) as s:
        store(s, **values)
        s.start_game("refgame", seed=5, players=("cpu:0", "cpu:0"))
        lit = []
        moves = []
        s.run(2)
        played = s.match.view_played

        def count(move):
            moves.append(move)
            played(move)

        s.match.view_played = count
        for _ in range(frames // 10):
            s.run(10)
            px = s.device.pixels
            lit.extend(c for c in (px.shown if px is not None else ()) if any(c))
        return len(s.speaker.tones), lit, len(moves)


def test_every_setting_has_a_test_here():
    """The runtime's settings, and the installed games' own (their registry entries')."""
    from games.registry import GAMES
    assert sorted(settings.Settings(object(), GAMES).names) == sorted(n[len("test_setting_"):] for n in globals()
                                                                     if n.startswith("test_setting_"))


def test_an_old_record_with_the_removed_hot_seat_flip_keeps_its_other_values():
    from pocket.saves import Store
    from sim.device import Nvm
    import os
    import tempfile
    path = os.path.join(tempfile.mkdtemp(), "nvm.bin")
    # level Hard, sound off, lights on, brightness 50 %, pace Slow, flip On, auto-claim On (the 7-byte format)
    Store(Nvm(path)).write_settings(bytes([2, 0, 1, 1, 2, 1, 1]))
    from games.registry import GAMES
    st = settings.Settings(Store(Nvm(path)), GAMES)  # the runtime's settings, then Bean Dice's auto-claim
    assert st.load()
    assert st.names == ("level", "sound", "lights", "brightness", "pace", "autoclaim")
    assert [st.get(n) for n in st.names] == [2, 0, 1, 1, 2, 1]


@pytest.mark.parametrize("level,kind", [(0, 1), (2, 3)])
def test_setting_level(level, kind):
    """The opponent a new game's setup screen offers first is the CPU level of the settings."""
    with simtools.sim() as s:
        store(s, level=level)
        s.run(5)
        s.tap("A")  # Tanbo's setup: Opponent, Setup, How to play, Start
        s.run(3)
        s.tap("DOWN", "DOWN", "DOWN", "A")
        s.run(10)
        assert s.match is not None and list(s.match.setup.kinds) == [0, kind]


def test_setting_sound():
    assert computer_game(200, sound=0)[0] == 0
    assert computer_game(200, sound=1)[0] > 0


def test_setting_lights():
    assert computer_game(100, lights=0)[1] == []
    assert computer_game(100, lights=1)[1] != []


def test_setting_brightness():
    seen = []
    for b in (0, 3):
        with simtools.sim() as s:
            store(s, brightness=b)
            s.run(5)
            seen.append(float(s.display.brightness))
    assert seen == [0.25, 1.0]


def test_brightness_shows_while_it_is_changed():
    # issue 37 point 10: the screen dims and brightens as the Brightness row changes, before Done; B keeps it
    from sim.scripted import play
    with simtools.sim() as s:
        store(s, brightness=3)
        seen = []
        # the Settings row (the menu's last: UP from the first), then Brightness (the 4th row), LEFT twice
        play(s, "wait 10\npress UP\npress A\nwait 5\npress DOWN 3\nwait 5\n", max_frames=300, partial=True)
        seen.append(float(s.display.brightness))
        play(s, "press LEFT\nwait 5\n", max_frames=100, partial=True)
        seen.append(float(s.display.brightness))
        play(s, "press LEFT\nwait 5\n", max_frames=100, partial=True)
        seen.append(float(s.display.brightness))
        play(s, "press B\nwait 10\n", max_frames=100, partial=True)
        seen.append(float(s.display.brightness))
    assert seen == [1.0, 0.75, 0.5, 0.5]


def test_setting_pace():
    """The pause after each computer move: Fast plays more moves than Slow in the same frames."""
    fast = computer_game(300, pace=0)[2]
    slow = computer_game(300, pace=2)[2]
    assert fast > slow > 0


def test_setting_autoclaim():
    """Bean Dice claims the next contract for the player when Auto-claim is on, and leaves it to them when off."""
    from games.beans import rules as R
    from games.beans.view import View

    class App:
        pass

    for on, want in ((0, None), (1, R.CLAIM)):
        app = App()
        from games.registry import GAMES
        app.settings = settings.Settings(store=object(), games=GAMES)  # Bean Dice's own setting with the runtime's
        app.settings.set("autoclaim", on)
        view = View.__new__(View)  # auto() reads only the settings and the state
        view.app = app
        assert view.auto(_claimable_state()) == want


def _claimable_state():
    """A Bean Dice state where the player to move may claim a contract (found by a seeded random playout)."""
    from games.beans import rules as R
    from pocket.rng import Rng
    for seed in range(1, 40):
        st = R.new_game(seed=seed, players=2)
        rng = Rng(seed)
        for _ in range(400):
            if st.is_over():
                break
            if st.to_move() >= 0 and st.phase in (R.P_OFF, R.P_FULFIL) and R.CLAIM in st.legal_moves():
                return st
            if st.to_move() < 0:
                st.apply(rng.weighted(st.chance_outcomes()))
            else:
                st.apply(rng.choice(st.legal_moves()))
    raise AssertionError("no claimable position")
