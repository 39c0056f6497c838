"""A tiny PNG writer (no Pillow needed) for screenshots, and its reader for the tests."""
import struct
import zlib


def write_png(path, width, height, rgb_rows):
    """rgb_rows: iterable of `height` bytes objects, each width*3 bytes (R, G, B)."""
    raw = b"".join(b"\x00" + bytes(r) for r in rgb_rows)

    def chunk(tag, data):
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)))
        f.write(chunk(b"IDAT", zlib.compress(raw, 9)))
        f.write(chunk(b"IEND", b""))


def read_png(path):
    """(width, height, rows of RGB bytes) of a PNG as write_png writes them (8-bit RGB, no interlace): for tests
    that read pixels back from a screenshot."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG: %s" % path)
    at, idat, width, height = 8, b"", 0, 0
    while at < len(data):
        n, tag = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + n]
        if tag == b"IHDR":
            width, height, depth, kind = struct.unpack(">IIBB", body[:10])
            if (depth, kind) != (8, 2):
                raise ValueError("only 8-bit RGB PNGs: %s" % path)
        elif tag == b"IDAT":
            idat += body
        at += 12 + n
    raw = zlib.decompress(idat)
    stride = width * 3 + 1
    rows = []
    for y in range(height):
        line = raw[y * stride:(y + 1) * stride]
        if line[0] != 0:
            raise ValueError("only unfiltered rows: %s" % path)
        rows.append(line[1:])
    return width, height, rows
