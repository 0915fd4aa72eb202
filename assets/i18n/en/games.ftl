# The games' own words in English: names, summaries, and how each game
# words its moves, prompts, reasons and endings (src/games).

## Names and one-line summaries (the home page, headings)
game-ayoayo = Ayoayo
game-ayoayo-summary = Relay sowing: lift the pit your last seed lands in and keep going until it falls into an empty one.
game-basic = Basic Game
game-basic-summary = The simplest mancala: sow into your store, land in it to go again, capture from an empty pit.
game-giuthi = Giuthi
game-giuthi-summary = Choose a direction, relay with reversals, capture in chains; the loser of a round sets up the next, on a smaller board if they wish.
game-mancala = Mancala
game-mancala-summary = Stores and extra turns, captures from an empty pit and of twos and threes; first to 25 wins.
game-nam-nam = Oware Nam Nam
game-nam-nam-summary = Relay sowing where every four is captured, and rounds in which the winner takes over the loser's hollows.
game-owari = Owari
game-owari-summary = The strategic classic: capture twos and threes on your opponent's side, and never starve them.
game-rainbow-chase = Rainbow Chase
game-rainbow-chase-summary = Six colours of beads on a rainbow of pits: choose which colour to drop, and capture a pit by giving it its own colour back.
game-rainbow-passage = Rainbow Passage
game-rainbow-passage-summary = Race a piece across a board of coloured squares, stepping only onto the colours your dice show, and capture to slow the others down.
game-spectral-reapers = Spectral Reapers
game-spectral-reapers-summary = Two to six players around a ring of pits each sow beads of every colour and pluck one back when a move ends on a pair of their own.

## Sides and players (src/engine: side_name, Side::name; games/words.rs)
side-south = South
side-north = North
side-west = West
side-east = East
# $seat: the player's seat, from 1
player-seat = Player { $seat }

## What became of the seeds left on the board (a clause after an ending)
remaining-to-owners = each player took the seeds in their own pits
# $player: the side that took them (South, North)
remaining-to-player = the seeds left on the board went to { $player }
remaining-split = the seeds left on the board were shared equally
remaining-nothing = no seeds were left to share

## Why a game ended ($remaining: one of the remaining- clauses above)
# $side: the side whose pits were empty
end-side-empty = { $side }'s pits were all empty after the move; { $remaining }.
# $player: the side that could not move
end-no-move = { $player } had no legal move; { $remaining }.
end-majority = A player captured more than half of the seeds; { $remaining }.
# $occurrence: how many times the position has come up (2, 3…)
end-repetition = The same position came up a { $occurrence ->
    [1] first
    [2] second
    [3] third
   *[other] further
} time; { $remaining }.
end-agreement = The players agreed to end the game; { $remaining }.
end-all-captured = Every bead has been captured.
# $player: a side (South, North)
end-cannot-fill = After the round { $player } could not fill a single hollow.
# $player: a side; $seeds: how many seeds they held
end-too-few-seeds = After the round { $player } held only { $seeds } { $seeds ->
    [one] seed
   *[other] seeds
}, too few to play on.
# $seat: the player's seat, from 1
end-last-bead = Player { $seat } had a single bead of their colour left in play; the most captures wins.
end-crossed = Player { $seat } got across the board.
end-last-standing = Player { $seat } was the last with pieces on the board.
end-turn-limit = The game reached its limit of { $turns } turns; the most pieces across wins.
# $player: the player's name or side
end-resigned = { $player } resigned.
end-draw-agreed = The players agreed to a draw.

## Why an action cannot be played
illegal-game-over = The game is over.
illegal-no-such-pit = There is no such pit on this board.
illegal-not-your-pit = This pit belongs to your opponent.
illegal-empty-pit = This pit is empty.
illegal-must-feed = Your opponent has no seeds: you must play a move that gives them some.
illegal-needs-two-seeds = A move must start from a pit with at least 2 seeds.
illegal-not-now = That cannot be played at this stage of the game.
illegal-out-of-range = That choice is outside what the rules allow here.
illegal-not-claimable = Only one of your opponent's hollows can be claimed.
illegal-must-capture = You must capture: no later capture is possible in this move.
illegal-not-a-step = A piece steps to a neighbouring square forwards, backwards or diagonally, never straight sideways.
illegal-no-die = No unused die shows the colour of that square.
illegal-no-steps-left = Every step of this turn has been taken.
illegal-star-row = Near the star row a piece slows down: one that started the turn beyond it takes a single step, one that started on it steps forwards once at most, and one that steps more than once never goes beyond it.
illegal-one-crossing = Only one piece may get across in a turn.
illegal-occupied = That square is taken by a piece you cannot capture (your own, a partner's, or one that has not moved yet).
illegal-nothing-to-return = None of your pieces is waiting to return.
illegal-not-a-start-square = A captured piece returns only to one of your start squares.
illegal-nothing-here = Nothing can be played from this pit now.

## Moves that cannot be read or played (session)
# $text: what was typed, as it is
parse-not-a-move = '{ $text }' is not a move in this game
# $mv: the move as written; $why: one of the illegal- sentences
move-cannot-be-played = '{ $mv }' cannot be played: { $why }
# $mv: the move as written; $last: the highest seat number (from 0)
move-no-such-resigner = '{ $mv }' is not a resignation: write resign:N, N the resigning player's seat from 0 to { $last }
move-session-only = '{ $mv }' ended the game: there is no position after it

## Colours, as nouns (a pit's or a square's colour, dice faces, default names)
colour-red = red
colour-orange = orange
colour-yellow = yellow
colour-green = green
colour-blue = blue
colour-violet = violet
colour-cyan = cyan
colour-magenta = magenta

## Moves, prompts and reasons shared by several games
# $pit: a pit's letter (A–F, a–f, A–L)
move-sow-pit = Sow { $pit }
move-sow-from = Sow from { $pit }
# $colour: the bead's colour (red, orange, yellow, green, blue, violet); $pit: a pit's letter
move-drop-bead = Drop a { $colour } bead in { $pit }
suggest-finish-sowing = Finish sowing

## Giuthi
# $pit: a pit's letter; $direction: clockwise or counterclockwise
giuthi-move-sow = Sow { $pit } { $direction ->
    [clockwise] clockwise
   *[counterclockwise] counterclockwise
}
# $pits: how many pits each side has in the next round
giuthi-move-width = Play on { $pits } { $pits ->
    [one] pit
   *[other] pits
} a side
# $seeds: how many seeds; $pit: a pit's letter
giuthi-move-place = Put { $seeds } { $seeds ->
    [one] seed
   *[other] seeds
} in { $pit }
giuthi-move-place-next = Put { $seeds } { $seeds ->
    [one] seed
   *[other] seeds
} in the next pit
# $player: a side (South, North)
giuthi-prompt-width = { $player } lost the round: choose the board size
# $player: a side; $pit: a pit's letter; $left: seeds still to place
giuthi-prompt-distribute = { $player }: place seeds in pit { $pit } ({ $left } left, at least 1 per pit)
giuthi-reason-setting-up = The next round is being set up: finish that first.
giuthi-reason-two-seeds = A move needs at least 2 seeds in the pit.
giuthi-suggest-even = Spread evenly
giuthi-suggest-random = Random

## Oware Nam Nam
# $pit: a hollow's letter
nam-nam-move-claim = Claim hollow { $pit }
# $player: the side that claims; $seeds: the seeds it holds; $hollows: how many it may claim; $opponent: the other side
nam-nam-prompt-won = { $player } won the round with { $seeds } seeds: claim { $hollows } of { $opponent }'s hollows
nam-nam-prompt-won-more = { $player } won the round with { $seeds } seeds: claim { $hollows } more of { $opponent }'s hollows
nam-nam-prompt-holds = { $player } holds { $seeds } seeds, more than their hollows need: claim { $hollows } of { $opponent }'s hollows
nam-nam-prompt-holds-more = { $player } holds { $seeds } seeds, more than their hollows need: claim { $hollows } more of { $opponent }'s hollows

## Rainbow Chase
# $beads: how many beads; $pit: a pit's letter
chase-move-capture = Capture these { $beads } { $beads ->
    [one] bead
   *[other] beads
} from { $pit }
chase-move-decline = Keep sowing
# $player: a side; $pit: a pit's letter; $colour: the pit's colour (a colour- word)
chase-prompt-drop = { $player }: choose the colour to drop in { $pit } (pit colour { $colour })
# $player: a side; $beads: how many beads; $pit: a pit's letter
chase-prompt-capture = { $player }: capture the { $beads } { $beads ->
    [one] bead
   *[other] beads
} in { $pit }?
# Follows chase-prompt-capture when the capture is compulsory
chase-prompt-must-capture = (you must: no later capture is possible)
# Follows a prompt; $pit: a pit's letter
chase-prompt-only-again = ; only { $pit } can be captured again this move
# Follows chase-prompt-drop
chase-prompt-owed = ; having passed up a capture, you must keep one within reach
chase-reason-drop = Finish the move first: choose a colour to drop.
chase-reason-capture = Finish the move first: capture or keep sowing.

## Spectral Reapers
# $beads: how many beads; $pit: a pit's letter (one part of reapers-move-place)
reapers-place-part = { $beads } in { $pit }
# $parts: the reapers-place-part of each pit, joined by commas
reapers-move-place = Place { $parts }
# $colour: the bead's colour (red, orange…); $pit: a pit's letter
reapers-move-take = Take a { $colour } bead from { $pit }
# $player: a name; $beads: how many beads each places; $colour: their colour
reapers-prompt-place = { $player }: place your { $beads } { $colour } beads in three pits, 3 or 4 in each
# $player: a name; $pit: a pit's letter
reapers-prompt-drop = { $player }: choose the colour to drop in { $pit }
reapers-prompt-take = { $player }: take one bead from { $pit } — choose its colour
reapers-reason-placing = Place your beads first: click three pits to put your beads in them.
reapers-reason-drop = Finish the move first: choose the colour to drop in { $pit }.
reapers-reason-take = Finish the move first: choose the bead to take from { $pit }.
# $colour: the player's colour (red, orange…)
reapers-reason-no-bead = No { $colour } bead of yours is in this pit: sow from a pit holding one.
reapers-end-uncounted = Beads still on the board are not counted: most captures wins.
# $player: a name; $colour: their colour (red, orange…)
reapers-end-last-bead = { $player } is down to one { $colour } bead in play, so the game ends.
# $occurrence: how many times the position came up (3 or more)
reapers-end-repetition = The same position came up for the { $occurrence ->
    [3] third
   *[other] { $occurrence }th
} time since the last capture, so the game ends.
reapers-end-agreement = The players agreed to end the game.
reapers-end-no-move = No player has a bead of their colour left on the board, so the game ends.
# $player: a name; $beads: the beads they captured
reapers-result-win = { $player } wins with { $beads } captured { $beads ->
    [one] bead
   *[other] beads
}.
reapers-result-draw = Everyone captured { $beads } { $beads ->
    [one] bead
   *[other] beads
}: a draw.
# $players: the names but the last, joined by commas; $last: the last name; $beads: the beads each captured
reapers-result-shared = { $players } and { $last } share the win with { $beads } captured { $beads ->
    [one] bead
   *[other] beads
} each.
# $pits: how many pits the ring has
reapers-draft-count = The draft must give a count for each of the { $pits } pits.
reapers-draft-too-many-in-pit = A pit takes at most { $max } of your beads.
reapers-draft-pits = Your beads go into exactly { $pits } pits.
reapers-draft-too-many = You have only { $beads } beads to place.
reapers-draft-unreachable = This cannot become { $beads } beads in { $pits } pits with { $min } or { $max } in each.

## Rainbow Passage
# $names: one or more names; $last: one more name
passage-names-and = { $names } and { $last }
# $faces: the dice's colours (colour- words), joined by commas
passage-move-roll = Roll { $faces }
# $from, $to: squares (e1, e2); $colour: the colour of $to (a colour- word)
passage-move-step = Step { $from } to { $to } ({ $colour })
# $square: a square's name (e1)
passage-move-return = Return a captured piece to { $square }
passage-move-end = End the turn
passage-move-pass = Pass
# $player: a name
passage-prompt-roll-off = { $player } rolls five dice: most reds starts.
# $player: a name; $dice: how many dice
passage-prompt-roll = { $player } rolls { $dice } { $dice ->
    [one] die
   *[other] dice
}.
# $player: a name; $steps: steps left
passage-prompt-act = { $player }: up to { $steps } { $steps ->
    [one] step
   *[other] steps
}, a return, or pass.
passage-prompt-act-more = { $player }: { $steps } more { $steps ->
    [one] step
   *[other] steps
}, or end the turn.
# $player: the name of the one who crossed; $winners: the team's names
passage-end-crossed-team = { $player } got their pieces across: { $winners } win.
# $winner: a name
passage-end-crossed = { $winner } got across the board and wins.
passage-end-last-standing-team = { $winners } are the last with pieces on the board.
passage-end-last-standing = { $winner } is the last with pieces on the board.
# $turns: the turn limit; $winners: the winners' names
passage-end-turn-limit = The game reached its limit of { $turns } turns. Most pieces across, then most on the board: { $winners }.
passage-end-agreement = The players agreed to stop. Most pieces across, then most on the board: { $winners }.
