# Rainbow Games, fr: the games' words (the source: assets/i18n/en/games.ftl).

## Names and one-line summaries
game-ayoayo = Ayoayo
game-ayoayo-summary = Semis en relais : reprenez la case où tombe votre dernière graine et continuez jusqu'à ce qu'elle tombe dans une case vide.
game-basic = Jeu de base
game-basic-summary = Le mancala le plus simple : semez dans votre grenier, finissez-y pour rejouer, prenez depuis une case vide.
game-giuthi = Giuthi
game-giuthi-summary = Choisissez un sens, semez en relais avec des demi-tours, prenez en chaîne ; le perdant d'une manche prépare la suivante, sur un plateau plus petit s'il le veut.
game-mancala = Mancala
game-mancala-summary = Greniers et tours en plus, prises depuis une case vide et de deux ou trois graines ; le premier à 25 gagne.
game-nam-nam = Oware Nam Nam
game-nam-nam-summary = Semis en relais où chaque groupe de quatre est pris, et des manches où le gagnant reprend les cases du perdant.
game-owari = Owari
game-owari-summary = Le grand classique de stratégie : prenez deux ou trois graines chez l'adversaire, sans jamais l'affamer.
game-rainbow-chase = Rainbow Chase
game-rainbow-chase-summary = Six couleurs de perles sur un arc-en-ciel de cases : choisissez la couleur à poser, et prenez une case en lui rendant sa propre couleur.
game-rainbow-passage = Rainbow Passage
game-rainbow-passage-summary = Faites traverser un pion sur un plateau de cases colorées, en ne marchant que sur les couleurs de vos dés, et prenez pour freiner les autres.
game-spectral-reapers = Spectral Reapers
game-spectral-reapers-summary = De deux à six joueurs autour d'un anneau de cases sèment des perles de toutes les couleurs et en cueillent une quand un coup finit sur une paire à eux.

## Sides and players
side-south = Sud
side-north = Nord
side-west = Ouest
side-east = Est
player-seat = Joueur { $seat }

## What became of the seeds left on the board
remaining-to-owners = chaque joueur a pris les graines de ses propres cases
remaining-to-player = les graines restées sur le plateau sont allées à { $player }
remaining-split = les graines restées sur le plateau ont été partagées à parts égales
remaining-nothing = il ne restait aucune graine à partager

## Why a game ended
end-side-empty = Les cases de { $side } étaient toutes vides après le coup ; { $remaining }.
end-no-move = { $player } n'avait aucun coup légal ; { $remaining }.
end-majority = Un joueur a pris plus de la moitié des graines ; { $remaining }.
end-repetition = La même position est revenue pour la { $occurrence ->
    [1] première
    [2] deuxième
    [3] troisième
   *[other] énième
} fois ; { $remaining }.
end-agreement = Les joueurs ont mis fin à la partie d'un commun accord ; { $remaining }.
end-all-captured = Toutes les perles ont été prises.
end-cannot-fill = Après la manche, { $player } n'a pu remplir aucune case.
end-too-few-seeds = Après la manche, { $player } n'avait que { $seeds } { $seeds ->
    [one] graine
   *[other] graines
}, trop peu pour continuer.
end-resigned = { $player } a abandonné.
end-draw-agreed = Les joueurs ont convenu d'une partie nulle.

## Why an action cannot be played
illegal-game-over = La partie est terminée.
illegal-no-such-pit = Cette case n'existe pas sur ce plateau.
illegal-not-your-pit = Cette case appartient à votre adversaire.
illegal-empty-pit = Cette case est vide.
illegal-must-feed = Votre adversaire n'a plus de graines : vous devez jouer un coup qui le nourrit.
illegal-needs-two-seeds = Un coup doit partir d'une case d'au moins 2 graines.
illegal-not-now = Ce coup ne peut pas être joué à ce stade de la partie.
illegal-out-of-range = Ce choix sort de ce que les règles permettent ici.
illegal-not-claimable = Une seule des cases de votre adversaire peut être revendiquée.
illegal-must-capture = Vous devez prendre : aucune autre prise n'est possible dans ce coup.
illegal-not-a-step = Un pion fait un pas vers une case voisine, en avant, en arrière ou en diagonale, jamais droit sur le côté.
illegal-no-die = Aucun dé inutilisé ne montre la couleur de cette case.
illegal-no-steps-left = Tous les pas de ce tour ont été faits.
illegal-star-row = Près de la rangée de l'étoile, un pion ralentit : s'il a commencé le tour au-delà, il ne fait qu'un pas ; s'il l'a commencé dessus, il avance d'un pas au plus ; et s'il fait plus d'un pas, il ne la dépasse jamais.
illegal-one-crossing = Un seul pion peut traverser par tour.
illegal-occupied = Cette case est occupée par un pion que vous ne pouvez pas capturer (le vôtre, celui d'un partenaire, ou un pion qui n'a pas encore bougé).
illegal-nothing-to-return = Aucun de vos pions n'attend de revenir.
illegal-not-a-start-square = Un pion capturé ne revient que sur l'une de vos cases de départ.
illegal-nothing-here = Rien ne peut être joué depuis cette case maintenant.

## Moves that cannot be read or played
parse-not-a-move = « { $text } » n'est pas un coup de ce jeu
move-cannot-be-played = « { $mv } » ne peut pas être joué : { $why }
move-no-such-resigner = « { $mv } » n'est pas un abandon : écrivez resign:N, N étant la place du joueur qui abandonne, de 0 à { $last }
move-session-only = « { $mv } » a terminé la partie : il n'y a pas de position après ce coup

## Colours, as nouns
colour-red = rouge
colour-orange = orange
colour-yellow = jaune
colour-green = vert
colour-blue = bleu
colour-violet = violet
colour-cyan = cyan
colour-magenta = magenta

## Moves, prompts and reasons shared by several games
move-sow-pit = Semer { $pit }
move-sow-from = Semer depuis { $pit }
move-drop-bead = Déposer une perle { $colour ->
    [red] rouge
    [orange] orange
    [yellow] jaune
    [green] verte
    [blue] bleue
    [violet] violette
   *[other] { $colour }
} en { $pit }
suggest-finish-sowing = Semer le reste pour moi

## Giuthi
giuthi-move-sow = Semer { $pit } { $direction ->
    [clockwise] dans le sens horaire
   *[counterclockwise] dans le sens antihoraire
}
giuthi-move-width = Jouer sur { $pits } { $pits ->
    [one] case
   *[other] cases
} par camp
giuthi-move-place = Mettre { $seeds } { $seeds ->
    [one] graine
   *[other] graines
} en { $pit }
giuthi-move-place-next = Mettre { $seeds } { $seeds ->
    [one] graine
   *[other] graines
} dans la case suivante
giuthi-prompt-width = { $player } a perdu la manche : choisissez la taille du plateau
giuthi-prompt-distribute = { $player } : placez des graines dans la case { $pit } (il en reste { $left }, au moins 1 par case)
giuthi-reason-setting-up = La manche suivante est en préparation : terminez-la d'abord.
giuthi-reason-two-seeds = Un coup demande au moins 2 graines dans la case.
giuthi-suggest-even = Répartir également
giuthi-suggest-random = Au hasard

## Oware Nam Nam
nam-nam-move-claim = Revendiquer la case { $pit }
nam-nam-prompt-won = { $player } a gagné la manche avec { $seeds } graines : revendiquez { $hollows } { $hollows ->
    [one] case
   *[other] cases
} de { $opponent }
nam-nam-prompt-won-more = { $player } a gagné la manche avec { $seeds } graines : revendiquez encore { $hollows } { $hollows ->
    [one] case
   *[other] cases
} de { $opponent }
nam-nam-prompt-holds = { $player } a { $seeds } graines, plus que ses cases n'en demandent : revendiquez { $hollows } { $hollows ->
    [one] case
   *[other] cases
} de { $opponent }
nam-nam-prompt-holds-more = { $player } a { $seeds } graines, plus que ses cases n'en demandent : revendiquez encore { $hollows } { $hollows ->
    [one] case
   *[other] cases
} de { $opponent }

## Rainbow Chase
chase-move-capture = Prendre { $beads ->
    [one] cette perle
   *[other] ces { $beads } perles
} en { $pit }
chase-move-decline = Continuer à semer
chase-prompt-drop = { $player } : choisissez la couleur à déposer en { $pit } (case de couleur { $colour })
chase-prompt-capture = { $player } : prendre { $beads ->
    [one] la perle
   *[other] les { $beads } perles
} en { $pit } ?
chase-prompt-must-capture = (obligatoire : aucune prise ne sera possible plus loin)
chase-prompt-only-again = ; seule la case { $pit } peut encore être prise dans ce coup
chase-prompt-owed = ; ayant laissé passer une prise, vous devez en garder une à portée
chase-reason-drop = Finissez d'abord le coup : choisissez une couleur à déposer.
chase-reason-capture = Finissez d'abord le coup : prenez ou continuez à semer.

## Spectral Reapers
reapers-place-part = { $beads } en { $pit }
reapers-move-place = Placer { $parts }
reapers-move-take = Prendre une perle { $colour ->
    [red] rouge
    [orange] orange
    [yellow] jaune
    [green] verte
    [blue] bleue
    [violet] violette
   *[other] { $colour }
} en { $pit }
reapers-prompt-place = { $player } : placez vos { $beads } perles { $colour ->
    [red] rouges
    [orange] orange
    [yellow] jaunes
    [green] vertes
    [blue] bleues
    [violet] violettes
   *[other] { $colour }
} dans trois cases, 3 ou 4 par case
reapers-prompt-drop = { $player } : choisissez la couleur à déposer en { $pit }
reapers-prompt-take = { $player } : prenez une perle en { $pit } — choisissez sa couleur
reapers-reason-placing = Placez d'abord vos perles : cliquez sur trois cases pour y mettre vos perles.
reapers-reason-drop = Finissez d'abord le coup : choisissez la couleur à déposer en { $pit }.
reapers-reason-take = Finissez d'abord le coup : choisissez la perle à prendre en { $pit }.
reapers-reason-no-bead = Aucune de vos perles { $colour ->
    [red] rouges
    [orange] orange
    [yellow] jaunes
    [green] vertes
    [blue] bleues
    [violet] violettes
   *[other] { $colour }
} n'est dans cette case : semez depuis une case qui en contient une.
reapers-end-uncounted = Les perles encore sur le plateau ne comptent pas : le plus de prises l'emporte.
reapers-end-last-bead = Il ne reste à { $player } qu'une perle { $colour ->
    [red] rouge
    [orange] orange
    [yellow] jaune
    [green] verte
    [blue] bleue
    [violet] violette
   *[other] { $colour }
} en jeu : la partie s'arrête.
reapers-end-repetition = La même position est revenue pour la { $occurrence }e fois depuis la dernière prise : la partie s'arrête.
reapers-end-agreement = Les joueurs ont mis fin à la partie d'un commun accord.
reapers-end-no-move = Plus aucun joueur n'a de perle de sa couleur sur le plateau : la partie s'arrête.
reapers-result-win = { $player } gagne avec { $beads } { $beads ->
    [one] perle prise
   *[other] perles prises
}.
reapers-result-draw = Tout le monde a pris { $beads } { $beads ->
    [one] perle
   *[other] perles
} : partie nulle.
reapers-result-shared = { $players } et { $last } se partagent la victoire avec { $beads } { $beads ->
    [one] perle prise
   *[other] perles prises
} chacun.
reapers-draft-count = Le brouillon doit donner un nombre pour chacune des { $pits } cases.
reapers-draft-too-many-in-pit = Une case reçoit au plus { $max } de vos perles.
reapers-draft-pits = Vos perles vont dans exactement { $pits } cases.
reapers-draft-too-many = Vous n'avez que { $beads } perles à placer.
reapers-draft-unreachable = Ceci ne peut pas devenir { $beads } perles dans { $pits } cases, { $min } ou { $max } par case.

## Rainbow Passage
passage-names-and = { $names } et { $last }
passage-move-roll = Lancer : { $faces }
passage-move-step = Pas de { $from } à { $to } ({ $colour })
passage-move-return = Faire revenir un pion capturé en { $square }
passage-move-end = Finir le tour
passage-move-pass = Passer
passage-prompt-roll-off = { $player } lance cinq dés : le plus de rouges commence.
passage-prompt-roll = { $player } lance { $dice } { $dice ->
    [one] dé
   *[other] dés
}.
passage-prompt-act = { $player } : jusqu'à { $steps } { $steps ->
    [one] pas
   *[other] pas
}, un retour, ou passer.
passage-prompt-act-more = { $player } : encore { $steps } { $steps ->
    [one] pas
   *[other] pas
}, ou finir le tour.
passage-end-crossed-team = { $player } a fait traverser ses pions : { $winners } gagnent.
passage-end-crossed = { $winner } a traversé le plateau et gagne.
passage-end-last-standing-team = { $winners } sont les derniers à avoir des pions sur le plateau.
passage-end-last-standing = { $winner } est le dernier à avoir des pions sur le plateau.
passage-end-turn-limit = La partie a atteint sa limite de { $turns } tours. Le plus de pions passés, puis le plus de pions sur le plateau : { $winners }.
passage-end-agreement = Les joueurs ont convenu d'arrêter. Le plus de pions passés, puis le plus de pions sur le plateau : { $winners }.

## Options that cannot be set up
setup-basic-seeds = le nombre de graines par case doit être de 3 à 6, pas { $seeds }
setup-owari-repetition = la limite de répétition doit être 2 ou 3, pas { $limit }
setup-chase-position = la position de départ n'est pas valable
setup-passage-players = { $players } joueurs : on joue de 2 à 4
setup-passage-size = la taille de plateau « { $size } » n'est pas l'une de 9x9, 11x11, 13x13, 9x11 … 17x9 (deux nombres impairs de 9 à 17, dont la somme ne dépasse pas 26)
setup-passage-cross = { $pieces } pions à faire traverser : de 1 à { $max } avec ces options
setup-passage-teams = le jeu en équipes demande quatre joueurs
setup-passage-turn-limit = une limite de { $turns } tours est trop courte (20 au moins)
setup-passage-names = { $names } noms pour { $players } joueurs
setup-passage-nobody-sits = personne n'est assis côté { $side } avec { $players } joueurs
setup-passage-not-a-square = « { $square } » (joueur { $seat }) n'est pas une case d'un plateau { $width }x{ $height }
setup-passage-starts-count = il faut des cases de départ pour chacun des { $players } joueurs, pas { $lists }
setup-passage-starts-pieces = { $side } a besoin de { $pieces } cases de départ, pas { $squares }
setup-passage-starts-edge = le pion de { $side } en { $square } n'est pas sur la rangée qui longe le bord de { $side }
setup-passage-starts-end = le pion de { $side } en { $square } est sur une case d'extrémité du bord
setup-passage-starts-twice = deux pions partent de { $square }
setup-passage-starts-neighbours = le pion de { $side } en { $square } et celui de { $other } en { $other_square } sont sur des rangées ou des colonnes voisines
setup-reapers-players = il faut de { $min } à { $max } joueurs, pas { $players }
setup-reapers-names = donnez un nom pour chacun des { $players } joueurs (ou aucun), pas { $names }
setup-reapers-name-blank = le nom du joueur { $seat } est vide
setup-reapers-name-long = le nom du joueur { $seat } dépasse { $max } caractères
setup-reapers-colours = donnez une couleur pour chacun des { $players } joueurs (ou aucune), pas { $colours }
setup-reapers-colour-twice = la couleur { $colour } est choisie plusieurs fois
setup-reapers-first = le joueur { $seat } ne peut pas commencer : il n'y a que { $players } joueurs

## The new-game dialog: options and presets
option-first-player = Qui commence
option-first-player-help = Un tirage au sort, ou un camp fixé.
option-first-player-random = Tirage au sort
option-first-player-south = Sud
option-first-player-north = Nord
option-basic-seeds-per-pit = Graines par case
option-basic-seeds-per-pit-help = Le nombre de graines de chaque case au départ.
option-basic-capture-needs-opposite-seeds = Prise seulement si graines en face
option-basic-capture-needs-opposite-seeds-help = Finir dans une de vos cases vides ne prend que si la case d'en face contient des graines.
option-basic-remaining-to = Graines restantes en fin de partie
option-basic-remaining-to-help = Quand un camp est vide, qui prend les graines encore sur le plateau.
option-basic-remaining-to-clearing-player = Au joueur dont le camp est vide
option-basic-remaining-to-owner = Au propriétaire de chaque camp
preset-basic-seed = Jeu de base
preset-basic-kalah-6-4 = Kalah (6,4)
option-owari-grand-slam = Grand chelem
option-owari-grand-slam-help = Ce que fait un coup qui prendrait toutes les graines de l'adversaire.
option-owari-grand-slam-capture = Prise normale
option-owari-grand-slam-no-capture = Aucune prise
option-owari-stop-at-majority = Arrêt à la majorité
option-owari-stop-at-majority-help = Terminer la partie dès qu'un joueur a plus de la moitié des graines.
option-owari-repetition-limit = Occurrence de la répétition qui termine la partie
option-owari-repetition-limit-help = Une position qui revient autant de fois (depuis la dernière prise) termine la partie.
option-owari-loop-settlement = Après une répétition ou un accord
option-owari-loop-settlement-help = Qui prend les graines restées sur le plateau.
option-owari-loop-settlement-own-side = Chacun celles de son camp
option-owari-loop-settlement-split = Partagées à parts égales
preset-owari-seed = Owari
preset-owari-abapa = Abapa (Oware de tournoi)
preset-mancala-seed = Mancala
option-ayoayo-sow-into-store = Semer dans votre grenier
option-ayoayo-sow-into-store-help = Déposer une graine dans votre grenier chaque fois que votre semis passe devant.
preset-ayoayo-seed = Ayoayo
preset-ayoayo-traditional = Ayoayo (traditionnel : sans semis dans le grenier)
option-giuthi-allow-shortening = Plateau réduit pour le joueur en retard
option-giuthi-allow-shortening-help = Le perdant d'une manche qui a peu de graines peut jouer la suivante sur 4, 3 ou 2 cases par camp.
preset-giuthi-seed = Giuthi
preset-nam-nam-seed = Oware Nam Nam
preset-rainbow-chase-seed = Rainbow Chase
option-spectral-reapers-players = Joueurs
option-spectral-reapers-players-help = Le nombre de joueurs ; l'anneau a deux cases pour chacun.
option-spectral-reapers-names = Noms
option-spectral-reapers-names-help = Le nom de chaque joueur, dans l'ordre des places.
option-spectral-reapers-colours = Couleurs
option-spectral-reapers-colours-help = La couleur des perles de chaque joueur, dans l'ordre des places.
option-spectral-reapers-first-player-help = Le joueur qui place en premier, puis sème en premier.
option-spectral-reapers-first-player-seat1 = Joueur 1
option-spectral-reapers-first-player-seat2 = Joueur 2
option-spectral-reapers-first-player-seat3 = Joueur 3
option-spectral-reapers-first-player-seat4 = Joueur 4
option-spectral-reapers-first-player-seat5 = Joueur 5
option-spectral-reapers-first-player-seat6 = Joueur 6
preset-spectral-reapers-seed = Spectral Reapers
preset-spectral-reapers-2-players = Deux joueurs
preset-spectral-reapers-4-players = Quatre joueurs
preset-spectral-reapers-5-players = Cinq joueurs
preset-spectral-reapers-6-players = Six joueurs
option-rainbow-passage-players = Joueurs
option-rainbow-passage-players-help = Deux joueurs s'assoient face à face ; un troisième entre eux ; un quatrième occupe le dernier côté.
option-rainbow-passage-size = Taille du plateau
option-rainbow-passage-size-help = Cases d'ouest en est et du sud au nord.
option-rainbow-passage-size-9x9 = 9 x 9
option-rainbow-passage-size-11x11 = 11 x 11
option-rainbow-passage-size-13x13 = 13 x 13
option-rainbow-passage-size-9x11 = 9 de large, 11 de profondeur
option-rainbow-passage-size-11x9 = 11 de large, 9 de profondeur
option-rainbow-passage-size-9x13 = 9 de large, 13 de profondeur
option-rainbow-passage-size-13x9 = 13 de large, 9 de profondeur
option-rainbow-passage-size-11x13 = 11 de large, 13 de profondeur
option-rainbow-passage-size-13x11 = 13 de large, 11 de profondeur
option-rainbow-passage-size-9x15 = 9 de large, 15 de profondeur
option-rainbow-passage-size-15x9 = 15 de large, 9 de profondeur
option-rainbow-passage-size-11x15 = 11 de large, 15 de profondeur
option-rainbow-passage-size-15x11 = 15 de large, 11 de profondeur
option-rainbow-passage-size-9x17 = 9 de large, 17 de profondeur
option-rainbow-passage-size-17x9 = 17 de large, 9 de profondeur
option-rainbow-passage-first-player-help = Chacun lance cinq dés et le plus de rouges commence, ou un côté fixé.
option-rainbow-passage-first-player-random = Lancer des rouges
option-rainbow-passage-first-player-west = Ouest
option-rainbow-passage-first-player-east = Est
option-rainbow-passage-teams = Équipes
option-rainbow-passage-teams-help = Quatre joueurs en deux équipes ; les deux partenaires doivent traverser pour gagner.
option-rainbow-passage-teams-none = Sans équipes
option-rainbow-passage-teams-opposite = Partenaires face à face
option-rainbow-passage-teams-adjacent = Partenaires voisins
option-rainbow-passage-cross-to-win = Pions à faire traverser pour gagner
option-rainbow-passage-cross-to-win-help = Plus d'un rend la victoire plus difficile : les pions qui traversent quittent le plateau et emportent un dé.
option-rainbow-passage-returns = Retour des pions capturés
option-rainbow-passage-returns-help = Avec deux ou trois dés d'une couleur, un pion capturé revient au lieu d'un déplacement.
option-rainbow-passage-extra-piece = Pion supplémentaire
option-rainbow-passage-extra-piece-help = Un cinquième pion au milieu de chaque bord ; la première capture ne coûte aucun dé.
option-rainbow-passage-turn-limit = Limite de tours
option-rainbow-passage-turn-limit-help = Après ce nombre de tours (les tours passés comptent), la partie s'arrête : le plus de pions passés de l'autre côté l'emporte.
option-rainbow-passage-starts = Cases de départ
option-rainbow-passage-starts-help = Où partent les pions de chaque joueur (des noms de cases comme c1 e1 g1 i1) ; les places habituelles si on n'y touche pas.
option-rainbow-passage-names = Noms des joueurs
option-rainbow-passage-names-help = Un nom pour chaque joueur.
preset-rainbow-passage-seed = Rainbow Passage
preset-rainbow-passage-three = Trois joueurs
preset-rainbow-passage-four = Quatre joueurs sur 9x9
preset-rainbow-passage-teams = Équipes (partenaires face à face)
preset-rainbow-passage-teams-adjacent = Équipes (partenaires voisins)
preset-rainbow-passage-harder = Victoire plus difficile (deux pions à faire traverser)
preset-rainbow-passage-no-returns = Sans retours, pion supplémentaire
preset-rainbow-passage-long = Plateau long (9x17)

## The JSON readers' reasons
reader-found = { $kind ->
    [null] la valeur null
    [boolean] le booléen `{ $value }`
    [integer] l'entier `{ $value }`
    [decimal] le nombre décimal `{ $value }`
    [text] le texte { $value }
    [list] une liste
   *[object] un objet
}
reader-expected = { $what ->
    [byte] un entier de 0 à 255
    [short] un entier de 0 à 65 535
    [boolean] un booléen (true ou false)
    [text] un texte entre guillemets
    [list] une liste
    [choice] un texte ou un objet
    [nothing] null
    [single] un objet à une seule clé
   *[options] un objet d'options { $name }
}
reader-invalid-type = type incorrect : { $found }, alors qu'il faut { $expected }
reader-invalid-value = valeur incorrecte : { $found }, alors qu'il faut { $expected }
reader-one-of = { $count ->
    [1] `{ $first }`
    [2] `{ $first }` ou `{ $last }`
   *[other] l'un de { $all }
}
reader-unknown-field = champ `{ $field }` inconnu, on attend { $expected }
reader-unknown-field-none = champ `{ $field }` inconnu, il n'y a aucun champ
reader-unknown-variant = valeur `{ $name }` inconnue, on attend { $expected }
reader-unknown-variant-none = valeur `{ $name }` inconnue, aucune valeur n'est possible
reader-too-long = liste trop longue ({ $length ->
    [one] { $length } valeur
   *[other] { $length } valeurs
}) : il y a moins d'options
reader-field-unknown = champ `{ $field }` inconnu
reader-field-missing = champ `{ $field }` manquant
reader-fields-too-long = liste trop longue : { $length } valeurs pour { $fields } champs
reader-not-an-object = type incorrect, il faut un objet
reader-field-type = type incorrect pour `{ $field }`, il faut { $what ->
    [whole] un nombre entier
    [count] un nombre entier
    [text] un texte entre guillemets
   *[texts] une liste de textes
}
reader-json = { $code ->
    [eof] le texte s'arrête trop tôt
    [value] il faut une valeur
    [list-comma] il manque `,` ou `]`
    [object-comma] il manque `,` ou `{ "}" }`
    [colon] il manque `:`
    [key] une clé doit être un texte entre guillemets
    [comma] virgule en trop
    [trailing] texte en trop après la valeur
    [number] nombre incorrect
    [ident] mot inconnu (seuls true, false et null sont admis)
   *[other] JSON incorrect ({ $what })
} à la ligne { $line }, colonne { $column }

## Options refused, records and links that cannot be read
setup-invalid = options non valables : { $reasons }
record-not-a-record = ce n'est pas une feuille de partie : { $why }
record-unknown-game = jeu inconnu « { $game } »
record-move = le coup { $number } (« { $mv } ») ne peut pas être joué : { $why }
record-line = ligne { $line } : { $why }
record-position = Position : { $why }
link-incomplete = le lien est incomplet : sa fin manque (a-t-il été coupé lors de la copie ?)
link-damaged = le lien est abîmé : son contrôle ne correspond pas (a-t-il été coupé ou modifié ?)
link-part-without-value = le lien a une partie sans valeur : « { $part } »
link-bad-seed = le lien a un germe aléatoire qui n'est pas un nombre : « { $value } »
link-bad-options = le lien a des options mal encodées
link-options-not-json = le lien a des options qui ne sont pas du JSON : { $why }
link-options-not-object = le lien a des options qui ne sont pas un objet JSON
link-bad-count = le lien a un nombre de coups qui n'est pas un nombre : « { $value } »
link-bad-moves = le lien a des coups mal encodés
link-bad-position = le lien a une position mal encodée
link-unknown-part = le lien a une partie inconnue « { $part } »
link-no-seed = le lien n'a pas de germe aléatoire (s=)
link-no-moves = le lien n'a pas de coups (m=)
link-count-mismatch = le lien devrait contenir { $count } coups mais en contient { $moves }
link-empty-move = le lien a un coup vide (coup { $number })
text-record-tags-after-moves = les balises viennent avant les coups, pas après
text-record-tag-form = une balise s'écrit [Nom valeur]
text-record-tag-without-value = la balise « { $tag } » n'a pas de valeur
text-record-tag-not-json = la valeur de { $tag } n'est pas du JSON : { $why }
text-record-tag-not-text = { $tag } doit être un texte entre guillemets, pas { $value }
text-record-bad-seed = Seed doit être un nombre entier, pas { $value }
text-record-bad-options = Options doit être un objet JSON
text-record-bad-players = Players doit être une liste de textes
text-record-unknown-tag = balise inconnue « { $tag } »
text-record-tags-first = une feuille de partie en texte commence par ses balises, [Game "…"] en premier
text-record-no-game = la balise [Game "…"] manque
text-record-no-seed = la balise [Seed …] manque

## Why a position notation is refused (docs/notation.md); the CLI words
## them in English from src/engine/position.rs, the page from here.
position-empty = La notation est vide.
position-fields = La notation a { $found } champs ; il en faut { $expected }.
position-field = Valeur « { $value } » pour { $field } : attendu { $what }.
position-count = Valeur « { $value } » pour { $field } : ce n'est pas un nombre jusqu'à { $max }.
position-list-length = Pour { $field }, { $found } valeurs ; il en faut { $expected }.
position-width = Un plateau de { $width } cases par côté n'est pas permis ici ({ $allowed }).
position-total = Le plateau contient { $found } graines en tout ; ce jeu en a { $expected }.
position-over = La partie est finie : une notation décrit une position encore en jeu.
position-no-move = Le joueur au trait n'a aucun coup permis, et la partie n'est pas finie.
position-decided = La partie serait déjà finie : { $why }.
position-player = Il n'y a pas de joueur { $player } dans cette partie.
position-rule = Cette position enfreint une règle : { $why }.
position-mid-move = Un coup est en cours : une notation décrit une position entre deux coups.
position-colour-total = Il y a { $found } perles de couleur { $colour } en tout ; ce jeu en a { $expected }.
position-not-started = On tire encore au dé qui commence : une notation décrit une position une fois la partie commencée.
position-unsupported = Ce jeu n'a pas encore de notation de position.
position-readers-missing = Impossible de charger le code qui lit les positions (êtes-vous hors ligne ?). Réessayez quand la connexion sera revenue.
## The words the readers name a field, what it should be or a rule with.
position-arg-board = le plateau
position-arg-captures = les prises
position-arg-claims-left = les réclamations restantes
position-arg-claims-made = les réclamations faites
position-arg-owners = les propriétaires
position-arg-phase = la phase
position-arg-piece = la pièce
position-arg-pieces = les pièces
position-arg-pit = le trou
position-arg-pits = les trous
position-arg-player-to-move = le joueur au trait
position-arg-round = la manche
position-arg-seat-to-move = la place au trait
position-arg-seats = les places
position-arg-seats-placed = les places ayant posé
position-arg-square-colour = la couleur de case
position-arg-square = la case
position-arg-start-square = la case de départ
position-arg-starting-seat = la place qui commence
position-arg-store = le grenier
position-arg-stores = les greniers
position-arg-turns = les tours
position-arg-and-a-seed-or-the-squares-colours = # et une graine de hasard, ou les couleurs des cases
position-arg-12-letters-s-or-n = 12 lettres s ou n
position-arg-a-pit-board = un plateau de trous
position-arg-a-round-from-1 = une manche à partir de 1
position-arg-a-square-of-the-board = une case du plateau
position-arg-a-start-square-and-x-or = une case de départ et . - x ou =
position-arg-beads-written-as-counts-and-colour-initi = des perles écrites en nombres et initiales de couleur (2r1g), ou 0
position-arg-r-g-b-y-c-or-m = r g b y c ou m
position-arg-roll-or-and-the-dice-rolled = roll ou @ et les dés lancés
position-arg-s-or-n = s ou n
position-arg-two-counts-separated-by = deux nombres séparés par :
position-arg-two-groups-separated-by = deux groupes séparés par :
position-arg-two-sides-separated-by = deux côtés séparés par /
position-arg-a-piece-on-the-far-row-has-got-across = une pièce sur la dernière rangée est déjà passée
position-arg-a-seat-is-down-to-a-single-bead = une place n'a plus qu'une perle
position-arg-a-seat-places-its-beads-as-4-4-and-3-in = une place pose ses perles par 4, 4 et 3 dans trois trous
position-arg-a-side-is-empty = un côté est vide
position-arg-a-store-holds-half-the-seeds-or-more = un grenier contient la moitié des graines ou plus
position-arg-before-the-width-is-chosen-the-board-is = avant le choix de la largeur, le plateau est vide
position-arg-between-rounds-the-player-to-move-is-the = entre les manches, le joueur au trait est le perdant de la dernière
position-arg-each-seat-s-start-tokens-lie-where-the-o = les jetons de départ de chaque place sont là où les options placent ses pièces
position-arg-nothing-is-captured-while-beads-are-plac = rien n'est pris tant que les perles sont posées
position-arg-the-beads-do-not-add-up = le compte des perles n'y est pas
position-arg-the-hollows-are-empty = les trous sont vides
position-arg-the-seat-to-move-has-a-bead-of-its-colou = la place au trait a une perle de sa couleur sur le plateau
position-arg-the-seat-to-move-has-a-piece-on-the-boar = la place au trait a une pièce sur le plateau
position-arg-two-pieces-stand-on-one-square = deux pièces sont sur la même case
position-arg-while-beads-are-placed-the-seats-place-i = pendant la pose, les places posent à tour de rôle depuis celle qui commence
position-arg-while-hollows-are-claimed-every-seed-is = pendant les réclamations, toutes les graines sont dans les greniers
position-arg-while-seeds-are-placed-each-filled-pit-h = pendant la pose, chaque trou rempli a des graines et son reflet aussi ; les autres sont vides
