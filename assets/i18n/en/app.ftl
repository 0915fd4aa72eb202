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
# $link: a link whose text is about-bench-link.
about-bench = { $link }: how fast the rules and the computer players run on this device.
about-bench-link = Engine speed

## Pages that do not exist
not-found = Page not found
not-found-page = There is no page at '{ $page }'.
# $games: the games' ids, separated by commas.
not-found-game = There is no game '{ $game }' here (the games are { $games }).
back-to-games = Back to the games

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
