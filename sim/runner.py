"""Runs the unchanged device program (code.py, play.py after a reload) on the desktop.

A Sim owns one simulated handheld. Headless, time is virtual: each frame of the program advances the clock by
one frame period, so a seed and a press script replay exactly. `run(frames)` lets the program run that many frames
in a worker thread and returns at a frame boundary, so tests can press, run and look at pixels in turn."""
import os
import runpy
import sys
import threading

from sim import badge
from sim import device as dev
from sim.display import new_display
from sim.speaker import FRAME_S, WavRecorder

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OURS = ("pocket", "games", "code", "play", "boot")


def add_paths():
    """The repo root and lib/ on sys.path, as on the device (appended: code.py must not shadow stdlib `code`)."""
    for p in (ROOT, os.path.join(ROOT, "lib")):
        if p not in sys.path:
            sys.path.append(p)


def start_game(device, game, seed=1, players=("human", "cpu:1"), options=(), resume=False):
    """Write the launch record the launcher would write, so the program starts in play.py with this game.
    players: "human", "cpu" (Normal) or "cpu:N" with N = 0 Easy, 1 Normal, 2 Hard."""
    add_paths()
    from pocket.saves import Store
    from pocket.setup import HUMAN, Setup, cpu_kind, launch_record
    kinds = []
    for p in players:
        if p == "human":
            kinds.append(HUMAN)
        else:
            kinds.append(cpu_kind(int(p.split(":")[1]) if ":" in p else 1))
    Store(device.nvm).write_launch(launch_record(Setup(game, kinds, options, seed), resume))
    device.next_code = "play.py"
    purge_modules()


class SimStop(BaseException):
    """Raised inside the program to end a simulation."""


def purge_modules():
    """Forget every module of ours, as a reload on the device gives a fresh heap."""
    for name in list(sys.modules):
        if name.split(".")[0] in OURS:
            del sys.modules[name]


class Sim:
    def __init__(self, game=None, seed=1, players=("human", "cpu:1"), options=(), nvm_path=None, resume=False,
                 record_dir=None, extra_games=(), drive_dir=None, record_device=False, reset=False, host=dev.COMPUTER,
                 held_at_boot=()):
        add_paths()
        os.chdir(ROOT)  # the device's current directory is the drive's root (assets/ are found from there)
        self.display = new_display()
        self.device = dev.Device(self.display, nvm_path, drive_dir=drive_dir)  # drive_dir: tests use a tmp dir
        self.device.install()
        if reset:  # switched on now with `host` on the cable (sim.device.Usb): boot.py runs first
            self.device.power_on(host)
            self.device.held_at_boot = held_at_boot
        self.held = badge.track_held(self.device)  # the buttons down, lit in the device picture
        self.speaker = self.device.speaker = WavRecorder(self.audio_time)
        self._boundary_ms = 0  # the device's clock at the last frame boundary
        self.frame_no = 0
        self.schedule = {}  # frame -> [(key, pressed)]
        self.record_dir = record_dir
        self.record_device = record_device  # record the whole device picture, not the bare screen
        self.error = None
        self.finished = False
        self._budget = 0
        self._stop = False
        self._cv = threading.Condition()
        self._thread = None
        self.hooks = []  # callables run at every frame boundary in the program's thread
        self.extra_games = tuple(extra_games)  # ((registry entry, package), ...): test games shown as installed
        if game is not None:
            self.start_game(game, seed, players, options, resume)

    # --- what the tests and the CLI call ------------------------------------------------------------------------
    def start_game(self, game, seed=1, players=("human", "cpu:1"), options=(), resume=False):
        """Skip the launcher: write the launch record the launcher would write and start in play.py."""
        start_game(self.device, game, seed, players, options, resume)

    def press(self, name, at=None, hold=2):
        """Press a button at frame `at` (default: the next frame) and release it `hold` frames later."""
        at = self.frame_no + 1 if at is None else at
        self.schedule.setdefault(at, []).append((name, True))
        if hold is not None:
            self.schedule.setdefault(at + hold, []).append((name, False))

    def tap(self, *names, gap=3):
        """Press buttons one after another and run until they are all handled."""
        for n in names:
            self.press(n)
            self.run(gap)

    def run(self, frames=1):
        if self.finished:
            raise RuntimeError("the program has ended")
        if self._thread is None:
            self._thread = threading.Thread(target=self._main, daemon=True)
            with self._cv:
                self._budget = frames
            self._thread.start()
        else:
            with self._cv:
                self._budget = frames
                self._cv.notify_all()
        with self._cv:
            while self._budget > 0 and not self.finished:
                self._cv.wait(0.5)
        if self.error is not None:
            err, self.error = self.error, None
            raise err

    def close(self):
        with self._cv:
            self._stop = True
            self._budget = 1
            self._cv.notify_all()
        if self._thread is not None:
            self._thread.join(10)
        purge_modules()

    def pixel(self, x, y):
        return self.display.pixel(x, y)

    def screenshot(self, path, scale=1):
        self.display.screenshot(path, scale)

    def device_picture(self):
        """The whole device now (sim.badge): an (H, W, 3) array, one unit a screen pixel."""
        return badge.picture(self.display, self.device, self.held)

    def device_shot(self, path, scale=1):
        badge.write_png(path, badge.scaled(self.device_picture(), scale))

    def audio_time(self):
        """Seconds on the frames' timeline (frame N starts at N/30 s), where the speaker's tones are recorded: time
        the program spends inside a frame counts, up to the frame's end."""
        inside = max(0, min(self.device.ms - self._boundary_ms, 33)) / 1000
        return self.frame_no * FRAME_S + inside

    def write_audio(self, path):
        """A WAV of everything the speaker played so far, as long as the frames run."""
        self.speaker.write(path, (self.frame_no + 1) * FRAME_S)

    @property
    def match(self):
        m = sys.modules.get("pocket.match")
        return getattr(m, "current", None) if m else None

    @property
    def state(self):
        return self.match.state if self.match else None

    def region_colors(self, x, y, w, h):
        """The set of colours in a rectangle of the screen."""
        return {self.display.pixel(i, j) for j in range(y, y + h) for i in range(x, x + w)}

    # --- the program's side ---------------------------------------------------------------------------------------
    def _frame(self, period_ms):
        self.device.ms += period_ms
        self._boundary_ms = self.device.ms
        self.frame_no += 1
        for name, pressed in self.schedule.pop(self.frame_no, ()):
            self.device.key(name, pressed)
        for hook in self.hooks:
            hook(self)
        if self.record_dir:
            path = os.path.join(self.record_dir, "frame%05d.png" % self.frame_no)
            if self.record_device:
                self.device_shot(path)
            else:
                self.display.screenshot(path)
        with self._cv:
            self._budget -= 1
            if self._budget <= 0:
                self._cv.notify_all()
                while self._budget <= 0 and not self._stop:
                    self._cv.wait()
            if self._stop:
                raise SimStop()

    def _prepare(self):
        import pocket.clock as clock
        clock.ticks = self.device.ticks_ms
        clock.frame = self._frame
        if self.extra_games:
            import importlib
            import games.registry as registry
            for entry, package in self.extra_games:
                sys.modules["games." + entry[0]] = importlib.import_module(package)
                registry.GAMES = registry.GAMES + (entry,)

    def _main(self):
        try:
            run_program(self.device, self._prepare)
        except SimStop:
            pass
        except BaseException as exc:  # handed to the test at its next run()
            self.error = exc
        finally:
            with self._cv:
                self.finished = True
                self._cv.notify_all()


def seed_games(device, seed):
    """Every game started from now on (from the launcher's setup screen, or Rematch) gets a known seed: seed, then
    seed + 1, ... in the order they start, so a press script through the launcher replays the same games. The first
    is the game `--game` would start with the same seed. (On the device the seed is random: os.urandom.)"""
    device.launch_seed = seed & 0xFFFFFFFF
    device.seeds_given = 0


def _seed_launcher(device):
    if getattr(device, "launch_seed", None) is None:
        return
    import pocket.launcher as launcher

    def new_seed():
        n = device.seeds_given
        device.seeds_given = n + 1
        return (device.launch_seed + n) & 0xFFFFFFFF

    launcher.new_seed = new_seed


BOOT_OUT = "Adafruit CircuitPython 10.2.1 on 2025-10-01; Adafruit PyBadge with samd51j19\nBoard ID:pybadge\n"


def boot(device):
    """What a reset runs before code.py (main.c): CircuitPython writes boot_out.txt, runs boot.py with the buttons
    held at power-on down, then starts USB (device.usb: the host enumerates a moment later)."""
    device.booting = False
    os.makedirs(device.drive_dir, exist_ok=True)
    with open(os.path.join(device.drive_dir, "boot_out.txt"), "w") as f:
        f.write(BOOT_OUT)
    dev.ShiftRegisterKeys.held_at_start = tuple(device.held_at_boot)
    purge_modules()
    try:
        runpy.run_path(device.boot_file or os.path.join(ROOT, "boot.py"), run_name="__main__")
    finally:
        dev.ShiftRegisterKeys.held_at_start = ()
        dev.ShiftRegisterKeys.current = None
    device.usb.start()


def run_program(device, prepare):
    """code.py, then whatever file supervisor.set_next_code_file chose, forever (as the device does); after a reset
    (device.power_on), boot.py first."""
    if device.booting:
        boot(device)
    while True:
        name = device.next_code or "code.py"
        device.next_code = None
        purge_modules()
        prepare()
        _seed_launcher(device)
        try:
            runpy.run_path(os.path.join(ROOT, name), run_name="__main__")
        except dev.ReloadRequested:
            continue
        # a program that returns ends the simulation, as the device would then wait at the REPL prompt
        return
