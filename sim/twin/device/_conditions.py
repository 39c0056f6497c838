# The press scripts' conditions (sim/twin/scenarios.py: until, mash until, expect), one definition for the twin's
# harness on the 32-bit core (_twin.py) and the headless simulator's player (sim/scripted.py).


def holds(words, m, app, program):
    """True when the program is where the words say. m: the live Match or None; app: the live App or None;
    program: the program running, "code.py" or "play.py"."""
    what = words[0]
    if what == "program":
        return program == words[1]
    if what == "match":
        return m is not None and not m.state.is_over()
    if what == "results":
        return m is not None and m.state.is_over()
    if what == "human":
        if m is None or m.state.is_over():
            return False
        p = m.state.to_move()
        # (or a view holding the computer's move on screen until a person's A: Seasons of Rice's "A: go on")
        return (p >= 0 and m.human[p]) or getattr(m.view, "held", False)
    if what == "kinds":
        return m is not None and ",".join(str(k) for k in m.setup.kinds) == words[1]
    if what == "game":
        return m is not None and m.setup.game_id == words[1]
    if what == "modal":
        return app is not None and len(app.overlay) > 0
    if what == "setting":
        return app is not None and app.settings.get(words[1]) == int(words[2])
    raise ValueError("unknown condition " + what)
