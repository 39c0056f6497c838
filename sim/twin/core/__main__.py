"""python -m sim.twin.core: build CircuitPython 10.2.1's `cpy32`, `cpy32-display` and `mpy-cross-cp10` (the device
twin's core) from CircuitPython's source, with this folder's variant and pystack patch, into the cache folder where
sim/cpy32.py finds them.

  python -m sim.twin.core                               clone tag 10.2.1 from GitHub (shallow) and build
  python -m sim.twin.core --source ~/src/circuitpython  build from a checkout you have (only read, never changed)
  python -m sim.twin.core --dry-run                     say what it would do
Needs gcc-multilib, make, git and `pip install -r sim/twin/core/requirements.txt`; checks them first."""
import argparse
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

from sim import cpy32
from sim.twin.core import BUILD_DATE_EPOCH, GIT_URL, PATCH, TAG, TAG_COMMIT, VARIANT, BuildError
from sim.twin.core import install, patching, prereq, recipe, source

LOG_TAIL = 25  # lines of a failed make's log shown
VERDICTS = {"same": "= the reference build, byte for byte",
            "recipe": "= the reference build but for its build-id (a hash naming the build folder); = this "
                      "recipe's build on Debian 12 (gcc 12.2.0), byte for byte",
            "same but its build-id": "= the reference build but for its build-id (a hash naming the build folder)",
            "differs": "differs from the reference build (another compiler?): run the tests on it"}


def parse_args(argv):
    ap = argparse.ArgumentParser(prog="python -m sim.twin.core", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--source", metavar="PATH", help="a CircuitPython git repository (checkout or bare) with the tag "
                    "%s; without it the tag is cloned from %s" % (TAG, GIT_URL))
    ap.add_argument("--out", metavar="DIR", default=cpy32.core_cache_dir(),
                    help="where the three binaries go (default: %(default)s)")
    ap.add_argument("--build", metavar="DIR", help="the scratch folder to build in (default: a new one in %s, "
                    "removed after a build that succeeds)" % cpy32.cache_dir())
    ap.add_argument("--keep", action="store_true", help="keep the scratch folder after a build that succeeds")
    ap.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 1, help="make's jobs (default: the cores, "
                    "%(default)s)")
    ap.add_argument("--url", default=GIT_URL, help=argparse.SUPPRESS)  # tests: a clone that cannot succeed
    ap.add_argument("--dry-run", action="store_true", help="print the steps and change nothing")
    return ap.parse_args(argv)


def make_env(tree):
    env = dict(os.environ, CP_VERSION=TAG)  # the version CircuitPython's scripts would get from `git describe`
    env.setdefault("SOURCE_DATE_EPOCH", str(BUILD_DATE_EPOCH))  # the date in the version line (reproducible)
    env["GIT_CEILING_DIRECTORIES"] = os.path.dirname(os.path.abspath(tree))  # no enclosing repo's hash leaks in
    return env


def plan(args, tree):
    got = ("archive tag %s (%s) of %s" % (TAG, TAG_COMMIT[:12], args.source) if args.source else
           "clone tag %s of %s (shallow, only the folders the build reads)" % (TAG, args.url))
    steps = ["check gcc -m32 -static, make, git, Python packages %s" % " ".join(prereq.PY_MODULES),
             "%s into %s: %s" % (got, tree, " ".join(recipe.SOURCE_PATHS)),
             "apply %s to ports/unix/main.c" % os.path.relpath(PATCH),
             "copy %s to ports/unix/variants/pybadge" % os.path.relpath(VARIANT)]
    for t in recipe.TARGETS:
        steps.append("%s: %s" % (t.name, shlex.join(t.argv(tree, args.jobs, sys.executable))))
    steps.append("check: mpy-cross --version, cpy32 runs a line at 32 bits and honours MP32_PYSTACK_BYTES, "
                 "cpy32-display imports displayio")
    steps.append("install %s into %s (write, then rename)" % (", ".join(t.name for t in recipe.TARGETS), args.out))
    return steps


class Step:
    """Prints each step's name when it starts and its time when it ends."""

    def __init__(self):
        self.start = time.monotonic()

    def __call__(self, text):
        print("[%5.0f s] %s" % (time.monotonic() - self.start, text), flush=True)


def run_make(target, tree, jobs, log_path):
    argv = target.argv(tree, jobs, sys.executable)
    with open(log_path, "a") as log:
        log.write("\n$ %s\n" % shlex.join(argv))
        log.flush()
        p = subprocess.run(argv, stdout=log, stderr=subprocess.STDOUT, env=make_env(tree))
    if p.returncode != 0:
        with open(log_path, errors="replace") as f:
            tail = f.read().splitlines()[-LOG_TAIL:]
        raise BuildError("building %s failed (make exit %d); the full log is %s\n    %s" % (
            target.name, p.returncode, log_path, "\n    ".join(tail)))
    built = os.path.join(tree, target.built)
    if not os.path.isfile(built):
        raise BuildError("make for %s left no %s; the full log is %s" % (target.name, target.built, log_path))
    return built


def build(args, scratch, step):
    tree = os.path.join(scratch, "circuitpython")
    log_path = os.path.join(scratch, "build.log")
    step("checking what the build needs")
    problems = prereq.problems()
    if problems:
        raise BuildError("; ".join(problems))
    if args.source:
        gitdir = source.check(args.source)
        step("copying tag %s of %s" % (TAG, args.source))
    else:
        step("cloning tag %s of %s" % (TAG, args.url))
        gitdir = source.clone(os.path.join(scratch, "clone"), args.url)
    source.export(gitdir, tree)
    patching.apply(PATCH, tree)
    variant_dir = os.path.join(tree, "ports", "unix", "variants", "pybadge")
    if os.path.exists(variant_dir):
        raise BuildError("%s already exists in the source: not CircuitPython %s?" % (variant_dir, TAG))
    shutil.copytree(VARIANT, variant_dir)
    built = {}
    for target in recipe.TARGETS:
        step("building %s (make -j%d; log: %s)" % (target.name, args.jobs, log_path))
        built[target.name] = run_make(target, tree, args.jobs, log_path)
    step("checking what was built")
    for line in install.verify(built):
        print("          ok  " + line)
    step("installing into %s" % args.out)
    rows = install.install(built, args.out)
    shutil.copyfile(log_path, os.path.join(args.out, "build.log"))
    return rows


def main(argv=None):
    args = parse_args(argv)
    if args.jobs < 1:
        print("error: --jobs must be 1 or more", file=sys.stderr)
        return 2
    try:
        if args.source:
            source.check(args.source)  # a wrong --source is refused before anything else, dry run or not
        if args.dry_run:
            for i, text in enumerate(plan(args, os.path.join(args.build or "<scratch>", "circuitpython"))):
                print("%d. %s" % (i + 1, text))
            return 0
        os.makedirs(cpy32.cache_dir(), exist_ok=True)
        scratch = os.path.abspath(args.build or tempfile.mkdtemp(prefix="build-circuitpython-%s-" % TAG,
                                                                 dir=cpy32.cache_dir()))
        if args.build:
            if os.path.exists(scratch) and os.listdir(scratch):
                raise BuildError("--build %s is not empty: give a new or empty folder" % scratch)
            os.makedirs(scratch, exist_ok=True)
        step = Step()
        try:
            rows = build(args, scratch, step)
        except BuildError as exc:
            # a make that ran leaves its log there; a scratch of ours without one goes
            if os.path.exists(os.path.join(scratch, "build.log")):
                if scratch not in str(exc):
                    raise BuildError("%s (the build folder is kept: %s)" % (exc, scratch))
            elif not args.build:
                shutil.rmtree(scratch, ignore_errors=True)
            raise
    except BuildError as exc:
        print("error: %s" % exc, file=sys.stderr)
        return 1
    elapsed = time.monotonic() - step.start
    for name, digest, verdict in rows:
        print("          %-15s sha256 %s  %s" % (name, digest, VERDICTS[verdict]))
    if args.keep:
        print("The build folder is kept: %s" % scratch)
    else:
        shutil.rmtree(scratch, ignore_errors=True)
    print("Built CircuitPython %s's core into %s in %.0f s (%.1f min)." % (TAG, args.out, elapsed, elapsed / 60))
    return 0


if __name__ == "__main__":
    sys.exit(main())
