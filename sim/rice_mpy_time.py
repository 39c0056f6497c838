"""MicroPython (desktop WASI build) time per AI decision, turned into device seconds (~14 ms of this build =
1 s on the device, docs: platform notes). The collector is off (this build cannot collect inside functions) and
the heap large, so the figure leaves out collection time.

    python -m sim.rice_mpy_time --level 1 --seeds 3
"""
import argparse
import os
import sys

sys.path[:0] = [os.path.dirname(os.path.dirname(os.path.abspath(__file__)))]

from sim import mpy  # noqa: E402

CODE = """
import gc, time
from pocket.rng import Rng
from games.rice import rules, ai
gc.disable()
for seed in range(%(seeds)d):
    rng = Rng(seed)
    s = rules.new_game(seed=seed)
    while not s.is_over():
        if s.to_move() == -1:
            s.apply(rng.weighted(s.chance_outcomes()))
            continue
        t = time.ticks_us()
        m = ai.choose(s, %(level)d, rng)
        print('T', time.ticks_diff(time.ticks_us(), t))
        s.apply(m)
"""
WASM_MS_PER_DEVICE_S = 14.0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--level", type=int, default=1)
    ap.add_argument("--seeds", type=int, default=3)
    args = ap.parse_args()
    r = mpy.run(CODE % {"level": args.level, "seeds": args.seeds}, heap_kb=65536, timeout=600)
    if not r.ok:
        print(r)
        return
    ts = sorted(int(x.split()[1]) / 1000.0 for x in r.stdout.splitlines() if x.startswith("T "))
    p50 = ts[len(ts) // 2]
    p95 = ts[int(len(ts) * 0.95)]
    mean = sum(ts) / len(ts)
    print("level %d, %d decisions: MicroPython ms p50 %.1f p95 %.1f mean %.1f -> device s p50 %.2f p95 %.2f "
          "mean %.2f (%.0f ms = 1 s)" % (args.level, len(ts), p50, p95, mean, p50 / WASM_MS_PER_DEVICE_S,
                                         p95 / WASM_MS_PER_DEVICE_S, mean / WASM_MS_PER_DEVICE_S,
                                         WASM_MS_PER_DEVICE_S))


if __name__ == "__main__":
    main()
