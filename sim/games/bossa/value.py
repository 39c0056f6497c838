"""Bossa's learned evaluation with features for who can still move after each draw (issue 36, third session): the
desktop's reference, written for clarity; games/bossa/learned.py computes the same entries for the device
(tests/bossa/test_value.py checks that they agree), and games/bossa/weights.py is the table fitted to them.

features() fills learned.py's 17 entries, then NX more (offsets from learned.TABLE_SIZE on):
- for the drawer, then the other player: how many of the unseen tiles (pile + set-aside, the drawer's view: every
  one equally likely as the next draw) would leave them unable to place a position anywhere if drawn, as eighths of
  the unseen tiles (0-8), x their tokens left (0-3): 36 + 36 entries. Computed from the values each end accepts:
  one subset-sum table per player and colour (bit s of reach[c]: c hand tiles of that colour worth s), so a tile of
  x dots helps at an end that needs v in c tiles when v - x is in reach[c - 1]; no placement search per tile.
- for the drawer's line, then the other's, when it holds 4 or 5 positions: how many of the unseen tiles would let its
  owner extend it (at either end; all of them when the owner can already), in quarters (0-4); one entry for a line
  of 0-3 positions: 2 x 11 entries.
- the drawer is the peer (0/1; games against ISMCTS only, a constant at play): 2 entries.
The whole table's value is as learned.py's: the sum of the named entries, the drawer's logit x SCALE.

    PYTHONPATH=lib:. nice -n 19 pypy3 -m sim.games.bossa.value TABLE --level normal --pairs 50 [--start 50]
    PYTHONPATH=lib:. nice -n 19 pypy3 -m sim.games.bossa.value - --stuck [--threat 50] --pairs 50
    PYTHONPATH=lib:. python -m sim.games.bossa.value TABLE --time
    PYTHONPATH=lib:. pypy3 -m sim.games.bossa.value TABLE --level hard --versus hard+ --pairs 500

The first screens a level evaluating with a table written by sim.games.bossa.fitstrong against ISMCTS-1000 (the
tournament's games, as sim.games.bossa.phases plays them); the second the hand-made evaluation with its stuck and
threat terms taken from the draws (handmade()); --time prints CPython ms per decision of six seeded self-play
games, shipped and variant; --versus plays the level with the table against another in seat-swapped self-play.
Measured figures: docs/BENCHMARKS.md, "Bossa's Normal: an evaluation fitted to strong
play"; learned.py computes the same entries on the device.
"""
from games.bossa import learned
from games.bossa.layout import ASIDE, NT, O_LOC, O_NPOS, O_OWNER, O_PLAYER, O_TOK, PILE, HAND, TB, TW

NX = 5  # entries named beyond learned.NF
F_MOB = learned.BASE_SIZE  # 451 on: the drawer's stuck draws (eighths 0-8) x tokens left (0-3), then the other's
F_THREAT = F_MOB + 72  # line (drawer's, other's) x (positions 4-5 x owner's extending draws 0-4, or 0-3 positions)
F_PEER = F_THREAT + 22
SIZE = F_PEER + 2
NF = learned.BASE_NF + NX
CMAX = 7  # tile counts looked at in the subset sums (a position of more tiles never occurs in practice)
LIMIT = (1 << 24) - 1  # sums kept (a line's end needs at most about 17)

_R = [[0] * (CMAX + 1) for _ in range(2)]  # reach[colour][c]


def _reach(b, x):
    """Fills _R for player x's hand: bit s of _R[col][c] when c tiles of the hand are worth s dots of colour col."""
    for col in range(2):
        r = _R[col]
        r[0] = 1
        for c in range(1, CMAX + 1):
            r[c] = 0
    h = HAND + x
    n = 0
    for t in range(NT):
        if b[O_LOC + t] != h:
            continue
        n += 1
        for col in range(2):
            v = TB[t] if col else TW[t]
            if not v:
                continue
            r = _R[col]
            for c in range(min(n, CMAX), 0, -1):
                r[c] = (r[c] | (r[c - 1] << v)) & LIMIT


def helps(s, x, out):
    """For player x: out[e] = the mask of dot values (bit v) a drawn tile may have to let x place at end e, or -1
    when x can place there already, or 0 (the end is closed, or no tile helps)."""
    b = s.b
    _reach(b, x)
    for e in range(4):
        out[e] = 0
        g = s.target(e)
        if g is None:
            continue
        v, cmin, cmax, skip = g[0], g[2], g[3], g[4]
        r = _R[e >> 1]
        a = 0
        now = False
        for c in range(cmin, min(cmax, CMAX) + 1):
            if c == skip:
                continue
            if (r[c] >> v) & 1:
                now = True
                break
            if c >= 1:
                a |= r[c - 1]
        if now:
            out[e] = -1
            continue
        m = 0
        for d in range(1, 7):
            if d <= v and (a >> (v - d)) & 1:
                m |= 1 << d
        out[e] = m


_H = [[0] * 4, [0] * 4]


def _count(b, unseen, h, ends):
    """How many unseen tiles let a player whose helps() are h place at one of `ends` (bits) after drawing it."""
    w = 0
    k = 0
    for e in range(4):
        if not (ends >> e) & 1:
            continue
        if h[e] < 0:
            return len(unseen)
        if e >> 1:
            k |= h[e]
        else:
            w |= h[e]
    n = 0
    for t in unseen:
        if (w >> TW[t]) & 1 or (k >> TB[t]) & 1:
            n += 1
    return n


def features(s, f, peer=0):
    """Fill f (NF ints): learned.features()'s entries, then this module's (see the docstring). The subset sums are
    made only where learned.py's entries do not already answer: a player who can place now is stuck after no draw
    (its ends entry), an owner who can extend a line now extends it after every draw (the line's entry)."""
    learned.features(s, f)
    b = s.b
    p = b[O_PLAYER]
    unseen = [t for t in range(NT) if b[O_LOC + t] == PILE or b[O_LOC + t] == ASIDE]
    u = len(unseen)
    e = f[10] - learned._F_ENDS  # ends the drawer can place at now x 5 + the other's
    done = [False, False]
    i = learned.BASE_NF
    for j in range(2):
        x = p if j == 0 else 1 - p
        if (e // 5 if j == 0 else e % 5) or not u:
            r = 0
        else:
            helps(s, x, _H[j])
            done[j] = True
            r = (8 * (u - _count(b, unseen, _H[j], 15)) + u // 2) // u
        tok = b[O_TOK + x]
        left = 3 - (tok & 1) - ((tok >> 1) & 1) - ((tok >> 2) & 1)
        f[i] = F_MOB + j * 36 + r * 4 + left
        i += 1
    lp = 0 if b[O_OWNER] == p else 1
    for j in range(2):
        line = lp if j == 0 else 1 - lp
        n = b[O_NPOS + line * 2] + b[O_NPOS + line * 2 + 1]
        if n < 4 or n > 5:
            f[i] = F_THREAT + j * 11 + 10  # a line of 0-3 positions (one of 6 ends the game: never evaluated)
            i += 1
            continue
        owner = b[O_OWNER + line]
        k = 0 if owner == p else 1
        mo = ((f[4 + 3 * j] - learned._F_LINE - 63 * j) % 9) // 3  # ends of the line its owner can place at now
        if mo or not u:
            q = 4 if u else 0
        else:
            if not done[k]:
                helps(s, owner, _H[k])
                done[k] = True
            q = (4 * _count(b, unseen, _H[k], 3 << (line * 2)) + u // 2) // u
        f[i] = F_THREAT + j * 11 + (n - 4) * 5 + q
        i += 1
    f[i] = F_PEER + peer


def value(s, me, table, scale=30):
    """The table's value of s for me (learned.learned()'s scale), with this module's features."""
    f = _F
    features(s, f)
    v = table[learned.F_BIAS] - 128 * (NF + 1)
    for i in f:
        v += table[i]
    v *= scale
    return v if s.b[O_PLAYER] == me else -v


_F = [0] * NF


TABLE = None  # set by load(): a table of SIZE bytes (entry + 128), as weights.py's
SCALE = 30


def load(path):
    """Reads a table written by fit() (train.write's format) into TABLE."""
    global TABLE, SCALE
    from sim.games.bossa.train import _load_table
    SCALE, TABLE = _load_table(path)
    if len(TABLE) != SIZE:
        raise SystemExit("%s: %d entries, not %d" % (path, len(TABLE), SIZE))


def learned_value(s, me):
    """ai._eval's signature (games/bossa/ai.py evaluate() with LEARNED on): TABLE's value of s for me."""
    return value(s, me, TABLE, SCALE)


def rows(path, extended=True):
    """(feature rows + label as a numpy int16 array, game number of each row) from sim.games.bossa.strong's records."""
    import numpy as np
    from sim.games.bossa.strong import read
    from games.bossa.rules import State
    states, peer, res = read(path)
    nf = NF if extended else learned.BASE_NF
    out = np.zeros((len(states), nf + 1), dtype=np.int16)
    games = np.zeros(len(states), dtype=np.int64)
    f = [0] * NF
    g = -1
    last = 99
    for i, sb in enumerate(states):
        s = State(bytearray(sb))
        n = s.pile_count()
        if n > last or i == 0:
            g += 1
        last = n
        games[i] = g
        if extended:
            features(s, f, peer[i])
        else:
            learned.features(s, f)
        out[i, :nf] = f[:nf]
        out[i, nf] = res[i]
    return out, games


def handmade(ai, stuck=True, threat=0):
    """Replaces ai.evaluate (games/bossa/ai.py's hand-made evaluation, Normal and Hard) by the same with the draws
    counted: a player who cannot place now loses (100 - GUESS) % of the stuck penalty in ai.py, a fixed guess of the
    chance to draw a playable tile; here (stuck=True) the share of unseen tiles that leave them unable to place.
    threat=T (per cent): a line of five its owner cannot extend now earns T % of THREAT_NEXT / THREAT_LATER times
    the share of unseen tiles that would let the owner extend it. Easy and the learned table unchanged."""
    from games.bossa.layout import O_OPT, O_PHASE, P_OVER, SIX
    plain = ai.evaluate
    h = [0] * 4

    def evaluate(s, me):
        b = s.b
        if b[O_PHASE] == P_OVER or not ai._level[0] or ai.LEARNED[ai._level[0]]:
            return plain(s, me)
        op = 1 - me
        nxt = b[O_PLAYER]
        v = ai.W_HAND * (s.hand_count(op) - s.hand_count(me))
        v += ai.W_TOKEN * (ai._free_tokens(s, me) - ai._free_tokens(s, op))
        unseen = [t for t in range(NT) if b[O_LOC + t] == PILE or b[O_LOC + t] == ASIDE]
        u = len(unseen)
        for i in range(2):
            p = nxt if i == 0 else 1 - nxt
            sign = 1 if p == op else -1
            ends = ai._ends(s, p)
            v -= sign * ai.ENDS_V[ends]
            if not ends:
                if stuck and u:
                    helps(s, p, h)
                    pct = 100 * (u - _count(b, unseen, h, 15)) // u
                else:
                    pct = 100 - ai.GUESS
                loss = pct * (ai.W_BURN if ai._free_tokens(s, p) else ai.WIN * 8 // 10) // 100
                v += sign * (loss if p == nxt else loss * ai.FAR // 100)
        if not b[O_OPT] & 1:
            for line in (0, 1):
                n = s.npos(line)
                owner = b[O_OWNER + line]
                sign = 1 if owner == me else -1
                v += sign * ai.LINE_V[n]
                if n == SIX - 1:
                    big = ai.THREAT_NEXT if owner == nxt else ai.THREAT_LATER
                    if s._can_place(owner, line * 2) or s._can_place(owner, line * 2 + 1):
                        v += sign * big
                    elif threat and u:
                        helps(s, owner, h)
                        v += sign * big * threat * _count(b, unseen, h, 3 << (line * 2)) // (100 * u)
        return v
    ai.evaluate = evaluate


def screen(path, spec, pairs, start=0, stuck=False, threat=0):
    """Our AI (spec as sim.games.bossa.versus's, e.g. "normal") evaluating with the table at path, against
    ISMCTS-1000 on the tournament's pairs start.. (sim.games.bossa.phases' games): (score, games, ends)."""
    from sim.games.bossa import phases
    if path != "-":
        load(path)
    plain = phases.player

    def player(spec, ai_path):
        ai, level = plain(spec, ai_path)
        if path != "-":
            ai.LEARNED = (0, 1, 1)
            ai._eval[0] = learned_value
        if stuck or threat:
            handmade(ai, stuck, threat)
        return ai, level
    phases.player = player
    try:
        score, n, ends, _ = phases.run(spec, pairs, 99, 99, 1000, start)
    finally:
        phases.player = plain
    return score, n, ends


def versus(path, a, b, pairs):
    """Seat-swapped self-play, seeded as sim.games.bossa.versus: level a evaluating with the table at path against
    level b, the shipped one or, written "normal+" / "hard+", with the same table: (a's score, games)."""
    from games.bossa import rules
    from sim.games.bossa import versus as vs
    load(path)
    players = []
    for spec in (a + "+", b):
        ai, level = vs.player(spec.rstrip("+"), vs.AI_PATH)
        if spec.endswith("+"):
            ai.LEARNED = (0, 1, 1)
            ai._eval[0] = learned_value
        players.append((ai, level))
    from sim import versus
    return versus.score(vs.play, rules, players[0], players[1], pairs)


def decision_times(level=1, games=6, stuck=False, threat=0, table=None):
    """CPython ms of each decision of `games` seeded self-play games at `level` (both seats), the variant as
    screen()'s: (median, p95, max). Under CPython: docs/BENCHMARKS.md's device factor (about 520) applies to it."""
    import time
    from pocket.rng import Rng
    from games.bossa import rules
    from sim.games.bossa.versus import AI_PATH, load_ai
    ai = load_ai(AI_PATH, "")
    if table:
        load(table)
        ai.LEARNED = (0, 1, 1)
        ai._eval[0] = learned_value
    if stuck or threat:
        handmade(ai, stuck, threat)
    ms = []
    for k in range(games):
        rngs = [Rng(k * 2 + 1), Rng(k * 2 + 2)]
        chance = Rng(k * 104729 + 3)
        s = rules.new_game(seed=k)
        while not s.is_over():
            p = s.to_move()
            if p == -1:
                s.apply(chance.weighted(s.chance_outcomes()))
                continue
            t = time.process_time()
            m = ai.choose(s, level, rngs[p], _go)
            ms.append(1000 * (time.process_time() - t))
            s.apply(m)
    ms.sort()
    return ms[len(ms) // 2], ms[len(ms) * 95 // 100], ms[-1]


def _go():
    return True


def main(argv=None):
    import argparse
    import time
    from sim.bench.stats import wilson
    ap = argparse.ArgumentParser(prog="python -m sim.games.bossa.value",
                                 description="Screens a table of this module's features against ISMCTS-1000.")
    ap.add_argument("table", help="a table written by sim.games.bossa.fitstrong, or - (the level's own evaluation)")
    ap.add_argument("--stuck", action="store_true", help="the hand-made evaluation's stuck risk from the draws")
    ap.add_argument("--threat", type=int, default=0, help="T: a line of five worth T %% of its threat x the share "
                    "of draws that let its owner extend it")
    ap.add_argument("--level", default="normal")
    ap.add_argument("--pairs", type=int, default=50)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--time", action="store_true", help="instead: CPython ms per decision over six seeded "
                    "self-play games, the shipped level and the variant")
    ap.add_argument("--versus", metavar="LEVEL[+]", help="instead: --level with the table against LEVEL in "
                    "seat-swapped self-play (LEVEL+: with the same table), --pairs pairs")
    o = ap.parse_args(argv)
    if o.versus:
        if o.table == "-":
            ap.error("--versus needs a table")
        t0 = time.time()
        score, n = versus(o.table, o.level, o.versus, o.pairs)
        lo, hi = wilson(score, n)
        print("%s with %s vs %s: %.1f %% [%.0f-%.0f] over %d games (%.0f s)" % (
            o.level, o.table, o.versus, 100 * score / n, 100 * lo, 100 * hi, n, time.time() - t0))
        return 0
    if o.time:
        level = {"normal": 1, "hard": 2}[o.level]
        table = None if o.table == "-" else o.table
        for name, args in (("shipped", (False, 0, None)), ("variant", (o.stuck, o.threat, table))):
            print("%s %s: median %.2f, p95 %.2f, max %.2f CPython ms a decision" % (
                (o.level, name) + decision_times(level, 6, *args)))
        return 0
    t0 = time.time()
    score, n, ends = screen(o.table, o.level, o.pairs, o.start, o.stuck, o.threat)
    lo, hi = wilson(score, n)
    print("%s with %s%s%s: %.1f %% [%.0f-%.0f] over %d games vs ISMCTS-1000, pairs %d-%d (%.0f s)" % (
        o.level, o.table, " --stuck" if o.stuck else "", " --threat %d" % o.threat if o.threat else "",
        100 * score / n, 100 * lo, 100 * hi, n, o.start, o.start + o.pairs - 1, time.time() - t0))
    for end, k in sorted(ends.items()):
        print("  %-40s %d" % (end, k))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(main())
