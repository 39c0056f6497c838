"""Saves through the whole program (headless simulator): on battery the games keep their saves on the drive and
never write the nvm; a blank nvm (a power cut while it was written) loses no save; with a computer holding the
drive the menu says the saves are at risk."""
import os
import shutil
import sys

from sim import saveunits
from tests.helpers import simtools


def footer():
    return sys.modules["pocket.app"].current.footer_text.text


def test_the_menu_says_when_saves_are_at_risk(tmp_path):
    from pocket.launcher import AT_RISK
    with simtools.sim(drive_dir=str(tmp_path)) as s:  # a computer holds the drive
        s.run(5)
        assert footer() == AT_RISK
        s.tap("DOWN")
        assert footer() != AT_RISK  # the entries' own lines once the cursor moves
    with simtools.sim(drive_dir=str(tmp_path)) as s:
        s.device.usb.plug(None)  # no cable
        s.device.set_writable(True)  # on battery, but a drive an older deploy made: no save units, saves in nvm
        s.run(5)
        assert footer() == AT_RISK
    saveunits.create(str(tmp_path))  # as deploy makes them
    with simtools.sim(drive_dir=str(tmp_path)) as s:
        s.device.usb.plug(None)  # no cable
        s.device.set_writable(True)  # on battery: the launcher gave the games the drive
        s.run(5)
        assert footer() != AT_RISK and footer()


def test_on_battery_a_game_saves_to_the_drive_and_a_blank_nvm_loses_nothing(tmp_path):
    from pocket.saves import Store
    drive = str(tmp_path / "drive")
    os.mkdir(drive)
    saveunits.create(drive)  # as deploy makes them
    unit = os.path.join(drive, "saves", "cetkaik")
    with simtools.sim(game="cetkaik", players=("cpu:0", "cpu:0"), seed=4, drive_dir=drive) as s:
        s.device.set_writable(True)
        erases = s.device.nvm.erases  # the launch record the test wrote as the launcher would
        folder = os.path.join(drive, "saves")

        def used():
            return [n for n in (0, 1) if open(os.path.join(unit, str(n), "r"), "rb").read(2) == b"PT"]

        s.run(30)
        sys.modules["pocket.match"].SAVE_EVERY = 60000  # a save a minute: this game is over in five
        frames = 30
        while not used() and frames < 90 * 30:
            s.run(30)
            frames += 30
        # the first save at a turn boundary a minute after the start (at 30 frames a second)
        assert 60 * 30 <= frames < 80 * 30 and not s.state.is_over(), (frames, s.state.is_over())
        assert used() == [0] and all(os.path.getsize(os.path.join(unit, n, "r")) == 4096 for n in "01")
        assert Store(s.device.nvm, os.path.join(folder, ""), True).read_game("cetkaik") is not None
        shutil.copytree(drive, str(tmp_path / "then"), dirs_exist_ok=True)  # the drive as it is now
        while not s.state.is_over() and frames < 30 * 600:
            s.run(30)
            frames += 30
        assert s.state.is_over()
        # the end of the game erased its save there too (an empty record in the other file), never in the nvm
        assert used() == [0, 1]
        assert Store(s.device.nvm, os.path.join(folder, ""), True).read_game("cetkaik") is None
        assert s.device.nvm.erases == erases
    with simtools.sim(drive_dir=str(tmp_path / "then")) as s:  # a blank nvm: the saves are on the drive
        s.device.set_writable(True)
        s.run(5)
        rows = [x.text for box in sys.modules["pocket.app"].current.overlay for x in box if hasattr(x, "text")]
        assert "Resume Cetkaik" in rows, rows


def test_a_game_that_cannot_save_its_launch_record_says_so_and_the_menu_stays(tmp_path):
    def failing():
        raise OSError(5, "EIO")

    with simtools.sim(drive_dir=str(tmp_path)) as s:  # plugged in: the launch record goes to the nvm
        s.run(10)
        s.device.nvm._step = failing  # the flash no longer erases
        s.tap("A", "DOWN", "DOWN", "DOWN", "A")  # Tanbo's setup, Start
        s.run(10)
        app = sys.modules["pocket.app"].current
        text = " ".join(x.text.replace("\n", " ") for box in app.overlay for x in box if hasattr(x, "text"))
        assert "could not start" in text and s.match is None, text
        s.tap("A")  # OK
        s.run(10)
        assert s.match is None and "pocket.launcher" in sys.modules
