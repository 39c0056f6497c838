"""The device twin: the files `python -m sim.deploy` puts on a drive, run on CircuitPython 10.2.1's own 32-bit core
(`cpy32-display`: its compiler, VM, garbage collector, pystack and C displayio) with stand-ins for the PyBadge's
hardware modules (sim/twin/device/). See docs/DEVICE.md."""
