"""The bean game's screens through the headless simulator: keeping dice, rolling again, stopping, fulfilling and
selling with the buttons, and what the screen shows meanwhile."""
from games.beans import rules as R
from games.beans import view as V
from games.beans.rules import ONE
from pocket import ui
from tests.helpers import simtools
from tests.helpers.simtools import rgb

WHITE_DIE = rgb(0xF4F4F0)
CREAM_DIE = rgb(0xE8C878)
STAGE = 12  # the stage starts under the status strip


def die_box(i, y):
    return V.DICE_X + V.PITCH * i + 3, STAGE + y + 1, 6, 1  # a strip of the die's face (above the bean's mark)


def stop(s):
    """Stop with the buttons: the cursor to the "Stop" place after the dice and Roll (LEFT from the first die wraps
    to the last place: Stop, or the card when it may be sold), A."""
    st = s.state
    if st.phase != R.P_KEEP or st.to_move() != s.match.view.viewer or R.STOP not in st.legal_moves():
        s.tap("B")  # not keeping (all seven dice kept: scoring already): B passes
        return
    s.match.view.cur = 0
    s.tap("LEFT")
    if R.SELL in s.match.view.acts:
        s.tap("LEFT")
    cur = s.match.view.cursor
    assert not cur.hidden and cur.x == V.STOP_X - 2 and cur[0].width == 4 * 6 + 3   # the frame on "Stop"
    s.tap("A")


def roll(s):
    """Roll the dice not kept again: the cursor to the "Roll" place, right of the roll row, then A."""
    view = s.match.view
    view.cur = len(view.fresh_list)  # the first place after the dice
    view.draw_prompt(s.state)
    assert view.prompt.text == "A: roll the rest again"
    s.tap("A")


def until(s, cond, frames=600):
    for _ in range(frames // 5):
        if s.state is not None and cond(s.state):
            return True
        s.run(5)
    return s.state is not None and cond(s.state)


def my_keep(st):
    return st.to_move() == 0 and st.phase == R.P_KEEP


def test_keep_roll_and_stop_with_the_buttons():
    with simtools.sim() as s:
        s.start_game("beans", seed=3, players=("human", "cpu:1"))
        assert until(s, my_keep)
        s.run(3)
        view = s.match.view
        st = s.state
        # every fresh die is drawn in its colour in the roll row, the field row is empty
        for i in range(7):
            colour = WHITE_DIE if i < R.N_WHITE else CREAM_DIE
            assert colour in s.region_colors(*die_box(i, V.FRESH_Y)), i
            assert not ({WHITE_DIE, CREAM_DIE} & s.region_colors(*die_box(i, V.FIELD_Y)))
        # the hint: with all seven dice to roll, the chance of the next contract is the printed one
        pct = V.PCT[6 * st.active_card[0] + st.done[0]]
        assert view.info.text == "Next roll makes it: %d%%" % pct
        # START before any die is set aside does not roll (the pause menu opens instead: close it)
        assert not view.start_is_move(st)
        # RIGHT moves the cursor to the next die; A sets that die aside
        s.tap("RIGHT")
        assert view.cur == 1
        assert simtools.ACCENT in s.region_colors(V.DICE_X + V.PITCH - 1, STAGE + V.FRESH_Y - 1, V.TILE + 2, 1)
        face = st.face[1]
        s.tap("A")
        st = s.state
        assert st.counts(R.FIELD)[face] == 1 and st.kept
        assert WHITE_DIE in s.region_colors(*die_box(1, V.FIELD_Y))
        assert not view.start_is_move(st)  # START pauses, always (issue 37)
        # Roll rolls the six others again; the field die stays
        roll(s)
        assert until(s, my_keep)
        st = s.state
        assert st.where[1] == R.FIELD and st.counts(R.FIELD)[face] == 1
        assert sum(1 for w in st.where if w == R.FRESH) == 6
        # keep one more; B takes it back and never ends the turn (issue 18: B used to stop at once)
        kept = st.encode()
        s.tap("A")
        assert s.state.encode() != kept
        s.tap("B")
        s.run(3)
        assert s.state.encode() == kept and s.state.phase == R.P_KEEP and s.state.active == 0
        assert view.prompt2.text == "Keep at least one die" and view.stop_label.text == ""
        # keep it again and stop on the "Stop" place: the turn ends in fulfilment (or passes at once)
        s.tap("A")
        assert "Stop" in view.stop_label.text
        stop(s)
        s.run(5)
        st = s.state
        assert st.phase != R.P_KEEP or st.active != 0
        assert sum(1 for w in st.where if w == R.FIELD) in (0, 2)


def test_undo_takes_back_a_die_before_rolling():
    with simtools.sim() as s:
        s.start_game("beans", seed=5, players=("human", "cpu:0"))
        assert until(s, my_keep)
        s.tap("A")
        assert s.state.kept
        before = s.state.encode()
        s.tap("B")        # B takes the die back
        s.run(3)
        assert not s.state.kept and s.state.encode() != before
        assert sum(1 for w in s.state.where if w == R.FIELD) == 0


def sellable(s):
    """Seed 7 against the computer at your first keep, as if three contracts were done: the card may be sold.
    The view, redrawn so."""
    s.start_game("beans", seed=7, players=("human", "cpu:1"))
    assert until(s, my_keep)
    s.state.done[0] = 3
    view = s.match.view
    view.show(s.state)
    s.run(2)
    return view


def test_sell_from_the_card_panel():
    with simtools.sim() as s:
        view = sellable(s)
        # done contracts are drawn in the "done" colour, the next one sits on the highlight bar
        x, y = 2, STAGE + V.CARD_Y
        assert simtools.rgb(0x40C870) in s.region_colors(x, y, 78, 36)
        assert simtools.PANEL in s.region_colors(80 + 2, STAGE + V.CARD_Y + 1, 10, 2)
        s.tap("A")              # keep a die first (selling is open at any decision, this is the simplest)
        view.cur = len(view.fresh_list) + view.acts.index(R.SELL)  # the card (tests/beans/test_buttons.py walks)
        view.draw_prompt(s.state)
        s.tap("A")              # "A: sell for 1 coin"
        assert until(s, lambda t: t.coins(0) == 1 and t.phase != R.P_DRAW)
        assert s.state.done[0] == 0


def test_a_whole_game_of_computers_ends_on_the_results_screen():
    with simtools.sim() as s:
        s.start_game("beans", seed=2, players=("cpu:2", "cpu:0"))
        for _ in range(400):
            s.run(50)
            if s.state is None or s.state.is_over():
                break
        st = s.state
        assert st is not None and st.is_over()
        # the status strip: the winner on the left, "Game over" on the right, apart (was "CPU4 wi@scoins Game over")
        bar = s.match.app.status
        assert bar.text.text == "Game over"
        left_end = bar.name.x + 6 * len(bar.name.text)
        assert left_end < 160 - 2 - 6 * len(bar.text.text)


def test_hot_seat_asks_the_off_turn_human_for_a_claim():
    with simtools.sim() as s:
        s.start_game("beans", seed=11, players=("human", "human"))
        # player 0 keeps the first die and rolls on until player 1 gets a claim window
        found = False
        for _ in range(400):
            assert until(s, lambda t: t.to_move() in (0, 1) and t.phase in (R.P_KEEP, R.P_OFF, R.P_FULFIL))
            st = s.state
            if st.phase == R.P_OFF and st.to_move() == 1:
                found = True
                break
            if st.phase == R.P_KEEP:
                s.tap("A")
                if R.ROLL in s.state.legal_moves():
                    roll(s)
                else:
                    stop(s)
            else:
                s.tap("B")  # pass / end the turn
        assert found
        view = s.match.view
        assert view.viewer == 1                  # the card on screen is the claimant's
        assert "Fulfil" in view.prompt.text
        done = s.state.done[1]
        s.tap("A")
        s.run(3)
        assert s.state.done[1] == done + 1


def set_auto_claim(s, on):
    """The Auto-claim setting as if chosen in Settings, before the program starts (the device loads it from nvm)."""
    from pocket.saves import Store
    from pocket.settings import Settings
    from games.registry import GAMES
    st = Settings(Store(s.device.nvm), GAMES)  # Bean Dice's own setting, after the runtime's
    st.set("autoclaim", on)
    st.save()


def play_until_p2_window(s, claim=True, rounds=80):
    """Player 1 keeps one die and rolls on (or stops) until player 2's off-turn window opens, with a claim in it
    (claim=True) or not. Returns the state then, or None."""
    for _ in range(rounds):
        assert until(s, lambda t: t.to_move() in (0, 1) and t.phase in (R.P_KEEP, R.P_OFF, R.P_FULFIL), 900)
        st = s.state
        if st.phase == R.P_OFF and st.to_move() == 1:
            if (R.CLAIM in st.legal_moves()) == claim:
                return st
            s.tap("B")
        elif st.phase == R.P_KEEP:
            s.tap("A")
            if R.ROLL in s.state.legal_moves():
                roll(s)
            else:
                stop(s)
        else:
            s.tap("B")
    return None


def test_auto_claim_fulfils_for_an_off_turn_human_and_says_so():
    with simtools.sim() as s:
        s.start_game("beans", seed=11, players=("human", "human"))
        set_auto_claim(s, 1)
        st = play_until_p2_window(s)
        assert st is not None
        done = st.done[1]
        contract = st.contract(1)
        # no button pressed: the claim is announced in the footer for a moment (the CPU-moves pace), then made
        app = s.match.app
        assert until(s, lambda t: app.footer_text.text.startswith("P2 auto:"), 30)
        assert app.footer_text.text == "P2 auto: Fulfil " + V.contract_text(contract)
        assert s.state.done[1] == done
        assert simtools.PANEL in s.region_colors(100, 118, 40, 8)  # the footer strip is on screen
        assert until(s, lambda t: t.done[1] > done, 60)


def test_auto_claim_on_fulfils_after_a_stop_too():
    with simtools.sim() as s:
        s.start_game("beans", seed=3, players=("human", "cpu:1"))
        assert until(s, my_keep)
        s.match.app.settings.set("autoclaim", 1)
        view = s.match.view
        st = s.state.copy()
        st.phase = R.P_FULFIL
        st.where[:] = bytes([R.FIELD] * 7)
        for faces in ((4, 4, 6, 6, 4, 0, 0), (5, 1, 6, 4, 3, 2, 1), (4, 4, 4, 4, 4, 4, 4), (1, 1, 1, 1, 1, 1, 1)):
            st.face[:] = bytes(faces)
            if st.can_claim(0, st.counts(R.FIELD)):
                break
        st.done[0] = 0
        if not st.can_claim(0, st.counts(R.FIELD)):
            st.active_card[0] = next(c for c in range(61) if R.met(R.CARDS[c][0], st.counts(R.FIELD)))
        assert view.auto(st) == R.CLAIM
        s.match.app.settings.set("autoclaim", 0)
        assert view.auto(st) is None
        st.face[:] = bytes((4, 4, 4, 4, 4, 4, 4))
        st.active_card[0] = next(c for c in range(61) if not R.met(R.CARDS[c][0], st.counts(R.FIELD)))
        s.match.app.settings.set("autoclaim", 1)
        assert view.auto(st) is None  # nothing to claim: the player decides (sell or end the turn)


def test_without_auto_claim_the_window_waits_and_one_press_claims_or_passes():
    with simtools.sim() as s:
        s.start_game("beans", seed=11, players=("human", "human"))
        st = play_until_p2_window(s)
        assert st is not None
        before = st.encode()
        s.run(60)  # nothing happens until player 2 presses
        assert s.state.encode() == before
        assert "Fulfil" in s.match.view.prompt.text and "B: pass" in s.match.view.prompt2.text
        s.tap("B")  # one press passes
        s.run(3)
        assert s.state.done[1] == st.done[1] and not (s.state.phase == R.P_OFF and s.state.to_move() == 1
                                                       and s.state.encode() == before)
        st = play_until_p2_window(s)
        assert st is not None
        done = st.done[1]
        s.tap("A")  # one press claims
        s.run(3)
        assert s.state.done[1] == done + 1


def test_five_players_each_have_a_swatch_and_the_card_owner_stands_out():
    with simtools.sim() as s:
        s.start_game("beans", seed=5, players=("human", "cpu:1", "cpu:2", "cpu:0", "cpu:1"))
        assert until(s, my_keep)
        s.run(3)
        view = s.match.view
        for p in range(5):
            assert simtools.PLAYER[p] in s.region_colors(2 + 32 * p, STAGE + 2, 5, 8), p
            assert s.match.view.pl_text[p].color == (simtools.ui.FG if p == 0 else simtools.ui.DIM)
        # the texts fit: the hint line and the prompt stay within 26 columns
        assert len(view.info.text) <= 26 and len(view.prompt.text) <= 26


def test_the_claim_prompt_shows_the_whole_contract_in_26_columns():
    from games.beans.contracts import text
    with simtools.sim() as s:
        s.start_game("beans", seed=11, players=("human", "human"))
        st = play_until_p2_window(s)
        view = s.match.view
        longest = max((len(text(c)), c) for card in R.CARDS for c in card)[1]  # "1S 2B 1N 1X"
        st.active_card[1] = next(i for i, card in enumerate(R.CARDS) if longest in card)
        st.done[1] = list(R.CARDS[st.active_card[1]]).index(longest)
        st.where[:] = bytes([R.FRESH] * 7)
        st.face[:] = bytes((1, 4, 5, 6, 4, 0, 0))  # white S B N X, cream B G G: they meet it
        assert R.CLAIM in st.legal_moves()
        view.sel = 0
        view.draw_prompt(st)
        assert text(longest) in view.prompt.text and "B: pass" in view.prompt2.text, view.prompt.text
        assert len(view.prompt.text) <= 26 and len(view.prompt2.text) <= 26


def test_the_hint_plans_with_the_ais_planner_and_leaves_its_decisions_alone():
    # The hint used to build a second planner with memo tables of its own (an 8 KB block on the device): it now
    # borrows the AI's, so it must give the odds a fresh planner gives and the AI must decide as it would alone.
    from games.beans import ai, plan
    from pocket.rng import Rng

    class Stub:
        hint_key = None
        hint_text = ""

        class match:
            hints = True

    def decisions(with_hints):
        st = R.new_game(seed=11, players=2)
        rng = Rng(5)
        out = []
        hints = []
        for _ in range(400):
            if st.is_over():
                break
            p = st.to_move()
            if p == R.CHANCE:
                m = rng.weighted(st.chance_outcomes())
            else:
                if with_hints:
                    hints.append(V.View.hint(Stub, st, p))
                m = ai.choose(st, 2, rng, lambda: True)
            out.append(m)
            st.apply(m)
        return out, hints

    alone, _ = decisions(False)
    shown, hints = decisions(True)
    assert shown == alone
    odds = [h for h in hints if h.startswith("Next roll makes it")]
    assert odds  # the hint did plan
    # the same odds as a planner of its own: a hint of the last keep recomputed with fresh tables
    st = R.new_game(seed=11, players=2)
    checked = 0
    for m in alone:
        p = st.to_move()
        if p == R.CHANCE:
            st.apply(m)
            continue
        Stub.hint_key = None
        h = V.View.hint(Stub, st, p)
        if h.startswith("Next roll makes it"):
            c = st.contract(p)
            field = st.counts(R.FIELD)
            nw = sum(1 for i in range(R.N_WHITE) if st.where[i] != R.FIELD)
            nc = sum(1 for i in range(R.N_WHITE, 7) if st.where[i] != R.FIELD)
            if not 0 < nw + nc < 7:
                st.apply(m)
                continue  # no planning: the printed chance, or nothing left to roll
            assert c in ai._goals  # planned in the AI's planner (and its two small tables)
            g = plan.Goal(c)
            assert 0 <= int(h.split(": ")[1][:-1]) <= 100  # a percentage (it was out of 65536: "3730700%")
            assert h == "Next roll makes it: %d%%" % ((100 * g.value(g.counts(field), nw, nc, 1) + ONE // 2) // ONE)
            checked += 1
        st.apply(m)
    assert checked


def test_coins_are_counted_with_the_right_plural():
    # issue 18: "1 coins" on the results screen
    class Stub:
        class match:
            names = ["You", "CPU"]

    st = R.new_game(seed=1, players=2)
    st.coin_cards[0] = 1
    st.coin_cards[1] = 2
    lines = V.View.results(Stub, st)
    assert lines == ["CPU: 2 coins, 0 of 6 done", "You: 1 coin, 0 of 6 done"]  # issue 29: not "card 0/6"
    st.coin_cards[0] = 13
    Stub.match.names = ["You", "CPU3"]
    assert V.View.results(Stub, st)[0] == "You: 13 coins, 0/6 done"  # 25 columns: the results box's
    assert V.coins(0) == "0 coins" and V.coins(1) == "1 coin" and V.coins(13) == "13 coins"


def test_every_keep_prompt_fits_one_line():
    # the hint "A keep START roll B stop SE" was cut off at the screen edge: each prompt line has 26 columns
    with simtools.sim() as s:
        s.start_game("beans", seed=3, players=("human", "cpu:1"))
        assert until(s, my_keep)
        view = s.match.view
        st = s.state
        for done in (0, 3):
            st.done[0] = done  # 3: selling is open too
            for kept in (0, 1):
                st.kept = kept
                for cur in range(8):
                    view.cur = cur
                    view.show(st)
                    for lab in (view.prompt, view.prompt2, view.info):
                        assert 2 + 6 * len(lab.text) <= 160, lab.text


def test_every_card_line_fits_its_column():
    # the card panel: two columns of 80 px, "+" (done), the contract (8 columns), the printed chance (4)
    for card in R.CARDS:
        for c in card:
            t = V.short(c)
            assert len(t) <= 8, t
            if len(R.text(c)) <= 8:
                assert t == R.text(c)  # the contract's own words, spaces kept ("1G 1S", not "1G1S")


def test_the_top_strip_says_coins_and_only_coins():
    # issue 37: "10+1" (coins and contracts done run together); two players: "10 coins", three to five: "10"
    with simtools.sim() as s:
        s.start_game("beans", seed=3, players=("human", "cpu:1"))
        assert until(s, my_keep)
        st = s.state
        st.done[1] = 2
        view = s.match.view
        view.show(st)
        s.run(2)
        assert view.pl_text[1].text == V.coins(st.coins(1))   # "0 coins": the contracts done are the card's
        assert simtools.find_text(s, view.pl_text[1].text, simtools.rgb(ui.DIM), 82, STAGE, 78, 12)
    with simtools.sim() as s:
        s.start_game("beans", seed=3, players=("human", "cpu:1", "cpu:1"))
        assert until(s, my_keep)
        st = s.state
        view = s.match.view
        for c in (0, 9, 12):
            st.done[1] = 6
            st.coins = lambda p, c=c: c
            view.show(st)
            assert view.pl_text[1].text == str(c)   # within its 32 px


def test_the_card_panel_says_kinds_and_threes():
    from games.beans import contracts as C
    assert V.short(C.K_DIFF | 6 << 4) == "6 kinds"
    assert V.short(C.K_TRIPLES) == "2 threes"


def test_during_the_computers_turn_its_own_card_is_shown_and_named():
    # issue 29: the human's card stayed on screen while the computer kept and fulfilled contracts not on it
    with simtools.sim() as s:
        s.start_game("beans", seed=5, players=("cpu:2", "human"))
        assert until(s, lambda st: st.active == 0 and st.phase == R.P_KEEP and st.to_move() == 0, 3000)
        s.run(2)
        st, view = s.state, s.match.view
        assert view.viewer == 0
        assert view.info.text == "CPU's card: %d of 6 done" % st.done[0]
        assert view.info.color == ui.PLAYER[0]  # in the computer's colour, as its swatch
        first = V.CARDS[st.active_card[0]][0]
        assert view.lines[0].text[1:].startswith(V.short(first))
        assert view.pl_text[0].color == ui.FG and view.pl_text[1].color == ui.DIM
        assert s.match.app.status.text.text.startswith(V.coins(st.coins(0)))  # the strip's coins: the CPU's


def turn_frames(pace):
    """Frames each computer turn of a Normal-against-Normal game takes (30 a second) at a "CPU moves" pace."""
    with simtools.sim() as s:
        s.start_game("beans", seed=5, players=("cpu:2", "cpu:2"))
        s.run(1)
        s.match.app.settings.set("pace", pace)
        turns = []
        last, start = None, s.frame_no
        while s.frame_no < 9000 and not s.state.is_over():
            s.run(1)
            if s.state.active != last:
                if last is not None:
                    turns.append(s.frame_no - start)
                last, start = s.state.active, s.frame_no
        return turns


def test_each_computer_step_can_be_read_at_the_default_pace_and_fast_stays_fast():
    # issue 29: a Normal bean turn took 12.5 s of animation; issue 37: but its steps showed ~0.23 s each and its
    # claims ("Fulfil 1S 1C 1B") could not be read: each keep and claim stays 0.8 s at Normal, a claim longer
    with simtools.sim() as s:
        s.start_game("beans", seed=5, players=("cpu:2", "cpu:2"))
        s.run(1)
        said, since, kept = None, 0, []
        for _ in range(900):
            s.run(1)
            app = s.match.app
            t = app.footer_text.text if not app.footer.hidden else ""
            if t != said:
                if said is not None and (" Keep " in said or " Fulfil " in said or " Sell " in said):
                    kept.append((s.frame_no - since, said))
                said, since = t, s.frame_no
        assert len(kept) > 15
        for frames, t in kept:
            assert frames >= (36 if "Keep" not in t else 24), (frames, t)  # 30 frames a second
    normal = turn_frames(1)
    assert len(normal) > 10 and sum(normal) / len(normal) <= 12 * 30, normal
    fast = turn_frames(0)
    assert max(fast) <= 2 * 30 and sum(fast) * 2 < sum(normal), (max(fast), sum(fast), sum(normal))


def test_a_computer_claiming_with_your_roll_shows_its_own_card_and_coins():
    # issue 37: the computer claimed contracts with your roll under a "CPU" header, your card and coins on screen
    with simtools.sim() as s:
        s.start_game("beans", seed=5, players=("human", "cpu:1"))
        seen = 0
        for i in range(3000):
            if i % 20 == 0 and s.state is not None and s.state.to_move() == 0:
                s.press("A")
            s.run(1)
            st, app = s.state, s.match.app
            said = "" if app.footer.hidden else app.footer_text.text
            if st.active == 0 and said.startswith(("CPU: Fulfil", "CPU: Sell")):
                view = s.match.view
                assert view.viewer == 1, said
                assert view.info.text == "CPU's card, your roll" and view.info.color == ui.PLAYER[1]
                assert app.status.text.text.startswith(V.coins(st.coins(1)))  # the CPU's coins
                seen += 1
                if seen == 10:
                    break
        assert seen


def test_no_prompt_of_yours_while_the_computers_move_is_shown():
    # issue 37 point 2 (the words never run ahead): while the computer's claim with your roll stood on screen
    # (seed 3, Normal), your keep's frame and "A: keep this die" were already there, and A only skipped the pause
    with simtools.sim() as s:
        s.start_game("beans", seed=3, players=("human", "cpu:1"))
        seen = []
        for _ in range(200):
            s.run(1)
            m = s.match
            if m is None or m.state is None:
                continue
            view = m.view
            if m.deciding != 0 and m.app.footer_text.text.startswith("CPU: Fulfil"):
                seen.append((view.prompt.text, view.cursor.hidden))
            elif m.deciding == 0:
                break
        assert seen, "the computer claimed nothing with your roll"
        assert all(t == ("", True) for t in seen), seen[:3]
        s.run(3)
        assert view.prompt.text == "A: keep this die" and not view.cursor.hidden
