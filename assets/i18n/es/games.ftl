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
