# The app's words in English: the source every language translates, and the
# fallback compiled into the page. Fluent syntax (see src/i18n.rs for the
# subset the page reads; docs/translations.md for how to translate).

## Words used in many places
play = Play
continue = Continue
rules = Rules
dismiss = Dismiss
unknown-game = Unknown game.

## The page's frame: header, footer, settings
nav-puzzles = Puzzles
nav-my-games = My games
footer-about = About
setting-theme = Theme
setting-language = Language
# Beside the language picker when a language cannot be fetched. $language: its own name (Français…)
language-failed = The language { $language } could not be loaded (are you offline?). Choose it again once connected.
# The notices at the foot of the page (assets/pwa.js): while the site cannot be reached, and when a new version is ready.
pwa-offline = Offline
# After pwa-offline (left out on narrow screens); starts with its own punctuation.
pwa-offline-more = : playing from this device
pwa-update = Update available
pwa-reload = Reload
pwa-later = Later

## The home page
home-title = Choose a game
# $presets: the game's presets, separated by " · ".
home-presets = Presets: { $presets }
daily-title = Puzzle of the day
daily-text = A position from a real game with one best move, proven by the engine: the same for everyone today.
daily-solve = Solve today's puzzle
daily-more = More puzzles

## About
about-title = About Rainbow Games
about-text = Mancala and board games that run entirely in your browser: the rules and the computer players work on this device, with no server, and the app keeps working offline once installed. Your games are kept in this browser.
about-settings = Settings
about-settings-text = The theme and the language are at the foot of every page; speed, sounds and the computer's thinking time are in each game's menu (☰).
about-curious = For the curious
# $link: a link whose text is about-bench-link, to the Engine speed page
# (its words are in pages.ftl).
about-bench = { $link }: how fast the rules and the computer players run on this device.
about-bench-link = Engine speed

## Pages that do not exist
not-found = Page not found
not-found-page = There is no page at '{ $page }'.
# $games: the games' ids, separated by commas.
not-found-game = There is no game '{ $game }' here (the games are { $games }).
back-to-games = Back to the games
page-load-failed = This page could not be loaded (are you offline?). Try again once connected.
page-load-retry = Try again

## A game's page
# $why: what is wrong with the link.
link-error-nothing-changed = This link cannot be opened: { $why }. Nothing changed.
link-error-kept = This link cannot be opened: { $why }. The game on screen is kept.

## Rules pages
# $game: the game's name.
rules-title = { $game }: rules
rules-loading = Loading the rules…
rules-our-ruling = Our ruling:
# $n: the example's number on the page.
rules-example = Example { $n }.
rules-play-game = Play { $game }
rules-example-error = This example cannot be shown: { $why }

## My games
import-title = Import a game
analyse = Analyse

## Live boards: rules examples and embeds
# $k: how many moves are played; $n: the record's moves.
embed-bad-move = cannot show move { $k } of a record of { $n ->
    [one] { $n } move
   *[other] { $n } moves
}
embed-no-puzzles = there is no game '{ $game }' with puzzles
live-dice = dice
# $mv: the move in the game's notation; $who: who played it (a name, or live-dice).
live-move = Move { $k } of { $n }: { $mv } ({ $who }).
live-start = Start of the example.
live-to-move = { $player } to move.
live-dice-to-roll = Dice to roll.
live-reset = Reset
live-reset-title = Back to the start of the example
live-back = Back
live-step = Step
live-pause = Pause
# Plays an example's moves one after the other (not: play a game).
live-play = Play
# $file: a file's name; $why: what is wrong with it.
file-unreadable = { $file } cannot be read ({ $why })
download-failed = No download: { $why }.

## Puzzles
puzzles-storage-full = Your puzzle progress could not be kept: the browser's storage is full.
puzzles-progress-damaged = Your puzzle progress could not be read ({ $why }); it was set aside and a new rating starts.
puzzles-loading = Loading the puzzles…
puzzles-load-failed = The puzzles could not be loaded: { $why }.
# $id: the puzzle's id asked for.
puzzles-no-such = There is no puzzle '{ $id }' here; here is another one.
puzzles-none-left = No puzzle is left here.
puzzles-progress = Your puzzle progress
puzzles-progress-hint = Your rating, the puzzles you tried and your lessons' stars are kept in this browser. Download them to keep a copy or to move them to another browser, and load them there.
puzzles-progress-paste = Progress to load
puzzles-progress-load = Load progress
puzzles-progress-loaded = Your puzzle progress was loaded.
puzzles-progress-bad = This cannot be loaded: { $why }. Your progress is kept as it was.
puzzles-any-game = Any game
puzzles-of-game = Puzzles: { $game }
# $n: puzzles solved in a row; $over: yes once the streak has ended.
puzzles-streak = Streak: { $n }{ $over ->
    [yes] {" "}(over)
   *[no] {""}
}
puzzles-download = Download progress
puzzles-your-rating = Your rating:
# $solved of $tried puzzles were solved at the first try; $best: the longest streak.
puzzles-score = solved { $solved } of { $tried } at the first try · best streak { $best }
puzzles-rated = Rated
puzzles-streak-mode = Streak
puzzles-game = Game
puzzle = Puzzle
# $line: the solution's moves in the game's notation.
puzzle-solution = The solution: { $line }.
puzzle-engine-replies = {" "}The engine replies { $mv }.
puzzle-right-go-on = Right! Keep going: find the best move again.
puzzle-solved = Solved! That is the best move.
puzzle-solved-missed = Solved, but it counts as a miss: a hint was used, or the first try was wrong.
# $played: the move played; $why: why it is not the answer.
puzzle-wrong = ✗ { $played } is not the answer. { $why }
puzzle-cannot-show = This puzzle cannot be shown: { $why }.
puzzle-daily = Today's puzzle: the same for everyone today.
# After a rated puzzle: $rating, the player's new rating; $n, by how much it
# changed; $direction: up, same or down.
puzzle-rating-change = { $direction ->
    [up] Your rating went up by { $n }, to { $rating }.
    [same] Your rating stays at { $rating }.
   *[down] Your rating went down by { $n }, to { $rating }.
}
puzzle-rated = Puzzle rated { $rating }
puzzle-hint = Hint
puzzle-retry = Try again
puzzle-show-solution = Show the solution
puzzle-next = Next puzzle
proof-to-end = Proven by a search to the end of the game ({ $plies } plies).
# $d1, $d2: the two depths; $seeds: the smallest margin between the best move and the next.
proof-two-depths = Checked by looking { $d1 } and then { $d2 } moves ahead: both times this move is the best, ahead of the next by at least { $seeds ->
    [one] { $seeds } seed.
   *[other] { $seeds } seeds.
}
proof-turn = Proven by trying every way to play the turn to its end.
proof-table = Proven by the endgame tables.

## My games, export and import
saved-damaged = it could not be read when its page opened
storage-full = the browser's storage for this site is full
storage-full-delete = the browser's storage for this site is full: delete or export some of your games
storage-full-old = Games saved by an older version stay where they were: the browser's storage for this site is full. Delete or export some games.
download-refused = the browser refused the download
# $what: record, json or link.
copied = { $what ->
    [record] Record copied.
    [json] JSON copied.
   *[link] Link copied.
}
copy-refused = The browser did not allow copying: select the { $what ->
    [record] record
    [json] JSON
   *[link] link
} and copy it.
export-title = Export and share
export-record-text = Record (text)
export-copy-record = Copy record
export-download-text = Download text
export-copy-json = Copy JSON
export-download-json = Download JSON
export-link = Link to this game (opens at its last position)
export-copy-link = Copy link
import-nothing = Paste a record or choose a file first.
import-bad-record = This record cannot be opened: { $why }.
import-failed = The record could not be opened: { $why }.
import-file-unreadable = The file could not be read.
import-record = Record
import-or-file = Or a file
import-open = Open
saved-delete-confirm = Delete this game for good?
# $link: a link to the home page whose text is saved-none-link.
saved-none = No games yet. { $link } to play.
saved-none-link = Choose a game

## Analysis and review
stop = Stop
analysis = Analysis
analysing = Analysing…
review = Review
review-failed = No review: { $why }.
review-progress = { $done } of { $total ->
    [one] { $total } decision
   *[other] { $total } decisions
}
review-start = Review the game
# $n: how many mistakes there are to learn from.
review-learn = Learn from your mistakes ({ $n })
# $k of $n: the exercise; $ply: the move's number; $who: the player; $played: the move they played.
exercise-task = Exercise { $k } of { $n }: move { $ply }, { $who } played { $played } here. Find a better move.
exercise-next = Next mistake
exercise-done = Done
exercise-checking = Checking your move…
# $answer: the move tried; $value: its value in words; $line: the best line's moves.
exercise-as-good = Well found: { $answer } ({ $value }) is as good as the best move. The line: { $line }.
exercise-same = { $answer } is the move played in the game ({ $value }). The best is { $best } ({ $best_value }): try again.
exercise-worse = { $answer } ({ $value }) is not as good as { $best } ({ $best_value }). Try again, or see the line: { $line }.
exercise-unknown = { $answer } was not analysed here: try again.
exercise-values-hidden = The values are hidden while you look for a better move.
exercise-show-values = Show the values

## End-game tables
# A size in megabytes: $whole, then the first decimal $tenth.
megabytes = { $whole }.{ $tenth } MB
# A time in seconds ($whole, first decimal $tenth), after tables-known's exact count.
tables-built-in = , built in { $whole }.{ $tenth } s
# $seeds: the table's most seeds; $positions: how many (a number already written with its thousands separators); $size: its size; $exact: how many are exact (written so too); $built: tables-built-in or nothing.
tables-known = This device knows every end game with at most { $seeds } seeds on the board: { $positions } positions ({ $size }), { $exact } of them exactly{ $built }. The Strongest level plays the exact ones perfectly.
tables-none = No end-game table on this device yet for these rules.
tables-looking = Looking for this device's end-game table…
tables-size-slow = { $n } seeds ({ $size }: may take minutes to build)
tables-size = { $n } seeds ({ $size })
tables-failed = The table could not be built: { $why }.
# tables-failed's $why when the device gave the page too little memory for the build.
tables-no-memory = not enough memory on this device
# tables-failed's $why when a page asks for a table larger than the page may build: $n seeds, $size the table's MB, $building the MB needed while it is built, $limit the MB allowed.
tables-too-large = a table up to { $n } seeds would take { $size } MB, and about { $building } MB while it is built: more than this page may use ({ $limit } MB)
tables-building = Building the table… { $percent }%
tables-deeper = Deeper tables
tables-build = Build the end-game table

## Play by link
corr-title = Play by link
corr-send = Send
corr-link = The link of the game so far
corr-share-title = Rainbow Games: your move
corr-sent = Link sent.
corr-not-sent = Not sent: send it again, or copy the link below.

## Settings and levels
speed-slow = Slow
speed-normal = Normal
speed-fast = Fast
speed-instant = No animation
theme-system = As the system
theme-light = Light
theme-dark = Dark
level-beginner = Beginner
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-strongest = Strongest

## Playing: what the page says of the game on screen
# $game: the game's name.
saved-not-restored = Your saved { $game } game could not be restored: { $why }. Start a new game.
saved-storage-full = This game could not be saved: the browser's storage for this site is full. Delete or export some games in My games.
# $name: a player's name.
player-computer = { $name } (computer)
the-computer = The computer
game-not-kept = The game on screen could not be kept, so it stays: { $why }.
roll-first = Roll the dice first.
game-over = The game is over.
still-shown = The last move is still being shown.
computer-failed = The computer could not move ({ $why }). The computers are paused.
hint-nothing = No hint: nothing to decide.
hint-failed = No hint: { $why }
# $pit: a pit's name in the notation.
hint-sow = Hint: sow from pit { $pit }
# $what: the decision, as the game words it.
hint = Hint: { $what }
# $who: the computer player's name.
draw-declined-one = { $who } declined the draw: the search gives it the better game. Play on.
draw-declined-all = The computers declined the draw: the search gives them the better game. Play on.
draw-unweighed-one = { $who } could not weigh the position (only one move can be played): offer again after it.
draw-unweighed-all = The computers could not weigh the position (only one move can be played): offer again after it.
draw-failed-one = { $who } could not answer the draw offer ({ $why }).
draw-failed-all = The computers could not answer the draw offer ({ $why }).
taken-back = The move was taken back to its start.
# Between the players' names in My games.
saved-versus = {" "}vs{" "}
# $players: the players; $n: the moves played; $day: the day last played (2026-11-24), or none.
saved-detail = { $players } · { $n ->
    [one] { $n } move
   *[other] { $n } moves
}{ $day ->
    [none] {""}
   *[other] {" "}· { $day }
}
# $turn: whose turn it is in a game by link; $day and $time: when the last move came.
saved-by-link-at = By link: { $turn } · last move { $day } { $time }
saved-by-link = By link: { $turn }
saved-unreadable = A saved game that cannot be read
saved-cannot-open = It cannot be opened: { $why }.
saved-resume = Resume
saved-replay = Replay
saved-export = Export
saved-delete = Delete
backup-title = Back up everything
backup-hint = One file with every game kept here (its lines and review too), your puzzle progress and your settings. Importing it on this or another device adds what is new and merges the games you have: nothing is overwritten.
storage-used = This site uses { $kb } kB of the browser's storage.
backup-export = Download a backup
backup-import = Import a backup
backup-bad = This file is not a Rainbow Games backup.
# $added: entries added; $merged: games merged into ones kept here.
backup-read = Backup read: { $added } added, { $merged } merged.

## An embed's bad parameters (said in the frame to the site's author)
embed-bad-escape = bad %-escape (or text that is not UTF-8) in '{ $text }'
# $name: a parameter's name; $value: what it was given.
embed-bad-flag = '{ $name }' must be 1 or 0, not '{ $value }'
# $langs: the languages' codes.
embed-bad-lang = 'lang' must be one of { $langs }, not '{ $value }'
embed-unknown-game = unknown game '{ $game }' (games: { $games })
embed-unknown-parameter = unknown parameter '{ $name }' (parameters: { $names })
embed-twice = parameter '{ $name }' is given twice
embed-record-or = give either 'record' or '{ $other }', not both
embed-bad-record = bad record: { $why }
embed-other-game = the record is a game of '{ $record }', not '{ $game }'
embed-bad-options = 'options' is not JSON: { $why }
embed-bad-seed = 'seed' must be a whole number, not '{ $value }'
embed-bad-move-number = 'move' must be 0 to { $n }, not '{ $value }'
embed-bad-size = 'size' must be 120 to 2000 pixels, not '{ $value }'
embed-bad-theme = 'theme' must be light or dark, not '{ $value }'
embed-bad-speed = 'speed' must be slow, normal, fast or instant, not '{ $value }'

## The new-game dialog
dialog-vs-computer = Play vs computer
dialog-level = Level
# The quick start with people at every seat, as many as the game set below has.
dialog-players-here = { $n ->
    [2] Two players here
    [3] Three players here
    [4] Four players here
    [5] Five players here
    [6] Six players here
   *[other] { $n } players here
}
dialog-friend = Play a friend by link
dialog-you-play = You play
dialog-cancel = Cancel
dialog-start = Start with these settings
dialog-preset = Preset
dialog-rules-options = Rules options
dialog-options = Options
dialog-players = Players
# $n: the player's number (1, 2…).
dialog-player = Player { $n }
# $name: a player's name.
dialog-who-plays = Who plays { $name }
dialog-person = Person
dialog-computer = Computer
dialog-computer-level = Level of the computer playing { $name }
dialog-start-squares = Start squares of player { $n }
dialog-standard-places = Standard places
dialog-player-name = Name of player { $n }
dialog-player-colour = Colour of player { $n }

## The game page
# $name: a pit's name in the notation; $list: its beads by colour.
pit-empty = Pit { $name }: empty
pit-beads-in = Pit { $name }: { $list }
skip-animation = Skip animation
skip = Skip
action-bar = Moves and computers
undo = Undo
redo = Redo
# $n: how many seats the computer plays.
computers-resume = { $n ->
    [one] ▶ Resume the computer
   *[other] ▶ Resume the computers
}
computers-pause = { $n ->
    [one] ❚❚ Pause the computer
   *[other] ❚❚ Pause the computers
}
# The same, short, where the bar is narrow (a phone): a word of the
# whole label, so that what is seen is part of the button's name.
computers-pause-short = ❚❚ Pause
computers-resume-short = ▶ Resume
back-to-game = Back to the game
menu = Menu
new-game = New game
new-board = New board
resign = Resign
offer-draw = Offer a draw
draw = Draw
end-by-agreement = End by agreement
menu-export = Export / share
menu-import = Import
setting-speed = Speed
setting-sounds = Sounds
setting-think-time = Computer thinking time
# The computer's thinking times, in seconds (written as the language writes
# a decimal number).
think-time-500 = 0.5 s
think-time-1000 = 1 s
think-time-2000 = 2 s
think-time-5000 = 5 s
think-time-10000 = 10 s
looking-for-move = Looking for a good move…
computer-play-here = Computer, play from here
confirm = Confirm
confirm-resign-named = Resign? { $name } loses the game at once.
confirm-resign-you = Resign? You lose the game at once.
confirm-resign-yes = Yes, resign
confirm-draw = End the game as a draw?
confirm-draw-yes = Yes, a draw
confirm-agree = End the game now? What is left on the board is settled as the rules say.
confirm-agree-yes = Yes, end it

## The game page's panels
# $name: a pit's name in the notation.
picker-pit = Pit { $name }:
picker-place = Place
# $placed of $beads beads of $colour are placed.
placement-count = { $placed } of { $beads } { $colour } beads placed
placement-hint = Click a pit to put beads in it ({ $max }, then { $min }, then none); − takes one back.
placement-clear = Clear
in-hand = In hand:
none-yet = none yet
player-captured = { $name } captured:
round = Round { $n }
round-total-south = South { $n }
round-total-north = North { $n }
rounds-earlier = Earlier rounds
round-score = South { $south } – North { $north }
seat-captured = { $n } captured
seat-in-store = { $n } in store
seat-across = { $crossed } across · { $captured } captured
# $level: the computer's level.
panel-computer = Computer ({ $level })
# A seat played by a friend on another device, in a game by link.
panel-friend = Friend (by link)
seat-total = Total { $n }
seat-thinking = thinking…
seat-to-move = to move
# $place: 1, 2…; $name: the player; $n: what they captured.
ranking-row = { $place }. { $name } — { $n } captured
result-show = Show the result
result-see-board = See the board
rematch = Rematch
swap-sides = Swap sides
share = Share
take-back = Take back the last move
other-games = Other games

## Boards: what a screen reader says of pits, stores, seats, squares and pieces
# $name: the pit's name in the notation (A, b…).
pit = Pit { $name }
# $whose: whose pit it is.
pit-whose = Pit { $name } ({ $whose })
pit-seeds = { $n ->
    [one] { $n } seed
   *[other] { $n } seeds
}
pit-beads = { $n ->
    [one] { $n } bead
   *[other] { $n } beads
}
# $list: pit-colour-count for each colour, separated by commas.
pit-beads-listed = { $n ->
    [one] { $n } bead
   *[other] { $n } beads
}: { $list }
pit-colour-count = { $n } { $colour }
# $pit: pit or pit-whose; $contents: pit-seeds, pit-beads or pit-beads-listed.
pit-playable = { $pit }, { $contents }, can be played
# $why: why it cannot be played.
pit-not-playable = { $pit }, { $contents }. { $why }
# $side: South or North, as the game names it.
store-label = { $side }'s store, { $n ->
    [one] { $n } seed
   *[other] { $n } seeds
}
ring-take-back = Take one bead back from { $name }
# $colour: the seat's colour; $to_move: yes or no.
seat-label = { $name } ({ $colour }): { $captured } captured, { $on_board } of their beads on the board{ $to_move ->
    [yes] , to move
   *[no] {""}
}
seat-in-play = { $n } in play
ring-turns = turns
# $square: a square's name (e4); $colour: a die's colour; $capture: yes or no.
grid-step-to = Step to { $square } using a { $colour } die{ $capture ->
    [yes] , capturing
   *[no] {""}
}
grid-return-to = Return a captured piece to { $square }
# $owner: the player; $points: the piece's points; $moved and $movable: yes or no.
grid-piece = { $owner }'s { $points }-pointed piece on { $square }{ $moved ->
    [yes] {""}
   *[no] , not moved yet (cannot be captured)
}{ $movable ->
    [yes] , can move
   *[no] {""}
}
grid-board = Board of { $width } by { $height } coloured squares; South's edge at the bottom
grid-die = { $colour } die{ $used ->
    [yes] , used
   *[no] {""}
}
roll-off-not-rolled = { $name }: not rolled yet
# $dice: the dice rolled, as glyphs; $reds: how many are red; $out: yes once out of the roll-off.
roll-off-rolled = { $name }: { $dice } ({ $reds } red){ $out ->
    [yes] {" "}— out of the roll-off
   *[no] {""}
}
roll-off-rule = Who starts: everyone rolls five dice; most reds starts, ties roll again.
steps-left = Steps left this turn: { $n }
roll-dice = Roll the dice
return-piece = Return a piece
end-turn = End turn
pass = Pass
# $side: South or North; $colour: the pit's colour, as colour words say it.
pit-side-colour = { $side }, { $colour ->
    [orange] an orange
   *[other] a { $colour }
} pit
# $pit: what pit-playable says; $n beads of $colour are placed here.
pit-placement = { $pit }; your placement: { $n } { $colour } here. Click to change.
ring-sowing = sowing

## Moves and lines
# $at: the move after which the line parts; $next: its first move; $n: its moves.
line-label = After move { $at }: { $next }… ({ $n ->
    [one] { $n } move
   *[other] { $n } moves
})
lines-other = Other lines ({ $n })
lines-hint = Lines you played before going back and playing another move; open one to play on along it.
moves = Moves
moves-count = Moves ({ $n })
moves-start = Start
steps = Step through the game (arrow keys too)
step-to-start = To the start
step-back = One move back
step-forward = One move forward
step-to-end = To the last move
board-upright = Board: South's pits down the left, North's up the right; North's store at the top, South's at the bottom
board-rows = Board: North's pits along the top, South's along the bottom
rules-puzzle-title = Try a puzzle
rules-puzzle-text = A position from a real game, with one best move the engine proved.
rules-puzzle-show = Show a puzzle
rules-puzzle-all = All the puzzles of this game
worker-refused = the computer player could not be asked: { $why }
# The Learn page (src/ui/learn): a game's lessons, step by step.
# $game: the game's name.
learn-title = Learn { $game }
learn-loading = Loading the lessons…
learn-all = All lessons
learn-step = Step { $n } of { $count }
learn-right = Right!
learn-won = You won the game: lesson done!
# $result: how the game ended ("North wins 26–22").
learn-lost = Not won this time: { $result }. Try again, with a hint when you need one.
# $what: what the move did, in sentences.
learn-wrong = Not quite. { $what }
# $place: a pit's name, or learn-store-of.
learn-last-in = The last one sown landed in { $place }.
learn-store-of = { $name }'s store
learn-nothing-captured = Nothing was captured.
learn-next = Next
# What each pit of a decided lesson step says (the board rests until the button is used)
learn-rest-right = Step done: Next goes on.
learn-rest-wrong = Try again plays this step once more.
learn-next-lesson = Next lesson
# $stars: the stars won, as ★★ or ★☆.
learn-lesson-done = Lesson done: { $stars }
learn-stars = { $n ->
    [one] one star of two
   *[other] { $n } stars of two
}
learn-to-play = Learn to play
# The same on a phone's narrow head (one short word).
learn-short = Learn
learn-offer = New to { $game }? Learn it by playing, in a few minutes.

# Pictures to share: the board as a PNG, the game as an animated GIF.
picture-save = Save picture
picture-animation = Save animation (GIF)
# The two on a phone's narrow action bar: the files' kinds.
picture-save-short = PNG
picture-animation-short = GIF
picture-making = Making the picture…
picture-done = The picture is ready.
picture-failed = The picture could not be made.

# The variant lab (src/ui/lab.rs, #/lab/<game>): computers play many games
# of each variant, and the page shows what a rule changes.
lab-link = Variant lab
lab-about = Does a rule make a game fairer? Let computers play hundreds of games of each variant and compare:
# $game: the game's name.
lab-title = Variant lab: { $game }
lab-back = Play
lab-intro = Computers play many games of each variant, in the background; the numbers say how often each seat wins, how long games last and how they end.
lab-game = Game
# $n: the variant's number.
lab-variant = Variant { $n }
lab-preset = Preset
lab-custom = Your own options
lab-options = Options
lab-add-variant = Add a variant
lab-remove-variant = Remove this variant
lab-levels = Computer level of each seat
# $seat: the seat's number.
lab-seat = Seat { $seat }
lab-games = Games per variant
lab-seed = Seed (the same seed gives the same games)
lab-run = Run
lab-stop = Stop
# $done, $total: games played, games asked for.
lab-progress = { $done } of { $total } games played…
lab-stopped = Stopped after { $done } of { $total } games: the results count those.
lab-finished = Done: { $done } games played.
# $why: what went wrong.
lab-error = The lab stopped: { $why }
lab-export-csv = Export CSV
lab-export-json = Export JSON
lab-share = Link to this run
lab-wins-title = Wins by seat (bars: share of games; lines: 95% interval; the upright line: a fair share)
# $share, $spread, $fair: whole percents; $games: games played.
lab-first-sentence = The first player wins { $share }% ± { $spread }% of { $games } games; a fair seat would win { $fair }%.
lab-first-sentence-drawn = The first player wins { $share }% ± { $spread }% of { $games } games; { $drawn }% were drawn or shared, so a fair seat would win { $fair }%.
# $seat: a seat's number; $share, $spread, $fair: whole percents.
lab-seat-sentence = Seat { $seat }: { $share }% ± { $spread }%.
lab-draws = Draws
lab-table = The numbers
lab-col-seat = Seat
lab-col-wins = Wins
lab-col-share = Share
lab-col-interval = 95% interval
lab-length-title = Game length (decisions)
# $median, $longest: numbers of decisions.
lab-length-sentence = Half the games take { $median } decisions or fewer; the longest took { $longest }.
lab-rolls-title = Rolls of the dice
# $median, $longest: numbers of rolls.
lab-rolls-sentence = Half the games take { $median } rolls or fewer; the longest took { $longest }.
lab-margin-title = Final margin (the first seat's score minus the second's)
# $median: seeds, negative when the first seat is behind.
lab-margin-sentence = At the median the first seat ends { $median } ahead (a negative number: behind).
lab-col-from = From
lab-col-games = Games
lab-col-ending = Ending
lab-endings-title = How games ended
# $limit: games stopped by the turn limit; $games: games played.
lab-endings-sentence = { $limit } of { $games } games were stopped by the turn limit.
# $n: pieces captured in all; $each: a game, one decimal.
lab-pieces-sentence = { $n } pieces were captured in { $games } games ({ $each } a game).
# $n: seeds or beads captured in all; $each: a game, one decimal.
lab-seeds-sentence = { $n } seeds were captured in { $games } games ({ $each } a game).
# $n: captured pieces brought back onto the board in all; $each: a game, one decimal.
lab-returns-sentence = { $n } captured pieces were returned to the board ({ $each } a game).
lab-teams-title = Wins by team (bars: share of games; lines: 95% interval; the upright line: a fair share)
# $team: the team's number, from 1 (a short label beside its bar).
lab-team = Team { $team }
# $team: the team's number; $seats: its seats' numbers (a list); $share, $spread, $fair: whole percents.
lab-team-sentence = Team { $team } (seats { $seats }) wins { $share }% ± { $spread }% of the games; a fair team would win { $fair }%.
lab-team-sentence-drawn = Team { $team } (seats { $seats }) wins { $share }% ± { $spread }% of the games; { $drawn }% were drawn, so a fair team would win { $fair }%.
lab-col-team = Team
lab-col-seats = Seats
# $ending: how a game ended (a word of the lab's files).
lab-ending = { $ending ->
    [side-empty] A side was empty
    [no-move] No move was left
    [majority] A majority was reached
    [repetition] The position repeated
    [agreement] Agreed
    [resigned] Resigned
    [draw-agreed] A draw agreed
    [too-few-seeds] Too few seeds left
    [cannot-fill] No one could fill their side
    [all-captured] Everything was captured
    [crossed] A player got across
    [last-standing] One player left standing
    [turn-limit] The turn limit
    [last-bead] The last bead
   *[other] { $ending }
}

## The board editor (#/editor/<game>, src/ui/editor): a position set up
## pit by pit, checked by the game's own notation reader.
# $game: the game's name.
editor-title = Set up a position: { $game }
# The entry in a game's menu, My games and the analysis board.
editor-open = Set up position
editor-notation = Position notation
editor-load = Load
editor-start = Starting position
editor-empty = Empty the board
editor-ok = The position can be played.
# $why: the engine's reason (a position-… message).
editor-bad = This position cannot be played: { $why }
editor-play-computer = Play from here against the computer
editor-play-friend = Play from here with a friend
editor-save = Save to My games
editor-saved = Saved to My games.
# $place: a pit's or store's name (editor-pit, editor-store).
editor-more = One more in { $place }
editor-less = One less in { $place }
editor-count = How many in { $place }
# $pit: the pit's name in the notation (A–F, a–f).
editor-pit = pit { $pit }
# $seat: a seat, from 1.
editor-store = store of seat { $seat }
editor-colour = Colour edited
editor-south = South
editor-north = North
editor-field-pits = Pits
editor-field-stores = Stores
editor-field-to-move = To move
editor-field-round = Round
editor-field-starter = Started the round
editor-field-phase = Phase
editor-field-owners = Owners of the hollows
editor-field-beads = Beads
editor-field-captures = Captures
editor-field-seat = Seat to move
editor-field-turns = Turns played
editor-field-board = Board
editor-field-pieces = Pieces
# The board editor's Rainbow Passage grid (ui::editor::passage).
editor-square = Square { $square }
editor-square-empty = { $square }, { $colour }: empty
editor-square-piece = { $square }, { $colour }: { $owner }'s piece from { $start }{ $moved ->
    [yes] {""}
   *[no] , not moved since placed
}
editor-piece = { $owner }: piece from { $start }
editor-unmoved = Not moved since placed
editor-capture = Take off: captured
editor-across = Take off: got across
editor-square-colour = Square's colour
editor-dice = Dice rolled (none: the seat to move rolls next)
editor-dice-of = { $colour } dice
editor-board-seed = Board from seed
# The board editor's Spectral Reapers ring (ui::editor::reapers).
editor-beads-of = { $colour } beads in { $place }
editor-starting-seat = Seat that started
editor-phase-sow = Sowing
editor-phase-place = Placing: { $placed } seats have placed
editor-cup = cup of seat { $seat } ({ $name }), captured: { $contents }

# The board editor's Share link and Make a puzzle.
editor-share = Share link
editor-share-title = Rainbow Games: a position to play
editor-link = Link to this position
editor-make-puzzle = Make a puzzle
editor-puzzle-making = The engine is looking for a unique best move…
# $why: one of the editor-puzzle-… reasons below.
editor-puzzle-refused = No puzzle: { $why }.
# $why: what went wrong.
editor-puzzle-failed = The puzzle could not be made: { $why }.
# Why editor-puzzle-failed: the puzzle worker's wasm could not be fetched.
puzzle-worker-failed = the engine that proves puzzles could not be loaded (are you offline?); try again once connected
editor-puzzle-over = the game is over in this position
editor-puzzle-chance = a roll of the dice comes first, and a puzzle starts at a player's decision
# $mv: the only move.
editor-puzzle-one-move = there is only one move, { $mv }
# $n: how many moves; $moves: the moves, listed.
editor-puzzle-tied = { $n } moves are equally good: { $moves }
# $best, $second: moves.
editor-puzzle-close = the best move, { $best }, is not clearly better than { $second }
# $d1, $d2: the depths of the proof.
editor-puzzle-unproven = the engine does not find the same best move at depths { $d1 } and { $d2 }
editor-puzzle-too-large = there are too many moves to look at to the end of the turn
editor-puzzle-none-better = no move wins, or captures more than every other, this turn
# $some: moves separated by commas; $last: the last one.
editor-puzzle-and = { $some } and { $last }
# The puzzles made in the board editor, on the puzzles page.
puzzles-mine = My puzzles
