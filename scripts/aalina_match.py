#!/usr/bin/env python3
"""Our Strongest level against Aalina (Joan Sala Soler's Oware engine), Abapa
rules, equal time a move, varied openings, seats alternating.

Aalina is never part of this project: this script builds it from a copy of
its public source that you provide (the repositories joansalasoler/oware and
joansalasoler/samurai, GPL), with Debian's JDK and plain `javac`. Its
dependency-injection annotations are replaced by a tiny stand-in written
here at build time, and a small main (also written here) wires the board,
the Negamax search, the transposition table, the opening book and the
endgame tables of its repository, and speaks a two-command line protocol:

    go <ms> [book] <move> <move> ...   ->  bestmove <move>
    newgame                            ->  ok

Usage (docs/engine.md):

    scripts/aalina_match.py --aalina /tmp/aalina --games 40 --ms 200

where /tmp/aalina holds `oware/` and `samurai/` (each a checkout of the
repository). `--opponent-rgames PATH` plays another `rgames` binary
instead of Aalina (an older build, to measure a change at equal time).
`--nodes N` (with `--opponent-rgames`) gives each side N nodes a move
instead of a time, a comparison the machine's load cannot disturb.
`--candidate PATH` measures another build side by side with `--rgames`:
every game is played by each in turn (same opening, seat and load), and the
last lines give each one's score with a 95% interval and their difference
game by game.

Openings: each pair of games starts with the same two random plies, played
once with our engine as South and once as North (Abapa: South moves first).
The openings come from `--seed` alone (a generator of their own), so two
runs with one seed, whatever their engines (Aalina with or without its
book, another build), play the same openings in the same order and can be
compared game by game.

Long matches: `--records FILE` keeps each finished game in FILE (JSON
lines, the match's settings first) and, run again with the same settings,
plays only the games FILE does not hold, the random draws advanced past
them, so a match can be stopped and go on later. The file knows the
binaries by their order only: give the same ones, in the same order. The
time columns count the games played in this run. `--max-plies N` ends a
game still going after N plies (at the start of the next round, in a game
with rounds) and scores it by the `scores` of `rgames engine`'s `show`
(Giuthi's: the seeds each side holds), for games whose equal players can
go on for thousands of plies; the table says how many were so scored.
"""

import argparse
import json
import math
import os
import random
import signal
import subprocess
import sys
import time

from line_engine import LineEngine

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

INJECT = """package com.google.inject;
import java.lang.annotation.*;
/** A stand-in for Guice's annotation: the main below wires by hand. */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.CONSTRUCTOR, ElementType.FIELD})
public @interface Inject { boolean optional() default false; }
"""

NAMED = """package com.google.inject.name;
import java.lang.annotation.*;
/** A stand-in for Guice's annotation (nothing reads it here). */
@Retention(RetentionPolicy.RUNTIME)
public @interface Named { String value(); }
"""

# Aalina's Settings also feeds its command line (picocli); the books only
# need it to resolve a file name.
SETTINGS = """package com.joansala.util;
import java.io.*;
import java.nio.file.Paths;
/** A stand-in for Aalina's Settings: a path is a path. */
public class Settings {
    public static File getFile(String path) throws IOException {
        return Paths.get(path).toRealPath().toFile();
    }
}
"""

MAIN = """import java.io.*;
import com.joansala.engine.*;
import com.joansala.engine.negamax.Negamax;
import com.joansala.game.oware.*;

/** Wires Aalina's board, search, table, book and endgame tables. */
public class AalinaMain {
    public static void main(String[] args) throws Exception {
        String roots = args[0], leaves = args[1];
        boolean useBook = !args[2].equals("nobook");
        boolean useLeaves = !args[3].equals("noleaves");
        OwareGame game = new OwareGame();
        Negamax engine = new Negamax();
        engine.setContempt(game.contempt());
        engine.setInfinity(game.infinity());
        engine.setCache(new OwareCache(OwareCache.CACHE_SIZE));
        if (useLeaves) engine.setLeaves(new OwareLeaves(leaves));
        OwareRoots book = useBook ? new OwareRoots(roots) : null;
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        PrintStream out = System.out;
        String line;
        while ((line = in.readLine()) != null) {
            String[] words = line.trim().split("\\\\s+");
            if (words[0].equals("quit")) break;
            if (words[0].equals("newgame")) {
                engine.newMatch();
                if (book != null) book.newMatch();
                out.println("ok");
                out.flush();
                continue;
            }
            if (!words[0].equals("go")) {
                out.println("error unknown command");
                out.flush();
                continue;
            }
            long ms = Long.parseLong(words[1]);
            OwareBoard board = new OwareBoard();
            game.setBoard(board);
            game.ensureCapacity(words.length + 8);
            for (int i = 2; i < words.length; i++) {
                game.makeMove(board.toMove(words[i]));
            }
            int move = Game.NULL_MOVE;
            if (book != null) {
                try { move = book.pickBestMove(game); } catch (Exception e) { move = Game.NULL_MOVE; }
            }
            if (move == Game.NULL_MOVE) {
                engine.setMoveTime(ms);
                move = engine.computeBestMove(game);
            }
            out.println("bestmove " + board.toCoordinates(move));
            out.flush();
        }
    }
}
"""


def build_aalina(src, build):
    """Compiles Aalina's engine core from `src` into `build` (once)."""
    marker = os.path.join(build, "AalinaMain.class")
    if os.path.exists(marker):
        return
    stub = os.path.join(build, "stub")
    for rel, text in [("com/google/inject/Inject.java", INJECT),
                      ("com/google/inject/name/Named.java", NAMED),
                      ("com/joansala/util/Settings.java", SETTINGS),
                      ("AalinaMain.java", MAIN)]:
        path = os.path.join(stub, *rel.split("/"))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
    sourcepath = os.pathsep.join([
        os.path.join(build, "stub"),
        os.path.join(src, "oware", "src", "main", "java"),
        os.path.join(src, "samurai", "src", "main", "java"),
    ])
    cmd = ["javac", "-nowarn", "-encoding", "UTF-8", "-d", build, "-sourcepath", sourcepath,
           os.path.join(build, "stub", "AalinaMain.java")]
    subprocess.run(cmd, check=True)


# `--nodes N`: every rgames side searches N nodes a move instead of a time.
NODES = []


class Rgames(LineEngine):
    """`rgames engine` (src/ai/protocol.rs)."""

    def __init__(self, binary, extra=(), game="owari", preset="abapa"):
        super().__init__([binary, "engine", *extra], name="rgames")
        self.ask(f'newgame {game} preset={preset} options={{"first_player":"south"}}')

    def new_game(self):
        pass

    def legal(self, moves):
        self.ask("moves " + " ".join(moves))
        return self.ask("legal").split()[1:]

    def best(self, moves, ms, seed):
        self.ask("moves " + " ".join(moves))
        budget = f"nodes={NODES[0]}" if NODES else f"ms={ms}"
        return self.ask(f"go {budget} seed={seed}").split()[1]


class Aalina(LineEngine):
    def __init__(self, src, build, book, leaves):
        build_aalina(src, build)
        res = os.path.join(src, "oware", "src", "main", "resources")
        super().__init__(
            ["java", "-Xmx1g", "-cp", build, "AalinaMain",
             os.path.join(res, "oware-roots.bin"), os.path.join(res, "oware-leaves.bin"),
             "book" if book else "nobook", "leaves" if leaves else "noleaves"],
            errors=False, name="aalina")

    def new_game(self):
        self.ask("newgame")

    def best(self, moves, ms, seed):
        reply = self.ask(f"go {ms} " + " ".join(moves))
        if not reply.startswith("bestmove"):
            raise RuntimeError(f"aalina: {reply!r}")
        return reply.split()[1]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rgames", default=os.path.join(ROOT, "target", "fast", "rgames"))
    ap.add_argument("--rgames-arg", action="append", default=[],
                    help="an argument for our `rgames engine` (repeatable)")
    ap.add_argument("--aalina", help="folder holding oware/ and samurai/ checkouts")
    ap.add_argument("--build", default="/tmp/aalina-build")
    ap.add_argument("--opponent-rgames", help="another rgames binary instead of Aalina")
    ap.add_argument("--candidate", action="append", default=[],
                    help="another rgames binary to measure side by side with --rgames: each "
                         "game is played by each binary in turn, same opening and seat (repeatable)")
    ap.add_argument("--no-book", action="store_true", help="Aalina without its opening book")
    ap.add_argument("--no-leaves", action="store_true", help="Aalina without its endgame tables")
    ap.add_argument("--game", default="owari",
                    help="with --opponent-rgames: the game (Aalina plays Abapa only)")
    ap.add_argument("--preset", default="abapa")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--ms", type=int, default=200)
    ap.add_argument("--opening", type=int, default=2, help="random plies to start each pair")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--nodes", type=int,
                    help="rgames against rgames only: N nodes a move for each side instead of --ms")
    ap.add_argument("--records", help="keep each game here and go on from the games it holds")
    ap.add_argument("--max-plies", type=int, default=0,
                    help="score a game still going after this many plies by the seeds each side "
                         "has (at the next round's start where the game has rounds); 0: never")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()

    if args.nodes:
        if not args.opponent_rgames:
            ap.error("--nodes needs --opponent-rgames (Aalina plays on a clock)")
        NODES.append(args.nodes)
    loads = [os.getloadavg()[0]]
    binaries = [args.rgames] + args.candidate
    ours_all = [Rgames(b, args.rgames_arg, args.game, args.preset) for b in binaries]
    ours = ours_all[0]
    if args.opponent_rgames:
        theirs = Rgames(args.opponent_rgames, (), args.game, args.preset)
        name = "other rgames"
    else:
        if (args.game, args.preset) != ("owari", "abapa"):
            ap.error("Aalina plays Abapa only (--game owari --preset abapa)")
        if not args.aalina:
            sys.exit("give --aalina DIR (with oware/ and samurai/) or --opponent-rgames PATH")
        theirs = Aalina(args.aalina, args.build, not args.no_book, not args.no_leaves)
        name = "Aalina"
    # The openings have a generator of their own, so a seed gives the same
    # openings whatever the engines play (a run with Aalina's book and one
    # without are then paired game by game); the engines' seeds another.
    # (Before stop 60 one generator drew both, so the openings after the
    # first pair depended on how long the games before them were.)
    openings = random.Random(args.seed)
    rng = random.Random(f"moves {args.seed}")
    # Per binary: each game's score (1, 0.5, 0) and the time it took a move.
    scores = [[] for _ in binaries]
    think = [{"ours": [0.0, 0], "theirs": [0.0, 0]} for _ in binaries]
    opening = []
    # Stopped early (Ctrl-C, or `kill` of this script), the table below
    # counts the games that every binary finished.
    signal.signal(signal.SIGTERM, stop)
    kept, keep = open_records(args, binaries)
    adjudicated = [0 for _ in binaries]
    try:
        for index in range(args.games):
            if index % 2 == 0:
                opening = []
                for _ in range(args.opening):
                    opening.append(openings.choice(ours.legal(opening)))
            our_seat = index % 2  # 0: South, who moves first
            # The same opening and seat for every binary, one game after the
            # other, so that they meet the same load and the same positions.
            for which, engine_ours in enumerate(ours_all):
                done = kept.get((index, which))
                if done:
                    # Played in an earlier run: its draws, then its result.
                    for _ in done["moves"][len(opening):]:
                        rng.randrange(1 << 32)
                    scores[which].append((done["result"] + 1) / 2)
                    adjudicated[which] += done["adjudicated"]
                    continue
                theirs.new_game()
                moves = list(opening)
                cap_round, scored = None, None
                while True:
                    legal = ours.legal(moves)
                    if not legal:
                        break
                    state = json.loads(ours.ask("show"))
                    if args.max_plies and len(moves) >= args.max_plies:
                        if cap_round is None:
                            cap_round = state.get("round")
                        if state.get("round") is None or state["round"] != cap_round:
                            scored = state["scores"]
                            break
                    to_move = state["to_move"]
                    side, engine = (("ours", engine_ours) if to_move == our_seat
                                    else ("theirs", theirs))
                    seed = rng.randrange(1 << 32)
                    started = time.monotonic()
                    mv = engine.best(moves, args.ms, seed)
                    think[which][side][0] += time.monotonic() - started
                    think[which][side][1] += 1
                    if mv not in legal:
                        raise RuntimeError(f"{side} played {mv}, not legal after {' '.join(moves)}")
                    moves.append(mv)
                if scored is None:
                    state = json.loads(ours.ask("show"))
                    winners = state.get("winners")
                    result = result_for(winners, our_seat)
                else:
                    ahead = scored[our_seat] - scored[1 - our_seat]
                    winners = f"scored at ply {len(moves)}: {scored}"
                    result = (ahead > 0) - (ahead < 0)
                    adjudicated[which] += 1
                scores[which].append((result + 1) / 2)
                keep({"index": index, "which": which, "our_seat": our_seat, "moves": moves,
                      "result": result, "adjudicated": scored is not None})
                loads.append(os.getloadavg()[0])
                if args.verbose:
                    label = f" [{binaries[which]}]" if len(binaries) > 1 else ""
                    print(f"game {index + 1}{label}: ours {'South' if our_seat == 0 else 'North'}, "
                          f"{['lost', 'drew', 'won'][result + 1]}, {len(moves)} plies: {' '.join(moves)}"
                          f"  [{winners}]", flush=True)
    except KeyboardInterrupt:
        played = min(len(s) for s in scores)
        scores = [s[:played] for s in scores]
        print(f"stopped after {played} games each", flush=True)
    for engine_ours in ours_all:
        engine_ours.close()
    theirs.close()
    budget = f"{args.nodes} nodes" if args.nodes else f"{args.ms} ms"
    print(f"rgames vs {name}, {args.game} {args.preset}, {budget} a move, "
          f"{len(scores[0])} games each (opening {args.opening} random plies, seed {args.seed}); "
          f"load average {min(loads):.1f}-{max(loads):.1f}, mean {sum(loads) / len(loads):.1f}")
    if args.max_plies:
        print(f"games still going after {args.max_plies} plies, scored by the seeds held: "
              + ", ".join(str(a) for a in adjudicated))
    print("| rgames | games | our wins | draws | losses | score | 95% interval | ours ms/move | theirs ms/move |")
    print("|---|---|---|---|---|---|---|---|---|")
    for which, binary in enumerate(binaries):
        s = scores[which]
        wins, draws, losses = s.count(1.0), s.count(0.5), s.count(0.0)
        mean, half = interval(s)
        per = {k: 1000 * v[0] / max(v[1], 1) for k, v in think[which].items()}
        print(f"| {binary} | {len(s)} | {wins} | {draws} | {losses} | {100 * mean:.1f}% "
              f"| {100 * (mean - half):.1f}-{100 * (mean + half):.1f}% "
              f"| {per['ours']:.0f} | {per['theirs']:.0f} |")
    for which, binary in enumerate(binaries):
        print(f"{binary}: {pairs_line(scores[which])}")
    for which in range(1, len(binaries)):
        diff = [b - a for a, b in zip(scores[0], scores[which])]
        mean, half = interval(diff)
        print(f"{binaries[which]} minus {binaries[0]}, game by game (same openings and seats): "
              f"{100 * mean:+.1f} points, 95% interval {100 * (mean - half):+.1f} to "
              f"{100 * (mean + half):+.1f}")


def pairs_line(s):
    """Games 2k and 2k+1 start from the same opening, ours once from each
    seat: a pair scoring more than 1 is ours, less than 1 theirs, and 1
    even (won by whichever seat the opening favours, or drawn twice). In a
    game whose first seat wins most games the even pairs cap the score near
    50% whatever the strength; the pairs that are not even say which side
    plays better (a two-sided sign test)."""
    sums = [s[k] + s[k + 1] for k in range(0, len(s) - 1, 2)]
    ahead = sum(1 for x in sums if x > 1)
    behind = sum(1 for x in sums if x < 1)
    n = ahead + behind
    tail = sum(math.comb(n, k) for k in range(0, min(ahead, behind) + 1)) / 2 ** n if n else 1.0
    return (f"pairs of games from one opening: ahead in {ahead}, even in {len(sums) - n}, "
            f"behind in {behind} (sign test p = {min(1.0, 2 * tail):.3f})")


def open_records(args, binaries):
    """The games `--records` holds, by (index, binary), and a function that
    keeps one more; a file of another match's settings is refused."""
    if not args.records:
        return {}, lambda game: None
    settings = {k: getattr(args, k) for k in
                ("game", "preset", "ms", "nodes", "opening", "seed", "max_plies", "rgames_arg")}
    settings["binaries"] = len(binaries)
    # Aalina's book and tables change the opponent; the openings' own
    # generator (stop 60) changes the games a seed gives, so files kept
    # before it are refused rather than continued with other openings.
    settings["aalina"] = {"book": not args.no_book, "leaves": not args.no_leaves}
    settings["openings"] = "own generator"
    kept = {}
    if os.path.exists(args.records) and os.path.getsize(args.records) > 0:
        with open(args.records) as f:
            lines = f.read().split("\n")
        if json.loads(lines[0]) != settings:
            sys.exit(f"{args.records} holds another match ({lines[0]}); give another file")
        if lines[-1] != "":
            with open(args.records, "a") as f:
                f.write("\n")  # the next game on a line of its own
        for line in lines[1:]:
            try:
                game = json.loads(line)
                kept[(game["index"], game["which"])] = game
            except (ValueError, KeyError):
                pass  # a line cut short: that game is played again
    else:
        with open(args.records, "w") as f:
            f.write(json.dumps(settings) + "\n")

    def keep(game):
        with open(args.records, "a") as f:
            f.write(json.dumps(game) + "\n")
    print(f"{args.records}: {len(kept)} games kept from earlier runs", flush=True)
    return kept, keep


def stop(signum, frame):
    """SIGTERM: ends the match as Ctrl-C does, with the table so far."""
    raise KeyboardInterrupt


def interval(values):
    """The mean of `values` and the half-width of its 95% interval (normal
    approximation)."""
    n = len(values)
    if n == 0:
        return 0.0, 0.0
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / max(n - 1, 1)
    return mean, 1.96 * (var / n) ** 0.5


def result_for(winners, seat):
    """1 when `seat` won, -1 when it lost, 0 for a draw, from the winners of
    `rgames state`'s JSON (a list of seats)."""
    bits = sum(1 << w for w in (winners or []))
    if bits == (1 << seat):
        return 1
    if bits == (1 << (1 - seat)):
        return -1
    return 0


if __name__ == "__main__":
    main()
