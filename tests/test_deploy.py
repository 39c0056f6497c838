import errno
import hashlib
import os
import shutil

import pytest

from sim import cpy32, deploy
from sim.deploy import imports as device_imports
from sim.deploy import mpycross
from tests.helpers import fake_adafruit

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
def no_tools(monkeypatch, tmp_path):
    """A fresh clone on a computer with no CircuitPython tools: nothing in any folder deploy looks in, an empty
    cache, no pins, no POCKET_REQUIRE_PIN."""
    monkeypatch.delenv(cpy32.MPY_CROSS_VAR, raising=False)
    monkeypatch.delenv(mpycross.REQUIRE_PIN_VAR, raising=False)
    monkeypatch.setenv(cpy32.CACHE_VAR, str(tmp_path / "cache"))
    monkeypatch.setattr(cpy32, "search_dirs", lambda: [str(tmp_path / "no-tools"), cpy32.core_cache_dir()])
    monkeypatch.setattr(mpycross, "PINS", str(tmp_path / "pins"))


@pytest.fixture
def no_mpy_cross(no_tools, monkeypatch):
    """no_tools with no network: the download fails as it does offline."""

    def offline(address, timeout=None):
        raise OSError(-2, "Name or service not known")

    monkeypatch.setattr(mpycross, "open_url", offline)


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


ASSET = "mpy-cross-linux-amd64-10.2.1.static"
ASSET_PATH = "/bin/mpy-cross/linux-amd64/" + ASSET  # where Adafruit's server has it (mpycross.URL's path)


def compiler(version="CircuitPython 10.2.1 on 2025-10-01; mpy-cross emitting mpy v6.3", header=r"C\006\000\037"):
    """A stand-in for Adafruit's mpy-cross: answers --version with `version` and "compiles" (-o OUT) by writing a
    .mpy that starts with `header` (printf's octal escapes; None: the compile fails)."""
    compile_step = ("printf '%s' > \"$out\"\n" % header) if header is not None else "echo 'SyntaxError' >&2\nexit 1\n"
    return ("#!/bin/sh\nif [ \"$1\" = --version ]; then echo '%s'; exit 0; fi\nout=\n"
            "while [ $# -gt 0 ]; do if [ \"$1\" = -o ]; then out=\"$2\"; shift; fi; shift; done\n%s"
            % (version, compile_step)).encode()


GOOD = compiler()


@pytest.fixture
def adafruit(no_tools, monkeypatch, tmp_path):
    """A fresh clone with no tools, online: Adafruit's server is a stand-in on 127.0.0.1 (tests/helpers/
    fake_adafruit.py) reached through an HTTPS proxy setting, with its certificate authority trusted, serving GOOD
    as Adafruit's linux-amd64 build of 10.2.1 (asked for whatever this computer is)."""
    if not fake_adafruit.have_openssl():
        pytest.skip("the stand-in of Adafruit's server needs the openssl command for its certificate")
    monkeypatch.setattr(mpycross, "asset", lambda tag, system=None, machine=None: (
        "linux-amd64", "mpy-cross-linux-amd64-%s.static" % tag))
    for name in ("no_proxy", "NO_PROXY", "SSL_CERT_DIR"):
        monkeypatch.delenv(name, raising=False)
    with fake_adafruit.FakeAdafruit(str(tmp_path / "server"), {ASSET_PATH: GOOD}) as fake:
        for name, value in fake.env().items():
            monkeypatch.setenv(name, value)
        yield fake


def find_10(**kw):
    lines = []
    path, what = mpycross.find(10, out=lines.append, **kw)
    return path, what, "\n".join(lines)


def cached_asset():
    return os.path.join(mpycross.download_dir(), ASSET)


def test_first_use_of_adafruits_mpy_cross_is_checked_recorded_and_used(adafruit, tmp_path):
    drive = make_drive(tmp_path, "10.2.1")
    lines = []
    deploy.deploy(drive, out=lines.append, cache=str(tmp_path / "build"))
    said = "\n".join(lines)
    digest = hashlib.sha256(GOOD).hexdigest()
    assert adafruit.requests == [ASSET_PATH]
    assert "First use of Adafruit's %s, sha256 %s: kept in %s" % (ASSET, digest, mpycross.download_dir()) in said
    assert ("the modules are compiled to .mpy with CircuitPython 10.2.1's mpy-cross (Adafruit's %s, downloaded now; "
            "trusted on first use over HTTPS, SHA-256 %s recorded in %s)" % (ASSET, digest, cached_asset() + ".sha256")
            in said), said
    assert mpycross.recorded(cached_asset()) == digest and open(cached_asset(), "rb").read() == GOOD
    with open(os.path.join(drive, "games", "tanbo", "rules.mpy"), "rb") as f:
        assert f.read() == b"C\x06\x00\x1f"  # what the stand-in compiler writes
    # later runs use the cached file while it matches its record, without the network, and print no first use
    adafruit.requests.clear()
    path, what, said = find_10()
    assert path == cached_asset() and adafruit.requests == [] and "First use" not in said
    assert "downloaded before; trusted on first use, SHA-256 %s as recorded in" % digest in what


def test_a_changed_cached_mpy_cross_is_refused(adafruit, tmp_path, capsys):
    path = find_10()[0]
    with open(path, "ab") as f:
        f.write(b"# changed\n")
    changed = mpycross.sha256(path)
    # refused with the reason; the download that replaces it must match the hash recorded at the first use
    again, what, said = find_10()
    assert ("Not using %s: it changed since its first use: its SHA-256 is now %s, but %s recorded %s."
            % (path, changed, path + ".sha256", hashlib.sha256(GOOD).hexdigest())) in said
    assert again == path and open(path, "rb").read() == GOOD and "matches the one recorded at its first use" in what
    # changed again, and the server's file differs from the first one too: nothing is used, deploy stops
    with open(path, "ab") as f:
        f.write(b"# changed\n")
    adafruit.files[ASSET_PATH] = compiler(version="CircuitPython 10.2.1 on 2026-01-01; mpy-cross emitting mpy v6.3")
    drive = make_drive(tmp_path, "10.2.1")
    before = files_of(drive)
    capsys.readouterr()
    assert deploy.main([drive]) == 1
    err = capsys.readouterr().err
    assert "it changed since its first use" in err and "does not match the SHA-256 recorded at its first use" in err
    assert "Nothing was copied" in err and files_of(drive) == before
    assert mpycross.recorded(path) == hashlib.sha256(GOOD).hexdigest()  # the record is kept
    assert sorted(os.listdir(mpycross.download_dir())) == [ASSET, ASSET + ".sha256"]  # the download was deleted


def test_a_pin_wins_over_first_use(adafruit, tmp_path):
    digest = hashlib.sha256(GOOD).hexdigest()
    pins = tmp_path / "pins"
    pins.write_text("%s  %s\n" % ("0" * 64, ASSET))
    with pytest.raises(mpycross.Missing) as e:
        find_10()
    assert "does not match its pinned SHA-256 (got %s, pinned %s" % (digest, "0" * 64) in str(e.value)
    assert os.listdir(mpycross.download_dir()) == []  # deleted, and no first use recorded
    # the right pin: used, and no record is needed
    pins.write_text("%s  %s\n" % (digest, ASSET))
    path, what, said = find_10()
    assert "matches the pin in" in what and "First use" not in said and not os.path.exists(path + ".sha256")
    # a file recorded at its first use, then a pin that differs: the pin wins over the cached file and the download
    os.remove(path)
    pins.write_text("")
    find_10()
    assert mpycross.recorded(path) == digest
    pins.write_text("%s  %s\n" % ("1" * 64, ASSET))
    with pytest.raises(mpycross.Missing) as e:
        find_10()
    assert "its SHA-256 is %s, not the %s pinned" % (digest, "1" * 64) in str(e.value)
    assert "does not match its pinned SHA-256" in str(e.value)


def test_strict_mode_refuses_an_unpinned_download(adafruit, tmp_path, monkeypatch, capsys):
    digest = hashlib.sha256(GOOD).hexdigest()
    drive = make_drive(tmp_path, "10.2.1")
    before = files_of(drive)
    for args, env in (([drive, "--require-pin"], None), ([drive], "1")):
        if env:
            monkeypatch.setenv(mpycross.REQUIRE_PIN_VAR, env)
        assert deploy.main(args) == 1
        err = capsys.readouterr().err
        for words in ("has no SHA-256 pinned", mpycross.REQUIRE_PIN_VAR, cached_asset() + ".unverified", digest,
                      "Nothing was copied"):
            assert words in err, (words, err)
        assert files_of(drive) == before
        assert os.listdir(mpycross.download_dir()) == [ASSET + ".unverified"]
    # a first use recorded without strict mode (the .unverified copy goes) does not do in strict mode; a pin does
    monkeypatch.setenv(mpycross.REQUIRE_PIN_VAR, "0")
    path = find_10()[0]
    assert sorted(os.listdir(mpycross.download_dir())) == [ASSET, ASSET + ".sha256"]
    monkeypatch.setenv(mpycross.REQUIRE_PIN_VAR, "1")
    with pytest.raises(mpycross.Missing) as e:
        find_10()
    assert "it has no SHA-256 pinned in" in str(e.value) and path + ".unverified" in str(e.value)
    (tmp_path / "pins").write_text("%s  %s\n" % (digest, ASSET))
    assert find_10()[0] == path


def test_offline_or_an_untrusted_server_gives_the_download_message(adafruit, monkeypatch, tmp_path, capsys):
    drive = make_drive(tmp_path, "10.2.1")
    before = files_of(drive)
    nowhere = "http://127.0.0.1:%d" % fake_adafruit.closed_port()
    for name in ("https_proxy", "HTTPS_PROXY"):
        monkeypatch.setenv(name, nowhere)
    assert deploy.main([drive]) == 1
    err = capsys.readouterr().err
    for words in ("CircuitPython 10's mpy-cross was not found", "Could not download %s/linux-amd64/%s"
                  % (mpycross.URL, ASSET), cpy32.MPY_CROSS_VAR, "python -m sim.twin.core", "Nothing was copied"):
        assert words in err, (words, err)
    # the stand-in with a certificate nobody vouches for: refused before a byte is downloaded
    for name, value in adafruit.env().items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("SSL_CERT_FILE", str(tmp_path / "no-such-ca.pem"))
    assert deploy.main([drive]) == 1
    err = capsys.readouterr().err
    assert "Could not download" in err and "CERTIFICATE_VERIFY_FAILED" in err, err
    assert adafruit.requests == [] and os.listdir(mpycross.download_dir()) == [] and files_of(drive) == before


def test_a_cache_that_cannot_be_written_gives_a_clear_message(adafruit, tmp_path, monkeypatch, capsys):
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    monkeypatch.setenv(cpy32.CACHE_VAR, str(blocked))
    drive = make_drive(tmp_path, "10.2.1")
    before = files_of(drive)
    assert deploy.main([drive]) == 1
    err = capsys.readouterr().err
    assert "Could not make the cache folder %s" % os.path.join(str(blocked), "mpy-cross") in err, err
    assert cpy32.CACHE_VAR + " moves the cache" in err and "Nothing was copied" in err and files_of(drive) == before


def test_a_redirect_or_an_address_that_is_not_https_is_refused(adafruit):
    adafruit.redirects[ASSET_PATH] = "http://%s%s" % (fake_adafruit.HOST, ASSET_PATH)
    with pytest.raises(mpycross.Missing) as e:
        find_10()
    assert "redirected to http://" in str(e.value) and "which is not HTTPS" in str(e.value)
    with pytest.raises(mpycross.Missing) as e:
        mpycross.fetch("10.2.1", 10, url="http://" + fake_adafruit.HOST + "/bin/mpy-cross", out=lambda s: None)
    assert "is not an HTTPS address" in str(e.value)
    assert os.listdir(mpycross.download_dir()) == []


@pytest.mark.parametrize("served, why", [
    (compiler(version="CircuitPython 10.2.0 on 2025-09-01; mpy-cross emitting mpy v6.3"),
     "says CircuitPython 10.2.0, not the 10.2.1 asked for"),
    (compiler(version="MicroPython v1.24.1 on 2024-11-29; mpy-cross emitting mpy v6.3"), "MicroPython's mpy-cross"),
    (compiler(header=r"M\006\000\037"), "not the header CircuitPython loads"),
    (compiler(header=r"C\006\000\077"), "not the header CircuitPython loads"),  # 63-bit small ints
    (compiler(header=None), "could not compile a test module (exit status 1: SyntaxError)"),
    (b"<html>Access Denied</html>", "does not run"),
], ids=["another release", "MicroPython's", "MicroPython's header", "63-bit small ints", "fails to compile",
        "not a program"])
def test_a_first_download_that_fails_the_checks_is_deleted_and_not_recorded(adafruit, served, why):
    adafruit.files[ASSET_PATH] = served
    with pytest.raises(mpycross.Missing) as e:
        find_10()
    assert "is not usable, so it was deleted" in str(e.value) and why in str(e.value), str(e.value)
    assert os.listdir(mpycross.download_dir()) == []


@needs_mpy_cross
def test_a_stranger_online_deploys_with_adafruits_mpy_cross(adafruit, tmp_path, capsys):
    """The issue's "done when": no tools, no cache, Adafruit's server (a stand-in serving CircuitPython 10.2.1's
    real mpy-cross under Adafruit's name) and a CircuitPython 10 drive: .mpy files, exit 0, and it says what it
    trusted."""
    with open(REAL_MPY_CROSS, "rb") as f:
        adafruit.files[ASSET_PATH] = f.read()
    drive = make_drive(tmp_path, "10.2.1")
    assert deploy.main([drive]) == 0
    said = capsys.readouterr().out
    digest = mpycross.sha256(REAL_MPY_CROSS)
    assert "First use of Adafruit's %s, sha256 %s: kept in" % (ASSET, digest) in said
    assert "with CircuitPython 10.2.1's mpy-cross (Adafruit's %s, downloaded now; trusted on first use" % ASSET in said
    with open(os.path.join(drive, "games", "tanbo", "rules.mpy"), "rb") as f:
        assert f.read(4) == b"C\x06\x00\x1f"
    assert sorted(f for f in files_of(drive) if f.endswith(".py")) == ["boot.py", "code.py", "play.py"]


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
