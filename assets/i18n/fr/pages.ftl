# Rainbow Games, fr: the words of the pages written at build time beside the
# app (the source: assets/i18n/en/pages.ftl; the words chosen:
# docs/glossary/fr.md).

## The Engine speed page, bench.html
bench-title = Vitesse du moteur
bench-intro = Mesurée dans ce navigateur par le processus de calcul des adversaires de l'ordinateur, à partir du début de chaque jeu : des parties aléatoires jouées jusqu'au bout, puis des recherches alpha-bêta (deux joueurs, sans dés) et MCTS ({ $seconds } s par jeu, un jeu après l'autre).
bench-measuring = Mesure en cours…
bench-done = Terminé.
bench-stopped = Le processus de calcul s'est arrêté.
bench-game = Jeu
bench-preset = Variante
bench-playouts = Parties aléatoires/s
bench-actions = Actions/s
bench-alphabeta = Nœuds alpha-bêta/s
bench-mcts = Simulations MCTS/s
bench-error = erreur
bench-empty-reply = une réponse vide
bench-worker-stopped = le processus de calcul s'est arrêté : { $reason }
bench-again = Mesurer de nouveau
bench-back = Retour à l'application
