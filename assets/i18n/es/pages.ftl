# Rainbow Games, es: the words of the pages written at build time beside the
# app (the source: assets/i18n/en/pages.ftl; the words chosen:
# docs/glossary/es.md).

## The Engine speed page, bench.html
bench-title = Velocidad del motor
bench-intro = Medida en este navegador por el proceso de cálculo de la IA, desde el inicio de cada juego: partidas al azar jugadas hasta el final y, después, búsquedas alfa-beta (dos jugadores, sin dados) y MCTS ({ $seconds } s por juego, un juego tras otro).
bench-measuring = Midiendo…
bench-done = Listo.
bench-stopped = El proceso de cálculo se ha detenido.
bench-game = Juego
bench-preset = Variante
bench-playouts = Partidas al azar/s
bench-actions = Acciones/s
bench-alphabeta = Nodos alfa-beta/s
bench-mcts = Simulaciones MCTS/s
bench-error = error
bench-empty-reply = una respuesta vacía
bench-worker-stopped = el proceso de cálculo se ha detenido: { $reason }
bench-again = Medir de nuevo
bench-back = Volver a la app
