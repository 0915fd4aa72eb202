# Rainbow Games, pt: the games' words (the source: assets/i18n/en/games.ftl).

## Names and one-line summaries
game-ayoayo = Ayoayo
game-ayoayo-summary = Semeadura em cadeia: levanta-se a casa onde cai a última semente e continua-se até ela cair numa casa vazia.
game-basic = Jogo básico
game-basic-summary = O mancala mais simples: semear no próprio depósito, acabar nele para jogar de novo, capturar a partir de uma casa vazia.
game-giuthi = Giuthi
game-giuthi-summary = Escolher um sentido, semear em cadeia com inversões, capturar em série; quem perde uma rodada prepara a seguinte, num tabuleiro menor se quiser.
game-mancala = Mancala
game-mancala-summary = Depósitos e jogadas extra, capturas a partir de uma casa vazia e de duas ou três sementes; ganha quem chegar primeiro a 25.
game-nam-nam = Oware Nam Nam
game-nam-nam-summary = Semeadura em cadeia em que cada grupo de quatro é capturado, e rodadas em que o vencedor fica com as casas do perdedor.
game-owari = Owari
game-owari-summary = O clássico de estratégia: capturar duas ou três sementes do lado do adversário, sem nunca o deixar sem sementes.
game-rainbow-chase = Rainbow Chase
game-rainbow-chase-summary = Seis cores de contas num arco-íris de casas: escolher que cor largar, e capturar uma casa devolvendo-lhe a sua própria cor.
game-rainbow-passage = Rainbow Passage
game-rainbow-passage-summary = Levar uma peça de um lado ao outro de um tabuleiro de casas coloridas, pisando só as cores que os dados mostram, e capturar para atrasar os outros.
game-spectral-reapers = Spectral Reapers
game-spectral-reapers-summary = De dois a seis jogadores à volta de um anel de casas semeiam contas de todas as cores e colhem uma quando uma jogada acaba num par seu.

## Sides and players
side-south = Sul
side-north = Norte
side-west = Oeste
side-east = Leste
player-seat = Jogador { $seat }

## What became of the seeds left on the board
remaining-to-owners = cada jogador ficou com as sementes das suas próprias casas
remaining-to-player = as sementes que restavam no tabuleiro foram para { $player }
remaining-split = as sementes que restavam no tabuleiro foram divididas em partes iguais
remaining-nothing = não restavam sementes para dividir

## Why a game ended
end-side-empty = As casas de { $side } ficaram todas vazias depois da jogada; { $remaining }.
end-no-move = { $player } não tinha nenhuma jogada válida; { $remaining }.
end-majority = Um jogador capturou mais de metade das sementes; { $remaining }.
end-repetition = A mesma posição repetiu-se pela { $occurrence ->
    [1] primeira
    [2] segunda
    [3] terceira
   *[other] enésima
} vez; { $remaining }.
end-agreement = Os jogadores concordaram em terminar a partida; { $remaining }.
end-all-captured = Todas as contas foram capturadas.
end-cannot-fill = Depois da rodada, { $player } não conseguiu encher nenhuma cova.
end-too-few-seeds = Depois da rodada, { $player } tinha apenas { $seeds } { $seeds ->
    [one] semente
   *[other] sementes
}, poucas demais para continuar.
end-resigned = { $player } desistiu.
end-draw-agreed = Os jogadores concordaram num empate.

## Why an action cannot be played
illegal-game-over = A partida terminou.
illegal-no-such-pit = Essa casa não existe neste tabuleiro.
illegal-not-your-pit = Esta casa é do adversário.
illegal-empty-pit = Esta casa está vazia.
illegal-must-feed = O adversário não tem sementes: é preciso fazer uma jogada que lhe dê algumas.
illegal-needs-two-seeds = Uma jogada tem de partir de uma casa com pelo menos 2 sementes.
illegal-not-now = Isso não pode ser jogado nesta fase da partida.
illegal-out-of-range = Essa escolha está fora do que as regras permitem aqui.
illegal-not-claimable = Só uma das covas do adversário pode ser conquistada.
illegal-must-capture = É obrigatório capturar: nenhuma captura posterior é possível nesta jogada.
illegal-not-a-step = Uma peça dá um passo para uma casa vizinha, para a frente, para trás ou na diagonal, nunca diretamente para o lado.
illegal-no-die = Nenhum dado por usar mostra a cor dessa casa.
illegal-no-steps-left = Todos os passos deste turno já foram dados.
illegal-star-row = Perto da fila da estrela uma peça abranda: se começou o turno para lá dela, dá um só passo; se começou nela, avança no máximo uma vez; e se der mais de um passo, nunca passa além dela.
illegal-one-crossing = Só uma peça pode atravessar por turno.
illegal-occupied = Essa casa está ocupada por uma peça que não pode ser capturada (uma sua, de um parceiro ou uma que ainda não se moveu).
illegal-nothing-to-return = Nenhuma das suas peças está à espera de regressar.
illegal-not-a-start-square = Uma peça capturada só regressa a uma das suas casas de partida.
illegal-nothing-here = Nada pode ser jogado a partir desta casa agora.

## Moves that cannot be read or played
parse-not-a-move = «{ $text }» não é uma jogada deste jogo
move-cannot-be-played = «{ $mv }» não pode ser jogada: { $why }
move-no-such-resigner = «{ $mv }» não é uma desistência: escreva resign:N, sendo N o lugar do jogador que desiste, de 0 a { $last }
move-session-only = «{ $mv }» terminou a partida: não há posição depois dela

## Colours, as nouns
colour-red = vermelho
colour-orange = laranja
colour-yellow = amarelo
colour-green = verde
colour-blue = azul
colour-violet = violeta
colour-cyan = ciano
colour-magenta = magenta

## Moves, prompts and reasons shared by several games
move-sow-pit = Semear { $pit }
move-sow-from = Semear a partir de { $pit }
move-drop-bead = Deixar uma conta { $colour ->
    [red] vermelha
    [orange] laranja
    [yellow] amarela
    [green] verde
    [blue] azul
    [violet] violeta
   *[other] { $colour }
} em { $pit }
suggest-finish-sowing = Semear o resto por mim

## Giuthi
giuthi-move-sow = Semear { $pit } { $direction ->
    [clockwise] no sentido horário
   *[counterclockwise] no sentido anti-horário
}
giuthi-move-width = Jogar com { $pits } { $pits ->
    [one] casa
   *[other] casas
} por lado
giuthi-move-place = Pôr { $seeds } { $seeds ->
    [one] semente
   *[other] sementes
} em { $pit }
giuthi-move-place-next = Pôr { $seeds } { $seeds ->
    [one] semente
   *[other] sementes
} na casa seguinte
giuthi-prompt-width = { $player } perdeu a rodada: escolha o tamanho do tabuleiro
giuthi-prompt-distribute = { $player }: ponha sementes na casa { $pit } (faltam { $left }, pelo menos 1 por casa)
giuthi-reason-setting-up = A rodada seguinte está a ser preparada: termine isso primeiro.
giuthi-reason-two-seeds = Uma jogada precisa de pelo menos 2 sementes na casa.
giuthi-suggest-even = Distribuir por igual
giuthi-suggest-random = Ao acaso

## Oware Nam Nam
nam-nam-move-claim = Conquistar a cova { $pit }
nam-nam-prompt-won = { $player } ganhou a rodada com { $seeds } sementes: conquiste { $hollows } { $hollows ->
    [one] cova
   *[other] covas
} de { $opponent }
nam-nam-prompt-won-more = { $player } ganhou a rodada com { $seeds } sementes: conquiste mais { $hollows } { $hollows ->
    [one] cova
   *[other] covas
} de { $opponent }
nam-nam-prompt-holds = { $player } tem { $seeds } sementes, mais do que as suas covas precisam: conquiste { $hollows } { $hollows ->
    [one] cova
   *[other] covas
} de { $opponent }
nam-nam-prompt-holds-more = { $player } tem { $seeds } sementes, mais do que as suas covas precisam: conquiste mais { $hollows } { $hollows ->
    [one] cova
   *[other] covas
} de { $opponent }

## Rainbow Chase
chase-move-capture = Capturar { $beads ->
    [one] esta conta
   *[other] estas { $beads } contas
} de { $pit }
chase-move-decline = Continuar a semear
chase-prompt-drop = { $player }: escolha a cor a deixar em { $pit } (casa de cor { $colour })
chase-prompt-capture = { $player }: capturar { $beads ->
    [one] a conta
   *[other] as { $beads } contas
} de { $pit }?
chase-prompt-must-capture = (obrigatório: nenhuma captura posterior é possível)
chase-prompt-only-again = ; só { $pit } pode voltar a ser capturada nesta jogada
chase-prompt-owed = ; tendo deixado passar uma captura, é preciso manter uma ao alcance
chase-reason-drop = Termine primeiro a jogada: escolha uma cor a deixar.
chase-reason-capture = Termine primeiro a jogada: capture ou continue a semear.

## Spectral Reapers
reapers-place-part = { $beads } em { $pit }
reapers-move-place = Colocar { $parts }
reapers-move-take = Tirar uma conta { $colour ->
    [red] vermelha
    [orange] laranja
    [yellow] amarela
    [green] verde
    [blue] azul
    [violet] violeta
   *[other] { $colour }
} de { $pit }
reapers-prompt-place = { $player }: coloque as suas { $beads } contas { $colour ->
    [red] vermelhas
    [orange] laranja
    [yellow] amarelas
    [green] verdes
    [blue] azuis
    [violet] violeta
   *[other] { $colour }
} em três casas, 3 ou 4 em cada
reapers-prompt-drop = { $player }: escolha a cor a deixar em { $pit }
reapers-prompt-take = { $player }: tire uma conta de { $pit } — escolha a sua cor
reapers-reason-placing = Coloque primeiro as suas contas: clique em três casas para as pôr nelas.
reapers-reason-drop = Termine primeiro a jogada: escolha a cor a deixar em { $pit }.
reapers-reason-take = Termine primeiro a jogada: escolha a conta a tirar de { $pit }.
reapers-reason-no-bead = Não há nenhuma conta { $colour ->
    [red] vermelha
    [orange] laranja
    [yellow] amarela
    [green] verde
    [blue] azul
    [violet] violeta
   *[other] { $colour }
} sua nesta casa: semeie a partir de uma casa que tenha alguma.
reapers-end-uncounted = As contas que ainda estão no tabuleiro não contam: vence quem tiver mais capturas.
reapers-end-last-bead = { $player } ficou com uma só conta { $colour ->
    [red] vermelha
    [orange] laranja
    [yellow] amarela
    [green] verde
    [blue] azul
    [violet] violeta
   *[other] { $colour }
} em jogo, por isso a partida termina.
reapers-end-repetition = A mesma posição repetiu-se pela { $occurrence }.ª vez desde a última captura, por isso a partida termina.
reapers-end-agreement = Os jogadores concordaram em terminar a partida.
reapers-end-no-move = Nenhum jogador tem contas da sua cor no tabuleiro, por isso a partida termina.
reapers-result-win = { $player } vence com { $beads } { $beads ->
    [one] conta capturada
   *[other] contas capturadas
}.
reapers-result-draw = Todos capturaram { $beads } { $beads ->
    [one] conta
   *[other] contas
}: empate.
reapers-result-shared = { $players } e { $last } dividem a vitória com { $beads } { $beads ->
    [one] conta capturada
   *[other] contas capturadas
} cada um.
reapers-draft-count = O rascunho tem de dar um número para cada uma das { $pits } casas.
reapers-draft-too-many-in-pit = Uma casa leva no máximo { $max } das suas contas.
reapers-draft-pits = As suas contas vão para exatamente { $pits } casas.
reapers-draft-too-many = Só há { $beads } contas para colocar.
reapers-draft-unreachable = Isto não pode tornar-se { $beads } contas em { $pits } casas com { $min } ou { $max } em cada.

## Rainbow Passage
passage-names-and = { $names } e { $last }
passage-move-roll = Lançar: { $faces }
passage-move-step = Passo de { $from } para { $to } ({ $colour })
passage-move-return = Trazer de volta uma peça capturada para { $square }
passage-move-end = Terminar o turno
passage-move-pass = Passar
passage-prompt-roll-off = { $player } lança cinco dados: começa quem tirar mais vermelhos.
passage-prompt-roll = { $player } lança { $dice } { $dice ->
    [one] dado
   *[other] dados
}.
passage-prompt-act = { $player }: até { $steps } { $steps ->
    [one] passo
   *[other] passos
}, um regresso ou passar.
passage-prompt-act-more = { $player }: mais { $steps } { $steps ->
    [one] passo
   *[other] passos
} ou terminar o turno.
passage-end-crossed-team = { $player } levou as suas peças para o outro lado: { $winners } vencem.
passage-end-crossed = { $winner } atravessou o tabuleiro e vence.
passage-end-last-standing-team = { $winners } são os últimos com peças no tabuleiro.
passage-end-last-standing = { $winner } é o último com peças no tabuleiro.
passage-end-turn-limit = A partida chegou ao limite de { $turns } turnos. Mais peças do outro lado e depois mais peças no tabuleiro: { $winners }.
passage-end-agreement = Os jogadores concordaram em parar. Mais peças do outro lado e depois mais peças no tabuleiro: { $winners }.

## Options that cannot be set up
setup-basic-seeds = as sementes por casa têm de ser de 3 a 6, não { $seeds }
setup-owari-repetition = o limite de repetição tem de ser 2 ou 3, não { $limit }
setup-chase-position = a posição inicial não é válida
setup-passage-players = { $players } jogadores: podem jogar de 2 a 4
setup-passage-size = o tamanho de tabuleiro «{ $size }» não é nenhum de 9x9, 11x11, 13x13, 9x11 … 17x9 (ambos ímpares, de 9 a 17, somando no máximo 26)
setup-passage-cross = { $pieces } peças a atravessar: de 1 a { $max } com estas opções
setup-passage-teams = o jogo em equipas precisa de quatro jogadores
setup-passage-turn-limit = um limite de { $turns } turnos é curto demais (pelo menos 20)
setup-passage-names = { $names } nomes para { $players } jogadores
setup-passage-nobody-sits = com { $players } jogadores ninguém se senta no lado { $side }
setup-passage-not-a-square = «{ $square }» (jogador { $seat }) não é uma casa de um tabuleiro de { $width }x{ $height }
setup-passage-starts-count = são precisas casas de partida para cada um dos { $players } jogadores, não { $lists }
setup-passage-starts-pieces = { $side } precisa de { $pieces } casas de partida, não { $squares }
setup-passage-starts-edge = a peça de { $side } em { $square } não está na fila ao longo do lado de { $side }
setup-passage-starts-end = a peça de { $side } em { $square } está numa casa da ponta do lado
setup-passage-starts-twice = duas peças partem de { $square }
setup-passage-starts-neighbours = a peça de { $side } em { $square } e a de { $other } em { $other_square } estão em filas ou colunas vizinhas
setup-reapers-players = os jogadores têm de ser de { $min } a { $max }, não { $players }
setup-reapers-names = indique um nome para cada um dos { $players } jogadores (ou nenhum), não { $names }
setup-reapers-name-blank = o nome do jogador { $seat } está vazio
setup-reapers-name-long = o nome do jogador { $seat } tem mais de { $max } caracteres
setup-reapers-colours = indique uma cor para cada um dos { $players } jogadores (ou nenhuma), não { $colours }
setup-reapers-colour-twice = a cor { $colour } foi escolhida mais de uma vez
setup-reapers-first = o jogador { $seat } não pode começar: só há { $players } jogadores

## The new-game dialog: options and presets
option-first-player = Quem começa
option-first-player-help = Por sorteio, ou um lado fixo.
option-first-player-random = Sorteio
option-first-player-south = Sul
option-first-player-north = Norte
option-basic-seeds-per-pit = Sementes por casa
option-basic-seeds-per-pit-help = Quantas sementes tem cada casa no início.
option-basic-capture-needs-opposite-seeds = Captura exige sementes em frente
option-basic-capture-needs-opposite-seeds-help = Terminar numa casa vazia própria só captura se a casa em frente tiver sementes.
option-basic-remaining-to = Sementes restantes no fim vão para
option-basic-remaining-to-help = Quando um lado fica vazio, quem fica com as sementes que ainda estão no tabuleiro.
option-basic-remaining-to-clearing-player = O jogador cujo lado está vazio
option-basic-remaining-to-owner = O dono de cada lado
preset-basic-seed = Jogo básico
preset-basic-kalah-6-4 = Kalah (6,4)
option-owari-grand-slam = Grand slam
option-owari-grand-slam-help = O que faz uma jogada que capturaria todas as sementes do adversário.
option-owari-grand-slam-capture = Captura normalmente
option-owari-grand-slam-no-capture = Não captura nada
option-owari-stop-at-majority = Parar com maioria
option-owari-stop-at-majority-help = Terminar a partida assim que alguém tiver mais de metade das sementes.
option-owari-repetition-limit = Repetição termina a partida na ocorrência
option-owari-repetition-limit-help = Uma posição que volta este número de vezes (desde a última captura) termina a partida.
option-owari-loop-settlement = Depois de repetição ou acordo
option-owari-loop-settlement-help = Quem fica com as sementes que restam no tabuleiro.
option-owari-loop-settlement-own-side = Cada jogador as do seu lado
option-owari-loop-settlement-split = Divididas em partes iguais
preset-owari-seed = Owari
preset-owari-abapa = Abapa (oware de torneio)
preset-mancala-seed = Mancala
option-ayoayo-sow-into-store = Semear no seu depósito
option-ayoayo-sow-into-store-help = Deixar uma semente no seu depósito sempre que a semeadura passar por ele.
preset-ayoayo-seed = Ayoayo
preset-ayoayo-traditional = Ayoayo (tradicional: sem semear no depósito)
option-giuthi-allow-shortening = Tabuleiro menor para quem está atrás
option-giuthi-allow-shortening-help = Quem perde uma rodada com poucas sementes pode jogar a seguinte com 4, 3 ou 2 casas por lado.
preset-giuthi-seed = Giuthi
preset-nam-nam-seed = Oware Nam Nam
preset-rainbow-chase-seed = Rainbow Chase
option-spectral-reapers-players = Jogadores
option-spectral-reapers-players-help = Quantos jogam; o anel tem duas casas para cada um.
option-spectral-reapers-names = Nomes
option-spectral-reapers-names-help = O nome de cada jogador, pela ordem dos lugares.
option-spectral-reapers-colours = Cores
option-spectral-reapers-colours-help = A cor das contas de cada jogador, pela ordem dos lugares.
option-spectral-reapers-first-player-help = O jogador que coloca primeiro e depois semeia primeiro.
option-spectral-reapers-first-player-seat1 = Jogador 1
option-spectral-reapers-first-player-seat2 = Jogador 2
option-spectral-reapers-first-player-seat3 = Jogador 3
option-spectral-reapers-first-player-seat4 = Jogador 4
option-spectral-reapers-first-player-seat5 = Jogador 5
option-spectral-reapers-first-player-seat6 = Jogador 6
preset-spectral-reapers-seed = Spectral Reapers
preset-spectral-reapers-2-players = Dois jogadores
preset-spectral-reapers-4-players = Quatro jogadores
preset-spectral-reapers-5-players = Cinco jogadores
preset-spectral-reapers-6-players = Seis jogadores
option-rainbow-passage-players = Jogadores
option-rainbow-passage-players-help = Dois jogadores sentam-se frente a frente; um terceiro entre eles; um quarto ocupa o último lado.
option-rainbow-passage-size = Tamanho do tabuleiro
option-rainbow-passage-size-help = Casas de oeste para leste e de sul para norte.
option-rainbow-passage-size-9x9 = 9 x 9
option-rainbow-passage-size-11x11 = 11 x 11
option-rainbow-passage-size-13x13 = 13 x 13
option-rainbow-passage-size-9x11 = 9 de largura, 11 de profundidade
option-rainbow-passage-size-11x9 = 11 de largura, 9 de profundidade
option-rainbow-passage-size-9x13 = 9 de largura, 13 de profundidade
option-rainbow-passage-size-13x9 = 13 de largura, 9 de profundidade
option-rainbow-passage-size-11x13 = 11 de largura, 13 de profundidade
option-rainbow-passage-size-13x11 = 13 de largura, 11 de profundidade
option-rainbow-passage-size-9x15 = 9 de largura, 15 de profundidade
option-rainbow-passage-size-15x9 = 15 de largura, 9 de profundidade
option-rainbow-passage-size-11x15 = 11 de largura, 15 de profundidade
option-rainbow-passage-size-15x11 = 15 de largura, 11 de profundidade
option-rainbow-passage-size-9x17 = 9 de largura, 17 de profundidade
option-rainbow-passage-size-17x9 = 17 de largura, 9 de profundidade
option-rainbow-passage-first-player-help = Todos lançam cinco dados e começa quem tirar mais vermelhos, ou um lado fixo.
option-rainbow-passage-first-player-random = Lançamento inicial
option-rainbow-passage-first-player-west = Oeste
option-rainbow-passage-first-player-east = Leste
option-rainbow-passage-teams = Duplas
option-rainbow-passage-teams-help = Quatro jogadores em duas duplas; os dois parceiros têm de atravessar para ganhar.
option-rainbow-passage-teams-none = Sem duplas
option-rainbow-passage-teams-opposite = Parceiros frente a frente
option-rainbow-passage-teams-adjacent = Parceiros lado a lado
option-rainbow-passage-cross-to-win = Peças a atravessar para ganhar
option-rainbow-passage-cross-to-win-help = Mais de uma torna a vitória mais difícil: as peças que atravessam saem do tabuleiro e levam um dado consigo.
option-rainbow-passage-returns = As peças capturadas podem regressar
option-rainbow-passage-returns-help = Com dois ou três dados de uma cor, uma peça capturada regressa em vez de um movimento.
option-rainbow-passage-extra-piece = Peça extra
option-rainbow-passage-extra-piece-help = Uma quinta peça no meio de cada lado; a primeira captura não custa nenhum dado.
option-rainbow-passage-turn-limit = Limite de turnos
option-rainbow-passage-turn-limit-help = Depois deste número de turnos (as passagens contam) a partida para: vence quem tiver mais peças do outro lado.
option-rainbow-passage-starts = Casas de partida
option-rainbow-passage-starts-help = Onde começam as peças de cada jogador (nomes de casas como c1 e1 g1 i1); os lugares habituais se ficar como está.
option-rainbow-passage-names = Nomes dos jogadores
option-rainbow-passage-names-help = Um nome para cada jogador.
preset-rainbow-passage-seed = Rainbow Passage
preset-rainbow-passage-three = Três jogadores
preset-rainbow-passage-four = Quatro jogadores em 9x9
preset-rainbow-passage-teams = Duplas (parceiros frente a frente)
preset-rainbow-passage-teams-adjacent = Duplas (parceiros lado a lado)
preset-rainbow-passage-harder = Vitória mais difícil (duas peças a atravessar)
preset-rainbow-passage-no-returns = Sem regressos, peça extra
preset-rainbow-passage-long = Tabuleiro longo (9x17)

## The JSON readers' reasons
reader-found = { $kind ->
    [null] o valor null
    [boolean] o booleano `{ $value }`
    [integer] o inteiro `{ $value }`
    [decimal] o número decimal `{ $value }`
    [text] o texto { $value }
    [list] uma lista
   *[object] um objeto
}
reader-expected = { $what ->
    [byte] um inteiro de 0 a 255
    [short] um inteiro de 0 a 65 535
    [boolean] um booleano (true ou false)
    [text] um texto entre aspas
    [list] uma lista
    [choice] um texto ou um objeto
    [nothing] null
    [single] um objeto com uma só chave
   *[options] um objeto de opções { $name }
}
reader-invalid-type = tipo incorreto: { $found }, quando se espera { $expected }
reader-invalid-value = valor incorreto: { $found }, quando se espera { $expected }
reader-one-of = { $count ->
    [1] `{ $first }`
    [2] `{ $first }` ou `{ $last }`
   *[other] um de { $all }
}
reader-unknown-field = campo `{ $field }` desconhecido, espera-se { $expected }
reader-unknown-field-none = campo `{ $field }` desconhecido, não há nenhum campo
reader-unknown-variant = valor `{ $name }` desconhecido, espera-se { $expected }
reader-unknown-variant-none = valor `{ $name }` desconhecido, não há nenhum valor possível
reader-too-long = lista demasiado longa ({ $length ->
    [one] { $length } valor
   *[other] { $length } valores
}): há menos opções
reader-field-unknown = campo `{ $field }` desconhecido
reader-field-missing = falta o campo `{ $field }`
reader-fields-too-long = lista demasiado longa: { $length } valores para { $fields } campos
reader-not-an-object = tipo incorreto, espera-se um objeto
reader-field-type = tipo incorreto de `{ $field }`, espera-se { $what ->
    [whole] um número inteiro
    [count] um número inteiro
    [text] um texto entre aspas
   *[texts] uma lista de textos
}
reader-json = { $code ->
    [eof] o texto acaba antes do tempo
    [value] falta um valor
    [list-comma] falta `,` ou `]`
    [object-comma] falta `,` ou `{ "}" }`
    [colon] falta `:`
    [key] uma chave tem de ser um texto entre aspas
    [comma] vírgula a mais
    [trailing] texto a mais depois do valor
    [number] número incorreto
    [ident] palavra desconhecida (só valem true, false e null)
   *[other] JSON incorreto ({ $what })
} na linha { $line }, coluna { $column }

## Options refused, records and links that cannot be read
setup-invalid = opções inválidas: { $reasons }
record-not-a-record = não é um registo de partida: { $why }
record-unknown-game = jogo desconhecido «{ $game }»
record-move = a jogada { $number } («{ $mv }») não pode ser jogada: { $why }
record-line = linha { $line }: { $why }
record-position = Posição: { $why }
link-incomplete = a ligação está incompleta: falta o fim (foi cortada ao copiar?)
link-damaged = a ligação está danificada: o controlo não corresponde (foi cortada ou alterada?)
link-part-without-value = a ligação tem uma parte sem valor: «{ $part }»
link-bad-seed = a ligação tem uma semente aleatória que não é um número: «{ $value }»
link-bad-options = a ligação tem opções mal codificadas
link-options-not-json = a ligação tem opções que não são JSON: { $why }
link-options-not-object = a ligação tem opções que não são um objeto JSON
link-bad-count = a ligação tem um número de jogadas que não é um número: «{ $value }»
link-bad-moves = a ligação tem jogadas mal codificadas
link-bad-position = a ligação tem uma posição mal codificada
link-unknown-part = a ligação tem uma parte desconhecida «{ $part }»
link-no-seed = a ligação não tem semente aleatória (s=)
link-no-moves = a ligação não tem jogadas (m=)
link-count-mismatch = a ligação devia ter { $count } jogadas mas tem { $moves }
link-empty-move = a ligação tem uma jogada vazia (jogada { $number })
text-record-tags-after-moves = as etiquetas vêm antes das jogadas, não depois
text-record-tag-form = uma etiqueta escreve-se [Nome valor]
text-record-tag-without-value = a etiqueta «{ $tag }» não tem valor
text-record-tag-not-json = o valor de { $tag } não é JSON: { $why }
text-record-tag-not-text = { $tag } tem de ser um texto entre aspas, não { $value }
text-record-bad-seed = Seed tem de ser um número inteiro, não { $value }
text-record-bad-options = Options tem de ser um objeto JSON
text-record-bad-players = Players tem de ser uma lista de textos
text-record-unknown-tag = etiqueta desconhecida «{ $tag }»
text-record-tags-first = um registo em texto começa pelas etiquetas, com [Game "…"] primeiro
text-record-no-game = falta a etiqueta [Game "…"]
text-record-no-seed = falta a etiqueta [Seed …]

## Why a position notation is refused (docs/notation.md); the CLI words
## them in English from src/engine/position.rs, the page from here.
position-empty = A notação está vazia.
position-fields = A notação tem { $found } campos; precisa de { $expected }.
position-field = Valor «{ $value }» para { $field }: espera-se { $what }.
position-count = Valor «{ $value }» para { $field }: não é um número até { $max }.
position-list-length = Para { $field } há { $found } valores; são precisos { $expected }.
position-width = Um tabuleiro de { $width } casas por lado não é permitido aqui ({ $allowed }).
position-total = O tabuleiro tem { $found } sementes ao todo; este jogo tem { $expected }.
position-over = A partida terminou: uma notação descreve uma posição ainda em jogo.
position-no-move = O jogador a jogar não tem nenhuma jogada legal, e a partida não terminou.
position-decided = A partida já teria terminado: { $why }.
position-player = Não há jogador { $player } nesta partida.
position-rule = Esta posição viola uma regra: { $why }.
position-mid-move = Há uma jogada em curso: uma notação descreve uma posição entre jogadas.
position-colour-total = Há { $found } contas da cor { $colour } ao todo; este jogo tem { $expected }.
position-not-started = Ainda se lança para ver quem começa: uma notação descreve uma posição depois de a partida começar.
position-unsupported = Este jogo ainda não tem notação de posição.
position-readers-missing = Não foi possível carregar o código que lê as posições (sem internet?). Tente de novo quando a internet voltar.
## The words the readers name a field, what it should be or a rule with.
position-arg-board = o tabuleiro
position-arg-captures = as capturas
position-arg-claims-left = as reivindicações restantes
position-arg-claims-made = as reivindicações feitas
position-arg-owners = os donos
position-arg-phase = a fase
position-arg-piece = a peça
position-arg-pieces = as peças
position-arg-pit = a casa
position-arg-pits = as casas
position-arg-player-to-move = o jogador a jogar
position-arg-round = a ronda
position-arg-seat-to-move = o lugar a jogar
position-arg-seats = os lugares
position-arg-seats-placed = os lugares que já colocaram
position-arg-square-colour = a cor da casa
position-arg-square = a casa
position-arg-start-square = a casa de partida
position-arg-starting-seat = o lugar que começa
position-arg-store = o armazém
position-arg-stores = os armazéns
position-arg-turns = os turnos
position-arg-and-a-seed-or-the-squares-colours = # e uma semente, ou as cores das casas
position-arg-12-letters-s-or-n = 12 letras s ou n
position-arg-a-pit-board = um tabuleiro de casas
position-arg-a-round-from-1 = uma ronda a partir de 1
position-arg-a-square-of-the-board = uma casa do tabuleiro
position-arg-a-start-square-and-x-or = uma casa de partida e . - x ou =
position-arg-beads-written-as-counts-and-colour-initi = contas escritas como números e iniciais de cor (2r1g), ou 0
position-arg-r-g-b-y-c-or-m = r g b y c ou m
position-arg-roll-or-and-the-dice-rolled = roll ou @ e os dados lançados
position-arg-s-or-n = s ou n
position-arg-two-counts-separated-by = dois números separados por :
position-arg-two-groups-separated-by = dois grupos separados por :
position-arg-two-sides-separated-by = dois lados separados por /
position-arg-a-piece-on-the-far-row-has-got-across = uma peça na última fila já atravessou
position-arg-a-seat-is-down-to-a-single-bead = um lugar ficou com uma só conta
position-arg-a-seat-places-its-beads-as-4-4-and-3-in = um lugar coloca as suas contas como 4, 4 e 3 em três casas
position-arg-a-side-is-empty = um lado está vazio
position-arg-a-store-holds-half-the-seeds-or-more = um armazém tem metade das sementes ou mais
position-arg-before-the-width-is-chosen-the-board-is = antes de escolher a largura, o tabuleiro está vazio
position-arg-between-rounds-the-player-to-move-is-the = entre rondas, joga quem perdeu a última
position-arg-each-seat-s-start-tokens-lie-where-the-o = as fichas de partida de cada lugar estão onde as opções põem as suas peças
position-arg-nothing-is-captured-while-beads-are-plac = nada é capturado enquanto as contas são colocadas
position-arg-the-beads-do-not-add-up = as contas não batem certo
position-arg-the-hollows-are-empty = as casas estão vazias
position-arg-the-seat-to-move-has-a-bead-of-its-colou = o lugar a jogar tem uma conta da sua cor no tabuleiro
position-arg-the-seat-to-move-has-a-piece-on-the-boar = o lugar a jogar tem uma peça no tabuleiro
position-arg-two-pieces-stand-on-one-square = duas peças estão na mesma casa
position-arg-while-beads-are-placed-the-seats-place-i = enquanto se colocam as contas, os lugares colocam à vez a partir do que começa
position-arg-while-hollows-are-claimed-every-seed-is = enquanto se reivindicam casas, todas as sementes estão nos armazéns
position-arg-while-seeds-are-placed-each-filled-pit-h = enquanto se colocam sementes, cada casa cheia tem sementes e o seu reflexo também; as outras estão vazias
