"""The twin's scenarios: what a player does, as press scripts for the keypad stand-in (sim/twin/device/_twin.py).

Script lines: `press KEY [N]` (N taps, 2 frames apart), `hold KEY FRAMES`, `wait FRAMES`, `pace FRAMES` (the
masher's frames between presses, 3 unless set),
`until COND [max FRAMES]`, `mash until COND [max FRAMES]` (a seeded player who knows nothing of the game presses
mostly A and the D-pad for every human seat; START only where it means "done"), `expect COND`, `end`.
Conditions: `program FILE`, `match`, `results`, `human`, `kinds 0,3`, `game ID`, `modal`, `setting NAME VALUE`.
The launcher's layout is read from games/registry.py, so a scenario follows the menu as it is; what a game wants
of its scenarios is in its sim/games/<id>/twin.py (optional: HOTSEAT_OPTIONS, REMATCH)."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LEVELS = ("easy", "normal", "hard")
# The heap every scenario must complete in (KB, the program's alone): the bar of docs/BENCHMARKS.md's memory table.
TWIN_HEAP_KB = 96
GAME_FRAMES = 90000  # frames a whole game may take (virtual time: about 50 minutes of play)
MASH_PACE = 3  # frames between the masher's presses unless a script says `pace N` (sim/twin/device/_twin.py)
HOUR_MINUTES = 60  # the long scenarios: games back to back (Rematch) for this much device time
HUMAN_PACE = 30  # frames between the masher's presses in the human-* scenarios (a press a second; the masher: 3)


def registry():
    if ROOT not in sys.path:
        sys.path.insert(0, ROOT)
    from games.registry import GAMES
    return GAMES


def twin_part(gid, name, default=None):
    """A name of the game's sim/games/<id>/twin.py, or default (no such file or name)."""
    from sim.games import part
    return getattr(part(gid, "twin"), name, default)


def runtime(name):
    """The runtime's module pocket.<name> (lib/ on the path, as on the device)."""
    lib = os.path.join(ROOT, "lib")
    if lib not in sys.path:
        sys.path.append(lib)
    return __import__("pocket." + name, None, None, ["_"])


def settings_rows(games):
    """The rows of the Settings screen before Done: the runtime's, then the games' own (their entries' settings)."""
    return len(runtime("settings_screen").FIELDS) + sum(len(g[6]) for g in games if len(g) > 6)


def choose_game(index, resumes=0):
    """From the menu (cursor on its first row) into the game's setup screen."""
    return "wait 10\npress DOWN %d\npress A\nwait 5\n" % (resumes + index)  # (press K 0 presses nothing)


def setup_and_start(game, seats, options_arg=None):
    """On the setup screen: set the seats (kinds after the first: 0 human, 1-3 CPU Easy-Hard), then Start.
    The rows: one seat row for 2-player games (CPU Easy, CPU Normal, CPU Hard, 2 players; default the Settings'
    level, Normal), or P2..Pmax rows (P2 defaults to CPU Normal; P3.. offer None first and start as None, and the
    rows after a None are hidden); then the game's options (a hot-seat option, marked by a fifth element, only when
    every seat is human), How to play, Start."""
    gid, title, lo, hi, blurb, options = game[:6]
    options_wanted = options_arg
    people = all(k == 0 for k in seats)
    shown_options = [k for k, o in enumerate(options) if people or len(o) < 5]
    lines = []
    row = 0
    if hi == 2:
        lines.append(step_row(1, seat_row(seats[0])))
        start = 1 + len(shown_options) + 1
    else:
        # seats that may be None start as None (two players), and the rows after a None are hidden: each seat
        # set shows the next
        shown = min(hi - 1, len(seats) + 1)
        for r in range(shown):
            optional = r + 2 > lo  # this seat may be None
            now = 0 if optional else 1
            want = 0 if r >= len(seats) else seat_row(seats[r]) + (1 if optional else 0)
            if r > row:
                lines.append("press DOWN %d" % (r - row))
                row = r
            lines.append(step_row(now, want))
        start = shown + len(shown_options) + 1
    first_option = 1 if hi == 2 else min(hi - 1, len(seats) + 1)
    for k, v in sorted((options_wanted or {}).items()):
        at = first_option + shown_options.index(k)
        lines.append("press DOWN %d" % (at - row))
        row = at
        lines.append("press RIGHT %d" % v)
    lines.append("press DOWN %d" % (start - row))
    lines.append("press A")
    return "\n".join(l for l in lines if l) + "\n"


def seat_row(kind):
    """Where a seat's kind stands on its setup row: CPU Easy, Normal, Hard (by level), then the people's."""
    setup = runtime("setup")
    return 3 if kind == setup.HUMAN else setup.level_of(kind)


def step_row(now, want):
    if want > now:
        return "press RIGHT %d" % (want - now)
    if want < now:
        return "press LEFT %d" % (now - want)
    return ""


def to_results_and_menu(rematch=False):
    s = "mash until results max %d\nwait 3\npress A\nwait 5\n" % GAME_FRAMES
    if rematch:
        return s + "press A\nuntil match max 600\n"
    return s + "press DOWN\npress A\nuntil program code.py max 600\nwait 10\n"


def game_script(gid, seats, options=None):
    """options: {option row: RIGHT presses} (e.g. Cetkaik's Seasons row: 1 press = one season)."""
    games = registry()
    index = [g[0] for g in games].index(gid)
    kinds = ",".join(str(k) for k in (0,) + tuple(seats))
    return (choose_game(index) + setup_and_start(games[index], seats, options) +
            "until match max 900\nexpect kinds %s\n" % kinds + to_results_and_menu())


def all_scenarios():
    """name -> (script, what it shows). Every game at every level and hot seat, the menu, settings, help, the pause
    menu, save and quit then resume, rematch."""
    games = registry()
    out = {}
    out["boot-menu"] = ("wait 30\nexpect program code.py\n", "boot.py, then the launcher's menu")
    out["settings"] = ("wait 10\npress UP\npress A\nwait 5\npress RIGHT\npress DOWN %d\npress A\nwait 10\n"
                       "expect setting level 2\n" % settings_rows(games),
                       "Settings: CPU level to Hard, Done (saved to nvm)")
    for i, g in enumerate(games):
        gid = g[0]
        for lv in range(3):
            out["%s-%s" % (gid, LEVELS[lv])] = (game_script(gid, (lv + 1,)), "%s: you against CPU %s" % (g[1], LEVELS[lv]))
        short = twin_part(gid, "HOTSEAT_OPTIONS")  # e.g. a shorter game: two button-mashers are slow
        out["%s-hotseat" % gid] = (game_script(gid, (0,), short), "%s: two people pass the handheld%s"
                                   % (g[1], " (1 season)" if short else ""))
        if g[3] > 2:
            out["%s-5p" % gid] = (game_script(gid, (3, 2, 1, 0)), "%s: five seats (Hard, Normal, Easy, human)" % g[1])
    first = 0  # the menu's first game shows the help and the pause menu
    out["help"] = (choose_game(first) + "press DOWN %d\npress A\nwait 5\npress RIGHT 8\npress B\nwait 5\npress B\n"
                   "wait 5\nexpect program code.py\n" % (1 + len(games[first][5]) ),
                   "How to play from the setup screen: turn the pages, back to the menu")
    out["pause-resume"] = (choose_game(first) + setup_and_start(games[first], (1,)) +
                           "until human max 900\npress START\nwait 5\npress DOWN\npress A\nwait 5\npress RIGHT 4\n"
                           "press B\nwait 5\npress START\nwait 5\npress DOWN 3\npress A\nuntil program code.py max 600\n"
                           "wait 10\npress A\nuntil match max 900\nexpect game %s\n" % games[first][0] +
                           to_results_and_menu(),
                           "pause menu, its help, Save and quit, Resume from the menu after the reload, play to the end")
    again = [g for g in games if twin_part(g[0], "REMATCH")] or games[:1]  # the game played twice
    out["rematch"] = (game_script(again[0][0], (1,)).replace(to_results_and_menu(), to_results_and_menu(True)) +
                      "expect kinds 0,1\n" + to_results_and_menu(),
                      "%s to the end, Rematch, to the end again" % again[0][1])
    return out


def again_script(gid, level, minutes, pace=None):
    """The game against the CPU at `level`, then Rematch after Rematch (each a reload into play.py, as on the device)
    until the twin's clock has passed `minutes` of device time, then back to the menu. pace: the masher's frames
    between presses."""
    head = game_script(gid, (level + 1,)).replace(to_results_and_menu(), "")
    lines = ([] if pace is None else ["pace %d" % pace]) + head.strip().splitlines()
    loop = len(lines) + 1  # 1-based line of the loop's first line
    body = to_results_and_menu(True).strip().splitlines()
    tail = to_results_and_menu().strip().splitlines()
    if pace is not None and pace > MASH_PACE:  # a slower masher takes as many presses, so more frames, to the end
        body, tail = ([line.replace("max %d" % GAME_FRAMES, "max %d" % (GAME_FRAMES * pace // MASH_PACE))
                       for line in part] for part in (body, tail))
    return "\n".join(lines + body + ["again %d until %d" % (loop, minutes)] + tail) + "\n"


def long_scenarios(minutes=HOUR_MINUTES):
    """name -> (script, what): an hour of play per game, at the masher's pace (hour-*) and at a human one (human-*)
    (not in CI: python -m sim.twin 'hour-*', docs/DEVICE.md; sim.wear runs both)."""
    out = {}
    for g in registry():
        out["hour-%s" % g[0]] = (again_script(g[0], 2, minutes), "%s: CPU Hard, Rematch after Rematch for %d device "
                                 "minutes (every Rematch a reload)" % (g[1], minutes))
        out["human-%s" % g[0]] = (again_script(g[0], 2, minutes, HUMAN_PACE),
                                  "%s: as hour-%s at a human pace, a press a second" % (g[1], g[0]))
    return out
