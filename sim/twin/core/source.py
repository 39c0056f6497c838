"""CircuitPython's source at the pinned tag, copied into the build folder: from a git repository the user names
(a checkout, a bare mirror; it is only read) or from a shallow clone of GitHub. The tree built is always `git archive`
of the tag's SOURCE_PATHS, so every way gives the same files (and the same binaries)."""
import io
import os
import subprocess
import tarfile

from sim.twin.core import GIT_URL, TAG, TAG_COMMIT, BuildError
from sim.twin.core.recipe import SOURCE_PATHS


def _git(args, cwd=None, binary=False):
    env = dict(os.environ, GIT_TERMINAL_PROMPT="0")  # fail instead of asking for a password
    return subprocess.run(["git"] + args, cwd=cwd, env=env, capture_output=True, text=not binary)


def _last_line(stderr):
    if isinstance(stderr, bytes):
        stderr = stderr.decode("utf-8", "replace")
    lines = [ln.strip() for ln in stderr.strip().splitlines() if ln.strip()]
    fatal = [ln for ln in lines if ln.startswith(("fatal:", "error:"))]  # git's reason, not its advice
    return (fatal or lines or ["no message"])[0].rstrip(".")


def check(source, what=None):
    """The git directory of `source` after checking it holds tag TAG at TAG_COMMIT; BuildError saying what to do
    otherwise (`what` names the source in it: "--source PATH" unless given)."""
    what = what or "--source %s" % source
    if not os.path.isdir(source):
        raise BuildError("--source %s: no such folder (give a CircuitPython git checkout, e.g. a `git clone` of %s)"
                         % (source, GIT_URL))
    p = _git(["-C", source, "rev-parse", "--absolute-git-dir"])
    if p.returncode != 0:
        raise BuildError("%s is not a git repository: the recipe needs CircuitPython's history with its "
                         "tags (a `git clone` of %s, not a .zip download)" % (what, GIT_URL))
    gitdir = p.stdout.strip()
    p = _git(["-C", source, "rev-parse", "--verify", "-q", "refs/tags/%s^{commit}" % TAG])
    if p.returncode != 0:
        raise BuildError("%s has no tag %s: is it CircuitPython? fetch the tags (git -C %s fetch --tags %s)"
                         % (what, TAG, source, GIT_URL))
    commit = p.stdout.strip()
    if commit != TAG_COMMIT:
        raise BuildError("%s: its tag %s is commit %s, not CircuitPython's %s" % (what, TAG, commit, TAG_COMMIT))
    return gitdir


def export(gitdir, tree):
    """Write the tag's SOURCE_PATHS into the folder tree (created); the repository is not changed."""
    p = _git(["--git-dir", gitdir, "archive", "--format=tar", TAG] + list(SOURCE_PATHS), binary=True)
    if p.returncode != 0:
        raise BuildError("git archive %s from %s failed: %s" % (TAG, gitdir, _last_line(p.stderr)))
    os.makedirs(tree, exist_ok=True)
    with tarfile.open(fileobj=io.BytesIO(p.stdout)) as tar:
        if hasattr(tarfile, "data_filter"):  # Python 3.11.4+: refuse links and paths out of tree
            tar.extractall(tree, filter="data")
        else:
            tar.extractall(tree)


def clone(dest, url=GIT_URL):
    """A shallow clone of the tag into dest, fetching only SOURCE_PATHS' files; its git directory."""
    args = ["clone", "--quiet", "--depth", "1", "--branch", TAG, "--filter=blob:none", "--sparse", url, dest]
    p = _git(args)
    if p.returncode != 0:
        raise BuildError("could not clone CircuitPython %s from %s (no network?): %s. Without network, pass "
                         "--source PATH, a CircuitPython git checkout that has the tag %s" % (
                             TAG, url, _last_line(p.stderr), TAG))
    p = _git(["-C", dest, "sparse-checkout", "set"] + list(SOURCE_PATHS))
    if p.returncode != 0:
        raise BuildError("git sparse-checkout in %s failed: %s" % (dest, _last_line(p.stderr)))
    return check(dest, "the clone of %s" % url)
