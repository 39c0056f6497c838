# Compile the engine's modules one at a time on a freshly collected heap: each .py is compiled in RAM on the
# device, and a collection in the middle of a compile (heap full of the previous module's garbage) is the
# worst case for both peak memory and fragmentation under a 64 KB heap.
import gc

for _name in ("const", "board", "hands", "movegen", "flow"):
    gc.collect()
    __import__("games.cetkaik." + _name)
gc.collect()
