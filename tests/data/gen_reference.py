#!/usr/bin/env python3
"""Generate reference mancala transcripts from OpenSpiel (independent implementation).

Usage:  pip install open_spiel   (tested with open_spiel 2.0.2)
        python3 tests/data/gen_reference.py [outdir]      (default: this file's directory)

Writes abapa-{1,2,3}.json (OpenSpiel 'oware') and kalah-6-4-{1,2,3}.json (OpenSpiel 'mancala').
Games are uniformly random: game seed N uses random.Random(N).choice(legal_actions) at every
turn. Seeds are chosen by a deterministic scan (first seed >= 1 satisfying each file's criterion),
so the output is reproducible.

Our notation: pits 0..5 = South's A..F, 6..11 = North's a..f, counterclockwise sowing order,
pit i faces pit 11-i. South = OpenSpiel player 0, moves first.

Index mapping:
  oware:   OpenSpiel seeds[0..11] are already in our order (player 0 houses 0..5, player 1
           houses 6..11); action a of player p is house 6p+a; OpenSpiel prints 'A'+a / 'a'+a.
  mancala: OpenSpiel board[14]: board[0] = North (player 1) store, board[1..6] = South pits,
           board[7] = South store, board[8..13] = North pits.  ours[i] = board[i+1] (i<6),
           ours[i] = board[i+2] (i>=6).  Action = board index; P0 1..6 -> A..F, P1 8..13 -> a..f.

End of game / final stores (states[-1] is always the swept position: all pits 0, stores = the
seeds OpenSpiel credits to each player; the pre-sweep position is given in "note"):
  oware:   OpenSpiel itself moves every seed left on the board into the score of the owner of
           the row it is on, whatever the ending (capture majority, repetition, cannot feed).
  mancala: OpenSpiel leaves the seeds in the pits; Returns() count each player's store plus the
           seeds on that player's side. We write those effective totals as the stores.
"""
import json
import os
import random
import sys
from importlib.metadata import version

import pyspiel

OS_VERSION = version("open_spiel")
OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))


def winner_of(returns):
    if returns[0] > returns[1]:
        return 0
    if returns[1] > returns[0]:
        return 1
    return "draw"


# ----------------------------------------------------------------------------- oware
OWARE = pyspiel.load_game("oware")


def oware_obs(s):
    # ObservationString: "<player> | <score0> <score1> | <12 seeds>"
    p, sc, seeds = s.observation_string(0).split(" | ")
    return int(p), [int(x) for x in sc.split()], [int(x) for x in seeds.split()]


def oware_sow_model(p, sc, seeds, a):
    """Re-sow one move outside OpenSpiel (used only to label the ending and to show the
    pre-sweep position); checked against OpenSpiel at every non-final move."""
    seeds, sc = seeds[:], sc[:]
    h = 6 * p + a
    n, seeds[h], i = seeds[h], 0, h
    big = n >= 12
    while n:
        i = (i + 1) % 12
        if i != h:  # origin house skipped
            seeds[i] += 1
            n -= 1
    cap, grand_slam = 0, False
    if i // 6 != p:
        lo = (i // 6) * 6
        run, j = [], i
        while j >= lo and seeds[j] in (2, 3):
            run.append(j)
            j -= 1
        if run and j < lo and all(seeds[k] == 0 for k in range(i + 1, lo + 6)):
            grand_slam = True  # would take every opponent seed: move allowed, nothing captured
        else:
            for k in run:
                cap += seeds[k]
                seeds[k] = 0
            sc[p] += cap
    return 1 - p, sc, seeds, cap, grand_slam, big


def oware_legal_model(p, seeds):
    lo, hi = 6 * p, 6 * p + 5
    if sum(seeds[6 * (1 - p): 6 * (1 - p) + 6]) == 0:
        return [h - lo for h in range(lo, hi + 1) if seeds[h] > hi - h]
    return [h - lo for h in range(lo, hi + 1) if seeds[h] > 0]


def play_oware(seed):
    rng = random.Random(seed)
    s = OWARE.new_initial_state()
    p, sc, seeds = oware_obs(s)
    moves, states = [], [{"pits": seeds, "stores": sc, "to_move": p}]
    seen = {(p, tuple(sc), tuple(seeds))}
    info = {"grand_slams": 0, "captures": 0, "big_sows": 0}
    while not s.is_terminal():
        p, sc, seeds = oware_obs(s)
        la = s.legal_actions()
        assert la == oware_legal_model(p, seeds)
        a = rng.choice(la)
        mv = ("A" if p == 0 else "a")
        mv = chr(ord(mv) + a)
        assert mv == s.action_to_string(p, a)
        s.apply_action(a)
        moves.append(mv)
        q, sc2, seeds2, cap, gs, big = oware_sow_model(p, sc, seeds, a)
        info["grand_slams"] += gs
        info["captures"] += cap > 0
        info["big_sows"] += big
        if cap:
            seen = set()
        key = (q, tuple(sc2), tuple(seeds2))
        rep = key in seen
        seen.add(key)
        if s.is_terminal():
            if rep:
                end = "repetition"
            elif sc2[0] > 24 or sc2[1] > 24 or sc2 == [24, 24]:
                end = "capture-majority"
            elif not oware_legal_model(q, seeds2):
                end = "cannot-feed"
            else:
                raise AssertionError("unexplained ending")
            _, fsc, fseeds = oware_obs(s)
            assert fseeds == [0] * 12
            assert fsc == [sc2[0] + sum(seeds2[:6]), sc2[1] + sum(seeds2[6:])]
            states.append({"pits": fseeds, "stores": fsc, "to_move": None})
            info.update(end=end, pre_sweep={"pits": seeds2, "stores": sc2, "to_move": q},
                        final={"stores": fsc, "winner": winner_of(s.returns())})
        else:
            got = oware_obs(s)
            assert got == (q, sc2, seeds2), (seed, got)
            states.append({"pits": seeds2, "stores": sc2, "to_move": q})
    return moves, states, info


ENDING_TEXT = {
    "capture-majority": "a capture took a player's store above 24; OpenSpiel then sweeps the "
                        "seeds still on the board to the owner of each row",
    "repetition": "the position after the last move (pits, stores, player to move) already "
                  "occurred since the last capture (start position counts); each player takes "
                  "the seeds on their own row",
    "cannot-feed": "the player to move has seeds but the opponent's row is empty and no move "
                   "reaches it; the player to move takes all seeds on their own row",
}


def oware_note(seed, info):
    pre = info["pre_sweep"]
    return (f"Random game, Python random.Random({seed}).choice over OpenSpiel legal_actions. "
            f"Ending: {info['end']} ({ENDING_TEXT[info['end']]}). "
            f"Position after the last move before OpenSpiel's end-of-game sweep: pits "
            f"{pre['pits']}, stores {pre['stores']}, next to move {pre['to_move']}; states[-1] is "
            f"OpenSpiel's swept final position. Game has {info['captures']} capturing moves, "
            f"{info['grand_slams']} grand-slam moves (sown, nothing captured), "
            f"{info['big_sows']} sows of >=12 seeds (origin pit skipped).")


# ----------------------------------------------------------------------------- kalah
KALAH = pyspiel.load_game("mancala")


def kalah_obs(s):
    t = [int(x) for x in s.observation_tensor(0)]
    b = t[:14]
    return t[14], b[1:7] + b[8:14], [b[7], b[0]]


def kalah_sow_model(p, pits, st, idx):
    """Re-sow one Kalah move outside OpenSpiel; checked against OpenSpiel at every move."""
    pits, st = pits[:], st[:]
    ring = list(range(6)) + ["S"] + list(range(6, 12)) + ["N"]
    n, pits[idx], pos = pits[idx], 0, ring.index(idx)
    while n:
        pos = (pos + 1) % 14
        x = ring[pos]
        if x == ("N" if p == 0 else "S"):
            continue  # opponent's store skipped
        if x in ("S", "N"):
            st[0 if x == "S" else 1] += 1
        else:
            pits[x] += 1
        n -= 1
    last, cap = ring[pos], False
    if isinstance(last, int) and last // 6 == p and pits[last] == 1 and pits[11 - last] == 0:
        cap = None  # landed in own empty pit, opposite pit empty: no capture
    elif isinstance(last, int) and last // 6 == p and pits[last] == 1:
        st[p] += 1 + pits[11 - last]
        pits[last] = pits[11 - last] = 0
        cap = True
    extra = last == ("S" if p == 0 else "N")
    return (p if extra else 1 - p), pits, st, cap, extra


def play_kalah(seed):
    rng = random.Random(seed)
    s = KALAH.new_initial_state()
    p, pits, st = kalah_obs(s)
    moves, states = [], [{"pits": pits, "stores": st, "to_move": p}]
    info = {"captures": 0, "extra_turns": 0, "no_capture_opposite_empty": 0}
    while not s.is_terminal():
        p, pits, st = kalah_obs(s)
        a = rng.choice(s.legal_actions())
        idx = a - 1 if p == 0 else a - 2  # our pit index
        assert idx // 6 == p
        moves.append(chr(ord("A" if p == 0 else "a") + idx % 6))
        s.apply_action(a)
        q, pits2, st2 = kalah_obs(s)
        mq, mpits, mst, cap, extra = kalah_sow_model(p, pits, st, idx)
        assert (mq if not s.is_terminal() else q, mpits, mst) == (q, pits2, st2), (seed, moves)
        info["captures"] += cap is True
        info["no_capture_opposite_empty"] += cap is None
        if s.is_terminal():
            credited = [st2[0] + sum(pits2[:6]), st2[1] + sum(pits2[6:])]
            emptied = [side for side in (0, 1) if sum(pits2[6 * side: 6 * side + 6]) == 0]
            info.update(pre_sweep={"pits": pits2, "stores": st2}, emptied=emptied, mover=p, nxt=q,
                        final={"stores": credited, "winner": winner_of(s.returns())})
            states.append({"pits": [0] * 12, "stores": credited, "to_move": None})
        else:
            info["extra_turns"] += extra
            states.append({"pits": pits2, "stores": st2, "to_move": q})
    return moves, states, info


def kalah_note(seed, info):
    side = {0: "South", 1: "North"}
    em = " and ".join(side[x] for x in info["emptied"])
    pre = info["pre_sweep"]
    return (f"Random game, Python random.Random({seed}).choice over OpenSpiel legal_actions. "
            f"Game ends because {em}'s pits are empty after {side[info['mover']]}'s move; "
            f"{side[info['nxt']]} would be next to move and "
            f"{'has no seeds' if info['nxt'] in info['emptied'] else 'still has seeds'} "
            f"(OpenSpiel ends the game when EITHER side is empty). OpenSpiel leaves the remaining "
            f"seeds in the pits (its final board: pits {pre['pits']}, stores {pre['stores']}) and "
            f"its Returns() credit each player store + seeds on own side; states[-1] and final "
            f"show those credited totals as stores with pits swept to 0. "
            f"Game has {info['captures']} captures, {info['extra_turns']} extra turns and "
            f"{info['no_capture_opposite_empty']} moves ending in an own empty pit facing an "
            f"empty pit (no capture).")


# ----------------------------------------------------------------------------- main
def sanity_checks():
    s = OWARE.new_initial_state()
    s.apply_action(2)  # South C
    assert oware_obs(s) == (1, [0, 0], [4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4])
    s = KALAH.new_initial_state()
    s.apply_action(3)  # South C: D, E, F, store -> extra turn
    assert kalah_obs(s) == (0, [4, 4, 0, 5, 5, 5, 4, 4, 4, 4, 4, 4], [1, 0])


def write(name, game, preset, osname, note, moves, states, final):
    doc = {"game": game, "preset": preset, "source": f"OpenSpiel {OS_VERSION} game '{osname}'",
           "note": note, "moves": moves, "states": states, "final": final}
    assert len(states) == len(moves) + 1
    for st in states:
        assert sum(st["pits"]) + sum(st["stores"]) == 48
    assert states[-1]["stores"] == final["stores"]
    with open(os.path.join(OUT, name), "w") as f:
        # key order as specified; one state per line for readable diffs
        parts = [f" {json.dumps(k)}: {json.dumps(v)}" for k, v in doc.items() if k != "states"]
        states_txt = " \"states\": [\n  " + ",\n  ".join(json.dumps(st) for st in states) + "\n ]"
        parts.insert(5, states_txt)
        f.write("{\n" + ",\n".join(parts) + "\n}\n")
    with open(os.path.join(OUT, name)) as f:
        assert json.load(f) == doc
    print(f"{name}: seed in note, {len(moves)} moves, final {final}")


def find(play, pred, start=1, limit=20000):
    for seed in range(start, limit):
        r = play(seed)
        if pred(r[2]):
            return seed, r
    raise SystemExit("no seed found")


def main():
    sanity_checks()
    oware_wants = [
        ("abapa-1.json", lambda i: i["end"] == "capture-majority" and i["grand_slams"] > 0
         and i["big_sows"] > 0),
        ("abapa-2.json", lambda i: i["end"] == "repetition"),
        ("abapa-3.json", lambda i: i["end"] == "cannot-feed"),
    ]
    for name, pred in oware_wants:
        seed, (moves, states, info) = find(play_oware, pred)
        write(name, "owari", "abapa", "oware", oware_note(seed, info), moves, states, info["final"])
    kalah_wants = [
        # ends although the player next to move still has seeds (either-side rule)
        ("kalah-6-4-1.json", lambda i: i["nxt"] not in i["emptied"] and i["captures"] > 0
         and i["extra_turns"] > 0),
        # ends with the next player's side empty, emptied by the mover (e.g. a capture)
        ("kalah-6-4-2.json", lambda i: i["emptied"] == [i["nxt"]] and i["nxt"] != i["mover"]),
        ("kalah-6-4-3.json", lambda i: i["final"]["winner"] == "draw"),
    ]
    for name, pred in kalah_wants:
        seed, (moves, states, info) = find(play_kalah, pred)
        write(name, "basic", "kalah-6-4", "mancala", kalah_note(seed, info), moves, states,
              info["final"])


if __name__ == "__main__":
    main()
