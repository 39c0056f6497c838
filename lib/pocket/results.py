# The results screen of a match: who won, the view's lines (or the scores), then Rematch or Menu. Imported only
# when a game ends (Match.results), so its code is not in the game's heap during play.
from pocket.verbs import MENU, REMATCH


def results(match):
    app = match.app
    names = match.names
    st = match.state
    ret = st.returns()
    best = max(ret)
    winners = [i for i, r in enumerate(ret) if r == best]
    if len(winners) == len(ret):
        title = "Draw"
    elif len(winners) > 1:
        title = "Shared win: " + ", ".join(names[i] for i in winners)
    elif names[winners[0]] == "You":
        title = "You win!"
    else:
        title = names[winners[0]] + " wins"
    app.lights.win(winners[0])
    app.sound.play("win" if match.human[winners[0]] else "bad")
    res = getattr(match.view, "results", None)
    lines = res(st) if res is not None else None
    if not lines:
        sc = st.scores()
        lines = ["%s: %d" % (names[i], sc[i]) for i in range(len(sc))]
    app.status.player(winners[0], title[:20])
    app.say("")
    app.settle()  # A held to fast-forward the last computer move does not close the results at once
    app.message("\n".join(lines), title, "A: continue")
    choice = app.ask(title[:22], ["Rematch", "Menu"])
    return REMATCH if choice == 0 else MENU
