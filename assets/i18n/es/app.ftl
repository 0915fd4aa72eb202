# Rainbow Games, es: the app's words (the source: assets/i18n/en/app.ftl;
# the words chosen: docs/glossary/es.md).

play = Jugar
continue = Continuar
rules = Reglas
dismiss = Cerrar
unknown-game = Juego desconocido.
nav-puzzles = Problemas
nav-my-games = Mis partidas
footer-about = Acerca de
setting-theme = Tema
setting-language = Idioma
language-failed = No se pudo cargar el idioma { $language } (¿estás sin conexión?). Vuelve a elegirlo cuando tengas conexión.
pwa-offline = Sin conexión
pwa-offline-more = : se juega desde este dispositivo
pwa-update = Actualización disponible
pwa-reload = Recargar
pwa-later = Más tarde
home-title = Elige un juego
home-presets = Variantes: { $presets }
daily-title = El problema del día
daily-text = Una posición de una partida real con una única mejor jugada, demostrada por el motor: la misma para todos hoy.
daily-solve = Resolver el problema de hoy
daily-more = Más problemas
about-title = Acerca de Rainbow Games
about-text = Juegos de mancala y de tablero que funcionan por completo en tu navegador: las reglas y los rivales de la IA trabajan en este dispositivo, sin servidor, y la app sigue funcionando sin conexión una vez instalada. Tus partidas se guardan en este navegador.
about-settings = Ajustes
about-settings-text = El tema y el idioma están al pie de cada página; la velocidad, los sonidos y el tiempo de reflexión de la IA están en el menú de cada juego (☰).
about-curious = Para curiosos
about-bench = { $link }: lo rápido que funcionan las reglas y los rivales de la IA en este dispositivo.
about-bench-link = Velocidad del motor
not-found = Página no encontrada
not-found-page = No hay ninguna página en «{ $page }».
not-found-game = Aquí no hay ningún juego «{ $game }» (los juegos son { $games }).
back-to-games = Volver a los juegos
page-load-failed = No se pudo cargar esta página (¿estás sin conexión?). Vuelve a intentarlo cuando tengas conexión.
page-load-retry = Reintentar
link-error-nothing-changed = Este enlace no se puede abrir: { $why }. No ha cambiado nada.
link-error-kept = Este enlace no se puede abrir: { $why }. Se conserva la partida en pantalla.
rules-title = { $game }: reglas
rules-loading = Cargando las reglas…
rules-our-ruling = Nuestra decisión:
rules-example = Ejemplo { $n }.
rules-play-game = Jugar a { $game }
rules-example-error = Este ejemplo no se puede mostrar: { $why }
import-title = Importar una partida
analyse = Analizar

## Live boards: rules examples and embeds
embed-bad-move = no se puede mostrar la jugada { $k } de un registro de { $n ->
    [one] { $n } jugada
   *[other] { $n } jugadas
}
embed-no-puzzles = no hay ningún juego «{ $game }» con problemas
live-dice = dados
live-move = Jugada { $k } de { $n }: { $mv } ({ $who }).
live-start = Inicio del ejemplo.
live-to-move = Le toca a { $player }.
live-dice-to-roll = Toca tirar los dados.
live-reset = Reiniciar
live-reset-title = Volver al inicio del ejemplo
live-back = Atrás
live-step = Paso
live-pause = Pausa
live-play = Reproducir
file-unreadable = { $file } no se puede leer ({ $why })
download-failed = No se ha podido descargar: { $why }.

## Puzzles
puzzles-storage-full = No se ha podido guardar tu progreso en los problemas: el almacenamiento del navegador está lleno.
puzzles-progress-damaged = No se pudo leer tu progreso en los problemas ({ $why }); se ha guardado aparte y empieza una nueva puntuación.
puzzles-loading = Cargando los problemas…
puzzles-load-failed = No se han podido cargar los problemas: { $why }.
puzzles-no-such = Aquí no hay ningún problema «{ $id }»; aquí tienes otro.
puzzles-none-left = Aquí no queda ningún problema.
puzzles-progress = Tu progreso en los problemas
puzzles-progress-hint = Tu puntuación, los problemas que has intentado y las estrellas de tus lecciones se guardan en este navegador. Descárgalos para tener una copia o para pasarlos a otro navegador, y cárgalos allí.
puzzles-progress-paste = Pega aquí tu progreso
puzzles-progress-load = Cargar progreso
puzzles-progress-loaded = Se ha cargado tu progreso en los problemas.
puzzles-progress-bad = Esto no se puede cargar: { $why }. Tu progreso sigue como estaba.
puzzles-any-game = Cualquier juego
puzzles-of-game = Problemas: { $game }
puzzles-streak = Racha: { $n }{ $over ->
    [yes] {" "}(terminada)
   *[no] {""}
}
puzzles-download = Descargar progreso
puzzles-your-rating = Tu puntuación:
puzzles-score = aciertos a la primera: { $solved } de { $tried } · mejor racha: { $best }
puzzles-rated = Con puntuación
puzzles-streak-mode = Racha
puzzles-game = Juego
puzzle = Problema
puzzle-solution = La solución: { $line }.
puzzle-engine-replies = {" "}El motor responde { $mv }.
puzzle-right-go-on = ¡Bien! Sigue: vuelve a encontrar la mejor jugada.
puzzle-solved = ¡Resuelto! Es la mejor jugada.
puzzle-solved-missed = Resuelto, pero cuenta como fallo: has usado una pista o has fallado el primer intento.
puzzle-wrong = ✗ { $played } no es la respuesta. { $why }
puzzle-cannot-show = Este problema no se puede mostrar: { $why }.
puzzle-daily = El problema de hoy: hoy es el mismo para todos.
# After a rated puzzle: $rating, the player's new rating; $n, by how much it
# changed; $direction: up, same or down.
puzzle-rating-change = { $direction ->
    [up] Tu puntuación sube { $n }, hasta { $rating }.
    [same] Tu puntuación se queda en { $rating }.
   *[down] Tu puntuación baja { $n }, hasta { $rating }.
}
puzzle-rated = Puntuación del problema: { $rating }
puzzle-hint = Pista
puzzle-retry = Reintentar
puzzle-show-solution = Ver la solución
puzzle-next = Siguiente problema
proof-to-end = Demostrado con una búsqueda hasta el final de la partida ({ $plies ->
    [one] { $plies } jugada).
   *[other] { $plies } jugadas).
}
proof-two-depths = Comprobado mirando { $d1 } y luego { $d2 } jugadas por delante: las dos veces esta jugada es la mejor, por al menos { $seeds ->
    [one] { $seeds } semilla.
   *[other] { $seeds } semillas.
}
proof-turn = Demostrado probando todas las formas de jugar el turno hasta el final.
proof-table = Demostrado con las tablas de finales.

## My games, export and import
saved-damaged = no se ha podido leer al abrirse su página
storage-full = el almacenamiento del navegador para este sitio está lleno
storage-full-delete = el almacenamiento del navegador para este sitio está lleno: borra o exporta algunas de tus partidas
storage-full-old = Las partidas guardadas por una versión anterior siguen donde estaban: el almacenamiento del navegador para este sitio está lleno. Borra o exporta algunas partidas.
download-refused = el navegador ha rechazado la descarga
copied = { $what ->
    [record] Registro copiado.
    [json] JSON copiado.
   *[link] Enlace copiado.
}
copy-refused = El navegador no permite copiar: selecciona { $what ->
    [record] el registro
    [json] el JSON
   *[link] el enlace
} y cópialo.
export-title = Exportar y compartir
export-record-text = Registro (texto)
export-copy-record = Copiar registro
export-download-text = Descargar texto
export-copy-json = Copiar JSON
export-download-json = Descargar JSON
export-link = Enlace a esta partida (se abre en su última posición)
export-copy-link = Copiar enlace
import-nothing = Primero pega un registro o elige un archivo.
import-bad-record = Este registro no se puede abrir: { $why }.
import-failed = No se ha podido abrir el registro: { $why }.
import-file-unreadable = No se ha podido leer el archivo.
import-record = Registro
import-or-file = O un archivo
import-open = Abrir
saved-delete-confirm = ¿Borrar esta partida para siempre?
saved-none = Aún no tienes partidas. { $link } para jugar.
saved-none-link = Elige un juego

## Analysis and review
stop = Detener
analysis = Análisis
analysing = Analizando…
review = Revisión
review-failed = No se ha podido revisar: { $why }.
review-progress = { $done } de { $total ->
    [one] { $total } decisión
   *[other] { $total } decisiones
}
review-start = Revisar la partida
review-learn = Aprende de tus errores ({ $n })
exercise-task = Ejercicio { $k } de { $n }: jugada { $ply }, aquí { $who } jugó { $played }. Busca una jugada mejor.
exercise-next = Siguiente error
exercise-done = Listo
exercise-checking = Comprobando tu jugada…
exercise-as-good = ¡Bien visto! { $answer } ({ $value }) es tan buena como la mejor jugada. La línea: { $line }.
exercise-same = { $answer } es la jugada que se hizo en la partida ({ $value }). La mejor es { $best } ({ $best_value }): vuelve a intentarlo.
exercise-worse = { $answer } ({ $value }) no es tan buena como { $best } ({ $best_value }). Vuelve a intentarlo o mira la línea: { $line }.
exercise-unknown = { $answer } no se ha analizado aquí: vuelve a intentarlo.
exercise-values-hidden = Los valores están ocultos mientras buscas una jugada mejor.
exercise-show-values = Mostrar los valores

## End-game tables
megabytes = { $whole },{ $tenth } MB
tables-built-in = ; tabla creada en { $whole },{ $tenth } s
tables-known = Este dispositivo conoce todos los finales con { $seeds } semillas o menos en el tablero: { $positions } posiciones ({ $size }), { $exact } de ellas con valor exacto{ $built }. El nivel Máximo juega las exactas a la perfección.
tables-none = Este dispositivo aún no tiene tabla de finales para estas reglas.
tables-looking = Buscando la tabla de finales de este dispositivo…
tables-size-slow = { $n } semillas ({ $size }: crearla puede tardar varios minutos)
tables-size = { $n } semillas ({ $size })
tables-failed = No se ha podido crear la tabla: { $why }.
tables-no-memory = no hay memoria suficiente en este dispositivo
tables-too-large = una tabla de hasta { $n } semillas ocuparía { $size } MB, y unos { $building } MB mientras se crea: más de lo que puede usar esta página ({ $limit } MB)
tables-building = Creando la tabla… { $percent } %
tables-deeper = Tablas con más semillas
tables-build = Crear la tabla de finales

## Play by link
corr-title = Jugar por enlace
corr-send = Enviar
corr-link = El enlace de la partida hasta ahora
corr-share-title = Rainbow Games: te toca
corr-sent = Enlace enviado.
corr-not-sent = No se ha enviado: vuelve a enviarlo o copia el enlace de abajo.

## Settings and levels
speed-slow = Lenta
speed-normal = Normal
speed-fast = Rápida
speed-instant = Sin animación
theme-system = Según el sistema
theme-light = Claro
theme-dark = Oscuro
level-beginner = Principiante
level-easy = Fácil
level-medium = Medio
level-hard = Difícil
level-strongest = Máximo

## Playing: what the page says of the game on screen
saved-not-restored = No se ha podido recuperar tu partida guardada de { $game }: { $why }. Empieza una partida nueva.
saved-storage-full = No se ha podido guardar esta partida: el almacenamiento del navegador para este sitio está lleno. Borra o exporta algunas partidas en Mis partidas.
player-computer = { $name } (IA)
the-computer = La IA
game-not-kept = No se ha podido guardar la partida en pantalla, así que se queda: { $why }.
roll-first = Primero tira los dados.
game-over = La partida ha terminado.
still-shown = Todavía se está mostrando la última jugada.
computer-failed = La IA no ha podido mover ({ $why }). Las IA quedan en pausa.
hint-nothing = Sin pista: no hay nada que decidir.
hint-failed = Sin pista: { $why }
hint-sow = Pista: siembra el hoyo { $pit }
hint = Pista: { $what }
draw-declined-one = { $who } rechaza el empate: según su búsqueda, tiene ventaja. Sigue jugando.
draw-declined-all = Las IA rechazan el empate: según su búsqueda, tienen ventaja. Sigue jugando.
draw-unweighed-one = { $who } no ha podido valorar la posición (solo hay una jugada posible): vuelve a ofrecer el empate después de esa jugada.
draw-unweighed-all = Las IA no han podido valorar la posición (solo hay una jugada posible): vuelve a ofrecer el empate después de esa jugada.
draw-failed-one = { $who } no ha podido responder a la oferta de empate ({ $why }).
draw-failed-all = Las IA no han podido responder a la oferta de empate ({ $why }).
taken-back = La jugada se ha deshecho hasta su inicio.
saved-versus = {" "}contra{" "}
saved-detail = { $players } · { $n ->
    [one] { $n } jugada
   *[other] { $n } jugadas
}{ $day ->
    [none] {""}
   *[other] {" "}· { $day }
}
saved-by-link-at = Por enlace: { $turn } · última jugada: { $day } { $time }
saved-by-link = Por enlace: { $turn }
saved-unreadable = Una partida guardada que no se puede leer
saved-cannot-open = No se puede abrir: { $why }.
saved-resume = Reanudar
saved-replay = Reproducir
saved-export = Exportar
saved-delete = Borrar
backup-title = Copia de seguridad de todo
backup-hint = Un solo archivo con todas las partidas guardadas aquí (también sus otras líneas y su análisis), tu progreso en los problemas y tus ajustes. Al importarlo en este u otro dispositivo se añade lo nuevo y se fusionan las partidas que ya tienes: no se sobrescribe nada.
storage-used = Este sitio ocupa { $kb } kB del almacenamiento del navegador.
backup-export = Descargar una copia
backup-import = Importar una copia
backup-bad = Este archivo no es una copia de seguridad de Rainbow Games.
backup-read = Copia leída: { $added } añadidas, { $merged } fusionadas.

## An embed's bad parameters (said in the frame to the site's author)
embed-bad-escape = secuencia de escape % no válida (o texto que no está en UTF-8) en «{ $text }»
embed-bad-flag = «{ $name }» debe ser 1 o 0, no «{ $value }»
embed-bad-lang = «lang» debe ser uno de los códigos { $langs }, no «{ $value }»
embed-unknown-game = juego desconocido «{ $game }» (juegos: { $games })
embed-unknown-parameter = parámetro desconocido «{ $name }» (parámetros: { $names })
embed-twice = el parámetro «{ $name }» aparece dos veces
embed-record-or = indica «record» o «{ $other }», no ambos
embed-bad-record = registro no válido: { $why }
embed-other-game = el registro es de una partida de «{ $record }», no de «{ $game }»
embed-bad-options = «options» no es JSON válido: { $why }
embed-bad-seed = «seed» debe ser un número entero, no «{ $value }»
embed-bad-move-number = «move» debe estar entre 0 y { $n }, no «{ $value }»
embed-bad-size = «size» debe estar entre 120 y 2000 píxeles, no «{ $value }»
embed-bad-theme = «theme» debe ser light o dark, no «{ $value }»
embed-bad-speed = «speed» debe ser slow, normal, fast o instant, no «{ $value }»

## The new-game dialog
dialog-vs-computer = Jugar contra la IA
dialog-level = Nivel
# The quick start with people at every seat, as many as the game set below has.
dialog-players-here = { $n ->
    [2] Dos jugadores aquí
    [3] Tres jugadores aquí
    [4] Cuatro jugadores aquí
    [5] Cinco jugadores aquí
    [6] Seis jugadores aquí
   *[other] { $n } jugadores aquí
}
dialog-friend = Jugar con un amigo por enlace
dialog-you-play = Juegas como
dialog-cancel = Cancelar
dialog-start = Empezar con estos ajustes
dialog-preset = Variante
dialog-rules-options = Opciones de las reglas
dialog-options = Opciones
dialog-players = Jugadores
dialog-player = Jugador { $n }
dialog-who-plays = Quién juega como { $name }
dialog-person = Persona
dialog-computer = IA
dialog-computer-level = Nivel de la IA que juega como { $name }
dialog-start-squares = Casillas de salida del jugador { $n }
dialog-standard-places = Casillas habituales
dialog-player-name = Nombre del jugador { $n }
dialog-player-colour = Color del jugador { $n }

## The game page
pit-empty = Hoyo { $name }: vacío
pit-beads-in = Hoyo { $name }: { $list }
skip-animation = Saltar la animación
skip = Saltar
action-bar = Jugadas e IA
undo = Deshacer
redo = Rehacer
# $n: how many seats the computer plays.
computers-resume = { $n ->
    [one] ▶ Reanudar la IA
   *[other] ▶ Reanudar las IA
}
computers-pause = { $n ->
    [one] ❚❚ Pausar la IA
   *[other] ❚❚ Pausar las IA
}
# The same, short, where the bar is narrow (a phone): a word of the
# whole label, so that what is seen is part of the button's name.
computers-pause-short = ❚❚ Pausar
computers-resume-short = ▶ Reanudar
back-to-game = Volver a la partida
menu = Menú
new-game = Nueva partida
new-board = Nuevo tablero
resign = Abandonar
offer-draw = Ofrecer empate
draw = Empate
end-by-agreement = Terminar por acuerdo
menu-export = Exportar / compartir
menu-import = Importar
setting-speed = Velocidad
setting-sounds = Sonidos
setting-think-time = Tiempo de reflexión de la IA
# The computer's thinking times, in seconds (written as the language writes
# a decimal number).
think-time-500 = 0,5 s
think-time-1000 = 1 s
think-time-2000 = 2 s
think-time-5000 = 5 s
think-time-10000 = 10 s
looking-for-move = Buscando una buena jugada…
computer-play-here = IA, juega desde aquí
confirm = Confirmar
confirm-resign-named = ¿Abandonar? { $name } pierde la partida al instante.
confirm-resign-you = ¿Abandonar? Pierdes la partida al instante.
confirm-resign-yes = Sí, abandonar
confirm-draw = ¿Terminar la partida en empate?
confirm-draw-yes = Sí, empate
confirm-agree = ¿Terminar la partida ahora? Lo que queda en el tablero se resuelve según las reglas.
confirm-agree-yes = Sí, terminar

## The game page's panels
picker-pit = Hoyo { $name }:
picker-place = Colocar
placement-count = Cuentas de color { $colour } colocadas: { $placed } de { $beads }
placement-hint = Pulsa un hoyo para poner cuentas en él ({ $max }, luego { $min }, luego ninguna); − quita una.
placement-clear = Vaciar
in-hand = En la mano:
none-yet = ninguna todavía
player-captured = Capturas de { $name }:
round = Ronda { $n }
round-total-south = Sur { $n }
round-total-north = Norte { $n }
rounds-earlier = Rondas anteriores
round-score = Sur { $south } – Norte { $north }
seat-captured = { $n ->
    [one] { $n } capturada
   *[other] { $n } capturadas
}
seat-in-store = { $n } en el almacén
seat-across = { $crossed ->
    [one] { $crossed } cruzada
   *[other] { $crossed } cruzadas
} · { $captured ->
    [one] { $captured } capturada
   *[other] { $captured } capturadas
}
panel-computer = IA ({ $level })
# A seat played by a friend on another device, in a game by link.
panel-friend = Amigo (por enlace)
seat-total = Total { $n }
seat-thinking = pensando…
seat-to-move = le toca
ranking-row = { $place }. { $name } — { $n ->
    [one] { $n } capturada
   *[other] { $n } capturadas
}
result-show = Ver el resultado
result-see-board = Ver el tablero
rematch = Revancha
swap-sides = Cambiar de lado
share = Compartir
take-back = Deshacer la última jugada
other-games = Otros juegos

## Boards: what a screen reader says of pits, stores, seats, squares and pieces
pit = Hoyo { $name }
pit-whose = Hoyo { $name } ({ $whose })
pit-seeds = { $n ->
    [one] { $n } semilla
   *[other] { $n } semillas
}
pit-beads = { $n ->
    [one] { $n } cuenta
   *[other] { $n } cuentas
}
pit-beads-listed = { $n ->
    [one] { $n } cuenta
   *[other] { $n } cuentas
}: { $list }
pit-colour-count = { $colour }: { $n }
pit-playable = { $pit }, { $contents }, se puede jugar
pit-not-playable = { $pit }, { $contents }. { $why }
store-label = Almacén de { $side }, { $n ->
    [one] { $n } semilla
   *[other] { $n } semillas
}
ring-take-back = Quitar una cuenta de { $name }
seat-label = { $name } ({ $colour }): { $captured ->
    [one] { $captured } capturada
   *[other] { $captured } capturadas
}, { $on_board } de sus cuentas en el tablero{ $to_move ->
    [yes] , le toca
   *[no] {""}
}
seat-in-play = { $n } en juego
ring-turns = turnos
grid-step-to = Dar un paso a { $square } con un dado { $colour }{ $capture ->
    [yes] , capturando
   *[no] {""}
}
grid-return-to = Hacer regresar una ficha capturada a { $square }
grid-piece = { $owner }: ficha de { $points ->
    [one] { $points } punta
   *[other] { $points } puntas
} en { $square }{ $moved ->
    [yes] {""}
   *[no] , aún sin mover (no se puede capturar)
}{ $movable ->
    [yes] , puede moverse
   *[no] {""}
}
grid-board = Tablero de { $width } por { $height } casillas de colores; el borde de Sur, abajo
grid-die = Dado { $colour }{ $used ->
    [yes] , gastado
   *[no] {""}
}
roll-off-not-rolled = { $name }: aún no ha tirado
roll-off-rolled = { $name }: { $dice } ({ $reds ->
    [one] { $reds } rojo
   *[other] { $reds } rojos
}){ $out ->
    [yes] {" "}— queda fuera de la tirada
   *[no] {""}
}
roll-off-rule = Quién empieza: todos tiran cinco dados; empieza quien saque más rojos y, si hay empate, se vuelve a tirar.
steps-left = Pasos que quedan en este turno: { $n }
roll-dice = Tirar los dados
return-piece = Hacer regresar una ficha
end-turn = Terminar el turno
pass = Pasar
pit-side-colour = { $side }, hoyo { $colour }
pit-placement = { $pit }; tu colocación: { $colour } × { $n } aquí. Pulsa para cambiarla.
ring-sowing = siembra

## Jugadas y líneas
line-label = Tras la jugada { $at }: { $next }… ({ $n ->
    [one] { $n } jugada
   *[other] { $n } jugadas
})
lines-other = Otras líneas ({ $n })
lines-hint = Líneas que jugaste antes de volver atrás y jugar otra jugada; abre una para seguir por ella.
moves = Jugadas
moves-count = Jugadas ({ $n })
moves-start = Inicio
steps = Recorrer la partida (también con las flechas)
step-to-start = Al inicio
step-back = Una jugada atrás
step-forward = Una jugada adelante
step-to-end = A la última jugada
board-upright = Tablero: los hoyos de Sur bajan por la izquierda, los de Norte suben por la derecha; el almacén de Norte arriba, el de Sur abajo
board-rows = Tablero: los hoyos de Norte arriba, los de Sur abajo
rules-puzzle-title = Prueba un problema
rules-puzzle-text = Una posición de una partida real con una única mejor jugada, demostrada por el motor.
rules-puzzle-show = Mostrar un problema
rules-puzzle-all = Todos los problemas de este juego
worker-refused = no se pudo consultar a la IA: { $why }
learn-title = Aprender { $game }
learn-loading = Cargando las lecciones…
learn-all = Todas las lecciones
learn-step = Paso { $n } de { $count }
learn-right = ¡Bien!
learn-won = Has ganado la partida: ¡lección terminada!
learn-lost = Esta vez no has ganado: { $result }. Inténtalo de nuevo, con una pista si la necesitas.
learn-wrong = No del todo. { $what }
learn-last-in = La última sembrada cayó en { $place }.
learn-store-of = el almacén de { $name }
learn-nothing-captured = No se capturó nada.
learn-next = Siguiente
# What each pit of a decided lesson step says (the board rests until the button is used)
learn-rest-right = Paso hecho: Siguiente para continuar.
learn-rest-wrong = Reintentar para jugar este paso otra vez.
learn-next-lesson = Siguiente lección
learn-lesson-done = Lección terminada: { $stars }
learn-stars = { $n ->
    [one] una estrella de dos
   *[other] { $n } estrellas de dos
}
learn-to-play = Aprender a jugar
learn-short = Aprender
learn-offer = ¿Nuevo en { $game }? Apréndelo jugando, en pocos minutos.

# Pictures to share: the board as a PNG, the game as an animated GIF.
picture-save = Guardar imagen
picture-animation = Guardar animación (GIF)
picture-save-short = PNG
picture-animation-short = GIF
picture-making = Creando la imagen…
picture-done = La imagen está lista.
picture-failed = No se pudo crear la imagen.

# The variant lab (src/ui/lab.rs, #/lab/<game>).
lab-link = Laboratorio de variantes
lab-about = ¿Hace una regla más justo un juego? Deja que los ordenadores jueguen cientos de partidas de cada variante y compara:
lab-title = Laboratorio de variantes: { $game }
lab-back = Jugar
lab-intro = Los ordenadores juegan muchas partidas de cada variante, en segundo plano; los números dicen cuántas veces gana cada puesto, cuánto duran las partidas y cómo terminan.
lab-game = Juego
lab-variant = Variante { $n }
lab-preset = Variante predefinida
lab-custom = Tus propias opciones
lab-options = Opciones
lab-add-variant = Añadir una variante
lab-remove-variant = Quitar esta variante
lab-levels = Nivel del ordenador en cada puesto
lab-seat = Puesto { $seat }
lab-games = Partidas por variante
lab-seed = Semilla (la misma semilla da las mismas partidas)
lab-run = Empezar
lab-stop = Parar
lab-progress = { $done } de { $total } partidas jugadas…
lab-stopped = Parado tras { $done } de { $total } partidas: los resultados cuentan esas.
lab-finished = Hecho: { $done } partidas jugadas.
lab-error = El laboratorio se detuvo: { $why }
lab-export-csv = Exportar CSV
lab-export-json = Exportar JSON
lab-share = Enlace a esta serie
lab-wins-title = Victorias por puesto (barras: parte de las partidas; trazos: intervalo del 95 %; línea vertical: parte justa)
lab-first-sentence = El primer jugador gana el { $share } % ± { $spread } % de { $games } partidas; un puesto justo ganaría el { $fair } %.
lab-first-sentence-drawn = El primer jugador gana el { $share } % ± { $spread } % de { $games } partidas; el { $drawn } % acabaron en empate o con la victoria compartida, así que un puesto justo ganaría el { $fair } %.
lab-seat-sentence = Puesto { $seat }: { $share } % ± { $spread } %.
lab-draws = Empates
lab-table = Los números
lab-col-seat = Puesto
lab-col-wins = Victorias
lab-col-share = Parte
lab-col-interval = Intervalo del 95 %
lab-length-title = Duración de las partidas (decisiones)
lab-length-sentence = La mitad de las partidas dura { $median } decisiones o menos; la más larga duró { $longest }.
lab-rolls-title = Tiradas de dados
lab-rolls-sentence = La mitad de las partidas necesita { $median } tiradas o menos; la más larga necesitó { $longest }.
lab-margin-title = Diferencia final (puntos del primer puesto menos los del segundo)
lab-margin-sentence = En la mediana, el primer puesto termina con { $median } de ventaja (un número negativo: de desventaja).
lab-col-from = Desde
lab-col-games = Partidas
lab-col-ending = Final
lab-endings-title = Cómo terminaron las partidas
lab-endings-sentence = { $limit } de { $games } partidas se detuvieron por el límite de turnos.
lab-pieces-sentence = Se capturaron { $n } piezas en { $games } partidas ({ $each } por partida).
lab-seeds-sentence = Se capturaron { $n } semillas en { $games } partidas ({ $each } por partida).
lab-returns-sentence = { $n } piezas capturadas volvieron al tablero ({ $each } por partida).
lab-teams-title = Victorias por equipo (barras: parte de las partidas; trazos: intervalo del 95 %; línea vertical: parte justa)
lab-team = Equipo { $team }
lab-team-sentence = El equipo { $team } (puestos { $seats }) gana el { $share } % ± { $spread } % de las partidas; un equipo justo ganaría el { $fair } %.
lab-team-sentence-drawn = El equipo { $team } (puestos { $seats }) gana el { $share } % ± { $spread } % de las partidas; el { $drawn } % acabaron en empate, así que un equipo justo ganaría el { $fair } %.
lab-col-team = Equipo
lab-col-seats = Puestos
lab-ending = { $ending ->
    [side-empty] Un lado quedó vacío
    [no-move] No quedaba ningún movimiento
    [majority] Se alcanzó una mayoría
    [repetition] La posición se repitió
    [agreement] De común acuerdo
    [resigned] Abandono
    [draw-agreed] Empate acordado
    [too-few-seeds] Muy pocas semillas
    [cannot-fill] Nadie podía llenar su lado
    [all-captured] Todo fue capturado
    [crossed] Un jugador cruzó
    [last-standing] Quedó un solo jugador
    [turn-limit] El límite de turnos
    [last-bead] La última cuenta
   *[other] { $ending }
}

editor-title = Preparar una posición: { $game }
editor-open = Preparar posición
editor-notation = Notación de la posición
editor-load = Cargar
editor-start = Posición inicial
editor-empty = Vaciar el tablero
editor-ok = La posición se puede jugar.
editor-bad = Esta posición no se puede jugar: { $why }
editor-play-computer = Jugar desde aquí contra el ordenador
editor-play-friend = Jugar desde aquí con un amigo
editor-save = Guardar en Mis partidas
editor-saved = Guardada en Mis partidas.
editor-more = Una más en { $place }
editor-less = Una menos en { $place }
editor-count = Cuántas en { $place }
editor-pit = el hoyo { $pit }
editor-store = el granero del asiento { $seat }
editor-colour = Color editado
editor-south = Sur
editor-north = Norte
editor-field-pits = Hoyos
editor-field-stores = Graneros
editor-field-to-move = Le toca a
editor-field-round = Ronda
editor-field-starter = Empezó la ronda
editor-field-phase = Fase
editor-field-owners = Dueños de los hoyos
editor-field-beads = Cuentas
editor-field-captures = Capturas
editor-field-seat = Asiento al que le toca
editor-field-turns = Turnos jugados
editor-field-board = Tablero
editor-field-pieces = Piezas
# The board editor's Rainbow Passage grid (ui::editor::passage).
editor-square = Casilla { $square }
editor-square-empty = { $square }, { $colour }: vacía
editor-square-piece = { $square }, { $colour }: pieza de { $owner } que salió de { $start }{ $moved ->
    [yes] {""}
   *[no] , sin mover desde que se colocó
}
editor-piece = { $owner }: pieza que salió de { $start }
editor-unmoved = Sin mover desde que se colocó
editor-capture = Quitar: capturada
editor-across = Quitar: cruzó al otro lado
editor-square-colour = Color de la casilla
editor-dice = Dados tirados (ninguno: el asiento que juega tira a continuación)
editor-dice-of = dados { $colour }
editor-board-seed = Tablero de la semilla
# The board editor's Spectral Reapers ring (ui::editor::reapers).
editor-beads-of = cuentas { $colour } en { $place }
editor-starting-seat = Asiento que empezó
editor-phase-sow = Siembra
editor-phase-place = Colocación: { $placed } asientos han colocado
editor-cup = copa del asiento { $seat } ({ $name }), capturadas: { $contents }

# The board editor's Share link and Make a puzzle.
editor-share = Compartir enlace
editor-share-title = Rainbow Games: una posición para jugar
editor-link = Enlace a esta posición
editor-make-puzzle = Crear un problema
editor-puzzle-making = El motor busca una única mejor jugada…
editor-puzzle-refused = No hay problema: { $why }.
editor-puzzle-failed = No se pudo crear el problema: { $why }.
puzzle-worker-failed = no se pudo cargar el motor que comprueba los problemas (¿estás sin conexión?); vuelve a intentarlo cuando tengas conexión
editor-puzzle-over = la partida ha terminado en esta posición
editor-puzzle-chance = primero toca tirar los dados, y un problema empieza con la decisión de un jugador
editor-puzzle-one-move = solo hay una jugada, { $mv }
editor-puzzle-tied = { $n } jugadas son igual de buenas: { $moves }
editor-puzzle-close = la mejor jugada, { $best }, no es claramente mejor que { $second }
editor-puzzle-unproven = el motor no encuentra la misma mejor jugada a las profundidades { $d1 } y { $d2 }
editor-puzzle-too-large = hay demasiadas jugadas que examinar hasta el final del turno
editor-puzzle-none-better = ninguna jugada gana, ni captura más que todas las demás, en este turno
editor-puzzle-and = { $some } y { $last }
puzzles-mine = Mis problemas
