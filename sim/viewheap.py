# Heap held by the runtime and a game's screen on CircuitPython's 32-bit core with the real displayio, until the
# device twin measures whole scenarios. Run it with cpy32-display from a folder holding the device code (the repo,
# or a copy compiled to .mpy), e.g. from the repo root:
#   MP32_PYSTACK_BYTES=8192 ../shared/tools/circuitpython/cpy32-display -X heapsize=512k sim/viewheap.py tanbo 60
# GAME: none (the App alone), launcher (title and a menu), or a game id; MOVES: CPU (Hard) moves played after the
# screen is built, the view shown after each. Prints the heap in use after a collection at each step, the
# stand-ins' own cost removed. The smallest heap that completes: lower heapsize until it fails (MemoryError).
# (8192 bytes of pystack: the AI called from here sits a few frames higher than in the runtime.)
import gc
import sys
import time
sys.path[:0] = ['.', 'lib']
gc.collect()
base0 = gc.mem_alloc()

class _M:  # a module stand-in
    pass


class Display:  # board.DISPLAY: what the runtime sets and reads; nothing is drawn
    def __init__(self):
        self.root_group = None
        self.auto_refresh = True
        self.width = 160
        self.height = 128
        self.brightness = 1.0

    def refresh(self, *a, **k):
        return True


class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed
        self.released = not pressed


class EventQueue:  # no button is ever pressed
    overflowed = False

    def get(self):
        return None

    def get_into(self, ev):
        return False

    def clear(self):
        pass


class Keys:
    def __init__(self, **kw):
        self.events = EventQueue()


board = _M()
board.DISPLAY = Display()
board.BUTTON_CLOCK = board.BUTTON_OUT = board.BUTTON_LATCH = board.NEOPIXEL = 0
board.SPEAKER = board.SPEAKER_ENABLE = 0
keypad = _M()
keypad.ShiftRegisterKeys = Keys
keypad.EventQueue = EventQueue
keypad.Event = Event
supervisor = _M()
supervisor.ticks_ms = time.ticks_ms  # the unix port's time has ticks_ms
supervisor.reload = lambda: None
supervisor.set_next_code_file = lambda *a, **k: None
micro = _M()
micro.nvm = bytearray(8192)
storage = _M()
storage.remount = lambda *a, **k: None
for n, m in (("board", board), ("keypad", keypad), ("supervisor", supervisor), ("microcontroller", micro),
             ("storage", storage)):
    sys.modules[n] = m
gc.collect()
stand = gc.mem_alloc() - base0

game = sys.argv[1] if len(sys.argv) > 1 else "tanbo"


def used():
    gc.collect()
    return gc.mem_alloc() - base0 - stand


from pocket.app import App
print("import app", used())
app = App()
print("app", used())
if game == "launcher":
    from pocket import launcher, ui
    t = launcher.Title(app)
    menu = ui.Menu("Choose a game", ["Tanbo", "Cetkaik", "Seasons of Rice", "Bossa", "Bean Dice", "Settings"], rows=4)
    app.overlay.append(menu.group)
    print("launcher title + menu", used())
elif game != "none":
    from pocket.setup import Setup
    from pocket.saves import Store
    from pocket.match import Match
    print("match mod", used())
    __import__("games.%s.rules" % game); print("rules", used())
    __import__("games.%s.ai" % game); print("ai", used())
    __import__("games.%s.view" % game); print("view mod", used())
    m = Match(app, Setup(game, (3, 3), (), 1234), app.settings.store)
    print("match+view", used())
    m.view.show(m.state)
    print("after show", used())
if game not in ("none", "launcher") and len(sys.argv) > 2:
    # CPU (Hard) vs CPU moves, the view shown after each (and the bean hint asked for whoever moves)
    st = m.state
    from pocket.rng import Rng
    rng = Rng(5)
    n = int(sys.argv[2])
    for i in range(n):
        if st.is_over():
            break
        p = st.to_move()
        if p == -1:
            mv = rng.weighted(st.chance_outcomes())
        else:
            if game == "beans":
                m.view.hint_key = None
                m.view.hint(st, p)
            mv = m.ai.choose(st, 2, rng, lambda: True)
        st.apply(mv)
        m.view.show(st)
    print("after %d moves" % i, used())
