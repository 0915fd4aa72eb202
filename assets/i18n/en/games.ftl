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
# $colour: red, orange, yellow, green, blue or violet (the article follows it).
move-drop-bead = Drop { $colour ->
    [orange] an orange
   *[other] a { $colour }
} bead in { $pit }
suggest-finish-sowing = Sow the rest for me

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
chase-move-capture = { $beads ->
    [one] Capture this bead
   *[other] Capture these { $beads } beads
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

## Options that cannot be set up (each game's setup)
# $seeds: the number asked for
setup-basic-seeds = seeds per pit must be 3 to 6, not { $seeds }
# $limit: the number asked for
setup-owari-repetition = the repetition limit must be 2 or 3, not { $limit }
setup-chase-position = the starting position is invalid
# $players: the number asked for
setup-passage-players = { $players } players: 2 to 4 can play
# $size: the size asked for, as written (9x11)
setup-passage-size = board size '{ $size }' is not one of 9x9, 11x11, 13x13, 9x11 … 17x9 (both odd, 9 to 17, adding up to 26 at most)
# $pieces: the number asked for; $max: the most these options allow
setup-passage-cross = { $pieces } pieces to get across: 1 to { $max } with these options
setup-passage-teams = team play needs four players
# $turns: the limit asked for
setup-passage-turn-limit = a turn limit of { $turns } is too short (20 at least)
# $names: how many names were given; $players: how many players
setup-passage-names = { $names } names for { $players } players
# $side: a side (South, West…); $players: how many players
setup-passage-nobody-sits = nobody sits { $side } with { $players } players
# $square: what was written; $seat: the player, from 1; $width, $height: the board's size
setup-passage-not-a-square = '{ $square }' (player { $seat }) is not a square of a { $width }x{ $height } board
# $players: how many players; $lists: how many lists were given
setup-passage-starts-count = starting squares are needed for each of the { $players } players, not { $lists }
# $side: a side; $pieces: pieces each player has; $squares: how many squares were given
setup-passage-starts-pieces = { $side } needs { $pieces } starting squares, not { $squares }
# $side: a side; $square: a square (c1)
setup-passage-starts-edge = { $side }'s piece on { $square } is not on the row along { $side }'s own edge
setup-passage-starts-end = { $side }'s piece on { $square } is on an end square of the edge
setup-passage-starts-twice = two pieces start on { $square }
# $side, $other: sides; $square, $other_square: their pieces' squares
setup-passage-starts-neighbours = { $side }'s piece on { $square } and { $other }'s piece on { $other_square } are on neighbouring rows or columns
# $min, $max: the fewest and most players; $players: the number asked for
setup-reapers-players = players must be { $min } to { $max }, not { $players }
# $players: how many players; $names: how many names were given
setup-reapers-names = give a name for each of the { $players } players (or none), not { $names }
# $seat: the player, from 1
setup-reapers-name-blank = the name of player { $seat } is blank
# $seat: the player, from 1; $max: the most characters
setup-reapers-name-long = the name of player { $seat } is longer than { $max } characters
# $players: how many players; $colours: how many colours were given
setup-reapers-colours = give a colour for each of the { $players } players (or none), not { $colours }
# $colour: a colour (a colour- word)
setup-reapers-colour-twice = the colour { $colour } is chosen more than once
# $seat: the player asked to start, from 1; $players: how many players
setup-reapers-first = player { $seat } cannot start: there are only { $players } players

## The new-game dialog: options and presets (OptionSpec::shown_label, shown_help,
## shown_choice, Preset::shown_name). option-<key>… are the words several games
## share; option-<game>-<key>… a game's own; option-…-help the sentence under it;
## option-<game>-<key>-<value> a choice. preset-<game>-<id> a preset's name.
option-first-player = Who starts
option-first-player-help = A random draw, or a fixed side.
option-first-player-random = Random draw
option-first-player-south = South
option-first-player-north = North
# basic
option-basic-seeds-per-pit = Seeds per pit
option-basic-seeds-per-pit-help = How many seeds each pit holds at the start.
option-basic-capture-needs-opposite-seeds = Capture needs seeds opposite
option-basic-capture-needs-opposite-seeds-help = Landing in your own empty pit captures only if the facing pit holds seeds.
option-basic-remaining-to = Seeds left at the end go to
option-basic-remaining-to-help = When a side is empty, who takes the seeds still on the board.
option-basic-remaining-to-clearing-player = The player whose side is empty
option-basic-remaining-to-owner = The owner of each side
preset-basic-seed = Basic Game
preset-basic-kalah-6-4 = Kalah (6,4)
# owari
option-owari-grand-slam = Grand slam
option-owari-grand-slam-help = What a move that would capture all of the opponent's seeds does.
option-owari-grand-slam-capture = Captures as usual
option-owari-grand-slam-no-capture = Captures nothing
option-owari-stop-at-majority = Stop at a majority
option-owari-stop-at-majority-help = End the game as soon as someone has more than half of the seeds.
option-owari-repetition-limit = Repetition ends the game at occurrence
option-owari-repetition-limit-help = A position that comes back this many times (since the last capture) ends the game.
option-owari-loop-settlement = After a repetition or agreement
option-owari-loop-settlement-help = Who takes the seeds left on the board.
option-owari-loop-settlement-own-side = Each player their own side
option-owari-loop-settlement-split = Shared equally
preset-owari-seed = Owari
preset-owari-abapa = Abapa (tournament Oware)
# mancala
preset-mancala-seed = Mancala
# ayoayo
option-ayoayo-sow-into-store = Sow into your store
option-ayoayo-sow-into-store-help = Drop a seed into your own store each time your sowing passes it.
preset-ayoayo-seed = Ayoayo
preset-ayoayo-traditional = Ayoayo (traditional: no store sowing)
# giuthi
option-giuthi-allow-shortening = Smaller board for the player behind
option-giuthi-allow-shortening-help = A round's loser holding few seeds may play the next round on 4, 3 or 2 pits a side.
preset-giuthi-seed = Giuthi
# nam-nam
preset-nam-nam-seed = Oware Nam Nam
# rainbow-chase
preset-rainbow-chase-seed = Rainbow Chase
# spectral-reapers
option-spectral-reapers-players = Players
option-spectral-reapers-players-help = How many play; the ring has two pits for each of them.
option-spectral-reapers-names = Names
option-spectral-reapers-names-help = What to call each player, in seat order.
option-spectral-reapers-colours = Colours
option-spectral-reapers-colours-help = The bead colour of each player, in seat order.
option-spectral-reapers-first-player-help = The player who places first and then sows first.
option-spectral-reapers-first-player-seat1 = Player 1
option-spectral-reapers-first-player-seat2 = Player 2
option-spectral-reapers-first-player-seat3 = Player 3
option-spectral-reapers-first-player-seat4 = Player 4
option-spectral-reapers-first-player-seat5 = Player 5
option-spectral-reapers-first-player-seat6 = Player 6
preset-spectral-reapers-seed = Spectral Reapers
preset-spectral-reapers-2-players = Two players
preset-spectral-reapers-4-players = Four players
preset-spectral-reapers-5-players = Five players
preset-spectral-reapers-6-players = Six players
# rainbow-passage
option-rainbow-passage-players = Players
option-rainbow-passage-players-help = Two players sit opposite; a third sits between them; a fourth fills the last side.
option-rainbow-passage-size = Board size
option-rainbow-passage-size-help = Squares from West to East and from South to North.
option-rainbow-passage-size-9x9 = 9 x 9
option-rainbow-passage-size-11x11 = 11 x 11
option-rainbow-passage-size-13x13 = 13 x 13
option-rainbow-passage-size-9x11 = 9 wide, 11 deep
option-rainbow-passage-size-11x9 = 11 wide, 9 deep
option-rainbow-passage-size-9x13 = 9 wide, 13 deep
option-rainbow-passage-size-13x9 = 13 wide, 9 deep
option-rainbow-passage-size-11x13 = 11 wide, 13 deep
option-rainbow-passage-size-13x11 = 13 wide, 11 deep
option-rainbow-passage-size-9x15 = 9 wide, 15 deep
option-rainbow-passage-size-15x9 = 15 wide, 9 deep
option-rainbow-passage-size-11x15 = 11 wide, 15 deep
option-rainbow-passage-size-15x11 = 15 wide, 11 deep
option-rainbow-passage-size-9x17 = 9 wide, 17 deep
option-rainbow-passage-size-17x9 = 17 wide, 9 deep
option-rainbow-passage-first-player-help = Everyone rolls five dice and most reds starts, or a fixed side.
option-rainbow-passage-first-player-random = Roll for reds
option-rainbow-passage-first-player-west = West
option-rainbow-passage-first-player-east = East
option-rainbow-passage-teams = Teams
option-rainbow-passage-teams-help = Four players in two teams; both partners must get across to win.
option-rainbow-passage-teams-none = No teams
option-rainbow-passage-teams-opposite = Partners opposite
option-rainbow-passage-teams-adjacent = Partners side by side
option-rainbow-passage-cross-to-win = Pieces across to win
option-rainbow-passage-cross-to-win-help = More than one makes winning harder: pieces that cross leave the board and take a die with them.
option-rainbow-passage-returns = Captured pieces may return
option-rainbow-passage-returns-help = With two or three dice of a colour, a captured piece comes back instead of a move.
option-rainbow-passage-extra-piece = Extra piece
option-rainbow-passage-extra-piece-help = A fifth piece on the middle of each edge; the first capture costs no die.
option-rainbow-passage-turn-limit = Turn limit
option-rainbow-passage-turn-limit-help = After this many turns (passes count) the game stops: most pieces across wins.
option-rainbow-passage-starts = Start squares
option-rainbow-passage-starts-help = Where each player's pieces start (square names such as c1 e1 g1 i1); the standard places when left as they are.
option-rainbow-passage-names = Player names
option-rainbow-passage-names-help = A name for each player.
preset-rainbow-passage-seed = Rainbow Passage
preset-rainbow-passage-three = Three players
preset-rainbow-passage-four = Four players on 9x9
preset-rainbow-passage-teams = Teams (partners opposite)
preset-rainbow-passage-teams-adjacent = Teams (partners side by side)
preset-rainbow-passage-harder = Harder winning (two pieces across)
preset-rainbow-passage-no-returns = No returns, extra piece
preset-rainbow-passage-long = Long board (9x17)

## The JSON readers' reasons (src/engine/options.rs, record.rs): why options,
## a record or a saved game cannot be read. Field, variant and type names
## are notation, written as they are in the JSON, in `backticks`. English
## keeps serde_json's words (the command-line tool prints them).
# A JSON value the reader did not expect. $kind: its kind (null, boolean,
# integer, decimal, text, list, object); $value: the value as written (notation)
reader-found = { $kind ->
    [null] null
    [boolean] boolean `{ $value }`
    [integer] integer `{ $value }`
    [decimal] floating point `{ $value }`
    [text] string { $value }
    [list] sequence
   *[object] map
}
# What an option's value must be. $what: which (byte: a whole number from 0
# to 255; short: 0 to 65535; choice: a choice's name; nothing: null;
# single: an object with one key; options: the options object); $name: the
# options' type name (notation)
reader-expected = { $what ->
    [byte] u8
    [short] u16
    [boolean] a boolean
    [text] a string
    [list] a sequence
    [choice] string or map
    [nothing] unit
    [single] map with a single key
   *[options] struct { $name }
}
# $found: a reader-found phrase; $expected: a reader-expected phrase
reader-invalid-type = invalid type: { $found }, expected { $expected }
reader-invalid-value = invalid value: { $found }, expected { $expected }
# The names a reader knows. $count: how many; $first, $last: the first and
# the last (notation); $all: every one in `backticks`, separated by commas
reader-one-of = { $count ->
    [1] `{ $first }`
    [2] `{ $first }` or `{ $last }`
   *[other] one of { $all }
}
# $field: the field as written (notation); $expected: a reader-one-of phrase
reader-unknown-field = unknown field `{ $field }`, expected { $expected }
reader-unknown-field-none = unknown field `{ $field }`, there are no fields
# $name: the value as written (notation); $expected: a reader-one-of phrase
reader-unknown-variant = unknown variant `{ $name }`, expected { $expected }
reader-unknown-variant-none = unknown variant `{ $name }`, there are no variants
# Options given as a list of values, one too many. $length: how many it has
reader-too-long = invalid length { $length }, expected fewer elements in array
# A record or a saved game. $field: the field's name (notation)
reader-field-unknown = unknown field `{ $field }`
reader-field-missing = missing field `{ $field }`
# A record given as a list of values. $length: how many it has; $fields: how many fields a record has
reader-fields-too-long = invalid length { $length }, expected { $fields } elements
reader-not-an-object = invalid type, expected a struct
# $field: the field's name (notation); $what: what it must be (whole: a
# whole number; text: a string; texts: a list of strings)
reader-field-type = invalid type of `{ $field }`, expected { $what ->
    [whole] u64
    [count] usize
    [text] a string
   *[texts] a list of strings
}
# Text that is not JSON. $line, $column: where the reader stopped (from 1);
# $code: what it found wrong: eof (the text ends too soon), value (no value
# where one must be), list-comma (`,` or `]` is missing), object-comma (`,`
# or `}` is missing), colon (a `:` is missing), key (a key that is not a
# string in quotes), comma (a comma before `]` or `}`), trailing (more text
# after the value), number (a bad number), ident (a word that is not true,
# false or null), other (anything else: $what says it); $what: the
# reader's own words, in English (English shows them for every code)
reader-json = { $code ->
   *[other] { $what }
} at line { $line } column { $column }

## Options refused, records and links that cannot be read (src/engine)
# $reasons: the reasons, joined by semicolons (setup- messages)
setup-invalid = invalid options: { $reasons }
# $why: what is wrong (a link- or text-record- message, or the reader's words)
record-not-a-record = not a game record: { $why }
# $game: the game's id as written
record-unknown-game = unknown game '{ $game }'
# $number: the move's number, from 1; $mv: the move as written; $why: why it cannot be played
record-move = move { $number } ('{ $mv }') cannot be played: { $why }
# $line: the line's number, from 1; $why: what is wrong with it
record-line = line { $line }: { $why }
record-position = Position: { $why }
link-incomplete = the link is incomplete: its end is missing (was it cut short when copied?)
link-damaged = the link is damaged: its check does not match (was it cut short or changed?)
# $part: the part as written
link-part-without-value = the link has a part without a value: '{ $part }'
# $value: what was written
link-bad-seed = the link has a seed that is not a number: '{ $value }'
link-bad-options = the link has badly encoded options
# $why: the JSON reader's words
link-options-not-json = the link has options that are not JSON: { $why }
link-options-not-object = the link has options that are not a JSON object
link-bad-count = the link has a move count that is not a number: '{ $value }'
link-bad-moves = the link has badly encoded moves
link-bad-position = the link has a badly encoded position
link-unknown-part = the link has an unknown part '{ $part }'
link-no-seed = the link has no seed (s=)
link-no-moves = the link has no moves (m=)
# $count: the moves it should hold; $moves: the moves it holds
link-count-mismatch = the link should hold { $count } moves but holds { $moves }
# $number: the move's number, from 1
link-empty-move = the link has an empty move (move { $number })
text-record-tags-after-moves = tags come before the moves, not after them
text-record-tag-form = a tag is written [Name value]
# $tag: the tag as written
text-record-tag-without-value = the tag '{ $tag }' has no value
# $tag: the tag's name; $why: the JSON reader's words
text-record-tag-not-json = the value of { $tag } is not JSON: { $why }
# $tag: the tag's name; $value: the value given
text-record-tag-not-text = { $tag } must be a string in quotes, not { $value }
text-record-bad-seed = Seed must be a whole number, not { $value }
text-record-bad-options = Options must be a JSON object
text-record-bad-players = Players must be a list of strings
text-record-unknown-tag = unknown tag '{ $tag }'
text-record-tags-first = a text record starts with its tags, [Game "…"] first
text-record-no-game = the [Game "…"] tag is missing
text-record-no-seed = the [Seed …] tag is missing

## Why a position notation is refused (docs/notation.md); the CLI words
## them in English from src/engine/position.rs, the page from here.
position-empty = The notation is empty.
position-fields = The notation has { $found } fields; it needs { $expected }.
position-field = The { $field } '{ $value }' is not { $what }.
position-count = The { $field } '{ $value }' is not a number up to { $max }.
position-list-length = The { $field } lists { $found } values; it needs { $expected }.
position-width = A board of { $width } pits a side is not allowed here ({ $allowed }).
position-total = The board holds { $found } seeds in all; this game has { $expected }.
position-over = The game is over: a notation names a position still in play.
position-no-move = The player to move has no legal move, and the game is not over.
position-decided = The game would already be over: { $why }.
position-player = There is no player { $player } in this game.
position-rule = This position breaks a rule: { $why }.
position-mid-move = A move is in progress: a notation names a position between moves.
position-colour-total = There are { $found } beads of colour { $colour } in all; this game has { $expected }.
position-not-started = Who starts is still being rolled for: a notation names a position once the game has begun.
position-unsupported = This game has no position notation yet.
position-readers-missing = The code that reads positions could not be loaded (are you offline?). Try again once connected.
## The words the readers name a field, what it should be or a rule with.
position-arg-board = board
position-arg-captures = captures
position-arg-claims-left = claims left
position-arg-claims-made = claims made
position-arg-owners = owners
position-arg-phase = phase
position-arg-piece = piece
position-arg-pieces = pieces
position-arg-pit = pit
position-arg-pits = pits
position-arg-player-to-move = player to move
position-arg-round = round
position-arg-seat-to-move = seat to move
position-arg-seats = seats
position-arg-seats-placed = seats placed
position-arg-square-colour = square colour
position-arg-square = square
position-arg-start-square = start square
position-arg-starting-seat = starting seat
position-arg-store = store
position-arg-stores = stores
position-arg-turns = turns
position-arg-and-a-seed-or-the-squares-colours = # and a seed, or the squares' colours
position-arg-12-letters-s-or-n = 12 letters s or n
position-arg-a-pit-board = a pit board
position-arg-a-round-from-1 = a round from 1
position-arg-a-square-of-the-board = a square of the board
position-arg-a-start-square-and-x-or = a start square and . - x or =
position-arg-beads-written-as-counts-and-colour-initi = beads written as counts and colour initials (2r1g), or 0
position-arg-r-g-b-y-c-or-m = r g b y c or m
position-arg-roll-or-and-the-dice-rolled = roll or @ and the dice rolled
position-arg-s-or-n = s or n
position-arg-two-counts-separated-by = two counts separated by :
position-arg-two-groups-separated-by = two groups separated by :
position-arg-two-sides-separated-by = two sides separated by /
position-arg-a-piece-on-the-far-row-has-got-across = a piece on the far row has got across
position-arg-a-seat-is-down-to-a-single-bead = a seat is down to a single bead
position-arg-a-seat-places-its-beads-as-4-4-and-3-in = a seat places its beads as 4, 4 and 3 in three pits
position-arg-a-side-is-empty = a side is empty
position-arg-a-store-holds-half-the-seeds-or-more = a store holds half the seeds or more
position-arg-before-the-width-is-chosen-the-board-is = before the width is chosen the board is empty
position-arg-between-rounds-the-player-to-move-is-the = between rounds the player to move is the last round's loser
position-arg-each-seat-s-start-tokens-lie-where-the-o = each seat's start tokens lie where the options place its pieces
position-arg-nothing-is-captured-while-beads-are-plac = nothing is captured while beads are placed
position-arg-the-beads-do-not-add-up = the beads do not add up
position-arg-the-hollows-are-empty = the hollows are empty
position-arg-the-seat-to-move-has-a-bead-of-its-colou = the seat to move has a bead of its colour on the board
position-arg-the-seat-to-move-has-a-piece-on-the-boar = the seat to move has a piece on the board
position-arg-two-pieces-stand-on-one-square = two pieces stand on one square
position-arg-while-beads-are-placed-the-seats-place-i = while beads are placed, the seats place in turn from the starting seat
position-arg-while-hollows-are-claimed-every-seed-is = while hollows are claimed, every seed is held in the stores
position-arg-while-seeds-are-placed-each-filled-pit-h = while seeds are placed, each filled pit holds seeds and is mirrored; the rest are empty
