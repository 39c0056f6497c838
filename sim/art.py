"""The art pipeline: sprite sheets drawn as text become assets/<name>.bmp: each registered game's
sim/games/<id>/art.txt (assets/<id>.bmp; a game may write it with its own sim/games/<id>/art.py), and the
runtime's own sheets in sim/art/<name>.txt; and the launcher's title sheet (assets/title.bmp), each registered game's
icon (sim/games/<id>/icon.txt, one 16x16 sprite) in menu order, so that tile i is the icon of the registry's game i.

    size 12 12                # cell width and height
    palette . transparent     # the first palette entry is index 0, transparent on the device
    palette k 101010          # a character and its colour (hex RGB)
    sprite snake              # then `height` rows of `width` characters
    ..kkkk......
    ...

Sprites go left to right in the order written (sprite index = tile index). python -m sim.art writes every sheet;
--check exits 1 when a committed BMP differs from its source (CI runs it)."""
import glob
import os
import struct
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ART = os.path.join(ROOT, "sim", "art")
GAMES = os.path.join(ROOT, "sim", "games")
ASSETS = os.path.join(ROOT, "assets")


class ArtError(Exception):
    pass


def parse(text, name="sheet"):
    """(width, height, [(char, rgb or None)], [(sprite name, rows)])."""
    w = h = None
    palette = []
    sprites = []
    rows = None
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#")[0].rstrip() if not raw.startswith("palette #") else raw.rstrip()
        if not line.strip():
            continue
        words = line.split()
        if rows is not None and len(rows[1]) < h and words[0] not in ("sprite", "palette", "size"):
            row = line.strip()
            if len(row) != w:
                raise ArtError("%s line %d: sprite %s row is %d wide, expected %d" % (name, n, rows[0], len(row), w))
            rows[1].append(row)
            continue
        if words[0] == "size" and len(words) == 3:
            w, h = int(words[1]), int(words[2])
        elif words[0] == "palette" and len(words) == 3:
            ch = words[1]
            if len(ch) != 1:
                raise ArtError("%s line %d: palette key must be one character" % (name, n))
            rgb = None if words[2] == "transparent" else int(words[2], 16)
            palette.append((ch, rgb))
        elif words[0] == "sprite" and len(words) == 2:
            if w is None:
                raise ArtError("%s line %d: 'size W H' must come before the first sprite" % (name, n))
            if rows is not None and len(rows[1]) != h:
                raise ArtError("%s: sprite %s has %d rows, expected %d" % (name, rows[0], len(rows[1]), h))
            rows = (words[1], [])
            sprites.append(rows)
        else:
            raise ArtError("%s line %d: cannot read %r" % (name, n, raw))
    if rows is not None and len(rows[1]) != h:
        raise ArtError("%s: sprite %s has %d rows, expected %d" % (name, rows[0], len(rows[1]), h))
    if not sprites or not palette:
        raise ArtError("%s: no sprites or no palette" % name)
    if len(palette) > 256:
        raise ArtError("%s: more than 256 colours" % name)
    keys = {c for c, _ in palette}
    for sname, srows in sprites:
        for r in srows:
            for c in r:
                if c not in keys:
                    raise ArtError("%s: sprite %s uses %r, which is not in the palette" % (name, sname, c))
    return w, h, palette, sprites


def to_bmp(w, h, palette, sprites):
    """An 8-bit indexed BMP, sprites side by side."""
    index = {c: i for i, (c, _) in enumerate(palette)}
    width = w * len(sprites)
    stride = (width + 3) & ~3
    pixels = bytearray()
    for y in range(h - 1, -1, -1):  # BMP rows go bottom-up
        row = bytearray()
        for _, srows in sprites:
            row.extend(index[c] for c in srows[y])
        row.extend(bytes(stride - width))
        pixels.extend(row)
    pal = bytearray()
    for _, rgb in palette:
        rgb = 0xFF00FF if rgb is None else rgb  # the transparent entry is magenta in image viewers
        pal.extend(bytes(((rgb & 255), (rgb >> 8) & 255, (rgb >> 16) & 255, 0)))
    offset = 14 + 40 + len(pal)
    header = b"BM" + struct.pack("<IHHI", offset + len(pixels), 0, 0, offset)
    info = struct.pack("<IiiHHIIiiII", 40, width, h, 1, 8, 0, len(pixels), 2835, 2835, len(palette), len(palette))
    return header + info + bytes(pal) + bytes(pixels)


TITLE = "title"  # the launcher's sheet of the games' icons
ICON = 16  # an icon's width and height
PALETTE_KEYS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def registered():
    if ROOT not in sys.path:
        sys.path.append(ROOT)
    from games.registry import GAMES as REGISTERED
    return REGISTERED


def sources():
    """{sheet name: its text source}: the runtime's sheets, then each registered game's art.txt (the title sheet is
    made of the games' icon.txt: title_sheet())."""
    found = {os.path.splitext(os.path.basename(p))[0]: p for p in glob.glob(os.path.join(ART, "*.txt"))}
    found[TITLE] = None
    for g in registered():
        path = os.path.join(GAMES, g[0], "art.txt")
        if os.path.exists(path):
            found[g[0]] = path
    return found


def title_sheet(games=None):
    """(w, h, palette, sprites) of the launcher's title sheet: each game's sim/games/<id>/icon.txt in menu order (a
    game without one gets an empty cell, so that tile i stays game i's), their palettes merged by colour."""
    palette = [(".", None)]
    key = {None: "."}
    sprites = []
    for g in registered() if games is None else games:
        path = os.path.join(GAMES, g[0], "icon.txt")
        if not os.path.exists(path):
            sprites.append((g[0], ["." * ICON] * ICON))
            continue
        with open(path, encoding="utf-8") as f:
            w, h, pal, icon = parse(f.read(), path)
        if (w, h) != (ICON, ICON) or len(icon) != 1:
            raise ArtError("%s: one %dx%d sprite expected" % (path, ICON, ICON))
        mine = {}
        for ch, rgb in pal:
            if rgb not in key:
                key[rgb] = PALETTE_KEYS[len(palette) - 1]
                palette.append((key[rgb], rgb))
            mine[ch] = key[rgb]
        sprites.append((icon[0][0], ["".join(mine[c] for c in row) for row in icon[0][1]]))
    return ICON, ICON, palette, sprites


def sheet_parts(name):
    if name == TITLE:
        return title_sheet()
    with open(sources()[name], encoding="utf-8") as f:
        return parse(f.read(), name)


def build(name):
    return to_bmp(*sheet_parts(name))


def sprite_names(name):
    return [s for s, _ in sheet_parts(name)[3]]


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    check = "--check" in argv
    stale = []
    names = sorted(sources())
    for name in names:
        try:
            data = build(name)
        except ArtError as exc:
            print("art: %s" % exc, file=sys.stderr)
            return 2
        out = os.path.join(ASSETS, name + ".bmp")
        old = open(out, "rb").read() if os.path.exists(out) else None
        if old != data:
            if check:
                stale.append(name)
            else:
                os.makedirs(ASSETS, exist_ok=True)
                with open(out, "wb") as f:
                    f.write(data)
                print("art: wrote assets/%s.bmp" % name)
    if stale:
        print("art: stale sheets (run python -m sim.art): %s" % ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
