"""Each message is shown with its own picture: "Drawn from the bag: white" is on screen while the bag already counts
one white fewer and the paddy holds it (issue 29: the message ran one draw ahead of the picture)."""
from games.tanbo import rules as R
from tests.helpers import simtools


def test_the_draw_message_comes_with_the_bag_and_paddy_it_describes():
    seen = []
    keys = []  # the key to the numbers under the paddies ("Numbers: paddy snakes rice") where no choice is shown
    with simtools.sim() as s:
        s.start_game("tanbo", seed=3, players=("cpu:1", "cpu:1"))
        s.run(1)
        m = s.match
        app = m.app
        say = app.say

        def spy(text):
            say(text)
            if text.startswith("Drawn from the bag: "):
                st = m.state  # the state before the draw is applied
                kind = R.KIND_NAMES.index(text[len("Drawn from the bag: "):])
                after = st.copy()
                after.apply(kind)
                bag = [after.b[R.BAG + k - 1] for k in (R.WHITE, R.BLACK, R.RED)]
                p = st.b[R.PLAYER]
                row = m.view.rows[1 if p == m.view.bottom else 0]
                grid = row[1][st.b[R.LAST]][1]
                tiles = sorted(grid[j] for j in range(row[2]) if grid[j])
                want = [k + 1 for k in range(5) for _ in range(after.paddy(p, st.b[R.LAST])[k])]
                seen.append((m.view.info.text.split()[:3], [str(n) for n in bag], tiles, sorted(want)))
                keys.append(m.view.key.hidden)

        app.say = spy
        for _ in range(60):
            s.run(10)
            if len(seen) >= 3:
                break
    assert len(seen) >= 3
    assert keys and not any(keys)
    for shown, bag, tiles, want in seen:
        assert shown == bag
        assert tiles == want or R.FARMER + 1 in want or 6 in tiles  # the paddy's tiles (farmer and "+" aside)
