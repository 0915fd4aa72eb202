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
