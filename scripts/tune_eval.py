#!/usr/bin/env python3
"""Fits the weights of the pit evaluation (src/ai/pit_eval.rs) for one game.

Reproducible method (docs/engine.md):
1. self-play: `rgames match GAME --a hard --b hard --games N --opening 6
   --seed S --verbose` (each pair of games from the same 6 random plies,
   seats swapped), or the records of such a run given with --records;
2. every position of every game (not the finished ones) is read back through
   `rgames engine` (`show`), and its features computed exactly as
   `pit_eval::side_features` does (South's minus North's, plus the stores'
   difference and who moves);
3. a logistic regression (Newton's method, a little L2) of South's result
   (1 a win, 0.5 a draw, 0 a loss) on those features;
4. the coefficients scaled so that a seed in store is worth EVAL_UNIT (16)
   and rounded: the `PitWeights` to paste into src/games/<game>/ai.rs.

Pure Python, no dependencies.
"""

import argparse
import json
import math
import os
import subprocess

from line_engine import LineEngine

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
EVAL_UNIT = 16
NAMES = ["seeds on the side", "pits of 1 or 2", "empty pits", "pits of 12 or more",
         "pits reaching the row's end exactly"]


def side_features(pits, width, side):
    """As pit_eval::side_features."""
    f = [0] * 5
    for index in range(width):
        seeds = pits[side * width + index]
        f[0] += seeds
        f[1] += 1 if seeds in (1, 2) else 0
        f[2] += 1 if seeds == 0 else 0
        f[3] += 1 if seeds >= 12 else 0
        f[4] += 1 if seeds == width - index else 0
    return f


def features(state):
    """Stores' difference, the five side features (South minus North), tempo."""
    width = state["width"]
    south = side_features(state["pits"], width, 0)
    north = side_features(state["pits"], width, 1)
    stores = state["stores"]
    tempo = 1 if state["to_move"] == 0 else -1
    return [stores[0] - stores[1]] + [s - n for s, n in zip(south, north)] + [tempo]


def self_play(args):
    cmd = [args.rgames, "match", args.game, "--a", args.level, "--b", args.level,
           "--games", str(args.games), "--ms", "60000", "--opening", "6",
           "--seed", str(args.seed), "--verbose"]
    if args.preset:
        cmd[3:3] = ["--preset", args.preset]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return out.splitlines()


def records(lines):
    for line in lines:
        if not line.startswith("game ") or ": {" not in line:
            continue
        yield json.loads(line[line.index("{"):])


def positions(rgames, recs):
    """(features, South's result, game) for every unfinished position."""
    p = LineEngine([rgames, "engine"], name="rgames")
    ask = p.ask

    data = []
    check = EngineCheck()
    for game, rec in enumerate(recs):
        ask(f"newgame {rec['game']} seed={rec['seed']} options={json.dumps(rec['options'])}")
        seen = []
        for k in range(len(rec["moves"]) + 1):
            ask("moves " + " ".join(rec["moves"][:k]))
            state = json.loads(ask("show"))
            if state["over"]:
                winners = state["winners"] or []
                result = 1.0 if winners == [0] else 0.0 if winners == [1] else 0.5
                data.extend((x, result, game) for x in seen)
                break
            seen.append(features(state))
            check.add(ask, seen[-1])
    p.close()
    check.verify()
    return data


def fit(data, l2=1e-3, rounds=25):
    """Logistic regression by Newton's method: weights of the features and a
    constant (last)."""
    n = len(data[0][0]) + 1
    w = [0.0] * n
    for _ in range(rounds):
        grad = [0.0] * n
        hess = [[0.0] * n for _ in range(n)]
        for x, y in data:
            x = x + [1]
            z = sum(a * b for a, b in zip(w, x))
            q = 1 / (1 + math.exp(-max(-30, min(30, z))))
            for i in range(n):
                grad[i] += (q - y) * x[i]
                qi = q * (1 - q) * x[i]
                for j in range(n):
                    hess[i][j] += qi * x[j]
        for i in range(n):
            grad[i] += l2 * w[i] * len(data)
            hess[i][i] += l2 * len(data)
        step = solve(hess, grad)
        w = [a - b for a, b in zip(w, step)]
        if max(abs(s) for s in step) < 1e-9:
            break
    return w


def solve(a, b):
    """Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        for r in range(n):
            if r != c and m[c][c] != 0:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def least_squares(data, cols):
    """The weights of the columns `cols` of each row's features that fit its
    target best in squares, with no constant: (features, target) rows."""
    n = len(cols)
    a = [[sum(x[cols[i]] * x[cols[j]] for x, _ in data) for j in range(n)] for i in range(n)]
    b = [sum(x[cols[i]] * y for x, y in data) for i in range(n)]
    return solve(a, b)


def mean_squared_error(data, cols, w):
    return sum((y - sum(w[i] * x[c] for i, c in enumerate(cols))) ** 2
               for x, y in data) / len(data)


def fit_held_out(rows):
    """Least squares of (features, target, game) rows on every feature, and on
    the first alone, every fifth game held out: the weights of every feature,
    and the held-out mean squared errors of both fits (first alone, all)."""
    train = [(x, y) for x, y, g in rows if g % 5 != 0]
    test = [(x, y) for x, y, g in rows if g % 5 == 0]
    every = list(range(len(rows[0][0])))
    w = least_squares(train, every)
    base = least_squares(train, [0])
    errors = (mean_squared_error(test, [0], base), mean_squared_error(test, every, w))
    print(f"{len(rows)} positions ({len(train)} fitted, {len(test)} held out)")
    return w, errors


class EngineCheck:
    """Checks the script's features against the engine's own evaluation.

    `rgames engine`'s `eval` (alpha-beta's judgement of a position,
    `AiGame::evaluate`) is linear in exactly these features, so a
    least-squares fit of it on them must be exact; any position it misses
    shows a feature computed differently here. `add` each position's
    features with the engine's answer, then `verify`."""

    def __init__(self):
        self.rows = []

    def add(self, ask, x):
        self.rows.append((x, int(ask("eval").split()[1])))

    def verify(self):
        if not self.rows:
            return
        w = least_squares(self.rows, list(range(len(self.rows[0][0]))))
        worst = max(abs(y - sum(a * b for a, b in zip(w, x))) for x, y in self.rows)
        if worst > 1e-3:
            raise SystemExit(f"the features computed here are not the engine's: its evaluation "
                             f"misses a linear fit on them by up to {worst:.2f}")
        print(f"features checked against rgames's evaluation on {len(self.rows)} positions "
              f"(in play: {[round(c) for c in w]})")


def log_loss(data, w):
    total = 0.0
    for x, y in data:
        z = sum(a * b for a, b in zip(w, x + [1]))
        q = min(max(1 / (1 + math.exp(-max(-30, min(30, z)))), 1e-12), 1 - 1e-12)
        total -= y * math.log(q) + (1 - y) * math.log(1 - q)
    return total / len(data)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("game")
    ap.add_argument("--preset")
    ap.add_argument("--rgames", default=os.path.join(ROOT, "target", "fast", "rgames"))
    ap.add_argument("--records", help="the output of `rgames match --verbose` instead of playing")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--level", default="hard")
    ap.add_argument("--seed", type=int, default=11)
    args = ap.parse_args()
    if args.records:
        with open(args.records) as f:
            lines = f.read().splitlines()
    else:
        lines = self_play(args)
    recs = list(records(lines))
    data = positions(args.rgames, recs)
    # Every fifth game held out, to check the fit generalises.
    train = [(x, y) for x, y, game in data if game % 5 != 0]
    test = [(x, y) for x, y, game in data if game % 5 == 0]
    w = fit(train)
    base = fit([([x[0]], y) for x, y in train])
    print(f"{len(recs)} games, {len(data)} positions ({len(train)} fitted, {len(test)} held out)")
    print(f"held-out log loss: stores alone {log_loss([([x[0]], y) for x, y in test], base):.4f}, "
          f"with the pit features {log_loss(test, w):.4f}")
    unit = EVAL_UNIT / w[0]
    print("coefficients per seed in store:", ", ".join(
        f"{name} {c / w[0]:+.3f}" for name, c in zip(NAMES + ["tempo"], w[1:])))
    side = [round(c * unit) for c in w[1:6]]
    tempo = round(w[6] * unit)
    print(f"PitWeights {{ side: {side}, tempo: {tempo} }}")


if __name__ == "__main__":
    main()
