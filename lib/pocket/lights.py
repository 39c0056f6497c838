# The five NeoPixels as a status light: whose turn (player colour), computer thinking (a chase), a win (flash).
# Dim by default; everything is a no-op when the board has no NeoPixels or the setting is off.
from pocket.ui import PLAYER

DIM = 0.05


def _scaled(color, k):
    return (((color >> 16) & 255) * k // 255, ((color >> 8) & 255) * k // 255, (color & 255) * k // 255)


class Lights:
    def __init__(self, pixels, enabled=True):
        self.pixels = pixels if enabled else None

    def player(self, index):
        if self.pixels is None:
            return
        self.pixels.fill(_scaled(PLAYER[index % len(PLAYER)], 255) if index is not None and index >= 0 else (0, 0, 0))
        self.pixels.show()

    def think(self, phase):
        if self.pixels is None:
            return
        p = self.pixels
        for i in range(5):
            p[i] = (40, 40, 40) if i == phase % 5 else (0, 0, 0)
        p.show()

    def win(self, index):
        self.player(index)

    def off(self):
        if self.pixels is not None:
            self.pixels.fill((0, 0, 0))
            self.pixels.show()
