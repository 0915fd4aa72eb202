# Rainbow Games, pt: the app's words (the source: assets/i18n/en/app.ftl;
# the words chosen: docs/glossary/pt.md).

play = Jogar
continue = Continuar
rules = Regras
dismiss = Fechar
unknown-game = Jogo desconhecido.
nav-puzzles = Problemas
nav-my-games = Minhas partidas
footer-about = Sobre
setting-theme = Tema
setting-language = Idioma
language-failed = Não foi possível carregar o idioma { $language } (sem internet?). Escolha-o de novo quando a internet voltar.
pwa-offline = Offline
pwa-offline-more = : o jogo continua neste dispositivo
pwa-update = Atualização disponível
pwa-reload = Recarregar
pwa-later = Mais tarde
home-title = Escolha um jogo
home-presets = Variantes: { $presets }
daily-title = O problema do dia
daily-text = Uma posição de um jogo real com uma única melhor jogada, provada pelo motor: a mesma para todos hoje.
daily-solve = Resolver o problema de hoje
daily-more = Mais problemas
about-title = Sobre o Rainbow Games
about-text = Jogos de mancala e de tabuleiro que correm inteiramente no navegador: as regras e os adversários do computador funcionam neste dispositivo, sem servidor, e o jogo continua a funcionar offline depois de instalado. As partidas ficam guardadas neste navegador.
about-settings = Configurações
about-settings-text = O tema e o idioma estão no fundo de cada página; a velocidade, os sons e o tempo de reflexão do computador estão no menu de cada jogo (☰).
about-curious = Para os curiosos
about-bench = { $link }: a rapidez das regras e dos adversários do computador neste dispositivo.
about-bench-link = Velocidade do motor
not-found = Página não encontrada
not-found-page = Não há nenhuma página em “{ $page }”.
not-found-game = Não há nenhum jogo “{ $game }” aqui (os jogos são { $games }).
back-to-games = Voltar aos jogos
page-load-failed = Não foi possível carregar esta página (sem internet?). Tente de novo quando a internet voltar.
page-load-retry = Tentar de novo
link-error-nothing-changed = Este link não pode ser aberto: { $why }. Nada mudou.
link-error-kept = Este link não pode ser aberto: { $why }. A partida mostrada é mantida.
rules-title = { $game }: regras
rules-loading = Carregamento das regras…
rules-our-ruling = A nossa decisão:
rules-example = Exemplo { $n }.
rules-play-game = Jogar { $game }
rules-example-error = Este exemplo não pode ser mostrado: { $why }
import-title = Importar uma partida
analyse = Analisar
## Live boards: rules examples and embeds
embed-bad-move = não é possível mostrar a jogada { $k } de um histórico de { $n ->
    [0] { $n } jogadas
    [one] { $n } jogada
   *[other] { $n } jogadas
}
embed-no-puzzles = não há nenhum jogo “{ $game }” com problemas
live-dice = dados
live-move = Jogada { $k } de { $n }: { $mv } ({ $who }).
live-start = Início do exemplo.
live-to-move = Vez de { $player }.
live-dice-to-roll = Vez de lançar os dados.
live-reset = Reiniciar
live-reset-title = Voltar ao início do exemplo
live-back = Recuar
live-step = Avançar
live-pause = Pausar
live-play = Reproduzir
file-unreadable = { $file } não pode ser lido ({ $why })
download-failed = Não foi possível fazer o download: { $why }.
## Puzzles
puzzles-storage-full = Não foi possível guardar o seu progresso nos problemas: o armazenamento do navegador está cheio.
puzzles-progress-damaged = Não foi possível ler o seu progresso nos problemas ({ $why }); foi guardado à parte e começa uma nova classificação.
puzzles-loading = Carregamento dos problemas…
puzzles-load-failed = Não foi possível carregar os problemas: { $why }.
puzzles-no-such = Não há nenhum problema “{ $id }”; aqui está outro.
puzzles-none-left = Não resta nenhum problema aqui.
puzzles-progress = O seu progresso nos problemas
puzzles-progress-hint = A sua pontuação, os problemas tentados e as estrelas das suas lições ficam guardados neste navegador. Faça o download para ter uma cópia ou para os levar para outro navegador, e carregue-os lá.
puzzles-progress-paste = Progresso a carregar
puzzles-progress-load = Carregar o progresso
puzzles-progress-loaded = O seu progresso nos problemas foi carregado.
puzzles-progress-bad = Isto não pode ser carregado: { $why }. O seu progresso fica como estava.
puzzles-any-game = Todos os jogos
puzzles-of-game = Problemas: { $game }
puzzles-streak = Série: { $n }{ $over ->
    [yes] {" "}(terminada)
   *[no] {""}
}
puzzles-download = Download do progresso
puzzles-your-rating = A sua pontuação:
puzzles-score = { $solved } de { $tried } resolvidos na primeira tentativa · melhor série { $best }
puzzles-rated = Com pontuação
puzzles-streak-mode = Série
puzzles-game = Jogo
puzzle = Problema
puzzle-solution = A solução: { $line }.
puzzle-engine-replies = {" "}O motor responde { $mv }.
puzzle-right-go-on = Certo! Continue: encontre de novo a melhor jogada.
puzzle-solved = Resolvido! É a melhor jogada.
puzzle-solved-missed = Resolvido, mas conta como erro: foi usada uma dica, ou a primeira tentativa estava errada.
puzzle-wrong = ✗ { $played } não é a resposta. { $why }
puzzle-cannot-show = Este problema não pode ser mostrado: { $why }.
puzzle-daily = Problema de hoje: o mesmo para todos.
# After a rated puzzle: $rating, the player's new rating; $n, by how much it
# changed; $direction: up, same or down.
puzzle-rating-change = { $direction ->
    [up] A sua pontuação sobe { $n }, para { $rating }.
    [same] A sua pontuação fica em { $rating }.
   *[down] A sua pontuação desce { $n }, para { $rating }.
}
puzzle-rated = Problema avaliado em { $rating }
puzzle-hint = Dica
puzzle-retry = Tentar de novo
puzzle-show-solution = Mostrar a solução
puzzle-next = Próximo problema
proof-to-end = Provado por uma análise que chega ao fim da partida ({ $plies ->
    [one] { $plies } jogada).
   *[other] { $plies } jogadas).
}
proof-two-depths = Verificado olhando { $d1 } e depois { $d2 } jogadas à frente: das duas vezes esta jogada é a melhor, por pelo menos { $seeds ->
    [one] { $seeds } semente.
   *[other] { $seeds } sementes.
}
proof-turn = Provado ao experimentar todas as maneiras de jogar a vez, do princípio ao fim.
proof-table = Provado pelas tabelas de finais.
## My games, export and import
saved-damaged = a leitura falhou quando a página da partida abriu
storage-full = o armazenamento do navegador para este site está cheio
storage-full-delete = o armazenamento do navegador para este site está cheio: apague ou exporte algumas das suas partidas
storage-full-old = As partidas guardadas por uma versão anterior continuam onde estavam: o armazenamento do navegador para este site está cheio. Apague ou exporte algumas partidas.
download-refused = o navegador recusou o download
copied = { $what ->
    [record] Histórico copiado.
    [json] JSON copiado.
   *[link] Link copiado.
}
copy-refused = O navegador não permitiu copiar: selecione o { $what ->
    [record] histórico
    [json] JSON
   *[link] link
} e copie-o.
export-title = Exportar e enviar
export-record-text = Histórico (texto)
export-copy-record = Copiar o histórico
export-download-text = Download do texto
export-copy-json = Copiar o JSON
export-download-json = Download do JSON
export-link = Link para esta partida (abre na última posição)
export-copy-link = Copiar o link
import-nothing = Cole primeiro um histórico ou escolha um arquivo.
import-bad-record = Este histórico não pode ser aberto: { $why }.
import-failed = Não foi possível abrir o histórico: { $why }.
import-file-unreadable = Não foi possível ler o arquivo.
import-record = Histórico
import-or-file = Ou um arquivo
import-open = Abrir
saved-delete-confirm = Apagar esta partida definitivamente?
saved-none = Ainda não há partidas. { $link } para jogar.
saved-none-link = Escolha um jogo
## Analysis and review
stop = Parar
analysis = Análise
analysing = Análise em curso…
review = Revisão
review-failed = Revisão impossível: { $why }.
review-progress = { $done } de { $total ->
    [0] { $total } decisões
    [one] { $total } decisão
   *[other] { $total } decisões
}
review-start = Rever a partida
review-learn = Aprender com os seus erros ({ $n })
exercise-task = Exercício { $k } de { $n }: na jogada { $ply }, { $who } jogou { $played }. Encontre uma jogada melhor.
exercise-next = Próximo erro
exercise-done = Terminar
exercise-checking = A sua jogada está em análise…
exercise-as-good = Muito bem: { $answer } ({ $value }) é tão boa como a melhor jogada. A linha: { $line }.
exercise-same = { $answer } é a jogada feita na partida ({ $value }). A melhor é { $best } ({ $best_value }): tente de novo.
exercise-worse = { $answer } ({ $value }) não é tão boa como { $best } ({ $best_value }). Tente de novo, ou veja a linha: { $line }.
exercise-unknown = { $answer } não foi analisada aqui: tente de novo.
exercise-values-hidden = Os valores ficam ocultos enquanto procura uma jogada melhor.
exercise-show-values = Mostrar os valores
## End-game tables
megabytes = { $whole },{ $tenth } MB
tables-built-in = , tabela construída em { $whole },{ $tenth } s
tables-known = Este dispositivo conhece todos os finais com até { $seeds } sementes no tabuleiro: { $positions } posições ({ $size }), { $exact } delas com valor exato{ $built }. O nível Mais forte joga perfeitamente as exatas.
tables-none = Ainda não há tabela de finais neste dispositivo para estas regras.
tables-looking = À procura da tabela de finais deste dispositivo…
tables-size-slow = { $n } sementes ({ $size }: a construção pode demorar vários minutos)
tables-size = { $n } sementes ({ $size })
tables-failed = Não foi possível construir a tabela: { $why }.
tables-no-memory = não há memória suficiente neste dispositivo
tables-too-large = uma tabela de até { $n } sementes ocuparia { $size } MB, e cerca de { $building } MB durante a construção: mais do que esta página pode usar ({ $limit } MB)
tables-building = Tabela em construção… { $percent }%
tables-deeper = Tabelas mais profundas
tables-build = Construir a tabela de finais
## Play by link
corr-title = Jogar por link
corr-send = Enviar
corr-link = O link da partida até agora
corr-share-title = Rainbow Games: a sua vez
corr-sent = Link enviado.
corr-not-sent = Não enviado: envie de novo, ou copie o link abaixo.
## Settings and levels
speed-slow = Lenta
speed-normal = Normal
speed-fast = Rápida
speed-instant = Sem animação
theme-system = Como o sistema
theme-light = Claro
theme-dark = Escuro
level-beginner = Iniciante
level-easy = Fácil
level-medium = Médio
level-hard = Difícil
level-strongest = Mais forte
## Playing: what the page says of the game on screen
saved-not-restored = Não foi possível recuperar a sua partida de { $game } guardada: { $why }. Comece uma nova partida.
saved-storage-full = Não foi possível guardar esta partida: o armazenamento do navegador para este site está cheio. Apague ou exporte algumas partidas em “Os meus jogos”.
player-computer = { $name } (computador)
the-computer = O computador
game-not-kept = A partida em curso não pôde ser guardada, por isso continua aberta: { $why }.
roll-first = Lance primeiro os dados.
game-over = A partida terminou.
still-shown = A última jogada ainda não acabou de ser mostrada.
computer-failed = O computador não conseguiu jogar ({ $why }). Os computadores estão em pausa.
hint-nothing = Sem dica: não há nada a decidir.
hint-failed = Sem dica: { $why }
hint-sow = Dica: semeie da casa { $pit }
hint = Dica: { $what }
draw-declined-one = { $who } recusou o empate: segundo a análise, está em vantagem. A partida continua.
draw-declined-all = Os computadores recusaram o empate: segundo a análise, estão em vantagem. A partida continua.
draw-unweighed-one = { $who } não conseguiu avaliar a posição (só há uma jogada possível): proponha de novo o empate depois dessa jogada.
draw-unweighed-all = Os computadores não conseguiram avaliar a posição (só há uma jogada possível): proponha de novo o empate depois dessa jogada.
draw-failed-one = { $who } não conseguiu responder à proposta de empate ({ $why }).
draw-failed-all = Os computadores não conseguiram responder à proposta de empate ({ $why }).
taken-back = A jogada em curso foi desfeita.
saved-versus = {" "}contra{" "}
saved-detail = { $players } · { $n ->
    [0] { $n } jogadas
    [one] { $n } jogada
   *[other] { $n } jogadas
}{ $day ->
    [none] {""}
   *[other] {" "}· { $day }
}
saved-by-link-at = Por link: { $turn } · última jogada em { $day } às { $time }
saved-by-link = Por link: { $turn }
saved-unreadable = Uma partida guardada que não pode ser lida
saved-cannot-open = Não pode ser aberta: { $why }.
saved-resume = Retomar
saved-replay = Reproduzir
saved-export = Exportar
saved-delete = Apagar
backup-title = Cópia de segurança de tudo
backup-hint = Um só ficheiro com todas as partidas guardadas aqui (também as suas outras linhas e análise), o seu progresso nos problemas e as suas definições. Importá-lo neste ou noutro dispositivo acrescenta o que é novo e junta as partidas que já tem: nada é substituído.
storage-used = Este site ocupa { $kb } kB do armazenamento do navegador.
backup-export = Descarregar uma cópia
backup-import = Importar uma cópia
backup-bad = Este ficheiro não é uma cópia de segurança do Rainbow Games.
backup-read = Cópia lida: { $added } acrescentadas, { $merged } juntadas.
## An embed's bad parameters (said in the frame to the site's author)
embed-bad-escape = escape % inválido (ou texto que não é UTF-8) em “{ $text }”
embed-bad-flag = “{ $name }” deve ser 1 ou 0, não “{ $value }”
embed-bad-lang = “lang” deve ser um dos códigos { $langs }, não “{ $value }”
embed-unknown-game = jogo desconhecido “{ $game }” (jogos: { $games })
embed-unknown-parameter = parâmetro desconhecido “{ $name }” (parâmetros: { $names })
embed-twice = o parâmetro “{ $name }” aparece duas vezes
embed-record-or = indique “record” ou “{ $other }”, não os dois
embed-bad-record = histórico inválido: { $why }
embed-other-game = o histórico é de uma partida de “{ $record }”, não de “{ $game }”
embed-bad-options = “options” não é JSON válido: { $why }
embed-bad-seed = “seed” deve ser um número inteiro, não “{ $value }”
embed-bad-move-number = “move” deve ser de 0 a { $n }, não “{ $value }”
embed-bad-size = “size” deve ser de 120 a 2000 pixels, não “{ $value }”
embed-bad-theme = “theme” deve ser light ou dark, não “{ $value }”
embed-bad-speed = “speed” deve ser slow, normal, fast ou instant, não “{ $value }”
## The new-game dialog
dialog-vs-computer = Jogar contra o computador
dialog-level = Nível
# The quick start with people at every seat, as many as the game set below has.
dialog-players-here = { $n ->
    [2] Dois jogadores aqui
    [3] Três jogadores aqui
    [4] Quatro jogadores aqui
    [5] Cinco jogadores aqui
    [6] Seis jogadores aqui
   *[other] { $n } jogadores aqui
}
dialog-friend = Jogar com um amigo por link
dialog-you-play = Jogar como
dialog-cancel = Cancelar
dialog-start = Começar com estas definições
dialog-preset = Variante
dialog-rules-options = Opções das regras
dialog-options = Opções
dialog-players = Jogadores
dialog-player = Jogador { $n }
dialog-who-plays = Quem joga como { $name }
dialog-person = Pessoa
dialog-computer = Computador
dialog-computer-level = Nível do computador que joga como { $name }
dialog-start-squares = Casas de partida do jogador { $n }
dialog-standard-places = Casas predefinidas
dialog-player-name = Nome do jogador { $n }
dialog-player-colour = Cor do jogador { $n }
## The game page
pit-empty = Casa { $name }: vazia
pit-beads-in = Casa { $name }: { $list }
skip-animation = Saltar a animação
skip = Saltar
action-bar = Jogadas e computadores
undo = Desfazer
redo = Refazer
# $n: how many seats the computer plays.
computers-resume = { $n ->
    [one] ▶ Retomar o computador
   *[other] ▶ Retomar os computadores
}
computers-pause = { $n ->
    [one] ❚❚ Pausar o computador
   *[other] ❚❚ Pausar os computadores
}
# The same, short, where the bar is narrow (a phone): a word of the
# whole label, so that what is seen is part of the button's name.
computers-pause-short = ❚❚ Pausar
computers-resume-short = ▶ Retomar
back-to-game = Voltar à partida
menu = Menu
new-game = Nova partida
new-board = Novo tabuleiro
resign = Desistir
offer-draw = Propor empate
draw = Empate
end-by-agreement = Terminar por acordo
menu-export = Exportar / enviar
menu-import = Importar
setting-speed = Velocidade
setting-sounds = Sons
setting-think-time = Tempo de reflexão do computador
# The computer's thinking times, in seconds (written as the language writes
# a decimal number).
think-time-500 = 0,5 s
think-time-1000 = 1 s
think-time-2000 = 2 s
think-time-5000 = 5 s
think-time-10000 = 10 s
looking-for-move = À procura de uma boa jogada…
computer-play-here = Computador, jogue a partir daqui
confirm = Confirmar
confirm-resign-named = Desistir? { $name } perde a partida imediatamente.
confirm-resign-you = Desistir? A partida fica perdida imediatamente.
confirm-resign-yes = Sim, desistir
confirm-draw = Terminar a partida em empate?
confirm-draw-yes = Sim, empate
confirm-agree = Terminar a partida agora? O que resta no tabuleiro é resolvido conforme as regras.
confirm-agree-yes = Sim, terminar
## The game page's panels
picker-pit = Casa { $name }:
picker-place = Colocar
placement-count = { $placed } de { $beads } contas { $colour ->
    [vermelho] vermelhas
    [amarelo] amarelas
    [verde] verdes
    [azul] azuis
   *[other] { $colour }
} colocadas
placement-hint = Clique numa casa para lhe pôr contas ({ $max }, depois { $min }, depois nenhuma); − retira uma.
placement-clear = Limpar
in-hand = Na mão:
none-yet = ainda nada
player-captured = { $name } capturou:
round = Rodada { $n }
round-total-south = Sul { $n }
round-total-north = Norte { $n }
rounds-earlier = Rodadas anteriores
round-score = Sul { $south } – Norte { $north }
seat-captured = { $n ->
    [0] { $n } capturadas
    [one] { $n } capturada
   *[other] { $n } capturadas
}
seat-in-store = { $n } no depósito
seat-across = { $crossed } do outro lado · { $captured ->
    [0] { $captured } capturadas
    [one] { $captured } capturada
   *[other] { $captured } capturadas
}
panel-computer = Computador ({ $level })
# A seat played by a friend on another device, in a game by link.
panel-friend = Amigo (por link)
seat-total = Total { $n }
seat-thinking = em reflexão…
seat-to-move = vez de jogar
ranking-row = { $place }. { $name } — { $n ->
    [0] { $n } capturadas
    [one] { $n } capturada
   *[other] { $n } capturadas
}
result-show = Mostrar o resultado
result-see-board = Ver o tabuleiro
rematch = Revanche
swap-sides = Trocar de lado
share = Enviar
take-back = Desfazer a última jogada
other-games = Outros jogos
## Boards: what a screen reader says of pits, stores, seats, squares and pieces
pit = Casa { $name }
pit-whose = Casa { $name } ({ $whose })
pit-seeds = { $n ->
    [0] { $n } sementes
    [one] { $n } semente
   *[other] { $n } sementes
}
pit-beads = { $n ->
    [0] { $n } contas
    [one] { $n } conta
   *[other] { $n } contas
}
pit-beads-listed = { $n ->
    [0] { $n } contas
    [one] { $n } conta
   *[other] { $n } contas
} ({ $list })
pit-colour-count = { $colour }: { $n }
pit-playable = { $pit }, { $contents }, pode ser jogada
pit-not-playable = { $pit }, { $contents }. { $why }
store-label = Depósito de { $side }, { $n ->
    [0] { $n } sementes
    [one] { $n } semente
   *[other] { $n } sementes
}
ring-take-back = Retirar uma conta da casa { $name }
seat-label = { $name } ({ $colour }): { $captured ->
    [0] { $captured } capturadas
    [one] { $captured } capturada
   *[other] { $captured } capturadas
}, { $on_board } das suas contas no tabuleiro{ $to_move ->
    [yes] , vez de jogar
   *[no] {""}
}
seat-in-play = { $n } em jogo
ring-turns = ordem de jogo
grid-step-to = Passo para { $square } com um dado { $colour }{ $capture ->
    [yes] , com captura
   *[no] {""}
}
grid-return-to = Trazer de volta uma peça capturada para { $square }
grid-piece = Peça de { $points } pontas de { $owner } em { $square }{ $moved ->
    [yes] {""}
   *[no] , ainda não movida (não pode ser capturada)
}{ $movable ->
    [yes] , pode ser movida
   *[no] {""}
}
grid-board = Tabuleiro de { $width } por { $height } casas coloridas; a borda de Sul na parte de baixo
grid-die = Dado { $colour }{ $used ->
    [yes] , usado
   *[no] {""}
}
roll-off-not-rolled = { $name }: ainda não lançou
roll-off-rolled = { $name }: { $dice } ({ $reds ->
    [0] { $reds } vermelhos
    [one] { $reds } vermelho
   *[other] { $reds } vermelhos
}){ $out ->
    [yes] {" "}— fora do lançamento inicial
   *[no] {""}
}
roll-off-rule = Quem começa: todos lançam cinco dados; começa quem tirar mais vermelhos, e em caso de empate lança-se de novo.
steps-left = Passos restantes neste turno: { $n }
roll-dice = Lançar os dados
return-piece = Trazer de volta uma peça
end-turn = Terminar o turno
pass = Passar
pit-side-colour = { $side }, casa { $colour }
pit-placement = { $pit }; colocação: { $colour } × { $n } aqui. Clicar para mudar.
ring-sowing = semeadura

## Jogadas e linhas
line-label = Depois da jogada { $at }: { $next }… ({ $n ->
    [0] { $n } jogadas
    [one] { $n } jogada
   *[other] { $n } jogadas
})
lines-other = Outras linhas ({ $n })
lines-hint = Linhas jogadas antes de voltar atrás e fazer outra jogada; abrir uma para continuar por ela.
moves = Jogadas
moves-count = Jogadas ({ $n })
moves-start = Início
steps = Percorrer a partida (também com as setas)
step-to-start = Ao início
step-back = Uma jogada atrás
step-forward = Uma jogada à frente
step-to-end = À última jogada
board-upright = Tabuleiro: as casas de Sul descem pela esquerda, as de Norte sobem pela direita; o depósito de Norte em cima, o de Sul em baixo
board-rows = Tabuleiro: as casas de Norte em cima, as de Sul em baixo
rules-puzzle-title = Experimentar um problema
rules-puzzle-text = Uma posição de uma partida real com uma única melhor jogada, provada pelo motor.
rules-puzzle-show = Mostrar um problema
rules-puzzle-all = Todos os problemas deste jogo
worker-refused = não foi possível consultar o computador: { $why }
learn-title = Aprender { $game }
learn-loading = A carregar as lições…
learn-all = Todas as lições
learn-step = Passo { $n } de { $count }
learn-right = Certo!
learn-won = Ganhou a partida: lição concluída!
learn-lost = Desta vez não ganhou: { $result }. Tente de novo, com uma dica se precisar.
learn-wrong = Ainda não. { $what }
learn-last-in = A última semeada caiu em { $place }.
learn-store-of = o depósito de { $name }
learn-nothing-captured = Nada foi capturado.
learn-next = Seguinte
# What each pit of a decided lesson step says (the board rests until the button is used)
learn-rest-right = Passo feito: Seguinte para continuar.
learn-rest-wrong = Tentar de novo para jogar este passo outra vez.
learn-next-lesson = Lição seguinte
learn-lesson-done = Lição concluída: { $stars }
learn-stars = { $n ->
    [one] uma estrela de duas
   *[other] { $n } estrelas de duas
}
learn-to-play = Aprender a jogar
learn-short = Aprender
learn-offer = Novo em { $game }? Aprenda jogando, em poucos minutos.

# Pictures to share: the board as a PNG, the game as an animated GIF.
picture-save = Guardar imagem
picture-animation = Guardar animação (GIF)
picture-save-short = PNG
picture-animation-short = GIF
picture-making = A criar a imagem…
picture-done = A imagem está pronta.
picture-failed = Não foi possível criar a imagem.

# The variant lab (src/ui/lab.rs, #/lab/<game>).
lab-link = Laboratório de variantes
lab-about = Uma regra torna um jogo mais justo? Deixe os computadores jogarem centenas de partidas de cada variante e compare:
lab-title = Laboratório de variantes: { $game }
lab-back = Jogar
lab-intro = Os computadores jogam muitas partidas de cada variante, em segundo plano; os números dizem quantas vezes cada lugar vence, quanto duram as partidas e como terminam.
lab-game = Jogo
lab-variant = Variante { $n }
lab-preset = Variante predefinida
lab-custom = As suas próprias opções
lab-options = Opções
lab-add-variant = Adicionar uma variante
lab-remove-variant = Remover esta variante
lab-levels = Nível do computador em cada lugar
lab-seat = Lugar { $seat }
lab-games = Partidas por variante
lab-seed = Semente (a mesma semente dá as mesmas partidas)
lab-run = Começar
lab-stop = Parar
lab-progress = { $done } de { $total } partidas jogadas…
lab-stopped = Parado após { $done } de { $total } partidas: os resultados contam essas.
lab-finished = Feito: { $done } partidas jogadas.
lab-error = O laboratório parou: { $why }
lab-export-csv = Exportar CSV
lab-export-json = Exportar JSON
lab-share = Link para esta série
lab-wins-title = Vitórias por lugar (barras: parte das partidas; traços: intervalo de 95 %; linha vertical: parte justa)
lab-first-sentence = O primeiro jogador vence { $share } % ± { $spread } % de { $games } partidas; um lugar justo venceria { $fair } %.
lab-first-sentence-drawn = O primeiro jogador vence { $share } % ± { $spread } % de { $games } partidas; { $drawn } % terminaram empatadas ou com a vitória partilhada, por isso um lugar justo venceria { $fair } %.
lab-seat-sentence = Lugar { $seat }: { $share } % ± { $spread } %.
lab-draws = Empates
lab-table = Os números
lab-col-seat = Lugar
lab-col-wins = Vitórias
lab-col-share = Parte
lab-col-interval = Intervalo de 95 %
lab-length-title = Duração das partidas (decisões)
lab-length-sentence = Metade das partidas dura { $median } decisões ou menos; a mais longa durou { $longest }.
lab-rolls-title = Lançamentos de dados
lab-rolls-sentence = Metade das partidas precisa de { $median } lançamentos ou menos; a mais longa precisou de { $longest }.
lab-margin-title = Diferença final (pontos do primeiro lugar menos os do segundo)
lab-margin-sentence = Na mediana, o primeiro lugar termina com { $median } de vantagem (um número negativo: de desvantagem).
lab-col-from = A partir de
lab-col-games = Partidas
lab-col-ending = Fim
lab-endings-title = Como as partidas terminaram
lab-endings-sentence = { $limit } de { $games } partidas foram paradas pelo limite de turnos.
lab-pieces-sentence = Foram capturadas { $n } peças em { $games } partidas ({ $each } por partida).
lab-seeds-sentence = Foram capturadas { $n } sementes em { $games } partidas ({ $each } por partida).
lab-returns-sentence = { $n } peças capturadas voltaram ao tabuleiro ({ $each } por partida).
lab-teams-title = Vitórias por equipa (barras: parte das partidas; traços: intervalo de 95 %; linha vertical: parte justa)
lab-team = Equipa { $team }
lab-team-sentence = A equipa { $team } (lugares { $seats }) vence { $share } % ± { $spread } % das partidas; uma equipa justa venceria { $fair } %.
lab-team-sentence-drawn = A equipa { $team } (lugares { $seats }) vence { $share } % ± { $spread } % das partidas; { $drawn } % terminaram empatadas, por isso uma equipa justa venceria { $fair } %.
lab-col-team = Equipa
lab-col-seats = Lugares
lab-ending = { $ending ->
    [side-empty] Um lado ficou vazio
    [no-move] Não restava nenhum movimento
    [majority] Atingiu-se uma maioria
    [repetition] A posição repetiu-se
    [agreement] De comum acordo
    [resigned] Desistência
    [draw-agreed] Empate combinado
    [too-few-seeds] Sementes a menos
    [cannot-fill] Ninguém podia encher o seu lado
    [all-captured] Tudo foi capturado
    [crossed] Um jogador atravessou
    [last-standing] Restou um só jogador
    [turn-limit] O limite de turnos
    [last-bead] A última conta
   *[other] { $ending }
}

editor-title = Montar uma posição: { $game }
editor-open = Montar posição
editor-notation = Notação da posição
editor-load = Carregar
editor-start = Posição inicial
editor-empty = Esvaziar o tabuleiro
editor-ok = A posição pode ser jogada.
editor-bad = Esta posição não pode ser jogada: { $why }
editor-play-computer = Jogar daqui contra o computador
editor-play-friend = Jogar daqui com um amigo
editor-save = Guardar em Os meus jogos
editor-saved = Guardado em Os meus jogos.
editor-more = Mais uma em { $place }
editor-less = Menos uma em { $place }
editor-count = Quantas em { $place }
editor-pit = a casa { $pit }
editor-store = o armazém do lugar { $seat }
editor-colour = Cor editada
editor-south = Sul
editor-north = Norte
editor-field-pits = Casas
editor-field-stores = Armazéns
editor-field-to-move = A jogar
editor-field-round = Ronda
editor-field-starter = Começou a ronda
editor-field-phase = Fase
editor-field-owners = Donos das casas
editor-field-beads = Contas
editor-field-captures = Capturas
editor-field-seat = Lugar a jogar
editor-field-turns = Vezes jogadas
editor-field-board = Tabuleiro
editor-field-pieces = Peças
# The board editor's Rainbow Passage grid (ui::editor::passage).
editor-square = Casa { $square }
editor-square-empty = { $square }, { $colour }: vazia
editor-square-piece = { $square }, { $colour }: peça de { $owner } que saiu de { $start }{ $moved ->
    [yes] {""}
   *[no] , sem mover desde que foi colocada
}
editor-piece = { $owner }: peça que saiu de { $start }
editor-unmoved = Sem mover desde que foi colocada
editor-capture = Retirar: capturada
editor-across = Retirar: atravessou
editor-square-colour = Cor da casa
editor-dice = Dados lançados (nenhum: o lugar a jogar lança a seguir)
editor-dice-of = dados { $colour }
editor-board-seed = Tabuleiro da semente
# The board editor's Spectral Reapers ring (ui::editor::reapers).
editor-beads-of = contas { $colour } em { $place }
editor-starting-seat = Lugar que começou
editor-phase-sow = Semeadura
editor-phase-place = Colocação: { $placed } lugares já colocaram
editor-cup = taça do lugar { $seat } ({ $name }), capturadas: { $contents }

# The board editor's Share link and Make a puzzle.
editor-share = Partilhar link
editor-share-title = Rainbow Games: uma posição para jogar
editor-link = Link para esta posição
editor-make-puzzle = Criar um problema
editor-puzzle-making = O motor procura uma única melhor jogada…
editor-puzzle-refused = Sem problema: { $why }.
editor-puzzle-failed = Não foi possível criar o problema: { $why }.
puzzle-worker-failed = não foi possível carregar o motor que verifica os problemas (sem internet?); tente de novo quando a internet voltar
editor-puzzle-over = o jogo acabou nesta posição
editor-puzzle-chance = primeiro lançam-se os dados, e um problema começa na decisão de um jogador
editor-puzzle-one-move = só há uma jogada, { $mv }
editor-puzzle-tied = { $n } jogadas são igualmente boas: { $moves }
editor-puzzle-close = a melhor jogada, { $best }, não é claramente melhor do que { $second }
editor-puzzle-unproven = o motor não encontra a mesma melhor jogada às profundidades { $d1 } e { $d2 }
editor-puzzle-too-large = há demasiadas jogadas para examinar até ao fim do turno
editor-puzzle-none-better = nenhuma jogada ganha, nem captura mais do que todas as outras, neste turno
editor-puzzle-and = { $some } e { $last }
puzzles-mine = Os meus problemas
