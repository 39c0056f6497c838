# adafruit_pixelbuf (CircuitPython 10, built in C on the PyBadge): PixelBuf holds the pixel bytes, and a second
# copy with the brightness applied when brightness < 1 (shared-module/adafruit_pixelbuf/PixelBuf.c); here the
# same two buffers, so the heap matches. _transmit() is the subclass's (neopixel.py calls neopixel_write).


class PixelBuf:
    def __init__(self, size, *, byteorder="BGR", brightness=1.0, auto_write=False, header=b"", trailer=b""):
        self._n = size
        self._bpp = len(byteorder)
        self._order = byteorder
        self._raw = bytearray(len(header) + size * self._bpp + len(trailer))
        self._out = bytearray(len(self._raw)) if brightness < 1.0 else None
        self._brightness = brightness
        self.auto_write = auto_write

    @property
    def n(self):
        return self._n

    @property
    def bpp(self):
        return self._bpp

    @property
    def byteorder(self):
        return self._order

    @property
    def brightness(self):
        return self._brightness

    @brightness.setter
    def brightness(self, value):
        self._brightness = min(max(value, 0.0), 1.0)
        if self._brightness < 1.0 and self._out is None:
            self._out = bytearray(len(self._raw))

    def __len__(self):
        return self._n

    def _set(self, i, color):
        if isinstance(color, int):
            color = ((color >> 16) & 255, (color >> 8) & 255, color & 255)
        b = self._bpp * i
        for j in range(min(3, self._bpp)):
            self._raw[b + j] = color[j]

    def __setitem__(self, index, value):
        if isinstance(index, slice):
            start, stop, step = index.indices(self._n)
            for k, i in enumerate(range(start, stop, step)):
                self._set(i, value[k])
        else:
            if index < 0:
                index += self._n
            if not 0 <= index < self._n:
                raise IndexError("index out of range")
            self._set(index, value)
        if self.auto_write:
            self.show()

    def __getitem__(self, index):
        b = self._bpp * index
        return tuple(self._raw[b:b + 3])

    def fill(self, color):
        for i in range(self._n):
            self._set(i, color)
        if self.auto_write:
            self.show()

    def show(self):
        out = self._raw
        if self._out is not None:
            scale = int(self._brightness * 256)
            for i in range(len(out)):
                self._out[i] = (out[i] * scale) >> 8
            out = self._out
        self._transmit(out)

    def _transmit(self, buffer):
        raise NotImplementedError("a subclass sends the bytes")
