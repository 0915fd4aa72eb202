# Rainbow Games, pt: the words of the render models (src/view: status lines,
# announcements for screen readers, analysis, puzzles, My games, links).
# The source: assets/i18n/en/view.ftl; the words chosen: docs/glossary/pt.md
# (no "você": the person playing the computers is "Eu", as game screens say).

## A linha de estado
status-you = Eu
status-computer = Computador ({ $level })
status-the-computer = O computador ({ $level })
status-considering-draw = { $name } avalia a proposta de empate…
status-rolls = { $name } lança os dados…
status-thinking = { $name } pensa…
status-your-placement = É a sua vez de colocar as suas contas
status-placement = { $name } coloca as suas contas
status-your-turn = É a sua vez
status-to-move = Vez de { $name }
status-your-roll = É a sua vez: lance os dados
status-roll = { $name }: lance os dados
status-roll-nobody = Lance os dados
status-game-over = Fim da partida
status-paused = { $status } (computadores em pausa)

## Resultados, listas, anúncios
result-you-in-list = eu
player-number = Jogador { $number }
result-you-win-score = Ganhou { $best }–{ $other }
result-wins-score = { $name } ganha { $best }–{ $other }
result-draw-score = Empate, { $first }–{ $second }
result-you-win-with = Ganhou com { $best }
result-wins-with = { $name } ganha com { $best }
result-draw-all = Empate: todos têm { $best }
result-share = { $names } dividem a vitória com { $best } cada um
list-comma = {", "}
list-and = { $init } e { $last }
narrate-captures-seeds = { $name } captura { $count ->
    [one] { $count } semente
   *[other] { $count } sementes
} { $places ->
    [one] da casa { $pits }
   *[other] das casas { $pits }
}.
narrate-captures-beads = { $name } captura { $count ->
    [one] { $count } conta
   *[other] { $count } contas
} { $places ->
    [one] da casa { $pits }
   *[other] das casas { $pits }
}.
narrate-grand-slam = Grand slam: não é permitido levar todas as sementes do adversário, por isso nada é capturado.
narrate-captured-moves-again = { $name } capturou e joga novamente.
narrate-store-moves-again = Última semente no depósito: { $name } joga novamente.
narrate-passes = { $name } não pode jogar e passa.
narrate-relay-cycle = A semeadura voltou a uma posição já alcançada, por isso a jogada termina aqui.
narrate-round-over = Fim da rodada { $round }.
narrate-piece-captured = { $name } captura uma peça de { $owner }.
move-dice-rolled = Dados lançados: { $faces }.
move-chance = Sorte: { $notation }.
move-the-player = O jogador
move-sows-seeds = { $name } semeia { $count ->
    [one] { $count } semente
   *[other] { $count } sementes
} a partir da casa { $pit }.
move-sows-beads = { $name } semeia { $count ->
    [one] { $count } conta
   *[other] { $count } contas
} a partir da casa { $pit }.
move-chosen = { $name }: { $choice }.
move-plays = { $name } joga { $notation }.
move-places = { $name } coloca contas: { $places }.
move-place-item = { $count } em { $pit }
first-player-random = Sorteio: { $name } começa.
first-player = { $name } começa.
special-agree-line = A partida termina por acordo.
special-draw-line = Os jogadores acordam um empate.
special-resign-line = { $name } desiste.
special-agree = fim por acordo
special-draw = empate acordado
special-resigns = desiste

## A vista da partida
record-already-over = a partida já tinha terminado
seat-computer = { $name } (computador, { $level })
pit-other-plays = É a vez de { $name }

## Análise e revisão
value-wins-by = ganha por { $seeds ->
    [one] { $seeds } semente
   *[other] { $seeds } sementes
}
value-draws = empata
value-loses-by = perde por { $seeds ->
    [one] { $seeds } semente
   *[other] { $seeds } sementes
}
value-seeds = { $seeds ->
    [one] { $value } semente
   *[other] { $value } sementes
}
value-seeds-exact = { $seeds ->
    [one] { $value } semente, exato
   *[other] { $value } sementes, exato
}
# The same in a game played with beads.
value-wins-by-beads = ganha por { $seeds ->
    [one] { $seeds } conta
   *[other] { $seeds } contas
}
value-loses-by-beads = perde por { $seeds ->
    [one] { $seeds } conta
   *[other] { $seeds } contas
}
value-beads = { $seeds ->
    [one] { $value } conta
   *[other] { $value } contas
}
value-beads-exact = { $seeds ->
    [one] { $value } conta, exato
   *[other] { $value } contas, exato
}
value-win-chance = { $value } de probabilidade de ganhar
analysis-bar-text = { $name }: { $value }
analysis-bar-label = Avaliação, parte da barra de { $name }: { $text }
analysis-stats = Profundidade { $depth } · { $counted } · { $exactness }
analysis-nodes = { $count } nós
analysis-simulations = { $count } simulações
analysis-exact = exato: resolvido até ao fim
analysis-not-exact = não exato
analysis-best-line = Melhor linha:
review-graph-label = O valor ao longo da partida, do lado de { $name }: quanto mais alto, melhor para esse jogador. Escolha um ponto para ver a posição.
review-caption = ?! imprecisões · ? erros · ?? erros graves
review-player = Jogador
review-accuracy = Precisão
review-inaccuracies = Imprecisões
review-mistakes = Erros
review-blunders = Erros graves
review-error = Jogada { $number }, { $name }: { $notation } ({ $value }), { $class ->
    [inaccuracy] uma imprecisão
    [mistake] um erro
   *[blunder] um erro grave
}. Melhor: { $best } ({ $best_value }). Linha: { $line }
# A move of a line the review shows, numbered as the move list numbers it.
review-line-move = { $number }. { $notation }

## Jogar por link
corr-trust-note = Quem tiver este link pode jogar a partir dele: envie-o apenas ao jogador de quem é a vez. Cada jogada nele é repetida aqui, por isso não pode esconder uma jogada ilegal.
corr-your-move = É a sua vez
corr-waiting-for = À espera de { $name }
corr-friend = { $name } (o seu amigo)
corr-watching = Observa { $others }
corr-you-play = Joga com { $yours } contra { $others }
corr-status-over = { $table }; a partida terminou: { $result }.
corr-status-yours = { $table }; é a sua vez.
corr-status-waiting = { $table }; à espera de { $name }: envie-lhe o link.
corr-status = { $table }.
corr-error-other-start = traz a identidade de um dos seus jogos mas não começa como ele, por isso não foi aberto
corr-stale = Este link é mais antigo do que o seu jogo ou igual ({ $theirs ->
    [one] { $theirs } jogada
   *[other] { $theirs } jogadas
}; o seu tem { $yours }): nada muda.
corr-adds = O link acrescenta { $added ->
    [one] { $added } jogada
   *[other] { $added } jogadas
} ao seu jogo.
corr-differs = As jogadas deste link diferem das suas depois da jogada { $after }: as suas jogadas continuam à vista e as do link são guardadas como outra linha em Jogadas (nada se perde).
corr-note = { $note } { $status }

## Os meus jogos
library-import-hint = Cole o histórico de uma partida (texto ou JSON, como exportado aqui) ou escolha um arquivo. Jogos: { $ids }.
library-hint = Cada jogo fica guardado neste navegador: o que a página de cada jogo abre e os que foram substituídos por um jogo novo, uma importação ou um link recebido.
library-finished = Terminado: { $result }
library-in-progress-to-play = Em curso: vez de { $name }
library-in-progress = Em curso
saved-error-not-a-game = não é um jogo guardado ({ $why })
saved-error-other-game = é um jogo de “{ $found }”, não de “{ $wanted }”
saved-error-cursor = diz que foram feitas { $cursor ->
    [one] { $cursor } jogada
   *[other] { $cursor } jogadas
} mas contém { $moves }
saved-error-unknown-game = é um jogo de “{ $found }”, que não é um dos nossos

## Problemas
progress-error-not = não é um progresso de problemas ({ $why })
progress-error-missing = não é um progresso de problemas (falta { $field })
progress-error-attempt = um dos problemas tentados não pode ser lido
progress-error-daily = os problemas do dia não podem ser lidos
progress-error-rating = a pontuação está fora dos limites
progress-error-volatility = a volatilidade está fora dos limites
puzzles-error-none = não contém problemas de { $game }
puzzle-wrong-not-win-now = Esta jogada não ganha a partida neste turno; { $key } ganha.
puzzle-wrong-fewer = Esta jogada captura pelo menos { $margin } a menos neste turno do que { $key }.
puzzle-wrong-not-win = Esta jogada não ganha contra o melhor jogo; { $key } ganha.
puzzle-wrong-loses = Esta jogada perde contra o melhor jogo; { $key } não perde.
puzzle-wrong-seeds = { $key } termina pelo menos { $seeds ->
    [one] { $seeds } semente
   *[other] { $seeds } sementes
} à frente desta.
puzzle-task-win = Vez de { $name }: encontre a única jogada que ganha.
puzzle-task-not-lose = Vez de { $name }: encontre a única jogada que não perde.
puzzle-task-win-now = Vez de { $name }: ganhe a partida neste turno.
puzzle-task-capture-now = Vez de { $name }: capture o máximo possível neste turno.
puzzle-task-seeds = Vez de { $name }: encontre a jogada que termina pelo menos { $seeds ->
    [one] { $seeds } semente
   *[other] { $seeds } sementes
} à frente de qualquer outra.
puzzle-task-then = { $task } Depois, continue a encontrar a melhor jogada.
puzzle-refutation-loses = Esta jogada perde a partida.
puzzle-refutation-draws = Esta jogada só empata.
puzzle-refutation-not-win-now = Esta jogada não ganha neste turno.
puzzle-refutation-worse = Esta jogada termina { $seeds ->
    [one] { $seeds } semente
   *[other] { $seeds } sementes
} pior do que a melhor jogada.
puzzle-refutation-at-most = No máximo { $captured } capturadas neste turno, contra { $best } com a melhor jogada.
puzzle-refutation-reply = { $name } captura { $captured } em resposta.
puzzle-theme-relay = semeadura em voltas múltiplas
puzzle-theme-chain-capture = captura em cadeia
puzzle-theme-extra-turn = jogada extra
puzzle-theme-colour-choice = escolha de cor
puzzle-theme-grand-slam = grand slam
puzzle-theme-feeding = alimentação
puzzle-theme-star-row = fila da estrela
puzzle-theme-hollow-claim = conquista de cova
