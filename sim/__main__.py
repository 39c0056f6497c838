"""python -m sim: run the handheld's unchanged code.py on this computer.

With a screen: a window showing the whole handheld (arrows = D-pad, X = A, Z = B, Enter = START, Space/Backspace =
SELECT, or click its buttons), its NeoPixels lit and its speaker sounding through pygame.mixer.
--headless (or no screen): no window; scripted presses; PNG screenshots of the screen or the whole device, a WAV of
the speaker."""
import argparse
import os
import sys

from sim import device as dev
from sim.device import KEY_NAMES

DEFAULT_NVM = os.path.join(os.path.expanduser("~"), ".cache", "pocket-tabletop", "nvm.bin")


def parse_press(text):
    """FRAME:BUTTON (a tap), FRAME:BUTTON:down (press and hold) or FRAME:BUTTON:up (release)."""
    parts = text.split(":")
    if len(parts) not in (2, 3) or not parts[0].isdigit():
        raise argparse.ArgumentTypeError("expected FRAME:BUTTON[:up|:down], got %r" % text)
    button = parts[1].upper()
    if button not in KEY_NAMES:
        raise argparse.ArgumentTypeError("unknown button %r (buttons: %s)" % (parts[1], ", ".join(KEY_NAMES)))
    how = parts[2].lower() if len(parts) == 3 else "tap"
    if how not in ("tap", "up", "down"):
        raise argparse.ArgumentTypeError("expected :up or :down after the button, got %r" % parts[2])
    return int(parts[0]), button, how


def read_script(path):
    """A press script: one FRAME:BUTTON[:up|:down] per line (or FRAME BUTTON [up|down]); # starts a comment."""
    presses = []
    try:
        lines = open(path, encoding="utf-8").read().splitlines()
    except OSError as exc:
        raise SystemExit("sim: cannot read the press script %s: %s" % (path, exc.strerror))
    for n, line in enumerate(lines, 1):
        line = line.split("#")[0].strip()
        if not line:
            continue
        try:
            presses.append(parse_press(":".join(line.split())))
        except argparse.ArgumentTypeError as exc:
            raise SystemExit("sim: %s line %d: %s" % (path, n, exc))
    return presses


def parse_scale(text):
    if text == "real":
        return text
    if not text.isdigit() or not 1 <= int(text) <= 8:
        raise argparse.ArgumentTypeError("expected a zoom of 1 to 8 or 'real', got %r" % text)
    return int(text)


def build_parser():
    ap = argparse.ArgumentParser(prog="python -m sim", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--headless", action="store_true", help="no window: run a number of frames and write PNGs")
    ap.add_argument("--frames", type=int, default=None, help="frames to run headless (30 a second; default 60)")
    ap.add_argument("--press", action="append", type=parse_press, default=[], metavar="FRAME:BUTTON[:up|:down]",
                    help="a button press at a frame (repeatable). Buttons: " + ", ".join(KEY_NAMES))
    ap.add_argument("--script", help="a file of presses, one FRAME:BUTTON[:up|:down] a line")
    ap.add_argument("--seed", type=int, default=None,
                    help="seed of the game started with --game (default 1); without --game, the seed of the first "
                         "game started from the launcher (then seed+1, ...), so a press script replays the same "
                         "games (default: random, as on the device)")
    ap.add_argument("--game", help="start this game directly (skip the launcher): a game id of games/registry.py")
    ap.add_argument("--players", default="human,cpu:1",
                    help="with --game: seats, e.g. human,cpu:2 (cpu:0 Easy, cpu:1 Normal, cpu:2 Hard)")
    ap.add_argument("--screenshot", help="headless: write the last frame (the bare 160x128 screen) to this PNG")
    ap.add_argument("--device-shot", metavar="FILE.png",
                    help="headless: write the whole device at the last frame (screen, NeoPixels, buttons) to this PNG")
    ap.add_argument("--audio-out", metavar="FILE.wav",
                    help="headless: write what the speaker played to this WAV (frame N starts at N/30 s)")
    ap.add_argument("--record", metavar="DIR", help="headless: write every frame as DIR/frameNNNNN.png")
    ap.add_argument("--record-device", action="store_true",
                    help="with --record: each frame as the whole device picture instead of the bare screen")
    ap.add_argument("--scale", type=parse_scale, default=None, metavar="N|real",
                    help="zoom: of the window's device picture (default: the largest of 4, 3, 2 that fits the "
                         "desktop; 'real' shows the screen at the PyBadge's physical 1.8\" size, see --dpi), and "
                         "of the PNGs headless (default 1)")
    ap.add_argument("--dpi", type=int, default=96, help="with --scale real: the monitor's dots an inch (default 96)")
    ap.add_argument("--writable-drive", action="store_true",
                    help="as if SELECT was held at boot: games may write files (game records) to the simulated "
                         "drive, %s" % dev.DEFAULT_DRIVE.replace(os.path.expanduser("~"), "~"))
    ap.add_argument("--usb", choices=("computer", "quiet", "none"), default=None,
                    help="switch on with this on the cable (sim.device.Usb): boot.py runs first, then the launcher "
                         "decides who writes the drive (none: on battery, the games take it). Default: a computer "
                         "that has held the drive since long ago, no boot.py")
    ap.add_argument("--nvm", default=None,
                    help="file that keeps the handheld's saves (default: %s with a window, none headless)"
                         % DEFAULT_NVM.replace(os.path.expanduser("~"), "~"))
    return ap


def check_game(ap, game, players):
    if game is None:
        return None
    from sim.runner import add_paths
    add_paths()
    from games.registry import GAMES
    ids = [g[0] for g in GAMES]
    if game not in ids:
        ap.error("unknown game %r (installed: %s)" % (game, ", ".join(ids) or "none"))
    seats = players.split(",")
    for s in seats:
        if s != "human" and not (s.startswith("cpu:") and s[4:] in ("0", "1", "2")) and s != "cpu":
            ap.error("bad seat %r in --players (use human, cpu:0, cpu:1 or cpu:2)" % s)
    entry = GAMES[ids.index(game)]
    if not entry[2] <= len(seats) <= entry[3]:
        ap.error("%s takes %d-%d players, --players gives %d" % (game, entry[2], entry[3], len(seats)))
    return seats


def run_headless(args, seats, note=""):
    from sim.runner import Sim
    frames = args.frames if args.frames is not None else 60
    if frames < 1:
        raise SystemExit("sim: --frames must be at least 1")
    # paths are taken from where the command was given (the simulator then works from the repo's root)
    record = os.path.abspath(args.record) if args.record else None
    device_shot = os.path.abspath(args.device_shot) if args.device_shot else None
    audio = os.path.abspath(args.audio_out) if args.audio_out else None
    shot = (os.path.abspath(args.screenshot or "sim-screenshot.png")
            if args.screenshot or not (record or device_shot or audio) else None)
    scale = args.scale if isinstance(args.scale, int) else 1
    nvm = os.path.abspath(args.nvm) if args.nvm else None
    if record:
        os.makedirs(record, exist_ok=True)
    presses = list(args.press) + (read_script(args.script) if args.script else [])
    sim = Sim(nvm_path=nvm, record_dir=record, record_device=args.record_device)
    sim.device.set_writable(args.writable_drive)
    power_on(sim.device, args)
    seed_device(sim.device, args, seats)
    for frame, button, how in presses:
        if how == "tap":
            sim.press(button, at=frame)
        else:
            sim.schedule.setdefault(frame, []).append((button, how == "down"))
    try:
        sim.run(frames)
        if shot:
            sim.screenshot(shot, scale)
            print("%swrote %s after %d frames" % (note, args.screenshot or "sim-screenshot.png", sim.frame_no))
        if device_shot:
            sim.device_shot(device_shot, scale)
            print("%swrote %s after %d frames" % (note, args.device_shot, sim.frame_no))
        if audio:
            sim.write_audio(audio)
            print("%swrote %s: %d tones in %.1f s" % (note, args.audio_out, len(sim.speaker.tones),
                                                      (sim.frame_no + 1) / 30))
    finally:
        sim.close()


def power_on(device, args):
    """--usb: a reset with that on the cable (boot.py, then code.py; USB starts between them)."""
    if args.usb is not None:
        device.power_on(None if args.usb == "none" else args.usb)


def seed_device(device, args, seats):
    from sim.runner import seed_games, start_game
    """--seed: the game --game starts, or the first game started from the launcher; Rematch then plays the
    next seeds, so the same presses replay the same games."""
    seed = 1 if args.seed is None and seats else args.seed
    if seats:
        start_game(device, args.game, seed, seats)
        seed += 1
    if seed is not None:
        seed_games(device, seed)


def main(argv=None):
    ap = build_parser()
    args = ap.parse_args(argv)
    if args.dpi < 30 or args.dpi > 600:
        ap.error("--dpi must be 30 to 600")
    seats = check_game(ap, args.game, args.players)
    headless_only = (args.frames is not None or args.screenshot or args.record or args.press or args.script
                     or args.device_shot or args.audio_out)
    if args.headless or headless_only:
        return run_headless(args, seats)
    from sim.window import open_window
    nvm = args.nvm or DEFAULT_NVM
    os.makedirs(os.path.dirname(nvm), exist_ok=True)
    def setup(device):
        if args.writable_drive:
            device.set_writable(True)
        power_on(device, args)
        seed_device(device, args, seats)
    try:
        open_window(nvm, args.scale, setup, dpi=args.dpi)
    except RuntimeError as exc:
        print("sim: cannot open a window (%s): running headless instead." % exc, file=sys.stderr)
        run_headless(args, seats, note="headless: ")


if __name__ == "__main__":
    main()
