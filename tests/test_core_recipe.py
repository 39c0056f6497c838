"""The device core's recipe (sim/twin/core), checked without building it: the patch and how it is applied, the
plan --dry-run prints, the refusals (a wrong --source, no network, a missing compiler, a failed make), the checks
and the install. POCKET_CIRCUITPY_SOURCE (a CircuitPython git repository with the tag 10.2.1) adds the check that
the patch applies to the pinned main.c; the checks of built binaries run on the core sim/cpy32.py finds."""
import os
import stat
import subprocess
import sys

import pytest

from sim import cpy32
from sim.twin.core import GIT_URL, PATCH, TAG, TAG_COMMIT, BuildError
from sim.twin.core import __main__ as cli
from sim.twin.core import install, patching, prereq, recipe, source

SOURCE_VAR = "POCKET_CIRCUITPY_SOURCE"
MAIN_C = "ports/unix/main.c"


def git(*args, cwd):
    env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t",
               GIT_COMMITTER_EMAIL="t@t")
    subprocess.run(["git"] + list(args), cwd=cwd, env=env, check=True, capture_output=True)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def read(path):
    with open(path) as f:
        return f.read()


def the_hunk():
    [(path, [(old, new)])] = patching.parse(read(PATCH))
    assert path == MAIN_C
    return old, new


# --- the patch ---

@pytest.mark.skipif(not os.environ.get(SOURCE_VAR), reason="%s (a CircuitPython git repository) is not set" %
                    SOURCE_VAR)
def test_the_patch_applies_to_the_pinned_main_c(tmp_path):
    repo = os.environ[SOURCE_VAR]
    assert source.check(repo)  # the tag is there, at TAG_COMMIT
    text = subprocess.run(["git", "-C", repo, "show", "%s:%s" % (TAG, MAIN_C)], capture_output=True, text=True,
                          check=True).stdout
    write(str(tmp_path / MAIN_C), text)
    assert patching.apply(PATCH, str(tmp_path)) == [MAIN_C]
    patched = read(str(tmp_path / MAIN_C))
    assert "static mp_obj_t pystack[1024];" in text and "static mp_obj_t pystack[1024];" not in patched
    assert 'getenv("MP32_PYSTACK_BYTES")' in patched and len(patched.splitlines()) == len(text.splitlines()) + 10


def test_the_patch_replaces_the_fixed_pystack_with_one_sized_from_the_environment():
    old, new = the_hunk()
    assert "static mp_obj_t pystack[1024];" in old and "pystack[1024]" not in new
    assert 'getenv("MP32_PYSTACK_BYTES")' in new and "#define MP32_PYSTACK_WORDS 1024" in new
    assert "-DMP32_PYSTACK_WORDS=512" in recipe.DEVICE_CFLAGS  # 2048 B, CircuitPython 10's default


def test_the_patch_applies_where_its_text_is_found_once_and_nowhere_else(tmp_path):
    old, new = the_hunk()
    write(str(tmp_path / MAIN_C), "int a;\n" + old + "int b;\n")
    patching.apply(PATCH, str(tmp_path))
    assert read(str(tmp_path / MAIN_C)) == "int a;\n" + new + "int b;\n"


@pytest.mark.parametrize("body, why", [("int main(void) { return 0; }\n", "is not found"),
                                       ("twice", "matches 2 places")])
def test_the_patch_refuses_a_main_c_it_does_not_fit_and_leaves_it_unchanged(tmp_path, body, why):
    old, _ = the_hunk()
    body = old + old if body == "twice" else body
    write(str(tmp_path / MAIN_C), body)
    with pytest.raises(BuildError) as exc:
        patching.apply(PATCH, str(tmp_path))
    assert why in str(exc.value) and "CircuitPython %s" % TAG in str(exc.value)
    assert read(str(tmp_path / MAIN_C)) == body


def test_the_patch_refuses_a_tree_without_main_c(tmp_path):
    with pytest.raises(BuildError, match="not in the source tree"):
        patching.apply(PATCH, str(tmp_path))


# --- the plan ---

def test_dry_run_prints_every_step_with_the_make_lines_and_changes_nothing(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("POCKET_CACHE", str(tmp_path / "cache"))
    assert cli.main(["--dry-run", "--jobs", "3"]) == 0
    out = capsys.readouterr().out
    steps = out.strip().splitlines()
    assert [s.split(".")[0] for s in steps] == [str(i + 1) for i in range(9)], out
    assert "gcc -m32" in steps[0] and "huffman polib" in steps[0]
    assert "clone tag %s of %s" % (TAG, GIT_URL) in steps[1]
    assert "pystack.patch" in steps[2] and "ports/unix/variants/pybadge" in steps[3]
    assert steps[4].startswith("5. mpy-cross-cp10: make -C") and "PROG=mpy-cross-static" in steps[4]
    assert steps[5].startswith("6. cpy32: make -C") and "VARIANT=standard" in steps[5]
    assert steps[6].startswith("7. cpy32-display: make -C") and "VARIANT=pybadge" in steps[6]
    for line in steps[4:7]:
        assert " -j3 " in line and "LDFLAGS_EXTRA=-static" in line
    for line in steps[5:7]:
        assert "MICROPY_FORCE_32BIT=1" in line and "'CFLAGS_EXTRA=-DMICROPY_OBJ_REPR=MICROPY_OBJ_REPR_C" in line
        assert "-DMP32_PYSTACK_WORDS=512" in line and "-DMICROPY_FLOAT_IMPL=MICROPY_FLOAT_IMPL_FLOAT" in line
    assert os.path.join(str(tmp_path / "cache"), "circuitpython-%s" % TAG) in steps[8]
    assert not (tmp_path / "cache").exists()


@pytest.mark.skipif(not os.environ.get(SOURCE_VAR), reason="%s (a CircuitPython git repository) is not set" %
                    SOURCE_VAR)
def test_dry_run_from_a_source_names_it_and_the_pinned_commit(capsys):
    repo = os.environ[SOURCE_VAR]
    assert cli.main(["--dry-run", "--source", repo]) == 0
    assert "archive tag %s (%s) of %s" % (TAG, TAG_COMMIT[:12], repo) in capsys.readouterr().out


# --- refusals ---

def tagged_repo(tmp_path, tag=True, commit_matches=False):
    repo = str(tmp_path / "repo")
    write(os.path.join(repo, "README"), "not CircuitPython\n")
    git("init", "-q", cwd=repo)
    git("add", ".", cwd=repo)
    git("commit", "-q", "-m", "x", cwd=repo)
    if tag:
        git("tag", TAG, cwd=repo)
    return repo


@pytest.mark.parametrize("kind, says", [
    ("missing", "no such folder"),
    ("plain", "is not a git repository"),
    ("untagged", "has no tag %s" % TAG),
    ("other-commit", "its tag %s is commit" % TAG),
])
def test_a_wrong_source_is_refused_in_one_line_before_anything_is_built(tmp_path, capsys, kind, says):
    if kind == "missing":
        path = str(tmp_path / "nowhere")
    elif kind == "plain":
        path = str(tmp_path)
    else:
        path = tagged_repo(tmp_path, tag=kind != "untagged")
    out_dir = tmp_path / "out"
    assert cli.main(["--source", path, "--out", str(out_dir), "--build", str(tmp_path / "b")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: --source %s" % path) and says in err and err.count("\n") == 1, err
    assert not out_dir.exists() and not (tmp_path / "b").exists()


def test_without_network_the_clone_fails_saying_what_to_pass(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(prereq, "problems", lambda: [])  # this machine's compiler is not the point here
    url = "file://" + str(tmp_path / "no-such-repository")
    assert cli.main(["--url", url, "--build", str(tmp_path / "b"), "--out", str(tmp_path / "out")]) == 1
    err = capsys.readouterr().err
    assert "could not clone CircuitPython %s from %s (no network?)" % (TAG, url) in err
    assert "pass --source PATH" in err and err.startswith("error: ") and err.count("\n") == 1
    assert not (tmp_path / "out").exists()


def test_a_failed_clone_leaves_no_scratch_folder_in_the_cache(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(prereq, "problems", lambda: [])
    monkeypatch.setenv("POCKET_CACHE", str(tmp_path / "cache"))
    assert cli.main(["--url", "file://" + str(tmp_path / "no-such-repository")]) == 1
    assert "could not clone" in capsys.readouterr().err
    assert os.listdir(str(tmp_path / "cache")) == []


def test_the_clone_is_shallow_takes_only_the_folders_the_build_reads_and_is_checked(tmp_path, monkeypatch):
    upstream = str(tmp_path / "upstream")
    for path in ("py/obj.c", "ports/unix/main.c", "ports/atmel-samd/libgcc.a", "tests/basics/x.py", "Makefile"):
        write(os.path.join(upstream, path), path + "\n")
    git("init", "-q", cwd=upstream)
    git("add", ".", cwd=upstream)
    git("commit", "-q", "-m", "first", cwd=upstream)
    git("commit", "-q", "--allow-empty", "-m", "second", cwd=upstream)
    git("tag", TAG, cwd=upstream)
    # a local upstream serves --filter only when allowed (GitHub does)
    monkeypatch.setenv("GIT_CONFIG_COUNT", "1")
    monkeypatch.setenv("GIT_CONFIG_KEY_0", "uploadpack.allowFilter")
    monkeypatch.setenv("GIT_CONFIG_VALUE_0", "true")
    dest = str(tmp_path / "clone")
    url = "file://" + upstream
    with pytest.raises(BuildError) as exc:
        source.clone(dest, url)
    assert str(exc.value).startswith("the clone of %s: its tag %s is commit" % (url, TAG))  # not CircuitPython's
    assert os.path.isfile(os.path.join(dest, "py", "obj.c")) and os.path.isfile(os.path.join(dest, MAIN_C))
    assert not os.path.exists(os.path.join(dest, "ports", "atmel-samd")) and not os.path.exists(
        os.path.join(dest, "tests"))
    count = subprocess.run(["git", "-C", dest, "rev-list", "--count", "HEAD"], capture_output=True, text=True)
    assert count.stdout.strip() == "1"  # shallow: the tag's commit only


def test_the_tree_built_is_the_tags_source_folders_and_the_checkout_is_left_as_it_was(tmp_path):
    repo = str(tmp_path / "checkout")
    for path in ("ports/atmel-samd/libgcc.a", "tests/basics/x.py") + tuple(p + "/x.c" for p in recipe.SOURCE_PATHS):
        write(os.path.join(repo, path), path + "\n")
    write(os.path.join(repo, "py", "obj.c"), "py/obj.c\n")
    write(os.path.join(repo, MAIN_C), "int main;\n")
    git("init", "-q", cwd=repo)
    git("add", ".", cwd=repo)
    git("commit", "-q", "-m", "first", cwd=repo)
    git("tag", TAG, cwd=repo)
    write(os.path.join(repo, "py", "obj.c"), "an edit after the tag\n")  # the user's work in progress
    tree = str(tmp_path / "tree")
    source.export(os.path.join(repo, ".git"), tree)
    assert read(os.path.join(tree, "py", "obj.c")) == "py/obj.c\n" and read(os.path.join(tree, MAIN_C))
    assert sorted(os.listdir(tree)) == sorted(set(p.split("/")[0] for p in recipe.SOURCE_PATHS))
    assert os.listdir(os.path.join(tree, "ports")) == ["unix"]
    assert read(os.path.join(repo, "py", "obj.c")) == "an edit after the tag\n"


def test_a_missing_compiler_make_git_and_packages_are_named_with_what_to_install(tmp_path, monkeypatch):
    monkeypatch.setattr(prereq, "PY_MODULES", ("huffman", "no_such_module_for_the_core"))
    found = prereq.problems(env={"PATH": str(tmp_path)})
    text = "\n".join(found)
    assert "apt-get install gcc-multilib" in text and "no gcc on PATH" in text
    assert "apt-get install make" in text and "apt-get install git" in text
    assert "no_such_module_for_the_core" in text and "sim/twin/core/requirements.txt" in text


def test_prerequisites_stop_the_build_before_it_fetches_anything(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(prereq, "problems", lambda: ["no gcc on PATH: install gcc-multilib"])
    assert cli.main(["--build", str(tmp_path / "b"), "--out", str(tmp_path / "out")]) == 1
    assert capsys.readouterr().err == "error: no gcc on PATH: install gcc-multilib\n"
    assert os.listdir(str(tmp_path / "b")) == []


def test_requirements_name_the_build_scripts_packages():
    lines = [ln.split("==")[0] for ln in read(os.path.join(os.path.dirname(PATCH), "requirements.txt")).splitlines()
             if ln and not ln.startswith("#")]
    assert sorted(lines) == sorted(prereq.PY_MODULES)


def test_a_failed_make_says_which_binary_with_the_logs_tail_and_where_the_log_is(tmp_path):
    tree = str(tmp_path / "tree")
    write(os.path.join(tree, "ports", "unix", "Makefile"), "all:\n\t@echo compiling; echo boom: no such header; "
          "exit 3\n")
    log = str(tmp_path / "build.log")
    with pytest.raises(BuildError) as exc:
        cli.run_make(recipe.Target("cpy32", "ports/unix", [], "ports/unix/x"), tree, 1, log)
    msg = str(exc.value)
    assert msg.startswith("building cpy32 failed (make exit 2); the full log is " + log)
    assert "boom: no such header" in msg and "boom: no such header" in read(log)


# --- checks and install ---

def fake_tools(folder, version="CircuitPython %s" % TAG):
    tools = {}
    outputs = {"mpy-cross-cp10": version, "cpy32": "2147483647 3", "cpy32-display": "Group (6, 12)"}
    for name, text in outputs.items():
        path = os.path.join(folder, name)
        write(path, "#!/bin/sh\necho '%s'\n" % text)
        os.chmod(path, 0o755)
        tools[name] = path
    return tools


@pytest.mark.skipif(sys.platform == "win32", reason="shell scripts stand in for the binaries")
def test_the_checks_refuse_a_binary_that_is_not_what_was_asked_for(tmp_path):
    tools = fake_tools(str(tmp_path), version="MicroPython 1.22")
    with pytest.raises(BuildError, match="the built mpy-cross-cp10 fails its check"):
        install.verify(tools)
    tools = fake_tools(str(tmp_path))
    with pytest.raises(BuildError, match="ignores MP32_PYSTACK_BYTES"):
        install.verify(tools)  # a stand-in that "runs" any depth: the unpatched pystack


def test_install_writes_executables_under_their_names_and_leaves_no_temporary_file(tmp_path):
    built = {}
    for name in cpy32.TOOLS:
        built[name] = str(tmp_path / ("built-" + name))
        write(built[name], "binary of %s\n" % name)
    out = tmp_path / "out"
    rows = install.install(built, str(out))
    assert sorted(os.listdir(str(out))) == sorted(cpy32.TOOLS)
    for name, digest, verdict in rows:
        assert read(str(out / name)) == "binary of %s\n" % name and verdict == "differs"
        assert os.stat(str(out / name)).st_mode & stat.S_IXUSR and digest == install.sha256(str(out / name))


def test_the_build_id_is_all_that_sha256_without_build_id_ignores(tmp_path):
    def elf(build_id, body=b"code"):
        path = tmp_path / ("f%d" % len(list(tmp_path.iterdir())))
        path.write_bytes(b"\x7fELF" + install.BUILD_ID_NOTE + build_id + body)
        return str(path)
    a, b = elf(b"\x01" * 20), elf(b"\x02" * 20)
    assert install.sha256(a) != install.sha256(b)
    assert install.sha256_without_build_id(a) == install.sha256_without_build_id(b)
    assert install.sha256_without_build_id(a) != install.sha256_without_build_id(elf(b"\x01" * 20, b"other"))


@pytest.mark.skipif(not all(cpy32.available(n) for n in cpy32.TOOLS), reason="the core is not built (%s)" %
                    cpy32.HOW_TO_GET)
def test_the_core_in_use_passes_the_recipes_checks():
    lines = install.verify(dict((n, cpy32.tool(n)) for n in cpy32.TOOLS))
    assert len(lines) == 4


def test_a_build_is_named_the_reference_the_recipes_own_the_same_but_its_build_id_or_different(tmp_path,
                                                                                              monkeypatch):
    def elf(name, build_id, body=b"code"):
        path = str(tmp_path / name)
        with open(path, "wb") as f:
            f.write(b"\x7fELF" + install.BUILD_ID_NOTE + build_id + body)
        return path
    ref, ours, other, changed = (elf("ref", b"\x01" * 20), elf("ours", b"\x02" * 20), elf("other", b"\x03" * 20),
                                 elf("changed", b"\x01" * 20, b"c0de"))
    monkeypatch.setattr(install, "REFERENCE_SHA256", {"cpy32": install.sha256(ref)})
    monkeypatch.setattr(install, "REFERENCE_SHA256_NO_BUILD_ID", {"cpy32": install.sha256_without_build_id(ref)})
    monkeypatch.setattr(install, "RECIPE_SHA256", {"cpy32": install.sha256(ours)})
    assert [install.compare("cpy32", p) for p in (ref, ours, other, changed)] == [
        "same", "recipe", "same but its build-id", "differs"]
    assert set(cli.VERDICTS) == {"same", "recipe", "same but its build-id", "differs"}
