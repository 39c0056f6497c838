# Help pages for Cetkaik (pocket.helpview). A third element is a diagram: rows of the characters KEY maps to
# tiles of the game's sprite sheet (docs/SCREENS.md). Your pieces point up (ahead); in the move diagrams the left
# 5x5 shows a piece on an ordinary square, the right one the same piece on the centre's hue (the diagonals, green).
SHEET = "cetkaik"
_SQ, _HUE, _WATER, _TAM = 1, 2, 3, 5   # tiles: games/cetkaik/view.py T_SQUARE, T_HUE, T_WATER, T_TAM
_PIECE = 6                            # + colour * 10 + profession (pointing up: yours)
_DOT, _RING, _TAKE, _LAST = 27, 28, 29, 31
_THEIRS = 26                          # a black pawn of the opponent's (points down)
_MINE = _PIECE + 10 + 1               # a black pawn of yours
KEY = {
    " ": (), ".": (_SQ,), ":": (_HUE,), "~": (_WATER,),
    "o": (_SQ, 0, _DOT),              # a square the piece can go to
    "O": (_HUE, 0, _DOT),             # ... that is hue
    "w": (_WATER, 0, _DOT),           # ... that is water
    "#": (_SQ, _THEIRS),              # a piece in the way
    "*": (_SQ, _THEIRS, _RING),       # a piece to step over
    "+": (_SQ, _MINE),                # one of your pieces
    "@": (_SQ, _TAM),                 # the Tam2
    "&": (_SQ, _TAM, _RING),          # the Tam2, stepped over
    ",": (_SQ, 0, _LAST),             # where the Tam2 was before the opponent moved it
}
for _i in range(10):  # "VPACTHLSGK": your piece on an ordinary square; lower case: on a hue square
    KEY["VPACTHLSGK"[_i]] = (_SQ, _PIECE + _i)
    KEY["vpacthlsgk"[_i]] = (_HUE, _PIECE + _i)


def _pair(left, right):
    """Two 5x5 diagrams side by side; the right one on the centre's hue: its diagonals are hue squares."""
    rows = []
    for i in range(5):
        r = ""
        for j in range(5):
            ch = right[i][j]
            if i == j or i + j == 4:
                ch = {".": ":", "o": "O"}.get(ch, ch)
            r += ch
        rows.append(left[i] + " " + r)
    return tuple(rows)


# the first page's sections: (the title of a section's first page, what the Contents page calls it)
SECTIONS = (("Goal", "Goal, rules, your turn"), ("Pieces", "Pieces and their moves"),
            ("Guard", "Guard, steps, sticks"), ("Water", "Water and the Tam2"), ("Hands 1", "Hands: what scores"),
            ("Squares", "Square names, moves"), ("Board keys", "Board keys: buttons"))


# a newcomer's path before the Contents and the rulebook's pages (issue 37): the goal, how a piece moves, how a
# season ends, in a page
FIRST = ("First game", "Take pieces to make hands: sets that score. A on your piece (point up), A on a dot: it "
                       "moves, taking what stands there. A new hand: end the season (ta xot1) or play on "
                       "(ty mok1) for more.")


def _pages(online):
    """The pages for the rule set in force: the newcomer's page, then a Contents page that gives each section's
    page number."""
    pages = _rules(online)
    lines = []
    for first, name in SECTIONS:
        for i in range(len(pages)):
            if pages[i][0] == first:
                lines.append("%d %s" % (i + 3, name))
    lines.append("%d Controls" % (len(pages) + 3))   # pocket.helpview's page, after these
    return (FIRST, ("Contents", "\n".join(lines))) + pages


def _rules(online):
    """The pages for the rule set in force: official (online False) or cerke_online's (the game option "Rules")."""
    return (
        ("Goal", "Capture pieces to build hands. On a new hand: ta xot1 ends the season and takes its points "
                 "times the stake; ty mok1 doubles the stake. 20 points each; 40 wins."),
        ("Rules", "cerke_online rules (game option Rules): unlike the official ones, any square within the "
                  "sticks, and a step over the Tam2 costs only if the move is made. See Sticks, Tam2 penalty."
         if online else "Official rules (y1 huap1). The game option Rules: cerke_online changes the Sticks and "
                        "the Tam2 penalty pages."),
        ("Your turn", "Move a piece, move the Tam2 (gold disc) two king steps, or drop a captured piece on any "
                      "empty square. Captured pieces keep their colour (red/black ink)."),
        ("Pieces", "V Vessel P Pawn A Archer C Chariot T Tiger H Horse L Clerk S Shaman G General K King. Yours "
                   "point up. Green: hue. Blue: water."),
        ("Move pages", "Next pages: on the left, how a piece moves; on the right, how it moves when it starts on a "
                       "hue square (green). Dots: where it can go. A slide stops at the first piece, which it may "
                       "take."),
        ("Vessel", "Slides ahead. In hue: also back, or 1 sideways (2 over an empty square).",
         _pair(("..o..", "..o..", "..V..", ".....", "....."), ("..o..", "..o..", "oovoo", "..o..", "..o.."))),
        ("Pawn", "1 ahead. In hue: 1 any straight way, or 2 ahead over an empty square.",
         _pair((".....", "..o..", "..P..", ".....", "....."), ("..o..", "..o..", ".opo.", "..o..", "....."))),
        ("Archer", "Slides straight any way. In hue: slides diagonally instead.",
         _pair(("..o..", "..o..", "ooAoo", "..o..", "..o.."), ("o...o", ".o.o.", "..a..", ".o.o.", "o...o"))),
        ("Chariot", "Jumps exactly 2 straight, never blocked. In hue: exactly 2 diagonally.",
         _pair(("..o..", ".....", "o.C.o", ".....", "..o.."), ("o...o", ".....", "..c..", ".....", "o...o"))),
        ("Tiger", "1 diagonally. In hue: slides diagonally.",
         _pair((".....", ".o.o.", "..T..", ".o.o.", "....."), ("o...o", ".o.o.", "..t..", ".o.o.", "o...o"))),
        ("Horse", "Jumps 2 diagonally. In hue: slides diagonally, jumping the next square.",
         _pair(("o...o", ".....", "..H..", ".....", "o...o"), ("....o", "...o.", "..o..", ".#...", "h...."))),
        ("Clerk", "1 sideways, or slides ahead or back. In hue: slides straight any way.",
         _pair(("..o..", "..o..", ".oLo.", "..o..", "..o.."), ("..o..", "..o..", "ooloo", "..o..", "..o.."))),
        ("Shaman", "1 ahead or back; slides sideways. In hue: slides any way, over 1 piece.",
         _pair((".....", "..o..", "ooSoo", "..o..", "....."), ("o.o.o", ".ooo.", "oosoo", ".ooo.", "o.o.o"))),
        ("General", "1 any way but back. In hue: 1 any way, and it guards (next page).",
         _pair((".....", ".ooo.", ".oGo.", ".o.o.", "....."), (".....", ".ooo.", ".ogo.", ".ooo.", "....."))),
        ("King", "1 any way, in hue or not. Taking a King is a hand (3), no more.",
         _pair((".....", ".ooo.", ".oKo.", ".ooo.", "....."), (".....", ".ooo.", ".oko.", ".ooo.", "....."))),
        ("Guard", "A General in hue guards your pieces on the 8 squares around it: they cannot be taken.",
         ("+..", "+g+", ".+.")),
        ("Stepping", "A square you could reach that holds a piece (ring) can be stepped over: move again from "
                     "there, as if you stood there. The piece stays.",
         (".o.", ".*.", ".P.")),
        ("Sticks", "A slide after a step: pick its end, then throw the sticks. Dark sides = squares past the "
                   "ring" + (": stop on its line within them, or B." if online else
                             ". Go if that reaches it, or B gives up."),
         (".o.", ".o.", ".o.", ".*.", "...", ".A.")),
        ("Water", "Entering water (blue) from outside needs 3+ dark sticks, else nothing moves. Vessels, the Tam2 "
                  "and drops need no throw.",
         ("~w~", ".P.", "...")),
        ("Tam2", "Or move the Tam2: two king steps. One may land on a piece and hop on. It never takes.",
         ("ooooo", "ooooo", "oo@oo", "ooooo", "ooooo")),
        ("Tam2 penalty", "Stepping over the Tam2 is a -5 hand (Stepping)" +
         (" if the move is made: given up or failing its water throw, it costs nothing." if online else
          ", even if the move is then given up or fails its water throw."),
         (".o.", ".&.", ".P.")),
        ("Futile Move", "Moving the Tam2 right after your opponent did (corners: where it was), or back where it "
                        "started, is a -3 hand.",
         (".,.", ".@.", "...")),
        ("Hands 1", "King 3. Animals: Horse Tiger 3. Army: General 2 Pawns 3. Comrades: Chariot 2 Pawns 3. Five "
                    "Pawns 3. Cavalry: Horse Archer Pawn 5. Attack: Horse Chariot Vessel 5."),
        ("Hands 2", "Culture: General Shaman Clerk 7. Social Order: add Archer Pawn 10. All ten kinds 50. Same "
                    "colour +2. The King stands in for any piece of its colour."),
        ("Squares", "A square: its column (top edge, K to P), then its row (left edge, A to IA); ZO is the "
                    "centre. \"Pawn from LAI to LY\": where it was, where it went; via: a square stepped over. "
                    "Game record: LAI -> LY."),
        ("Board keys", "Square: column, row (ZO: centre). A: a piece, then a dot. Ring: step over. Right off "
                     "the board: your hand, to drop. B: back. SELECT: the hands. START: pause, game record."),
    )


PAGES = _pages(False)


def pages_for(options):
    """The pages for a game set up with `options` (the new_game() keyword options): pocket.helpview."""
    return _pages(True) if options.get("rules") == "online" else PAGES
