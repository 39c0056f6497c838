import errno
import os
import shutil

import pytest

from sim import cpy32, deploy
from sim.deploy import imports as device_imports

needs_mpy_cross = pytest.mark.skipif(not cpy32.available("mpy-cross-cp10"),
                                     reason=cpy32.missing_reason("mpy-cross-cp10"))
needs_cpy32 = pytest.mark.skipif(not cpy32.available(), reason=cpy32.missing_reason())


def make_drive(tmp_path, version="9.2.1", name="CIRCUITPY"):
    d = tmp_path / name
    d.mkdir()
    (d / "boot_out.txt").write_text("Adafruit CircuitPython %s on 2024-11-20; Adafruit PyBadge with samd51j19\n"
                                    "Board ID:pybadge\n" % version)
    (d / "my_notes.txt").write_text("the user's own file")
    return str(d)


@pytest.fixture
def drive(tmp_path):
    return make_drive(tmp_path)


def files_of(drive):
    out = set()
    for dirpath, _, filenames in os.walk(drive):
        for f in filenames:
            out.add(os.path.relpath(os.path.join(dirpath, f), drive).replace(os.sep, "/"))
    return out


def test_refuses_a_path_that_is_not_a_circuitpython_drive(tmp_path):
    assert deploy.main([str(tmp_path)]) == 1
    assert os.listdir(tmp_path) == []
    assert deploy.main([str(tmp_path / "missing")]) == 1


def test_copies_everything_then_only_what_changed_and_code_py_last(tmp_path):
    drive = make_drive(tmp_path, "8.2.10")  # .py everywhere: runs without CircuitPython's tools
    lines = []
    copied, removed = deploy.deploy(drive, out=lines.append)
    names = [r for r, _ in copied]
    assert names[-1] == "code.py"
    for must in ("boot.py", "play.py", "lib/pocket/app.py", "lib/pocket/text.py", "lib/neopixel.py",
                 "assets/title.bmp", "games/registry.py", "settings.toml"):
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


@needs_mpy_cross
def test_modules_go_as_mpy_and_the_entry_points_as_py(drive):
    deploy.deploy(drive, out=lambda s: None)
    files = files_of(drive)
    for must in ("code.py", "boot.py", "play.py", "lib/pocket/app.mpy", "games/tanbo/rules.mpy",
                 "games/registry.mpy", "lib/pocket/text.mpy", "lib/neopixel.mpy", "assets/title.bmp"):
        assert must in files, must
    py = sorted(f for f in files if f.endswith(".py"))
    assert py == ["boot.py", "code.py", "play.py"], py
    with open(os.path.join(drive, "games", "tanbo", "rules.mpy"), "rb") as f:
        assert f.read(2) == b"C\x06"  # CircuitPython 9 and 10's .mpy format


@needs_mpy_cross
def test_firmware_modules_are_not_copied(drive):
    deploy.deploy(drive, out=lambda s: None)
    tops = {f[len("lib/"):].split("/")[0].split(".")[0] for f in files_of(drive) if f.startswith("lib/")}
    # a game's text is drawn as tiles and sheets load with pocket.bmp: the libraries left are neopixel and the
    # launcher's GridLayout (adafruit_displayio_layout's layouts only: not its widgets, which cost too much,
    # docs/RUNTIME.md) and bitmap_label (adafruit_display_text, with the adafruit_ticks it imports)
    assert tops == {"pocket", "neopixel", "adafruit_displayio_layout", "adafruit_display_text",
                    "adafruit_ticks"}, tops
    text = sorted(f for f in files_of(drive) if f.startswith("lib/adafruit_display_text/"))
    assert text == ["lib/adafruit_display_text/__init__.mpy", "lib/adafruit_display_text/bitmap_label.mpy"], text
    layout = sorted(f for f in files_of(drive) if f.startswith("lib/adafruit_displayio_layout/"))
    assert layout == ["lib/adafruit_displayio_layout/__init__.mpy", "lib/adafruit_displayio_layout/layouts/__init__.mpy",
                      "lib/adafruit_displayio_layout/layouts/grid_layout.mpy"], layout
    # the device code does import these, and the firmware has them
    imported = set(device_imports.read_list())
    for name in ("adafruit_pixelbuf", "neopixel_write", "displayio", "keypad", "board", "gc"):
        assert name in imported and name in deploy.FIRMWARE_MODULES, name


def test_the_import_list_names_what_the_libraries_need():
    # neopixel needs the firmware's pixelbuf and writer
    names = set(device_imports.read_list())
    assert {"neopixel", "adafruit_pixelbuf", "neopixel_write"} <= names
    assert not any(n.split(".")[0] in ("typing", "circuitpython_typing", "pocket", "games") for n in names)
    assert "lib/neopixel.py" in deploy.library_files()
    assert "lib/adafruit_pixelbuf.py" not in deploy.library_files()  # built in: the pip one is for other boards


def test_the_committed_import_list_is_current():
    # short scenarios (the modules are all imported while the menu and each game start)
    found = device_imports.trace(menu_frames=30, game_frames=40)
    assert found == device_imports.read_list(), "run: python -m sim.deploy.imports --write"


@needs_cpy32
@needs_mpy_cross
def test_deployed_mpy_files_load_on_circuitpython(tmp_path):
    folder = str(tmp_path / "CIRCUITPY")
    deploy.deploy_to(folder, out=lambda s: None)
    code = ("import games.tanbo.rules, games.registry, pocket.rng, pocket.text\n"
            "print(games.tanbo.rules.__file__, pocket.text.__file__)\n"
            "s = games.tanbo.rules.new_game(seed=1)\nprint('MOVES', len(s.legal_moves()))")
    r = cpy32.run(code, heap_kb=128, cwd=folder, display=True)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "games/tanbo/rules.mpy lib/pocket/text.mpy" in r.stdout and "MOVES" in r.stdout, r.stdout


@needs_mpy_cross
def test_py_twins_left_by_an_older_deploy_are_removed(tmp_path):
    drive = make_drive(tmp_path, "8.2.10")
    deploy.deploy(drive, out=lambda s: None)
    assert os.path.exists(os.path.join(drive, "games", "tanbo", "rules.py"))
    with open(os.path.join(drive, "boot_out.txt"), "w") as f:  # the user updated CircuitPython
        f.write("Adafruit CircuitPython 10.2.1 on 2025-10-01; Adafruit PyBadge with samd51j19\n")
    with open(os.path.join(drive, "lib", "neopixel.py"), "a") as f:
        f.write("# not in any manifest: a .py beside our .mpy is removed all the same (it would win)\n")
    _, removed = deploy.deploy(drive, out=lambda s: None)
    files = files_of(drive)
    assert "games/tanbo/rules.mpy" in files and "games/tanbo/rules.py" not in files
    assert "games/tanbo/rules.py" in removed and "lib/neopixel.py" in removed
    assert sorted(f for f in files if f.endswith(".py")) == ["boot.py", "code.py", "play.py"]
    assert "my_notes.txt" in files


def test_an_older_circuitpython_gets_py_and_is_told_why(tmp_path):
    drive = make_drive(tmp_path, "8.2.10")
    lines = []
    copied, _ = deploy.deploy(drive, out=lines.append)
    assert "CircuitPython 8.2.10" in lines[0] and ".py" in lines[0], lines[0]
    assert all(rel.endswith(".py") or item.kind == "data" for rel, item in copied)
    assert os.path.exists(os.path.join(drive, "lib", "pocket", "app.py"))
    assert not any(f.endswith(".mpy") for f in files_of(drive))


def test_an_unreadable_boot_out_gets_py_and_is_told_why(tmp_path):
    drive = make_drive(tmp_path)
    with open(os.path.join(drive, "boot_out.txt"), "wb") as f:
        f.write(b"\xff\xfe garbled\n")
    lines = []
    copied, _ = deploy.deploy(drive, dry_run=True, out=lines.append)
    assert "does not say which CircuitPython" in lines[0]
    assert any(rel == "lib/pocket/app.py" for rel, _ in copied)


def test_without_mpy_cross_it_copies_py_and_says_why(drive, monkeypatch, tmp_path):
    monkeypatch.setenv(cpy32.ENV_VAR, str(tmp_path / "nowhere"))
    lines = []
    copied, _ = deploy.deploy(drive, dry_run=True, out=lines.append)
    assert "mpy-cross was not found" in lines[0] and ".py" in lines[0], lines[0]
    assert any(rel == "games/tanbo/rules.py" for rel, _ in copied)


@needs_mpy_cross
def test_dry_run_says_mpy_or_py_for_each_file(drive):
    lines = []
    deploy.deploy(drive, dry_run=True, out=lines.append)
    assert "copy   mpy  games/tanbo/rules.mpy" in lines
    assert "copy   mpy  lib/neopixel.mpy" in lines
    assert "copy   py   code.py" in lines and "copy   py   boot.py" in lines
    assert "copy   data assets/title.bmp" in lines
    assert not os.path.exists(os.path.join(drive, "games"))


@needs_mpy_cross
def test_unchanged_files_are_not_compiled_again(drive, tmp_path, monkeypatch):
    cache = str(tmp_path / "cache")
    deploy.deploy(drive, dry_run=True, out=lambda s: None, cache=cache)
    calls = []
    monkeypatch.setattr(cpy32, "mpy_cross", lambda *a: calls.append(a))
    copied, _ = deploy.deploy(drive, out=lambda s: None, cache=cache)
    assert calls == [] and copied


def test_no_settings_toml_while_the_default_pystack_does(drive, monkeypatch):
    monkeypatch.setattr(deploy, "PYSTACK", None)
    deploy.deploy(drive, dry_run=True, out=lambda s: None)
    assert deploy.settings_toml(drive) is None


def test_the_deployed_pystack_is_what_the_twin_found_the_games_need(drive):
    deploy.deploy(drive, out=lambda s: None)
    assert "CIRCUITPY_PYSTACK_SIZE = 3072" in open(os.path.join(drive, "settings.toml")).read()


def test_a_raised_pystack_goes_into_settings_toml_keeping_the_users_lines(drive, monkeypatch):
    with open(os.path.join(drive, "settings.toml"), "w") as f:
        f.write('CIRCUITPY_WIFI_SSID = "home"\n')
    monkeypatch.setattr(deploy, "PYSTACK", 4096)
    item = deploy.settings_toml(drive)
    assert open(item.built).read() == 'CIRCUITPY_WIFI_SSID = "home"\nCIRCUITPY_PYSTACK_SIZE = 4096\n'


def test_a_wrong_argument_gets_a_clear_message(capsys):
    with pytest.raises(SystemExit) as e:
        deploy.main(["--dryrun", "/tmp"])
    assert e.value.code == 2
    assert "unrecognized arguments: --dryrun" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        deploy.main([])
    assert "the following arguments are required: drive" in capsys.readouterr().err
