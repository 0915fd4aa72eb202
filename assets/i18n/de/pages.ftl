# Rainbow Games, de: the words of the pages written at build time beside the
# app (the source: assets/i18n/en/pages.ftl; the words chosen:
# docs/glossary/de.md).

## The Engine speed page, bench.html
bench-title = Engine-Tempo
bench-intro = Gemessen in diesem Browser vom Worker der Computergegner, jeweils ab der Anfangsstellung: zufällige Partien bis zum Ende, dann Alpha-Beta-Suchen (zwei Spieler, keine Würfel) und MCTS-Suchen ({ $seconds } s je Spiel, ein Spiel nach dem anderen).
bench-measuring = Wird gemessen…
bench-done = Fertig.
bench-stopped = Der Worker wurde beendet.
bench-game = Spiel
bench-preset = Voreinstellung
bench-playouts = Zufallspartien/s
bench-actions = Aktionen/s
bench-alphabeta = Alpha-Beta-Knoten/s
bench-mcts = MCTS-Simulationen/s
bench-error = Fehler
bench-empty-reply = eine leere Antwort
bench-worker-stopped = der Worker wurde beendet: { $reason }
bench-again = Erneut messen
bench-back = Zurück zur App
