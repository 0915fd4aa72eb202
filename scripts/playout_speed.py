#!/usr/bin/env python3
"""Random-playout speed: ours (`rgames bench`) against OpenSpiel's C++, one run.

OpenSpiel (`pip install open_spiel`) is only an outside yardstick here; the
project does not depend on it. Both sides play uniformly random moves from
the start position to the end of the game, one core, in the same run:

  ours       `rgames bench GAME --preset P --seconds S`: the Rust rules
             (`ai::bench`), playouts and actions counted as played;
  OpenSpiel  its C++ `RandomRolloutEvaluator` (clone the state, then
             `LegalActions` and `ApplyAction` with a uniform choice until
             the end), driven from C++ by a one-simulation `MCTSBot` whose
             single simulation evaluates the start position with N rollouts,
             so Python is out of the timed loop (one call of `step`).

OpenSpiel's C++ does not count the actions it plays, so its actions a second
are its playouts a second times the mean length of a random game in
OpenSpiel's rules, measured by playing random games through pyspiel (from
Python, untimed). Playouts a second are measured directly on both sides.
The measurements alternate (ours, OpenSpiel, ours, ...) `--repeat` times and
the medians are printed with the load average, as the machine may be shared.

Games:
  kalah  our `basic --preset kalah-6-4`  vs OpenSpiel `mancala` (Kalah 6,4)
  abapa  our `owari --preset abapa`      vs OpenSpiel `oware`

  cargo build --profile fast --bin rgames
  python3 scripts/playout_speed.py --rgames target/fast/rgames
"""

import argparse
import os
import random
import re
import statistics
import subprocess
import time

import pyspiel

GAMES = {
    # name: (our game, our preset, OpenSpiel game)
    "kalah": ("basic", "kalah-6-4", "mancala"),
    "abapa": ("owari", "abapa", "oware"),
}


def ours(rgames, game, preset, seconds):
    """(playouts/s, actions/s, actions a playout) from `rgames bench`."""
    out = subprocess.run(
        [rgames, "bench", game, "--preset", preset, "--seconds", str(seconds)],
        check=True, capture_output=True, text=True).stdout
    per = re.search(r"([\d.]+) actions a playout", out)
    speed = re.search(r"([\d.]+) playouts/s, ([\d.]+) actions/s", out)
    if not per or not speed:
        raise SystemExit(f"unexpected output of rgames bench:\n{out}")
    return float(speed.group(1)), float(speed.group(2)), float(per.group(1))


def openspiel_playouts_per_s(game, rollouts, seed):
    """Playouts a second of OpenSpiel's C++ random rollouts from the start."""
    evaluator = pyspiel.RandomRolloutEvaluator(rollouts, seed)
    # uct_c, max_simulations, max_memory_mb, solve, seed, verbose
    bot = pyspiel.MCTSBot(game, evaluator, 2.0, 1, 1000, False, seed, False)
    state = game.new_initial_state()
    began = time.perf_counter()
    bot.step(state)
    return rollouts / (time.perf_counter() - began)


def openspiel_mean_length(game, games, seed):
    """The mean number of actions of a uniformly random game, OpenSpiel's rules."""
    rng = random.Random(seed)
    total = 0
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            total += 1
    return total / games


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rgames", default="target/fast/rgames")
    parser.add_argument("--game", choices=sorted(GAMES), action="append",
                        help="a game (repeatable; default: both)")
    parser.add_argument("--seconds", type=float, default=2.0,
                        help="our bench's time a measurement")
    parser.add_argument("--rollouts", type=int, default=0,
                        help="OpenSpiel's rollouts a measurement (default: about --seconds' worth)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--length-games", type=int, default=2000,
                        help="random games played to measure OpenSpiel's mean game length")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    print(f"load average at start: {os.getloadavg()[0]:.2f}")
    rows = []
    for name in args.game or ["kalah", "abapa"]:
        our_game, preset, os_name = GAMES[name]
        game = pyspiel.load_game(os_name)
        length = openspiel_mean_length(game, args.length_games, args.seed)
        rollouts = args.rollouts
        if not rollouts:
            rate = openspiel_playouts_per_s(game, 200, args.seed)
            rollouts = max(200, int(rate * args.seconds))
        ours_p, ours_a, theirs_p = [], [], []
        our_length = 0.0
        for r in range(args.repeat):
            p, a, our_length = ours(args.rgames, our_game, preset, args.seconds)
            ours_p.append(p)
            ours_a.append(a)
            theirs_p.append(openspiel_playouts_per_s(game, rollouts, args.seed + r))
            print(f"{name} run {r + 1}: ours {p:,.0f} playouts/s, {a:,.0f} actions/s; "
                  f"OpenSpiel {theirs_p[-1]:,.0f} playouts/s ({rollouts} rollouts); "
                  f"load {os.getloadavg()[0]:.2f}", flush=True)
        op, oa, tp = (statistics.median(v) for v in (ours_p, ours_a, theirs_p))
        ta = tp * length
        rows.append((name, op, oa, our_length, tp, ta, length))

    print()
    print("| game | ours playouts/s | ours actions/s | ours actions a playout "
          "| OpenSpiel playouts/s | OpenSpiel actions/s | OpenSpiel actions a playout "
          "| ratio (playouts) | ratio (actions) |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name, op, oa, ol, tp, ta, tl in rows:
        print(f"| {name} | {op:,.0f} | {oa:,.0f} | {ol:.1f} | {tp:,.0f} | {ta:,.0f} | {tl:.1f} "
              f"| {op / tp:.2f}x | {oa / ta:.2f}x |")
    print(f"load average at end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
