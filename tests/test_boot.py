"""Who writes the CIRCUITPY drive after a reset (docs/RUNTIME.md, "Who writes the drive"), on the simulator's model of
CircuitPython 10.2.1's order (sim.device.Usb): boot.py runs before USB starts, so usb_connected is False there
whatever is attached; a computer asks to write the drive as soon as it enumerates and then holds it; storage.remount
after boot is refused while it does. The computer must never be locked out after a reset, and the program and the
computer must never both be able to write."""
import os

import pytest

from sim import deploy
from sim import device as dev
from sim import runner
from tests.helpers import simtools
from tests.helpers.usbhost import as_the_computer

SETTLED = 90  # frames (3 s): the launcher has decided who writes the drive (pocket.launcher.DRIVE_WAIT_MS)

# boot.py's decision before issue 35: on every start usb_connected is False in boot.py, so it always took the drive
OLD_BOOT = """
import supervisor, storage
if not supervisor.runtime.usb_connected:
    storage.remount("/", readonly=False)
"""


@pytest.fixture
def device():
    from sim.display import new_display
    d = dev.Device(new_display())
    d.install()
    return d


def boot_with(device, held):
    """A reset with a computer on the cable, boot.py run with these buttons down: the remounts it asked for."""
    device.power_on(dev.COMPUTER)
    device.held_at_boot = held
    runner.boot(device)
    return device.remounts


def test_boot_py_leaves_the_drive_to_the_computer(device):
    assert boot_with(device, []) == []


def test_other_buttons_do_not_change_the_mode(device):
    assert boot_with(device, ["A", "START", "B"]) == []


def test_select_held_lets_the_games_write(device):
    assert boot_with(device, ["SELECT"]) == [("/", False)]


def test_usb_is_not_connected_while_boot_py_runs(device, monkeypatch):
    seen = []
    device.power_on(dev.COMPUTER)
    real = runner.runpy.run_path

    def spy(path, **kw):
        seen.append(device.runtime.usb_connected)
        return real(path, **kw)

    monkeypatch.setattr(runner.runpy, "run_path", spy)
    runner.boot(device)
    device.ms += dev.ENUMERATE_MS
    assert seen == [False] and device.runtime.usb_connected and device.usb.host_writable


def footer():
    import sys
    return sys.modules["pocket.app"].current.footer_text.text


def started(tmp_path, host, boot_file=None, held=(), frames=SETTLED, deployed=False):
    """A simulator switched on with `host` on the cable, run `frames` frames into the launcher; deployed: on a
    drive `sim.deploy` has written (as .py), where the saves have what they need."""
    drive = tmp_path / "drive"
    if deployed:
        drive.mkdir()
        (drive / "boot_out.txt").write_text(runner.BOOT_OUT)
        deploy.deploy(str(drive), out=lambda line: None, as_py=True)
    s = simtools.sim(drive_dir=str(drive), reset=True, host=host, held_at_boot=held)
    sim = s.__enter__()
    sim.device.boot_file = boot_file
    sim.run(frames)
    return s, sim


def old_boot(tmp_path, boot):
    """The path of the boot.py before issue 35, written out, for the "old boot.py" runs (else None: today's)."""
    if boot != "old boot.py":
        return None
    old = str(tmp_path / "old_boot.py")
    with open(old, "w") as f:
        f.write(OLD_BOOT)
    return old


@pytest.mark.parametrize("boot", ["boot.py", "old boot.py"])
def test_after_a_reset_with_a_computer_attached_the_computer_can_write(tmp_path, boot):
    old = old_boot(tmp_path, boot)
    ctx, s = started(tmp_path, dev.COMPUTER, old)
    try:
        usb = s.device.usb
        if old:  # the lock-out of issue 35: the program took the drive before USB started
            assert usb.host_writable is False and s.device.drive_writable
            return
        assert usb.host_writable is True and usb.locked and not s.device.drive_writable
        assert s.device.remounts == []  # the launcher saw the computer and left the drive alone
        from pocket.launcher import AT_RISK
        assert footer() == AT_RISK  # saves go to the nvm, and the menu says so
    finally:
        ctx.__exit__(None, None, None)


def test_on_battery_the_launcher_takes_the_drive_once_usb_had_time(tmp_path):
    from pocket.launcher import AT_RISK
    ctx, s = started(tmp_path, None, frames=30, deployed=True)  # 1 s: waiting for a computer that may be late
    try:
        assert not s.device.drive_writable and s.device.remounts == [] and footer() != AT_RISK
        s.run(SETTLED - 30)
        assert s.device.drive_writable and s.device.remounts == [("/", False)]
        assert footer() != AT_RISK and sys_store().drive
    finally:
        ctx.__exit__(None, None, None)


def sys_store():
    import sys
    return sys.modules["pocket.app"].current.settings.store


def test_a_host_that_never_asks_keeps_the_drive(tmp_path):
    """A host with no mass-storage driver enumerates (usb_connected) and never asks to write: the program still
    leaves the drive alone (it can't tell such a host from a computer that hasn't asked yet)."""
    ctx, s = started(tmp_path, dev.QUIET)
    try:
        assert s.device.runtime.usb_connected and s.device.usb.host_writable is None
        assert not s.device.drive_writable and s.device.remounts == [] and not sys_store().drive
    finally:
        ctx.__exit__(None, None, None)


def test_a_game_started_at_once_waits_for_the_decision(tmp_path):
    """On battery, a game chosen before the launcher has decided: the launch record waits for the decision, so the
    game saves to the drive."""
    ctx, s = started(tmp_path, None, frames=5, deployed=True)
    try:
        s.tap("DOWN", "DOWN", "DOWN", "A")  # a game's setup (after any Resume rows: none on a new drive)
        s.tap("UP")  # from the first row up: Start (the list wraps)
        assert s.frame_no < 45 and not s.device.drive_writable  # not decided yet
        s.tap("A")
        s.run(40)
        assert s.match is not None or s.device.next_code == "play.py"
        assert s.device.drive_writable and s.device.remounts == [("/", False)]
        assert s.device.nvm.erases == 0  # the launch record went to the drive
    finally:
        ctx.__exit__(None, None, None)


def test_select_held_at_boot_gives_the_games_the_drive_and_the_computer_reads(tmp_path):
    ctx, s = started(tmp_path, dev.COMPUTER, held=("SELECT",), deployed=True)
    try:
        assert s.device.drive_writable and s.device.usb.host_writable is False and sys_store().drive
        assert s.device.remounts == [("/", False)]  # boot.py's alone
    finally:
        ctx.__exit__(None, None, None)


def test_claim_never_takes_the_drive_from_a_computer(device):
    """pocket.drive.claim on its own: a computer on the cable keeps the drive; a computer asleep (no usb_connected)
    that holds it makes the remount raise, and claim says no; with nobody there it takes the drive."""
    import sys
    sys.modules.pop("pocket.drive", None)
    from pocket import drive
    device.power_on(dev.COMPUTER)
    device.usb.start()
    device.ms += dev.ENUMERATE_MS
    assert device.runtime.usb_connected and not drive.claim() and device.remounts == []
    device.usb.suspended = True  # the computer sleeps: the bus is suspended, its lock stays
    assert not device.runtime.usb_connected and not drive.claim()
    assert device.remounts == [("/", False)] and device.usb.host_writable and not drive.writable()
    device.usb.plug(None)  # the cable pulled: the host's lock goes (tud_umount_cb)
    assert drive.claim() and drive.writable() and device.drive_writable


def deploy_to_drive(s):
    """sim.deploy run by the computer against the handheld's drive as the computer sees it (.py: no compiler)."""
    lines = []
    with as_the_computer(s.device):
        deploy.deploy(s.device.drive_dir, out=lines.append, as_py=True)
    return lines


@pytest.mark.parametrize("boot", ["boot.py", "old boot.py"])
def test_deploy_after_a_reset_with_the_cable_in(tmp_path, boot):
    old = old_boot(tmp_path, boot)
    ctx, s = started(tmp_path, dev.COMPUTER, old)
    try:
        if old:
            with pytest.raises(deploy.DeployError) as err:
                deploy_to_drive(s)
            assert "read-only" in str(err.value)
            assert not os.path.exists(os.path.join(s.device.drive_dir, "code.py"))
            return
        lines = deploy_to_drive(s)
        assert os.path.exists(os.path.join(s.device.drive_dir, "code.py")), lines
        assert os.path.exists(os.path.join(s.device.drive_dir, "lib", "pocket", "drive.py"))
    finally:
        ctx.__exit__(None, None, None)


def test_plugged_in_after_the_games_took_the_drive_a_reset_gives_it_back(tmp_path):
    """On battery the launcher took the drive; the cable goes in: the computer sees the drive read-only and deploy
    says so and what to do; after a reset with the cable in, deploy works."""
    ctx, s = started(tmp_path, None, deployed=True)
    code_py = os.path.join(s.device.drive_dir, "code.py")
    os.remove(code_py)  # (the sim runs the repo's files): an update to make, so deploy has to write
    try:
        assert s.device.drive_writable
        s.device.usb.plug(dev.COMPUTER)
        s.run(15)
        assert s.device.usb.host_writable is False
        from pocket.launcher import PC_READS
        assert footer() == PC_READS  # the menu says what to do
        with pytest.raises(deploy.DeployError) as err:
            deploy_to_drive(s)
        assert "read-only" in str(err.value) and "reset" in str(err.value).lower()
        assert not os.path.exists(code_py)
    finally:
        ctx.__exit__(None, None, None)
    ctx, s = started(tmp_path, dev.COMPUTER)  # the same drive, switched off and on with the cable in
    try:
        deploy_to_drive(s)
        assert os.path.exists(code_py)
    finally:
        ctx.__exit__(None, None, None)
