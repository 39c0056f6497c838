# Who writes the CIRCUITPY drive: the computer, unless nobody holds it (docs/RUNTIME.md, "Who writes the drive").
# CircuitPython runs boot.py before it starts USB, so supervisor.runtime.usb_connected is False there on every
# start, plugged in or not: boot.py can't tell. The launcher asks here instead, once USB has had time to enumerate.
# No computer (on battery, a charger): the program takes the drive with storage.remount, which CircuitPython allows
# after boot while no host holds write access, and the saves go there. A computer attached keeps the drive (it can
# always copy files), and if it claimed the drive first the remount raises: either way the saves go to the nvm.
import storage
import supervisor


def writable():
    """True when the program may write the drive (getmount("/").readonly is False: boot.py with SELECT held, or
    claim() since the last reset)."""
    try:
        return not storage.getmount("/").readonly
    except (AttributeError, OSError):
        return False


def claim():
    """Take the drive for the program when no computer is attached. True when the program may write it now."""
    if writable():
        return True
    try:
        if supervisor.runtime.usb_connected:
            return False  # a computer: the drive is its own, even before it has asked to write
        storage.remount("/", readonly=False)
    except (AttributeError, RuntimeError, OSError):
        return False  # "Cannot remount path when visible via USB.": the host holds write access
    return writable()
