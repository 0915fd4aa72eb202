#!/usr/bin/env python3
"""Our Strongest level against OpenSpiel's UCT MCTS with random rollouts.

OpenSpiel (`pip install open_spiel`) is only an outside opponent here; the
project does not depend on it. Our side is `rgames engine` (the line protocol
of src/ai/protocol.rs) answering `go ms=<ms>`; OpenSpiel's side is
`open_spiel.python.algorithms.mcts.MCTSBot` with a `RandomRolloutEvaluator`
(one rollout), UCT c = 2, MCTS-Solver on (OpenSpiel's own example defaults).
The bot has no clock, so it gets a fixed simulation count measured at the
start to take about <ms> per move on this machine (printed), unless
`--sims N` is given.

Games:
  kalah  our `basic --preset kalah-6-4`  vs OpenSpiel `mancala` (Kalah 6,4)
  abapa  our `owari --preset abapa`      vs OpenSpiel `oware`

After every move both positions are compared (seeds in each pit, stores, the
player to move; at the end the final score of each side, board seeds counted
for their owner, and the winner), and a mismatch stops the match with both
positions printed, so a rules difference is never played through silently.
Our side moves first in the even games (0, 2, ...) and second in the odd
ones. South (A-F) is always the first player, OpenSpiel's player 0.

  python3 scripts/openspiel_match.py --game kalah --games 2        # smoke
  python3 scripts/openspiel_match.py --game abapa --games 40 > /tmp/openspiel-abapa.log
  python3 scripts/openspiel_match.py --game abapa --random-games 1000   # rules only
"""

import argparse
import json
import sys
import time

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts

from line_engine import LineEngine

GAMES = {
    # name: (our game, our preset, OpenSpiel game)
    "kalah": ("basic", "kalah-6-4", "mancala"),
    "abapa": ("owari", "abapa", "oware"),
}
LETTERS = "ABCDEF"
SIMS = []  # OpenSpiel simulations of every move of the match


class Engine(LineEngine):
    """One `rgames engine` process."""

    def __init__(self, binary):
        super().__init__([binary, "engine"], name="engine")


# --- OpenSpiel positions in our layout -------------------------------------
# Ours: pits[0..6] South A-F, pits[6..12] North a-f (sowing runs up the
# indices), stores [South, North], to_move 0 = South.


def spiel_view(name, state):
    """(pits, stores, to_move or None when over) of an OpenSpiel state."""
    obs = state.observation_tensor(0)
    if name == "kalah":
        # mancala board: [0] = player 1's store, [1..6] player 0's pits,
        # [7] player 0's store, [8..13] player 1's pits.
        board = [int(round(v)) for v in obs[:14]]
        pits = board[1:7] + board[8:14]
        stores = [board[7], board[0]]
    else:
        # oware: 12 houses then 2 scores, each divided by the 48 seeds.
        vals = [int(round(v * 48)) for v in obs[:14]]
        pits = vals[:12]
        stores = vals[12:14]
    to_move = None if state.is_terminal() else state.current_player()
    return pits, stores, to_move


def final_scores(pits, stores):
    """Each side's final score: its store plus the seeds on its side."""
    return [stores[0] + sum(pits[:6]), stores[1] + sum(pits[6:])]


def our_move_to_spiel(name, player, move):
    i = LETTERS.index(move.upper())
    if name == "kalah":
        return i + 1 if player == 0 else i + 8
    return i  # oware: the house within the mover's own row


def spiel_move_to_ours(name, player, action):
    i = action - (1 if player == 0 else 8) if name == "kalah" else action
    letter = LETTERS[i]
    return letter if player == 0 else letter.lower()


def check_same(name, ours, state, moves):
    pits, stores, to_move = spiel_view(name, state)
    problems = []
    if ours["over"] != state.is_terminal():
        problems.append(f"over: ours {ours['over']}, OpenSpiel {state.is_terminal()}")
    elif not state.is_terminal():
        if ours["pits"] != pits or ours["stores"] != stores:
            problems.append(
                f"board: ours {ours['pits']} {ours['stores']}, OpenSpiel {pits} {stores}"
            )
        if ours["to_move"] != to_move:
            problems.append(f"to move: ours {ours['to_move']}, OpenSpiel {to_move}")
        legal = sorted(
            our_move_to_spiel(name, to_move, m) for m in ours["legal"]
        )
        if legal != sorted(state.legal_actions()):
            problems.append(
                f"legal: ours {ours['legal']}, OpenSpiel {state.legal_actions()}"
            )
    else:
        theirs = final_scores(pits, stores)
        if ours["scores"] != theirs:
            problems.append(f"final score: ours {ours['scores']}, OpenSpiel {theirs}")
    if problems:
        print("RULES MISMATCH after moves:", " ".join(moves))
        print(state)
        print(json.dumps(ours))
        for p in problems:
            print("  ", p)
        sys.exit(2)


class TimedMCTSBot(mcts.MCTSBot):
    """OpenSpiel's MCTSBot, searching for `ms` milliseconds a move.

    OpenSpiel's search loop stops after `max_simulations` or once the root is
    solved; with no simulation cap, the deadline check below marks the root as
    done (a placeholder outcome, never read: the move is chosen among the
    root's children) so the loop ends after the simulation in progress.
    """

    def __init__(self, game, uct_c, ms, evaluator, random_state):
        super().__init__(game, uct_c, 10**9, evaluator, solve=True, random_state=random_state)
        self.ms = ms
        self.deadline = 0.0
        self.sims = []

    def mcts_search(self, state):
        self.deadline = time.perf_counter() + self.ms / 1000.0
        root = super().mcts_search(state)
        self.sims.append(root.explore_count)
        return root

    def _apply_tree_policy(self, root, state):
        if root.outcome is None and root.children and time.perf_counter() >= self.deadline:
            root.outcome = [0.0] * len(state.returns())
        return super()._apply_tree_policy(root, state)


def make_bot(game, sims, seed, uct_c, ms=None):
    rng = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    if ms is not None:
        return TimedMCTSBot(game, uct_c, ms, evaluator, random_state=rng)
    return mcts.MCTSBot(game, uct_c, sims, evaluator, solve=True, random_state=rng)


def calibrate(game, ms, uct_c):
    """Simulations that take about `ms` per move, from a few positions of
    random openings."""
    probe = 200
    rng = np.random.RandomState(12345)
    spent = 0.0
    moves = 0
    for k in range(6):
        state = game.new_initial_state()
        for _ in range(k * 4):
            if state.is_terminal():
                break
            state.apply_action(int(rng.choice(state.legal_actions())))
        if state.is_terminal():
            continue
        bot = make_bot(game, probe, 1000 + k, uct_c)
        t = time.perf_counter()
        bot.step(state)
        spent += time.perf_counter() - t
        moves += 1
    per_sim = spent / (moves * probe)
    return max(1, int(ms / 1000.0 / per_sim))


def play(args, name, engine, game, sims, index):
    our_game, preset, _ = GAMES[name]
    ours_first = index % 2 == 0
    our_player = 0 if ours_first else 1
    engine.ask(f'newgame {our_game} preset={preset} options={{"first_player":"south"}}')
    state = game.new_initial_state()
    bot = make_bot(game, sims, args.seed + index, args.uct_c, None if args.sims else args.ms)
    moves = []
    times = {0: [], 1: []}
    while not state.is_terminal():
        player = state.current_player()
        t = time.perf_counter()
        if player == our_player:
            move = engine.ask(f"go ms={args.ms} seed={args.seed + index}").split()[1]
            action = our_move_to_spiel(name, player, move)
            who = "ours"
        else:
            action = bot.step(state)
            move = spiel_move_to_ours(name, player, action)
            who = "openspiel"
        times[0 if who == "ours" else 1].append(time.perf_counter() - t)
        moves.append(move)
        state.apply_action(action)
        engine.ask("moves " + " ".join(moves))
        ours = json.loads(engine.ask("show"))
        check_same(name, ours, state, moves)
        if args.verbose:
            print(f"  {len(moves):3} {who:9} {move}  pits {ours['pits']} stores {ours['stores']}")
    ours = json.loads(engine.ask("show"))
    scores = ours["scores"]
    mine, theirs = scores[our_player], scores[1 - our_player]
    result = "W" if mine > theirs else "L" if mine < theirs else "D"
    ret = state.returns()[our_player]
    expect = {"W": 1, "D": 0, "L": -1}[result]
    if ret != expect:
        print(f"RESULT MISMATCH: ours {result}, OpenSpiel returns {state.returns()}")
        sys.exit(2)
    avg = [sum(v) / len(v) if v else 0.0 for v in (times[0], times[1])]
    sims_used = getattr(bot, "sims", None) or [sims]
    SIMS.extend(sims_used)
    print(
        f"game {index + 1:3}: ours {'first ' if ours_first else 'second'} {result}"
        f"  {mine}-{theirs}  plies {len(moves)}  reason {ours['reason']}"
        f"  avg s/move ours {avg[0]:.3f} openspiel {avg[1]:.3f}"
        f" ({sum(sims_used) / len(sims_used):.0f} sims/move)"
    )
    print(f"          moves: {' '.join(moves)}")
    sys.stdout.flush()
    return result, ours_first


def is_grand_slam(before, player, action, ours):
    """Whether an Abapa move was a grand slam: its last seed made 2 or 3 in
    the opponent's row and every opponent pit would have been taken."""
    origin = player * 6 + action
    board = list(before)
    seeds, board[origin], last = board[origin], 0, origin
    while seeds:
        last = (last + 1) % 12
        if last != origin:
            board[last] += 1
            seeds -= 1
    row = range(6, 12) if player == 0 else range(0, 6)
    if last not in row:
        return False
    run = [i for i in row if i <= last]
    beyond = [i for i in row if i > last]
    slam = all(board[i] in (2, 3) for i in run) and all(board[i] == 0 for i in beyond)
    if slam and ours["pits"] != board and not ours["over"]:
        raise RuntimeError(f"grand slam captured something: {before} -> {ours['pits']}")
    return slam


def random_games(args, name, engine, game):
    """Random legal moves for both sides, checking agreement after each one:
    a cheap rules cross-check that reaches odd positions strong play avoids."""
    our_game, preset, _ = GAMES[name]
    rng = np.random.RandomState(args.seed)
    endings = {}
    plies = 0
    grand_slams = 0
    for _ in range(args.random_games):
        engine.ask(f'newgame {our_game} preset={preset} options={{"first_player":"south"}}')
        state = game.new_initial_state()
        moves = []
        while not state.is_terminal():
            player = state.current_player()
            action = int(rng.choice(state.legal_actions()))
            before = spiel_view(name, state)[0]
            moves.append(spiel_move_to_ours(name, player, action))
            state.apply_action(action)
            engine.ask("moves " + " ".join(moves))
            ours = json.loads(engine.ask("show"))
            check_same(name, ours, state, moves)
            if name == "abapa" and is_grand_slam(before, player, action, ours):
                grand_slams += 1
        plies += len(moves)
        reason = json.loads(engine.ask("show"))["reason"]
        endings[reason] = endings.get(reason, 0) + 1
    print(f"{args.random_games} random games, {plies} plies, no disagreement; endings:")
    if name == "abapa":
        print(f"  (grand slams played, capturing nothing: {grand_slams})")
    for reason, count in sorted(endings.items(), key=lambda kv: -kv[1]):
        print(f"  {count:5}  {reason}")


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", choices=sorted(GAMES), required=True)
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--ms", type=int, default=200, help="time per move")
    p.add_argument("--sims", type=int, help="OpenSpiel simulations per move (default: measured)")
    p.add_argument("--uct-c", type=float, default=2.0)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--rgames", default="target/fast/rgames")
    p.add_argument("--verbose", action="store_true", help="print every move")
    p.add_argument(
        "--random-games",
        type=int,
        help="instead of a match, play N games of random moves, only checking the rules agree",
    )
    args = p.parse_args()

    name = args.game
    game = pyspiel.load_game(GAMES[name][2])
    if args.random_games:
        engine = Engine(args.rgames)
        try:
            random_games(args, name, engine, game)
        finally:
            engine.close()
        return
    sims = args.sims or calibrate(game, args.ms, args.uct_c)
    if args.sims:
        limit = f"{sims} simulations/move (given)"
    else:
        limit = (
            f"{args.ms} ms/move of simulations (measured: ~{sims} simulations"
            f" take {args.ms} ms on positions of the opening)"
        )
    print(
        f"{name}: ours `{GAMES[name][0]} --preset {GAMES[name][1]}` go ms={args.ms}"
        f" vs OpenSpiel `{GAMES[name][2]}` MCTSBot uct_c={args.uct_c},"
        f" random rollouts, MCTS-Solver, {limit}"
    )
    sys.stdout.flush()
    engine = Engine(args.rgames)
    tally = {"W": 0, "D": 0, "L": 0}
    by_seat = {True: {"W": 0, "D": 0, "L": 0}, False: {"W": 0, "D": 0, "L": 0}}
    start = time.time()
    try:
        for i in range(args.games):
            result, first = play(args, name, engine, game, sims, i)
            tally[result] += 1
            by_seat[first][result] += 1
    finally:
        engine.close()
    n = sum(tally.values())
    score = (tally["W"] + 0.5 * tally["D"]) / n * 100 if n else 0.0
    print()
    print(f"{'':14} {'W':>3} {'D':>3} {'L':>3}")
    for label, t in (("ours first", by_seat[True]), ("ours second", by_seat[False]), ("total", tally)):
        print(f"{label:14} {t['W']:3} {t['D']:3} {t['L']:3}")
    print(f"score {score:.1f}% over {n} games, {time.time() - start:.0f} s")
    if SIMS:
        print(
            f"OpenSpiel simulations/move: mean {sum(SIMS) / len(SIMS):.0f},"
            f" min {min(SIMS)}, max {max(SIMS)}"
        )


if __name__ == "__main__":
    main()
