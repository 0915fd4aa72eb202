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
end-last-bead = Al jugador { $seat } le quedaba una sola cuenta de su color en juego; gana quien más haya capturado.
end-crossed = El jugador { $seat } cruzó el tablero.
end-last-standing = El jugador { $seat } fue el último con fichas en el tablero.
end-turn-limit = La partida llegó a su límite de { $turns } turnos; gana quien más fichas haya cruzado.
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
suggest-finish-sowing = Terminar la siembra

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
