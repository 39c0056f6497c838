"""python -m sim.invariants: many seeded games per title, checking the engine at every step.

Half the games are random against random, half a computer player (--level) against random. At every step: only
legal moves are played, encode/decode round-trips, the game's own invariants hold (pieces, tiles, cards or dice
conserved; scores consistent), from sim/games/<id>/invariants.py's check(state) when the game has one. At the end: the
returns are well formed and the seed plus the move list replays the very same game."""
import argparse
import importlib
import sys
import time

from sim.games import part
from sim.runner import add_paths

add_paths()
from pocket.rng import Rng  # noqa: E402
from pocket.verbs import CHANCE  # noqa: E402


class InvariantFailure(Exception):
    pass


def game_checker(game_id):
    return getattr(part(game_id, "invariants"), "check", None)


def play_one(rules, ai, check, seed, players, ai_seat, level, max_moves=20000, options=None):
    rng = Rng(seed)
    state = rules.new_game(seed=seed, players=players, **(options or {}))
    moves = []
    while not state.is_over():
        if len(moves) >= max_moves:
            raise InvariantFailure("no end after %d moves" % max_moves)
        p = state.to_move()
        if p == CHANCE:
            move = rng.weighted(state.chance_outcomes())
        elif p == ai_seat:
            move = ai.choose(state, level, rng, lambda: True)
            if move not in state.legal_moves():
                raise InvariantFailure("the AI chose an illegal move %r" % (move,))
        else:
            move = rng.choice(state.legal_moves())
        state.apply(move)
        moves.append(move)
        data = state.encode()
        if rules.decode(data).encode() != data:
            raise InvariantFailure("encode/decode round trip broke after move %d" % len(moves))
        if check is not None:
            try:
                check(state)
            except AssertionError as exc:
                raise InvariantFailure("after move %d (%s): %s" % (len(moves), move, exc))
    ret = state.returns()
    if len(ret) != players or not all(0.0 <= r <= 1.0 for r in ret) or abs(sum(ret) - 1.0) > 1e-6:
        raise InvariantFailure("bad returns %r" % (ret,))
    again = rules.new_game(seed=seed, players=players, **(options or {}))
    for m in moves:
        again.apply(m)
    if again.encode() != state.encode() or again.returns() != ret:
        raise InvariantFailure("replaying the seed and the %d moves gave another game" % len(moves))
    return len(moves)


def run_game(game_id, games, seed=1, level=0, players=None, out=print, options=None):
    """options: the game's new_game() options (registry keys and values), the defaults when None."""
    from games.registry import GAMES
    entry = [g for g in GAMES if g[0] == game_id][0]
    rules = importlib.import_module("games.%s.rules" % game_id)
    ai = importlib.import_module("games.%s.ai" % game_id)
    check = game_checker(game_id)
    t0 = time.time()
    total_moves = 0
    for i in range(games):
        n = players or entry[2] + (i // 2) % (entry[3] - entry[2] + 1)
        ai_seat = -99 if i % 2 == 0 else (i // 2) % n
        s = seed + i
        if i and i % 1000 == 0:  # long runs say how far they got
            out("  %s: %d games, %d moves, %.0fs" % (game_id, i, total_moves, time.time() - t0))
        try:
            total_moves += play_one(rules, ai, check, s, n, ai_seat, level, options=options)
        except Exception as exc:  # an engine exception is a finding too: report it with its seed
            if not isinstance(exc, InvariantFailure):
                exc = InvariantFailure("%s: %s" % (type(exc).__name__, exc))
            raise InvariantFailure("%s seed %d (%d players, %s): %s"
                                   % (game_id, s, n, "random" if ai_seat < 0 else "AI in seat %d" % ai_seat, exc))
    if options:
        game_id = "%s (%s)" % (game_id, ", ".join("%s=%s" % kv for kv in sorted(options.items())))
    figures = {"game": game_id, "games": games, "moves": total_moves, "seconds": round(time.time() - t0, 1),
               "checker": "own invariants" if check else "contract only"}
    out("invariants %(game)s: %(games)d games, %(moves)d moves, %(checker)s, %(seconds)ss" % figures)
    return figures


def main(argv=None):
    from games.registry import GAMES
    ids = [g[0] for g in GAMES]
    ap = argparse.ArgumentParser(prog="python -m sim.invariants", description=__doc__)
    ap.add_argument("--games", type=int, default=200, help="games per title (default 200)")
    ap.add_argument("--game", default="all", help="a game id or 'all'")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--level", type=int, default=0, choices=(0, 1, 2), help="strength of the computer player")
    ap.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                    help="a game option (registry key and value, e.g. rules=online); repeatable")
    args = ap.parse_args(argv)
    options = {}
    for kv in args.option:
        key, _, value = kv.partition("=")
        options[key] = int(value) if value.isdigit() else value
    if args.games < 1:
        ap.error("--games must be at least 1")
    if args.game != "all" and args.game not in ids:
        ap.error("unknown game %r (installed: %s)" % (args.game, ", ".join(ids) or "none"))
    failed = 0
    for g in ids if args.game == "all" else [args.game]:
        try:
            run_game(g, args.games, args.seed, args.level, options=options or None)
        except InvariantFailure as exc:
            print("FAIL %s" % exc, file=sys.stderr)
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
