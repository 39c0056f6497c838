"""Writes sim/games/bossa/art.txt, the Bossa sprite sheet as text (then `python -m sim.art` makes assets/bossa.bmp).

python -m sim.games.bossa.art

Cells are 8x12: a tile is 7 px wide with a 1 px gap, dots of 2x2 px on a 2x3 grid, white dots first. Sprite order
(games/bossa/view.py relies on it): blank, the 27 tiles, a face-down tile, white die 1-6, black die 1-6,
tokens Redraw/Exchange/Stack/Double/Invert (pictures) unused, then used, then the marks under a hand tile (picked, can be
added). A tile on a line shows the other colour's dots dim: the view draws the same sprites through a copy of the
palette where "k" (on the white line) or "w" (on the black line) takes the dim colour "b" or "a" (one sprite set
instead of three: 2.4 KB less bitmap on the device).
"""
import os
import sys

sys.path.insert(0, os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", "..")))

from games.bossa.layout import NT, TB, TW  # noqa: E402

W, H = 8, 12
SLOTS = ((1, 2), (4, 2), (1, 5), (4, 5), (1, 8), (4, 8))  # top-left of each 2x2 dot

PALETTE = (
    (".", "transparent"),
    ("e", "6A4A28"),  # tile edge
    ("t", "C8A070"),  # tile face
    ("w", "FFFFFF"),  # white dot
    ("k", "000000"),  # black dot
    ("a", "E2CDA8"),  # white dot, dimmed (the other line's colour)
    # black dot, dimmed: still counted at 1x (issue 37: 8C6C44 was dark brown on tan, 2.0:1; this is 4.7:1, and
    # the black of a dot that counts is 8.7:1)
    ("b", "4A3A26"),
    ("x", "4A5A78"),  # back of a face-down tile
    ("d", "F4F4F4"),  # white die body
    ("z", "303030"),  # black die body
    ("n", "222C38"),  # token body
    ("y", "F0C040"),  # token letter, unused
    ("g", "5A626A"),  # token letter, used
    ("v", "40C870"),  # mark: this tile can be added (ui.GOOD)
)

# The tokens are pictures, not letters (issue 18: "R E S" read as jargon): 7 px wide, drawn from the token's second
# row. y: the picture (grey once used); w / k: a white / black half of a tile (Invert), kept in a yellow outline.
PICTURES = {
    # Redraw: a round arrow (a tile goes back to the pile and another comes)
    "R": ("..yyy.y", ".y...yy", "y...yyy", "y......", "y......", "y.....y", ".y...y.", "..yyy.."),
    # Exchange: two arrows, one each way (a tile of yours for one of theirs)
    "E": (".....y.", "yyyyyyy", ".....y.", ".......", ".y.....", "yyyyyyy", ".y....."),
    # Stack: an arrow down onto a tile (cover a position)
    "S": ("...y...", "...y...", ".yyyyy.", "..yyy..", "...y...", "yyyyyyy", "y.....y", "yyyyyyy"),
    # Double: x2
    "D": ("....yyy", "......y", "y.y.yyy", ".y..y..", "y.y.yyy"),
    # Invert: a tile whose white and black swap places
    "I": (".yyyyy.", "ywwwkky", "ywwwkky", "ykkkwwy", "ykkkwwy", ".yyyyy."),
}
TOP = {"R": 2, "E": 2, "S": 2, "D": 3, "I": 3}  # the first row of each picture


def body(face, edge="e"):
    rows = []
    for y in range(H):
        row = []
        for x in range(W):
            if x == 7:
                row.append(".")
            elif y in (0, H - 1) or x in (0, 6):
                row.append(edge)
            else:
                row.append(face)
        rows.append(row)
    return rows


def dots(rows, colours):
    for i, c in enumerate(colours):
        x0, y0 = SLOTS[i]
        for dy in (0, 1):
            for dx in (0, 1):
                rows[y0 + dy][x0 + dx] = c


def tile(t, white="w", black="k"):
    rows = body("t")
    dots(rows, [white] * TW[t] + [black] * TB[t])
    return rows


def die(n, colour):
    rows = body("d" if colour == 0 else "z", "e")
    dots(rows, ["k" if colour == 0 else "w"] * n)
    return rows


def face_down():
    rows = body("x")
    for y in range(2, H - 2):
        for x in range(1, 6):
            if (x + y) % 3 == 0:
                rows[y][x] = "e"
    return rows


def token(letter, used):
    rows = [["."] * W for _ in range(H)]
    for y in range(1, H - 1):
        for x in range(0, 7):
            corner = (y in (1, H - 2)) and x in (0, 6)
            if not corner:
                rows[y][x] = "n"
    for j, line in enumerate(PICTURES[letter]):
        for i, ch in enumerate(line):
            if ch != ".":
                rows[TOP[letter] + j][i] = (("n" if ch == "k" else "g") if used else ch)
    return rows


def sprites():
    out = [("blank", [["."] * W for _ in range(H)])]
    for t in range(NT):
        out.append(("tile%d" % t, tile(t)))
    out.append(("back", face_down()))
    for colour in (0, 1):
        for n in range(1, 7):
            out.append(("die%s%d" % ("wb"[colour], n), die(n, colour)))
    for used in (False, True):
        for letter in "RESDI":
            out.append(("tok%s%s" % (letter, "_used" if used else ""), token(letter, used)))
    for colour in "yv":  # picked (accent), can be added (green): a bar under the tile
        out.append(("mark_" + colour, [[colour if y < 2 and x < 7 else "." for x in range(W)] for y in range(H)]))
    return out


def text():
    lines = ["# Bossa sprites, written by sim/games/bossa/art.py (edit that script, not this file).", "size %d %d" % (W, H)]
    for ch, rgb in PALETTE:
        lines.append("palette %s %s" % (ch, rgb))
    for name, rows in sprites():
        lines.append("sprite %s" % name)
        lines.extend("".join(r) for r in rows)
    return "\n".join(lines) + "\n"


def main():
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "art.txt")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text())
    print("wrote sim/games/bossa/art.txt")


if __name__ == "__main__":
    main()
