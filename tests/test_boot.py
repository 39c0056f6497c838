"""boot.py: the drive stays writable by the computer when one is attached, unless SELECT is held at boot; on
battery the games get it."""
import os
import runpy

import pytest

from sim import device as dev
from sim.runner import ROOT


@pytest.fixture
def device():
    from sim.display import new_display
    d = dev.Device(new_display())
    d.install()
    return d


def boot_with(device, monkeypatch, held):
    real = dev.ShiftRegisterKeys

    class Scanned(real):
        def __init__(self, **kw):
            real.__init__(self, **kw)
            for name in held:  # what the scanner sees during the first 100 ms
                self.events._put(dev.KEY_NAMES.index(name), True)

    monkeypatch.setattr(__import__("keypad"), "ShiftRegisterKeys", Scanned)
    import threading
    import time
    real_sleep = time.sleep

    def no_wait_on_main_thread(s):  # displayio's own thread keeps its real sleep
        if threading.current_thread() is not threading.main_thread():
            real_sleep(s)

    monkeypatch.setattr(time, "sleep", no_wait_on_main_thread)
    runpy.run_path(os.path.join(ROOT, "boot.py"))
    return device.remounts


def test_nothing_held_leaves_the_drive_to_the_computer(device, monkeypatch):
    assert boot_with(device, monkeypatch, []) == []


def test_other_buttons_do_not_change_the_mode(device, monkeypatch):
    assert boot_with(device, monkeypatch, ["A", "START", "B"]) == []


def test_select_held_lets_the_games_write(device, monkeypatch):
    assert boot_with(device, monkeypatch, ["SELECT"]) == [("/", False)]


def test_on_battery_the_games_get_the_drive(device, monkeypatch):
    device.runtime.usb_connected = False  # no computer attached: saves go to the drive (docs/RUNTIME.md, Saves)
    assert boot_with(device, monkeypatch, []) == [("/", False)]
