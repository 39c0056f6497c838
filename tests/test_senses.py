"""The lights and the speaker, tested like the screen: the NeoPixels' colours read from the device picture (sim.badge)
at known moments, and the speaker's tones read from the WAV the simulator writes (sim.speaker)."""
import os

from pocket import ui
from sim import badge
from sim.png import read_png
from sim.speaker import read_tones
from tests.helpers import simtools
from tests.helpers.simtools import PIG

MOVE_HZ, BAD_HZ = 880, 220  # pocket.sound's "move" and "bad" tones


def hue(color):
    top = max(color)
    return tuple(c / top for c in color)


def lit_in(led, color):
    """True when a NeoPixel as drawn is lit in this 24-bit colour (its hue, plainly bright)."""
    want = ((color >> 16) & 255, (color >> 8) & 255, color & 255)
    return max(led) >= 120 and all(abs(a - b) <= 0.06 for a, b in zip(hue(led), hue(want)))


def leds(picture):
    return [badge.led_color(picture, i) for i in range(5)]


def test_the_lights_show_the_player_to_move_the_computer_thinking_and_the_winner(tmp_path):
    seen = {}

    def spy(sim):
        """Wrap the game's AI: while it thinks, let 61 ms pass and poll, as a long search does, and look."""
        m = sim.match
        if m is None or getattr(m.ai, "spied", False):
            return
        real = m.ai

        class Thinking:
            spied = True

            @staticmethod
            def choose(state, level, rng, poll):
                for _ in range(3):
                    sim.device.ms += 61
                    poll()
                    seen.setdefault("thinking", []).append(leds(sim.device_picture()))
                return real.choose(state, level, rng, poll)

        m.ai = Thinking

    with simtools.sim(extra_games=[PIG]) as s:
        s.start_game("refgame", seed=5, players=("human", "cpu:2"))
        s.run(10)
        assert s.state.to_move() == 0
        pic = s.device_picture()
        assert all(lit_in(c, ui.PLAYER[0]) for c in leds(pic)), leds(pic)  # the player to move: all five, blue
        s.hooks.append(spy)
        for _ in range(400):
            if "thinking" in seen:
                break
            s.tap("DOWN", "A")  # hold (ends the human's turn) or roll: the computer gets its turn soon
        chase = seen["thinking"]
        # the computer thinking: one grey light at a time, moving along the row
        lit = []
        for frame in chase:
            on = [i for i, c in enumerate(frame) if c != badge.LED_OFF]
            assert len(on) == 1, frame
            r, g, b = frame[on[0]]
            assert abs(r - g) < 8 and abs(g - b) < 8, frame
            lit.append(on[0])
        assert len(set(lit)) > 1, lit
        s.hooks.remove(spy)

    with simtools.sim(extra_games=[PIG]) as s:
        s.start_game("refgame", seed=5, players=("cpu:0", "cpu:2"))
        simtools.run_until_over(s)
        s.run(5)
        winner = s.state.returns().index(1.0)
        s.device_shot(str(tmp_path / "end.png"), 2)
        w, h, rows = read_png(str(tmp_path / "end.png"))
        assert (w, h) == (badge.W * 2, badge.H * 2)
        for cx, cy in badge.LEDS:  # read back from the PNG: the winner's colour
            x, y = cx * 2 + 1, cy * 2 + 1
            led = tuple(rows[y][x * 3:x * 3 + 3])
            assert lit_in(led, ui.PLAYER[winner]), (led, winner)
        s.write_audio(str(tmp_path / "end.wav"))
        tones = read_tones(str(tmp_path / "end.wav"))
        # every computer move is heard, and the end (no human won) is the low "bad" tone, last
        assert abs(tones[-1][2] - BAD_HZ) < 5, tones[-3:]
        assert sum(1 for t in tones if abs(t[2] - MOVE_HZ) < 10) >= 5


def test_sound_off_in_settings_is_silence():
    with simtools.sim(extra_games=[PIG]) as s:
        from pocket.saves import Store
        from pocket.settings import Settings
        st = Settings(Store(s.device.nvm))  # as the Settings screen stores them: sound off
        st.load()
        st.set("sound", 0)
        st.save()
        s.start_game("refgame", seed=5, players=("cpu:0", "cpu:2"))
        s.run(300)
        assert s.speaker.tones == []


def test_the_device_shot_and_the_wav_from_the_command_line(tmp_path):
    """The issue's own command, shorter: a device picture with the lights in the player's colour, a WAV with tones
    (a computer move each), the frames' timing: the WAV lasts as long as the frames."""
    from sim.__main__ import main
    shot, wav, screen = (str(tmp_path / n) for n in ("d.png", "a.wav", "s.png"))
    main(["--headless", "--game", "tanbo", "--players", "cpu:1,cpu:1", "--frames", "150", "--device-shot", shot,
          "--audio-out", wav, "--screenshot", screen])
    w, h, rows = read_png(shot)
    assert (w, h) == (badge.W, badge.H)
    colours = [tuple(rows[cy][cx * 3:cx * 3 + 3]) for cx, cy in badge.LEDS]
    assert any(all(lit_in(c, p) for c in colours) for p in ui.PLAYER[:2]), colours
    assert read_png(screen)[:2] == (160, 128)  # --screenshot stays the bare screen
    tones = read_tones(wav)
    assert len(tones) >= 2 and all(abs(t[2] - MOVE_HZ) < 10 for t in tones), tones
    import wave
    with wave.open(wav) as f:
        assert abs(f.getnframes() / f.getframerate() - 151 / 30) < 0.01


def test_a_tone_starts_in_the_frame_that_played_it(tmp_path):
    """The WAV keeps the frames' timing: a sound played during frame N starts at N/30 s."""
    played = []

    def spy(sim):
        if sim.speaker.tones and not played:
            played.append(sim.frame_no)

    with simtools.sim(extra_games=[PIG]) as s:
        s.hooks.append(spy)
        s.start_game("refgame", seed=5, players=("cpu:0", "cpu:2"))
        s.run(200)
        s.write_audio(str(tmp_path / "t.wav"))
    first = read_tones(str(tmp_path / "t.wav"))[0]
    # the hook runs at the frame boundary after the one that played it
    assert (played[0] - 1) / 30 <= first[0] < played[0] / 30 + 0.001, (played, first)


def test_the_record_folder_holds_device_pictures_when_asked(tmp_path):
    from sim.__main__ import main
    main(["--headless", "--frames", "3", "--record", str(tmp_path), "--record-device"])
    names = sorted(os.listdir(tmp_path))
    assert names[:3] == ["frame00001.png", "frame00002.png", "frame00003.png"]
    assert read_png(str(tmp_path / names[0]))[:2] == (badge.W, badge.H)
