"""The desktop side of the device twin: deploy into a folder that looks like a CIRCUITPY drive, then run boot.py,
code.py and whatever supervisor.reload() asks for, each in a new cpy32-display process (a fresh heap, as on the
device), feeding a press script through the keypad stand-in and collecting the figures the harness writes."""
import os
import shutil
import subprocess
import tempfile
import threading
import time

from sim import cpy32
from sim import saveunits
from sim import deploy as deploy_mod

HERE = os.path.dirname(os.path.abspath(__file__))
DEVICE = os.path.join(HERE, "device")
BOOT_OUT = "Adafruit CircuitPython 10.2.1 on 2025-10-01; Adafruit PyBadge with samd51j19\nBoard ID:pybadge\n"
DEFAULT_PYSTACK = 2048
MAX_PROGRAMS = 400  # program runs (reloads) in one scenario before the twin calls it a loop (an hour of play
# reloads once a game: up to ~120)
EXIT_RELOAD = 42
EXIT_FAILED = 3


USBS = ("computer", "quiet", "none")  # the cable: a computer that mounts the drive, a host that never asks to
# write it (no mass-storage driver), nothing (on battery, a charger)
USB_WORDS = {"computer": "", "quiet": ", a quiet host", "none": ", on battery"}


class TwinError(Exception):
    pass


class Result:
    def __init__(self, name):
        self.name = name
        self.ok = False
        self.why = ""
        self.peak = 0  # bytes in use after a collection, above the harness's own (the program's heap)
        self.low_block = None  # the smallest "largest free block" seen
        self.pystack = 0  # highest pystack use seen at a sample point (bytes)
        self.frames = 0
        self.presses = 0
        self.programs = []  # program files run, in order
        self.seconds = 0.0
        self.modules = set()
        self.stderr = ""
        self.per_program = {}  # program -> peak
        self.games = 0  # games played to their results screen
        self.ms = 0  # the virtual clock at the end (device milliseconds of play)
        self.splits = 0  # times the split probe cut the free heap (Twin(split=...))
        self.nvm_erases = 0  # erase cycles of the nvm's one flash block (every nvm write is one)
        self.drive_files = 0  # save files written to the drive (each a new file, then renamed)
        self.usb = "computer"  # what is on the cable (Twin(usb=...))
        self.host_writable = None  # what the computer was last told about the drive (1 / 0; None: it never asked)
        self.remounts = 0  # storage.remount calls that succeeded (boot.py's, the launcher's)

    def line(self):
        low = "-" if self.low_block is None else "%.1f" % (self.low_block / 1024)
        return "%-26s %-4s peak %6.1f KB  low block %6s KB  pystack %4d B  %6d frames %5d presses %3d runs %6.1f s%s" % (
            self.name, "ok" if self.ok else "FAIL", self.peak / 1024, low, self.pystack, self.frames, self.presses,
            len(self.programs), self.seconds, "" if self.ok else "  " + self.why) + (
            "  %d games in %.1f device min" % (self.games, self.ms / 60000.0) if self.games > 1 else "") + (
            "  %s" % self.wear() if self.games > 1 or self.nvm_erases or self.drive_files else "")

    def wear(self):
        """Flash wear: nvm erases and drive save files, and each per hour of device time."""
        hours = self.ms / 3600000.0
        per = (lambda n: " (%.0f/h)" % (n / hours)) if hours > 0.05 else (lambda n: "")
        return "nvm erases %d%s, drive saves %d%s%s" % (self.nvm_erases, per(self.nvm_erases), self.drive_files,
                                                     per(self.drive_files), USB_WORDS[self.usb])


class Drive:
    """A deployed drive in a temporary folder (or a given one), as a user's CIRCUITPY after `sim.deploy`."""

    def __init__(self, path=None, version_line=BOOT_OUT, as_py=False):
        self.own = path is None
        self.root = path or tempfile.mkdtemp(prefix="twin-drive-")
        with open(os.path.join(self.root, "boot_out.txt"), "w") as f:
            f.write(version_line)
        self.log = []
        deploy_mod.deploy(self.root, out=self.log.append, as_py=as_py)

    def pystack(self):
        """CIRCUITPY_PYSTACK_SIZE from the drive's settings.toml (what deploy wrote), else the default."""
        path = os.path.join(self.root, "settings.toml")
        if os.path.exists(path):
            with open(path) as f:
                for line in f:
                    k, _, v = line.partition("=")
                    if k.strip() == "CIRCUITPY_PYSTACK_SIZE":
                        return int(v.strip().strip('"'))
        return DEFAULT_PYSTACK

    def close(self):
        if self.own:
            shutil.rmtree(self.root, ignore_errors=True)


_harness = []  # (folder, bytes): compiled and measured once per process, shared by every Twin
_harness_lock = threading.Lock()


def harness():
    """The stand-ins and harness compiled to .mpy (their own heap is then small; .py without mpy-cross) in a
    temporary folder, and the bytes they hold before a program starts (the program gets its heap on top)."""
    with _harness_lock:
        if not _harness:
            folder = tempfile.mkdtemp(prefix="twin-harness-")
            for name in sorted(os.listdir(DEVICE)):
                if not name.endswith(".py"):
                    continue
                src = os.path.join(DEVICE, name)
                if cpy32.available("mpy-cross-cp10"):
                    cpy32.mpy_cross(src, os.path.join(folder, name[:-3] + ".mpy"), name)
                else:
                    shutil.copyfile(src, os.path.join(folder, name))
            code = ("import sys\nsys.path[:0]=[%r]\nimport gc,_twin\nfor n in _twin.STAND_INS: __import__(n)\n"
                    "gc.collect()\nprint(gc.mem_alloc())" % folder)
            out = subprocess.run([cpy32.tool("cpy32-display"), "-X", "heapsize=256k", "-c", code],
                                 capture_output=True, text=True, timeout=60)
            try:
                _harness.append((folder, int(out.stdout.strip().splitlines()[-1])))
            except (ValueError, IndexError):
                raise TwinError("the harness does not start on cpy32: %s" % (out.stdout + out.stderr)[-800:])
        return _harness[0]


class Twin:
    """split: the split probe (sim/twin/device/_twin.py split_heap): from the moment a match exists (or from the
    program's start with split_from="start"), every 16 frames no free block of `split` bytes or more is left, so an
    allocation that large fails with MemoryError as on a fragmented device heap."""

    def __init__(self, drive=None, heap_kb=128, pystack=None, work=None, split=0, split_from="match",
                 unplugged=False, usb=None):
        if not cpy32.available("cpy32-display"):
            raise TwinError("CircuitPython's tools are not at %s (see its README)" % cpy32.tools_dir())
        self.drive = drive or Drive()
        self.work = work or tempfile.mkdtemp(prefix="twin-work-")
        self.harness, self.base = harness()
        self.pystack = pystack or self.drive.pystack()
        self.heap_kb = heap_kb
        self.split = split
        self.split_from = split_from
        # the cable (USBS): a computer by default; unplugged=True is usb="none" (on battery: the launcher gives the
        # program the drive, the saves go there)
        self.usb = usb or ("none" if unplugged else "computer")
        if self.usb not in USBS:
            raise TwinError("usb: one of %s" % ", ".join(USBS))

    def _run(self, args, heap_kb, timeout=600):
        env = dict(os.environ, MP32_PYSTACK_BYTES=str(self.pystack))
        return subprocess.run([cpy32.tool("cpy32-display"), "-X", "heapsize=%dk" % heap_kb] + args,
                              cwd=self.drive.root, env=env, capture_output=True, text=True, timeout=timeout)

    def heap_arg(self):
        """The program's heap plus the harness's, less what a raised pystack takes out of the same RAM."""
        return self.heap_kb + (self.base + 1023) // 1024 - (self.pystack - DEFAULT_PYSTACK) // 1024

    def run(self, name, script, boot=True, seed=1, fresh_nvm=True, timeout=900):
        sdir = os.path.join(self.work, name.replace("/", "_"))
        os.makedirs(sdir, exist_ok=True)
        # the program sees the scenario's files through a link whose path has one length wherever the caller's
        # work folder is (a test's tmp_path, the CLI's) and whatever the scenario's name: the paths are strings on
        # the program's heap, and a longer one changed what fitted in 96 KB, and with it the game played
        link = tempfile.mkdtemp(prefix="twin-run-")
        try:
            os.symlink(sdir, os.path.join(link, "s"))
            return self._run_scenario(name, script, boot, seed, fresh_nvm, timeout, os.path.join(link, "s"))
        finally:
            shutil.rmtree(link, ignore_errors=True)

    def _run_scenario(self, name, script, boot, seed, fresh_nvm, timeout, sdir):
        res = Result(name)
        t0 = time.time()
        nvm = os.path.join(sdir, "nvm.bin")
        files = os.path.join(sdir, "drive")
        if fresh_nvm or not os.path.exists(nvm):
            with open(nvm, "wb") as f:
                f.write(b"\xff" * 8192)
            shutil.rmtree(files, ignore_errors=True)
        os.makedirs(files, exist_ok=True)
        saveunits.create(files)  # the save units deploy made (the scenario's saves are its own)
        with open(os.path.join(sdir, "script.txt"), "w") as f:
            f.write(script)
        report = os.path.join(sdir, "report.txt")
        if os.path.exists(report):
            os.remove(report)
        state = os.path.join(sdir, "state.txt")
        st = {"program": "boot.py" if boot else "code.py", "ms": 0, "line": 0, "rng": 2463534242 ^ (seed * 7919),
              "nvm": nvm, "script": os.path.join(sdir, "script.txt"), "report": report, "usb_writable": 1,
              "split": self.split, "split_from": self.split_from, "usb": self.usb,
              "drive_root": os.path.join(files, "")}
        if not boot and self.usb != "none":
            st["usb_at"] = 0  # no reset: USB has been up since before the clock started
        write_state(state, st)
        code = ("import sys\nsys.path[:]=[%r,'','.frozen','lib']\nimport _twin,twin_time\n"
                "sys.modules['time']=twin_time\n_twin.run(%r)" % (self.harness, state))
        for _ in range(MAX_PROGRAMS):
            program = st["program"]
            res.programs.append(program)
            try:
                out = self._run(["-c", code], self.heap_arg(), timeout)
            except subprocess.TimeoutExpired:
                res.why = "%s did not finish in %d s" % (program, timeout)
                break
            st = read_state(state)
            if out.returncode == EXIT_RELOAD:
                continue
            if out.returncode == 0 and st.get("why") == "script done":
                res.ok = True
                break
            res.why = st.get("why") or ("exit %d" % out.returncode)
            res.stderr = (out.stdout[-2000:] + out.stderr[-2000:]).strip()
            if out.returncode not in (0, EXIT_FAILED) and res.stderr:
                # the core prints an uncaught exception on stdout: its last line says what went wrong
                res.why = "%s: %s" % (program, res.stderr.splitlines()[-1])
                if self.split and "MemoryError" in res.why and st.get("split_done"):
                    res.why += (" (with no free block of %d bytes: an allocation that large after the start)"
                                % self.split)
            break
        else:
            res.why = "more than %d reloads" % MAX_PROGRAMS
        oom = st.get("ai_oom", 0)
        if oom:
            # the match survived by playing a random move: on the device, a weaker AI the player can't see
            res.ok = False
            res.why = ("the AI ran out of memory %d time(s) (the match played a random move)%s%s" % (
                oom, " with no free block of %d bytes: it allocates that much at once" % self.split
                if st.get("ai_oom_split") else "", "; " + res.why if res.why else ""))
        read_report(report, res)
        res.nvm_erases = st.get("nvm_erases", 0)
        res.drive_files = st.get("drive_files", 0)
        res.usb = self.usb
        res.host_writable = st.get("host_writable")
        res.remounts = st.get("remounts", 0)
        if res.ok and self.usb == "computer" and res.host_writable == 0:
            # issue 35: after a reset the computer must be able to write the drive (copy files, deploy)
            res.ok = False
            res.why = "the computer was locked out: it sees CIRCUITPY read-only after the reset"
        res.seconds = time.time() - t0
        return res


def write_state(path, st):
    with open(path, "w") as f:
        for k, v in st.items():
            f.write("%s=%s\n" % (k, v))


def read_state(path):
    st = {}
    with open(path) as f:
        for line in f:
            k, _, v = line.rstrip("\n").partition("=")
            st[k] = int(v) if v.lstrip("-").isdigit() else v
    return st


def read_report(path, res):
    if not os.path.exists(path):
        return
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line.startswith("modules="):
                res.modules.update(m for m in line[8:].split(",") if m)
                continue
            fig = dict(kv.split("=", 1) for kv in line.split())
            peak = int(fig["peak"])
            res.peak = max(res.peak, peak)
            prog = fig["program"]
            res.per_program[prog] = max(res.per_program.get(prog, 0), peak)
            low = int(fig["low_block"])
            if low < (1 << 30):
                res.low_block = low if res.low_block is None else min(res.low_block, low)
            res.pystack = max(res.pystack, int(fig["pystack"]))
            res.frames += int(fig["frames"])
            res.presses += int(fig["presses"])
            res.games += int(fig.get("games", 0))
            res.splits += int(fig.get("splits", 0))
            res.ms = max(res.ms, int(fig.get("ms", 0)))
