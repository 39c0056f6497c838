import pytest

from sim import art


def test_committed_sheets_match_their_text_sources():
    assert art.main(["--check"]) == 0


def test_a_sheet_round_trips_through_the_devices_bmp_loader(tmp_path):
    import sim.device  # noqa: F401  (Blinka's displayio, quietly)
    from pocket import bmp as loader
    text = "size 2 2\npalette . transparent\npalette r ff0000\npalette b 0000ff\nsprite a\nr.\n.b\nsprite c\nbb\nrr\n"
    path = tmp_path / "t.bmp"
    path.write_bytes(art.to_bmp(*art.parse(text)))
    bmp, pal = loader.load(str(path))
    assert (bmp.width, bmp.height) == (4, 2)
    assert [bmp[x, 0] for x in range(4)] == [1, 0, 2, 2]
    assert [bmp[x, 1] for x in range(4)] == [0, 2, 1, 1]
    assert len(pal) == 3 and pal[1] == 0xFF0000 and pal[2] == 0x0000FF
    # rows padded to 4 bytes (a width that is not a multiple of 4), stored bottom-up
    text = "size 3 2\npalette . transparent\npalette r ff0000\npalette b 0000ff\nsprite a\nr.b\nbr.\n"
    path.write_bytes(art.to_bmp(*art.parse(text)))
    bmp, pal = loader.load(str(path))
    assert (bmp.width, bmp.height) == (3, 2)
    assert [bmp[x, y] for y in range(2) for x in range(3)] == [1, 0, 2, 2, 1, 0]
    # a cut file is refused (the runtime says the asset is damaged)
    path.write_bytes(art.to_bmp(*art.parse(text))[:60])
    with pytest.raises(ValueError):
        loader.load(str(path))


@pytest.mark.parametrize("text, message", [
    ("size 2 2\npalette . transparent\nsprite a\n..\n", "expected 2"),
    ("size 2 2\npalette . transparent\nsprite a\n.x\n..\n", "not in the palette"),
    ("size 2 2\npalette . transparent\nsprite a\n...\n..\n", "3 wide"),
    ("palette . transparent\nsprite a\n..\n", "size"),
])
def test_mistakes_in_a_sheet_are_reported_clearly(text, message):
    with pytest.raises(art.ArtError, match=message):
        art.parse(text)
