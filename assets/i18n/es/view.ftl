# Rainbow Games, es: the words of the render models (src/view: status lines,
# announcements for screen readers, analysis, puzzles, My games, links).
# The source: assets/i18n/en/view.ftl; the words chosen: docs/glossary/es.md.

## La línea de estado
status-you = Tú
status-computer = IA ({ $level })
status-the-computer = La IA ({ $level })
status-considering-draw = { $name } está pensando la oferta de empate…
status-rolls = { $name } tira los dados…
status-thinking = { $name } está pensando…
status-your-placement = Te toca colocar tus cuentas
status-placement = { $name } debe colocar sus cuentas
status-your-turn = Te toca
status-to-move = Le toca a { $name }
status-your-roll = Te toca: tira los dados
status-roll = { $name }: tira los dados
status-roll-nobody = Tira los dados
status-game-over = Fin de la partida
status-paused = { $status } (IA en pausa)

## Resultados, listas, anuncios
result-you-in-list = tú
player-number = Jugador { $number }
result-you-win-score = Ganas { $best }–{ $other }
result-wins-score = { $name } gana { $best }–{ $other }
result-draw-score = Empate, { $first }–{ $second }
result-you-win-with = Ganas con { $best }
result-wins-with = { $name } gana con { $best }
result-draw-all = Empate: todos tienen { $best }
result-share = { $names } comparten la victoria con { $best } cada uno
list-comma = {", "}
list-and = { $init } y { $last }
narrate-captures-seeds = { $name } captura { $count ->
    [one] { $count } semilla
   *[other] { $count } semillas
} { $places ->
    [one] del hoyo { $pits }
   *[other] de los hoyos { $pits }
}.
narrate-captures-beads = { $name } captura { $count ->
    [one] { $count } cuenta
   *[other] { $count } cuentas
} { $places ->
    [one] del hoyo { $pits }
   *[other] de los hoyos { $pits }
}.
narrate-grand-slam = Gran slam: no se permite llevarse todas las semillas del rival, así que no se captura nada.
narrate-captured-moves-again = { $name } ha capturado, así que vuelve a jugar.
narrate-store-moves-again = Última semilla en el almacén: { $name } vuelve a jugar.
narrate-passes = { $name } no puede mover y pasa.
narrate-relay-cycle = El relevo volvió a una posición ya alcanzada, así que la jugada se detiene aquí.
narrate-round-over = Termina la ronda { $round }.
narrate-piece-captured = { $name } captura una ficha de { $owner }.
move-dice-rolled = Dados tirados: { $faces }.
move-chance = Azar: { $notation }.
move-the-player = El jugador
move-sows-seeds = { $name } siembra { $count ->
    [one] { $count } semilla
   *[other] { $count } semillas
} desde el hoyo { $pit }.
move-sows-beads = { $name } siembra { $count ->
    [one] { $count } cuenta
   *[other] { $count } cuentas
} desde el hoyo { $pit }.
move-chosen = { $name }: { $choice }.
move-plays = { $name } juega { $notation }.
move-places = { $name } coloca cuentas: { $places }.
move-place-item = { $count } en { $pit }
first-player-random = Sorteo: empieza { $name }.
first-player = Empieza { $name }.
special-agree-line = La partida termina de común acuerdo.
special-draw-line = Los jugadores acuerdan un empate.
special-resign-line = { $name } abandona.
special-agree = fin de común acuerdo
special-draw = empate acordado
special-resigns = abandona

## La vista de la partida
record-already-over = la partida ya había terminado
seat-computer = { $name } (IA, { $level })
pit-other-plays = Le toca jugar a { $name }

## Análisis y revisión
value-wins-by = gana por { $seeds ->
    [one] { $seeds } semilla
   *[other] { $seeds } semillas
}
value-draws = empata
value-loses-by = pierde por { $seeds ->
    [one] { $seeds } semilla
   *[other] { $seeds } semillas
}
value-seeds = { $seeds ->
    [one] { $value } semilla
   *[other] { $value } semillas
}
value-seeds-exact = { $seeds ->
    [one] { $value } semilla, exacto
   *[other] { $value } semillas, exacto
}
# The same in a game played with beads.
value-wins-by-beads = gana por { $seeds ->
    [one] { $seeds } cuenta
   *[other] { $seeds } cuentas
}
value-loses-by-beads = pierde por { $seeds ->
    [one] { $seeds } cuenta
   *[other] { $seeds } cuentas
}
value-beads = { $seeds ->
    [one] { $value } cuenta
   *[other] { $value } cuentas
}
value-beads-exact = { $seeds ->
    [one] { $value } cuenta, exacto
   *[other] { $value } cuentas, exacto
}
value-win-chance = { $value } de ganar
analysis-bar-text = { $name }: { $value }
analysis-bar-label = Evaluación, parte de la barra de { $name }: { $text }
analysis-stats = Profundidad { $depth } · { $counted } · { $exactness }
analysis-nodes = { $count } nodos
analysis-simulations = { $count } simulaciones
analysis-exact = exacto: resuelto hasta el final
analysis-not-exact = no exacto
analysis-best-line = Mejor línea:
review-graph-label = El valor a lo largo de la partida, desde el lado de { $name }: cuanto más alto, mejor para ese jugador. Elige un punto para ver su posición.
review-caption = ?! imprecisiones · ? errores · ?? errores graves
review-player = Jugador
review-accuracy = Precisión
review-inaccuracies = Imprecisiones
review-mistakes = Errores
review-blunders = Errores graves
review-error = Jugada { $number }, { $name }: { $notation } ({ $value }), { $class ->
    [inaccuracy] una imprecisión
    [mistake] un error
   *[blunder] un error grave
}. Mejor: { $best } ({ $best_value }). Línea: { $line }
# A move of a line the review shows, numbered as the move list numbers it.
review-line-move = { $number }. { $notation }

## Jugar por enlace
corr-trust-note = Quien tenga este enlace puede jugar desde él: envíalo solo al jugador al que le toca. Cada jugada que contiene se vuelve a jugar aquí, así que no puede esconder una jugada ilegal.
corr-your-move = Te toca
corr-waiting-for = Esperando a { $name }
corr-friend = { $name } (tu amigo)
corr-watching = Estás mirando a { $others }
corr-you-play = Juegas con { $yours } contra { $others }
corr-status-over = { $table }; la partida ha terminado: { $result }.
corr-status-yours = { $table }; te toca.
corr-status-waiting = { $table }; esperando a { $name }: envíale el enlace.
corr-status = { $table }.
corr-error-other-start = lleva la identidad de una de tus partidas pero no empieza como ella, así que no se abrió
corr-stale = Este enlace es más antiguo que tu partida o igual ({ $theirs ->
    [one] { $theirs } jugada
   *[other] { $theirs } jugadas
}; tú tienes { $yours }): no cambia nada.
corr-adds = El enlace añade { $added ->
    [one] { $added } jugada
   *[other] { $added } jugadas
} a tu partida.
corr-differs = Las jugadas de este enlace difieren de las tuyas después de la jugada { $after }: tus jugadas siguen en pantalla y las del enlace se guardan como otra línea en Jugadas (no se pierde nada).
corr-note = { $note } { $status }

## Mis partidas
library-import-hint = Pega una partida (texto o JSON, tal como se exporta aquí) o elige un archivo. Juegos: { $ids }.
library-hint = Cada partida se guarda en este navegador: la que abre la página de cada juego y las que reemplazaste por una partida nueva, una importación o un enlace compartido.
library-finished = Terminada: { $result }
library-in-progress-to-play = En curso: le toca a { $name }
library-in-progress = En curso
saved-error-not-a-game = no es una partida guardada ({ $why })
saved-error-other-game = es una partida de «{ $found }», no de «{ $wanted }»
saved-error-cursor = dice que se jugaron { $cursor ->
    [one] { $cursor } jugada
   *[other] { $cursor } jugadas
} pero tiene { $moves }
saved-error-unknown-game = es una partida de «{ $found }», que no es uno de nuestros juegos

## Problemas
progress-error-not = no es un progreso de problemas ({ $why })
progress-error-missing = no es un progreso de problemas (falta { $field })
progress-error-attempt = uno de sus problemas intentados no se puede leer
progress-error-daily = sus problemas del día no se pueden leer
progress-error-rating = su puntuación está fuera de rango
progress-error-volatility = su volatilidad está fuera de rango
puzzles-error-none = no contiene problemas de { $game }
puzzle-wrong-not-win-now = Esta jugada no gana la partida en este turno; { $key } sí.
puzzle-wrong-fewer = Esta jugada captura al menos { $margin } menos en este turno que { $key }.
puzzle-wrong-not-win = Esta jugada no gana contra el mejor juego; { $key } sí.
puzzle-wrong-loses = Esta jugada pierde contra el mejor juego; { $key } no.
puzzle-wrong-seeds = { $key } termina al menos { $seeds ->
    [one] { $seeds } semilla
   *[other] { $seeds } semillas
} por delante de esta.
puzzle-task-win = Juega { $name }: encuentra la única jugada que gana.
puzzle-task-not-lose = Juega { $name }: encuentra la única jugada que no pierde.
puzzle-task-win-now = Juega { $name }: gana la partida en este turno.
puzzle-task-capture-now = Juega { $name }: captura todo lo que puedas en este turno.
puzzle-task-seeds = Juega { $name }: encuentra la jugada que termina al menos { $seeds ->
    [one] { $seeds } semilla
   *[other] { $seeds } semillas
} por delante de cualquier otra.
puzzle-task-then = { $task } Después, sigue encontrando la mejor jugada.
puzzle-refutation-loses = Esta jugada pierde la partida.
puzzle-refutation-draws = Esta jugada solo empata.
puzzle-refutation-not-win-now = Esta jugada no gana en este turno.
puzzle-refutation-worse = Esta jugada termina { $seeds ->
    [one] { $seeds } semilla
   *[other] { $seeds } semillas
} peor que la mejor jugada.
puzzle-refutation-at-most = Como mucho { $captured } capturadas en este turno, frente a { $best } con la mejor jugada.
puzzle-refutation-reply = { $name } captura { $captured } en respuesta.
puzzle-theme-relay = relevo
puzzle-theme-chain-capture = captura en cadena
puzzle-theme-extra-turn = turno extra
puzzle-theme-colour-choice = elección de color
puzzle-theme-grand-slam = gran slam
puzzle-theme-feeding = alimentar
puzzle-theme-star-row = fila de la estrella
puzzle-theme-hollow-claim = reclamar hueco
