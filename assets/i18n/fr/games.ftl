# Rainbow Games, fr: the games' words (the source: assets/i18n/en/games.ftl).

## Names and one-line summaries
game-ayoayo = Ayoayo
game-ayoayo-summary = Semis en relais : reprenez la case où tombe votre dernière graine et continuez jusqu'à ce qu'elle tombe dans une case vide.
game-basic = Jeu de base
game-basic-summary = Le mancala le plus simple : semez dans votre grenier, finissez-y pour rejouer, prenez depuis une case vide.
game-giuthi = Giuthi
game-giuthi-summary = Choisissez un sens, semez en relais avec des demi-tours, prenez en chaîne ; le perdant d'une manche prépare la suivante, sur un plateau plus petit s'il le veut.
game-mancala = Mancala
game-mancala-summary = Greniers et tours en plus, prises depuis une case vide et de deux ou trois graines ; le premier à 25 gagne.
game-nam-nam = Oware Nam Nam
game-nam-nam-summary = Semis en relais où chaque groupe de quatre est pris, et des manches où le gagnant reprend les cases du perdant.
game-owari = Owari
game-owari-summary = Le grand classique de stratégie : prenez deux ou trois graines chez l'adversaire, sans jamais l'affamer.
game-rainbow-chase = Rainbow Chase
game-rainbow-chase-summary = Six couleurs de perles sur un arc-en-ciel de cases : choisissez la couleur à poser, et prenez une case en lui rendant sa propre couleur.
game-rainbow-passage = Rainbow Passage
game-rainbow-passage-summary = Faites traverser un pion sur un plateau de cases colorées, en ne marchant que sur les couleurs de vos dés, et prenez pour freiner les autres.
game-spectral-reapers = Spectral Reapers
game-spectral-reapers-summary = De deux à six joueurs autour d'un anneau de cases sèment des perles de toutes les couleurs et en cueillent une quand un coup finit sur une paire à eux.
