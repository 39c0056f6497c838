# Saves (encode) and hidden information (observe/unseen) of the rice engine, apart from rules.py so that neither
# module is large to compile on the device. Reading a save (games/rice/decode.py) and determinize
# (games/rice/hidden.py) are imported only when used: a match never needs them on the device but to resume.
from games.rice.layout import ALL, PH_ANC, PH_WET, PH_LAST, NONE
from games.rice.land import GN, SCORED

VERSION = 3   # 3: fields touching a hole score, no card closes a field around a dead end (docs/rules/rice.md)
OBSERVED = 0x81
SECRET_PHASES = (PH_ANC, PH_WET, PH_LAST)


def to_bytes(s, viewer):
    """The whole state (viewer -1) or what `viewer` sees: the opponent's hand and secret choice and the
    face-down deal are blanked."""
    ph = s.ph
    out = bytearray((VERSION if viewer < 0 else OBSERVED, ph, s.turn, s.cur, s.step, s.first))
    for p in (0, 1):
        out.append(s.anc[p])
    for p in (0, 1):
        hidden = viewer >= 0 and p != viewer
        secret = hidden and ph in SECRET_PHASES
        out.append(NONE if secret else s.pcard[p])
        out.append(NONE if secret else s.prow[p])
        v = (-1 if secret and s.ppos[p] >= 0 else s.ppos[p]) & 0xFFFF
        out.append(v >> 8)
        out.append(v & 255)
        _put3(out, 0 if hidden else s.hand[p])
        _put3(out, s.deal[p] if viewer < 0 else 0)
        out.append(s.score[p] >> 8)
        out.append(s.score[p] & 255)
        v = s.bonus[p] & 0xFFFF
        out.append(v >> 8)
        out.append(v & 255)
        out.append(s.closed[p])
    _put3(out, s.gone)
    out.append(len(s.row))
    out.extend(s.row)
    for p in (0, 1):
        lg = s.log[p]
        out.append(len(lg) // 3)
        out.extend(lg)
        mask = 0
        off = p * GN
        for i, c in enumerate(s.cells(p)):
            if s.land[off + c] & SCORED:
                mask |= 1 << i
        out.append(mask >> 8)
        out.append(mask & 255)
    return bytes(out)


def unseen(s, player):
    seen = s.hand[player] | s.gone
    for p in (0, 1):
        lg = s.log[p]
        for i in range(0, len(lg), 3):
            seen |= 1 << lg[i]
        if s.anc[p] != NONE:
            seen |= 1 << s.anc[p]
    for c in s.row:
        seen |= 1 << c
    for p in (0, 1):
        if p == player or s.ph not in SECRET_PHASES:
            if s.pcard[p] != NONE:
                seen |= 1 << s.pcard[p]
            if s.prow[p] != NONE:
                seen |= 1 << s.prow[p]
    return ALL & ~seen


def _put3(out, v):
    out.append((v >> 16) & 255)
    out.append((v >> 8) & 255)
    out.append(v & 255)
