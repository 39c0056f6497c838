"""Stand-ins for the PyBadge's hardware modules, put into sys.modules so the unchanged code.py runs on a desktop.

board (DISPLAY, button and speaker pins), keypad (Event, EventQueue, ShiftRegisterKeys; Blinka's own keypad needs
real pins and hangs on deinit), supervisor (ticks_ms on the simulator's clock, reload, set_next_code_file),
storage, microcontroller.nvm (8192 bytes, optionally persisted to a file), neopixel, audioio/audiocore, digitalio.
"""
import collections
import os
import sys
import types

# displayio and friends import Blinka's real modules: import them before the stand-ins shadow those names.
# (Blinka prints a warning about the PC's chip on import; the simulator never uses that chip.)
import contextlib
import io

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
with contextlib.redirect_stdout(io.StringIO()):
    import busdisplay  # noqa: F401
    import displayio  # noqa: F401
    import terminalio  # noqa: F401
    import vectorio  # noqa: F401

KEY_NAMES = ("B", "A", "START", "SELECT", "RIGHT", "DOWN", "UP", "LEFT")
NVM_SIZE = 8192


class ReloadRequested(BaseException):
    """supervisor.reload(): the simulator restarts the program with fresh modules (a fresh heap)."""


# --- keypad -----------------------------------------------------------------------------------------------------
class Event:
    def __init__(self, key_number=0, pressed=True, timestamp=None):
        self.key_number = key_number
        self.pressed = pressed
        self.released = not pressed
        self.timestamp = timestamp

    def __eq__(self, other):
        return self.key_number == other.key_number and self.pressed == other.pressed

    def __repr__(self):
        return "<Event: key_number %d %s>" % (self.key_number, "pressed" if self.pressed else "released")


class EventQueue:
    def __init__(self, max_events=64):
        self.max_events = max_events
        self._q = collections.deque()
        self._overflowed = False

    @property
    def overflowed(self):
        """Read-only, as on CircuitPython (setting it raises AttributeError there too); clear() resets it."""
        return self._overflowed

    def _put(self, key, pressed):
        if len(self._q) >= self.max_events:
            self._overflowed = True
            return
        self._q.append((key, pressed))

    def get(self):
        if not self._q:
            return None
        k, p = self._q.popleft()
        return Event(k, p)

    def get_into(self, event):
        if not self._q:
            return False
        k, p = self._q.popleft()
        event.key_number = k
        event.pressed = p
        event.released = not p
        return True

    def clear(self):
        self._q.clear()
        self._overflowed = False

    def __len__(self):
        return len(self._q)

    def __bool__(self):
        return bool(self._q)


class ShiftRegisterKeys:
    current = None  # the simulator feeds the most recently created instance
    held_at_start = ()  # names of buttons already down: the scanner's first scan reports them pressed (boot.py's)

    def __init__(self, *, clock=None, data=None, latch=None, key_count=8, value_when_pressed=True, **kw):
        self.key_count = key_count
        self.events = EventQueue(kw.get("max_events", 64))
        for name in ShiftRegisterKeys.held_at_start:
            self.events._put(KEY_NAMES.index(name), True)
        ShiftRegisterKeys.current = self

    def reset(self):
        self.events.clear()

    def deinit(self):
        pass


# --- nvm --------------------------------------------------------------------------------------------------------
PAGE = 512
PAGES = 16  # the SAMD51's nvm is one 8 KB erase block of 16 pages


class PowerCut(BaseException):
    """The power went off in the middle of a flash write (Nvm.cut_after); nothing in the program may catch it."""


class Nvm:
    """microcontroller.nvm as the SAMD51 writes it (ASF4's _flash_write): every assignment, of one byte or many,
    erases the whole 8 KB block (all 0xFF), then programs its 16 pages of 512 bytes from a copy in RAM. `erases`
    counts the block's erase cycles. `cut_after = n` cuts the power after the n-th step of the next writes (the
    erase is step 1, then a step a page): the block is left blank or half programmed and PowerCut is raised. With
    a path, the block is kept in that file (saves survive), as it stands after each write or cut."""

    def __init__(self, path=None, size=NVM_SIZE):
        self.path = path
        self.data = bytearray(b"\xff" * size)
        self.erases = 0
        self.cut_after = None
        if path and os.path.exists(path):
            with open(path, "rb") as f:
                got = f.read(size)
            self.data[:len(got)] = got

    @property
    def writes(self):
        return self.erases

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return bytes(self.data[i])  # a copy, as CircuitPython's ByteArray gives
        return self.data[i]

    def __setitem__(self, i, v):
        new = bytearray(self.data)
        if isinstance(i, slice):
            start, stop, _ = i.indices(len(new))
            if len(v) != stop - start:
                raise ValueError("Slice and value different lengths.")
        new[i] = v
        try:
            self._step()
            self.erases += 1
            self.data[:] = b"\xff" * len(self.data)
            for p in range(PAGES):
                self._step()
                self.data[p * PAGE:(p + 1) * PAGE] = new[p * PAGE:(p + 1) * PAGE]
        finally:
            self._persist()

    def _step(self):
        if self.cut_after is None:
            return
        if self.cut_after <= 0:
            raise PowerCut()
        self.cut_after -= 1

    def _persist(self):
        if self.path:
            tmp = self.path + ".tmp"
            with open(tmp, "wb") as f:
                f.write(self.data)
            os.replace(tmp, self.path)


# --- small hardware no-ops ---------------------------------------------------------------------------------------
class Pin:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "board.%s" % self.name


class NeoPixel(list):
    """Records what the program sets; `shown` is what the LEDs show (the colours at the last show(), or at every
    change with auto_write), read by the device picture (sim.badge)."""

    def __init__(self, pin, n, brightness=1.0, auto_write=True, **kw):
        super().__init__([(0, 0, 0)] * n)
        self.brightness = brightness
        self.auto_write = auto_write
        self.shows = 0
        self.shown = [(0, 0, 0)] * n

    def __setitem__(self, i, color):
        super().__setitem__(i, color)
        if self.auto_write:
            self.shown = list(self)

    def fill(self, color):
        for i in range(len(self)):
            self[i] = color

    def show(self):
        self.shows += 1
        self.shown = list(self)

    def deinit(self):
        pass


class DigitalInOut:
    def __init__(self, pin):
        self.pin = pin
        self.value = False
        self.direction = None

    def switch_to_output(self, value=False, **kw):
        self.value = value

    def switch_to_input(self, **kw):
        pass

    def deinit(self):
        pass


class AudioOut:
    """Records the sample rates played; with a speaker (sim.speaker: a WAV recorder headless, pygame.mixer in the
    window) it also sounds them."""

    def __init__(self, pin, speaker=None, **kw):
        self.playing = False
        self.played = []
        self.speaker = speaker

    def play(self, sample, loop=False):
        self.playing = True
        self.played.append(sample.sample_rate)
        if self.speaker is not None:
            self.speaker.play(sample.buffer, sample.sample_rate, loop)

    def stop(self):
        if self.playing and self.speaker is not None:
            self.speaker.stop()
        self.playing = False

    def deinit(self):
        pass


class RawSample:
    def __init__(self, buffer, sample_rate=8000, **kw):
        self.buffer = buffer
        self.sample_rate = sample_rate


def _module(name, **attrs):
    m = types.ModuleType(name)
    m.__dict__.update(attrs)
    return m


# The handheld's own drive (CIRCUITPY), for files the games write (game records): a folder on the computer.
DEFAULT_DRIVE = os.path.join(os.path.expanduser("~"), ".cache", "pocket-tabletop", "drive")

ENUMERATE_MS = 300  # a host configures the handheld this long after USB starts (SET_CONFIGURATION: well under 1 s)
COMPUTER, QUIET = "computer", "quiet"  # Usb hosts; None: on battery or a USB charger (no data lines)


class Usb:
    """CIRCUITPY between the program and a USB host, as CircuitPython 10.2.1 runs it (docs/RUNTIME.md, "Who writes
    the drive", gives the source lines). At a reset the host may write the drive and the program may not; boot.py
    runs before USB starts (usb_connected False there, whatever is attached); the host enumerates ENUMERATE_MS after
    USB starts (usb_connected True from then on, unless the bus is suspended). A `computer` (any host with a
    mass-storage driver) then asks at once whether it may write (SCSI MODE SENSE: tud_msc_is_writable_cb), and a
    yes locks the drive for it; a `quiet` host enumerates and never asks; None is no host (battery, a charger).
    storage.remount after boot raises RuntimeError on a locked drive, else swaps the writer and makes the host ask
    again (usb_msc_remount's eject). `host_writable`: what the host was last told (None: it never asked); False
    after a reset with a computer attached is the lock-out. Time is the device's clock (`clock()`, ms)."""

    def __init__(self, clock, host=COMPUTER):
        self.clock = clock
        self.host = host
        self.power_on()

    def power_on(self):
        self.usb_writable = True  # main.c: filesystem_set_internal_writable_by_usb before boot.py
        self._locked = False
        self.enumerates_at = None  # the device's ms when the host configures it (None: USB not started, no host)
        self.started = False
        self.asked = False
        self._host_writable = None
        self.suspended = False

    def start(self):
        """supervisor_workflow_start(): USB starts after boot.py."""
        self.started = True
        self.enumerates_at = self.clock() + ENUMERATE_MS if self.host is not None else None

    def plug(self, host):
        """A cable put in (host) or pulled out (None: tud_umount_cb unlocks the drive)."""
        self.host = host
        self._locked = False
        self.asked = False
        self._host_writable = None
        self.enumerates_at = self.clock() + ENUMERATE_MS if host is not None and self.started else None

    def connected(self):
        """supervisor.runtime.usb_connected: tud_ready(), the host has configured the handheld and is not asleep
        (a suspended bus: the host keeps its lock)."""
        self._step()
        return self.enumerates_at is not None and self.clock() >= self.enumerates_at and not self.suspended

    @property
    def host_writable(self):
        self._step()
        return self._host_writable

    @property
    def locked(self):
        self._step()
        return self._locked

    def _step(self):
        if self.host == COMPUTER and not self.asked and not self.suspended and self.enumerates_at is not None and \
                self.clock() >= self.enumerates_at:
            self.asked = True
            self._host_writable = self.usb_writable  # tud_msc_is_writable_cb: "Lock the blockdev once we say we're
            self._locked = self._locked or self.usb_writable  # writable."

    def remount(self, readonly):
        """common_hal_storage_remount: refused while the host holds the drive (blockdev_lock), else readonly=False
        gives the program the drive and readonly=True gives it back to the host, which then asks again."""
        if self.locked:
            raise RuntimeError("Cannot remount path when visible via USB.")
        self.usb_writable = readonly
        self.asked = False
        self._step()

    def give(self, program):
        """Set who writes as boot.py's remount would have (tests, the simulator's --writable-drive): the program
        (program=True) or the host, which asks again."""
        self._locked = False
        self.usb_writable = not program
        self.asked = False
        self._step()

    def program_writable(self):
        """storage.getmount("/").readonly is not this (filesystem_is_writable_by_python)."""
        return not self.usb_writable


class Device:
    """One simulated handheld: its display, buttons, clock, nvm, drive and the next code file to run. `usb`: the
    cable (Usb); by default a computer that enumerated long ago and holds the drive, as a handheld plugged in to be
    played at a desk. `power_on(host)` models a reset: the simulator then runs boot.py before code.py."""

    def __init__(self, display, nvm_path=None, clock=None, drive_dir=None):
        self.display = display
        self.nvm = Nvm(nvm_path)
        self.ms = 0  # the simulator's clock (virtual when headless)
        self.calls = 0
        self.timed = []  # (ms, key name, pressed) delivered by the clock
        self.clock = clock or (lambda: self.ms)
        self.next_code = None
        self.pixels = None
        self.speaker = None  # where the speaker's tones go (sim.speaker), set by the simulator; None: silent
        self.remounts = []
        self.drive_dir = drive_dir or DEFAULT_DRIVE
        self.usb = Usb(lambda: self.clock(), COMPUTER)
        self.usb.enumerates_at = self.usb.clock() - ENUMERATE_MS  # long ago: the computer asked and holds the drive
        self.usb.started = True
        self.booting = False  # run boot.py before the next program (a reset)
        self.held_at_boot = ()  # buttons held down while the handheld starts
        self.boot_file = None  # another boot.py to run at a reset (tests: an older one)
        dev = self

        class Runtime:
            serial_connected = True

            @property
            def usb_connected(self):
                return dev.usb.connected()

        self.runtime = Runtime()

    @property
    def drive_writable(self):
        return self.usb.program_writable()

    def set_writable(self, writable=True):
        """As storage.remount("/", readonly=not writable) succeeding: the games may write files to the drive (boot.py
        with SELECT held, or the launcher with no computer attached); a host attached is told it may not."""
        self.usb.give(writable)

    def power_on(self, host=COMPUTER):
        """A reset with this host on the cable (Usb): the next program is boot.py, then code.py; USB starts
        between them."""
        self.usb.host = host
        self.usb.power_on()
        self.booting = True
        self.next_code = None

    def _remount(self, path, readonly=False, **kw):
        self.remounts.append((path, readonly))
        if path == "/":
            self.usb.remount(readonly)

    def ticks_ms(self):
        self.calls += 1
        if self.calls >= 20:
            # headless time also creeps forward while the program works between frames (1 ms per 20 reads),
            # so the thinking spinner turns and buttons are read during a long computer search, as on the device
            self.calls = 0
            self.ms += 1
        now = int(self.clock())
        while self.timed and self.timed[0][0] <= now:
            _, name, pressed = self.timed.pop(0)
            self.key(name, pressed)
        return now & ((1 << 29) - 1)

    def key_at(self, ms, name, pressed=True):
        """A button event at a moment of the simulator's clock, even in the middle of a long computation."""
        self.timed.append((ms, name, pressed))
        self.timed.sort(key=lambda t: t[0])

    def install(self):
        dev = self

        def set_next_code_file(filename, **kw):
            dev.next_code = filename

        def reload():
            raise ReloadRequested()

        def make_pixels(pin, n, **kw):
            dev.pixels = NeoPixel(pin, n, **kw)
            return dev.pixels

        def make_audio_out(pin, **kw):
            return AudioOut(pin, speaker=dev.speaker, **kw)

        pins = {n: Pin(n) for n in ("BUTTON_CLOCK", "BUTTON_OUT", "BUTTON_LATCH", "NEOPIXEL", "SPEAKER",
                                      "SPEAKER_ENABLE", "LIGHT", "A0", "A1")}
        mods = {
            "board": _module("board", DISPLAY=self.display, board_id="pybadge_sim", **pins),
            "keypad": _module("keypad", Event=Event, EventQueue=EventQueue, ShiftRegisterKeys=ShiftRegisterKeys,
                              Keys=ShiftRegisterKeys),
            "supervisor": _module("supervisor", ticks_ms=self.ticks_ms, reload=reload,
                                  set_next_code_file=set_next_code_file,
                                  runtime=self.runtime),
            # drive_root is the simulator's own: pocket.files writes under it instead of the computer's "/"
            "storage": _module("storage", remount=self._remount, drive_root=os.path.join(self.drive_dir, ""),
                               getmount=lambda path: types.SimpleNamespace(readonly=not dev.drive_writable)),
            "microcontroller": _module("microcontroller", nvm=self.nvm, Pin=Pin,
                                       reset=reload, cpu=types.SimpleNamespace(temperature=25.0)),
            "neopixel": _module("neopixel", NeoPixel=make_pixels),
            "digitalio": _module("digitalio", DigitalInOut=DigitalInOut,
                                 Direction=types.SimpleNamespace(INPUT=0, OUTPUT=1)),
            "audioio": _module("audioio", AudioOut=make_audio_out),
            "audiocore": _module("audiocore", RawSample=RawSample),
        }
        sys.modules.update(mods)

    # --- buttons ------------------------------------------------------------------------------------------------
    def key(self, name, pressed=True):
        keys = ShiftRegisterKeys.current
        if keys is None:
            return
        keys.events._put(KEY_NAMES.index(name), pressed)
