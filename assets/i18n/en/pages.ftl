# Rainbow Games, en: the words of the pages written at build time beside the
# app, not of the app itself (src/view/first_paint.rs). Only the native
# build step reads this file: build.rs does not compile it into the app's
# wasm and no language's messages.txt holds it (docs/translations.md).
# Fluent syntax, as app.ftl.

## The Engine speed page, bench.html (first_paint::bench_page): it measures
## the rules and the searches of the computer players in this browser.
# The page's heading and (with " · Rainbow Games") its title; the same
# words as about-bench-link.
bench-title = Engine speed
# $seconds: the time given to each game, in seconds.
bench-intro = Measured in this browser by the computer players' worker, from each game's start: random games played to the end, then alpha-beta (two players, no dice) and MCTS searches ({ $seconds } s a game, one game after another).
# The status line, while the games are measured, when all are, and when the
# worker stops with an error.
bench-measuring = Measuring…
bench-done = Done.
bench-stopped = The worker stopped.
# The table's column headings: a game, its preset, and how many random
# games played to the end (playouts), actions (moves and dice), alpha-beta
# search nodes and MCTS simulations a second.
bench-game = Game
bench-preset = Preset
bench-playouts = Playouts/s
bench-actions = Actions/s
bench-alphabeta = Alpha-beta nodes/s
bench-mcts = MCTS simulations/s
# In each number's place in a row that could not be measured.
bench-error = error
# Why a row could not be measured (shown when the pointer rests on it):
# the worker answered nothing…
bench-empty-reply = an empty reply
# …or stopped. $reason: the browser's own words, in its language (may be
# empty).
bench-worker-stopped = the worker stopped: { $reason }
# A button that measures every game again.
bench-again = Measure again
# A link to the app's About page.
bench-back = Back to the app
