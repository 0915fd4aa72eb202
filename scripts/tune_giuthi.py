#!/usr/bin/env python3
"""Fits Giuthi's evaluation (SIDE_WEIGHTS and TEMPO in src/games/giuthi/ai.rs)
to the seeds each side holds when a round ends.

Reproducible method (docs/engine.md):
1. games: self-play of `rgames engine` against itself, kept by
   scripts/aalina_match.py --records (any number of runs);
2. every position of a round being played with two legal moves or more,
   read back through `rgames engine`, and its features: seeds held (South's
   minus North's), then for each side's pits (South's minus North's) those
   of 2 seeds or more, of 1 seed, the seeds on the side, those of 8 or more,
   and who moves (+1 South, -1 North);
3. its target: South's seeds held minus North's when that round ends (the
   next round's start, or the end of the game); rounds still going when a
   game was cut short are left out;
4. a least-squares fit with no constant, every fifth game held out to check
   that the fit generalises; the coefficients scaled so that a seed held is
   worth EVAL_UNIT (16) and rounded.

Pure Python, no dependencies.
"""

import argparse
import json
import os

from line_engine import LineEngine
from tune_eval import EVAL_UNIT, ROOT, EngineCheck, fit_held_out

NAMES = ["pits of 2 or more", "pits of 1", "seeds on the side", "pits of 8 or more"]


def side(pits, width, s):
    ps = pits[s * width:(s + 1) * width]
    return [sum(p >= 2 for p in ps), sum(p == 1 for p in ps), sum(ps), sum(p >= 8 for p in ps)]


def features(state):
    width = state["width"]
    south, north = side(state["pits"], width, 0), side(state["pits"], width, 1)
    held = state["scores"][0] - state["scores"][1]
    return [held] + [a - b for a, b in zip(south, north)] + [1 if state["to_move"] == 0 else -1]


def rows_of(rgames, paths):
    engine = LineEngine([rgames, "engine"], name="rgames")
    rows, game, check = [], 0, EngineCheck()
    for path in paths:
        with open(path) as f:
            records = [json.loads(line) for line in f if line.strip()]
        head = records[0]
        for rec in records[1:]:
            engine.ask(f"newgame giuthi preset={head.get('preset', 'seed')} "
                       'options={"first_player":"south"}')
            moves, pending, current = rec["moves"], [], None
            for k in range(len(moves) + 1):
                engine.ask("moves " + " ".join(moves[:k]))
                state = json.loads(engine.ask("show"))
                if current is not None and (state["round"] != current or state["over"]):
                    target = state["scores"][0] - state["scores"][1]
                    rows.extend((x, target, game) for x in pending)
                    pending = []
                current = state["round"]
                if state["over"]:
                    break
                if state["phase"] == "sow" and len(state["legal"]) > 1:
                    pending.append(features(state))
                    check.add(engine.ask, pending[-1])
            game += 1
    engine.close()
    check.verify()
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("records", nargs="+", help="games kept by scripts/aalina_match.py --records")
    ap.add_argument("--rgames", default=os.path.join(ROOT, "target", "fast", "rgames"))
    args = ap.parse_args()
    rows = rows_of(args.rgames, args.records)
    w, (alone, every) = fit_held_out(rows)
    print(f"held-out mean squared error (seeds^2): seeds held alone {alone:.2f}, "
          f"with the pit features {every:.2f}")
    print("coefficients per seed held:", ", ".join(
        f"{name} {c / w[0]:+.3f}" for name, c in zip(NAMES + ["tempo"], w[1:])))
    unit = EVAL_UNIT / w[0]
    print(f"SIDE_WEIGHTS = {[round(c * unit) for c in w[1:5]]}; TEMPO = {round(w[5] * unit)}")


if __name__ == "__main__":
    main()
