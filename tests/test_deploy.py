import errno
import os
import shutil

import pytest

from sim import deploy


@pytest.fixture
def drive(tmp_path):
    d = tmp_path / "CIRCUITPY"
    d.mkdir()
    (d / "boot_out.txt").write_text("Adafruit CircuitPython 9.2.1 on 2024-11-20; Adafruit PyBadge with samd51j19\n")
    (d / "my_notes.txt").write_text("the user's own file")
    return str(d)


def test_refuses_a_path_that_is_not_a_circuitpython_drive(tmp_path):
    assert deploy.main([str(tmp_path)]) == 1
    assert os.listdir(tmp_path) == []
    assert deploy.main([str(tmp_path / "missing")]) == 1


def test_copies_everything_then_only_what_changed_and_code_py_last(drive):
    lines = []
    copied, removed = deploy.deploy(drive, out=lines.append)
    names = [r for r, _ in copied]
    assert names[-1] == "code.py"
    for must in ("boot.py", "play.py", "lib/pocket/app.py", "lib/adafruit_display_text/bitmap_label.py",
                 "lib/adafruit_imageload/bmp/indexed.py", "assets/title.bmp", "games/registry.py"):
        assert os.path.exists(os.path.join(drive, must)), must
    assert not any("__pycache__" in n or n.startswith("sim/") or n.startswith("tests/") for n in names)
    again, _ = deploy.deploy(drive, out=lines.append)
    assert again == []
    assert (open(os.path.join(drive, "my_notes.txt")).read()) == "the user's own file"


def test_dry_run_changes_nothing(drive):
    before = sorted(os.listdir(drive))
    copied, _ = deploy.deploy(drive, dry_run=True, out=lambda s: None)
    assert copied and sorted(os.listdir(drive)) == before


def test_removes_stale_files_of_ours_only(drive):
    deploy.deploy(drive, out=lambda s: None)
    stale = os.path.join(drive, "games", "old_game.py")
    with open(stale, "w") as f:
        f.write("# from an older version\n")
    with open(os.path.join(drive, deploy.MANIFEST), "a") as f:
        f.write("games/old_game.py\n")
    _, removed = deploy.deploy(drive, out=lambda s: None)
    assert removed == ["games/old_game.py"] and not os.path.exists(stale)
    assert os.path.exists(os.path.join(drive, "my_notes.txt"))


def test_full_drive_is_refused_before_anything_is_written(drive, monkeypatch):
    monkeypatch.setattr(shutil, "disk_usage", lambda p: shutil._ntuple_diskusage(10, 10, 1000))
    assert deploy.main([drive]) == 1
    assert not os.path.exists(os.path.join(drive, "code.py"))


def test_read_only_drive_gives_a_clear_message_and_keeps_the_old_code(drive, monkeypatch, capsys):
    with open(os.path.join(drive, "code.py"), "w") as f:
        f.write("print('old version')\n")

    def refuse(src, dst):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(shutil, "copyfile", refuse)
    assert deploy.main([drive]) == 1
    assert "read-only" in capsys.readouterr().err
    assert open(os.path.join(drive, "code.py")).read() == "print('old version')\n"


def test_an_interrupted_copy_leaves_the_old_code_py_in_place(drive, monkeypatch):
    with open(os.path.join(drive, "code.py"), "w") as f:
        f.write("print('old version')\n")
    real = shutil.copyfile
    count = [0]

    def flaky(src, dst):
        count[0] += 1
        if count[0] == 5:
            raise OSError(errno.EIO, "device disconnected")
        return real(src, dst)

    monkeypatch.setattr(shutil, "copyfile", flaky)
    assert deploy.main([drive]) == 1
    assert open(os.path.join(drive, "code.py")).read() == "print('old version')\n"
    assert not [f for f in os.listdir(drive) if f.endswith(".tmp")]
