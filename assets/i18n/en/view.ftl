# Rainbow Games, en: the words of the render models (src/view: status lines,
# announcements for screen readers, analysis, puzzles, My games, links).
# Side names (South, North, Red…), computer levels (Easy, Medium, Hard) and
# move descriptions come from elsewhere and arrive as placeables.

## The status line above the board (src/view/status.rs)
# What the page calls the one person playing against computers.
status-you = You
# $level: the computer's level (Easy, Medium, Hard…).
status-computer = Computer ({ $level })
# A computer rolling a roll-off's dice for nobody's seat. $level: its level.
status-the-computer = The computer ({ $level })
# $name: the computer at work ("Computer (Hard)", "North (computer, Hard)").
status-considering-draw = { $name } is considering the draw offer…
# $name: the computer at work.
status-rolls = { $name } rolls the dice…
# $name: the computer at work.
status-thinking = { $name } is thinking…
status-your-placement = Your turn to place your beads
# $name: the player to place (a side name, possibly with who plays it).
status-placement = { $name } to place their beads
status-your-turn = Your turn
# $name: the player to move.
status-to-move = { $name } to move
status-your-roll = Your turn: roll the dice
# $name: the player whose dice are to be rolled.
status-roll = { $name }: roll the dice
status-roll-nobody = Roll the dice
status-game-over = Game over
# $status: the status line (one of the messages above).
status-paused = { $status } (computers paused)

## Results, lists and what a move did, for the live region (src/view/narration.rs)
# The one person against computers, inside a list of winners ("you and Bo
# share the win…"; the sentence's first letter is then capitalised).
result-you-in-list = you
# A seat with no name. $number: the seat, from 1.
player-number = Player { $number }
# $best: the winner's score; $other: the loser's.
result-you-win-score = You win { $best }–{ $other }
# $name: the winner; $best: their score; $other: the loser's.
result-wins-score = { $name } wins { $best }–{ $other }
# $first, $second: the two scores, in seat order.
result-draw-score = A draw, { $first }–{ $second }
# $best: the winning score (more than two players).
result-you-win-with = You win with { $best }
# $name: the winner; $best: their score.
result-wins-with = { $name } wins with { $best }
# $best: the score every player has.
result-draw-all = A draw: everyone has { $best }
# $names: the winners (a list, see list-and); $best: the score each has.
result-share = { $names } share the win with { $best } each
# Between the items of a list but the last two.
list-comma = {", "}
# $init: the items but the last, joined by list-comma; $last: the last item.
list-and = { $init } and { $last }
# $name: the capturer; $count: the seeds captured; $pits: the pits' names
# (a list, see list-and); $places: how many pits.
narrate-captures-seeds = { $name } captures { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
} from { $places ->
    [one] pit { $pits }
   *[other] pits { $pits }
}.
# The same for games with coloured beads.
narrate-captures-beads = { $name } captures { $count ->
    [one] { $count } bead
   *[other] { $count } beads
} from { $places ->
    [one] pit { $pits }
   *[other] pits { $pits }
}.
narrate-grand-slam = Grand slam: taking every opposing seed is not allowed, so nothing is captured.
# $name: the player who captured and plays again.
narrate-captured-moves-again = { $name } captured, so moves again.
# $name: the player whose last seed fell in their store.
narrate-store-moves-again = Last seed in the store: { $name } moves again.
# $name: the player who cannot move.
narrate-passes = { $name } cannot move and passes.
narrate-relay-cycle = The relay came back to a position it had already reached, so the move stops here.
# $round: the round's number.
narrate-round-over = Round { $round } is over.
# $name: the capturer; $owner: the player whose piece is captured.
narrate-piece-captured = { $name } captures one of { $owner }'s pieces.
# $faces: the dice's colours, joined by list-comma.
move-dice-rolled = Dice rolled: { $faces }.
# $notation: a chance move as written in a record.
move-chance = Chance: { $notation }.
# Who moves, when the position names nobody.
move-the-player = The player
# $name: the mover; $count: the seeds lifted; $pit: the pit's name (a letter).
move-sows-seeds = { $name } sows { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
} from pit { $pit }.
# The same for games with coloured beads.
move-sows-beads = { $name } sows { $count ->
    [one] { $count } bead
   *[other] { $count } beads
} from pit { $pit }.
# $name: the mover; $choice: the choice made, as the game words it.
move-chosen = { $name }: { $choice }.
# $name: the mover; $notation: the move as written in a record.
move-plays = { $name } plays { $notation }.
# $name: the mover; $places: where the beads went (a list, see list-and,
# of move-place-item).
move-places = { $name } places beads: { $places }.
# $count: beads placed in pit $pit.
move-place-item = { $count } in { $pit }
# $name: the player who starts.
first-player-random = Random draw: { $name } starts.
# $name: the player who starts.
first-player = { $name } starts.
special-agree-line = The game is ended by agreement.
special-draw-line = The players agree to a draw.
# $name: the player who resigns.
special-resign-line = { $name } resigns.
# How the move list shows the moves players make rather than the rules.
special-agree = end by agreement
special-draw = draw agreed
special-resigns = resigns

## The game view (src/view/game.rs)
# Why a record cannot be replayed: a move after the end.
record-already-over = the game was already over
# $name: the seat's name; $level: the computer's level.
seat-computer = { $name } (computer, { $level })
# Said on every pit while a computer acts. $name: who acts.
pit-other-plays = { $name } is to play

## Analysis and review (src/view/analysis.rs)
# A proven result of a move. $seeds: by how many seeds.
value-wins-by = wins by { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
}
value-draws = draws
# $seeds: by how many seeds.
value-loses-by = loses by { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
}
# $value: the value with its sign (+3, −2, 0); $seeds: its size, for the plural.
value-seeds = { $seeds ->
    [one] { $value } seed
   *[other] { $value } seeds
}
# The same, proven.
value-seeds-exact = { $seeds ->
    [one] { $value } seed, exact
   *[other] { $value } seeds, exact
}
# The same in a game played with beads.
value-wins-by-beads = wins by { $seeds ->
    [one] { $seeds } bead
   *[other] { $seeds } beads
}
value-loses-by-beads = loses by { $seeds ->
    [one] { $seeds } bead
   *[other] { $seeds } beads
}
value-beads = { $seeds ->
    [one] { $value } bead
   *[other] { $value } beads
}
value-beads-exact = { $seeds ->
    [one] { $value } bead, exact
   *[other] { $value } beads, exact
}
# $value: a win chance (62%).
value-win-chance = { $value } to win
# $name: the player to move; $value: their best move's value (see value-…).
analysis-bar-text = { $name }: { $value }
# The evaluation bar, for screen readers. $name: the first seat, whose share
# the bar fills; $text: analysis-bar-text.
analysis-bar-label = Evaluation, { $name }'s share of the bar: { $text }
# $depth: the search depth; $counted: analysis-nodes or analysis-simulations;
# $exactness: analysis-exact or analysis-not-exact.
analysis-stats = Depth { $depth } · { $counted } · { $exactness }
# $count: a number already written with its thousands separators.
analysis-nodes = { $count } nodes
# $count: a number already written with its thousands separators.
analysis-simulations = { $count } simulations
analysis-exact = exact: solved to the end
analysis-not-exact = not exact
# Before the buttons of the best line's moves.
analysis-best-line = Best line:
# The review graph, for screen readers. $name: the first seat.
review-graph-label = The value over the game, from { $name }'s side: higher is better for them. Choose a point to see its position.
# The review table's caption: ?!, ? and ?? are notation and stay.
review-caption = ?! inaccuracies · ? mistakes · ?? blunders
review-player = Player
review-accuracy = Accuracy
review-inaccuracies = Inaccuracies
review-mistakes = Mistakes
review-blunders = Blunders
# A move the review finds wrong. $number: the move's number; $name: who
# played it; $notation: the move; $value: its value; $class: inaccuracy,
# mistake or blunder; $best: the better move; $best_value: its value; $line:
# the line after it (moves in notation).
review-error = Move { $number }, { $name }: { $notation } ({ $value }), { $class ->
    [inaccuracy] an inaccuracy
    [mistake] a mistake
   *[blunder] a blunder
}. Better: { $best } ({ $best_value }). Line: { $line }
# A move of a line the review shows, numbered as the move list numbers it.
review-line-move = { $number }. { $notation }

## Play by link (src/view/corr.rs)
# Said next to Send.
corr-trust-note = Anyone holding this link can play from it: send it only to the player whose move it is. Every move in it is replayed here, so it cannot hide an illegal one.
# Whose turn it is in a game played by link (My games and the game's page).
corr-your-move = Your move
# $name: the player whose move is awaited.
corr-waiting-for = Waiting for { $name }
# A seat a friend plays on another device. $name: the seat's name.
corr-friend = { $name } (your friend)
# $others: the seats (a list, see list-and, each with who plays it).
corr-watching = You are watching { $others }
# $yours: the seats played on this device; $others: the others (lists).
corr-you-play = You play { $yours } against { $others }
# $table: corr-watching or corr-you-play; $result: the result's headline.
corr-status-over = { $table }; the game is over: { $result }.
# $table: corr-watching or corr-you-play.
corr-status-yours = { $table }; it is your move.
# $table: corr-watching or corr-you-play; $name: the player whose move it is.
corr-status-waiting = { $table }; waiting for { $name }: send them the link.
# $table: corr-watching or corr-you-play.
corr-status = { $table }.
# Why a link is refused.
corr-error-other-start = it carries the identity of one of your games but does not start like it, so it was not opened
# $theirs: the link's moves; $yours: the moves kept here.
corr-stale = This link is older than your game or the same ({ $theirs } moves; you have { $yours }): nothing changes.
# $added: the moves the link adds.
corr-adds = The link adds { $added ->
    [one] { $added } move
   *[other] { $added } moves
} to your game.
# $after: how many moves the two share.
corr-differs = This link's moves differ from yours after move { $after }: your moves stay on screen and the link's are kept as another line under Moves (nothing is lost).
# $note: what the link did (corr-stale, corr-adds, corr-differs); $status:
# who plays what and whose turn it is (corr-status…).
corr-note = { $note } { $status }

## My games (src/view/library.rs, src/view/saved.rs)
# $ids: the games' ids (notation), separated by commas.
library-import-hint = Paste a record (text or JSON, as exported here) or choose a file. Games: { $ids }.
# Under My games' title.
library-hint = Every game is kept in this browser: the one each game's page opens with, and the ones you replaced with a new game, an import or a shared link.
# A saved game's state. $result: the result's headline.
library-finished = Finished: { $result }
# $name: the player to move.
library-in-progress-to-play = In progress: { $name } to play
library-in-progress = In progress
# Why a saved game cannot be read. $why: the reader's own reason (technical).
saved-error-not-a-game = it is not a saved game ({ $why })
# $found, $wanted: games' ids (notation).
saved-error-other-game = it is a game of '{ $found }', not '{ $wanted }'
# $cursor: the moves it says were played; $moves: the moves it holds.
saved-error-cursor = it says { $cursor } moves were played but holds { $moves }
# $found: a game's id (notation).
saved-error-unknown-game = it is a game of '{ $found }', which is not one of ours

## Puzzles (src/view/puzzles.rs)
# Why kept or imported puzzle progress is refused. $why: the reader's own
# reason (technical).
progress-error-not = it is not puzzle progress ({ $why })
# $field: the missing field's name (a JSON key, notation).
progress-error-missing = it is not puzzle progress (no { $field })
progress-error-attempt = one of its puzzles tried cannot be read
progress-error-daily = its daily puzzles cannot be read
progress-error-rating = its rating is out of range
progress-error-volatility = its volatility is out of range
# Why a puzzle file is refused. $game: the game's id (notation).
puzzles-error-none = it holds no puzzles of { $game }
# Why a decision is wrong. $key: the right decision (notation).
puzzle-wrong-not-win-now = This does not win the game this turn; { $key } does.
# $margin: how many fewer beads or pieces; $key: the right decision.
puzzle-wrong-fewer = This captures at least { $margin } fewer this turn than { $key }.
# $key: the right decision.
puzzle-wrong-not-win = This does not win against best play; { $key } does.
# $key: the right decision.
puzzle-wrong-loses = This loses against best play; { $key } does not.
# $key: the right decision; $seeds: by how many seeds it does better.
puzzle-wrong-seeds = { $key } ends at least { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
} ahead of this.
# A puzzle's task. $name: the player to move.
puzzle-task-win = { $name } to move: find the only move that wins.
# $name: the player to move.
puzzle-task-not-lose = { $name } to move: find the only move that does not lose.
# $name: the player to move.
puzzle-task-win-now = { $name } to move: win the game this turn.
# $name: the player to move.
puzzle-task-capture-now = { $name } to move: capture as much as you can this turn.
# $name: the player to move; $seeds: the lead the move proves.
puzzle-task-seeds = { $name } to move: find the move that ends at least { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
} ahead of any other.
# A task whose solution has more than one decision. $task: the task.
puzzle-task-then = { $task } Then keep finding the best move.
# Why a wrong decision is wrong, as the puzzle recorded it.
puzzle-refutation-loses = This loses the game.
puzzle-refutation-draws = This only draws.
puzzle-refutation-not-win-now = This does not win this turn.
# $seeds: how many seeds worse.
puzzle-refutation-worse = This ends { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
} worse than the best move.
# $captured: what this decision captures at most; $best: what the best one does.
puzzle-refutation-at-most = At most { $captured } captured this turn, against { $best } with the best move.
# $name: the opponent who replies; $captured: how much they capture.
puzzle-refutation-reply = { $name } captures { $captured } in reply.
# A puzzle's themes, shown joined by " · ".
puzzle-theme-relay = relay
puzzle-theme-chain-capture = chain capture
puzzle-theme-extra-turn = extra turn
puzzle-theme-colour-choice = colour choice
puzzle-theme-grand-slam = grand slam
puzzle-theme-feeding = feeding
puzzle-theme-star-row = star row
puzzle-theme-hollow-claim = hollow claim
