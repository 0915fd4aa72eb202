# Rainbow Games, fr: the words of the render models (src/view: status lines,
# announcements for screen readers, analysis, puzzles, My games, links).
# The source: assets/i18n/en/view.ftl; the words chosen: docs/glossary/fr.md.

## La ligne d'état
status-you = Vous
status-computer = Ordinateur ({ $level })
status-the-computer = L'ordinateur ({ $level })
status-considering-draw = { $name } étudie la proposition de nulle…
status-rolls = { $name } lance les dés…
status-thinking = { $name } réfléchit…
status-your-placement = À vous de placer vos perles
status-placement = À { $name } de placer ses perles
status-your-turn = À vous de jouer
status-to-move = À { $name } de jouer
status-your-roll = À vous : lancez les dés
status-roll = { $name } : lancez les dés
status-roll-nobody = Lancez les dés
status-game-over = Partie terminée
status-paused = { $status } (ordinateurs en pause)

## Résultats, listes, annonces
result-you-in-list = vous
player-number = Joueur { $number }
result-you-win-score = Vous gagnez { $best }–{ $other }
result-wins-score = { $name } gagne { $best }–{ $other }
result-draw-score = Partie nulle, { $first }–{ $second }
result-you-win-with = Vous gagnez avec { $best }
result-wins-with = { $name } gagne avec { $best }
result-draw-all = Partie nulle : tout le monde a { $best }
result-share = { $names } se partagent la victoire avec { $best } chacun
list-comma = {", "}
list-and = { $init } et { $last }
narrate-captures-seeds = { $name } prend { $count ->
    [one] { $count } graine
   *[other] { $count } graines
} { $places ->
    [one] dans la case { $pits }
   *[other] dans les cases { $pits }
}.
narrate-captures-beads = { $name } prend { $count ->
    [one] { $count } perle
   *[other] { $count } perles
} { $places ->
    [one] dans la case { $pits }
   *[other] dans les cases { $pits }
}.
narrate-grand-slam = Grand chelem : prendre toutes les graines adverses est interdit, donc rien n'est pris.
narrate-captured-moves-again = { $name } a pris et rejoue.
narrate-store-moves-again = Dernière graine dans le grenier : { $name } rejoue.
narrate-passes = { $name } ne peut pas jouer et passe son tour.
narrate-relay-cycle = Le relais est revenu à une position déjà atteinte : le coup s'arrête ici.
narrate-round-over = La manche { $round } est terminée.
narrate-piece-captured = { $name } capture un pion de { $owner }.
move-dice-rolled = Dés lancés : { $faces }.
move-chance = Hasard : { $notation }.
move-the-player = Le joueur
move-sows-seeds = { $name } sème { $count ->
    [one] { $count } graine
   *[other] { $count } graines
} depuis la case { $pit }.
move-sows-beads = { $name } sème { $count ->
    [one] { $count } perle
   *[other] { $count } perles
} depuis la case { $pit }.
move-chosen = { $name } : { $choice }.
move-plays = { $name } joue { $notation }.
move-places = { $name } place des perles : { $places }.
move-place-item = { $count } dans { $pit }
first-player-random = Tirage au sort : { $name } commence.
first-player = { $name } commence.
special-agree-line = La partie est arrêtée d'un commun accord.
special-draw-line = Les joueurs conviennent d'une partie nulle.
special-resign-line = { $name } abandonne.
special-agree = fin d'un commun accord
special-draw = nulle acceptée
special-resigns = abandonne

## La vue de la partie
record-already-over = la partie était déjà terminée
seat-computer = { $name } (ordinateur, { $level })
pit-other-plays = C'est à { $name } de jouer

## Analyse et revue
value-wins-by = gagne de { $seeds ->
    [one] { $seeds } graine
   *[other] { $seeds } graines
}
value-draws = fait nulle
value-loses-by = perd de { $seeds ->
    [one] { $seeds } graine
   *[other] { $seeds } graines
}
value-seeds = { $seeds ->
    [one] { $value } graine
   *[other] { $value } graines
}
value-seeds-exact = { $seeds ->
    [one] { $value } graine, exact
   *[other] { $value } graines, exact
}
# The same in a game played with beads.
value-wins-by-beads = gagne de { $seeds ->
    [one] { $seeds } perle
   *[other] { $seeds } perles
}
value-loses-by-beads = perd de { $seeds ->
    [one] { $seeds } perle
   *[other] { $seeds } perles
}
value-beads = { $seeds ->
    [one] { $value } perle
   *[other] { $value } perles
}
value-beads-exact = { $seeds ->
    [one] { $value } perle, exact
   *[other] { $value } perles, exact
}
value-win-chance = { $value } de chances de gagner
analysis-bar-text = { $name } : { $value }
analysis-bar-label = Évaluation, part de { $name } dans la barre : { $text }
analysis-stats = Profondeur { $depth } · { $counted } · { $exactness }
analysis-nodes = { $count } nœuds
analysis-simulations = { $count } simulations
analysis-exact = exact : résolu jusqu'à la fin
analysis-not-exact = non exact
analysis-best-line = Meilleure suite :
review-graph-label = La valeur au fil de la partie, du point de vue de { $name } : plus elle est haute, mieux c'est pour ce joueur. Choisissez un point pour voir sa position.
review-caption = ?! imprécisions · ? erreurs · ?? gaffes
review-player = Joueur
review-accuracy = Précision
review-inaccuracies = Imprécisions
review-mistakes = Erreurs
review-blunders = Gaffes
review-error = Coup { $number }, { $name } : { $notation } ({ $value }), { $class ->
    [inaccuracy] une imprécision
    [mistake] une erreur
   *[blunder] une gaffe
}. Mieux : { $best } ({ $best_value }). Suite : { $line }
# A move of a line the review shows, numbered as the move list numbers it.
review-line-move = { $number }. { $notation }

## Jouer par lien
corr-trust-note = Toute personne qui a ce lien peut jouer à partir de lui : envoyez-le seulement au joueur dont c'est le tour. Chaque coup qu'il contient est rejoué ici, il ne peut donc pas cacher un coup illégal.
corr-your-move = À vous de jouer
corr-waiting-for = En attente de { $name }
corr-friend = { $name } (votre ami)
corr-watching = Vous regardez { $others }
corr-you-play = Vous jouez { $yours } contre { $others }
corr-status-over = { $table } ; la partie est terminée : { $result }.
corr-status-yours = { $table } ; c'est à vous de jouer.
corr-status-waiting = { $table } ; en attente de { $name } : envoyez-lui le lien.
corr-status = { $table }.
corr-error-other-start = il porte l'identité d'une de vos parties mais ne commence pas comme elle, il n'a donc pas été ouvert
corr-stale = Ce lien est plus ancien que votre partie ou identique ({ $theirs ->
    [one] { $theirs } coup
   *[other] { $theirs } coups
} ; vous en avez { $yours }) : rien ne change.
corr-adds = Le lien ajoute { $added ->
    [one] { $added } coup
   *[other] { $added } coups
} à votre partie.
corr-differs = Les coups de ce lien diffèrent des vôtres après le coup { $after } : vos coups restent à l'écran et ceux du lien sont gardés comme une autre suite sous Coups (rien n'est perdu).
corr-note = { $note } { $status }

## Mes parties
library-import-hint = Collez une partie (texte ou JSON, tels qu'exportés ici) ou choisissez un fichier. Jeux : { $ids }.
library-hint = Chaque partie est gardée dans ce navigateur : celle avec laquelle s'ouvre la page de chaque jeu, et celles que vous avez remplacées par une nouvelle partie, une importation ou un lien partagé.
library-finished = Terminée : { $result }
library-in-progress-to-play = En cours : à { $name } de jouer
library-in-progress = En cours
saved-error-not-a-game = ce n'est pas une partie enregistrée ({ $why })
saved-error-other-game = c'est une partie de « { $found } », pas de « { $wanted } »
saved-error-cursor = elle indique { $cursor ->
    [one] { $cursor } coup joué
   *[other] { $cursor } coups joués
} mais en contient { $moves }
saved-error-unknown-game = c'est une partie de « { $found } », qui n'est pas un de nos jeux

## Problèmes
progress-error-not = ce n'est pas une progression de problèmes ({ $why })
progress-error-missing = ce n'est pas une progression de problèmes (pas de { $field })
progress-error-attempt = un des problèmes essayés est illisible
progress-error-daily = ses problèmes du jour sont illisibles
progress-error-rating = son classement est hors limites
progress-error-volatility = sa volatilité est hors limites
puzzles-error-none = il ne contient aucun problème de { $game }
puzzle-wrong-not-win-now = Ce coup ne gagne pas la partie ce tour-ci ; { $key } la gagne.
puzzle-wrong-fewer = Ce coup prend au moins { $margin } de moins ce tour-ci que { $key }.
puzzle-wrong-not-win = Ce coup ne gagne pas contre le meilleur jeu ; { $key } gagne.
puzzle-wrong-loses = Ce coup perd contre le meilleur jeu ; { $key } ne perd pas.
puzzle-wrong-seeds = { $key } finit avec au moins { $seeds ->
    [one] { $seeds } graine
   *[other] { $seeds } graines
} d'avance sur ce coup.
puzzle-task-win = À { $name } de jouer : trouvez le seul coup gagnant.
puzzle-task-not-lose = À { $name } de jouer : trouvez le seul coup qui ne perd pas.
puzzle-task-win-now = À { $name } de jouer : gagnez la partie ce tour-ci.
puzzle-task-capture-now = À { $name } de jouer : prenez le plus possible ce tour-ci.
puzzle-task-seeds = À { $name } de jouer : trouvez le coup qui finit avec au moins { $seeds ->
    [one] { $seeds } graine
   *[other] { $seeds } graines
} d'avance sur tout autre.
puzzle-task-then = { $task } Puis continuez à trouver le meilleur coup.
puzzle-refutation-loses = Ce coup perd la partie.
puzzle-refutation-draws = Ce coup ne fait que nulle.
puzzle-refutation-not-win-now = Ce coup ne gagne pas ce tour-ci.
puzzle-refutation-worse = Ce coup finit avec { $seeds ->
    [one] { $seeds } graine
   *[other] { $seeds } graines
} de moins que le meilleur coup.
puzzle-refutation-at-most = Au plus { $captured } pris ce tour-ci, contre { $best } avec le meilleur coup.
puzzle-refutation-reply = { $name } prend { $captured } en réponse.
puzzle-theme-relay = relais
puzzle-theme-chain-capture = prise en chaîne
puzzle-theme-extra-turn = tour supplémentaire
puzzle-theme-colour-choice = choix de couleur
puzzle-theme-grand-slam = grand chelem
puzzle-theme-feeding = nourrissage
puzzle-theme-star-row = rangée de l'étoile
puzzle-theme-hollow-claim = case revendiquée
