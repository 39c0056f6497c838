"""rules.py, ai.py and view.py hold layout.py's numbers as compile-time constants (`_NAME = const(v)`: MicroPython
folds them, so they take no globals on the device's heap, issue 14): each must equal layout.py's."""
import re

import pytest

from games.cetkaik import layout as C, rules, ai, view


@pytest.mark.parametrize("mod", [rules, ai, view])
def test_the_compile_time_constants_equal_const_py(mod):
    src = open(mod.__file__).read()
    names = re.findall(r"^_([A-Z][A-Z0-9_]*) = const\(", src, re.M)
    assert len(names) >= 15
    for n in names:
        assert getattr(mod, "_" + n) == getattr(C, n), n
