# Rainbow Games, pt: the words of the pages written at build time beside the
# app (the source: assets/i18n/en/pages.ftl; the words chosen:
# docs/glossary/pt.md).

## The Engine speed page, bench.html
bench-title = Velocidade do motor
bench-intro = Medida neste navegador pelo processo de cálculo dos adversários do computador, a partir do início de cada jogo: partidas aleatórias jogadas até ao fim e, depois, análises alfa-beta (dois jogadores, sem dados) e MCTS ({ $seconds } s por jogo, um jogo após o outro).
bench-measuring = Medição em curso…
bench-done = Concluído.
bench-stopped = O processo de cálculo parou.
bench-game = Jogo
bench-preset = Variante
bench-playouts = Partidas aleatórias/s
bench-actions = Ações/s
bench-alphabeta = Nós alfa-beta/s
bench-mcts = Simulações MCTS/s
bench-error = erro
bench-empty-reply = uma resposta vazia
bench-worker-stopped = o processo de cálculo parou: { $reason }
bench-again = Medir de novo
bench-back = Voltar ao Rainbow Games
