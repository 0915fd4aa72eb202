#!/usr/bin/env python3
"""Fits the pit evaluation's weights (src/ai/pit_eval.rs) to what a deeper
search says, rather than to game results (scripts/tune_eval.py).

Reproducible method (docs/engine.md):
1. positions: every position of the games in the given match logs (the
   `--verbose` output of scripts/aalina_match.py: "game N: ..., P plies:
   m1 m2 ..."), sampled at random (--positions, --seed);
2. each position's value: `rgames analyse --depth D` (a search whose leaves
   are scored by the stores alone, with the endgame table given by --table),
   the best move's value in seeds, read as South's final margin;
3. a least-squares fit, with no constant, of that value on the features of
   `pit_eval::side_features` (South's minus North's), the stores' difference
   and who moves (the features are differences, so the fit is symmetric);
   every fifth game held out to check that the fit generalises;
4. the coefficients scaled so that a seed in store is worth EVAL_UNIT (16)
   and rounded: the `PitWeights` for src/games/<game>/ai.rs.

Pure Python, no dependencies.
"""

import argparse
import json
import os
import random
import subprocess

from line_engine import LineEngine
from tune_eval import EVAL_UNIT, NAMES, ROOT, EngineCheck, features, fit_held_out


def games_of(paths, first_player):
    for path in paths:
        with open(path) as f:
            for line in f:
                if line.startswith("game ") and " plies: " in line:
                    moves = line.split(" plies: ", 1)[1].split("[")[0].split()
                    yield moves


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("logs", nargs="+", help="match logs (scripts/aalina_match.py --verbose)")
    ap.add_argument("--game", default="owari")
    ap.add_argument("--preset", default="abapa")
    ap.add_argument("--options", default='{"first_player":"south"}')
    ap.add_argument("--rgames", default=os.path.join(ROOT, "target", "fast", "rgames"))
    ap.add_argument("--table", help="endgame table for the analysis (rgames tables ... --out)")
    ap.add_argument("--depth", type=int, default=10)
    ap.add_argument("--positions", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--data", help="cache of (features, value, game) rows (JSON lines)")
    args = ap.parse_args()

    rows = []
    if args.data and os.path.exists(args.data):
        with open(args.data) as f:
            rows = [json.loads(line) for line in f]
    if not rows:
        engine = LineEngine([args.rgames, "engine"], name="rgames")
        ask = engine.ask

        ask(f"newgame {args.game} preset={args.preset} options={args.options}")
        candidates = []
        for game, moves in enumerate(games_of(args.logs, 0)):
            for k in range(len(moves)):
                candidates.append((game, moves[:k]))
        rng = random.Random(args.seed)
        rng.shuffle(candidates)
        out = open(args.data, "w") if args.data else None
        check = EngineCheck()
        for game, moves in candidates:
            if len(rows) >= args.positions:
                break
            ask("moves " + " ".join(moves))
            state = json.loads(ask("show"))
            if state["over"] or len(ask("legal").split()) < 3:
                continue  # finished, or one move: nothing to judge
            cmd = [args.rgames, "analyse", args.game, "--preset", args.preset,
                   "--options", args.options, "--moves", " ".join(moves),
                   "--depth", str(args.depth)]
            if args.table:
                cmd += ["--table", args.table]
            found = json.loads(subprocess.run(cmd, check=True, capture_output=True,
                                              text=True).stdout)
            value = found["moves"][0]["value"]
            south = value if found["player"] == 0 else -value
            row = [features(state), south, game]
            check.add(ask, row[0])
            rows.append(row)
            if out:
                out.write(json.dumps(row) + "\n")
                out.flush()
        engine.close()
        check.verify()

    w, (alone, every) = fit_held_out(rows)
    print(f"depth {args.depth}; held-out mean squared error (seeds^2): stores alone "
          f"{alone:.3f}, with the pit features {every:.3f}")
    print("coefficients per seed in store:", ", ".join(
        f"{name} {c / w[0]:+.3f}" for name, c in zip(NAMES + ["tempo"], w[1:])))
    unit = EVAL_UNIT / w[0]
    side = [round(c * unit) for c in w[1:6]]
    print(f"PitWeights {{ side: {side}, tempo: {round(w[6] * unit)} }}")


if __name__ == "__main__":
    main()
