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
suggest-finish-sowing = Den Rest für mich säen

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

## Options that cannot be set up
setup-basic-seeds = Samen pro Mulde müssen 3 bis 6 sein, nicht { $seeds }
setup-owari-repetition = das Wiederholungslimit muss 2 oder 3 sein, nicht { $limit }
setup-chase-position = die Startstellung ist ungültig
setup-passage-players = { $players } Spieler: 2 bis 4 können spielen
setup-passage-size = die Brettgröße „{ $size }“ ist keine von 9x9, 11x11, 13x13, 9x11 … 17x9 (beide ungerade, 9 bis 17, zusammen höchstens 26)
setup-passage-cross = { $pieces } Figuren hinüberbringen: 1 bis { $max } mit diesen Optionen
setup-passage-teams = Teamspiel braucht vier Spieler
setup-passage-turn-limit = ein Zuglimit von { $turns } ist zu kurz (mindestens 20)
setup-passage-names = { $names } Namen für { $players } Spieler
setup-passage-nobody-sits = bei { $players } Spielern sitzt niemand auf Seite { $side }
setup-passage-not-a-square = „{ $square }“ (Spieler { $seat }) ist kein Feld eines { $width }x{ $height }-Bretts
setup-passage-starts-count = für jeden der { $players } Spieler werden Startfelder gebraucht, nicht { $lists }
setup-passage-starts-pieces = { $side } braucht { $pieces } Startfelder, nicht { $squares }
setup-passage-starts-edge = die Figur von { $side } auf { $square } steht nicht in der Reihe am eigenen Rand von { $side }
setup-passage-starts-end = die Figur von { $side } auf { $square } steht auf einem Endfeld des Randes
setup-passage-starts-twice = zwei Figuren starten auf { $square }
setup-passage-starts-neighbours = die Figur von { $side } auf { $square } und die von { $other } auf { $other_square } stehen in benachbarten Reihen oder Spalten
setup-reapers-players = es müssen { $min } bis { $max } Spieler sein, nicht { $players }
setup-reapers-names = gib einen Namen für jeden der { $players } Spieler an (oder keinen), nicht { $names }
setup-reapers-name-blank = der Name von Spieler { $seat } ist leer
setup-reapers-name-long = der Name von Spieler { $seat } ist länger als { $max } Zeichen
setup-reapers-colours = gib eine Farbe für jeden der { $players } Spieler an (oder keine), nicht { $colours }
setup-reapers-colour-twice = die Farbe { $colour } ist mehr als einmal gewählt
setup-reapers-first = Spieler { $seat } kann nicht beginnen: Es gibt nur { $players } Spieler

## The new-game dialog: options and presets
option-first-player = Wer beginnt
option-first-player-help = Ausgelost oder eine feste Seite.
option-first-player-random = Auslosung
option-first-player-south = Süd
option-first-player-north = Nord
option-basic-seeds-per-pit = Samen pro Mulde
option-basic-seeds-per-pit-help = Wie viele Samen jede Mulde zu Beginn enthält.
option-basic-capture-needs-opposite-seeds = Fangen nur mit Samen gegenüber
option-basic-capture-needs-opposite-seeds-help = Landest du in einer eigenen leeren Mulde, fängst du nur, wenn die gegenüberliegende Mulde Samen enthält.
option-basic-remaining-to = Übrige Samen am Ende gehen an
option-basic-remaining-to-help = Wenn eine Seite leer ist: wer die Samen bekommt, die noch auf dem Brett liegen.
option-basic-remaining-to-clearing-player = Den Spieler, dessen Seite leer ist
option-basic-remaining-to-owner = Den Besitzer jeder Seite
preset-basic-seed = Grundspiel
preset-basic-kalah-6-4 = Kalah (6,4)
option-owari-grand-slam = Grand Slam
option-owari-grand-slam-help = Was ein Zug bewirkt, der alle Samen des Gegners fangen würde.
option-owari-grand-slam-capture = Fängt wie üblich
option-owari-grand-slam-no-capture = Fängt nichts
option-owari-stop-at-majority = Bei Mehrheit beenden
option-owari-stop-at-majority-help = Die Partie endet, sobald jemand mehr als die Hälfte der Samen hat.
option-owari-repetition-limit = Wiederholung beendet die Partie beim Auftreten Nr.
option-owari-repetition-limit-help = Eine Stellung, die so oft wiederkehrt (seit dem letzten Fang), beendet die Partie.
option-owari-loop-settlement = Nach Wiederholung oder Einigung
option-owari-loop-settlement-help = Wer die Samen bekommt, die noch auf dem Brett liegen.
option-owari-loop-settlement-own-side = Jeder die seiner Seite
option-owari-loop-settlement-split = Gleichmäßig geteilt
preset-owari-seed = Owari
preset-owari-abapa = Abapa (Turnier-Oware)
preset-mancala-seed = Mancala
option-ayoayo-sow-into-store = In die Gewinnmulde säen
option-ayoayo-sow-into-store-help = Jedes Mal, wenn dein Säen an deiner Gewinnmulde vorbeikommt, fällt ein Samen hinein.
preset-ayoayo-seed = Ayoayo
preset-ayoayo-traditional = Ayoayo (traditionell: ohne Säen in die Gewinnmulde)
option-giuthi-allow-shortening = Kleineres Brett für den Zurückliegenden
option-giuthi-allow-shortening-help = Wer eine Runde mit wenigen Samen verliert, darf die nächste auf 4, 3 oder 2 Mulden pro Seite spielen.
preset-giuthi-seed = Giuthi
preset-nam-nam-seed = Oware Nam Nam
preset-rainbow-chase-seed = Rainbow Chase
option-spectral-reapers-players = Spieler
option-spectral-reapers-players-help = Wie viele mitspielen; der Ring hat zwei Mulden pro Spieler.
option-spectral-reapers-names = Namen
option-spectral-reapers-names-help = Wie jeder Spieler heißt, in Sitzreihenfolge.
option-spectral-reapers-colours = Farben
option-spectral-reapers-colours-help = Die Perlenfarbe jedes Spielers, in Sitzreihenfolge.
option-spectral-reapers-first-player-help = Der Spieler, der zuerst setzt und dann zuerst sät.
option-spectral-reapers-first-player-seat1 = Spieler 1
option-spectral-reapers-first-player-seat2 = Spieler 2
option-spectral-reapers-first-player-seat3 = Spieler 3
option-spectral-reapers-first-player-seat4 = Spieler 4
option-spectral-reapers-first-player-seat5 = Spieler 5
option-spectral-reapers-first-player-seat6 = Spieler 6
preset-spectral-reapers-seed = Spectral Reapers
preset-spectral-reapers-2-players = Zwei Spieler
preset-spectral-reapers-4-players = Vier Spieler
preset-spectral-reapers-5-players = Fünf Spieler
preset-spectral-reapers-6-players = Sechs Spieler
option-rainbow-passage-players = Spieler
option-rainbow-passage-players-help = Zwei Spieler sitzen sich gegenüber; ein dritter sitzt zwischen ihnen; ein vierter besetzt die letzte Seite.
option-rainbow-passage-size = Brettgröße
option-rainbow-passage-size-help = Felder von West nach Ost und von Süd nach Nord.
option-rainbow-passage-size-9x9 = 9 x 9
option-rainbow-passage-size-11x11 = 11 x 11
option-rainbow-passage-size-13x13 = 13 x 13
option-rainbow-passage-size-9x11 = 9 breit, 11 tief
option-rainbow-passage-size-11x9 = 11 breit, 9 tief
option-rainbow-passage-size-9x13 = 9 breit, 13 tief
option-rainbow-passage-size-13x9 = 13 breit, 9 tief
option-rainbow-passage-size-11x13 = 11 breit, 13 tief
option-rainbow-passage-size-13x11 = 13 breit, 11 tief
option-rainbow-passage-size-9x15 = 9 breit, 15 tief
option-rainbow-passage-size-15x9 = 15 breit, 9 tief
option-rainbow-passage-size-11x15 = 11 breit, 15 tief
option-rainbow-passage-size-15x11 = 15 breit, 11 tief
option-rainbow-passage-size-9x17 = 9 breit, 17 tief
option-rainbow-passage-size-17x9 = 17 breit, 9 tief
option-rainbow-passage-first-player-help = Alle würfeln mit fünf Würfeln und wer die meisten Roten hat, beginnt, oder eine feste Seite.
option-rainbow-passage-first-player-random = Auswürfeln
option-rainbow-passage-first-player-west = West
option-rainbow-passage-first-player-east = Ost
option-rainbow-passage-teams = Teams
option-rainbow-passage-teams-help = Vier Spieler in zwei Teams; beide Partner müssen ins Ziel kommen, um zu gewinnen.
option-rainbow-passage-teams-none = Keine Teams
option-rainbow-passage-teams-opposite = Partner gegenübersitzend
option-rainbow-passage-teams-adjacent = Partner nebeneinandersitzend
option-rainbow-passage-cross-to-win = Figuren ins Ziel zum Sieg
option-rainbow-passage-cross-to-win-help = Mehr als eine macht den Sieg schwerer: Figuren im Ziel verlassen das Brett und nehmen einen Würfel mit.
option-rainbow-passage-returns = Geschlagene Figuren dürfen zurück
option-rainbow-passage-returns-help = Mit zwei oder drei Würfeln einer Farbe kommt eine geschlagene Figur zurück, statt zu ziehen.
option-rainbow-passage-extra-piece = Zusätzliche Figur
option-rainbow-passage-extra-piece-help = Eine fünfte Figur in der Mitte jedes Randes; das erste Schlagen kostet keinen Würfel.
option-rainbow-passage-turn-limit = Zuglimit
option-rainbow-passage-turn-limit-help = Nach so vielen Zügen (Passen zählt mit) endet die Partie: Wer die meisten Figuren im Ziel hat, gewinnt.
option-rainbow-passage-starts = Startfelder
option-rainbow-passage-starts-help = Wo die Figuren jedes Spielers starten (Feldnamen wie c1 e1 g1 i1); die üblichen Plätze, wenn du nichts änderst.
option-rainbow-passage-names = Spielernamen
option-rainbow-passage-names-help = Ein Name für jeden Spieler.
preset-rainbow-passage-seed = Rainbow Passage
preset-rainbow-passage-three = Drei Spieler
preset-rainbow-passage-four = Vier Spieler auf 9x9
preset-rainbow-passage-teams = Teams (Partner gegenüber)
preset-rainbow-passage-teams-adjacent = Teams (Partner nebeneinander)
preset-rainbow-passage-harder = Schwererer Sieg (zwei Figuren ins Ziel)
preset-rainbow-passage-no-returns = Kein Zurückbringen, zusätzliche Figur
preset-rainbow-passage-long = Langes Brett (9x17)

## The JSON readers' reasons
reader-found = { $kind ->
    [null] der Wert null
    [boolean] der Wahrheitswert `{ $value }`
    [integer] die ganze Zahl `{ $value }`
    [decimal] die Dezimalzahl `{ $value }`
    [text] der Text { $value }
    [list] eine Liste
   *[object] ein Objekt
}
reader-expected = { $what ->
    [byte] eine ganze Zahl von 0 bis 255
    [short] eine ganze Zahl von 0 bis 65.535
    [boolean] ein Wahrheitswert (true oder false)
    [text] ein Text in Anführungszeichen
    [list] eine Liste
    [choice] ein Text oder ein Objekt
    [nothing] null
    [single] ein Objekt mit genau einem Schlüssel
   *[options] ein Optionen-Objekt { $name }
}
reader-invalid-type = falscher Typ: { $found }, erwartet wird { $expected }
reader-invalid-value = falscher Wert: { $found }, erwartet wird { $expected }
reader-one-of = { $count ->
    [1] `{ $first }`
    [2] `{ $first }` oder `{ $last }`
   *[other] einer der Namen { $all }
}
reader-unknown-field = unbekanntes Feld `{ $field }`, erwartet wird { $expected }
reader-unknown-field-none = unbekanntes Feld `{ $field }`, es gibt keine Felder
reader-unknown-variant = unbekannter Wert `{ $name }`, erwartet wird { $expected }
reader-unknown-variant-none = unbekannter Wert `{ $name }`, es gibt keine möglichen Werte
reader-too-long = Liste zu lang ({ $length ->
    [one] { $length } Wert
   *[other] { $length } Werte
}): es gibt weniger Optionen
reader-field-unknown = unbekanntes Feld `{ $field }`
reader-field-missing = Feld `{ $field }` fehlt
reader-fields-too-long = Liste zu lang: { $length } Werte für { $fields } Felder
reader-not-an-object = falscher Typ, erwartet wird ein Objekt
reader-field-type = falscher Typ von `{ $field }`, erwartet wird { $what ->
    [whole] eine ganze Zahl
    [count] eine ganze Zahl
    [text] ein Text in Anführungszeichen
   *[texts] eine Liste von Texten
}
reader-json = { $code ->
    [eof] der Text endet zu früh
    [value] hier muss ein Wert stehen
    [list-comma] `,` oder `]` fehlt
    [object-comma] `,` oder `{ "}" }` fehlt
    [colon] `:` fehlt
    [key] ein Schlüssel muss ein Text in Anführungszeichen sein
    [comma] überzähliges Komma
    [trailing] überzähliger Text nach dem Wert
    [number] ungültige Zahl
    [ident] unbekanntes Wort (erlaubt sind nur true, false und null)
   *[other] ungültiges JSON ({ $what })
} in Zeile { $line }, Spalte { $column }

## Options refused, records and links that cannot be read
setup-invalid = ungültige Optionen: { $reasons }
record-not-a-record = keine Partieaufzeichnung: { $why }
record-unknown-game = unbekanntes Spiel „{ $game }“
record-move = Zug { $number } („{ $mv }“) kann nicht gespielt werden: { $why }
record-line = Zeile { $line }: { $why }
record-position = Stellung: { $why }
link-incomplete = der Link ist unvollständig: sein Ende fehlt (wurde er beim Kopieren abgeschnitten?)
link-damaged = der Link ist beschädigt: seine Prüfsumme stimmt nicht (wurde er abgeschnitten oder verändert?)
link-part-without-value = der Link hat einen Teil ohne Wert: „{ $part }“
link-bad-seed = der Link hat einen Zufallsstartwert, der keine Zahl ist: „{ $value }“
link-bad-options = der Link hat falsch kodierte Optionen
link-options-not-json = der Link hat Optionen, die kein JSON sind: { $why }
link-options-not-object = der Link hat Optionen, die kein JSON-Objekt sind
link-bad-count = der Link hat eine Zuganzahl, die keine Zahl ist: „{ $value }“
link-bad-moves = der Link hat falsch kodierte Züge
link-bad-position = der Link hat eine falsch kodierte Stellung
link-unknown-part = der Link hat einen unbekannten Teil „{ $part }“
link-no-seed = der Link hat keinen Zufallsstartwert (s=)
link-no-moves = der Link hat keine Züge (m=)
link-count-mismatch = der Link sollte { $count } Züge enthalten, enthält aber { $moves }
link-empty-move = der Link hat einen leeren Zug (Zug { $number })
text-record-tags-after-moves = Tags stehen vor den Zügen, nicht danach
text-record-tag-form = ein Tag wird [Name Wert] geschrieben
text-record-tag-without-value = das Tag „{ $tag }“ hat keinen Wert
text-record-tag-not-json = der Wert von { $tag } ist kein JSON: { $why }
text-record-tag-not-text = { $tag } muss ein Text in Anführungszeichen sein, nicht { $value }
text-record-bad-seed = Seed muss eine ganze Zahl sein, nicht { $value }
text-record-bad-options = Options muss ein JSON-Objekt sein
text-record-bad-players = Players muss eine Liste von Texten sein
text-record-unknown-tag = unbekanntes Tag „{ $tag }“
text-record-tags-first = eine Textaufzeichnung beginnt mit ihren Tags, [Game "…"] zuerst
text-record-no-game = das Tag [Game "…"] fehlt
text-record-no-seed = das Tag [Seed …] fehlt

## Why a position notation is refused (docs/notation.md); the CLI words
## them in English from src/engine/position.rs, the page from here.
position-empty = Die Notation ist leer.
position-fields = Die Notation hat { $found } Felder; sie braucht { $expected }.
position-field = Wert „{ $value }“ für { $field }: erwartet wird { $what }.
position-count = Wert „{ $value }“ für { $field }: keine Zahl bis { $max }.
position-list-length = Für { $field } stehen { $found } Werte da; gebraucht werden { $expected }.
position-width = Ein Brett mit { $width } Mulden je Seite ist hier nicht erlaubt ({ $allowed }).
position-total = Auf dem Brett liegen insgesamt { $found } Samen; dieses Spiel hat { $expected }.
position-over = Die Partie ist vorbei: Eine Notation beschreibt eine Stellung, die noch im Spiel ist.
position-no-move = Wer am Zug ist, hat keinen erlaubten Zug, und die Partie ist nicht vorbei.
position-decided = Die Partie wäre schon vorbei: { $why }.
position-player = In dieser Partie gibt es keinen Spieler { $player }.
position-rule = Diese Stellung verstößt gegen eine Regel: { $why }.
position-mid-move = Ein Zug ist im Gange: Eine Notation beschreibt eine Stellung zwischen zwei Zügen.
position-colour-total = Es gibt insgesamt { $found } Perlen der Farbe { $colour }; dieses Spiel hat { $expected }.
position-not-started = Wer beginnt, wird noch ausgewürfelt: Eine Notation beschreibt eine Stellung, wenn die Partie begonnen hat.
position-unsupported = Dieses Spiel hat noch keine Stellungsnotation.
position-readers-missing = Der Code, der Stellungen liest, konnte nicht geladen werden (bist du offline?). Versuche es erneut, sobald du wieder online bist.
## The words the readers name a field, what it should be or a rule with.
position-arg-board = das Brett
position-arg-captures = die Fänge
position-arg-claims-left = die verbleibenden Ansprüche
position-arg-claims-made = die gemachten Ansprüche
position-arg-owners = die Besitzer
position-arg-phase = die Phase
position-arg-piece = die Figur
position-arg-pieces = die Figuren
position-arg-pit = die Mulde
position-arg-pits = die Mulden
position-arg-player-to-move = den Spieler am Zug
position-arg-round = die Runde
position-arg-seat-to-move = den Platz am Zug
position-arg-seats = die Plätze
position-arg-seats-placed = die Plätze, die gesetzt haben
position-arg-square-colour = die Feldfarbe
position-arg-square = das Feld
position-arg-start-square = das Startfeld
position-arg-starting-seat = den beginnenden Platz
position-arg-store = das Lager
position-arg-stores = die Lager
position-arg-turns = die Züge
position-arg-and-a-seed-or-the-squares-colours = # und ein Startwert, oder die Farben der Felder
position-arg-12-letters-s-or-n = 12 Buchstaben s oder n
position-arg-a-pit-board = ein Muldenbrett
position-arg-a-round-from-1 = eine Runde ab 1
position-arg-a-square-of-the-board = ein Feld des Bretts
position-arg-a-start-square-and-x-or = ein Startfeld und . - x oder =
position-arg-beads-written-as-counts-and-colour-initi = Perlen als Anzahl und Farbinitiale (2r1g), oder 0
position-arg-r-g-b-y-c-or-m = r g b y c oder m
position-arg-roll-or-and-the-dice-rolled = roll oder @ und die gewürfelten Würfel
position-arg-s-or-n = s oder n
position-arg-two-counts-separated-by = zwei Zahlen, getrennt durch :
position-arg-two-groups-separated-by = zwei Gruppen, getrennt durch :
position-arg-two-sides-separated-by = zwei Seiten, getrennt durch /
position-arg-a-piece-on-the-far-row-has-got-across = eine Figur auf der letzten Reihe ist schon hinüber
position-arg-a-seat-is-down-to-a-single-bead = ein Platz hat nur noch eine Perle
position-arg-a-seat-places-its-beads-as-4-4-and-3-in = ein Platz setzt seine Perlen als 4, 4 und 3 in drei Mulden
position-arg-a-side-is-empty = eine Seite ist leer
position-arg-a-store-holds-half-the-seeds-or-more = ein Lager hält die Hälfte der Samen oder mehr
position-arg-before-the-width-is-chosen-the-board-is = bevor die Breite gewählt ist, ist das Brett leer
position-arg-between-rounds-the-player-to-move-is-the = zwischen den Runden ist der Verlierer der letzten Runde am Zug
position-arg-each-seat-s-start-tokens-lie-where-the-o = die Startmarken jedes Platzes liegen dort, wo die Optionen seine Figuren hinstellen
position-arg-nothing-is-captured-while-beads-are-plac = solange Perlen gesetzt werden, wird nichts gefangen
position-arg-the-beads-do-not-add-up = die Perlen gehen nicht auf
position-arg-the-hollows-are-empty = die Mulden sind leer
position-arg-the-seat-to-move-has-a-bead-of-its-colou = der Platz am Zug hat eine Perle seiner Farbe auf dem Brett
position-arg-the-seat-to-move-has-a-piece-on-the-boar = der Platz am Zug hat eine Figur auf dem Brett
position-arg-two-pieces-stand-on-one-square = zwei Figuren stehen auf einem Feld
position-arg-while-beads-are-placed-the-seats-place-i = beim Setzen setzen die Plätze reihum ab dem beginnenden Platz
position-arg-while-hollows-are-claimed-every-seed-is = während Mulden beansprucht werden, liegen alle Samen in den Lagern
position-arg-while-seeds-are-placed-each-filled-pit-h = beim Setzen hat jede gefüllte Mulde Samen und ihr Gegenüber ebenso; die übrigen sind leer
