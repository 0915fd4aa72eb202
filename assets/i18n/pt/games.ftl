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
