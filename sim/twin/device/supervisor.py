# supervisor (CircuitPython 10): ticks_ms on the twin's clock, reload() = a new process with a fresh heap.
import _twin


class Runtime:
    # usb_connected: a host has configured the handheld (tud_ready()): False in boot.py, which runs before USB
    # starts; then as the scenario's cable says (python -m sim.twin --usb computer|quiet|none)
    @property
    def usb_connected(self):
        return _twin.usb_connected()

    @property
    def serial_connected(self):
        return _twin.usb_connected()


runtime = Runtime()


def ticks_ms():
    _twin.creep()
    return _twin.now_ms() & ((1 << 29) - 1)


def set_next_code_file(filename, *, reload_on_success=False, reload_on_error=False, sticky_on_success=False,
                       sticky_on_error=False, sticky_on_reload=False):
    _twin.S["next"] = filename if filename else ""


def reload():
    nxt = _twin.S.get("next", "")
    _twin.S["next"] = ""
    _twin.S["program"] = nxt if nxt else "code.py"
    _twin.S["reloads"] = _twin.S.get("reloads", 0) + 1
    _twin.finish(_twin.EXIT_RELOAD, "reload")
