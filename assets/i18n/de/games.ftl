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
