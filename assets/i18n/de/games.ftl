# Rainbow Games, de: the games' words (the source: assets/i18n/en/games.ftl).

## Names and one-line summaries
game-ayoayo = Ayoayo
game-ayoayo-summary = Staffelsäen: Nimm die Mulde auf, in der dein letzter Samen landet, und säe weiter, bis er in eine leere fällt.
game-basic = Grundspiel
game-basic-summary = Das einfachste Mancala: Säe in deine Gewinnmulde, ende dort für einen weiteren Zug, fange aus einer leeren Mulde.
game-giuthi = Giuthi
game-giuthi-summary = Wähle eine Richtung, säe in Staffeln mit Umkehr, fange in Ketten; wer eine Runde verliert, baut die nächste auf, auf Wunsch auf einem kleineren Brett.
game-mancala = Mancala
game-mancala-summary = Gewinnmulden und Extrazüge, Fänge aus einer leeren Mulde und von Zweien und Dreien; wer zuerst 25 hat, gewinnt.
game-nam-nam = Oware Nam Nam
game-nam-nam-summary = Staffelsäen, bei dem jede Vier gefangen wird, und Runden, in denen der Sieger die Mulden des Verlierers übernimmt.
game-owari = Owari
game-owari-summary = Der Strategieklassiker: Fange Zweien und Dreien auf der Seite des Gegners und lass ihn nie verhungern.
game-rainbow-chase = Rainbow Chase
game-rainbow-chase-summary = Perlen in sechs Farben auf einem Regenbogen aus Mulden: Wähle, welche Farbe du legst, und fange eine Mulde, indem du ihr ihre eigene Farbe zurückgibst.
game-rainbow-passage = Rainbow Passage
game-rainbow-passage-summary = Bring eine Figur über ein Brett aus farbigen Feldern, nur auf die Farben, die deine Würfel zeigen, und schlage, um die anderen aufzuhalten.
game-spectral-reapers = Spectral Reapers
game-spectral-reapers-summary = Zwei bis sechs Spieler säen rund um einen Ring aus Mulden Perlen aller Farben und pflücken eine zurück, wenn ein Zug auf einem eigenen Paar endet.

## Sides and players
side-south = Süd
side-north = Nord
side-west = West
side-east = Ost
player-seat = Spieler { $seat }

## What became of the seeds left on the board
remaining-to-owners = jeder Spieler bekam die Samen in seinen eigenen Mulden
remaining-to-player = die Samen, die noch auf dem Brett lagen, gingen an { $player }
remaining-split = die Samen, die noch auf dem Brett lagen, wurden gleichmäßig geteilt
remaining-nothing = es waren keine Samen mehr zu verteilen

## Why a game ended
end-side-empty = Die Mulden von { $side } waren nach dem Zug alle leer; { $remaining }.
end-no-move = { $player } hatte keinen gültigen Zug; { $remaining }.
end-majority = Ein Spieler hat mehr als die Hälfte der Samen gefangen; { $remaining }.
end-repetition = Dieselbe Stellung kam zum { $occurrence ->
    [1] ersten
    [2] zweiten
    [3] dritten
   *[other] wiederholten
} Mal vor; { $remaining }.
end-agreement = Die Spieler haben sich geeinigt, die Partie zu beenden; { $remaining }.
end-all-captured = Alle Perlen wurden gefangen.
end-cannot-fill = Nach der Runde konnte { $player } keine einzige Mulde füllen.
end-too-few-seeds = Nach der Runde hatte { $player } nur { $seeds } { $seeds ->
    [one] Samen
   *[other] Samen
}, zu wenig, um weiterzuspielen.
end-last-bead = Spieler { $seat } hatte nur noch eine Perle seiner Farbe im Spiel; wer am meisten gefangen hat, gewinnt.
end-crossed = Spieler { $seat } hat das Brett überquert.
end-last-standing = Spieler { $seat } hatte als Letzter noch Figuren auf dem Brett.
end-turn-limit = Die Partie hat ihr Limit von { $turns } Zügen erreicht; wer die meisten Figuren hinübergebracht hat, gewinnt.
end-resigned = { $player } hat aufgegeben.
end-draw-agreed = Die Spieler haben sich auf ein Unentschieden geeinigt.

## Why an action cannot be played
illegal-game-over = Die Partie ist vorbei.
illegal-no-such-pit = Diese Mulde gibt es auf diesem Brett nicht.
illegal-not-your-pit = Diese Mulde gehört deinem Gegner.
illegal-empty-pit = Diese Mulde ist leer.
illegal-must-feed = Dein Gegner hat keine Samen: Du musst einen Zug spielen, der ihm welche gibt.
illegal-needs-two-seeds = Ein Zug muss in einer Mulde mit mindestens 2 Samen beginnen.
illegal-not-now = Das kann in dieser Phase der Partie nicht gespielt werden.
illegal-out-of-range = Diese Wahl liegt außerhalb dessen, was die Regeln hier erlauben.
illegal-not-claimable = Nur eine der Mulden deines Gegners kann beansprucht werden.
illegal-must-capture = Du musst fangen: In diesem Zug ist später kein Fang mehr möglich.
illegal-not-a-step = Eine Figur geht einen Schritt auf ein Nachbarfeld, vorwärts, rückwärts oder diagonal, nie gerade zur Seite.
illegal-no-die = Kein unbenutzter Würfel zeigt die Farbe dieses Feldes.
illegal-no-steps-left = Alle Schritte dieses Zuges sind gemacht.
illegal-star-row = Nahe der Sternreihe wird eine Figur langsamer: Hat sie den Zug jenseits davon begonnen, macht sie nur einen Schritt; hat sie ihn darauf begonnen, geht sie höchstens einmal vorwärts; und macht sie mehr als einen Schritt, geht sie nie darüber hinaus.
illegal-one-crossing = Nur eine Figur darf pro Zug hinüberkommen.
illegal-occupied = Auf diesem Feld steht eine Figur, die du nicht schlagen kannst (deine eigene, die eines Partners oder eine, die noch nicht gezogen wurde).
illegal-nothing-to-return = Keine deiner Figuren wartet darauf, zurückzukommen.
illegal-not-a-start-square = Eine geschlagene Figur kommt nur auf eines deiner Startfelder zurück.
illegal-nothing-here = Aus dieser Mulde kann jetzt nichts gespielt werden.

## Moves that cannot be read or played
parse-not-a-move = „{ $text }“ ist kein Zug dieses Spiels
move-cannot-be-played = „{ $mv }“ kann nicht gespielt werden: { $why }
move-no-such-resigner = „{ $mv }“ ist keine Aufgabe: Schreibe resign:N, N der Platz des aufgebenden Spielers von 0 bis { $last }
move-session-only = „{ $mv }“ hat die Partie beendet: Danach gibt es keine Stellung

## Colours, as nouns
colour-red = Rot
colour-orange = Orange
colour-yellow = Gelb
colour-green = Grün
colour-blue = Blau
colour-violet = Violett
colour-cyan = Cyan
colour-magenta = Magenta

## Moves, prompts and reasons shared by several games
move-sow-pit = { $pit } säen
move-sow-from = Aus { $pit } säen
move-drop-bead = Eine { $colour ->
    [red] rote
    [orange] orange
    [yellow] gelbe
    [green] grüne
    [blue] blaue
    [violet] violette
   *[other] { $colour }
} Perle in { $pit } legen
suggest-finish-sowing = Säen beenden

## Giuthi
giuthi-move-sow = { $pit } { $direction ->
    [clockwise] im Uhrzeigersinn
   *[counterclockwise] gegen den Uhrzeigersinn
} säen
giuthi-move-width = Mit { $pits } { $pits ->
    [one] Mulde
   *[other] Mulden
} pro Seite spielen
giuthi-move-place = { $seeds } Samen in { $pit } legen
giuthi-move-place-next = { $seeds } Samen in die nächste Mulde legen
giuthi-prompt-width = { $player } hat die Runde verloren: Wähle die Brettgröße
giuthi-prompt-distribute = { $player }: Lege Samen in Mulde { $pit } (noch { $left }, mindestens 1 pro Mulde)
giuthi-reason-setting-up = Die nächste Runde wird gerade vorbereitet: Schließe das zuerst ab.
giuthi-reason-two-seeds = Ein Zug braucht mindestens 2 Samen in der Mulde.
giuthi-suggest-even = Gleichmäßig verteilen
giuthi-suggest-random = Zufällig

## Oware Nam Nam
nam-nam-move-claim = Mulde { $pit } beanspruchen
nam-nam-prompt-won = { $player } hat die Runde mit { $seeds } Samen gewonnen: Beanspruche { $hollows } { $hollows ->
    [one] Mulde
   *[other] Mulden
} von { $opponent }
nam-nam-prompt-won-more = { $player } hat die Runde mit { $seeds } Samen gewonnen: Beanspruche { $hollows } weitere { $hollows ->
    [one] Mulde
   *[other] Mulden
} von { $opponent }
nam-nam-prompt-holds = { $player } hat { $seeds } Samen, mehr als die eigenen Mulden brauchen: Beanspruche { $hollows } { $hollows ->
    [one] Mulde
   *[other] Mulden
} von { $opponent }
nam-nam-prompt-holds-more = { $player } hat { $seeds } Samen, mehr als die eigenen Mulden brauchen: Beanspruche { $hollows } weitere { $hollows ->
    [one] Mulde
   *[other] Mulden
} von { $opponent }

## Rainbow Chase
chase-move-capture = { $beads ->
    [one] Diese Perle
   *[other] Diese { $beads } Perlen
} aus { $pit } fangen
chase-move-decline = Weitersäen
chase-prompt-drop = { $player }: Wähle die Farbe, die du in { $pit } legst (Muldenfarbe { $colour })
chase-prompt-capture = { $player }: { $beads ->
    [one] Die Perle
   *[other] Die { $beads } Perlen
} in { $pit } fangen?
chase-prompt-must-capture = (Pflicht: Später ist kein Fang mehr möglich)
chase-prompt-only-again = ; in diesem Zug kann nur noch { $pit } erneut gefangen werden
chase-prompt-owed = ; da du einen Fang ausgelassen hast, musst du einen in Reichweite halten
chase-reason-drop = Beende erst den Zug: Wähle eine Farbe zum Legen.
chase-reason-capture = Beende erst den Zug: Fange oder säe weiter.

## Spectral Reapers
reapers-place-part = { $beads } in { $pit }
reapers-move-place = Setzen: { $parts }
reapers-move-take = Eine { $colour ->
    [red] rote
    [orange] orange
    [yellow] gelbe
    [green] grüne
    [blue] blaue
    [violet] violette
   *[other] { $colour }
} Perle aus { $pit } nehmen
reapers-prompt-place = { $player }: Setze deine { $beads } { $colour ->
    [red] roten
    [orange] orangen
    [yellow] gelben
    [green] grünen
    [blue] blauen
    [violet] violetten
   *[other] { $colour }
} Perlen in drei Mulden, 3 oder 4 in jede
reapers-prompt-drop = { $player }: Wähle die Farbe, die du in { $pit } legst
reapers-prompt-take = { $player }: Nimm eine Perle aus { $pit } – wähle ihre Farbe
reapers-reason-placing = Setze zuerst deine Perlen: Klicke auf drei Mulden, um deine Perlen hineinzulegen.
reapers-reason-drop = Beende erst den Zug: Wähle die Farbe, die du in { $pit } legst.
reapers-reason-take = Beende erst den Zug: Wähle die Perle, die du aus { $pit } nimmst.
reapers-reason-no-bead = In dieser Mulde liegt keine { $colour ->
    [red] rote
    [orange] orange
    [yellow] gelbe
    [green] grüne
    [blue] blaue
    [violet] violette
   *[other] { $colour }
} Perle von dir: Säe aus einer Mulde, die eine enthält.
reapers-end-uncounted = Perlen, die noch auf dem Brett liegen, zählen nicht: Wer am meisten gefangen hat, gewinnt.
reapers-end-last-bead = { $player } hat nur noch eine { $colour ->
    [red] rote
    [orange] orange
    [yellow] gelbe
    [green] grüne
    [blue] blaue
    [violet] violette
   *[other] { $colour }
} Perle im Spiel, daher endet die Partie.
reapers-end-repetition = Dieselbe Stellung kam seit dem letzten Fang zum { $occurrence }. Mal vor, daher endet die Partie.
reapers-end-agreement = Die Spieler haben sich geeinigt, die Partie zu beenden.
reapers-end-no-move = Kein Spieler hat noch eine Perle seiner Farbe auf dem Brett, daher endet die Partie.
reapers-result-win = { $player } gewinnt mit { $beads } { $beads ->
    [one] gefangenen Perle
   *[other] gefangenen Perlen
}.
reapers-result-draw = Alle haben { $beads } { $beads ->
    [one] Perle
   *[other] Perlen
} gefangen: unentschieden.
reapers-result-shared = { $players } und { $last } teilen sich den Sieg mit je { $beads } { $beads ->
    [one] gefangenen Perle
   *[other] gefangenen Perlen
}.
reapers-draft-count = Der Entwurf muss für jede der { $pits } Mulden eine Anzahl angeben.
reapers-draft-too-many-in-pit = Eine Mulde nimmt höchstens { $max } deiner Perlen auf.
reapers-draft-pits = Deine Perlen kommen in genau { $pits } Mulden.
reapers-draft-too-many = Du hast nur { $beads } Perlen zu setzen.
reapers-draft-unreachable = Daraus können nicht { $beads } Perlen in { $pits } Mulden mit { $min } oder { $max } in jeder werden.

## Rainbow Passage
passage-names-and = { $names } und { $last }
passage-move-roll = Wurf: { $faces }
passage-move-step = Schritt von { $from } nach { $to } ({ $colour })
passage-move-return = Eine geschlagene Figur auf { $square } zurückbringen
passage-move-end = Zug beenden
passage-move-pass = Passen
passage-prompt-roll-off = { $player } würfelt mit fünf Würfeln: Wer die meisten Roten hat, beginnt.
passage-prompt-roll = { $player } würfelt mit { $dice } { $dice ->
    [one] Würfel
   *[other] Würfeln
}.
passage-prompt-act = { $player }: bis zu { $steps } { $steps ->
    [one] Schritt
   *[other] Schritte
}, ein Zurückbringen oder passen.
passage-prompt-act-more = { $player }: noch { $steps } { $steps ->
    [one] Schritt
   *[other] Schritte
} oder den Zug beenden.
passage-end-crossed-team = { $player } hat die eigenen Figuren hinübergebracht: { $winners } gewinnen.
passage-end-crossed = { $winner } hat das Brett überquert und gewinnt.
passage-end-last-standing-team = { $winners } haben als Letzte noch Figuren auf dem Brett.
passage-end-last-standing = { $winner } hat als Letzter noch Figuren auf dem Brett.
passage-end-turn-limit = Die Partie hat ihr Limit von { $turns } Zügen erreicht. Die meisten Figuren drüben, dann die meisten auf dem Brett: { $winners }.
passage-end-agreement = Die Spieler haben sich geeinigt aufzuhören. Die meisten Figuren drüben, dann die meisten auf dem Brett: { $winners }.
