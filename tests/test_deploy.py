import errno
import os
import shutil

import pytest

from sim import cpy32, deploy
from sim.deploy import imports as device_imports
from sim.deploy import mpycross

needs_mpy_cross = pytest.mark.device("mpy-cross-cp10")
needs_cpy32 = pytest.mark.device


MANIFEST_NAME = deploy.MANIFEST
REAL_MPY_CROSS = cpy32.tool("mpy-cross-cp10")  # this computer's, if it has one (the test needing it says so)


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


@pytest.fixture
def no_mpy_cross(monkeypatch, tmp_path):
    """A fresh clone on a computer with no CircuitPython tools and no network: nothing in any folder deploy looks
    in, and the download fails as it does offline."""
    monkeypatch.delenv(cpy32.MPY_CROSS_VAR, raising=False)
    monkeypatch.setenv(cpy32.CACHE_VAR, str(tmp_path / "cache"))
    monkeypatch.setattr(cpy32, "search_dirs", lambda: [str(tmp_path / "no-tools"), cpy32.core_cache_dir()])

    def offline(address, timeout=None):
        raise OSError(-2, "Name or service not known")

    monkeypatch.setattr(mpycross.urllib.request, "urlopen", offline)


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


def test_copies_everything_then_only_what_changed_and_code_py_last(tmp_path, no_mpy_cross):
    drive = make_drive(tmp_path)  # .py everywhere (--allow-py): runs without CircuitPython's tools
    lines = []
    copied, removed = deploy.deploy(drive, out=lines.append, allow_py=True)
    names = [r for r, _ in copied]
    assert names[-1] == "code.py"
    for must in ("boot.py", "play.py", "lib/pocket/app.py", "lib/pocket/text.py", "assets/title.bmp",
                 "games/registry.py", "settings.toml"):
        assert os.path.exists(os.path.join(drive, must)), must
    assert not any("__pycache__" in n or n.startswith("sim/") or n.startswith("tests/") for n in names)
    again, _ = deploy.deploy(drive, out=lines.append, allow_py=True)
    assert again == []
    assert (open(os.path.join(drive, "my_notes.txt")).read()) == "the user's own file"


def test_dry_run_changes_nothing(drive, no_mpy_cross):
    before = sorted(os.listdir(drive))
    copied, _ = deploy.deploy(drive, dry_run=True, out=lambda s: None, allow_py=True)
    assert copied and sorted(os.listdir(drive)) == before


def test_removes_stale_files_of_ours_only(drive, no_mpy_cross):
    deploy.deploy(drive, out=lambda s: None, allow_py=True)
    stale = os.path.join(drive, "games", "old_game.py")
    with open(stale, "w") as f:
        f.write("# from an older version\n")
    with open(os.path.join(drive, deploy.MANIFEST), "a") as f:
        f.write("games/old_game.py\n")
    _, removed = deploy.deploy(drive, out=lambda s: None, allow_py=True)
    assert removed == ["games/old_game.py"] and not os.path.exists(stale)
    assert os.path.exists(os.path.join(drive, "my_notes.txt"))


def test_full_drive_is_refused_before_anything_is_written(drive, monkeypatch, no_mpy_cross):
    monkeypatch.setattr(shutil, "disk_usage", lambda p: shutil._ntuple_diskusage(10, 10, 1000))
    assert deploy.main([drive, "--allow-py"]) == 1
    assert not os.path.exists(os.path.join(drive, "code.py"))


def test_read_only_drive_gives_a_clear_message_and_keeps_the_old_code(drive, monkeypatch, capsys, no_mpy_cross):
    with open(os.path.join(drive, "code.py"), "w") as f:
        f.write("print('old version')\n")

    def refuse(src, dst):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(shutil, "copyfile", refuse)
    assert deploy.main([drive, "--allow-py"]) == 1
    assert "read-only" in capsys.readouterr().err
    assert open(os.path.join(drive, "code.py")).read() == "print('old version')\n"


def test_an_interrupted_copy_leaves_the_old_code_py_in_place(drive, monkeypatch, no_mpy_cross):
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
    assert deploy.main([drive, "--allow-py"]) == 1
    assert open(os.path.join(drive, "code.py")).read() == "print('old version')\n"
    assert not [f for f in os.listdir(drive) if f.endswith(".tmp")]


@needs_mpy_cross
def test_modules_go_as_mpy_and_the_entry_points_as_py(drive):
    deploy.deploy(drive, out=lambda s: None)
    files = files_of(drive)
    for must in ("code.py", "boot.py", "play.py", "lib/pocket/app.mpy", "games/tanbo/rules.mpy",
                 "games/registry.mpy", "lib/pocket/text.mpy", "assets/title.bmp"):
        assert must in files, must
    py = sorted(f for f in files if f.endswith(".py"))
    assert py == ["boot.py", "code.py", "play.py"], py
    with open(os.path.join(drive, "games", "tanbo", "rules.mpy"), "rb") as f:
        assert f.read(2) == b"C\x06"  # CircuitPython 9 and 10's .mpy format


@needs_mpy_cross
def test_firmware_modules_are_not_copied(drive):
    deploy.deploy(drive, out=lambda s: None)
    tops = {f[len("lib/"):].split("/")[0].split(".")[0] for f in files_of(drive) if f.startswith("lib/")}
    # a game's text is drawn as tiles and sheets load with pocket.bmp: the libraries left are the launcher's
    # GridLayout (adafruit_displayio_layout's layouts only: not its widgets, which cost too much, docs/RUNTIME.md)
    # and bitmap_label (adafruit_display_text, with the adafruit_ticks it imports); the NeoPixels are written with
    # the firmware's neopixel_write, so the neopixel library is not copied
    assert tops == {"pocket", "adafruit_displayio_layout", "adafruit_display_text", "adafruit_ticks"}, tops
    text = sorted(f for f in files_of(drive) if f.startswith("lib/adafruit_display_text/"))
    assert text == ["lib/adafruit_display_text/__init__.mpy", "lib/adafruit_display_text/bitmap_label.mpy"], text
    layout = sorted(f for f in files_of(drive) if f.startswith("lib/adafruit_displayio_layout/"))
    assert layout == ["lib/adafruit_displayio_layout/__init__.mpy", "lib/adafruit_displayio_layout/layouts/__init__.mpy",
                      "lib/adafruit_displayio_layout/layouts/grid_layout.mpy"], layout
    # the device code does import these, and the firmware has them
    imported = set(device_imports.read_list())
    for name in ("neopixel_write", "displayio", "keypad", "board", "gc"):
        assert name in imported and name in deploy.FIRMWARE_MODULES, name


def test_the_import_list_names_what_the_device_imports_and_not_the_desktop_fallbacks():
    names = set(device_imports.read_list())
    assert "neopixel_write" in names and "adafruit_displayio_layout.layouts.grid_layout" in names
    # pocket.hw falls back to the neopixel library only where the firmware's neopixel_write is missing (the
    # desktop): the device never imports it, so deploy does not copy it (nor the pixelbuf it needs)
    assert "neopixel" not in names and "adafruit_pixelbuf" not in names
    assert not any(n.split(".")[0] in ("typing", "circuitpython_typing", "pocket", "games") for n in names)
    assert not any(rel.startswith(("lib/neopixel", "lib/adafruit_pixelbuf")) for rel in deploy.library_files())


def test_an_import_in_the_handler_of_a_firmware_import_is_a_desktop_fallback(tmp_path, monkeypatch):
    src = tmp_path / "lib" / "mod.py"
    src.parent.mkdir()
    src.write_text("try:\n    import neopixel_write\nexcept Exception:\n    import neopixel\n"
                   "try:\n    import mylib\nexcept Exception:\n    import otherlib\n")
    monkeypatch.setattr(device_imports, "DEVICE_DIRS", (str(tmp_path / "lib") + os.sep,))
    assert device_imports.desktop_lines(str(src)) == {4}  # not line 8: mylib is no firmware module


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
    deploy.deploy(drive, out=lambda s: None, allow_py=True)
    assert os.path.exists(os.path.join(drive, "games", "tanbo", "rules.py"))
    with open(os.path.join(drive, "boot_out.txt"), "w") as f:  # the user updated CircuitPython
        f.write("Adafruit CircuitPython 10.2.1 on 2025-10-01; Adafruit PyBadge with samd51j19\n")
    layout = os.path.join(drive, "lib", "adafruit_displayio_layout", "__init__.py")
    with open(os.path.join(drive, MANIFEST_NAME)) as f:
        kept = [line for line in f if not line.startswith("lib/adafruit_displayio_layout/__init__.py")]
    with open(os.path.join(drive, MANIFEST_NAME), "w") as f:
        f.writelines(kept)  # not in any manifest: a .py beside our .mpy is removed all the same (it would win)
    assert os.path.exists(layout)
    _, removed = deploy.deploy(drive, out=lambda s: None)
    files = files_of(drive)
    assert "games/tanbo/rules.mpy" in files and "games/tanbo/rules.py" not in files
    assert "games/tanbo/rules.py" in removed and "lib/adafruit_displayio_layout/__init__.py" in removed
    assert sorted(f for f in files if f.endswith(".py")) == ["boot.py", "code.py", "play.py"]
    assert "my_notes.txt" in files


def test_without_mpy_cross_deploy_stops_writes_nothing_and_says_how_to_get_it(drive, no_mpy_cross, capsys):
    before = files_of(drive)
    assert deploy.main([drive]) == 1
    err = capsys.readouterr().err
    for words in ("CircuitPython 9's mpy-cross was not found", "Could not download", cpy32.MPY_CROSS_VAR,
                  "python -m sim.twin.core", "Nothing was copied", "--allow-py", "Hard"):
        assert words in err, (words, err)
    assert files_of(drive) == before


def test_allow_py_copies_py_with_the_warning(drive, no_mpy_cross):
    lines = []
    copied, _ = deploy.deploy(drive, dry_run=True, out=lines.append, allow_py=True)
    said = [line for line in lines if line.startswith(drive)][0]
    assert "WARNING" in said and "--allow-py" in said and "Hard" in said, said
    assert any(rel == "games/tanbo/rules.py" for rel, _ in copied)
    assert not any(rel.endswith(".mpy") for rel, _ in copied)


def test_an_older_circuitpython_is_refused_unless_allow_py(tmp_path, capsys):
    drive = make_drive(tmp_path, "8.2.10")
    assert deploy.main([drive]) == 1
    err = capsys.readouterr().err
    assert "CircuitPython 8.2.10" in err and "needs CircuitPython 9 or 10" in err and "Nothing was copied" in err
    lines = []
    copied, _ = deploy.deploy(drive, out=lines.append, allow_py=True)
    assert "WARNING" in lines[0] and "8.2.10" in lines[0]
    assert os.path.exists(os.path.join(drive, "lib", "pocket", "app.py"))
    assert not any(f.endswith(".mpy") for f in files_of(drive))


def test_an_unreadable_boot_out_is_refused_unless_allow_py(tmp_path, capsys):
    drive = make_drive(tmp_path)
    with open(os.path.join(drive, "boot_out.txt"), "wb") as f:
        f.write(b"\xff\xfe garbled\n")
    assert deploy.main([drive, "--dry-run"]) == 1
    assert "does not say which CircuitPython" in capsys.readouterr().err
    lines = []
    copied, _ = deploy.deploy(drive, dry_run=True, out=lines.append, allow_py=True)
    assert any(rel == "lib/pocket/app.py" for rel, _ in copied)


def fake_mpy_cross(path, version_line):
    """An executable that answers --version as a given compiler does."""
    path.write_text("#!/bin/sh\necho '%s'\n" % version_line)
    path.chmod(0o755)
    return str(path)


@pytest.mark.parametrize("line, why", [
    ("MicroPython v1.24.1 on 2024-11-29; mpy-cross emitting mpy v6.3", "MicroPython's mpy-cross"),
    ("CircuitPython 8.2.10 on 2024-01-01; mpy-cross emitting mpy v5", "CircuitPython 8.2.10's, writing .mpy v5"),
    ("hello", "not CircuitPython's mpy-cross"),
])
def test_a_named_mpy_cross_that_is_not_circuitpythons_or_of_another_format_is_refused(drive, no_mpy_cross,
                                                                                       monkeypatch, tmp_path,
                                                                                       capsys, line, why):
    monkeypatch.setenv(cpy32.MPY_CROSS_VAR, fake_mpy_cross(tmp_path / "mpy-cross", line))
    assert deploy.main([drive]) == 1
    err = capsys.readouterr().err
    assert cpy32.MPY_CROSS_VAR in err and why in err, err


@needs_mpy_cross
def test_with_POCKET_MPY_CROSS_set_it_deploys_mpy_only(drive, no_mpy_cross, monkeypatch):
    monkeypatch.setenv(cpy32.MPY_CROSS_VAR, REAL_MPY_CROSS)  # found before the fixture hid the folders
    copied, _ = deploy.deploy(drive, out=lambda s: None)
    modules = [rel for rel, _ in copied if rel.startswith(("lib/", "games/"))]
    assert modules and all(rel.endswith(".mpy") for rel in modules), modules
    with open(os.path.join(drive, "lib", "pocket", "rng.mpy"), "rb") as f:
        assert f.read(2) == b"C\x06"


class FakeResponse:
    def __init__(self, data):
        self.data = [data, b""]

    def read(self, n):
        return self.data.pop(0)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


GOOD = b"#!/bin/sh\necho 'CircuitPython 10.2.1 on 2025-10-01; mpy-cross emitting mpy v6.3'\n"


def test_the_download_is_kept_only_when_its_pinned_sha256_matches(no_mpy_cross, monkeypatch, tmp_path):
    import hashlib
    name = mpycross.asset("10.2.1", "Linux", "x86_64")[1]
    monkeypatch.setattr(mpycross, "asset", lambda tag: ("linux-amd64", name))
    asked = []

    def opener(address, timeout=None):
        asked.append(address)
        return FakeResponse(GOOD)

    pins = tmp_path / "pins"
    monkeypatch.setattr(mpycross, "PINS", str(pins))
    # no pin: not used, kept aside with its hash for the user to check
    with pytest.raises(mpycross.Missing) as e:
        mpycross.find(10, out=lambda s: None, opener=opener)
    assert asked == [mpycross.URL + "/linux-amd64/mpy-cross-linux-amd64-10.2.1.static"]
    assert hashlib.sha256(GOOD).hexdigest() in str(e.value) and ".unverified" in str(e.value)
    # a wrong pin: refused and deleted
    pins.write_text("%s  %s\n" % ("0" * 64, name))
    with pytest.raises(mpycross.Missing) as e:
        mpycross.find(10, out=lambda s: None, opener=opener)
    assert "does not match its pinned SHA-256" in str(e.value)
    assert not os.path.exists(os.path.join(mpycross.download_dir(), name))
    # the right pin: kept in the cache, executable, and found there next time without asking the network
    pins.write_text("%s  %s\n" % (hashlib.sha256(GOOD).hexdigest(), name))
    path, what = mpycross.find(10, out=lambda s: None, opener=opener)
    assert path == os.path.join(mpycross.download_dir(), name) and "CircuitPython 10.2.1" in what
    assert os.access(path, os.X_OK)
    asked.clear()
    assert mpycross.find(10, out=lambda s: None, opener=opener)[0] == path and asked == []


def test_adafruits_build_names_follow_its_folders():
    assert mpycross.asset("10.2.1", "Linux", "x86_64") == ("linux-amd64", "mpy-cross-linux-amd64-10.2.1.static")
    assert mpycross.asset("10.2.1", "Linux", "aarch64")[1] == "mpy-cross-linux-aarch64-10.2.1.static-aarch64"
    assert mpycross.asset("10.2.1", "Darwin", "arm64") == ("macos", "mpy-cross-macos-10.2.1-universal")
    assert mpycross.asset("10.2.1", "Windows", "AMD64")[1] == "mpy-cross-windows-10.2.1.static.exe"
    assert mpycross.asset("10.2.1", "SunOS", "sparc") is None


def test_a_code_py_or_settings_toml_deploy_did_not_write_is_kept_before_it_is_replaced(drive, no_mpy_cross):
    with open(os.path.join(drive, "code.py"), "w") as f:
        f.write("print('my own program')\n")
    with open(os.path.join(drive, "settings.toml"), "w") as f:
        f.write('CIRCUITPY_WIFI_SSID = "home"\n')
    lines = []
    deploy.deploy(drive, dry_run=True, out=lines.append, allow_py=True)
    assert "keep   code.py as pocket-tabletop-backup/code.py (deploy did not write it)" in lines
    assert "keep   settings.toml as pocket-tabletop-backup/settings.toml (deploy did not write it)" in lines
    assert not os.path.exists(os.path.join(drive, deploy.BACKUP_DIR))  # a dry run keeps nothing: it changes nothing
    deploy.deploy(drive, out=lines.append, allow_py=True)
    backup = os.path.join(drive, deploy.BACKUP_DIR)
    assert open(os.path.join(backup, "code.py")).read() == "print('my own program')\n"
    assert open(os.path.join(backup, "settings.toml")).read() == 'CIRCUITPY_WIFI_SSID = "home"\n'
    assert 'CIRCUITPY_WIFI_SSID = "home"' in open(os.path.join(drive, "settings.toml")).read()
    # what deploy wrote itself is not kept again; a file the user changed since is, beside the first backup
    lines.clear()
    deploy.deploy(drive, dry_run=True, out=lines.append, allow_py=True)
    assert not any(line.startswith("keep") for line in lines)
    with open(os.path.join(drive, "boot.py"), "a") as f:
        f.write("# my change\n")
    with open(os.path.join(drive, "code.py"), "w") as f:
        f.write("print('another program')\n")
    deploy.deploy(drive, out=lines.append, allow_py=True)
    assert open(os.path.join(backup, "code.py.2")).read() == "print('another program')\n"
    assert open(os.path.join(backup, "boot.py")).read().endswith("# my change\n")
    assert "my own program" in open(os.path.join(backup, "code.py")).read()


@needs_mpy_cross
def test_dry_run_says_mpy_or_py_for_each_file(drive):
    lines = []
    deploy.deploy(drive, dry_run=True, out=lines.append)
    assert "copy   mpy  games/tanbo/rules.mpy" in lines
    assert "copy   mpy  lib/adafruit_displayio_layout/layouts/grid_layout.mpy" in lines
    assert "copy   py   code.py" in lines and "copy   py   boot.py" in lines
    assert "copy   data assets/title.bmp" in lines
    assert not os.path.exists(os.path.join(drive, "games"))


@needs_mpy_cross
def test_unchanged_files_are_not_compiled_again(drive, tmp_path, monkeypatch):
    cache = str(tmp_path / "cache")
    deploy.deploy(drive, dry_run=True, out=lambda s: None, cache=cache)
    calls = []
    monkeypatch.setattr(deploy, "compile_mpy", lambda *a: calls.append(a))
    copied, _ = deploy.deploy(drive, out=lambda s: None, cache=cache)
    assert calls == [] and copied


def test_no_settings_toml_while_the_default_pystack_does(drive, monkeypatch, no_mpy_cross):
    monkeypatch.setattr(deploy, "PYSTACK", None)
    deploy.deploy(drive, dry_run=True, out=lambda s: None, allow_py=True)
    assert deploy.settings_toml(drive) is None


def test_the_deployed_pystack_is_what_the_twin_found_the_games_need(drive, no_mpy_cross):
    deploy.deploy(drive, out=lambda s: None, allow_py=True)
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
