# Rainbow Games, fr: the app's words (the source: assets/i18n/en/app.ftl;
# the words chosen: docs/glossary/fr.md).

play = Jouer
continue = Continuer
rules = Règles
dismiss = Fermer
unknown-game = Jeu inconnu.
nav-puzzles = Problèmes
nav-my-games = Mes parties
footer-about = À propos
setting-theme = Thème
setting-language = Langue
language-failed = Impossible de charger la langue { $language } (êtes-vous hors ligne ?). Choisissez-la de nouveau quand la connexion sera revenue.
pwa-offline = Hors ligne
pwa-offline-more =  : la partie continue sur cet appareil
pwa-update = Mise à jour disponible
pwa-reload = Recharger
pwa-later = Plus tard
home-title = Choisissez un jeu
home-presets = Variantes : { $presets }
daily-title = Le problème du jour
daily-text = Une position tirée d'une vraie partie, avec un seul meilleur coup, prouvé par le moteur : le même pour tout le monde aujourd'hui.
daily-solve = Résoudre le problème du jour
daily-more = Plus de problèmes
about-title = À propos de Rainbow Games
about-text = Des jeux de mancala et de plateau qui tournent entièrement dans votre navigateur : les règles et les adversaires de l'ordinateur fonctionnent sur cet appareil, sans serveur, et l'application marche hors ligne une fois installée. Vos parties sont gardées dans ce navigateur.
about-settings = Réglages
about-settings-text = Le thème et la langue sont au pied de chaque page ; la vitesse, les sons et le temps de réflexion de l'ordinateur sont dans le menu de chaque jeu (☰).
about-curious = Pour les curieux
about-bench = { $link } : la vitesse des règles et des adversaires de l'ordinateur sur cet appareil.
about-bench-link = Vitesse du moteur
not-found = Page introuvable
not-found-page = Il n'y a pas de page à l'adresse « { $page } ».
not-found-game = Il n'y a pas de jeu « { $game } » ici (les jeux sont { $games }).
back-to-games = Retour aux jeux
page-load-failed = Impossible de charger cette page (êtes-vous hors ligne ?). Réessayez quand la connexion sera revenue.
page-load-retry = Réessayer
link-error-nothing-changed = Ce lien ne peut pas être ouvert : { $why }. Rien n'a changé.
link-error-kept = Ce lien ne peut pas être ouvert : { $why }. La partie affichée est gardée.
rules-title = { $game } : règles
rules-loading = Chargement des règles…
rules-our-ruling = Notre décision :
rules-example = Exemple { $n }.
rules-play-game = Jouer à { $game }
rules-example-error = Cet exemple ne peut pas être affiché : { $why }
import-title = Importer une partie
analyse = Analyser

## Live boards: rules examples and embeds
embed-bad-move = impossible d'afficher le coup { $k } d'une feuille de partie de { $n ->
    [one] { $n } coup
   *[other] { $n } coups
}
embed-no-puzzles = il n'y a pas de jeu « { $game } » avec des problèmes
live-dice = dés
live-move = Coup { $k } sur { $n } : { $mv } ({ $who }).
live-start = Début de l'exemple.
live-to-move = Au tour de { $player }.
live-dice-to-roll = Au tour des dés.
live-reset = Début
live-reset-title = Revenir au début de l'exemple
live-back = Reculer
live-step = Avancer
live-pause = Pause
live-play = Lecture
file-unreadable = { $file } ne peut pas être lu ({ $why })
download-failed = Pas de téléchargement : { $why }.

## Puzzles
puzzles-storage-full = Votre progression aux problèmes n'a pas pu être enregistrée : le stockage du navigateur est plein.
puzzles-progress-damaged = Votre progression aux problèmes n'a pas pu être lue ({ $why }) ; elle a été mise de côté et un nouveau classement commence.
puzzles-loading = Chargement des problèmes…
puzzles-load-failed = Les problèmes n'ont pas pu être chargés : { $why }.
puzzles-no-such = Il n'y a pas de problème « { $id } » ici ; en voici un autre.
puzzles-none-left = Il ne reste aucun problème ici.
puzzles-progress = Votre progression aux problèmes
puzzles-progress-hint = Votre classement, les problèmes que vous avez tentés et les étoiles de vos leçons sont gardés dans ce navigateur. Téléchargez-les pour en garder une copie ou pour les passer à un autre navigateur, puis chargez-les dans celui-ci.
puzzles-progress-paste = Progression à charger
puzzles-progress-load = Charger la progression
puzzles-progress-loaded = Votre progression aux problèmes a été chargée.
puzzles-progress-bad = Impossible de charger ceci : { $why }. Votre progression reste telle quelle.
puzzles-any-game = Tous les jeux
puzzles-of-game = Problèmes : { $game }
puzzles-streak = Série : { $n }{ $over ->
    [yes] {" "}(terminée)
   *[no] {""}
}
puzzles-download = Télécharger la progression
puzzles-your-rating = Votre classement :
puzzles-score = { $solved } sur { $tried } { $solved ->
    [one] résolu
   *[other] résolus
} au premier essai · meilleure série : { $best }
puzzles-rated = Classé
puzzles-streak-mode = Série
puzzles-game = Jeu
puzzle = Problème
puzzle-solution = La solution : { $line }.
puzzle-engine-replies = {" "}Le moteur répond { $mv }.
puzzle-right-go-on = Exact ! Continuez : trouvez encore le meilleur coup.
puzzle-solved = Résolu ! C'est le meilleur coup.
puzzle-solved-missed = Résolu, mais compté comme un échec : un indice a servi, ou le premier essai était faux.
puzzle-wrong = ✗ { $played } n'est pas la solution. { $why }
puzzle-cannot-show = Ce problème ne peut pas être affiché : { $why }.
puzzle-daily = Le problème du jour : le même pour tout le monde aujourd'hui.
# After a rated puzzle: $rating, the player's new rating; $n, by how much it
# changed; $direction: up, same or down.
puzzle-rating-change = { $direction ->
    [up] Votre classement monte de { $n }, à { $rating }.
    [same] Votre classement reste à { $rating }.
   *[down] Votre classement baisse de { $n }, à { $rating }.
}
puzzle-rated = Classement du problème : { $rating }
puzzle-hint = Indice
puzzle-retry = Réessayer
puzzle-show-solution = Voir la solution
puzzle-next = Problème suivant
proof-to-end = Prouvé par une recherche jusqu'à la fin de la partie ({ $plies ->
    [one] { $plies } coup
   *[other] { $plies } coups
}).
proof-two-depths = Vérifié en regardant { $d1 } puis { $d2 } coups à l'avance : les deux fois ce coup est le meilleur, devant le suivant d'au moins { $seeds ->
    [one] { $seeds } graine.
   *[other] { $seeds } graines.
}
proof-turn = Prouvé en essayant toutes les façons de jouer le tour jusqu'au bout.
proof-table = Prouvé par les tables de finales.

## My games, export and import
saved-damaged = elle était illisible au chargement de sa page
storage-full = le stockage du navigateur pour ce site est plein
storage-full-delete = le stockage du navigateur pour ce site est plein : supprimez ou exportez certaines de vos parties
storage-full-old = Les parties enregistrées par une version précédente restent où elles étaient : le stockage du navigateur pour ce site est plein. Supprimez ou exportez certaines parties.
download-refused = le navigateur a refusé le téléchargement
copied = { $what ->
    [record] Feuille de partie copiée.
    [json] JSON copié.
   *[link] Lien copié.
}
copy-refused = Le navigateur n'a pas permis la copie : { $what ->
    [record] sélectionnez la feuille de partie et copiez-la.
    [json] sélectionnez le JSON et copiez-le.
   *[link] sélectionnez le lien et copiez-le.
}
export-title = Exporter et partager
export-record-text = Feuille de partie (texte)
export-copy-record = Copier la feuille de partie
export-download-text = Télécharger le texte
export-copy-json = Copier le JSON
export-download-json = Télécharger le JSON
export-link = Lien vers cette partie (s'ouvre à sa dernière position)
export-copy-link = Copier le lien
import-nothing = Collez d'abord une feuille de partie ou choisissez un fichier.
import-bad-record = Cette feuille de partie ne peut pas être ouverte : { $why }.
import-failed = La feuille de partie n'a pas pu être ouverte : { $why }.
import-file-unreadable = Le fichier n'a pas pu être lu.
import-record = Feuille de partie
import-or-file = Ou un fichier
import-open = Ouvrir
saved-delete-confirm = Supprimer définitivement cette partie ?
saved-none = Aucune partie pour l'instant. { $link } pour commencer.
saved-none-link = Choisissez un jeu

## Analysis and review
stop = Arrêter
analysis = Analyse
analysing = Analyse en cours…
review = Bilan
review-failed = Pas de bilan : { $why }.
review-progress = { $done } sur { $total ->
    [one] { $total } décision
   *[other] { $total } décisions
}
review-start = Faire le bilan de la partie
review-learn = Apprendre de vos erreurs ({ $n })
exercise-task = Exercice { $k } sur { $n } : au coup { $ply }, { $who } a joué { $played }. Trouvez un meilleur coup.
exercise-next = Erreur suivante
exercise-done = Terminé
exercise-checking = Vérification de votre coup…
exercise-as-good = Bien trouvé : { $answer } ({ $value }) vaut le meilleur coup. La suite : { $line }.
exercise-same = { $answer } est le coup joué dans la partie ({ $value }). Le meilleur est { $best } ({ $best_value }) : réessayez.
exercise-worse = { $answer } ({ $value }) est moins bon que { $best } ({ $best_value }). Réessayez, ou voyez la suite : { $line }.
exercise-unknown = { $answer } n'a pas été analysé ici : réessayez.
exercise-values-hidden = Les valeurs sont cachées pendant que vous cherchez un meilleur coup.
exercise-show-values = Afficher les valeurs

## End-game tables
megabytes = { $whole },{ $tenth } Mo
tables-built-in = , calculées en { $whole },{ $tenth } s
tables-known = Cet appareil connaît toutes les finales d'au plus { $seeds } graines sur le plateau{ $built } : { $positions } positions ({ $size }), dont { $exact } de valeur exacte. Le niveau Maximal joue parfaitement les positions de valeur exacte.
tables-none = Pas encore de table de finales sur cet appareil pour ces règles.
tables-looking = Recherche de la table de finales de cet appareil…
tables-size-slow = { $n ->
    [one] { $n } graine
   *[other] { $n } graines
} ({ $size } : le calcul peut prendre plusieurs minutes)
tables-size = { $n ->
    [one] { $n } graine
   *[other] { $n } graines
} ({ $size })
tables-failed = La table n'a pas pu être calculée : { $why }.
tables-no-memory = pas assez de mémoire sur cet appareil
tables-too-large = une table jusqu'à { $n } graines occuperait { $size } Mo, et environ { $building } Mo pendant le calcul : plus que ce que cette page peut utiliser ({ $limit } Mo)
tables-building = Calcul de la table… { $percent } %
tables-deeper = Tables plus grandes
tables-build = Calculer la table de finales

## Play by link
corr-title = Jouer par lien
corr-send = Envoyer
corr-link = Le lien de la partie en cours
corr-share-title = Rainbow Games : à vous de jouer
corr-sent = Lien envoyé.
corr-not-sent = Non envoyé : envoyez-le de nouveau, ou copiez le lien ci-dessous.

## Settings and levels
speed-slow = Lente
speed-normal = Normale
speed-fast = Rapide
speed-instant = Sans animation
theme-system = Selon le système
theme-light = Clair
theme-dark = Sombre
level-beginner = Débutant
level-easy = Facile
level-medium = Moyen
level-hard = Difficile
level-strongest = Maximal

## Playing: what the page says of the game on screen
saved-not-restored = Votre partie enregistrée ({ $game }) n'a pas pu être restaurée : { $why }. Commencez une nouvelle partie.
saved-storage-full = Cette partie n'a pas pu être enregistrée : le stockage du navigateur pour ce site est plein. Supprimez ou exportez des parties dans Mes parties.
player-computer = { $name } (ordinateur)
the-computer = L'ordinateur
game-not-kept = La partie affichée n'a pas pu être gardée, elle reste donc à l'écran : { $why }.
roll-first = Lancez d'abord les dés.
game-over = La partie est terminée.
still-shown = Le dernier coup est encore en cours d'affichage.
computer-failed = L'ordinateur n'a pas pu jouer ({ $why }). Les ordinateurs sont en pause.
hint-nothing = Pas d'indice : rien à décider.
hint-failed = Pas d'indice : { $why }
hint-sow = Indice : semez depuis la case { $pit }
hint = Indice : { $what }
draw-declined-one = { $who } refuse la nulle : sa recherche lui donne l'avantage. La partie continue.
draw-declined-all = Les ordinateurs refusent la nulle : leur recherche leur donne l'avantage. La partie continue.
draw-unweighed-one = { $who } n'a pas pu évaluer la position (un seul coup est possible) : proposez de nouveau la nulle après ce coup.
draw-unweighed-all = Les ordinateurs n'ont pas pu évaluer la position (un seul coup est possible) : proposez de nouveau la nulle après ce coup.
draw-failed-one = { $who } n'a pas pu répondre à la proposition de nulle ({ $why }).
draw-failed-all = Les ordinateurs n'ont pas pu répondre à la proposition de nulle ({ $why }).
taken-back = Le coup a été ramené à son point de départ.
saved-versus = {" "}contre{" "}
saved-detail = { $players } · { $n ->
    [one] { $n } coup
   *[other] { $n } coups
}{ $day ->
    [none] {""}
   *[other] {" "}· { $day }
}
saved-by-link-at = Par lien : { $turn } · dernier coup le { $day } à { $time }
saved-by-link = Par lien : { $turn }
saved-unreadable = Une partie enregistrée illisible
saved-cannot-open = Elle ne peut pas être ouverte : { $why }.
saved-resume = Reprendre
saved-replay = Revoir
saved-export = Exporter
saved-delete = Supprimer
backup-title = Tout sauvegarder
backup-hint = Un seul fichier avec toutes les parties gardées ici (leurs variantes et leur analyse aussi), votre progression aux problèmes et vos réglages. L'importer sur cet appareil ou un autre ajoute ce qui est nouveau et fusionne les parties que vous avez déjà : rien n'est écrasé.
storage-used = Ce site occupe { $kb } ko de l'espace de stockage du navigateur.
backup-export = Télécharger une sauvegarde
backup-import = Importer une sauvegarde
backup-bad = Ce fichier n'est pas une sauvegarde de Rainbow Games.
backup-read = Sauvegarde lue : { $added } ajoutées, { $merged } fusionnées.

## An embed's bad parameters (said in the frame to the site's author)
embed-bad-escape = échappement % invalide (ou texte qui n'est pas en UTF-8) dans « { $text } »
embed-bad-flag = « { $name } » doit valoir 1 ou 0, pas « { $value } »
embed-bad-lang = « lang » doit être l'un des codes { $langs }, pas « { $value } »
embed-unknown-game = jeu inconnu « { $game } » (jeux : { $games })
embed-unknown-parameter = paramètre inconnu « { $name } » (paramètres : { $names })
embed-twice = le paramètre « { $name } » est donné deux fois
embed-record-or = donnez soit « record », soit « { $other } », pas les deux
embed-bad-record = feuille de partie invalide : { $why }
embed-other-game = la feuille de partie est une partie de « { $record } », pas de « { $game } »
embed-bad-options = « options » n'est pas du JSON : { $why }
embed-bad-seed = « seed » doit être un nombre entier, pas « { $value } »
embed-bad-move-number = « move » doit être entre 0 et { $n }, pas « { $value } »
embed-bad-size = « size » doit être entre 120 et 2000 pixels, pas « { $value } »
embed-bad-theme = « theme » doit valoir light ou dark, pas « { $value } »
embed-bad-speed = « speed » doit valoir slow, normal, fast ou instant, pas « { $value } »

## The new-game dialog
dialog-vs-computer = Jouer contre l'ordinateur
dialog-level = Niveau
# The quick start with people at every seat, as many as the game set below has.
dialog-players-here = { $n ->
    [2] À deux sur cet appareil
    [3] À trois sur cet appareil
    [4] À quatre sur cet appareil
    [5] À cinq sur cet appareil
    [6] À six sur cet appareil
   *[other] À { $n } sur cet appareil
}
dialog-friend = Jouer avec un ami par lien
dialog-you-play = Vous jouez
dialog-cancel = Annuler
dialog-start = Commencer avec ces réglages
dialog-preset = Variante
dialog-rules-options = Options des règles
dialog-options = Options
dialog-players = Joueurs
dialog-player = Joueur { $n }
dialog-who-plays = Qui joue { $name }
dialog-person = Humain
dialog-computer = Ordinateur
dialog-computer-level = Niveau de l'ordinateur qui joue { $name }
dialog-start-squares = Cases de départ du joueur { $n }
dialog-standard-places = Emplacements standard
dialog-player-name = Nom du joueur { $n }
dialog-player-colour = Couleur du joueur { $n }

## The game page
pit-empty = Case { $name } : vide
pit-beads-in = Case { $name } : { $list }
skip-animation = Passer l'animation
skip = Passer
action-bar = Coups et ordinateurs
undo = Annuler
redo = Refaire
# $n: how many seats the computer plays.
computers-resume = { $n ->
    [one] ▶ Relancer l'ordinateur
   *[other] ▶ Relancer les ordinateurs
}
computers-pause = { $n ->
    [one] ❚❚ Mettre l'ordinateur en pause
   *[other] ❚❚ Mettre les ordinateurs en pause
}
# The same, short, where the bar is narrow (a phone): a word of the
# whole label, so that what is seen is part of the button's name.
computers-pause-short = ❚❚ Pause
computers-resume-short = ▶ Relancer
back-to-game = Retour à la partie
menu = Menu
new-game = Nouvelle partie
new-board = Nouveau plateau
resign = Abandonner
offer-draw = Proposer la nulle
draw = Partie nulle
end-by-agreement = Terminer d'un commun accord
menu-export = Exporter / partager
menu-import = Importer
setting-speed = Vitesse
setting-sounds = Sons
setting-think-time = Temps de réflexion de l'ordinateur
# The computer's thinking times, in seconds (written as the language writes
# a decimal number).
think-time-500 = 0,5 s
think-time-1000 = 1 s
think-time-2000 = 2 s
think-time-5000 = 5 s
think-time-10000 = 10 s
looking-for-move = Recherche d'un bon coup…
computer-play-here = Faire jouer l'ordinateur à partir d'ici
confirm = Confirmation
confirm-resign-named = Abandonner ? { $name } perd aussitôt la partie.
confirm-resign-you = Abandonner ? Vous perdez aussitôt la partie.
confirm-resign-yes = Oui, abandonner
confirm-draw = Déclarer la partie nulle ?
confirm-draw-yes = Oui, partie nulle
confirm-agree = Terminer la partie maintenant ? Ce qui reste sur le plateau est réparti comme le prévoient les règles.
confirm-agree-yes = Oui, terminer

## The game page's panels
picker-pit = Case { $name } :
picker-place = Déposer
placement-count = Perles { $colour ->
    [rouge] rouges
    [orange] orange
    [jaune] jaunes
    [vert] vertes
    [bleu] bleues
    [violet] violettes
   *[other] { $colour }
} placées : { $placed } sur { $beads }
placement-hint = Cliquez sur une case pour y mettre des perles ({ $max }, puis { $min }, puis aucune) ; − en retire une.
placement-clear = Effacer
in-hand = En main :
none-yet = aucune pour l'instant
player-captured = { $name } a pris :
round = Manche { $n }
round-total-south = Sud { $n }
round-total-north = Nord { $n }
rounds-earlier = Manches précédentes
round-score = Sud { $south } – Nord { $north }
seat-captured = { $n ->
    [one] { $n } prise
   *[other] { $n } prises
}
seat-in-store = { $n } au grenier
seat-across = { $crossed ->
    [one] { $crossed } passé
   *[other] { $crossed } passés
} · { $captured ->
    [one] { $captured } capturé
   *[other] { $captured } capturés
}
panel-computer = Ordinateur ({ $level })
# A seat played by a friend on another device, in a game by link.
panel-friend = Ami (par lien)
seat-total = Total { $n }
seat-thinking = réfléchit…
seat-to-move = à jouer
ranking-row = { $place }. { $name } — { $n ->
    [one] { $n } prise
   *[other] { $n } prises
}
result-show = Voir le résultat
result-see-board = Voir le plateau
rematch = Revanche
swap-sides = Changer de camp
share = Partager
take-back = Annuler le dernier coup
other-games = Autres jeux

## Boards: what a screen reader says of pits, stores, seats, squares and pieces
pit = Case { $name }
pit-whose = Case { $name } ({ $whose })
pit-seeds = { $n ->
    [one] { $n } graine
   *[other] { $n } graines
}
pit-beads = { $n ->
    [one] { $n } perle
   *[other] { $n } perles
}
pit-beads-listed = { $n ->
    [one] { $n } perle
   *[other] { $n } perles
} ({ $list })
pit-colour-count = { $colour } : { $n }
pit-playable = { $pit }, { $contents }, jouable
pit-not-playable = { $pit }, { $contents }. { $why }
store-label = Grenier de { $side }, { $n ->
    [one] { $n } graine
   *[other] { $n } graines
}
ring-take-back = Retirer une perle de la case { $name }
seat-label = { $name } ({ $colour }) : { $captured ->
    [one] { $captured } perle prise
   *[other] { $captured } perles prises
}, { $on_board } de ses perles sur le plateau{ $to_move ->
    [yes] , à jouer
   *[no] {""}
}
seat-in-play = { $n } en jeu
ring-turns = tours
grid-step-to = Aller en { $square } avec un dé { $colour }{ $capture ->
    [yes] , en capturant
   *[no] {""}
}
grid-return-to = Faire revenir un pion capturé en { $square }
grid-piece = Pion à { $points } branches de { $owner } en { $square }{ $moved ->
    [yes] {""}
   *[no] , pas encore déplacé (ne peut pas être capturé)
}{ $movable ->
    [yes] , peut bouger
   *[no] {""}
}
grid-board = Plateau de { $width } sur { $height } cases colorées ; le bord de Sud en bas
grid-die = Dé { $colour }{ $used ->
    [yes] , utilisé
   *[no] {""}
}
roll-off-not-rolled = { $name } : pas encore lancé
roll-off-rolled = { $name } : { $dice } ({ $reds ->
    [one] { $reds } rouge
   *[other] { $reds } rouges
}){ $out ->
    [yes] {" "}— éliminé
   *[no] {""}
}
roll-off-rule = Qui commence : chacun lance cinq dés ; le plus de rouges commence, les ex aequo relancent.
steps-left = Pas restants ce tour-ci : { $n }
roll-dice = Lancer les dés
return-piece = Faire revenir un pion
end-turn = Finir le tour
pass = Passer
pit-side-colour = { $side }, case { $colour }
pit-placement = { $pit } ; votre placement : { $colour } × { $n } ici. Cliquez pour changer.
ring-sowing = semis

## Coups et variantes
line-label = Après le coup { $at } : { $next }… ({ $n ->
    [one] { $n } coup
   *[other] { $n } coups
})
lines-other = Autres variantes ({ $n })
lines-hint = Les suites jouées avant de revenir en arrière pour jouer un autre coup ; ouvrez-en une pour la continuer.
moves = Coups
moves-count = Coups ({ $n })
moves-start = Début
steps = Parcourir la partie (aussi avec les flèches)
step-to-start = Au début
step-back = Un coup en arrière
step-forward = Un coup en avant
step-to-end = Au dernier coup
board-upright = Plateau : les cases de Sud descendent à gauche, celles de Nord montent à droite ; le grenier de Nord en haut, celui de Sud en bas
board-rows = Plateau : les cases de Nord en haut, celles de Sud en bas
rules-puzzle-title = Essayez un problème
rules-puzzle-text = Une position tirée d'une vraie partie, avec un seul meilleur coup, prouvé par le moteur.
rules-puzzle-show = Afficher un problème
rules-puzzle-all = Tous les problèmes de ce jeu
worker-refused = l'ordinateur n'a pas pu être consulté : { $why }
learn-title = Apprendre { $game }
learn-loading = Chargement des leçons…
learn-all = Toutes les leçons
learn-step = Étape { $n } sur { $count }
learn-right = Bien joué !
learn-won = Partie gagnée : leçon terminée !
learn-lost = Pas gagné cette fois : { $result }. Réessayez, avec un indice si besoin.
learn-wrong = Pas tout à fait. { $what }
learn-last-in = Le dernier semé est tombé dans { $place }.
learn-store-of = le grenier de { $name }
learn-nothing-captured = Rien n'a été capturé.
learn-next = Suivant
# What each pit of a decided lesson step says (the board rests until the button is used)
learn-rest-right = Étape réussie : Suivant pour continuer.
learn-rest-wrong = Réessayer pour rejouer cette étape.
learn-next-lesson = Leçon suivante
learn-lesson-done = Leçon terminée : { $stars }
learn-stars = { $n ->
    [one] une étoile sur deux
   *[other] { $n } étoiles sur deux
}
learn-to-play = Apprendre à jouer
learn-short = Apprendre
learn-offer = Vous découvrez { $game } ? Apprenez en jouant, en quelques minutes.

# Pictures to share: the board as a PNG, the game as an animated GIF.
picture-save = Enregistrer l'image
picture-animation = Enregistrer l'animation (GIF)
picture-save-short = PNG
picture-animation-short = GIF
picture-making = Création de l'image…
picture-done = L'image est prête.
picture-failed = L'image n'a pas pu être créée.

# The variant lab (src/ui/lab.rs, #/lab/<game>).
lab-link = Laboratoire des variantes
lab-about = Une règle rend-elle un jeu plus équitable ? Laissez les ordinateurs jouer des centaines de parties de chaque variante et comparez :
lab-title = Laboratoire des variantes : { $game }
lab-back = Jouer
lab-intro = Les ordinateurs jouent de nombreuses parties de chaque variante, en arrière-plan ; les chiffres disent combien de fois chaque place gagne, combien de temps durent les parties et comment elles finissent.
lab-game = Jeu
lab-variant = Variante { $n }
lab-preset = Préréglage
lab-custom = Vos propres options
lab-options = Options
lab-add-variant = Ajouter une variante
lab-remove-variant = Retirer cette variante
lab-levels = Niveau de l'ordinateur à chaque place
lab-seat = Place { $seat }
lab-games = Parties par variante
lab-seed = Graine (la même graine donne les mêmes parties)
lab-run = Lancer
lab-stop = Arrêter
lab-progress = { $done } parties jouées sur { $total }…
lab-stopped = Arrêté après { $done } parties sur { $total } : les résultats comptent celles-ci.
lab-finished = Terminé : { $done } parties jouées.
lab-error = Le laboratoire s'est arrêté : { $why }
lab-export-csv = Exporter en CSV
lab-export-json = Exporter en JSON
lab-share = Lien vers cette série
lab-wins-title = Victoires par place (barres : part des parties ; traits : intervalle à 95 % ; ligne verticale : part équitable)
lab-first-sentence = Le premier joueur gagne { $share } % ± { $spread } % de { $games } parties ; une place équitable en gagnerait { $fair } %.
lab-first-sentence-drawn = Le premier joueur gagne { $share } % ± { $spread } % de { $games } parties ; { $drawn } % se sont finies par une nulle ou une victoire partagée, donc une place équitable en gagnerait { $fair } %.
lab-seat-sentence = Place { $seat } : { $share } % ± { $spread } %.
lab-draws = Nulles
lab-table = Les chiffres
lab-col-seat = Place
lab-col-wins = Victoires
lab-col-share = Part
lab-col-interval = Intervalle à 95 %
lab-length-title = Durée des parties (décisions)
lab-length-sentence = La moitié des parties prennent { $median } décisions ou moins ; la plus longue en a pris { $longest }.
lab-rolls-title = Lancers de dés
lab-rolls-sentence = La moitié des parties prennent { $median } lancers ou moins ; la plus longue en a pris { $longest }.
lab-margin-title = Écart final (score de la première place moins celui de la seconde)
lab-margin-sentence = En médiane, la première place finit avec { $median } d'avance (un nombre négatif : de retard).
lab-col-from = À partir de
lab-col-games = Parties
lab-col-ending = Fin
lab-endings-title = Comment les parties ont fini
lab-endings-sentence = { $limit } parties sur { $games } ont été arrêtées par la limite de tours.
lab-pieces-sentence = { $n } pions ont été capturés en { $games } parties ({ $each } par partie).
lab-seeds-sentence = { $n } graines ont été capturées en { $games } parties ({ $each } par partie).
lab-returns-sentence = { $n } pions capturés ont été remis en jeu ({ $each } par partie).
lab-teams-title = Victoires par équipe (barres : part des parties ; traits : intervalle à 95 % ; ligne verticale : part équitable)
lab-team = Équipe { $team }
lab-team-sentence = L’équipe { $team } (places { $seats }) gagne { $share } % ± { $spread } % des parties ; une équipe équitable en gagnerait { $fair } %.
lab-team-sentence-drawn = L’équipe { $team } (places { $seats }) gagne { $share } % ± { $spread } % des parties ; { $drawn } % se sont finies par une nulle, donc une équipe équitable en gagnerait { $fair } %.
lab-col-team = Équipe
lab-col-seats = Places
lab-ending = { $ending ->
    [side-empty] Un camp était vide
    [no-move] Plus aucun coup possible
    [majority] Une majorité atteinte
    [repetition] La position s'est répétée
    [agreement] D'un commun accord
    [resigned] Abandon
    [draw-agreed] Nulle convenue
    [too-few-seeds] Trop peu de graines
    [cannot-fill] Personne ne pouvait remplir son camp
    [all-captured] Tout a été capturé
    [crossed] Un joueur est passé
    [last-standing] Un seul joueur restant
    [turn-limit] La limite de tours
    [last-bead] La dernière perle
   *[other] { $ending }
}

editor-title = Placer une position : { $game }
editor-open = Placer une position
editor-notation = Notation de la position
editor-load = Charger
editor-start = Position de départ
editor-empty = Vider le plateau
editor-ok = La position peut être jouée.
editor-bad = Cette position ne peut pas être jouée : { $why }
editor-play-computer = Jouer d'ici contre l'ordinateur
editor-play-friend = Jouer d'ici avec un ami
editor-save = Enregistrer dans Mes parties
editor-saved = Enregistrée dans Mes parties.
editor-more = Une de plus dans { $place }
editor-less = Une de moins dans { $place }
editor-count = Combien dans { $place }
editor-pit = le trou { $pit }
editor-store = le grenier du siège { $seat }
editor-colour = Couleur modifiée
editor-south = Sud
editor-north = Nord
editor-field-pits = Trous
editor-field-stores = Greniers
editor-field-to-move = Au trait
editor-field-round = Manche
editor-field-starter = A commencé la manche
editor-field-phase = Phase
editor-field-owners = Propriétaires des trous
editor-field-beads = Perles
editor-field-captures = Prises
editor-field-seat = Siège au trait
editor-field-turns = Tours joués
editor-field-board = Plateau
editor-field-pieces = Pièces
# The board editor's Rainbow Passage grid (ui::editor::passage).
editor-square = Case { $square }
editor-square-empty = { $square }, { $colour } : vide
editor-square-piece = { $square }, { $colour } : pièce de { $owner } partie de { $start }{ $moved ->
    [yes] {""}
   *[no] , pas déplacée depuis sa pose
}
editor-piece = { $owner } : pièce partie de { $start }
editor-unmoved = Pas déplacée depuis sa pose
editor-capture = Retirer : capturée
editor-across = Retirer : passée de l'autre côté
editor-square-colour = Couleur de la case
editor-dice = Dés lancés (aucun : le siège au trait lance ensuite)
editor-dice-of = dés { $colour }
editor-board-seed = Plateau de la graine
# The board editor's Spectral Reapers ring (ui::editor::reapers).
editor-beads-of = perles { $colour } dans { $place }
editor-starting-seat = Siège qui a commencé
editor-phase-sow = Semailles
editor-phase-place = Pose : { $placed } sièges ont posé
editor-cup = coupe du siège { $seat } ({ $name }), capturées : { $contents }

# The board editor's Share link and Make a puzzle.
editor-share = Partager le lien
editor-share-title = Rainbow Games : une position à jouer
editor-link = Lien vers cette position
editor-make-puzzle = Créer un problème
editor-puzzle-making = Le moteur cherche un meilleur coup unique…
editor-puzzle-refused = Pas de problème : { $why }.
editor-puzzle-failed = Le problème n'a pas pu être créé : { $why }.
puzzle-worker-failed = le moteur qui vérifie les problèmes n'a pas pu être chargé (êtes-vous hors ligne ?) ; réessayez quand la connexion sera revenue
editor-puzzle-over = la partie est finie dans cette position
editor-puzzle-chance = un lancer de dés vient d'abord, et un problème commence par la décision d'un joueur
editor-puzzle-one-move = il n'y a qu'un coup, { $mv }
editor-puzzle-tied = { $n } coups sont aussi bons : { $moves }
editor-puzzle-close = le meilleur coup, { $best }, n'est pas nettement meilleur que { $second }
editor-puzzle-unproven = le moteur ne trouve pas le même meilleur coup aux profondeurs { $d1 } et { $d2 }
editor-puzzle-too-large = il y a trop de coups à examiner jusqu'à la fin du tour
editor-puzzle-none-better = aucun coup ne gagne, ni ne capture plus que tous les autres, ce tour-ci
editor-puzzle-and = { $some } et { $last }
puzzles-mine = Mes problèmes
