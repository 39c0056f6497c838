"""Each game's encode() format is versioned and checked: decode() of bytes in another format (an older or newer
version byte, one byte more or less, damaged bytes) raises ValueError and never yields a wrong state or another
exception. And save data is only ever parsed: no device code evaluates or unpickles anything."""
import os
import re

import pytest

from pocket.rng import Rng
from tests.helpers import contract

IDS = contract.registered_ids()
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def mid_game_states(rules, seed, players=2, every=7):
    """States met along a random game (chance outcomes included)."""
    rng = Rng(seed)
    state = rules.new_game(seed=seed, players=players)
    out = [state.copy()]
    n = 0
    while not state.is_over():
        p = state.to_move()
        state.apply(rng.weighted(state.chance_outcomes()) if p == -1 else rng.choice(state.legal_moves()))
        n += 1
        if n % every == 0:
            out.append(state.copy())
    out.append(state)
    return out


@pytest.mark.parametrize("game_id", IDS)
def test_another_format_version_or_length_is_refused(game_id):
    rules = contract.rules_module(game_id)
    for state in mid_game_states(rules, 11, max(contract.player_counts(game_id))):
        good = state.encode()
        assert rules.decode(good).encode() == good
        for version in (good[0] - 1, good[0] + 1, 0, 255):
            if version == good[0] or not 0 <= version <= 255:
                continue
            with pytest.raises(ValueError):
                rules.decode(bytes([version]) + good[1:])
        for bad in (good + b"\x00", good[:-1], good[:1]):
            with pytest.raises(ValueError):
                rules.decode(bad)


@pytest.mark.parametrize("game_id", IDS)
def test_damaged_bytes_raise_value_error_or_decode_to_a_state_that_encodes_back(game_id):
    """A damaged payload with a good CRC: decode may refuse it (ValueError) or accept a consistent state the game
    can go on from, never crash with another exception or accept bytes it cannot give back."""
    rules = contract.rules_module(game_id)
    rng = Rng(5)
    refused = 0
    tried = 0
    for state in mid_game_states(rules, 12, every=11):
        good = bytearray(state.encode())
        for _ in range(40):
            bad = bytearray(good)
            for _ in range(1 + rng.randint(0, 2)):
                bad[1 + rng.randint(0, len(bad) - 2)] = rng.randint(0, 255)
            tried += 1
            try:
                got = rules.decode(bytes(bad))
            except ValueError:
                refused += 1
                continue
            assert got.encode() == bytes(bad)
            # an accepted state is one the game can go on from
            if not got.is_over():
                moves = got.chance_outcomes() if got.to_move() == -1 else got.legal_moves()
                if moves and got.to_move() != -1:
                    got.copy().apply(moves[0])
    assert refused > tried // 10, (refused, tried)  # decode looks at the values, not only the version byte


@pytest.mark.parametrize("game_id", IDS)
def test_another_games_state_is_refused(game_id):
    rules = contract.rules_module(game_id)
    for other in IDS:
        if other != game_id:
            data = contract.rules_module(other).new_game(seed=2).encode()
            with pytest.raises(ValueError):
                rules.decode(data)


def device_sources():
    for top in ("code.py", "boot.py", "play.py"):
        yield os.path.join(ROOT, top)
    for folder in ("lib", "games"):
        for dirpath, _, files in os.walk(os.path.join(ROOT, folder)):
            for f in files:
                if f.endswith(".py"):
                    yield os.path.join(dirpath, f)


def test_no_device_code_evaluates_or_unpickles_anything():
    pattern = re.compile(r"\b(eval|exec|compile)\s*\(|\bimport\s+(pickle|marshal|shelve)|\bfrom\s+(pickle|marshal)")
    found = []
    for path in device_sources():
        with open(path) as f:
            for n, line in enumerate(f, 1):
                code = line.split("#")[0]
                if pattern.search(code):
                    found.append("%s:%d: %s" % (os.path.relpath(path, ROOT), n, line.strip()))
    assert not found, found
    assert pattern.search("x = eval(data)") and pattern.search("import pickle")  # the pattern does catch them


def test_a_save_names_only_installed_games_before_anything_is_imported():
    """The game id in a save picks the module play.py imports: an id that is not in the registry is refused
    before any import, so a save can never make the device load some other module."""
    from games.registry import GAMES
    from pocket import setup
    from pocket.setup import Setup
    setup.GAMES, installed = GAMES, setup.GAMES  # the games installed, as code.py and play.py hand them over
    try:
        assert Setup("tanbo", [0, 1]).entry()[1] is GAMES[0]
    finally:
        setup.GAMES = installed
    for gid in ("os", "../code", "tanbo.ai", "sim"):
        with pytest.raises(ValueError):
            Setup(gid, [0, 1]).entry()
