# Rainbow Games, de: the words of the render models (src/view: status lines,
# announcements for screen readers, analysis, puzzles, My games, links).
# The source: assets/i18n/en/view.ftl; the words chosen: docs/glossary/de.md.

## Die Statuszeile
status-you = Du
status-computer = Computer ({ $level })
status-the-computer = Der Computer ({ $level })
status-considering-draw = { $name } prüft das Angebot eines Unentschiedens…
status-rolls = { $name } würfelt…
status-thinking = { $name } denkt nach…
status-your-placement = Du bist dran: Lege deine Perlen
status-placement = { $name } legt seine Perlen
status-your-turn = Du bist am Zug
status-to-move = { $name } ist am Zug
status-your-roll = Du bist dran: würfle
status-roll = { $name }: würfeln
status-roll-nobody = Würfeln
status-game-over = Partie beendet
status-paused = { $status } (Computer pausiert)

## Ergebnisse, Listen, Ansagen
result-you-in-list = du
player-number = Spieler { $number }
result-you-win-score = Du gewinnst { $best }–{ $other }
result-wins-score = { $name } gewinnt { $best }–{ $other }
result-draw-score = Unentschieden, { $first }–{ $second }
result-you-win-with = Du gewinnst mit { $best }
result-wins-with = { $name } gewinnt mit { $best }
result-draw-all = Unentschieden: alle haben { $best }
result-share = { $names } teilen sich den Sieg mit je { $best }
list-comma = {", "}
list-and = { $init } und { $last }
narrate-captures-seeds = { $name } fängt { $count ->
    [one] { $count } Samen
   *[other] { $count } Samen
} { $places ->
    [one] aus Mulde { $pits }
   *[other] aus den Mulden { $pits }
}.
narrate-captures-beads = { $name } fängt { $count ->
    [one] { $count } Perle
   *[other] { $count } Perlen
} { $places ->
    [one] aus Mulde { $pits }
   *[other] aus den Mulden { $pits }
}.
narrate-grand-slam = Grand Slam: Alle gegnerischen Samen zu fangen ist nicht erlaubt, also wird nichts gefangen.
narrate-captured-moves-again = { $name } hat gefangen und ist noch einmal am Zug.
narrate-store-moves-again = Letzter Samen in der Gewinnmulde: { $name } ist noch einmal am Zug.
narrate-passes = { $name } kann nicht ziehen und passt.
narrate-relay-cycle = Das Weitersäen kam zu einer schon erreichten Stellung zurück, also endet der Zug hier.
narrate-round-over = Runde { $round } ist vorbei.
narrate-piece-captured = { $name } schlägt eine Figur von { $owner }.
move-dice-rolled = Gewürfelt: { $faces }.
move-chance = Zufall: { $notation }.
move-the-player = Der Spieler
move-sows-seeds = { $name } sät { $count ->
    [one] { $count } Samen
   *[other] { $count } Samen
} aus Mulde { $pit }.
move-sows-beads = { $name } sät { $count ->
    [one] { $count } Perle
   *[other] { $count } Perlen
} aus Mulde { $pit }.
move-chosen = { $name }: { $choice }.
move-plays = { $name } spielt { $notation }.
move-places = { $name } legt Perlen: { $places }.
move-place-item = { $count } in { $pit }
first-player-random = Ausgelost: { $name } beginnt.
first-player = { $name } beginnt.
special-agree-line = Die Partie wird einvernehmlich beendet.
special-draw-line = Die Spieler einigen sich auf unentschieden.
special-resign-line = { $name } gibt auf.
special-agree = einvernehmlich beendet
special-draw = unentschieden vereinbart
special-resigns = gibt auf

## Die Spielansicht
record-already-over = die Partie war schon zu Ende
seat-computer = { $name } (Computer, { $level })
pit-other-plays = { $name } ist am Zug

## Analyse und Auswertung
value-wins-by = gewinnt mit { $seeds ->
    [one] { $seeds } Samen
   *[other] { $seeds } Samen
} Vorsprung
value-draws = unentschieden
value-loses-by = verliert mit { $seeds ->
    [one] { $seeds } Samen
   *[other] { $seeds } Samen
} Rückstand
value-seeds = { $seeds ->
    [one] { $value } Samen
   *[other] { $value } Samen
}
value-seeds-exact = { $seeds ->
    [one] { $value } Samen, exakt
   *[other] { $value } Samen, exakt
}
# The same in a game played with beads.
value-wins-by-beads = gewinnt mit { $seeds ->
    [one] { $seeds } Perle
   *[other] { $seeds } Perlen
} Vorsprung
value-loses-by-beads = verliert mit { $seeds ->
    [one] { $seeds } Perle
   *[other] { $seeds } Perlen
} Rückstand
value-beads = { $seeds ->
    [one] { $value } Perle
   *[other] { $value } Perlen
}
value-beads-exact = { $seeds ->
    [one] { $value } Perle, exakt
   *[other] { $value } Perlen, exakt
}
value-win-chance = { $value } Gewinnchance
analysis-bar-text = { $name }: { $value }
analysis-bar-label = Bewertung, Anteil von { $name } am Balken: { $text }
analysis-stats = Tiefe { $depth } · { $counted } · { $exactness }
analysis-nodes = { $count } Knoten
analysis-simulations = { $count } Simulationen
analysis-exact = exakt: bis zum Ende gelöst
analysis-not-exact = nicht exakt
analysis-best-line = Beste Folge:
review-graph-label = Der Wert im Lauf der Partie aus Sicht von { $name }: je höher, desto besser für diesen Spieler. Wähle einen Punkt, um seine Stellung zu sehen.
review-caption = ?! Ungenauigkeiten · ? Fehler · ?? grobe Fehler
review-player = Spieler
review-accuracy = Genauigkeit
review-inaccuracies = Ungenauigkeiten
review-mistakes = Fehler
review-blunders = Grobe Fehler
review-error = Zug { $number }, { $name }: { $notation } ({ $value }), { $class ->
    [inaccuracy] eine Ungenauigkeit
    [mistake] ein Fehler
   *[blunder] ein grober Fehler
}. Besser: { $best } ({ $best_value }). Folge: { $line }
# A move of a line the review shows, numbered as the move list numbers it.
review-line-move = { $number }. { $notation }

## Spielen per Link
corr-trust-note = Wer diesen Link hat, kann damit spielen: Schicke ihn nur dem Spieler, der am Zug ist. Jeder Zug darin wird hier nachgespielt, er kann also keinen regelwidrigen Zug verstecken.
corr-your-move = Du bist am Zug
corr-waiting-for = Warten auf { $name }
corr-friend = { $name } (dein Freund)
corr-watching = Du schaust { $others } zu
corr-you-play = Du spielst { $yours } gegen { $others }
corr-status-over = { $table }; die Partie ist vorbei: { $result }.
corr-status-yours = { $table }; du bist am Zug.
corr-status-waiting = { $table }; warten auf { $name }: Schicke den Link weiter.
corr-status = { $table }.
corr-error-other-start = er trägt die Kennung einer deiner Partien, beginnt aber nicht wie sie, und wurde deshalb nicht geöffnet
corr-stale = Dieser Link ist älter als deine Partie oder gleich ({ $theirs ->
    [one] { $theirs } Zug
   *[other] { $theirs } Züge
}; du hast { $yours }): Nichts ändert sich.
corr-adds = Der Link fügt deiner Partie { $added ->
    [one] { $added } Zug
   *[other] { $added } Züge
} hinzu.
corr-differs = Die Züge dieses Links weichen nach Zug { $after } von deinen ab: Deine Züge bleiben auf dem Bildschirm, die des Links werden als weitere Folge unter Züge aufbewahrt (nichts geht verloren).
corr-note = { $note } { $status }

## Meine Partien
library-import-hint = Füge eine Partie ein (Text oder JSON, wie hier exportiert) oder wähle eine Datei. Spiele: { $ids }.
library-hint = Jede Partie wird in diesem Browser aufbewahrt: die, mit der sich die Seite jedes Spiels öffnet, und die, die du durch eine neue Partie, einen Import oder einen geteilten Link ersetzt hast.
library-finished = Beendet: { $result }
library-in-progress-to-play = Läuft: { $name } ist am Zug
library-in-progress = Läuft
saved-error-not-a-game = es ist keine gespeicherte Partie ({ $why })
saved-error-other-game = es ist eine Partie von „{ $found }“, nicht von „{ $wanted }“
saved-error-cursor = laut ihr wurden { $cursor ->
    [one] { $cursor } Zug
   *[other] { $cursor } Züge
} gespielt, sie enthält aber { $moves }
saved-error-unknown-game = es ist eine Partie von „{ $found }“, das keines unserer Spiele ist

## Aufgaben
progress-error-not = es ist kein Aufgabenfortschritt ({ $why })
progress-error-missing = es ist kein Aufgabenfortschritt (kein { $field })
progress-error-attempt = eine der versuchten Aufgaben ist nicht lesbar
progress-error-daily = seine Tagesaufgaben sind nicht lesbar
progress-error-rating = seine Wertung liegt außerhalb des Bereichs
progress-error-volatility = seine Volatilität liegt außerhalb des Bereichs
puzzles-error-none = sie enthält keine Aufgaben zu { $game }
puzzle-wrong-not-win-now = Dieser Zug gewinnt die Partie nicht sofort; { $key } schon.
puzzle-wrong-fewer = Dieser Zug fängt in diesem Zug mindestens { $margin } weniger als { $key }.
puzzle-wrong-not-win = Dieser Zug gewinnt nicht gegen bestes Spiel; { $key } schon.
puzzle-wrong-loses = Dieser Zug verliert gegen bestes Spiel; { $key } nicht.
puzzle-wrong-seeds = { $key } endet mit mindestens { $seeds ->
    [one] { $seeds } Samen
   *[other] { $seeds } Samen
} mehr als dieser.
puzzle-task-win = { $name } ist am Zug: Finde den einzigen Zug, der gewinnt.
puzzle-task-not-lose = { $name } ist am Zug: Finde den einzigen Zug, der nicht verliert.
puzzle-task-win-now = { $name } ist am Zug: Gewinne die Partie mit diesem Zug.
puzzle-task-capture-now = { $name } ist am Zug: Fange in diesem Zug so viel wie möglich.
puzzle-task-seeds = { $name } ist am Zug: Finde den Zug, der mit mindestens { $seeds ->
    [one] { $seeds } Samen
   *[other] { $seeds } Samen
} Vorsprung vor jedem anderen endet.
puzzle-task-then = { $task } Finde danach weiter den besten Zug.
puzzle-refutation-loses = Dieser Zug verliert die Partie.
puzzle-refutation-draws = Dieser Zug erreicht nur ein Unentschieden.
puzzle-refutation-not-win-now = Dieser Zug gewinnt nicht sofort.
puzzle-refutation-worse = Dieser Zug endet { $seeds ->
    [one] { $seeds } Samen
   *[other] { $seeds } Samen
} schlechter als der beste Zug.
puzzle-refutation-at-most = Höchstens { $captured } in diesem Zug gefangen, gegen { $best } mit dem besten Zug.
puzzle-refutation-reply = { $name } fängt { $captured } als Antwort.
puzzle-theme-relay = Weitersäen
puzzle-theme-chain-capture = Kettenfang
puzzle-theme-extra-turn = Extrazug
puzzle-theme-colour-choice = Farbwahl
puzzle-theme-grand-slam = Grand Slam
puzzle-theme-feeding = Füttern
puzzle-theme-star-row = Sternreihe
puzzle-theme-hollow-claim = Mulde beanspruchen
