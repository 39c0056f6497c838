# Loads the sprite sheets (assets/*.bmp: uncompressed, 8 bits a pixel, as sim/art.py writes them) into a
# displayio Bitmap sized to its palette. adafruit_imageload does more and kept about 4 KB of modules imported.
import gc

import displayio

from pocket.app import AssetError


class AssetMemoryError(AssetError):
    title = "Out of memory"


def _u(b, at, n=4):
    v = 0
    for i in range(n - 1, -1, -1):
        v = (v << 8) | b[at + i]
    return v


def load(path):
    """(bitmap, palette) of the BMP at path; ValueError when it is not a BMP this loader reads."""
    with open(path, "rb") as f:
        head = f.read(54)
        if len(head) < 54 or head[0] != 0x42 or head[1] != 0x4D:
            raise ValueError("not a BMP")
        off = _u(head, 10)
        hsize = _u(head, 14)
        w = _u(head, 18)
        h = _u(head, 22)
        if h & 0x80000000:
            raise ValueError("top-down BMP")
        if _u(head, 28, 2) != 8 or _u(head, 30) != 0:
            raise ValueError("not 8 bits a pixel, uncompressed")
        colors = _u(head, 46) or 256
        f.seek(14 + hsize)
        pal = f.read(4 * colors)
        if len(pal) < 4 * colors or not 0 < w <= 4096 or not 0 < h <= 4096:
            raise ValueError("damaged BMP")
        palette = displayio.Palette(colors)
        for i in range(colors):
            palette[i] = (pal[4 * i + 2] << 16) | (pal[4 * i + 1] << 8) | pal[4 * i]
        pal = None
        bitmap = displayio.Bitmap(w, h, colors)
        f.seek(off)
        stride = (w + 3) & ~3
        try:
            from bitmaptools import readinto
        except ImportError:
            readinto = None
        if readinto is not None and stride == w:
            readinto(bitmap, f, 8, reverse_rows=True)  # rows are stored bottom-up
        else:
            row = bytearray(stride)
            for y in range(h - 1, -1, -1):
                if f.readinto(row) != stride:
                    raise ValueError("damaged BMP")
                for x in range(w):
                    bitmap[x, y] = row[x]
        return bitmap, palette


def sheet(name):
    """(bitmap, palette) of assets/<name>.bmp with palette index 0 transparent (App.sheet), or AssetError with a
    message for the player."""
    path = "assets/%s.bmp" % name
    try:
        bitmap, palette = load(path)
    except OSError:
        raise AssetError("Missing %s. Copy the assets folder to the device again." % path)
    except MemoryError:
        # the file is fine: the heap had no room for its bitmap (say so, not "damaged")
        gc.collect()
        raise AssetMemoryError("Not enough memory for %s." % path)
    except Exception:
        raise AssetError("%s is damaged. Copy the assets folder to the device again." % path)
    palette.make_transparent(0)
    return bitmap, palette
