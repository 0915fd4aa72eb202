# Rainbow Games, es: the games' words (the source: assets/i18n/en/games.ftl).

## Names and one-line summaries
game-ayoayo = Ayoayo
game-ayoayo-summary = Siembra en relevo: recoge el hoyo donde cae tu última semilla y sigue hasta que caiga en uno vacío.
game-basic = Juego básico
game-basic-summary = El mancala más sencillo: siembra en tu almacén, termina en él para volver a jugar, captura desde un hoyo vacío.
game-giuthi = Giuthi
game-giuthi-summary = Elige un sentido, siembra en relevo con vueltas atrás, captura en cadena; quien pierde una ronda prepara la siguiente, en un tablero más pequeño si quiere.
game-mancala = Mancala
game-mancala-summary = Almacenes y turnos extra, capturas desde un hoyo vacío y de dos o tres; gana el primero que llega a 25.
game-nam-nam = Oware Nam Nam
game-nam-nam-summary = Siembra en relevo donde se captura cada grupo de cuatro, y rondas en las que el ganador se queda con los hoyos del perdedor.
game-owari = Owari
game-owari-summary = El clásico de estrategia: captura dos o tres semillas en el lado rival, y nunca lo dejes sin semillas.
game-rainbow-chase = Rainbow Chase
game-rainbow-chase-summary = Seis colores de cuentas sobre un arcoíris de hoyos: elige qué color dejar caer, y captura un hoyo devolviéndole su propio color.
game-rainbow-passage = Rainbow Passage
game-rainbow-passage-summary = Lleva una ficha de un lado a otro de un tablero de casillas de colores, pisando solo los colores de tus dados, y captura para frenar a los demás.
game-spectral-reapers = Spectral Reapers
game-spectral-reapers-summary = De dos a seis jugadores alrededor de un anillo de hoyos siembran cuentas de todos los colores y recogen una cuando una jugada acaba en una pareja propia.

## Sides and players
side-south = Sur
side-north = Norte
side-west = Oeste
side-east = Este
player-seat = Jugador { $seat }

## What became of the seeds left on the board
remaining-to-owners = cada jugador se llevó las semillas de sus propios hoyos
remaining-to-player = las semillas que quedaban en el tablero fueron para { $player }
remaining-split = las semillas que quedaban en el tablero se repartieron a partes iguales
remaining-nothing = no quedaban semillas que repartir

## Why a game ended
end-side-empty = Los hoyos de { $side } quedaron todos vacíos tras la jugada; { $remaining }.
end-no-move = { $player } no tenía ninguna jugada legal; { $remaining }.
end-majority = Un jugador capturó más de la mitad de las semillas; { $remaining }.
end-repetition = La misma posición se repitió por { $occurrence ->
    [1] primera
    [2] segunda
    [3] tercera
   *[other] enésima
} vez; { $remaining }.
end-agreement = Los jugadores acordaron terminar la partida; { $remaining }.
end-all-captured = Se han capturado todas las cuentas.
end-cannot-fill = Tras la ronda, { $player } no pudo llenar ni un solo hueco.
end-too-few-seeds = Tras la ronda, { $player } solo tenía { $seeds } { $seeds ->
    [one] semilla
   *[other] semillas
}, muy pocas para seguir jugando.
end-resigned = { $player } abandonó.
end-draw-agreed = Los jugadores acordaron un empate.

## Why an action cannot be played
illegal-game-over = La partida ha terminado.
illegal-no-such-pit = Ese hoyo no existe en este tablero.
illegal-not-your-pit = Este hoyo es de tu rival.
illegal-empty-pit = Este hoyo está vacío.
illegal-must-feed = Tu rival no tiene semillas: debes hacer una jugada que le dé alguna.
illegal-needs-two-seeds = Una jugada debe empezar en un hoyo con al menos 2 semillas.
illegal-not-now = Eso no se puede jugar en este momento de la partida.
illegal-out-of-range = Esa elección queda fuera de lo que las reglas permiten aquí.
illegal-not-claimable = Solo se puede reclamar uno de los huecos de tu rival.
illegal-must-capture = Debes capturar: en esta jugada no habrá otra captura posible.
illegal-not-a-step = Una ficha da un paso a una casilla vecina, hacia delante, hacia atrás o en diagonal, nunca recto hacia un lado.
illegal-no-die = Ningún dado sin usar muestra el color de esa casilla.
illegal-no-steps-left = Ya se han dado todos los pasos de este turno.
illegal-star-row = Cerca de la fila de la estrella, una ficha frena: si empezó el turno más allá, da un solo paso; si lo empezó en ella, avanza como mucho una vez; y si da más de un paso, nunca la rebasa.
illegal-one-crossing = Solo una ficha puede cruzar por turno.
illegal-occupied = Esa casilla la ocupa una ficha que no puedes capturar (tuya, de tu compañero o una que aún no se ha movido).
illegal-nothing-to-return = Ninguna de tus fichas espera para regresar.
illegal-not-a-start-square = Una ficha capturada solo regresa a una de tus casillas de salida.
illegal-nothing-here = Ahora no se puede jugar nada desde este hoyo.

## Moves that cannot be read or played
parse-not-a-move = «{ $text }» no es una jugada de este juego
move-cannot-be-played = «{ $mv }» no se puede jugar: { $why }
move-no-such-resigner = «{ $mv }» no es un abandono: escribe resign:N, donde N es el asiento del jugador que abandona, de 0 a { $last }
move-session-only = «{ $mv }» terminó la partida: no hay posición después

## Colours, as nouns
colour-red = rojo
colour-orange = naranja
colour-yellow = amarillo
colour-green = verde
colour-blue = azul
colour-violet = violeta
colour-cyan = cian
colour-magenta = magenta

## Moves, prompts and reasons shared by several games
move-sow-pit = Sembrar { $pit }
move-sow-from = Sembrar desde { $pit }
move-drop-bead = Dejar una cuenta { $colour ->
    [red] roja
    [orange] naranja
    [yellow] amarilla
    [green] verde
    [blue] azul
    [violet] violeta
   *[other] { $colour }
} en { $pit }
suggest-finish-sowing = Sembrar el resto por mí

## Giuthi
giuthi-move-sow = Sembrar { $pit } { $direction ->
    [clockwise] en sentido horario
   *[counterclockwise] en sentido antihorario
}
giuthi-move-width = Jugar con { $pits } { $pits ->
    [one] hoyo
   *[other] hoyos
} por lado
giuthi-move-place = Poner { $seeds } { $seeds ->
    [one] semilla
   *[other] semillas
} en { $pit }
giuthi-move-place-next = Poner { $seeds } { $seeds ->
    [one] semilla
   *[other] semillas
} en el hoyo siguiente
giuthi-prompt-width = { $player } perdió la ronda: elige el tamaño del tablero
giuthi-prompt-distribute = { $player }: pon semillas en el hoyo { $pit } (quedan { $left }, al menos 1 por hoyo)
giuthi-reason-setting-up = Se está preparando la ronda siguiente: termina eso primero.
giuthi-reason-two-seeds = Una jugada necesita al menos 2 semillas en el hoyo.
giuthi-suggest-even = Repartir por igual
giuthi-suggest-random = Al azar

## Oware Nam Nam
nam-nam-move-claim = Reclamar hueco { $pit }
nam-nam-prompt-won = { $player } ganó la ronda con { $seeds } semillas: reclama { $hollows } { $hollows ->
    [one] hueco
   *[other] huecos
} de { $opponent }
nam-nam-prompt-won-more = { $player } ganó la ronda con { $seeds } semillas: reclama { $hollows } { $hollows ->
    [one] hueco más
   *[other] huecos más
} de { $opponent }
nam-nam-prompt-holds = { $player } tiene { $seeds } semillas, más de las que necesitan sus huecos: reclama { $hollows } { $hollows ->
    [one] hueco
   *[other] huecos
} de { $opponent }
nam-nam-prompt-holds-more = { $player } tiene { $seeds } semillas, más de las que necesitan sus huecos: reclama { $hollows } { $hollows ->
    [one] hueco más
   *[other] huecos más
} de { $opponent }

## Rainbow Chase
chase-move-capture = Capturar { $beads ->
    [one] esta cuenta
   *[other] estas { $beads } cuentas
} de { $pit }
chase-move-decline = Seguir sembrando
chase-prompt-drop = { $player }: elige el color que dejas en { $pit } (hoyo de color { $colour })
chase-prompt-capture = { $player }: ¿capturar { $beads ->
    [one] la cuenta
   *[other] las { $beads } cuentas
} de { $pit }?
chase-prompt-must-capture = (es obligatorio: más adelante no habrá otra captura posible)
chase-prompt-only-again = ; en esta jugada solo { $pit } puede volver a capturarse
chase-prompt-owed = ; como dejaste pasar una captura, debes conservar una a tu alcance
chase-reason-drop = Termina antes la jugada: elige un color para dejar.
chase-reason-capture = Termina antes la jugada: captura o sigue sembrando.

## Spectral Reapers
reapers-place-part = { $beads } en { $pit }
reapers-move-place = Colocar { $parts }
reapers-move-take = Tomar una cuenta { $colour ->
    [red] roja
    [orange] naranja
    [yellow] amarilla
    [green] verde
    [blue] azul
    [violet] violeta
   *[other] { $colour }
} de { $pit }
reapers-prompt-place = { $player }: coloca tus { $beads } cuentas { $colour ->
    [red] rojas
    [orange] naranjas
    [yellow] amarillas
    [green] verdes
    [blue] azules
    [violet] violetas
   *[other] { $colour }
} en tres hoyos, 3 o 4 en cada uno
reapers-prompt-drop = { $player }: elige el color que dejas en { $pit }
reapers-prompt-take = { $player }: toma una cuenta de { $pit } — elige su color
reapers-reason-placing = Primero coloca tus cuentas: haz clic en tres hoyos para ponerlas en ellos.
reapers-reason-drop = Termina antes la jugada: elige el color que dejas en { $pit }.
reapers-reason-take = Termina antes la jugada: elige la cuenta que tomas de { $pit }.
reapers-reason-no-bead = En este hoyo no hay ninguna cuenta { $colour ->
    [red] roja
    [orange] naranja
    [yellow] amarilla
    [green] verde
    [blue] azul
    [violet] violeta
   *[other] { $colour }
} tuya: siembra desde un hoyo que tenga alguna.
reapers-end-uncounted = Las cuentas que siguen en el tablero no cuentan: gana quien más haya capturado.
reapers-end-last-bead = A { $player } solo le queda una cuenta { $colour ->
    [red] roja
    [orange] naranja
    [yellow] amarilla
    [green] verde
    [blue] azul
    [violet] violeta
   *[other] { $colour }
} en juego, así que la partida termina.
reapers-end-repetition = La misma posición se repitió por { $occurrence }.ª vez desde la última captura, así que la partida termina.
reapers-end-agreement = Los jugadores acordaron terminar la partida.
reapers-end-no-move = Ningún jugador tiene ya cuentas de su color en el tablero, así que la partida termina.
reapers-result-win = { $player } gana con { $beads } { $beads ->
    [one] cuenta capturada
   *[other] cuentas capturadas
}.
reapers-result-draw = Todos capturaron { $beads } { $beads ->
    [one] cuenta
   *[other] cuentas
}: empate.
reapers-result-shared = { $players } y { $last } comparten la victoria con { $beads } { $beads ->
    [one] cuenta capturada
   *[other] cuentas capturadas
} cada uno.
reapers-draft-count = El borrador debe dar una cantidad para cada uno de los { $pits } hoyos.
reapers-draft-too-many-in-pit = Un hoyo admite como mucho { $max } de tus cuentas.
reapers-draft-pits = Tus cuentas van en exactamente { $pits } hoyos.
reapers-draft-too-many = Solo tienes { $beads } cuentas para colocar.
reapers-draft-unreachable = Esto no puede llegar a ser { $beads } cuentas en { $pits } hoyos con { $min } o { $max } en cada uno.

## Rainbow Passage
passage-names-and = { $names } y { $last }
passage-move-roll = Tirar: { $faces }
passage-move-step = Paso de { $from } a { $to } ({ $colour })
passage-move-return = Hacer regresar una ficha capturada a { $square }
passage-move-end = Terminar el turno
passage-move-pass = Pasar
passage-prompt-roll-off = { $player } tira cinco dados: empieza quien saque más rojos.
passage-prompt-roll = { $player } tira { $dice } { $dice ->
    [one] dado
   *[other] dados
}.
passage-prompt-act = { $player }: hasta { $steps } { $steps ->
    [one] paso
   *[other] pasos
}, un regreso o pasar.
passage-prompt-act-more = { $player }: { $steps } { $steps ->
    [one] paso más
   *[other] pasos más
} o terminar el turno.
passage-end-crossed-team = { $player } cruzó sus fichas: ganan { $winners }.
passage-end-crossed = { $winner } cruzó el tablero y gana.
passage-end-last-standing-team = { $winners } son los últimos con fichas en el tablero.
passage-end-last-standing = { $winner } es el último con fichas en el tablero.
passage-end-turn-limit = La partida llegó a su límite de { $turns } turnos. Más fichas cruzadas y luego más fichas en el tablero: { $winners }.
passage-end-agreement = Los jugadores acordaron parar. Más fichas cruzadas y luego más fichas en el tablero: { $winners }.

## Options that cannot be set up
setup-basic-seeds = las semillas por hoyo deben ser de 3 a 6, no { $seeds }
setup-owari-repetition = el límite de repetición debe ser 2 o 3, no { $limit }
setup-chase-position = la posición inicial no es válida
setup-passage-players = { $players } jugadores: pueden jugar de 2 a 4
setup-passage-size = el tamaño de tablero «{ $size }» no es ninguno de 9x9, 11x11, 13x13, 9x11 … 17x9 (ambos impares, de 9 a 17, que sumen 26 como mucho)
setup-passage-cross = { $pieces } fichas que cruzar: de 1 a { $max } con estas opciones
setup-passage-teams = el juego por equipos necesita cuatro jugadores
setup-passage-turn-limit = un límite de { $turns } turnos es demasiado corto (20 como mínimo)
setup-passage-names = { $names } nombres para { $players } jugadores
setup-passage-nobody-sits = con { $players } jugadores nadie se sienta en el lado { $side }
setup-passage-not-a-square = «{ $square }» (jugador { $seat }) no es una casilla de un tablero de { $width }x{ $height }
setup-passage-starts-count = hacen falta casillas de salida para cada uno de los { $players } jugadores, no { $lists }
setup-passage-starts-pieces = { $side } necesita { $pieces } casillas de salida, no { $squares }
setup-passage-starts-edge = la ficha de { $side } en { $square } no está en la fila que bordea el lado de { $side }
setup-passage-starts-end = la ficha de { $side } en { $square } está en una casilla del extremo del borde
setup-passage-starts-twice = dos fichas salen de { $square }
setup-passage-starts-neighbours = la ficha de { $side } en { $square } y la de { $other } en { $other_square } están en filas o columnas vecinas
setup-reapers-players = los jugadores deben ser de { $min } a { $max }, no { $players }
setup-reapers-names = da un nombre para cada uno de los { $players } jugadores (o ninguno), no { $names }
setup-reapers-name-blank = el nombre del jugador { $seat } está vacío
setup-reapers-name-long = el nombre del jugador { $seat } tiene más de { $max } caracteres
setup-reapers-colours = da un color para cada uno de los { $players } jugadores (o ninguno), no { $colours }
setup-reapers-colour-twice = el color { $colour } está elegido más de una vez
setup-reapers-first = el jugador { $seat } no puede empezar: solo hay { $players } jugadores

## The new-game dialog: options and presets
option-first-player = Quién empieza
option-first-player-help = Por sorteo, o un lado fijo.
option-first-player-random = Sorteo
option-first-player-south = Sur
option-first-player-north = Norte
option-basic-seeds-per-pit = Semillas por hoyo
option-basic-seeds-per-pit-help = Cuántas semillas tiene cada hoyo al empezar.
option-basic-capture-needs-opposite-seeds = La captura requiere semillas enfrente
option-basic-capture-needs-opposite-seeds-help = Terminar en un hoyo vacío tuyo solo captura si el hoyo de enfrente tiene semillas.
option-basic-remaining-to = Las semillas que quedan al final van a
option-basic-remaining-to-help = Cuando un lado se queda vacío, quién se lleva las semillas que siguen en el tablero.
option-basic-remaining-to-clearing-player = El jugador cuyo lado está vacío
option-basic-remaining-to-owner = El dueño de cada lado
preset-basic-seed = Juego básico
preset-basic-kalah-6-4 = Kalah (6,4)
option-owari-grand-slam = Gran slam
option-owari-grand-slam-help = Qué hace una jugada que capturaría todas las semillas del rival.
option-owari-grand-slam-capture = Captura como siempre
option-owari-grand-slam-no-capture = No captura nada
option-owari-stop-at-majority = Parar con mayoría
option-owari-stop-at-majority-help = Terminar la partida en cuanto alguien tenga más de la mitad de las semillas.
option-owari-repetition-limit = Repetición que termina la partida
option-owari-repetition-limit-help = Una posición que vuelve tantas veces (desde la última captura) termina la partida.
option-owari-loop-settlement = Tras una repetición o un acuerdo
option-owari-loop-settlement-help = Quién se lleva las semillas que quedan en el tablero.
option-owari-loop-settlement-own-side = Cada jugador las de su lado
option-owari-loop-settlement-split = Repartidas a partes iguales
preset-owari-seed = Owari
preset-owari-abapa = Abapa (oware de torneo)
preset-mancala-seed = Mancala
option-ayoayo-sow-into-store = Sembrar en tu almacén
option-ayoayo-sow-into-store-help = Dejar una semilla en tu almacén cada vez que tu siembra pase por él.
preset-ayoayo-seed = Ayoayo
preset-ayoayo-traditional = Ayoayo (tradicional: sin sembrar en el almacén)
option-giuthi-allow-shortening = Tablero reducido para quien va perdiendo
option-giuthi-allow-shortening-help = Quien pierde una ronda con pocas semillas puede jugar la siguiente con 4, 3 o 2 hoyos por lado.
preset-giuthi-seed = Giuthi
preset-nam-nam-seed = Oware Nam Nam
preset-rainbow-chase-seed = Rainbow Chase
option-spectral-reapers-players = Jugadores
option-spectral-reapers-players-help = Cuántos juegan; el anillo tiene dos hoyos por jugador.
option-spectral-reapers-names = Nombres
option-spectral-reapers-names-help = Cómo se llama cada jugador, en orden de asiento.
option-spectral-reapers-colours = Colores
option-spectral-reapers-colours-help = El color de las cuentas de cada jugador, en orden de asiento.
option-spectral-reapers-first-player-help = El jugador que coloca primero y luego siembra primero.
option-spectral-reapers-first-player-seat1 = Jugador 1
option-spectral-reapers-first-player-seat2 = Jugador 2
option-spectral-reapers-first-player-seat3 = Jugador 3
option-spectral-reapers-first-player-seat4 = Jugador 4
option-spectral-reapers-first-player-seat5 = Jugador 5
option-spectral-reapers-first-player-seat6 = Jugador 6
preset-spectral-reapers-seed = Spectral Reapers
preset-spectral-reapers-2-players = Dos jugadores
preset-spectral-reapers-4-players = Cuatro jugadores
preset-spectral-reapers-5-players = Cinco jugadores
preset-spectral-reapers-6-players = Seis jugadores
option-rainbow-passage-players = Jugadores
option-rainbow-passage-players-help = Dos jugadores se sientan enfrente; un tercero entre ellos; un cuarto ocupa el último lado.
option-rainbow-passage-size = Tamaño del tablero
option-rainbow-passage-size-help = Casillas de oeste a este y de sur a norte.
option-rainbow-passage-size-9x9 = 9 x 9
option-rainbow-passage-size-11x11 = 11 x 11
option-rainbow-passage-size-13x13 = 13 x 13
option-rainbow-passage-size-9x11 = 9 de ancho, 11 de fondo
option-rainbow-passage-size-11x9 = 11 de ancho, 9 de fondo
option-rainbow-passage-size-9x13 = 9 de ancho, 13 de fondo
option-rainbow-passage-size-13x9 = 13 de ancho, 9 de fondo
option-rainbow-passage-size-11x13 = 11 de ancho, 13 de fondo
option-rainbow-passage-size-13x11 = 13 de ancho, 11 de fondo
option-rainbow-passage-size-9x15 = 9 de ancho, 15 de fondo
option-rainbow-passage-size-15x9 = 15 de ancho, 9 de fondo
option-rainbow-passage-size-11x15 = 11 de ancho, 15 de fondo
option-rainbow-passage-size-15x11 = 15 de ancho, 11 de fondo
option-rainbow-passage-size-9x17 = 9 de ancho, 17 de fondo
option-rainbow-passage-size-17x9 = 17 de ancho, 9 de fondo
option-rainbow-passage-first-player-help = Todos tiran cinco dados y empieza quien saque más rojos, o un lado fijo.
option-rainbow-passage-first-player-random = Tirada de dados rojos
option-rainbow-passage-first-player-west = Oeste
option-rainbow-passage-first-player-east = Este
option-rainbow-passage-teams = Equipos
option-rainbow-passage-teams-help = Cuatro jugadores en dos equipos; los dos compañeros deben cruzar para ganar.
option-rainbow-passage-teams-none = Sin equipos
option-rainbow-passage-teams-opposite = Compañeros enfrentados
option-rainbow-passage-teams-adjacent = Compañeros contiguos
option-rainbow-passage-cross-to-win = Fichas que deben cruzar para ganar
option-rainbow-passage-cross-to-win-help = Más de una hace más difícil ganar: las fichas que cruzan salen del tablero y se llevan un dado.
option-rainbow-passage-returns = Las fichas capturadas pueden regresar
option-rainbow-passage-returns-help = Con dos o tres dados de un color, una ficha capturada regresa en lugar de mover.
option-rainbow-passage-extra-piece = Ficha adicional
option-rainbow-passage-extra-piece-help = Una quinta ficha en el centro de cada borde; la primera captura no cuesta ningún dado.
option-rainbow-passage-turn-limit = Límite de turnos
option-rainbow-passage-turn-limit-help = Tras este número de turnos (los pases cuentan) la partida se detiene: gana quien más fichas haya cruzado.
option-rainbow-passage-starts = Casillas de salida
option-rainbow-passage-starts-help = Dónde empiezan las fichas de cada jugador (nombres de casillas como c1 e1 g1 i1); las posiciones habituales si lo dejas como está.
option-rainbow-passage-names = Nombres de los jugadores
option-rainbow-passage-names-help = Un nombre para cada jugador.
preset-rainbow-passage-seed = Rainbow Passage
preset-rainbow-passage-three = Tres jugadores
preset-rainbow-passage-four = Cuatro jugadores en 9x9
preset-rainbow-passage-teams = Equipos (compañeros enfrentados)
preset-rainbow-passage-teams-adjacent = Equipos (compañeros contiguos)
preset-rainbow-passage-harder = Victoria más difícil (dos fichas deben cruzar)
preset-rainbow-passage-no-returns = Sin regresos, ficha adicional
preset-rainbow-passage-long = Tablero largo (9x17)

## The JSON readers' reasons
reader-found = { $kind ->
    [null] el valor null
    [boolean] el booleano `{ $value }`
    [integer] el entero `{ $value }`
    [decimal] el número decimal `{ $value }`
    [text] el texto { $value }
    [list] una lista
   *[object] un objeto
}
reader-expected = { $what ->
    [byte] un entero de 0 a 255
    [short] un entero de 0 a 65 535
    [boolean] un booleano (true o false)
    [text] un texto entre comillas
    [list] una lista
    [choice] un texto o un objeto
    [nothing] null
    [single] un objeto con una sola clave
   *[options] un objeto de opciones { $name }
}
reader-invalid-type = tipo incorrecto: { $found }, cuando se espera { $expected }
reader-invalid-value = valor incorrecto: { $found }, cuando se espera { $expected }
reader-one-of = { $count ->
    [1] `{ $first }`
    [2] `{ $first }` o `{ $last }`
   *[other] uno de { $all }
}
reader-unknown-field = campo `{ $field }` desconocido, se espera { $expected }
reader-unknown-field-none = campo `{ $field }` desconocido, no hay ningún campo
reader-unknown-variant = valor `{ $name }` desconocido, se espera { $expected }
reader-unknown-variant-none = valor `{ $name }` desconocido, no hay ningún valor posible
reader-too-long = lista demasiado larga ({ $length ->
    [one] { $length } valor
   *[other] { $length } valores
}): hay menos opciones
reader-field-unknown = campo `{ $field }` desconocido
reader-field-missing = falta el campo `{ $field }`
reader-fields-too-long = lista demasiado larga: { $length } valores para { $fields } campos
reader-not-an-object = tipo incorrecto, se espera un objeto
reader-field-type = tipo incorrecto de `{ $field }`, se espera { $what ->
    [whole] un número entero
    [count] un número entero
    [text] un texto entre comillas
   *[texts] una lista de textos
}
reader-json = { $code ->
    [eof] el texto termina antes de tiempo
    [value] falta un valor
    [list-comma] falta `,` o `]`
    [object-comma] falta `,` o `{ "}" }`
    [colon] falta `:`
    [key] una clave debe ser un texto entre comillas
    [comma] coma de más
    [trailing] texto de más tras el valor
    [number] número incorrecto
    [ident] palabra desconocida (solo valen true, false y null)
   *[other] JSON incorrecto ({ $what })
} en la línea { $line }, columna { $column }

## Options refused, records and links that cannot be read
setup-invalid = opciones no válidas: { $reasons }
record-not-a-record = no es un registro de partida: { $why }
record-unknown-game = juego desconocido «{ $game }»
record-move = la jugada { $number } («{ $mv }») no se puede jugar: { $why }
record-line = línea { $line }: { $why }
record-position = Posición: { $why }
link-incomplete = el enlace está incompleto: le falta el final (¿se cortó al copiarlo?)
link-damaged = el enlace está dañado: su control no coincide (¿se cortó o se modificó?)
link-part-without-value = el enlace tiene una parte sin valor: «{ $part }»
link-bad-seed = el enlace tiene una semilla aleatoria que no es un número: «{ $value }»
link-bad-options = el enlace tiene opciones mal codificadas
link-options-not-json = el enlace tiene opciones que no son JSON: { $why }
link-options-not-object = el enlace tiene opciones que no son un objeto JSON
link-bad-count = el enlace tiene un número de jugadas que no es un número: «{ $value }»
link-bad-moves = el enlace tiene jugadas mal codificadas
link-bad-position = el enlace tiene una posición mal codificada
link-unknown-part = el enlace tiene una parte desconocida «{ $part }»
link-no-seed = el enlace no tiene semilla aleatoria (s=)
link-no-moves = el enlace no tiene jugadas (m=)
link-count-mismatch = el enlace debería tener { $count } jugadas pero tiene { $moves }
link-empty-move = el enlace tiene una jugada vacía (jugada { $number })
text-record-tags-after-moves = las etiquetas van antes de las jugadas, no después
text-record-tag-form = una etiqueta se escribe [Nombre valor]
text-record-tag-without-value = la etiqueta «{ $tag }» no tiene valor
text-record-tag-not-json = el valor de { $tag } no es JSON: { $why }
text-record-tag-not-text = { $tag } debe ser un texto entre comillas, no { $value }
text-record-bad-seed = Seed debe ser un número entero, no { $value }
text-record-bad-options = Options debe ser un objeto JSON
text-record-bad-players = Players debe ser una lista de textos
text-record-unknown-tag = etiqueta desconocida «{ $tag }»
text-record-tags-first = un registro de texto empieza por sus etiquetas, con [Game "…"] primero
text-record-no-game = falta la etiqueta [Game "…"]
text-record-no-seed = falta la etiqueta [Seed …]

## Why a position notation is refused (docs/notation.md); the CLI words
## them in English from src/engine/position.rs, the page from here.
position-empty = La notación está vacía.
position-fields = La notación tiene { $found } campos; necesita { $expected }.
position-field = Valor «{ $value }» para { $field }: se espera { $what }.
position-count = Valor «{ $value }» para { $field }: no es un número hasta { $max }.
position-list-length = Para { $field } hay { $found } valores; se necesitan { $expected }.
position-width = Un tablero de { $width } casillas por lado no está permitido aquí ({ $allowed }).
position-total = El tablero tiene { $found } semillas en total; este juego tiene { $expected }.
position-over = La partida ha terminado: una notación describe una posición aún en juego.
position-no-move = El jugador al que le toca no tiene ninguna jugada legal, y la partida no ha terminado.
position-decided = La partida ya habría terminado: { $why }.
position-player = No hay jugador { $player } en esta partida.
position-rule = Esta posición incumple una regla: { $why }.
position-mid-move = Hay una jugada en curso: una notación describe una posición entre jugadas.
position-colour-total = Hay { $found } cuentas de color { $colour } en total; este juego tiene { $expected }.
position-not-started = Aún se tira para ver quién empieza: una notación describe una posición una vez empezada la partida.
position-unsupported = Este juego aún no tiene notación de posición.
position-readers-missing = No se pudo cargar el código que lee las posiciones (¿estás sin conexión?). Vuelve a intentarlo cuando tengas conexión.
## The words the readers name a field, what it should be or a rule with.
position-arg-board = el tablero
position-arg-captures = las capturas
position-arg-claims-left = las reclamaciones restantes
position-arg-claims-made = las reclamaciones hechas
position-arg-owners = los dueños
position-arg-phase = la fase
position-arg-piece = la pieza
position-arg-pieces = las piezas
position-arg-pit = el hoyo
position-arg-pits = los hoyos
position-arg-player-to-move = el jugador al que le toca
position-arg-round = la ronda
position-arg-seat-to-move = el asiento al que le toca
position-arg-seats = los asientos
position-arg-seats-placed = los asientos que han colocado
position-arg-square-colour = el color de casilla
position-arg-square = la casilla
position-arg-start-square = la casilla de salida
position-arg-starting-seat = el asiento que empieza
position-arg-store = el almacén
position-arg-stores = los almacenes
position-arg-turns = los turnos
position-arg-and-a-seed-or-the-squares-colours = # y una semilla, o los colores de las casillas
position-arg-12-letters-s-or-n = 12 letras s o n
position-arg-a-pit-board = un tablero de hoyos
position-arg-a-round-from-1 = una ronda desde 1
position-arg-a-square-of-the-board = una casilla del tablero
position-arg-a-start-square-and-x-or = una casilla de salida y . - x o =
position-arg-beads-written-as-counts-and-colour-initi = cuentas escritas como números e iniciales de color (2r1g), o 0
position-arg-r-g-b-y-c-or-m = r g b y c o m
position-arg-roll-or-and-the-dice-rolled = roll o @ y los dados lanzados
position-arg-s-or-n = s o n
position-arg-two-counts-separated-by = dos números separados por :
position-arg-two-groups-separated-by = dos grupos separados por :
position-arg-two-sides-separated-by = dos lados separados por /
position-arg-a-piece-on-the-far-row-has-got-across = una pieza en la última fila ya ha cruzado
position-arg-a-seat-is-down-to-a-single-bead = a un asiento le queda una sola cuenta
position-arg-a-seat-places-its-beads-as-4-4-and-3-in = un asiento coloca sus cuentas como 4, 4 y 3 en tres hoyos
position-arg-a-side-is-empty = un lado está vacío
position-arg-a-store-holds-half-the-seeds-or-more = un almacén tiene la mitad de las semillas o más
position-arg-before-the-width-is-chosen-the-board-is = antes de elegir el ancho, el tablero está vacío
position-arg-between-rounds-the-player-to-move-is-the = entre rondas, juega quien perdió la última
position-arg-each-seat-s-start-tokens-lie-where-the-o = las fichas de salida de cada asiento están donde las opciones ponen sus piezas
position-arg-nothing-is-captured-while-beads-are-plac = no se captura nada mientras se colocan las cuentas
position-arg-the-beads-do-not-add-up = las cuentas no cuadran
position-arg-the-hollows-are-empty = los hoyos están vacíos
position-arg-the-seat-to-move-has-a-bead-of-its-colou = el asiento al que le toca tiene una cuenta de su color en el tablero
position-arg-the-seat-to-move-has-a-piece-on-the-boar = el asiento al que le toca tiene una pieza en el tablero
position-arg-two-pieces-stand-on-one-square = dos piezas están en la misma casilla
position-arg-while-beads-are-placed-the-seats-place-i = mientras se colocan las cuentas, los asientos colocan por turno desde el que empieza
position-arg-while-hollows-are-claimed-every-seed-is = mientras se reclaman hoyos, todas las semillas están en los almacenes
position-arg-while-seeds-are-placed-each-filled-pit-h = mientras se colocan semillas, cada hoyo lleno tiene semillas y su reflejo también; los demás están vacíos
