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
end-last-bead = O jogador { $seat } ficou com uma única conta da sua cor em jogo; vence quem tiver mais capturas.
end-crossed = O jogador { $seat } atravessou o tabuleiro.
end-last-standing = O jogador { $seat } foi o último com peças no tabuleiro.
end-turn-limit = A partida chegou ao limite de { $turns } turnos; vence quem tiver mais peças do outro lado.
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
suggest-finish-sowing = Terminar a semeadura

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
