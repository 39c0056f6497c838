"""The save units deploy makes (sim/saveunits.py; docs/RUNTIME.md, Saves): once, each record's in its folder, and
never touched by a later deploy (they hold the saves); pocket.saves only overwrites them in place."""
import os

from pocket.saves import Store
from sim import saveunits
from sim.deploy import BOOT_OUT, deploy


def test_deploy_makes_the_units_once_and_a_later_deploy_keeps_them_and_their_saves(tmp_path, monkeypatch):
    drive = str(tmp_path)
    with open(os.path.join(drive, "boot_out.txt"), "w") as f:
        f.write(BOOT_OUT % "10.2.1")
    lines = []
    deploy(drive, out=lines.append, allow_py=True, as_py=True)
    assert sorted(os.listdir(os.path.join(drive, "saves"))) == sorted(saveunits.keys())
    assert any(x.startswith("make        saves/launch/") for x in lines), lines
    for key in saveunits.keys():
        folder = os.path.join(drive, "saves", key)
        assert sorted(os.listdir(folder)) == sorted(["g"] + [str(n) for n in range(saveunits.copies(key))])
        assert os.path.getsize(os.path.join(folder, "g")) == saveunits.GUARD
        for n in range(saveunits.copies(key)):
            assert os.listdir(os.path.join(folder, str(n))) == ["r"]
            assert os.path.getsize(os.path.join(folder, str(n), "r")) == saveunits.UNIT_FILE
    store = Store(bytearray(b"\xff" * 8192), os.path.join(drive, "saves", ""), True)
    assert store.write_settings(b"\x02\x00\x01\x01\x02\x01\x01") and store.nvm == bytearray(b"\xff" * 8192)
    lines = []
    deploy(drive, out=lines.append, allow_py=True, as_py=True)
    assert not any(x.startswith("make") for x in lines), lines
    assert Store(bytearray(b"\xff" * 8192), os.path.join(drive, "saves", ""), True).read_settings() == \
        b"\x02\x00\x01\x01\x02\x01\x01"
    assert saveunits.missing(drive) == []
