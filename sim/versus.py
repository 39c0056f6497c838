"""What the games' versus tools share (sim/games/<id>/versus.py; desktop only): the score of seat-swapped self-play
and its command line."""
import argparse
import time

from sim.bench.stats import wilson


def score(play, rules, pa, pb, pairs):
    """A's score over 2 * pairs seat-swapped games, pair k from seed k, A in seat 0 then 1 (play(rules, players, k)
    returns the winner, 2 for a draw): (score, games)."""
    total = 0.0
    for k in range(pairs):
        for seat in (0, 1):
            w = play(rules, (pa, pb) if seat == 0 else (pb, pa), k)
            total += 0.5 if w == 2 else (1.0 if w == seat else 0.0)
    return total, 2 * pairs


def main(prog, description, match, argv=None):
    """The command line of a versus tool: players A and B, --pairs, --baseline (another ai.py for B)."""
    ap = argparse.ArgumentParser(prog=prog, description=description)
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--pairs", type=int, default=100)
    ap.add_argument("--baseline", help="another ai.py for player B")
    o = ap.parse_args(argv)
    t0 = time.time()
    total, n = match(o.a, o.b, o.pairs, o.baseline)
    lo, hi = wilson(total, n)
    print("%s vs %s: %.1f %% [%.0f-%.0f] over %d games (%.0f s)" % (
        o.a, o.b, 100 * total / n, 100 * lo, 100 * hi, n, time.time() - t0))
    return 0


LEVELS = {"easy": 0, "normal": 1, "hard": 2}
_copies = [0]


def copy_module(prefix, path):
    """A fresh copy of the module at path (its own globals: two copies can play each other with other constants)."""
    import importlib.util
    _copies[0] += 1
    spec = importlib.util.spec_from_file_location("%s_copy%d" % (prefix, _copies[0]), path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def override(mod, overrides, weights):
    """Sets mod's constants from "NAME=VALUE;..." (each a Python literal: desktop input, not the device's);
    WEIGHTS=path is handed to weights(mod, path), which gives this copy another learned table."""
    for item in filter(None, overrides.split(";")):
        name, value = item.split("=", 1)
        name = name.strip()
        if name == "WEIGHTS":
            weights(mod, value.strip())
            continue
        if not hasattr(mod, name):
            raise SystemExit("ai.py has no constant %s" % name)
        setattr(mod, name, eval(value, {}))
    return mod


def player(spec, path, load_ai):
    """(ai module, level) from "normal:NAME=VALUE;...", the module a copy made by load_ai(path, overrides)."""
    level, _, overrides = spec.partition(":")
    if level not in LEVELS:
        raise SystemExit("unknown level %r (easy, normal, hard)" % level)
    return load_ai(path, overrides), LEVELS[level]


def play(rules, players, k, before=None, ended=None):
    """The final state of the game from seed k, players[p] = (ai, level) in seat p, seeded as sim.peer.tournament
    (the same draws for both seatings). before(p, state, chance), if given, runs before each decision (Bossa's oracle
    shows its player the draws to come); the list `ended`, if given, receives the final state too."""
    from pocket.rng import Rng
    rngs = [Rng((k * 7919 + 17) * 2 + p) for p in (0, 1)]
    chance = Rng(k * 104729 + 3)
    s = rules.new_game(seed=k, players=2)
    while not s.is_over():
        p = s.to_move()
        if p == -1:
            m = chance.weighted(s.chance_outcomes())
        else:
            ai, level = players[p]
            if before is not None:
                before(p, s, chance)
            m = ai.choose(s, level, rngs[p], _go)
        s.apply(m)
    if ended is not None:
        ended.append(s)
    return s


def _go():
    return True
