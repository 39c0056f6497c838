"""The PyBadge's CIRCUITPY drive at the flash's own granularity (desktop only; runs on CircuitPython's 32-bit core,
sim/cpy32.py, whose os.VfsFat is CircuitPython 10.2.1's own FatFs, lib/oofatfs, compiled unchanged).

Chip is the 2 MB SPI flash: it erases 4 KB sectors (all bits to 1) and programs 256-byte pages (bits 1 to 0).
Circuitpy is the block device CircuitPython puts between FatFs and the chip, our transcription of the behaviour of
CircuitPython 10.2.1's supervisor/shared/flash.c and supervisor/shared/external_flash/external_flash.c (functions
named as there): a fake MBR at block 0 with one partition from block 1; one 4 KB sector kept in a RAM cache; a block
written to another sector than the cached one, or a block of the cached sector written twice, flushes the cache
first; a flush reads the sector's untouched blocks, erases the sector and programs it again page by page (pages
of 0xFF are skipped); ioctl SYNC (FatFs after every close and every directory change) flushes too.
format() makes the filesystem supervisor/shared/filesystem.c's filesystem_init makes on a blank flash (FAT12, 1 KB
clusters, one FAT, 512 root entries, the partition at block 1: the data area starts at flash address 0x4E00, in the
middle of a 4 KB sector).

Power cuts: every sector erase and every page program is a step; `chip.cut_at = n` lets n more steps happen, then
stops the next one (torn=True: half way: an erase leaves the sector 0xFF, a page is left half programmed) and raises
PowerCut; every later flash operation raises PowerCut too, as nothing runs without power. What survives is
chip.mem: Chip(old.mem) is the flash at the next start (the RAM cache is gone).
"""
import os

SIZE = 2 * 1024 * 1024  # the PyBadge's GD25Q16C (or W25Q16JV): 2 MB
SECTOR = 4096  # SPI_FLASH_ERASE_SIZE
PAGE = 256  # SPI_FLASH_PAGE_SIZE
BLOCK = 512  # FILESYSTEM_BLOCK_SIZE
BLOCKS_PER_SECTOR = SECTOR // BLOCK
PART1_START_BLOCK = 1  # flash.c
# supervisor_flash_get_block_count(): the last erase sector is kept back as a staging area
BLOCK_COUNT = (SIZE - SECTOR) // BLOCK
NO_SECTOR_LOADED = -1
# datasheet timings (W25Q16JV typical; the GD25Q16C's are alike): a 4 KB sector erase, a page program
ERASE_MS = 45
PROGRAM_MS = 0.7


class PowerCut(Exception):
    pass


class Chip:
    """The SPI flash. `erases[s]` counts sector s's erases, `programs` the pages programmed."""

    def __init__(self, mem=None):
        self.mem = bytearray(b"\xff" * SIZE) if mem is None else bytearray(mem)
        self.erases = [0] * (SIZE // SECTOR)
        self.programs = 0
        self.steps = 0
        self.cut_at = None
        self.torn = False
        self.off = False
        self.log = None  # a list: ("e", sector) and ("p", page address) appended, step by step

    def _step(self):
        """False to go on; True: the power goes now, during this step."""
        if self.off:
            raise PowerCut()
        if self.cut_at is not None and self.cut_at <= 0:
            self.off = True
            return True
        if self.cut_at is not None:
            self.cut_at -= 1
        self.steps += 1
        return False

    def read(self, address, n):
        if self.off:
            raise PowerCut()
        return self.mem[address:address + n]

    def erase(self, address):
        s = address // SECTOR
        if self._step():
            if self.torn:
                _fill(self.mem, s * SECTOR, SECTOR // 2)
            raise PowerCut()
        self.erases[s] += 1
        if self.log is not None:
            self.log.append(("e", s))
        _fill(self.mem, s * SECTOR, SECTOR)

    def program(self, address, data):
        """One page: each byte ANDed in (programming only clears bits)."""
        n = len(data)
        if self._step():
            if self.torn:
                n //= 2
            else:
                n = 0
            self._and(address, data, n)
            raise PowerCut()
        self.programs += 1
        if self.log is not None:
            self.log.append(("p", address))
        self._and(address, data, n)

    def _and(self, address, data, n):
        mem = self.mem
        for i in range(n):
            mem[address + i] &= data[i]


_ONES = b"\xff" * SECTOR


def _fill(mem, start, n):
    mem[start:start + n] = _ONES[:n]


class Circuitpy:
    """flash.c's block device over external_flash.c's cache (the RAM cache: allocate_ram_cache succeeds; the
    scratch-sector fallback for a full heap is not modelled). Give it to os.VfsFat."""

    def __init__(self, chip):
        self.chip = chip
        self.current_sector = NO_SECTOR_LOADED
        self.dirty_mask = 0
        self.cache = None

    # --- external_flash.c --------------------------------------------------------------------------------------
    def write_flash(self, address, data):
        """write_flash(): nothing when the data is all 1s, else page by page."""
        for b in data:
            if b != 0xFF:
                break
        else:
            return
        for off in range(0, len(data), PAGE):
            self.chip.program(address + off, data[off:off + PAGE])

    def page_erased(self, address):
        """page_erased(): the block's first 4 bytes read 0xFF. (Its second loop compares short_buffer[i] for i up to
        511, reading past that 4-byte array: undefined behaviour; taken here as the first 4 bytes again.)"""
        head = self.chip.read(address, 4)
        for b in head:
            if b != 0xFF:
                return False
        return True

    def flush_ram_cache(self):
        """flush_ram_cache(keep_cache=True): the untouched blocks read in, the sector erased, all of it programmed."""
        if self.cache is None or self.current_sector == NO_SECTOR_LOADED:
            return
        sector = self.current_sector
        for i in range(BLOCKS_PER_SECTOR):
            if not self.dirty_mask & (1 << i):
                self.cache[i * BLOCK:(i + 1) * BLOCK] = self.chip.read(sector + i * BLOCK, BLOCK)
        self.chip.erase(sector)
        for off in range(0, SECTOR, PAGE):
            self.write_flash(sector + off, self.cache[off:off + PAGE])

    def flush(self):
        """supervisor_flash_flush() -> spi_flash_flush_keep_cache(true)."""
        self.flush_ram_cache()
        self.current_sector = NO_SECTOR_LOADED

    def read_block(self, block):
        """external_flash_read_block()."""
        address = block * BLOCK
        this_sector = address - address % SECTOR
        mask = 1 << ((address // BLOCK) % BLOCKS_PER_SECTOR)
        if self.current_sector == this_sector and self.dirty_mask & mask:
            i = (address % SECTOR)
            return self.cache[i:i + BLOCK]
        return self.chip.read(address, BLOCK)

    def write_block(self, data, block):
        """external_flash_write_block()."""
        address = block * BLOCK
        this_sector = address - address % SECTOR
        mask = 1 << ((address // BLOCK) % BLOCKS_PER_SECTOR)
        if self.current_sector != this_sector or self.dirty_mask & mask:
            if self.page_erased(address):
                self.write_flash(address, data)
                return
            if self.current_sector != NO_SECTOR_LOADED:
                self.flush()
            if self.cache is None:
                self.cache = bytearray(SECTOR)
            self.current_sector = this_sector
            self.dirty_mask = 0
        self.dirty_mask |= mask
        i = address % SECTOR
        self.cache[i:i + BLOCK] = data

    # --- flash.c: the block device protocol ---------------------------------------------------------------------
    # (with the power off each returns an error: FatFs's finalisers may still call them, with the heap locked)
    def readblocks(self, block_num, buf):
        if self.chip.off:
            return 1
        n = len(buf) // BLOCK
        at = 0
        if block_num == 0:  # the fake MBR: one partition, type 0x06, from block 1 to the end
            for i in range(446):
                buf[i] = 0
            _partition(buf, 446, 0x06, PART1_START_BLOCK, BLOCK_COUNT)
            for i in range(462, 510):
                buf[i] = 0
            buf[510] = 0x55
            buf[511] = 0xAA
            at = 1
        for i in range(at, n):
            block = block_num + i - PART1_START_BLOCK
            if not 0 <= block < BLOCK_COUNT:
                return 1
            buf[i * BLOCK:(i + 1) * BLOCK] = self.read_block(block)
        return 0

    def writeblocks(self, block_num, buf):
        if self.chip.off:
            return 1
        n = len(buf) // BLOCK
        if block_num == 0:
            return 1 if n > 1 else 0  # "can't write MBR, but pretend we did"
        for i in range(n):
            block = block_num + i - PART1_START_BLOCK
            if not 0 <= block < BLOCK_COUNT:
                return 1
            self.write_block(buf[i * BLOCK:(i + 1) * BLOCK], block)
        return 0

    def ioctl(self, op, arg):
        if self.chip.off:
            return 1
        if op == 1:  # INIT
            return 0
        if op == 2 or op == 3:  # DEINIT, SYNC
            self.flush()
            return 0
        if op == 4:  # BLOCK_COUNT
            return PART1_START_BLOCK + BLOCK_COUNT
        if op == 5:  # BLOCK_SIZE
            return BLOCK
        return None


def _partition(buf, at, kind, start, count):
    """build_partition() of flash.c."""
    buf[at] = 0
    buf[at + 1] = buf[at + 2] = buf[at + 3] = 0xFF
    buf[at + 4] = kind
    buf[at + 5] = buf[at + 6] = buf[at + 7] = 0xFF
    for i in range(4):
        buf[at + 8 + i] = (start >> (8 * i)) & 255
        buf[at + 12 + i] = (count >> (8 * i)) & 255


class _Partition1:
    """Partition 1 alone (block 0 = the drive's block 1): VfsFat.mkfs formats a whole device, as f_mkfs formats
    the partition it is given."""

    def __init__(self, drive):
        self.drive = drive

    def readblocks(self, n, buf):
        return self.drive.readblocks(n + PART1_START_BLOCK, buf)

    def writeblocks(self, n, buf):
        return self.drive.writeblocks(n + PART1_START_BLOCK, buf)

    def ioctl(self, op, arg):
        if op == 4:
            return BLOCK_COUNT
        return self.drive.ioctl(op, arg)


def _write(path, data):
    with open(path, "wb") as f:
        if data:
            f.write(data)


def format(chip, mount="/flash"):
    """filesystem_init(create_allowed) on a blank flash: f_mkfs(FM_FAT, au 0) of partition 1 (FAT12, 2 sectors a
    cluster, 1 FAT, 512 root entries: VfsFat.mkfs computes the same, for a volume that does not start at block 0
    only the boot sector's hidden-sectors field differs, set here), the label, the files it makes, a flush.
    Returns (drive, vfs) mounted at `mount`."""
    drive = Circuitpy(chip)
    os.VfsFat.mkfs(_Partition1(drive))
    boot = bytearray(BLOCK)
    drive.readblocks(1, boot)
    boot[28] = 1  # BPB_HiddSec: the volume starts at block 1
    drive.writeblocks(1, boot)
    drive.flush()
    vfs = os.VfsFat(drive)
    os.mount(vfs, mount)
    vfs.label = "CIRCUITPY"
    os.mkdir(mount + "/.fseventsd")
    for name in ("/.fseventsd/no_log", "/.metadata_never_index", "/.Trashes", "/.Trash-1000"):
        _write(mount + name, b"")
    os.mkdir(mount + "/sd")
    _write(mount + "/sd/placeholder.txt", b"SD cards mounted at /sd will hide this file from Python.\n")
    _write(mount + "/settings.toml", b"")
    _write(mount + "/code.py", b'print("Hello World!")\n')
    os.mkdir(mount + "/lib")
    drive.flush()
    return drive, vfs


def mount(chip, at="/flash"):
    """The drive as CircuitPython mounts it at the next start (a fresh cache). Raises OSError when FatFs finds no
    filesystem (CircuitPython would format the drive again: everything on it lost)."""
    drive = Circuitpy(chip)
    vfs = os.VfsFat(drive)
    os.mount(vfs, at)
    return drive, vfs

