"""Writes sim/games/cetkaik/art.txt (then run `python -m sim.art` for assets/cetkaik.bmp): the Cetkaik sprite sheet,
10x10 cells (a 9x9 board of 10 px squares leaves room for the edge coordinates and the message strip, issue 18).
Pieces are shogi-like pentagons pointing up, with a 4x7 letter in the piece's colour (red or black); the opponent's
pieces are the same tiles in a board layer the view turns round (TileGrid flip), so they have no tiles of their own
(half the sheet: issue 14). One pawn pointing down is kept for the help pages' diagrams.
Usage: python -m sim.games.cetkaik.art"""
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
N = 10  # cell size

LETTERS = {  # 4x7 glyphs, one per profession (V P A C T H L S G K), and the board's coordinates
    "V": ("#..#", "#..#", "#..#", "#..#", "#..#", ".##.", ".##."),
    "P": ("###.", "#..#", "#..#", "###.", "#...", "#...", "#..."),
    "A": (".##.", "#..#", "#..#", "####", "#..#", "#..#", "#..#"),
    "C": (".##.", "#..#", "#...", "#...", "#...", "#..#", ".##."),
    "T": ("####", ".#..", ".#..", ".#..", ".#..", ".#..", ".#.."),
    "H": ("#..#", "#..#", "#..#", "####", "#..#", "#..#", "#..#"),
    "L": ("#...", "#...", "#...", "#...", "#...", "#...", "####"),
    "S": (".###", "#...", "#...", ".##.", "...#", "...#", "###."),
    "G": (".##.", "#..#", "#...", "#.##", "#..#", "#..#", ".###"),
    "K": ("#..#", "#.#.", "##..", "#...", "##..", "#.#.", "#..#"),
    "N": ("#..#", "##.#", "##.#", "#.##", "#.##", "#..#", "#..#"),
    "Z": ("####", "...#", "..#.", ".##.", ".#..", "#...", "####"),
    "X": ("#..#", "#..#", ".##.", ".##.", ".##.", "#..#", "#..#"),
    "M": ("#..#", "####", "####", "#..#", "#..#", "#..#", "#..#"),
    "E": ("####", "#...", "#...", "###.", "#...", "#...", "####"),
    "I": ("###", ".#.", ".#.", ".#.", ".#.", ".#.", "###"),
    "U": ("#..#", "#..#", "#..#", "#..#", "#..#", "#..#", ".##."),
    "O": (".##.", "#..#", "#..#", "#..#", "#..#", "#..#", ".##."),
    "Y": ("#..#", "#..#", ".##.", ".#..", ".#..", ".#..", ".#.."),
}
ORDER = "VPACTHLSGK"  # vessel pawn archer chariot tiger horse clerk shaman general king
COLUMNS = ("K", "L", "N", "T", "Z", "X", "C", "M", "P")        # games/cetkaik/board.py COLS
ROWS = ("A", "E", "I", "U", "O", "Y", "AI", "AU", "IA")       # games/cetkaik/board.py ROWS

# the piece outline (pointing up): o = outline, f = fill; the square's colour shows left and right of it
# (q: the piece's own outline colour, dark wood here: the view draws each side's pieces with a palette where it is
# that player's colour, so ownership shows by colour as well as by the piece pointing up or down)
TILE = (
    "...qqqq...",
    "..qffffq..",
    ".qffffffq.",
    ".qffffffq.",
    ".qffffffq.",
    ".qffffffq.",
    ".qffffffq.",
    ".qffffffq.",
    ".qffffffq.",
    ".qqqqqqqq.",
)


def blank():
    return [["." for _ in range(N)] for _ in range(N)]


def piece(letter, ink, flip=False):
    rows = [list(r) for r in TILE]
    for y in range(7):
        for x in range(4):
            if LETTERS[letter][y][x] == "#":
                rows[2 + y][3 + x] = ink
    out = ["".join(r) for r in rows]
    if flip:
        out = [r[::-1] for r in out[::-1]]
    return out


def label(text, ink="c"):
    """A coordinate: one or two letters centred in a cell, rows 1-7."""
    glyphs = [LETTERS[ch] for ch in text]
    w = sum(len(g[0]) for g in glyphs) + len(glyphs) - 1
    rows = blank()
    x0 = (N - w) // 2
    for g in glyphs:
        for y in range(7):
            for x in range(len(g[0])):
                if g[y][x] == "#":
                    rows[2 + y][x0 + x] = ink
        x0 += len(g[0]) + 1
    return ["".join(r) for r in rows]


def square(fill, edge):
    return [edge * N] + [edge + fill * (N - 1) for _ in range(N - 1)]


def ring(ch):
    rows = blank()
    for i in range(2, 8):
        for j in (1, 8):
            rows[i][j] = ch
            rows[j][i] = ch
    return ["".join(r) for r in rows]


def dot(ch):
    rows = blank()
    for y in range(3, 7):
        for x in range(3, 7):
            if (y, x) not in ((3, 3), (3, 6), (6, 3), (6, 6)):
                rows[y][x] = ch
    return ["".join(r) for r in rows]


def corners(ch, n=3):
    rows = blank()
    e = N - 1
    for i in range(n):
        for (y, x) in ((0, i), (i, 0), (0, e - i), (i, e), (e, i), (e - i, 0), (e, e - i), (e - i, e)):
            rows[y][x] = ch
    return ["".join(r) for r in rows]


def brackets(ch, edge, n=4):
    """The cursor: corner brackets two pixels thick, `ch` with an `edge` line inside, unlike the last move's dashes;
    n=5 joins them into a whole frame (issue 37: the brackets on an empty water or hue square read as a dark blob)."""
    rows = blank()
    e = N - 1
    for i in range(n):
        for t in (0, 1):
            c = ch if t == 0 or i == 0 else edge
            for (y, x) in ((t, i), (i, t), (t, e - i), (i, e - t), (e - t, i), (e - i, t), (e - t, e - i),
                           (e - i, e - t)):
                if rows[y][x] != ch:
                    rows[y][x] = c
    return ["".join(r) for r in rows]


def dashes(ch):
    """The last move's squares: a dashed frame (every other pixel), not brackets like the cursor's."""
    rows = blank()
    for i in range(0, N, 2):
        rows[0][i] = rows[N - 1][N - 1 - i] = rows[N - 1 - i][0] = rows[i][N - 1] = ch
    return ["".join(r) for r in rows]


def frame(ch):
    rows = blank()
    for i in range(N):
        rows[0][i] = rows[N - 1][i] = rows[i][0] = rows[i][N - 1] = ch
    return ["".join(r) for r in rows]


def stick(dark):
    c = "b" if dark else "f"
    return ["...o" + c * 2 + "o..." if 0 < y < N - 1 else "...oooo..." for y in range(N)]


DIGITS = {  # 5x7, as wide as the screen font's (the house's 6 px cell: never smaller text)
    "2": (".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"),
    "3": ("####.", "....#", "....#", ".###.", "....#", "....#", "####."),
    "4": ("...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."),
    "5": ("#####", "#....", "####.", "....#", "....#", "#...#", ".###."),
    "6": (".###.", "#....", "#....", "####.", "#...#", "#...#", ".###."),
    "7": ("#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."),
    "8": (".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."),
}


def count(digit):
    """How many of a kind a hand holds: a digit in the cell right of the piece (the rest transparent)."""
    rows = blank()
    for y in range(7):
        for x in range(5):
            if DIGITS[digit][y][x] == "#":
                rows[2 + y][1 + x] = "f"
    return ["".join(r) for r in rows]


def tam():
    rows = []
    for y in range(N):
        r = ""
        for x in range(N):
            d = (x - 4.5) ** 2 + (y - 4.5) ** 2
            r += "y" if d < 13 else ("o" if d < 21 else ".")
        rows.append(r)
    rows[4] = rows[4][:3] + "oooo" + rows[4][7:]
    rows[5] = rows[5][:3] + "oooo" + rows[5][7:]
    return rows


def sheet():
    out = ["# Cetkaik sprite sheet, generated by python -m sim.games.cetkaik.art (edit that script, not this file).",
           "size %d %d" % (N, N),
           "palette . transparent",
           "palette o 2A1E14",   # piece outline and square edge, dark wood (16 colours: 4 bits a pixel on the device)
           "palette f E8D8B0",   # piece face
           "palette r D02828",   # red ink
           "palette b 101010",   # black ink
           "palette n 6B5234",   # board square
           "palette h 4F7A3A",   # hue square (green)
           "palette w 3A6A9A",   # water square (blue)
           "palette t 3F8080",   # hue and water (ZO)
           "palette y F0C040",   # accent: Tam2, cursor
           "palette g 40C870",   # destination
           "palette x E05050",   # capture / danger
           "palette q 2A1E14",   # a piece's outline: the view's palettes give it each player's colour (PIECE_EDGE)
           "palette c A8B0B8",   # the board's edge coordinates
           "palette m E69F00",   # the last move (player 1's orange)
           "palette k 10161E",   # badge background
           ]
    sprites = [("empty", ["." * N] * N),
               ("square", square("n", "o")), ("hue", square("h", "o")), ("water", square("w", "o")),
               ("huewater", square("t", "o")), ("tam", tam())]
    for ink in ("r", "b"):
        for letter in ORDER:
            sprites.append(("p%s%s" % (ink, letter), piece(letter, ink)))
    sprites.append(("their_pawn", piece("P", "b", flip=True)))
    sprites += [("dest", dot("g")), ("via", ring("y")), ("capture", corners("x", 3)), ("cursor", brackets("f", "k", 5)),
                ("last", dashes("m")), ("selected", frame("y")), ("stick_dark", stick(True)),
                ("stick_light", stick(False))]
    for digit in "2345678":
        sprites.append(("count" + digit, count(digit)))
    for c in COLUMNS:
        sprites.append(("col_" + c, label(c)))
    for r in ROWS:
        sprites.append(("row_" + r, label(r)))
    for name, rows in sprites:
        assert len(rows) == N and all(len(r) == N for r in rows), name
        out.append("sprite " + name)
        out += rows
    return "\n".join(out) + "\n"


def main():
    with open(os.path.join(ROOT, "sim", "games", "cetkaik", "art.txt"), "w") as f:
        f.write(sheet())


if __name__ == "__main__":
    main()
