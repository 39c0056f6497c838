# The one goal planner of a bean game (games/beans/plan.py) and its memo tables, shared by the computer players
# (ai.py) and the hint (view.py): a module of its own so that a hot-seat game's hint does not import the AI.
from games.beans.plan import Goal, Table, buffers

MEMO_CAP = 100  # plan positions remembered at most, per table (each table: 128 slots of 8 bytes)
# every goal plans in these two memo tables and one pair of roll-table buffers: made at import, while the heap is
# in one piece (a goal is made mid-game: nothing new stays behind)
_tables = (Table(MEMO_CAP), Table(MEMO_CAP))
_buffers = buffers()
_goals = {}


def goal_for(contract, fresh_roll=True, poll=None):
    g = _goals.get(contract)
    if g is None:
        _goals.clear()  # one goal at a time: the plan tables stay small on the device
        g = Goal(contract, MEMO_CAP, _tables[0], _tables[1], _buffers[0], _buffers[1], poll)
        _goals[contract] = g
    elif fresh_roll:
        g.memo.clear()
        g.hmemo.clear()  # each roll is planned afresh (later keeps of the same roll reuse the tables)
    return g
