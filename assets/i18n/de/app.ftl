# Rainbow Games, de: the app's words (the source: assets/i18n/en/app.ftl;
# the words chosen: docs/glossary/de.md).

play = Spielen
continue = Weiterspielen
rules = Regeln
dismiss = Schließen
unknown-game = Unbekanntes Spiel.
nav-puzzles = Aufgaben
nav-my-games = Meine Partien
footer-about = Über
setting-theme = Design
setting-language = Sprache
language-failed = Die Sprache { $language } konnte nicht geladen werden (bist du offline?). Wähle sie erneut, sobald du wieder online bist.
pwa-offline = Offline
pwa-offline-more = : Du spielst auf diesem Gerät
pwa-update = Update verfügbar
pwa-reload = Neu laden
pwa-later = Später
home-title = Wähle ein Spiel
home-presets = Voreinstellungen: { $presets }
daily-title = Aufgabe des Tages
daily-text = Eine Stellung aus einer echten Partie mit genau einem besten Zug, von der Engine bewiesen: heute für alle dieselbe.
daily-solve = Heutige Aufgabe lösen
daily-more = Weitere Aufgaben
about-title = Über Rainbow Games
about-text = Mancala- und Brettspiele, die ganz in deinem Browser laufen: Die Regeln und die Computergegner arbeiten auf diesem Gerät, ohne Server, und die App funktioniert nach der Installation auch offline. Deine Partien werden in diesem Browser gespeichert.
about-settings = Einstellungen
about-settings-text = Design und Sprache stehen am Fuß jeder Seite; Tempo, Töne und die Bedenkzeit des Computers im Menü jedes Spiels (☰).
about-curious = Für Neugierige
about-bench = { $link }: wie schnell die Regeln und die Computergegner auf diesem Gerät laufen.
about-bench-link = Engine-Tempo
not-found = Seite nicht gefunden
not-found-page = Unter „{ $page }“ gibt es keine Seite.
not-found-game = Hier gibt es kein Spiel „{ $game }“ (die Spiele sind { $games }).
back-to-games = Zurück zu den Spielen
page-load-failed = Diese Seite konnte nicht geladen werden (bist du offline?). Versuche es erneut, sobald du wieder online bist.
page-load-retry = Erneut versuchen
link-error-nothing-changed = Dieser Link lässt sich nicht öffnen: { $why }. Es hat sich nichts geändert.
link-error-kept = Dieser Link lässt sich nicht öffnen: { $why }. Die angezeigte Partie bleibt.
rules-title = { $game }: Regeln
rules-loading = Die Regeln werden geladen …
rules-our-ruling = Unsere Regelung:
rules-example = Beispiel { $n }.
rules-play-game = { $game } spielen
rules-example-error = Dieses Beispiel kann nicht gezeigt werden: { $why }
import-title = Eine Partie importieren
analyse = Analysieren

## Live boards: rules examples and embeds
embed-bad-move = Zug { $k } einer Aufzeichnung mit { $n ->
    [one] { $n } Zug
   *[other] { $n } Zügen
} kann nicht gezeigt werden
embed-no-puzzles = Es gibt kein Spiel „{ $game }“ mit Aufgaben
live-dice = Würfel
live-move = Zug { $k } von { $n }: { $mv } ({ $who }).
live-start = Anfang des Beispiels.
live-to-move = { $player } ist am Zug.
live-dice-to-roll = Als Nächstes wird gewürfelt.
live-reset = Zurücksetzen
live-reset-title = Zurück zum Anfang des Beispiels
live-back = Zurück
live-step = Schritt
live-pause = Pause
live-play = Abspielen
file-unreadable = { $file } lässt sich nicht lesen ({ $why })
download-failed = Download fehlgeschlagen: { $why }.

## Puzzles
puzzles-storage-full = Dein Aufgabenfortschritt konnte nicht gespeichert werden: Der Speicher des Browsers ist voll.
puzzles-progress-damaged = Dein Fortschritt bei den Aufgaben konnte nicht gelesen werden ({ $why }); er wurde beiseitegelegt, und eine neue Wertung beginnt.
puzzles-loading = Die Aufgaben werden geladen …
puzzles-load-failed = Die Aufgaben konnten nicht geladen werden: { $why }.
puzzles-no-such = Eine Aufgabe „{ $id }“ gibt es hier nicht; hier ist eine andere.
puzzles-none-left = Hier sind keine Aufgaben mehr übrig.
puzzles-progress = Dein Aufgabenfortschritt
puzzles-progress-hint = Deine Wertung, die Aufgaben, die du versucht hast, und die Sterne deiner Lektionen werden in diesem Browser gespeichert. Lade sie herunter, um eine Kopie aufzubewahren oder sie in einen anderen Browser mitzunehmen, und lade sie dort.
puzzles-progress-paste = Fortschritt zum Laden
puzzles-progress-load = Fortschritt laden
puzzles-progress-loaded = Dein Aufgabenfortschritt wurde geladen.
puzzles-progress-bad = Das lässt sich nicht laden: { $why }. Dein Fortschritt bleibt unverändert.
puzzles-any-game = Alle Spiele
puzzles-of-game = Aufgaben: { $game }
puzzles-streak = Serie: { $n }{ $over ->
    [yes] {" "}(beendet)
   *[no] {""}
}
puzzles-download = Fortschritt herunterladen
puzzles-your-rating = Deine Wertung:
puzzles-score = { $solved } von { $tried } im ersten Versuch gelöst · beste Serie { $best }
puzzles-rated = Gewertet
puzzles-streak-mode = Serie
puzzles-game = Spiel
puzzle = Aufgabe
puzzle-solution = Die Lösung: { $line }.
puzzle-engine-replies = {" "}Die Engine antwortet mit { $mv }.
puzzle-right-go-on = Richtig! Weiter so: Finde wieder den besten Zug.
puzzle-solved = Gelöst! Das ist der beste Zug.
puzzle-solved-missed = Gelöst, aber es zählt als Fehlversuch: Ein Tipp wurde genutzt, oder der erste Versuch war falsch.
puzzle-wrong = ✗ { $played } ist nicht die Lösung. { $why }
puzzle-cannot-show = Diese Aufgabe kann nicht gezeigt werden: { $why }.
puzzle-daily = Aufgabe des Tages: heute für alle dieselbe.
# After a rated puzzle: $rating, the player's new rating; $n, by how much it
# changed; $direction: up, same or down.
puzzle-rating-change = { $direction ->
    [up] Deine Wertung steigt um { $n } auf { $rating }.
    [same] Deine Wertung bleibt bei { $rating }.
   *[down] Deine Wertung sinkt um { $n } auf { $rating }.
}
puzzle-rated = Wertung der Aufgabe: { $rating }
puzzle-hint = Tipp
puzzle-retry = Noch einmal versuchen
puzzle-show-solution = Lösung zeigen
puzzle-next = Nächste Aufgabe
proof-to-end = Bewiesen durch eine Suche bis zum Spielende ({ $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzüge
}).
proof-two-depths = Geprüft mit einem Blick { $d1 } und dann { $d2 } Züge voraus: beide Male ist dieser Zug der beste, mit mindestens { $seeds ->
    [one] { $seeds } Samen Vorsprung.
   *[other] { $seeds } Samen Vorsprung.
}
proof-turn = Bewiesen durch Ausprobieren aller Möglichkeiten, den Zug zu Ende zu spielen.
proof-table = Bewiesen durch die Endspieltabellen.

## My games, export and import
saved-damaged = die Partie war beim Öffnen ihrer Seite nicht lesbar
storage-full = der Speicher des Browsers für diese Website ist voll
storage-full-delete = der Speicher des Browsers für diese Website ist voll: Lösche oder exportiere einige deiner Partien
storage-full-old = Partien einer früheren Version bleiben, wo sie waren: Der Speicher des Browsers für diese Website ist voll. Lösche oder exportiere einige Partien.
download-refused = der Browser hat den Download verweigert
copied = { $what ->
    [record] Aufzeichnung kopiert.
    [json] JSON kopiert.
   *[link] Link kopiert.
}
copy-refused = Der Browser hat das Kopieren nicht erlaubt: Markiere { $what ->
    [record] die Aufzeichnung und kopiere sie
    [json] das JSON und kopiere es
   *[link] den Link und kopiere ihn
} selbst.
export-title = Exportieren und teilen
export-record-text = Aufzeichnung (Text)
export-copy-record = Aufzeichnung kopieren
export-download-text = Text herunterladen
export-copy-json = JSON kopieren
export-download-json = JSON herunterladen
export-link = Link zu dieser Partie (öffnet bei der letzten Stellung)
export-copy-link = Link kopieren
import-nothing = Füge zuerst eine Aufzeichnung ein oder wähle eine Datei.
import-bad-record = Diese Aufzeichnung lässt sich nicht öffnen: { $why }.
import-failed = Die Aufzeichnung konnte nicht geöffnet werden: { $why }.
import-file-unreadable = Die Datei konnte nicht gelesen werden.
import-record = Aufzeichnung
import-or-file = Oder eine Datei
import-open = Öffnen
saved-delete-confirm = Diese Partie endgültig löschen?
saved-none = Noch keine Partien. { $link } und leg los.
saved-none-link = Wähle ein Spiel

## Analysis and review
stop = Stopp
analysis = Analyse
analysing = Wird analysiert …
review = Auswertung
review-failed = Auswertung fehlgeschlagen: { $why }.
review-progress = { $done } von { $total ->
    [one] { $total } Entscheidung
   *[other] { $total } Entscheidungen
}
review-start = Partie auswerten
review-learn = Aus deinen Fehlern lernen ({ $n })
exercise-task = Übung { $k } von { $n }: Bei Zug { $ply } hat { $who } hier { $played } gespielt. Finde einen besseren Zug.
exercise-next = Nächster Fehler
exercise-done = Fertig
exercise-checking = Dein Zug wird geprüft …
exercise-as-good = Gut gefunden: { $answer } ({ $value }) ist so gut wie der beste Zug. Die Zugfolge: { $line }.
exercise-same = { $answer } ist der Zug aus der Partie ({ $value }). Am besten ist { $best } ({ $best_value }): Versuch es noch einmal.
exercise-worse = { $answer } ({ $value }) ist nicht so gut wie { $best } ({ $best_value }). Versuch es noch einmal oder sieh dir die Zugfolge an: { $line }.
exercise-unknown = { $answer } wurde hier nicht analysiert: Versuch es noch einmal.
exercise-values-hidden = Die Werte sind verborgen, während du einen besseren Zug suchst.
exercise-show-values = Werte zeigen

## End-game tables
megabytes = { $whole },{ $tenth } MB
tables-built-in = , erstellt in { $whole },{ $tenth } s
tables-known = Dieses Gerät kennt jedes Endspiel mit höchstens { $seeds } Samen auf dem Brett: { $positions } Stellungen ({ $size }), davon { $exact } exakt{ $built }. Die Stufe „Stärkste“ spielt die exakten perfekt.
tables-none = Auf diesem Gerät gibt es noch keine Endspieltabelle für diese Regeln.
tables-looking = Endspieltabelle dieses Geräts wird gesucht …
tables-size-slow = { $n } Samen ({ $size }: das Erstellen kann mehrere Minuten dauern)
tables-size = { $n } Samen ({ $size })
tables-failed = Die Tabelle konnte nicht erstellt werden: { $why }.
tables-no-memory = nicht genug Arbeitsspeicher auf diesem Gerät
tables-too-large = eine Tabelle bis { $n } Samen bräuchte { $size } MB und beim Erstellen etwa { $building } MB: mehr, als diese Seite nutzen darf ({ $limit } MB)
tables-building = Tabelle wird erstellt … { $percent } %
tables-deeper = Größere Tabellen
tables-build = Endspieltabelle erstellen

## Play by link
corr-title = Spielen per Link
corr-send = Senden
corr-link = Der Link zur bisherigen Partie
corr-share-title = Rainbow Games: Du bist am Zug
corr-sent = Link gesendet.
corr-not-sent = Nicht gesendet: Sende ihn noch einmal oder kopiere den Link unten.

## Settings and levels
speed-slow = Langsam
speed-normal = Normal
speed-fast = Schnell
speed-instant = Ohne Animation
theme-system = Wie im System
theme-light = Hell
theme-dark = Dunkel
level-beginner = Anfänger
level-easy = Leicht
level-medium = Mittel
level-hard = Schwer
level-strongest = Stärkste

## Playing: what the page says of the game on screen
saved-not-restored = Deine gespeicherte Partie { $game } konnte nicht wiederhergestellt werden: { $why }. Starte eine neue Partie.
saved-storage-full = Diese Partie konnte nicht gespeichert werden: Der Speicher des Browsers für diese Website ist voll. Lösche oder exportiere einige Partien unter „Meine Partien“.
player-computer = { $name } (Computer)
the-computer = Der Computer
game-not-kept = Die angezeigte Partie konnte nicht aufbewahrt werden und bleibt deshalb stehen: { $why }.
roll-first = Würfle zuerst.
game-over = Die Partie ist vorbei.
still-shown = Der letzte Zug wird noch gezeigt.
computer-failed = Der Computer konnte nicht ziehen ({ $why }). Die Computergegner pausieren.
hint-nothing = Kein Tipp: Es gibt nichts zu entscheiden.
hint-failed = Kein Tipp: { $why }
hint-sow = Tipp: Säe aus Mulde { $pit }
hint = Tipp: { $what }
draw-declined-one = { $who } hat das Unentschieden abgelehnt: Die Suche sieht die eigene Seite im Vorteil. Spiel weiter.
draw-declined-all = Die Computer haben das Unentschieden abgelehnt: Die Suche sieht sie im Vorteil. Spiel weiter.
draw-unweighed-one = { $who } konnte die Stellung nicht bewerten (nur ein Zug ist möglich): Biete das Unentschieden nach diesem Zug erneut an.
draw-unweighed-all = Die Computer konnten die Stellung nicht bewerten (nur ein Zug ist möglich): Biete das Unentschieden nach diesem Zug erneut an.
draw-failed-one = { $who } konnte nicht auf das Angebot eines Unentschiedens antworten ({ $why }).
draw-failed-all = Die Computer konnten nicht auf das Angebot eines Unentschiedens antworten ({ $why }).
taken-back = Der Zug wurde auf seinen Anfang zurückgesetzt.
saved-versus = {" "}gegen{" "}
saved-detail = { $players } · { $n ->
    [one] { $n } Zug
   *[other] { $n } Züge
}{ $day ->
    [none] {""}
   *[other] {" "}· { $day }
}
saved-by-link-at = Per Link: { $turn } · letzter Zug am { $day } um { $time }
saved-by-link = Per Link: { $turn }
saved-unreadable = Nicht lesbare gespeicherte Partie
saved-cannot-open = Sie lässt sich nicht öffnen: { $why }.
saved-resume = Fortsetzen
saved-replay = Nachspielen
saved-export = Exportieren
saved-delete = Löschen
backup-title = Alles sichern
backup-hint = Eine Datei mit allen hier gespeicherten Partien (samt Varianten und Analyse), deinem Fortschritt bei den Aufgaben und deinen Einstellungen. Beim Importieren auf diesem oder einem anderen Gerät wird Neues hinzugefügt und vorhandene Partien werden zusammengeführt: nichts wird überschrieben.
storage-used = Diese Website belegt { $kb } kB des Speichers im Browser.
backup-export = Sicherung herunterladen
backup-import = Sicherung importieren
backup-bad = Diese Datei ist keine Sicherung von Rainbow Games.
backup-read = Sicherung gelesen: { $added } hinzugefügt, { $merged } zusammengeführt.

## An embed's bad parameters (said in the frame to the site's author)
embed-bad-escape = Ungültige %-Kodierung (oder Text, der kein UTF-8 ist) in „{ $text }“
embed-bad-flag = „{ $name }“ muss 1 oder 0 sein, nicht „{ $value }“
embed-bad-lang = „lang“ muss einer der Codes { $langs } sein, nicht „{ $value }“
embed-unknown-game = Unbekanntes Spiel „{ $game }“ (Spiele: { $games })
embed-unknown-parameter = Unbekannter Parameter „{ $name }“ (Parameter: { $names })
embed-twice = Der Parameter „{ $name }“ ist doppelt angegeben
embed-record-or = Gib entweder „record“ oder „{ $other }“ an, nicht beides
embed-bad-record = Ungültige Aufzeichnung: { $why }
embed-other-game = Die Aufzeichnung gehört zum Spiel „{ $record }“, nicht zu „{ $game }“
embed-bad-options = „options“ ist kein gültiges JSON: { $why }
embed-bad-seed = „seed“ muss eine ganze Zahl sein, nicht „{ $value }“
embed-bad-move-number = „move“ muss zwischen 0 und { $n } liegen, nicht „{ $value }“
embed-bad-size = „size“ muss zwischen 120 und 2000 Pixel liegen, nicht „{ $value }“
embed-bad-theme = „theme“ muss light oder dark sein, nicht „{ $value }“
embed-bad-speed = „speed“ muss slow, normal, fast oder instant sein, nicht „{ $value }“

## The new-game dialog
dialog-vs-computer = Gegen den Computer
dialog-level = Stufe
# The quick start with people at every seat, as many as the game set below has.
dialog-players-here = { $n ->
    [2] Zu zweit an diesem Gerät
    [3] Zu dritt an diesem Gerät
    [4] Zu viert an diesem Gerät
    [5] Zu fünft an diesem Gerät
    [6] Zu sechst an diesem Gerät
   *[other] { $n } Spieler an diesem Gerät
}
dialog-friend = Per Link mit Freunden spielen
dialog-you-play = Du spielst
dialog-cancel = Abbrechen
dialog-start = Mit diesen Einstellungen starten
dialog-preset = Voreinstellung
dialog-rules-options = Regeloptionen
dialog-options = Optionen
dialog-players = Spieler
dialog-player = Spieler { $n }
dialog-who-plays = Wer spielt { $name }
dialog-person = Mensch
dialog-computer = Computer
dialog-computer-level = Stufe des Computers, der { $name } spielt
dialog-start-squares = Startfelder von Spieler { $n }
dialog-standard-places = Standard-Startfelder
dialog-player-name = Name von Spieler { $n }
dialog-player-colour = Farbe von Spieler { $n }

## The game page
pit-empty = Mulde { $name }: leer
pit-beads-in = Mulde { $name }: { $list }
skip-animation = Animation überspringen
skip = Überspringen
action-bar = Züge und Computer
undo = Zurück
redo = Vor
# $n: how many seats the computer plays.
computers-resume = { $n ->
    [one] ▶ Computer fortsetzen
   *[other] ▶ Computer fortsetzen
}
computers-pause = { $n ->
    [one] ❚❚ Computer pausieren
   *[other] ❚❚ Computer pausieren
}
# The same, short, where the bar is narrow (a phone): a word of the
# whole label, so that what is seen is part of the button's name.
computers-pause-short = ❚❚ Pausieren
computers-resume-short = ▶ Fortsetzen
back-to-game = Zurück zur Partie
menu = Menü
new-game = Neue Partie
new-board = Neues Brett
resign = Aufgeben
offer-draw = Unentschieden anbieten
draw = Unentschieden
end-by-agreement = Einvernehmlich beenden
menu-export = Exportieren / teilen
menu-import = Importieren
setting-speed = Tempo
setting-sounds = Töne
setting-think-time = Bedenkzeit des Computers
# The computer's thinking times, in seconds (written as the language writes
# a decimal number).
think-time-500 = 0,5 s
think-time-1000 = 1 s
think-time-2000 = 2 s
think-time-5000 = 5 s
think-time-10000 = 10 s
looking-for-move = Suche nach einem guten Zug …
computer-play-here = Computer, spiel ab hier
confirm = Bestätigen
confirm-resign-named = Aufgeben? { $name } verliert die Partie sofort.
confirm-resign-you = Aufgeben? Du verlierst die Partie sofort.
confirm-resign-yes = Ja, aufgeben
confirm-draw = Die Partie als Unentschieden beenden?
confirm-draw-yes = Ja, unentschieden
confirm-agree = Die Partie jetzt beenden? Was noch auf dem Brett liegt, wird nach den Regeln abgerechnet.
confirm-agree-yes = Ja, beenden

## The game page's panels
picker-pit = Mulde { $name }:
picker-place = Legen
placement-count = { $colour }: { $placed } von { $beads ->
    [one] { $beads } Perle
   *[other] { $beads } Perlen
} eingesetzt
placement-hint = Klicke auf eine Mulde, um Perlen hineinzulegen ({ $max }, dann { $min }, dann keine); − nimmt eine zurück.
placement-clear = Leeren
in-hand = In der Hand:
none-yet = noch keine
player-captured = { $name } hat gefangen:
round = Runde { $n }
round-total-south = Süd { $n }
round-total-north = Nord { $n }
rounds-earlier = Frühere Runden
round-score = Süd { $south } – Nord { $north }
seat-captured = { $n } gefangen
seat-in-store = Gewinnmulde: { $n }
seat-across = { $crossed } im Ziel · { $captured } geschlagen
panel-computer = Computer ({ $level })
# A seat played by a friend on another device, in a game by link.
panel-friend = Freund (per Link)
seat-total = Gesamt: { $n }
seat-thinking = denkt nach …
seat-to-move = am Zug
ranking-row = { $place }. { $name } – { $n } gefangen
result-show = Ergebnis zeigen
result-see-board = Brett ansehen
rematch = Revanche
swap-sides = Seiten tauschen
share = Teilen
take-back = Letzten Zug zurücknehmen
other-games = Andere Spiele

## Boards: what a screen reader says of pits, stores, seats, squares and pieces
pit = Mulde { $name }
pit-whose = Mulde { $name } ({ $whose })
pit-seeds = { $n ->
    [one] { $n } Samen
   *[other] { $n } Samen
}
pit-beads = { $n ->
    [one] { $n } Perle
   *[other] { $n } Perlen
}
pit-beads-listed = { $n ->
    [one] { $n } Perle
   *[other] { $n } Perlen
}: { $list }
pit-colour-count = { $n } { $colour }
pit-playable = { $pit }, { $contents }, spielbar
pit-not-playable = { $pit }, { $contents }. { $why }
store-label = Gewinnmulde von { $side }, { $n ->
    [one] { $n } Samen
   *[other] { $n } Samen
}
ring-take-back = Eine Perle aus { $name } zurücknehmen
seat-label = { $name } ({ $colour }): { $captured } gefangen, { $on_board ->
    [one] { $on_board } eigene Perle
   *[other] { $on_board } eigene Perlen
} auf dem Brett{ $to_move ->
    [yes] , am Zug
   *[no] {""}
}
seat-in-play = { $n } im Spiel
ring-turns = Reihenfolge
grid-step-to = Schritt auf { $square } mit Würfel { $colour }{ $capture ->
    [yes] , schlägt
   *[no] {""}
}
grid-return-to = Eine geschlagene Figur auf { $square } zurückbringen
grid-piece = { $points }-zackige Figur von { $owner } auf { $square }{ $moved ->
    [yes] {""}
   *[no] , noch nicht gezogen (kann nicht geschlagen werden)
}{ $movable ->
    [yes] , kann ziehen
   *[no] {""}
}
grid-board = Brett aus { $width } mal { $height } farbigen Feldern, der Rand von Süd unten
grid-die = Würfel { $colour }{ $used ->
    [yes] , benutzt
   *[no] {""}
}
roll-off-not-rolled = { $name }: noch nicht gewürfelt
roll-off-rolled = { $name }: { $dice } ({ $reds ->
    [one] { $reds } roter
   *[other] { $reds } rote
}){ $out ->
    [yes] {" "}– beim Auswürfeln ausgeschieden
   *[no] {""}
}
roll-off-rule = Wer beginnt: Alle würfeln mit fünf Würfeln; wer die meisten Roten hat, beginnt, bei Gleichstand wird unter ihnen neu gewürfelt.
steps-left = Verbleibende Schritte in diesem Zug: { $n }
roll-dice = Würfeln
return-piece = Figur zurückbringen
end-turn = Zug beenden
pass = Passen
pit-side-colour = { $side }, Mulde { $colour }
pit-placement = { $pit }; dein Einsatz: { $colour } × { $n } hier. Klicken zum Ändern.
ring-sowing = Säen

## Züge und Varianten
line-label = Nach Zug { $at }: { $next }… ({ $n ->
    [one] { $n } Zug
   *[other] { $n } Züge
})
lines-other = Andere Varianten ({ $n })
lines-hint = Zugfolgen, die du gespielt hast, bevor du zurückgegangen bist und anders gezogen hast; öffne eine, um dort weiterzuspielen.
moves = Züge
moves-count = Züge ({ $n })
moves-start = Anfang
steps = Durch die Partie gehen (auch mit den Pfeiltasten)
step-to-start = Zum Anfang
step-back = Einen Zug zurück
step-forward = Einen Zug vor
step-to-end = Zum letzten Zug
board-upright = Brett: Süds Mulden links nach unten, Nords rechts nach oben; Nords Gewinnmulde oben, Süds unten
board-rows = Brett: Nords Mulden oben, Süds unten
rules-puzzle-title = Probier eine Aufgabe
rules-puzzle-text = Eine Stellung aus einer echten Partie mit genau einem besten Zug, von der Engine bewiesen.
rules-puzzle-show = Eine Aufgabe zeigen
rules-puzzle-all = Alle Aufgaben dieses Spiels
worker-refused = der Computergegner konnte nicht gefragt werden: { $why }
learn-title = { $game } lernen
learn-loading = Die Lektionen werden geladen …
learn-all = Alle Lektionen
learn-step = Schritt { $n } von { $count }
learn-right = Richtig!
learn-won = Partie gewonnen: Lektion geschafft!
learn-lost = Diesmal nicht gewonnen: { $result }. Versuch es noch einmal, bei Bedarf mit einem Tipp.
learn-wrong = Noch nicht ganz. { $what }
learn-last-in = Das zuletzt Gesäte landete in { $place }.
learn-store-of = der Gewinnmulde von { $name }
learn-nothing-captured = Es wurde nichts geschlagen.
learn-next = Weiter
# What each pit of a decided lesson step says (the board rests until the button is used)
learn-rest-right = Schritt geschafft: Weiter geht es mit „Weiter“.
learn-rest-wrong = Mit „Noch einmal versuchen“ spielst du diesen Schritt erneut.
learn-next-lesson = Nächste Lektion
learn-lesson-done = Lektion geschafft: { $stars }
learn-stars = { $n ->
    [one] ein Stern von zwei
   *[other] { $n } Sterne von zwei
}
learn-to-play = Spielen lernen
learn-short = Lernen
learn-offer = Neu bei { $game }? Lerne es spielend, in wenigen Minuten.

# Pictures to share: the board as a PNG, the game as an animated GIF.
picture-save = Bild speichern
picture-animation = Animation speichern (GIF)
picture-save-short = PNG
picture-animation-short = GIF
picture-making = Das Bild wird erstellt…
picture-done = Das Bild ist fertig.
picture-failed = Das Bild konnte nicht erstellt werden.

# The variant lab (src/ui/lab.rs, #/lab/<game>).
lab-link = Variantenlabor
lab-about = Macht eine Regel ein Spiel gerechter? Lass Computer Hunderte Partien jeder Variante spielen und vergleiche:
lab-title = Variantenlabor: { $game }
lab-back = Spielen
lab-intro = Computer spielen im Hintergrund viele Partien jeder Variante; die Zahlen zeigen, wie oft jeder Platz gewinnt, wie lange Partien dauern und wie sie enden.
lab-game = Spiel
lab-variant = Variante { $n }
lab-preset = Voreinstellung
lab-custom = Eigene Optionen
lab-options = Optionen
lab-add-variant = Variante hinzufügen
lab-remove-variant = Diese Variante entfernen
lab-levels = Computerstufe jedes Platzes
lab-seat = Platz { $seat }
lab-games = Partien je Variante
lab-seed = Startwert (gleicher Startwert, gleiche Partien)
lab-run = Starten
lab-stop = Anhalten
lab-progress = { $done } von { $total } Partien gespielt…
lab-stopped = Nach { $done } von { $total } Partien angehalten: die Ergebnisse zählen diese.
lab-finished = Fertig: { $done } Partien gespielt.
lab-error = Das Labor hat angehalten: { $why }
lab-export-csv = Als CSV exportieren
lab-export-json = Als JSON exportieren
lab-share = Link zu diesem Lauf
lab-wins-title = Siege je Platz (Balken: Anteil der Partien; Striche: 95-%-Intervall; senkrechte Linie: gerechter Anteil)
lab-first-sentence = Wer beginnt, gewinnt { $share } % ± { $spread } % von { $games } Partien; ein gerechter Platz gewänne { $fair } %.
lab-first-sentence-drawn = Wer beginnt, gewinnt { $share } % ± { $spread } % von { $games } Partien; { $drawn } % endeten remis oder mit geteiltem Sieg, also gewänne ein gerechter Platz { $fair } %.
lab-seat-sentence = Platz { $seat }: { $share } % ± { $spread } %.
lab-draws = Remis
lab-table = Die Zahlen
lab-col-seat = Platz
lab-col-wins = Siege
lab-col-share = Anteil
lab-col-interval = 95-%-Intervall
lab-length-title = Partiedauer (Entscheidungen)
lab-length-sentence = Die Hälfte der Partien dauert { $median } Entscheidungen oder weniger; die längste dauerte { $longest }.
lab-rolls-title = Würfe
lab-rolls-sentence = Die Hälfte der Partien braucht { $median } Würfe oder weniger; die längste brauchte { $longest }.
lab-margin-title = Endabstand (Punkte des ersten Platzes minus die des zweiten)
lab-margin-sentence = Im Median endet der erste Platz mit { $median } Vorsprung (eine negative Zahl: Rückstand).
lab-col-from = Ab
lab-col-games = Partien
lab-col-ending = Ende
lab-endings-title = Wie die Partien endeten
lab-endings-sentence = { $limit } von { $games } Partien wurden durch das Zuglimit beendet.
lab-pieces-sentence = { $n } Figuren wurden in { $games } Partien geschlagen ({ $each } je Partie).
lab-seeds-sentence = { $n } Samen wurden in { $games } Partien gefangen ({ $each } je Partie).
lab-returns-sentence = { $n } geschlagene Figuren kamen zurück aufs Brett ({ $each } je Partie).
lab-teams-title = Siege je Team (Balken: Anteil der Partien; Striche: 95-%-Intervall; senkrechte Linie: gerechter Anteil)
lab-team = Team { $team }
lab-team-sentence = Team { $team } (Plätze { $seats }) gewinnt { $share } % ± { $spread } % der Partien; ein gerechtes Team gewänne { $fair } %.
lab-team-sentence-drawn = Team { $team } (Plätze { $seats }) gewinnt { $share } % ± { $spread } % der Partien; { $drawn } % endeten remis, also gewänne ein gerechtes Team { $fair } %.
lab-col-team = Team
lab-col-seats = Plätze
lab-ending = { $ending ->
    [side-empty] Eine Seite war leer
    [no-move] Kein Zug mehr möglich
    [majority] Eine Mehrheit erreicht
    [repetition] Die Stellung wiederholte sich
    [agreement] Einvernehmlich
    [resigned] Aufgegeben
    [draw-agreed] Remis vereinbart
    [too-few-seeds] Zu wenige Samen
    [cannot-fill] Niemand konnte seine Seite füllen
    [all-captured] Alles wurde gefangen
    [crossed] Jemand kam hinüber
    [last-standing] Nur noch ein Spieler übrig
    [turn-limit] Das Zuglimit
    [last-bead] Die letzte Perle
   *[other] { $ending }
}

editor-title = Stellung aufbauen: { $game }
editor-open = Stellung aufbauen
editor-notation = Stellungsnotation
editor-load = Laden
editor-start = Anfangsstellung
editor-empty = Brett leeren
editor-ok = Die Stellung kann gespielt werden.
editor-bad = Diese Stellung kann nicht gespielt werden: { $why }
editor-play-computer = Von hier gegen den Computer spielen
editor-play-friend = Von hier mit einem Freund spielen
editor-save = In Meine Spiele speichern
editor-saved = In Meine Spiele gespeichert.
editor-more = Eins mehr in { $place }
editor-less = Eins weniger in { $place }
editor-count = Wie viele in { $place }
editor-pit = Mulde { $pit }
editor-store = Speicher von Platz { $seat }
editor-colour = Bearbeitete Farbe
editor-south = Süd
editor-north = Nord
editor-field-pits = Mulden
editor-field-stores = Speicher
editor-field-to-move = Am Zug
editor-field-round = Runde
editor-field-starter = Hat die Runde begonnen
editor-field-phase = Phase
editor-field-owners = Besitzer der Mulden
editor-field-beads = Perlen
editor-field-captures = Fänge
editor-field-seat = Platz am Zug
editor-field-turns = Gespielte Züge
editor-field-board = Brett
editor-field-pieces = Figuren
# The board editor's Rainbow Passage grid (ui::editor::passage).
editor-square = Feld { $square }
editor-square-empty = { $square }, { $colour }: leer
editor-square-piece = { $square }, { $colour }: Figur von { $owner } vom Start { $start }{ $moved ->
    [yes] {""}
   *[no] , seit dem Aufstellen nicht gezogen
}
editor-piece = { $owner }: Figur vom Start { $start }
editor-unmoved = Seit dem Aufstellen nicht gezogen
editor-capture = Entfernen: geschlagen
editor-across = Entfernen: hinübergelangt
editor-square-colour = Farbe des Feldes
editor-dice = Gewürfelt (keine: der Platz am Zug würfelt als Nächstes)
editor-dice-of = Würfel { $colour }
editor-board-seed = Brett aus Startwert
# The board editor's Spectral Reapers ring (ui::editor::reapers).
editor-beads-of = Perlen { $colour } in { $place }
editor-starting-seat = Platz, der begonnen hat
editor-phase-sow = Säen
editor-phase-place = Setzen: { $placed } Plätze haben gesetzt
editor-cup = Schale von Platz { $seat } ({ $name }), geschlagen: { $contents }

# The board editor's Share link and Make a puzzle.
editor-share = Link teilen
editor-share-title = Rainbow Games: eine Stellung zum Spielen
editor-link = Link zu dieser Stellung
editor-make-puzzle = Aufgabe erstellen
editor-puzzle-making = Die Engine sucht einen eindeutig besten Zug…
editor-puzzle-refused = Keine Aufgabe: { $why }.
editor-puzzle-failed = Die Aufgabe konnte nicht erstellt werden: { $why }.
puzzle-worker-failed = die Engine, die Aufgaben prüft, konnte nicht geladen werden (bist du offline?); versuche es erneut, sobald du wieder online bist
editor-puzzle-over = die Partie ist in dieser Stellung zu Ende
editor-puzzle-chance = zuerst wird gewürfelt, und eine Aufgabe beginnt mit der Entscheidung eines Spielers
editor-puzzle-one-move = es gibt nur einen Zug, { $mv }
editor-puzzle-tied = { $n } Züge sind gleich gut: { $moves }
editor-puzzle-close = der beste Zug, { $best }, ist nicht deutlich besser als { $second }
editor-puzzle-unproven = die Engine findet in den Tiefen { $d1 } und { $d2 } nicht denselben besten Zug
editor-puzzle-too-large = es gibt zu viele Züge, um sie bis zum Ende des Zuges zu prüfen
editor-puzzle-none-better = kein Zug gewinnt oder schlägt in diesem Zug mehr als alle anderen
editor-puzzle-and = { $some } und { $last }
puzzles-mine = Meine Aufgaben
