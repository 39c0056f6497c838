import pytest
from pocket.rng import Rng
from sim import cpy32


def reference_xorshift32(x, n):
    out = []
    for _ in range(n):
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        out.append(x & 0x3FFFFFFF)
    return out


def test_is_xorshift32_kept_in_16_bit_halves():
    r = Rng()
    r.setstate(0x12345678)
    assert [r.next30() for _ in range(500)] == reference_xorshift32(0x12345678, 500)


def test_values_stay_small_ints_on_the_device():
    r = Rng(99)
    for _ in range(2000):
        assert 0 <= r.next30() < 2 ** 30
        assert r.hi < 65536 and r.lo < 65536


def test_same_seed_same_sequence_and_state_round_trip():
    a, b = Rng(7), Rng(7)
    assert [a.below(1000) for _ in range(50)] == [b.below(1000) for _ in range(50)]
    s = a.getstate()
    x = [a.below(10) for _ in range(20)]
    a.setstate(s)
    assert [a.below(10) for _ in range(20)] == x
    assert Rng(1).getstate() != Rng(2).getstate()


def test_below_is_uniform_and_in_range():
    r = Rng(3)
    counts = [0] * 6
    for _ in range(60000):
        counts[r.below(6)] += 1
    assert all(9500 < c < 10500 for c in counts), counts


def test_weighted_follows_weights_and_shuffle_permutes():
    r = Rng(4)
    hits = {1: 0, 2: 0}
    for _ in range(30000):
        hits[r.weighted([(1, 1), (2, 3)])] += 1
    assert 0.72 < hits[2] / 30000 < 0.78
    seq = list(range(20))
    r.shuffle(seq)
    assert sorted(seq) == list(range(20)) and seq != list(range(20))
    ba = bytearray(range(10))
    r.shuffle(ba)
    assert sorted(ba) == list(range(10))


def test_zero_seed_and_bad_arguments():
    assert Rng(0).next30() != 0
    import pytest
    with pytest.raises(ValueError):
        Rng(1).below(0)
    with pytest.raises(ValueError):
        Rng(1).setstate(0)


@pytest.mark.device("cpy32")
def test_micropython_gives_the_same_sequence():
    code = ("from pocket.rng import Rng\nr = Rng(2024)\nprint([r.below(1000) for _ in range(40)])\n"
            "print([r.weighted([(5, 2), (9, 7)]) for _ in range(20)])\nx = list(range(12))\nr.shuffle(x)\nprint(x)")
    res = cpy32.run_result(code, heap_kb=32)
    assert res.ok, res
    r = Rng(2024)
    expected = "%s\n%s\n" % ([r.below(1000) for _ in range(40)], [r.weighted([(5, 2), (9, 7)]) for _ in range(20)])
    x = list(range(12))
    r.shuffle(x)
    expected += "%s\n" % x
    assert res.stdout == expected
